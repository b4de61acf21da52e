// The demo members' bios, in the site's five languages: an opening line about the member, a line
// for one or two of their interests and a closing line about what they are looking for, so a bio
// says what the profile says. Where a language marks the speaker's gender (French and Arabic
// adjectives, the husband or wife sought), the line has a form for each.
import type { Gender, Interest } from '../../../shared/contracts/profile';
import type { RelationshipGoal } from '../../../shared/contracts/questionnaire';
import type { BioLanguage } from './cultures';
import type { Random } from './random';

/** One line, the same for everyone or with a form for women and one for men. */
type Line = string | { woman: string; man: string };

interface BioBook {
  openers: readonly Line[];
  interests: Record<Interest, Line>;
  closers: Record<RelationshipGoal, readonly Line[]>;
}

const EN: BioBook = {
  openers: [
    'Warm, curious and close to my family.',
    'Easy-going during the week, a proper host at the weekend.',
    'I laugh easily and take my commitments seriously.',
    'Calm, patient and proud of where I come from.',
    'Family first, then good food, then everything else.',
    'A homebody who still says yes to a good night out.',
    'Between two cultures and at home in both.',
    'I believe in kindness, honesty and showing up on time.',
    'Early riser, big heart, bigger appetite for life.',
    'Quiet at first, then you will not be able to stop me talking.',
  ],
  interests: {
    hookah_nights: 'Friday hookah nights with friends are my favourite way to end the week.',
    cooking: "I cook for everyone I love; ask me about my grandmother's recipes.",
    music: 'Music is always on at my place, from the old classics to Afrobeats.',
    dancing: 'Put on a good song and I will be the first one dancing.',
    travel: 'I save up for trips and always come back with stories.',
    faith: 'My faith keeps me grounded and grateful.',
    sport: 'Weekends start with football or a run in the park.',
    reading: 'Always halfway through a book and happy to lend it.',
    poetry: 'I write a little poetry and read a lot more of it.',
    fashion: 'I love beautiful fabrics, good tailors and a well-chosen outfit.',
    entrepreneurship: 'Building a small business on the side, one step at a time.',
    volunteering: 'I volunteer with young people in my community.',
  },
  closers: {
    marriage: [
      {
        woman: 'Looking for my future husband and a family we build together.',
        man: 'Looking for my future wife and a family we build together.',
      },
      'Ready for marriage with someone who shares my values.',
    ],
    long_term: ['Hoping to meet someone kind for something serious and lasting.', 'Looking for a real connection that grows over time.'],
    casual: ['Open to meeting new people and seeing where it goes.', "Let's start with coffee and a good conversation."],
    friendship: ['Here to make friends first; the rest will follow.', 'New in town and happy to meet good people.'],
  },
};

