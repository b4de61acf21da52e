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

export type AccountMailKind = 'verifyEmail' | 'resetPassword';

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
};
