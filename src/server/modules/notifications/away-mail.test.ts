// The away e-mail's words (docs/decisions/0025-away-notifications.md): plural forms by each
// language's rules, at most AWAY_EMAILS.namesShown names, member-given names escaped, and the same
// parts in every language.
import { describe, expect, it } from 'vitest';
import { AWAY_EMAILS } from '../../../shared/contracts/account-notifications';
import { LANGUAGES } from '../../../shared/constants';
import { messageTextsFor } from '../../i18n/message-texts';
import { buildAwayMail } from './away-mail';

const ORIGIN = 'https://sahelhearts.example/';
const recipient = (language: string) => ({ email: 'hawa@example.org', displayName: 'Hawa', language });
const names = (text: string) => text.replaceAll(/[\u2068\u2069]/g, '');

describe('the away e-mail', () => {
  it('names the most recent senders and counts the others', () => {
    const mail = buildAwayMail(recipient('en'), { messages: 7, senders: ['Idris', 'Moussa', 'Abdi', 'Yonas', 'Kofi'], matches: 2 }, ORIGIN);
    expect(AWAY_EMAILS.namesShown).toBe(3);
    expect(names(mail.text)).toContain('- 7 new messages from Idris, Moussa, Abdi, and 2 other people');
    expect(mail.text).toContain('- You have 2 new matches');
    expect(mail.text).toContain('Read your messages: https://sahelhearts.example/messages');
    expect(mail.text).toContain('See your matches: https://sahelhearts.example/matches');
    expect(mail.text).toContain('Turn these e-mails off in your account: https://sahelhearts.example/account');
  });

  it('uses the plural forms of Arabic', () => {
    const texts = messageTextsFor('ar').notifications.away;
    const line = (messages: number, matches: number) =>
      names(buildAwayMail(recipient('ar'), { messages, senders: messages ? ['Idris'] : [], matches }, ORIGIN).text);
    expect(line(2, 0)).toContain('رسالتان جديدتان من Idris');
    expect(line(3, 0)).toContain('3 رسائل جديدة من Idris');
    expect(line(11, 0)).toContain('11 رسالة جديدة من Idris');
    expect(line(0, 1)).toContain(texts.matches_one);
    expect(line(0, 2)).toContain(texts.matches_two!);
    expect(line(0, 1)).not.toContain('/messages');
  });

  it('escapes member-given names in the HTML part', () => {
    const mail = buildAwayMail(
      { ...recipient('en'), displayName: '<b>Hawa</b>' },
      { messages: 1, senders: ['<img src=x onerror=alert(1)>'], matches: 0 },
      ORIGIN,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it.each(LANGUAGES)('in %s, has every part, in the language, with no placeholder left', (language) => {
    const texts = messageTextsFor(language).notifications.away;
    const mail = buildAwayMail(recipient(language), { messages: 5, senders: ['A', 'B', 'C', 'D'], matches: 1 }, ORIGIN);
    expect(mail.subject).toBe(texts.subject);
    for (const part of [texts.intro, texts.readMessages, texts.seeMatches, texts.privacy, texts.frequency, texts.turnOff]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    expect(mail.html).toContain(`lang="${language}"`);
  });
});