const FR: BioBook = {
  openers: [
    { woman: 'Chaleureuse, curieuse et très proche de ma famille.', man: 'Chaleureux, curieux et très proche de ma famille.' },
    { woman: 'Calme en semaine, hôtesse attentionnée le week-end.', man: 'Calme en semaine, hôte attentionné le week-end.' },
    'Je ris facilement et je prends mes engagements au sérieux.',
    { woman: 'Patiente, posée et fière de mes origines.', man: 'Patient, posé et fier de mes origines.' },
    "La famille d'abord, puis la bonne cuisine, puis tout le reste.",
    { woman: 'Casanière, mais toujours partante pour une belle soirée.', man: 'Casanier, mais toujours partant pour une belle soirée.' },
    'Entre deux cultures, et chez moi dans les deux.',
    "Je crois en la gentillesse, l'honnêteté et la ponctualité.",
    {
      woman: "Matinale, le cœur sur la main et l'envie de tout découvrir.",
      man: "Matinal, le cœur sur la main et l'envie de tout découvrir.",
    },
    { woman: 'Discrète au début, puis on ne m’arrête plus.', man: 'Discret au début, puis on ne m’arrête plus.' },
  ],
  interests: {
    hookah_nights: 'Les soirées chicha du vendredi entre amis, c’est ma façon préférée de finir la semaine.',
    cooking: 'Je cuisine pour ceux que j’aime : demandez-moi les recettes de ma grand-mère.',
    music: 'Chez moi, il y a toujours de la musique, des grands classiques à l’afrobeat.',
    dancing: {
      woman: 'Mettez une bonne chanson et je serai la première sur la piste.',
      man: 'Mettez une bonne chanson et je serai le premier sur la piste.',
    },
    travel: 'J’économise pour voyager et je reviens toujours avec des histoires.',
    faith: 'Ma foi me garde les pieds sur terre et le cœur reconnaissant.',
    sport: 'Mes week-ends commencent par un match de foot ou un footing au parc.',
    reading: {
      woman: 'Toujours un livre en cours, et heureuse de le prêter.',
      man: 'Toujours un livre en cours, et heureux de le prêter.',
    },
    poetry: 'J’écris un peu de poésie et j’en lis beaucoup plus.',
    fashion: 'J’aime les beaux tissus, les bons tailleurs et une tenue bien choisie.',
    entrepreneurship: 'Je monte une petite entreprise à côté, pas à pas.',
    volunteering: 'Je suis bénévole auprès des jeunes de mon quartier.',
  },
  closers: {
    marriage: [
      {
        woman: 'Je cherche mon futur mari et une famille à construire ensemble.',
        man: 'Je cherche ma future épouse et une famille à construire ensemble.',
      },
      {
        woman: 'Prête pour le mariage avec quelqu’un qui partage mes valeurs.',
        man: 'Prêt pour le mariage avec quelqu’un qui partage mes valeurs.',
      },
    ],
    long_term: [
      'J’espère rencontrer une personne sincère pour une relation sérieuse et durable.',
      'Je cherche une vraie connexion qui grandit avec le temps.',
    ],
    casual: [
      { woman: 'Ouverte aux rencontres, on verra où cela nous mène.', man: 'Ouvert aux rencontres, on verra où cela nous mène.' },
      'Commençons par un café et une bonne conversation.',
    ],
    friendship: [
      'Ici pour me faire des amis d’abord ; le reste suivra.',
      {
        woman: 'Nouvelle en ville et contente de rencontrer des gens bien.',
        man: 'Nouveau en ville et content de rencontrer des gens bien.',
      },
    ],
  },
};

const AR: BioBook = {
  openers: [
    { woman: 'دافئة وفضولية وقريبة جدًا من عائلتي.', man: 'دافئ وفضولي وقريب جدًا من عائلتي.' },
    'أضحك بسهولة وآخذ التزاماتي بجدية.',
    { woman: 'هادئة وصبورة وفخورة بأصولي.', man: 'هادئ وصبور وفخور بأصولي.' },
    'العائلة أولًا، ثم الطعام الطيب، ثم كل شيء آخر.',
    'أعيش بين ثقافتين وأشعر أنني في بيتي في كلتيهما.',
    'أؤمن باللطف والصدق واحترام المواعيد.',
    'أحب البيت، لكنني لا أرفض سهرة جميلة مع الأصدقاء.',
    { woman: 'خجولة في البداية، ثم لا أتوقف عن الكلام.', man: 'خجول في البداية، ثم لا أتوقف عن الكلام.' },
  ],
  interests: {
    hookah_nights: 'سهرات الشيشة يوم الجمعة مع الأصدقاء هي طريقتي المفضلة لختام الأسبوع.',
    cooking: 'أطبخ لكل من أحب، واسألوني عن وصفات جدتي.',
    music: 'الموسيقى لا تتوقف في بيتي، من الأغاني القديمة إلى الأفروبيت.',
    dancing: 'ضعوا أغنية جميلة وسأكون أول من يرقص.',
    travel: 'أدّخر من أجل السفر وأعود دائمًا بحكايات جديدة.',
    faith: 'إيماني يمنحني الطمأنينة والامتنان.',
    sport: 'تبدأ عطلتي بمباراة كرة قدم أو بالجري في الحديقة.',
    reading: 'في يدي دائمًا كتاب، ويسعدني أن أعيره.',
    poetry: 'أكتب قليلًا من الشعر وأقرأ منه الكثير.',
    fashion: 'أحب الأقمشة الجميلة والخياطين المهرة والإطلالة المختارة بعناية.',
    entrepreneurship: 'أبني مشروعًا صغيرًا إلى جانب عملي، خطوة بخطوة.',
    volunteering: 'أتطوع مع الشباب في مجتمعي.',
  },
  closers: {
    marriage: [
      { woman: 'أبحث عن زوج المستقبل وعن أسرة نبنيها معًا.', man: 'أبحث عن زوجة المستقبل وعن أسرة نبنيها معًا.' },
      { woman: 'مستعدة للزواج من رجل يشاركني قيمي.', man: 'مستعد للزواج من امرأة تشاركني قيمي.' },
    ],
    long_term: ['أتمنى أن ألتقي بشخص طيب لعلاقة جادة ودائمة.', 'أبحث عن رابط حقيقي يكبر مع الوقت.'],
    casual: [
      { woman: 'منفتحة على التعارف، ولنرَ إلى أين يأخذنا.', man: 'منفتح على التعارف، ولنرَ إلى أين يأخذنا.' },
      'لنبدأ بفنجان قهوة وحديث جميل.',
    ],
    friendship: [
      'أنا هنا لتكوين صداقات أولًا، والباقي سيأتي.',
      { woman: 'جديدة في المدينة ويسعدني التعرف على أناس طيبين.', man: 'جديد في المدينة ويسعدني التعرف على أناس طيبين.' },
    ],
  },
};

