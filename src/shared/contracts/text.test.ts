// @vitest-environment node
// Every free-text field of the contracts refuses badly formed text (a lone UTF-16 surrogate) with
// the one reason the forms translate, and takes whole characters, emoji included.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deleteAccountInput, displayNameField } from './account';
import { clientErrorInput } from './client-errors';
import { contactMessageInput } from './contact';
import { deckFilters, reportInput } from './discovery';
import { messageBody } from './messages';
import { moderationInput } from './moderation';
import { pageViewInput } from './page-views';
import { profileFields } from './profile';
import { questionnaireAnswers } from './questionnaire';
import { isWellFormedText, MALFORMED_TEXT } from './text';
import { verificationRejection } from './verification';

const FREE_TEXT: Record<string, z.ZodType> = {
  'message body': messageBody,
  'display name': displayNameField,
  'password confirming an erasure': deleteAccountInput.shape.password,
  'profile city': profileFields.shape.city,
  profession: profileFields.shape.profession,
  bio: questionnaireAnswers.shape.bio,
  'contact name': contactMessageInput.shape.name,
  'contact e-mail': contactMessageInput.shape.email,
  'contact subject': contactMessageInput.shape.subject,
  'contact message': contactMessageInput.shape.message,
  'report details': reportInput.shape.details,
  'deck filter city': deckFilters.shape.city,
  'moderation reason': moderationInput.options[3].shape.reason,
  'verification rejection reason': verificationRejection.shape.reason,
  'client error message': clientErrorInput.shape.message,
  'client error stack': clientErrorInput.shape.stack,
  'page view referrer': pageViewInput.shape.referrerHost,
};

describe('free text in the contracts', () => {
  it.each(Object.keys(FREE_TEXT))('refuses half a character in the %s', (name) => {
    for (const broken of ['a\ud800b', 'cut \ud83d', '\ude42 tail', '\udc00\ud800']) {
      const result = FREE_TEXT[name]!.safeParse(broken);
      expect(result.success, JSON.stringify(broken)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(MALFORMED_TEXT);
    }
  });

  it('knows whole characters from halves', () => {
    expect(['', 'Salaam', 'ሰላም 🙂', 'a\ud83d\ude42b'].map(isWellFormedText)).toEqual([true, true, true, true]);
    expect(['\ud800', 'a\udfffb', '\ude42\ud83d'].map(isWellFormedText)).toEqual([false, false, false]);
  });
});
