// The match moment (docs/decisions/0020-discovery.md, "The match moment"): both photos, the
// server's suggested first message in the member's language, "Use this" filling the field without
// sending, Send through the conversation's send with one clientId per text, the way into the
// conversation once sent, and every refusal said with the typed text kept.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchMoment } from '../../../../shared/contracts/discovery';
import type { SendMessageResponse } from '../../../../shared/contracts/messages';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { setupUser } from '../../../test/user-events';
import { card, json, stubApi } from '../test-fixtures';
import { MatchDialog } from './match-dialog';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SEND = 'POST /api/conversations/7/messages';

const moment = (
  suggestion: MatchMoment['suggestion'] = { topic: 'shared_interest', value: 'music', variant: 0, addressee: 'woman' },
): MatchMoment => ({
  id: 7,
  member: card('s1', { displayName: 'Selam Tesfaye', city: 'Addis Ababa', photo: null }),
  matchedAt: '2030-01-01T10:00:00.000Z',
  suggestion,
});

const sent = (body: { clientId: string; body: string }): SendMessageResponse => ({
  message: {
    id: 1,
    conversationId: 7,
    clientId: body.clientId,
    fromMe: true,
    body: body.body,
    sentAt: '2030-01-01T10:01:00.000Z',
    flags: [],
  },
  allowance: { perDay: 20, left: 19, resetsAt: '2030-01-02T00:00:00.000Z' },
});

const NO_PHOTOS = { 'GET /api/profile/photos': () => json(200, { photos: [] }) };

async function renderMoment(
  routes: Parameters<typeof stubApi>[0],
  { language = 'en', match = moment() }: { language?: 'en' | 'ar' | 'am'; match?: MatchMoment } = {},
) {
  const api = stubApi({ ...NO_PHOTOS, ...routes });
  await refreshSession();
  const onClose = vi.fn();
  await renderWithProviders(<MatchDialog match={match} onClose={onClose} />, { language, route: '/profiles' });
  const dialog = await screen.findByRole('dialog');
  return { ...api, onClose, dialog };
}

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

