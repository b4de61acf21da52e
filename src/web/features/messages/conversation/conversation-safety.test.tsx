// Safety inside a conversation (docs/decisions/0023-messages.md, "Safety"): a flagged message from
// the partner carries a calm notice per kind and a one-tap Report pointed at it (the member's own
// and unflagged ones carry none); a message the rules find may hurt is asked about before it goes,
// "Send anyway" sends the same clientId confirmed, and "Edit message" gives the words back.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SendMessageInput } from '../../../../shared/contracts/messages';
import { forgetUnreadTotal } from '../../../lib/unread-messages';
import { setupUser } from '../../../test/user-events';
import { BASIC, chat, json, server, useFakeWebSocket, view } from '../test-fixtures';
import { field, itemOf, log, renderConversation, reported } from './conversation-test-kit';

beforeEach(() => {
  useFakeWebSocket();
  forgetUnreadTotal();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const MONEY = 'Be careful: never send money, gift cards or crypto to someone you have not met.';
const OFF_PLATFORM = 'Stay on Sahel Hearts until you trust this person: moving to another app early is a common scam.';
const INSULT = 'This message may be offensive.';
const QUESTION = 'This message may hurt. Are you sure you want to send it?';

const noticeOf = (text: string) => within(itemOf(text)).queryByRole('note', { name: 'Safety notice' });
const NEEDS_CONFIRMATION = () => json(409, { code: 'MESSAGE_NEEDS_CONFIRMATION', message: 'confirm', details: { flags: ['insult'] } });

describe('the safety notice', () => {
  it('appears under a flagged message from the partner, one text per kind, and not under the member’s own or unflagged ones', async () => {
    await renderConversation(
      view({
        messages: [
          chat(1, { body: 'Hello from Kano' }),
          chat(2, { body: 'Send me 200 dollars on WhatsApp', flags: ['off_platform', 'money'] }),
          chat(3, { fromMe: true, body: 'Why would I send money?' }),
          chat(4, { body: 'You are an idiot', flags: ['insult'] }),
        ],
      }),
    );
    const scam = noticeOf('Send me 200 dollars on WhatsApp')!;
    // The contract's order, whatever the server's: money first.
    expect(
      within(scam)
        .getAllByRole('paragraph')
        .map((text) => text.textContent),
    ).toEqual([MONEY, OFF_PLATFORM]);
    expect(within(scam).getByRole('button', { name: 'Report message 2' })).toBeTruthy();
    expect(within(noticeOf('You are an idiot')!).getByText(INSULT)).toBeTruthy();
    expect(noticeOf('Hello from Kano')).toBeNull();
    expect(noticeOf('Why would I send money?')).toBeNull();
    expect(within(log()).getAllByRole('note')).toHaveLength(2);
  });

  it('reports the message in one tap, as a scam for money, off-site or visa asks, and the conversation ends', async () => {
    const user = setupUser();
    await renderConversation(view({ messages: [chat(2, { body: 'I need money for my visa', flags: ['visa', 'money'] })] }));
    await user.click(within(noticeOf('I need money for my visa')!).getByRole('button', { name: 'Report message 2' }));
    expect(reported).toEqual([{ partner: { id: 'awa1', displayName: 'Awa' }, messageId: 2, reason: 'scam' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
  });

  it('suggests harassment for an insult alone', async () => {
    const user = setupUser();
    await renderConversation(view({ messages: [chat(5, { body: 'You are an idiot', flags: ['insult'] })] }));
    await user.click(screen.getByRole('button', { name: 'Report message 5' }));
    expect(reported.map((report) => [report.messageId, report.reason])).toEqual([[5, 'harassment']]);
  });

  it('comes with a message arriving live, and is read out with it', async () => {
    await renderConversation(view({ messages: [chat(1)] }));
    server.send({ type: 'message', message: chat(2, { body: 'Add me on Telegram', flags: ['off_platform'] }) });
    expect(await within(log()).findByText(OFF_PLATFORM)).toBeTruthy();
    expect(screen.getByText(`New message from \u2068Awa\u2069: Add me on Telegram ${OFF_PLATFORM}`)).toBeTruthy();
  });
});

describe('a message that may hurt', () => {
  it('is asked about, kept, and sent with the same clientId once the member says “Send anyway”', async () => {
    const user = setupUser();
    const api = await renderConversation(view(), {
      'POST /api/conversations/7/messages': (body) => {
        const input = body as SendMessageInput;
        if (!input.confirmed) return NEEDS_CONFIRMATION();
        return json(200, {
          message: chat(9, { fromMe: true, clientId: input.clientId, body: input.body }),
          allowance: { ...BASIC, left: 11 },
        });
      },
    });
    await user.type(field(), 'You never listen{Enter}');
    const question = await screen.findByRole('group', { name: QUESTION });
    expect(screen.getByRole('alert').textContent).toBe(QUESTION);
    // Not in the log as sent or failed: the question holds it, as written.
    expect(within(question).getByText('You never listen')).toBeTruthy();
    expect(within(log()).queryByText('You never listen')).toBeNull();
    expect(document.activeElement).toBe(field());

    await user.click(within(question).getByRole('button', { name: 'Send anyway' }));
    expect(await within(itemOf('You never listen')).findByText('Sent')).toBeTruthy();
    const sent = api.of('POST /api/conversations/7/messages').map((call) => call.body as SendMessageInput);
    expect(sent).toEqual([
      { clientId: sent[0]!.clientId, body: 'You never listen' },
      { clientId: sent[0]!.clientId, body: 'You never listen', confirmed: true },
    ]);
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(document.activeElement).toBe(field());
    expect(screen.getByText('11 messages left today')).toBeTruthy();
  });

  it('goes back into the text box on “Edit message”, before anything written since, and nothing is sent', async () => {
    const user = setupUser();
    const api = await renderConversation(view(), { 'POST /api/conversations/7/messages': NEEDS_CONFIRMATION });
    await user.type(field(), 'You never listen{Enter}');
    const question = await screen.findByRole('group', { name: QUESTION });
    await user.type(field(), 'Sorry');
    await user.click(within(question).getByRole('button', { name: 'Edit message' }));
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(field().value).toBe('You never listen\nSorry');
    expect(document.activeElement).toBe(field());
    expect(api.of('POST /api/conversations/7/messages')).toHaveLength(1);
    expect(within(log()).queryByText(/You never listen/)).toBeNull();
  });

  it('stays confirmed when “Send anyway” met a dropped connection and the member retries', async () => {
    const user = setupUser();
    let posts = 0;
    const api = await renderConversation(view(), {
      'POST /api/conversations/7/messages': (body) => {
        posts += 1;
        if (posts === 1) return NEEDS_CONFIRMATION();
        if (posts === 2) throw new TypeError('Failed to fetch');
        const input = body as SendMessageInput;
        return json(200, { message: chat(9, { fromMe: true, clientId: input.clientId, body: input.body }), allowance: BASIC });
      },
    });
    await user.type(field(), 'You never listen{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Send anyway' }));
    await user.click(await within(log()).findByRole('button', { name: 'Retry' }));
    expect(await within(itemOf('You never listen')).findByText('Sent')).toBeTruthy();
    expect(api.of('POST /api/conversations/7/messages').map((call) => (call.body as SendMessageInput).confirmed)).toEqual([
      undefined,
      true,
      true,
    ]);
  });
});