const SW: BioBook = {
  openers: [
    'Mchangamfu, mdadisi na karibu sana na familia yangu.',
    'Ninacheka kwa urahisi na ninachukulia ahadi zangu kwa uzito.',
    'Mtulivu, mvumilivu na ninajivunia asili yangu.',
    'Familia kwanza, kisha chakula kizuri, kisha mengine yote.',
    'Ninaishi kati ya tamaduni mbili na ninajisikia nyumbani katika zote.',
    'Ninaamini katika wema, uaminifu na kufika kwa wakati.',
    'Napenda kukaa nyumbani, lakini sikatai jioni nzuri na marafiki.',
    'Mwenye haya mwanzoni, kisha siachi kuongea.',
  ],
  interests: {
    hookah_nights: 'Usiku wa shisha wa Ijumaa na marafiki ndiyo njia ninayopenda zaidi ya kumaliza wiki.',
    cooking: 'Ninawapikia wote ninaowapenda; niulize kuhusu mapishi ya bibi yangu.',
    music: 'Muziki haukosekani nyumbani kwangu, kuanzia nyimbo za zamani hadi Afrobeats.',
    dancing: 'Weka wimbo mzuri na nitakuwa wa kwanza kucheza.',
    travel: 'Ninaweka akiba ili kusafiri na kila mara ninarudi na hadithi.',
    faith: 'Imani yangu hunipa utulivu na moyo wa shukrani.',
    sport: 'Wikendi zangu huanza kwa mpira wa miguu au kukimbia bustanini.',
    reading: 'Daima nina kitabu ninachosoma na ninafurahi kukiazima.',
    poetry: 'Ninaandika mashairi kidogo na kusoma mengi zaidi.',
    fashion: 'Napenda vitambaa vizuri, mafundi cherehani hodari na mavazi yaliyochaguliwa vyema.',
    entrepreneurship: 'Ninajenga biashara ndogo pembeni, hatua kwa hatua.',
    volunteering: 'Ninajitolea kusaidia vijana katika jamii yangu.',
  },
  closers: {
    marriage: [
      {
        woman: 'Ninatafuta mume wa maisha na familia tutakayoijenga pamoja.',
        man: 'Ninatafuta mke wa maisha na familia tutakayoijenga pamoja.',
      },
      'Niko tayari kwa ndoa na mtu anayeshiriki maadili yangu.',
    ],
    long_term: [
      'Natumaini kukutana na mtu mwema kwa uhusiano wa dhati na wa kudumu.',
      'Ninatafuta uhusiano wa kweli unaokua kadiri muda unavyokwenda.',
    ],
    casual: ['Niko tayari kukutana na watu wapya, tuone itakavyokuwa.', 'Tuanze na kikombe cha kahawa na mazungumzo mazuri.'],
    friendship: ['Niko hapa kupata marafiki kwanza; mengine yatafuata.', 'Mgeni mjini na ninafurahi kukutana na watu wema.'],
  },
};

