// The demo members' prompt answers (docs/decisions/0012-profile.md, "Prompts"), in the language
// of their bio: about two members in three answer one to three prompts, drawn from their own
// stream so that adding them changed nothing else a member is drawn with.
import type { ProfilePromptKey } from '../../../shared/contracts/profile-prompts';
import type { BioLanguage } from './cultures';
import { createRandom } from './random';

type AnswerBook = Partial<Record<ProfilePromptKey, readonly string[]>>;

const EN: AnswerBook = {
  ideal_friday: ['A long dinner with friends, then tea until midnight.', 'Cooking for my cousins and a film nobody agrees on.'],
  family_means: ['Everything. My mother’s voice on the phone every Sunday.', 'The people who show up before you ask.'],
  dish_from_home: ['Jollof rice, and I will defend it in any debate.', 'Shiro with fresh injera, my grandmother’s way.'],
  good_marriage: ['Two friends who pray, laugh and plan together.', 'Patience on both sides and a house full of guests.'],
  elders_taught: ['Greet everyone, even when you are in a hurry.', 'A promise is a debt.'],
  over_coffee_or_tea: ['Three rounds of attaya and the state of the world.', 'The coffee ceremony is where my family solves everything.'],
  looking_for: ['Someone serious, kind, and close to their family.', 'A partner who wants to build something that lasts.'],
};

const FR: AnswerBook = {
  ideal_friday: [
    'Un long dîner entre amis, puis du thé jusqu’à minuit.',
    'Cuisiner pour mes cousins et un film sur lequel personne n’est d’accord.',
  ],
  family_means: ['Tout. La voix de ma mère au téléphone chaque dimanche.', 'Ceux qui sont là avant même qu’on le demande.'],
  dish_from_home: ['Le thiéboudienne, comme ma mère me l’a appris.', 'Le mafé du dimanche, avec beaucoup d’arachide.'],
  good_marriage: ['Deux amis qui prient, rient et construisent ensemble.', 'De la patience des deux côtés et une maison pleine d’invités.'],
  elders_taught: ['Saluer tout le monde, même quand on est pressé.', 'Une promesse est une dette.'],
  over_coffee_or_tea: ['Trois tournées d’attaya et on refait le monde.', 'Mes projets, et les tiens si tu veux bien.'],
  looking_for: ['Quelqu’un de sérieux, de doux et proche de sa famille.', 'Un partenaire pour construire quelque chose de durable.'],
};

const AR: AnswerBook = {
  ideal_friday: ['عشاء طويل مع الأصدقاء ثم شاي حتى منتصف الليل.', 'الطبخ لأبناء عمي وفيلم لا يتفق عليه أحد.'],
  family_means: ['كل شيء. صوت أمي على الهاتف كل أحد.', 'الذين يحضرون قبل أن تطلب.'],
  dish_from_home: ['العصيدة بملاح الويكة كما تطبخها جدتي.', 'الكسرة مع ملاح التقلية.'],
  good_marriage: ['صديقان يصليان ويضحكان ويخططان معًا.', 'صبر من الطرفين وبيت مليء بالضيوف.'],
  elders_taught: ['أن أسلّم على الجميع حتى لو كنت مستعجلًا.', 'الوعد دَين.'],
  over_coffee_or_tea: ['الجبنة وحكايات الأهل والبلد.', 'أحلامي وخططي، وأحلامك إن شئت.'],
  looking_for: ['شخص جاد وطيب وقريب من أهله.', 'شريك يريد أن يبني شيئًا يدوم.'],
};

const SW: AnswerBook = {
  ideal_friday: [
    'Chakula kirefu na marafiki, kisha chai hadi usiku wa manane.',
    'Kupika kwa binamu zangu na filamu ambayo hakuna anayekubaliana nayo.',
  ],
  family_means: ['Kila kitu. Sauti ya mama yangu kwenye simu kila Jumapili.', 'Watu wanaofika kabla hujaomba.'],
  dish_from_home: ['Pilau ya nazi, kama bibi yangu alivyonifundisha.', 'Biriani ya Mombasa, na chai ya tangawizi.'],
  good_marriage: ['Marafiki wawili wanaosali, kucheka na kupanga pamoja.', 'Subira pande zote mbili na nyumba iliyojaa wageni.'],
  elders_taught: ['Msalimie kila mtu, hata ukiwa na haraka.', 'Ahadi ni deni.'],
  over_coffee_or_tea: ['Kahawa chungu ya barazani na habari za mtaa.', 'Ndoto zangu, na zako ukipenda.'],
  looking_for: ['Mtu makini, mpole na aliye karibu na familia yake.', 'Mwenzi anayetaka kujenga kitu cha kudumu.'],
};

const AM: AnswerBook = {
  ideal_friday: ['ከጓደኞቼ ጋር ረጅም እራት እና እስከ እኩለ ሌሊት ሻይ።', 'ለዘመዶቼ ምግብ ማብሰል እና ሁላችንም የማንስማማበት ፊልም።'],
  family_means: ['ሁሉም ነገር። የእናቴ ድምፅ በየእሁዱ በስልክ።', 'ሳትጠይቅ የሚደርሱልህ ሰዎች።'],
  dish_from_home: ['ሽሮ በትኩስ እንጀራ፣ አያቴ እንደምትሰራው።', 'ዶሮ ወጥ ለበዓል፣ በትዕግስት።'],
  good_marriage: ['አብረው የሚጸልዩ፣ የሚስቁ እና የሚያቅዱ ሁለት ጓደኞች።', 'ከሁለቱም ወገን ትዕግስት እና በእንግዶች የተሞላ ቤት።'],
  elders_taught: ['ብትቸኩልም ሁሉንም ሰላም በል።', 'ቃል ዕዳ ነው።'],
  over_coffee_or_tea: ['በቡና ሥነ ሥርዓት ቤተሰቤ ሁሉንም ይፈታል።', 'ሕልሞቼን፣ ከፈለግክም ያንተን።'],
  looking_for: ['ቁም ነገረኛ፣ ደግ እና ለቤተሰቡ ቅርብ የሆነ ሰው።', 'ዘላቂ ነገር መገንባት የሚፈልግ አጋር።'],
};

const BOOKS: Record<BioLanguage, AnswerBook> = { en: EN, fr: FR, ar: AR, sw: SW, am: AM };

/** Member number `index`'s answers in `language`, in order: none for about a third of them. */
export function promptAnswersOf(index: number, language: BioLanguage): { key: ProfilePromptKey; answer: string }[] {
  const random = createRandom(`sahel-hearts-demo-prompts-${index}`);
  if (!random.chance(0.65)) return [];
  const book = BOOKS[language];
  const keys = random.sample(Object.keys(book) as ProfilePromptKey[], random.int(1, 3));
  return keys.map((key) => ({ key, answer: random.pick(book[key]!) }));
}
