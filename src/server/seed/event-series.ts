// The three series of the events screen (spec section 2), in every language. The Swahili and
// Amharic schedules give the local way of telling the time with the 24-hour time beside it,
// so no reader is left guessing which "1:00" is meant.
import type { EventSeries, LocalizedText } from '../../shared/contracts/events';

export interface EventSeriesSeed {
  slug: EventSeries;
  title: LocalizedText;
  schedule: LocalizedText;
  description: LocalizedText;
}

export const EVENT_SERIES_SEED: readonly EventSeriesSeed[] = [
  {
    slug: 'hookah-gatherings',
    title: {
      en: 'Hookah Gatherings',
      fr: 'Soirées chicha',
      ar: 'أمسيات الشيشة',
      sw: 'Mikusanyiko ya Shisha',
      am: 'የሺሻ ምሽቶች',
    },
    schedule: {
      en: 'Every Friday, 7:00 PM',
      fr: 'Tous les vendredis à 19 h',
      ar: 'كل يوم جمعة، الساعة 7:00 مساءً',
      sw: 'Kila Ijumaa, saa 1:00 usiku (19:00)',
      am: 'ዘወትር ዓርብ፣ ከምሽቱ 1:00 ሰዓት (19:00)',
    },
    description: {
      en: 'Relaxed Friday evenings over shisha, mint tea and good conversation. Meet verified members in a warm, respectful setting where friendships begin and, sometimes, lasting marriages too.',
      fr: 'Des vendredis soir détendus autour d’une chicha, d’un thé à la menthe et de belles conversations. Rencontrez des membres vérifiés dans un cadre chaleureux et respectueux, où naissent des amitiés et parfois des mariages durables.',
      ar: 'أمسيات جمعة هادئة حول الشيشة والشاي بالنعناع والحديث الطيب. تعرّف على أعضاء موثّقين في أجواء دافئة يسودها الاحترام، حيث تبدأ الصداقات، وأحيانًا زيجات تدوم العمر كله.',
      sw: 'Jioni tulivu za Ijumaa pamoja na shisha, chai ya nanaa na mazungumzo mazuri. Kutana na wanachama waliothibitishwa katika mazingira ya ukarimu na heshima, ambapo urafiki huanzia, na wakati mwingine hata ndoa za kudumu.',
      am: 'በሺሻ፣ በናና ሻይ እና በጥሩ ጨዋታ የታጀቡ ዘና ያሉ የዓርብ ምሽቶች። የተረጋገጡ አባላትን በሞቀና በመከባበር በተሞላ ድባብ ውስጥ ያግኙ፤ ጓደኝነት የሚጀመርበት፣ አንዳንዴም ዘላቂ ትዳር የሚመሠረትበት ቦታ ነው።',
    },
  },
  {
    slug: 'heritage-festivals',
    title: {
      en: 'Heritage Festivals',
      fr: 'Festivals du patrimoine',
      ar: 'مهرجانات التراث',
      sw: 'Tamasha za Urithi',
      am: 'የባህልና የቅርስ ፌስቲቫሎች',
    },
    schedule: {
      en: 'Monthly, various locations',
      fr: 'Chaque mois, dans différents lieux',
      ar: 'شهريًا، في أماكن مختلفة',
      sw: 'Kila mwezi, maeneo mbalimbali',
      am: 'በየወሩ፣ በተለያዩ ቦታዎች',
    },
    description: {
      en: 'A day of music, food, traditional dress and dance from across the Sahel and the Horn of Africa. Bring your family, celebrate where we come from and meet people who share your roots and values.',
      fr: 'Une journée de musique, de cuisine, de tenues traditionnelles et de danses venues de tout le Sahel et de la Corne de l’Afrique. Venez en famille, célébrez nos origines et rencontrez des personnes qui partagent vos racines et vos valeurs.',
      ar: 'يوم من الموسيقى والمأكولات والأزياء التقليدية والرقصات من أنحاء الساحل والقرن الأفريقي. اصطحب عائلتك، واحتفل بأصولنا، وتعرّف على من يشاركونك الجذور والقيم.',
      sw: 'Siku ya muziki, vyakula, mavazi ya asili na ngoma kutoka kote Sahel na Pembe ya Afrika. Njoo na familia yako, sherehekea asili yetu na ukutane na watu wanaoshiriki mizizi na maadili yako.',
      am: 'ከሳህል እና ከአፍሪካ ቀንድ የመጡ ሙዚቃዎች፣ ምግቦች፣ ባህላዊ አልባሳትና ጭፈራዎች የሚቀርቡበት ቀን። ቤተሰብዎን ይዘው ይምጡ፣ የመጣንበትን ባህል ያክብሩ፣ እንዲሁም ባህልዎንና እሴቶችዎን ከሚጋሩ ሰዎች ጋር ይተዋወቁ።',
    },
  },
  {
    slug: 'community-meetups',
    title: {
      en: 'Community Meetups',
      fr: 'Rencontres communautaires',
      ar: 'لقاءات المجتمع',
      sw: 'Mikutano ya Jamii',
      am: 'የማኅበረሰብ ስብሰባዎች',
    },
    schedule: {
      en: 'Weekly, major cities',
      fr: 'Chaque semaine, dans les grandes villes',
      ar: 'أسبوعيًا، في المدن الكبرى',
      sw: 'Kila wiki, miji mikubwa',
      am: 'በየሳምንቱ፣ በዋና ዋና ከተሞች',
    },
    description: {
      en: 'Small, friendly get-togethers over coffee or a shared meal in cities with large Sahel and Horn communities. An easy way to meet verified members in person, with hosts who make sure everyone feels welcome.',
      fr: 'Des rencontres conviviales en petit comité autour d’un café ou d’un repas partagé, dans les villes où vivent de grandes communautés du Sahel et de la Corne de l’Afrique. Une façon simple de rencontrer des membres vérifiés en personne, avec des hôtes qui veillent à ce que chacun se sente le bienvenu.',
      ar: 'لقاءات ودّية صغيرة على فنجان قهوة أو وجبة مشتركة في المدن التي تضم جاليات كبيرة من الساحل والقرن الأفريقي. طريقة سهلة للتعرّف على أعضاء موثّقين وجهًا لوجه، مع مضيفين يحرصون على أن يشعر الجميع بالترحيب.',
      sw: 'Mikusanyiko midogo ya kirafiki ya kunywa kahawa au kula pamoja katika miji yenye jamii kubwa za Sahel na Pembe ya Afrika. Njia rahisi ya kukutana ana kwa ana na wanachama waliothibitishwa, pamoja na wenyeji wanaohakikisha kila mtu anajisikia amekaribishwa.',
      am: 'የሳህልና የአፍሪካ ቀንድ ማኅበረሰቦች በብዛት በሚኖሩባቸው ከተሞች በቡና ወይም በጋራ ማዕድ ዙሪያ የሚደረጉ አነስተኛና ወዳጃዊ ቆይታዎች። የተረጋገጡ አባላትን ፊት ለፊት ለመገናኘት ቀላል መንገድ ነው፤ አዘጋጆቹም እያንዳንዱ ተሳታፊ እንደ ቤቱ እንዲሰማው ይተጋሉ።',
    },
  },
];
