// What the account e-mails say, in every language of the site. Server-side on purpose: the
// browser's locale files never ship e-mail texts, and e-mails are sent without a browser.
import type { Language } from '../../../../shared/constants';

export interface AccountMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
}

export type AccountMailKind = 'verifyEmail' | 'resetPassword' | 'signInLink';

export const ACCOUNT_MAIL_TEXTS: Record<AccountMailKind, Record<Language, AccountMailTexts>> = {
  verifyEmail: {
    en: {
      subject: 'Confirm your e-mail address for Sahel Hearts',
      greeting: (name) => `Hello ${name},`,
      body: 'Welcome to Sahel Hearts. Please confirm your e-mail address to finish creating your account.',
      action: 'Confirm my e-mail address',
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour Sahel Hearts',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Bienvenue sur Sahel Hearts. Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte.',
      action: 'Confirmer mon adresse e-mail',
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    },
    ar: {
      subject: 'أكِّد عنوان بريدك الإلكتروني في Sahel Hearts',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'أهلًا بك في Sahel Hearts. يُرجى تأكيد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.',
      action: 'تأكيد عنوان بريدي الإلكتروني',
      ignore: 'إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    },
    sw: {
      subject: 'Thibitisha anwani yako ya barua pepe kwa Sahel Hearts',
      greeting: (name) => `Habari ${name},`,
      body: 'Karibu Sahel Hearts. Tafadhali thibitisha anwani yako ya barua pepe ili kukamilisha kufungua akaunti yako.',
      action: 'Thibitisha barua pepe yangu',
      ignore: 'Ikiwa hukufungua akaunti, unaweza kupuuza barua pepe hii.',
    },
    am: {
      subject: 'ለSahel Hearts የኢሜይል አድራሻዎን ያረጋግጡ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'ወደ Sahel Hearts እንኳን በደህና መጡ። መለያዎን መፍጠር ለመጨረስ እባክዎ የኢሜይል አድራሻዎን ያረጋግጡ።',
      action: 'የኢሜይል አድራሻዬን አረጋግጥ',
      ignore: 'መለያ ካልፈጠሩ ይህን ኢሜይል ችላ ማለት ይችላሉ።',
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your Sahel Hearts password',
      greeting: (name) => `Hello ${name},`,
      body: 'We received a request to reset your password. The link below works once and expires in one hour.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Sahel Hearts',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien ci-dessous ne fonctionne qu’une fois et expire dans une heure.',
      action: 'Choisir un nouveau mot de passe',
      ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور Sahel Hearts',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك. الرابط أدناه يعمل مرة واحدة وتنتهي صلاحيته بعد ساعة.',
      action: 'اختيار كلمة مرور جديدة',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
    },
    sw: {
      subject: 'Weka upya nenosiri lako la Sahel Hearts',
      greeting: (name) => `Habari ${name},`,
      body: 'Tumepokea ombi la kuweka upya nenosiri lako. Kiungo kilicho hapa chini kinafanya kazi mara moja tu na kinaisha baada ya saa moja.',
      action: 'Chagua nenosiri jipya',
      ignore: 'Ikiwa hukuomba hili, puuza barua pepe hii: nenosiri lako halitabadilika.',
    },
    am: {
      subject: 'የSahel Hearts የይለፍ ቃልዎን ዳግም ያስጀምሩ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'የይለፍ ቃልዎን ዳግም ለማስጀመር ጥያቄ ደርሶናል። ከታች ያለው ማስፈንጠሪያ አንድ ጊዜ ብቻ ይሠራል፣ በአንድ ሰዓት ውስጥም ጊዜው ያልፋል።',
      action: 'አዲስ የይለፍ ቃል ይምረጡ',
      ignore: 'ይህን ካልጠየቁ ይህን ኢሜይል ችላ ይበሉ፤ የይለፍ ቃልዎ አይቀየርም።',
    },
  },
  signInLink: {
    en: {
      subject: 'Your Sahel Hearts sign-in link',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone has tried many passwords on your account, so we have paused signing in with a password for a while. You can still sign in with the link below: it works once and expires in 15 minutes.',
      action: 'Sign in to Sahel Hearts',
      ignore: 'If you did not try to sign in, ignore this e-mail: your account is safe, and choosing a longer password makes it safer still.',
    },
    fr: {
      subject: 'Votre lien de connexion Sahel Hearts',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Quelqu’un a essayé de nombreux mots de passe sur votre compte : la connexion par mot de passe est donc suspendue pour un moment. Vous pouvez toujours vous connecter avec le lien ci-dessous : il ne fonctionne qu’une fois et expire dans 15 minutes.',
      action: 'Me connecter à Sahel Hearts',
      ignore: "Si vous n'avez pas essayé de vous connecter, ignorez cet e-mail : votre compte est en sécurité, et un mot de passe plus long le protège encore mieux.",
    },
    ar: {
      subject: 'رابط تسجيل الدخول إلى Sahel Hearts',
      greeting: (name) => `مرحبًا ${name}،`,
      body: 'حاول أحدهم تجربة كلمات مرور كثيرة على حسابك، لذلك أوقفنا تسجيل الدخول بكلمة المرور لبعض الوقت. ما زال بإمكانك تسجيل الدخول عبر الرابط أدناه: يعمل مرة واحدة وتنتهي صلاحيته بعد 15 دقيقة.',
      action: 'تسجيل الدخول إلى Sahel Hearts',
      ignore: 'إذا لم تحاول تسجيل الدخول، فتجاهل هذه الرسالة: حسابك آمن، واختيار كلمة مرور أطول يزيده أمانًا.',
    },
    sw: {
      subject: 'Kiungo chako cha kuingia Sahel Hearts',
      greeting: (name) => `Habari ${name},`,
      body: 'Mtu amejaribu manenosiri mengi kwenye akaunti yako, kwa hiyo tumesimamisha kuingia kwa nenosiri kwa muda. Bado unaweza kuingia kwa kiungo kilicho hapa chini: kinafanya kazi mara moja tu na kinaisha baada ya dakika 15.',
      action: 'Ingia Sahel Hearts',
      ignore: 'Ikiwa hukujaribu kuingia, puuza barua pepe hii: akaunti yako iko salama, na nenosiri refu zaidi litaifanya salama zaidi.',
    },
    am: {
      subject: 'የSahel Hearts መግቢያ ማስፈንጠሪያዎ',
      greeting: (name) => `ሰላም ${name}፣`,
      body: 'አንድ ሰው በመለያዎ ላይ ብዙ የይለፍ ቃሎችን ሞክሯል፤ ስለዚህ በይለፍ ቃል መግባትን ለጊዜው አቁመናል። አሁንም ከታች ባለው ማስፈንጠሪያ መግባት ይችላሉ፤ አንድ ጊዜ ብቻ ይሠራል፣ በ15 ደቂቃ ውስጥም ጊዜው ያልፋል።',
      action: 'ወደ Sahel Hearts ይግቡ',
      ignore: 'ለመግባት ካልሞከሩ ይህን ኢሜይል ችላ ይበሉ፤ መለያዎ ደህንነቱ የተጠበቀ ነው፣ ረዘም ያለ የይለፍ ቃል ደግሞ የበለጠ ይጠብቀዋል።',
    },
  },
};