describe('the match moment', () => {
  it('shows both photos and a suggestion from what the two share; "Use this" fills the field, Send sends it once, then the conversation opens', async () => {
    const user = setupUser();
    const { dialog, of, onClose } = await renderMoment({ [SEND]: (body) => json(200, sent(body as { clientId: string; body: string })) });
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: "It's a match!" })).toBeTruthy();
    expect(within(dialog).getByText('You and \u2068Selam Tesfaye\u2069 like each other.')).toBeTruthy();
    // Neither has a photo here: their initials, named.
    expect(within(dialog).getByRole('img', { name: 'Your photo' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Selam Tesfaye has no photo yet' }).textContent).toBe('S');

    const suggestion = 'Hi Selam! Music is on both our profiles. What got you into it?';
    expect(within(dialog).getByText(suggestion)).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'Your first message to \u2068Selam Tesfaye\u2069' });
    expect((field as HTMLTextAreaElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Use this' }));
    expect((field as HTMLTextAreaElement).value).toBe(suggestion);
    expect(document.activeElement).toBe(field);
    expect(of(SEND)).toHaveLength(0);

    await user.type(field, ' 🎶');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Your message to \u2068Selam Tesfaye\u2069 is sent.')).toBeTruthy();
    expect(of(SEND).map((call) => call.body)).toEqual([{ clientId: expect.stringMatching(UUID_V4), body: `${suggestion} 🎶` }]);
    const open = within(dialog).getByRole('link', { name: 'Open the conversation' });
    expect(open.getAttribute('href')).toBe('/messages/7');
    await waitFor(() => expect(document.activeElement).toBe(open));
    await user.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the typed text when sending fails, says why in the member language, and sends the same message again with the same clientId', async () => {
    const user = setupUser();
    const answers = [
      () => json(429, { code: 'MESSAGE_LIMIT_REACHED', message: 'spent' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      (body: unknown) => json(200, sent(body as { clientId: string; body: string })),
    ];
    const { dialog, of } = await renderMoment({ [SEND]: (body) => answers.shift()!(body) });
    const field = within(dialog).getByRole('textbox');
    await user.type(field, 'Salaam Selam!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText("You have sent today's 20 messages. Upgrade to Premium to send unlimited messages!"),
    ).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Salaam Selam!');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('We could not reach Sahel Hearts. Please check your connection and try again.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Salaam Selam!');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the conversation' })).toBeTruthy();
    const ids = of(SEND).map((call) => (call.body as { clientId: string }).clientId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('asks "Are you sure?" when the safety rules do, and sends the same words confirmed only when asked to', async () => {
    const user = setupUser();
    const { dialog, of } = await renderMoment({
      [SEND]: (body) =>
        (body as { confirmed?: boolean }).confirmed
          ? json(200, sent(body as { clientId: string; body: string }))
          : json(409, { code: 'MESSAGE_NEEDS_CONFIRMATION', message: 'sure?' }),
    });
    const field = within(dialog).getByRole('textbox');
    await user.type(field, 'You fool, hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This message may hurt. Are you sure you want to send it?')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('You fool, hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the conversation' })).toBeTruthy();
    expect(of(SEND).map((call) => (call.body as { confirmed?: boolean }).confirmed)).toEqual([undefined, true]);
  });

  it('sends nothing empty, and says so', async () => {
    const user = setupUser();
    const { dialog, of } = await renderMoment({});
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write a message first.');
    expect(of(SEND)).toHaveLength(0);
  });

  it('speaks Arabic right to left: the suggestion in Arabic, the field and the suggestion placed by their own text', async () => {
    const { dialog } = await renderMoment({}, { language: 'ar', match: moment({ topic: 'warm_hello', variant: 1, addressee: 'woman' }) });
    expect(document.documentElement.dir).toBe('rtl');
    // Selam is a woman: the second person is feminine.
    const suggestion = within(dialog).getByText('أهلًا Selam! لفت ملفكِ انتباهي. ما الذي تحبين فعله أكثر من أي شيء؟');
    expect(suggestion.getAttribute('dir')).toBe('auto');
    expect(within(dialog).getByRole('textbox').getAttribute('dir')).toBe('auto');
    expect(within(dialog).getByRole('button', { name: 'استخدام هذه الرسالة' })).toBeTruthy();
  });

  it('speaks to a man in the masculine in Arabic', async () => {
    const { dialog } = await renderMoment({}, { language: 'ar', match: moment({ topic: 'both_hookah', variant: 1, addressee: 'man' }) });
    expect(within(dialog).getByText('أهلًا Selam! محب آخر للشيشة! ما النكهة التي تعود إليها دائمًا؟')).toBeTruthy();
  });

  it.each([
    ['woman', 'ከምትፈልግ'],
    ['man', 'ከሚፈልግ'],
  ] as const)('speaks of a %s in their own gender in Amharic', async (addressee, verb) => {
    const { dialog } = await renderMoment({}, { language: 'am', match: moment({ topic: 'same_goal', variant: 0, addressee }) });
    expect(within(dialog).getByText(new RegExp(`^ሰላም Selam! አንድ ዓይነት ነገር ${verb} ሰው ጋር`))).toBeTruthy();
  });

  it("asks about the other member's prompt by its words in the member's language, never by its answer", async () => {
    const their = moment({ topic: 'their_prompt', value: 'dish_from_home', variant: 0, addressee: 'woman' });
    const { dialog } = await renderMoment(
      {},
      { match: { ...their, member: { ...their.member, prompts: [{ key: 'dish_from_home', answer: 'Injera' }] } } },
    );
    expect(
      within(dialog).getByText('Hi Selam! I liked your answer to “A dish from home I can cook…”. Will you tell me more?'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Injera/)).toBeNull();
  });

  it('words a prompt both answered in Arabic, for a woman', async () => {
    const { dialog } = await renderMoment(
      {},
      { language: 'ar', match: moment({ topic: 'same_prompt', value: 'proud_of', variant: 2, addressee: 'woman' }) },
    );
    expect(within(dialog).getByText('مرحبًا Selam! «أفخر بـ…» في ملفينا كليهما. هل تظنين أن إجابتينا متشابهتان؟')).toBeTruthy();
  });

  it('falls back to a warm hello when a value cannot be named, and Escape closes the moment', async () => {
    const user = setupUser();
    const { dialog, onClose } = await renderMoment(
      {},
      { match: moment({ topic: 'shared_interest', value: 'unknown_thing', variant: 2, addressee: 'woman' }) },
    );
    expect(within(dialog).getByText("Hi Selam, it's lovely to match with you! How is your week going?")).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back to a warm hello for a prompt it does not know', async () => {
    const { dialog } = await renderMoment(
      {},
      { match: moment({ topic: 'their_prompt', value: 'no_such_prompt', variant: 0, addressee: 'man' }) },
    );
    expect(within(dialog).getByText("Hi Selam! I'm glad we matched. What made you smile today?")).toBeTruthy();
  });
});
