import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/constants';
import { buildAccountMail } from './account-mail';
import { type AccountMailKind, messageTextsFor } from '../../../i18n/message-texts';

const LINK = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F';
const KINDS: AccountMailKind[] = ['verifyEmail', 'resetPassword', 'signInLink', 'accountExists'];

describe('account e-mails', () => {
  it.each(KINDS)('%s has its own text in every language', (kind) => {
    const subjects = LANGUAGES.map((language) => messageTextsFor(language).mail[kind].subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const mail = buildAccountMail(kind, { email: 'a@example.org', displayName: 'Amina', language }, LINK);
      expect(mail.to).toBe('a@example.org');
      expect(mail.text).toContain(LINK);
      expect(mail.text).toContain('Amina');
      expect(mail.html).toContain(`lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(mail.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=abc&#38;callbackURL=%2F"');
    }
  });

  it('falls back to English for an unknown language, and escapes the name in HTML', () => {
    const mail = buildAccountMail('verifyEmail', { email: 'a@example.org', displayName: '<b>Ali</b>', language: 'xx' }, LINK);
    expect(mail.subject).toBe(messageTextsFor('en').mail.verifyEmail.subject);
    expect(mail.html).toContain('&#60;b&#62;Ali&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
  });
});
