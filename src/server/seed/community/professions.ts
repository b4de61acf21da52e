// What the demo members do for a living, written in the language of their bio (a member who
// writes in French names their work in French), with the feminine form where the language has
// one, and the education such work usually takes.
import type { Education, Gender } from '../../../shared/contracts/profile';
import type { BioLanguage } from './cultures';
import type { Random } from './random';

type Word = string | { woman: string; man: string };

interface Profession {
  names: Record<BioLanguage, Word>;
  education: readonly Education[];
  /** Youngest age at which members are shown doing it. */
  minAge?: number;
}

const g = (woman: string, man: string) => ({ woman, man });

export const PROFESSIONS: readonly Profession[] = [
  {
    names: { en: 'Nurse', fr: g('Infirmière', 'Infirmier'), ar: g('ممرضة', 'ممرض'), sw: 'Muuguzi', am: 'ነርስ' },
    education: ['bachelor', 'vocational'],
  },
  {
    names: {
      en: 'Civil engineer',
      fr: g('Ingénieure civile', 'Ingénieur civil'),
      ar: g('مهندسة مدنية', 'مهندس مدني'),
      sw: 'Mhandisi wa ujenzi',
      am: 'ሲቪል መሐንዲስ',
    },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'Software developer',
      fr: g('Développeuse', 'Développeur'),
      ar: g('مطوّرة برمجيات', 'مطوّر برمجيات'),
      sw: 'Msanidi programu',
      am: 'የሶፍትዌር ገንቢ',
    },
    education: ['bachelor', 'master', 'vocational'],
  },
  {
    names: { en: 'Teacher', fr: g('Enseignante', 'Enseignant'), ar: g('معلّمة', 'معلّم'), sw: 'Mwalimu', am: g('መምህርት', 'መምህር') },
    education: ['bachelor', 'master'],
  },
  {
    names: { en: 'Accountant', fr: 'Comptable', ar: g('محاسبة', 'محاسب'), sw: 'Mhasibu', am: 'የሒሳብ ባለሙያ' },
    education: ['bachelor', 'master'],
  },
  {
    names: { en: 'Pharmacist', fr: g('Pharmacienne', 'Pharmacien'), ar: g('صيدلانية', 'صيدلاني'), sw: 'Mfamasia', am: 'ፋርማሲስት' },
    education: ['master', 'doctorate'],
    minAge: 25,
  },
  {
    names: { en: 'Doctor', fr: 'Médecin', ar: g('طبيبة', 'طبيب'), sw: 'Daktari', am: 'ሐኪም' },
    education: ['doctorate'],
    minAge: 27,
  },
  {
    names: { en: 'Architect', fr: 'Architecte', ar: g('مهندسة معمارية', 'مهندس معماري'), sw: 'Msanifu majengo', am: 'አርክቴክት' },
    education: ['master'],
    minAge: 25,
  },
  {
    names: { en: 'Lawyer', fr: g('Avocate', 'Avocat'), ar: g('محامية', 'محامٍ'), sw: 'Wakili', am: 'ጠበቃ' },
    education: ['master', 'doctorate'],
    minAge: 25,
  },
  {
    names: {
      en: 'Entrepreneur',
      fr: g('Entrepreneuse', 'Entrepreneur'),
      ar: g('رائدة أعمال', 'رائد أعمال'),
      sw: 'Mjasiriamali',
      am: 'ሥራ ፈጣሪ',
    },
    education: ['secondary', 'bachelor', 'master', 'other'],
  },
  {
    names: { en: 'Tailor', fr: g('Couturière', 'Tailleur'), ar: g('خيّاطة', 'خيّاط'), sw: 'Fundi cherehani', am: 'ልብስ ሰፊ' },
    education: ['secondary', 'vocational'],
  },
  {
    names: { en: 'Chef', fr: g('Cheffe cuisinière', 'Chef cuisinier'), ar: g('طاهية', 'طاهٍ'), sw: 'Mpishi', am: 'ሼፍ' },
    education: ['vocational', 'secondary'],
  },
  {
    names: { en: 'Journalist', fr: 'Journaliste', ar: g('صحفية', 'صحفي'), sw: 'Mwandishi wa habari', am: 'ጋዜጠኛ' },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'Bank officer',
      fr: g('Conseillère bancaire', 'Conseiller bancaire'),
      ar: g('موظفة بنك', 'موظف بنك'),
      sw: 'Afisa wa benki',
      am: 'የባንክ ባለሙያ',
    },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'Project manager',
      fr: g('Cheffe de projet', 'Chef de projet'),
      ar: g('مديرة مشاريع', 'مدير مشاريع'),
      sw: 'Meneja wa miradi',
      am: 'የፕሮጀክት ሥራ አስኪያጅ',
    },
    education: ['bachelor', 'master'],
    minAge: 26,
  },
  {
    names: { en: 'Electrician', fr: g('Électricienne', 'Électricien'), ar: g('كهربائية', 'كهربائي'), sw: 'Fundi umeme', am: 'ኤሌክትሪሺያን' },
    education: ['vocational'],
  },
  {
    names: { en: 'Data analyst', fr: 'Analyste de données', ar: g('محللة بيانات', 'محلل بيانات'), sw: 'Mchambuzi wa data', am: 'የዳታ ተንታኝ' },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'Marketing manager',
      fr: 'Responsable marketing',
      ar: g('مديرة تسويق', 'مدير تسويق'),
      sw: 'Meneja wa masoko',
      am: 'የማርኬቲንግ ሥራ አስኪያጅ',
    },
    education: ['bachelor', 'master'],
    minAge: 26,
  },
  {
    names: {
      en: "Master's student",
      fr: g('Étudiante en master', 'Étudiant en master'),
      ar: g('طالبة ماجستير', 'طالب ماجستير'),
      sw: 'Mwanafunzi wa uzamili',
      am: 'የማስተርስ ተማሪ',
    },
    education: ['bachelor'],
  },
  {
    names: { en: 'Shop owner', fr: g('Commerçante', 'Commerçant'), ar: g('صاحبة متجر', 'صاحب متجر'), sw: 'Mfanyabiashara', am: 'ነጋዴ' },
    education: ['secondary', 'vocational', 'other'],
  },
  {
    names: { en: 'Translator', fr: g('Traductrice', 'Traducteur'), ar: g('مترجمة', 'مترجم'), sw: 'Mfasiri', am: 'ተርጓሚ' },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'Social worker',
      fr: g('Assistante sociale', 'Assistant social'),
      ar: g('أخصائية اجتماعية', 'أخصائي اجتماعي'),
      sw: 'Afisa ustawi wa jamii',
      am: 'የማኅበራዊ ጉዳይ ባለሙያ',
    },
    education: ['bachelor', 'master'],
  },
  {
    names: { en: 'Civil servant', fr: 'Fonctionnaire', ar: g('موظفة حكومية', 'موظف حكومي'), sw: 'Mtumishi wa umma', am: 'የመንግሥት ሠራተኛ' },
    education: ['bachelor', 'master', 'secondary'],
  },
  {
    names: { en: 'Economist', fr: 'Économiste', ar: g('خبيرة اقتصادية', 'خبير اقتصادي'), sw: 'Mchumi', am: 'ኢኮኖሚስት' },
    education: ['master', 'doctorate'],
    minAge: 25,
  },
  {
    names: { en: 'Agronomist', fr: 'Agronome', ar: g('مهندسة زراعية', 'مهندس زراعي'), sw: 'Mtaalamu wa kilimo', am: 'የግብርና ባለሙያ' },
    education: ['bachelor', 'master'],
  },
  {
    names: { en: 'Airline pilot', fr: 'Pilote de ligne', ar: g('طيّارة', 'طيّار'), sw: 'Rubani', am: 'አብራሪ' },
    education: ['bachelor', 'vocational'],
    minAge: 25,
  },
  {
    names: { en: 'Mechanic', fr: g('Mécanicienne', 'Mécanicien'), ar: g('ميكانيكية', 'ميكانيكي'), sw: 'Fundi magari', am: 'መካኒክ' },
    education: ['vocational', 'secondary'],
  },
  {
    names: { en: 'Graphic designer', fr: 'Graphiste', ar: g('مصممة جرافيك', 'مصمم جرافيك'), sw: 'Mbunifu wa michoro', am: 'ግራፊክ ዲዛይነር' },
    education: ['bachelor', 'vocational'],
  },
  {
    names: { en: 'Photographer', fr: 'Photographe', ar: g('مصوّرة', 'مصوّر'), sw: 'Mpiga picha', am: 'ፎቶግራፈር' },
    education: ['vocational', 'bachelor', 'other'],
  },
  {
    names: {
      en: 'Logistics coordinator',
      fr: g('Coordinatrice logistique', 'Coordinateur logistique'),
      ar: g('منسّقة لوجستيات', 'منسّق لوجستيات'),
      sw: 'Mratibu wa usafirishaji',
      am: 'የሎጂስቲክስ አስተባባሪ',
    },
    education: ['bachelor', 'vocational'],
  },
  {
    names: { en: 'Dentist', fr: 'Dentiste', ar: g('طبيبة أسنان', 'طبيب أسنان'), sw: 'Daktari wa meno', am: 'የጥርስ ሐኪም' },
    education: ['doctorate'],
    minAge: 27,
  },
  {
    names: { en: 'Hair stylist', fr: g('Coiffeuse', 'Coiffeur'), ar: g('مصففة شعر', 'مصفف شعر'), sw: 'Msusi', am: 'ፀጉር ሠሪ' },
    education: ['vocational', 'secondary'],
  },
  {
    names: { en: 'Fashion designer', fr: 'Styliste', ar: g('مصممة أزياء', 'مصمم أزياء'), sw: 'Mbunifu wa mitindo', am: 'የፋሽን ዲዛይነር' },
    education: ['bachelor', 'vocational'],
  },
  {
    names: {
      en: 'NGO programme officer',
      fr: g('Chargée de programme en ONG', 'Chargé de programme en ONG'),
      ar: g('مسؤولة برامج في منظمة', 'مسؤول برامج في منظمة'),
      sw: 'Afisa programu wa shirika',
      am: 'የግብረ ሰናይ ድርጅት ፕሮግራም ኦፊሰር',
    },
    education: ['bachelor', 'master'],
  },
  {
    names: {
      en: 'University lecturer',
      fr: g('Enseignante-chercheuse', 'Enseignant-chercheur'),
      ar: g('محاضرة جامعية', 'محاضر جامعي'),
      sw: 'Mhadhiri wa chuo kikuu',
      am: g('የዩኒቨርሲቲ መምህርት', 'የዩኒቨርሲቲ መምህር'),
    },
    education: ['doctorate', 'master'],
    minAge: 28,
  },
];

/** A profession for a member of this age, in `language`, and an education that goes with it. */
export function chooseProfession(
  random: Random,
  language: BioLanguage,
  gender: Gender,
  age: number,
): { profession: string; education: Education } {
  const open = PROFESSIONS.filter((profession) => (profession.minAge ?? 21) <= age);
  const chosen = random.pick(open);
  const word = chosen.names[language];
  return { profession: typeof word === 'string' ? word : word[gender], education: random.pick(chosen.education) };
}