const AM: BioBook = {
  openers: [
    'ሰው ወዳድ፣ ለማወቅ የምጓጓ እና ለቤተሰቤ ቅርብ ነኝ።',
    'በቀላሉ እስቃለሁ፤ ቃሌን ግን በቁም ነገር እጠብቃለሁ።',
    'ረጋ ያልኩ፣ ትዕግሥተኛ እና በማንነቴ የምኮራ ነኝ።',
    'መጀመሪያ ቤተሰብ፣ ከዚያ ጥሩ ምግብ፣ ከዚያ ሌላው ሁሉ።',
    'በሁለት ባህሎች መካከል እኖራለሁ፤ በሁለቱም ቤቴ እንዳለሁ ይሰማኛል።',
    'በደግነት፣ በታማኝነት እና በሰዓት አክባሪነት አምናለሁ።',
    'ቤት መዋል እወዳለሁ፤ ግን ከጓደኞቼ ጋር ለሚያምር ምሽት እሺ እላለሁ።',
    'መጀመሪያ ዝምተኛ ነኝ፤ ከተግባባን በኋላ ግን ወሬዬ አያልቅም።',
  ],
  interests: {
    hookah_nights: 'ዓርብ ምሽት ከጓደኞቼ ጋር ሺሻ ሳምንቱን የምጨርስበት ተወዳጅ መንገዴ ነው።',
    cooking: 'ለምወዳቸው ሁሉ ምግብ አበስላለሁ፤ የአያቴን አሠራር ጠይቁኝ።',
    music: 'ቤቴ ሁሌም ሙዚቃ አለ፤ ከጥንት ዘፈኖች እስከ አፍሮቢትስ።',
    dancing: 'ጥሩ ዘፈን ሲከፈት መጀመሪያ የምደንሰው እኔ ነኝ።',
    travel: 'ለጉዞ እቆጥባለሁ፤ ሁሌም በአዲስ ታሪክ እመለሳለሁ።',
    faith: 'እምነቴ ሰላምና ምስጋና ይሰጠኛል።',
    sport: 'ቅዳሜና እሁዴ በእግር ኳስ ወይም በፓርክ ሩጫ ይጀምራል።',
    reading: 'ሁሌም መጽሐፍ በእጄ አለ፤ ማዋስም ያስደስተኛል።',
    poetry: 'ትንሽ ግጥም እጽፋለሁ፤ ከዚያ በላይ ደግሞ አነባለሁ።',
    fashion: 'ያማሩ ጨርቆችን፣ ጎበዝ ልብስ ሰፊዎችን እና በጥንቃቄ የተመረጠ አለባበስን እወዳለሁ።',
    entrepreneurship: 'ከሥራዬ ጎን ለጎን ትንሽ ንግድ ደረጃ በደረጃ እየገነባሁ ነው።',
    volunteering: 'በማኅበረሰቤ ውስጥ ከወጣቶች ጋር በበጎ ፈቃደኝነት እሠራለሁ።',
  },
  closers: {
    marriage: [
      { woman: 'የወደፊት ባሌን እና አብረን የምንመሠርተውን ቤተሰብ እፈልጋለሁ።', man: 'የወደፊት ሚስቴን እና አብረን የምንመሠርተውን ቤተሰብ እፈልጋለሁ።' },
      'እሴቶቼን ከሚጋራ ሰው ጋር ለትዳር ዝግጁ ነኝ።',
    ],
    long_term: ['ለቁም ነገርና ለዘላቂ ግንኙነት ደግ ሰው ማግኘት እመኛለሁ።', 'ከጊዜ ጋር የሚያድግ እውነተኛ ትስስር እፈልጋለሁ።'],
    casual: ['አዳዲስ ሰዎችን ለመተዋወቅ ክፍት ነኝ፤ የት እንደሚያደርሰን እናያለን።', 'በቡና እና በጥሩ ጨዋታ እንጀምር።'],
    friendship: ['መጀመሪያ ጓደኝነት፤ የቀረው በኋላ ይመጣል።', 'ለከተማው አዲስ ነኝ፤ ጥሩ ሰዎችን ማግኘት ያስደስተኛል።'],
  },
};

export const BIO_BOOKS: Record<BioLanguage, BioBook> = { en: EN, fr: FR, ar: AR, sw: SW, am: AM };

const formOf = (line: Line, gender: Gender) => (typeof line === 'string' ? line : line[gender]);

/** A bio of three or four sentences in `language`, about these interests and this goal. */
export function writeBio(
  random: Random,
  language: BioLanguage,
  member: { gender: Gender; interests: readonly Interest[]; goal: RelationshipGoal },
): string {
  const book = BIO_BOOKS[language];
  const told = random.sample(member.interests, random.int(1, 2));
  const lines = [random.pick(book.openers), ...told.map((interest) => book.interests[interest]), random.pick(book.closers[member.goal])];
  return lines.map((line) => formOf(line, member.gender)).join(' ');
}
