// One conversation (/messages/:id): day separators, times and the state of the member's own
// messages; words shown as written, links included; sending at once, a failure kept with a Retry
// that sends the same clientId; the contract's checks before sending; a Basic member's allowance
// and, at the limit, the way to Premium; earlier pages without losing the place; the ended state
// on a live `closed` or a 404; "typing…"; and what was missed fetched after a reconnect.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePage } from '../../../../shared/contracts/messages';
import { forgetUnreadTotal } from '../../../lib/unread-messages';
import { setupUser } from '../../../test/user-events';
import { BASIC, chat, deferred, FakeWebSocket, json, PREMIUM, server, useFakeWebSocket, view } from '../test-fixtures';
import { EMPTY_PAGE, field, itemOf, log, renderConversation } from './conversation-test-kit';

beforeEach(() => {
  useFakeWebSocket();
  forgetUnreadTotal();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const timeOf = (iso: string) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

describe('ConversationPage', () => {
  it('shows the messages by day, each with its time, and whether the partner received and read the member’s own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 12, 0));
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 5, day, hour, minute).toISOString();
    const messages = [
      chat(1, { body: 'Good morning from Dakar', sentAt: at(10, 9) }),
      chat(2, { fromMe: true, body: 'Good evening! How was the festival?', sentAt: at(14, 20, 15) }),
      chat(3, { fromMe: true, body: 'Did you see the photos?', sentAt: at(15, 9, 30) }),
      chat(4, { fromMe: true, body: 'I am at the café now', sentAt: at(15, 10) }),
      chat(5, { body: 'Look at https://sahel.example/photos or write to awa@example.com', sentAt: at(15, 11) }),
    ];
    const api = await renderConversation(view({ messages, partnerDeliveredUpTo: 3, partnerReadUpTo: 2 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Awa' })).toBeTruthy();
    expect(
      within(log())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wednesday, June 10', 'Yesterday', 'Today']);
    expect(within(itemOf('Good evening! How was the festival?')).getByText('Read')).toBeTruthy();
    expect(within(itemOf('Did you see the photos?')).getByText('Delivered')).toBeTruthy();
    expect(within(itemOf('I am at the café now')).getByText('Sent')).toBeTruthy();
    expect(within(itemOf('I am at the café now')).getByText(timeOf(messages[3]!.sentAt))).toBeTruthy();
    // The partner's are on the start side, the member's own on the end side, without marks.
    expect(itemOf('Good morning from Dakar').className).toContain('items-start');
    expect(itemOf('I am at the café now').className).toContain('items-end');
    expect(within(itemOf('Good morning from Dakar')).queryByText(/^(Sent|Delivered|Read)$/)).toBeNull();
    // Words as written: an address or a link is text, never a link.
    expect(itemOf(/sahel\.example/).textContent).toContain('Look at https://sahel.example/photos or write to awa@example.com');
    expect(within(log()).queryAllByRole('link')).toEqual([]);
    expect(document.querySelectorAll('a[href*="sahel.example"], a[href^="mailto:"]')).toHaveLength(0);
    // The newest message from Awa is in view: it is read.
    await waitFor(() => expect(api.of('POST /api/conversations/7/read').map((call) => call.body)).toEqual([{ upTo: 5 }]));
  });

  it('sends at once; a failed message stays, marked, with a Retry that sends the same clientId; typing is never lost', async () => {
    const user = setupUser();
    const answers = [deferred<Response>(), deferred<Response>()];
    let posts = 0;
    const api = await renderConversation(view({ messages: [chat(1, { body: 'Salam!' })] }), {
      'POST /api/conversations/7/messages': () => {
        posts += 1;
        if (posts === 1) throw new TypeError('Failed to fetch');
        return answers[posts - 2]!.promise;
      },
    });
    await user.type(field(), 'Are you coming to the hookah night?{Enter}');
    // Offline: not sent, kept, with Retry; the composer is empty and still has the focus.
    expect(await within(log()).findByText('Not sent. Please try again.')).toBeTruthy();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'It starts at 8');
    await user.click(within(itemOf('Are you coming to the hookah night?')).getByRole('button', { name: 'Retry' }));
    // Sending again, shown at once while the server has not answered.
    expect(within(itemOf('Are you coming to the hookah night?')).getByText('Sending…')).toBeTruthy();
    answers[0]!.resolve(json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' }));
    expect(await within(itemOf('Are you coming to the hookah night?')).findByText('Not sent. Please try again.')).toBeTruthy();
    await user.click(within(itemOf('Are you coming to the hookah night?')).getByRole('button', { name: 'Retry' }));
    const sent = api.of('POST /api/conversations/7/messages').map((call) => call.body as { clientId: string; body: string });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => body.clientId)).size).toBe(1);
    expect(sent[0]!.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent.every((body) => body.body === 'Are you coming to the hookah night?')).toBe(true);
    answers[1]!.resolve(
      json(200, {
        message: chat(2, {
          fromMe: true,
          clientId: sent[0]!.clientId,
          body: 'Are you coming to the hookah night?',
          sentAt: new Date().toISOString(),
        }),
        allowance: { ...BASIC, left: 11 },
      }),
    );
    expect(await within(itemOf('Are you coming to the hookah night?')).findByText('Sent')).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByText('11 messages left today')).toBeTruthy();
    expect(field().value).toBe('It starts at 8');
  });

  it('sends on the open live socket, and over HTTP with the same clientId when the socket drops before it answers', async () => {
    const user = setupUser();
    const api = await renderConversation(
      view({ allowance: PREMIUM }),
      {
        'POST /api/conversations/7/messages': (body) =>
          json(200, { message: chat(9, { fromMe: true, ...(body as object), sentAt: new Date().toISOString() }), allowance: PREMIUM }),
      },
      { socketSends: true },
    );
    await user.type(field(), 'On the socket{Enter}');
    const frames = () =>
      FakeWebSocket.latest().sent as { type: string; conversationId?: number; input?: { clientId: string; body: string } }[];
    const first = frames().find((frame) => frame.type === 'send')!;
    expect(first).toMatchObject({ type: 'send', conversationId: 7, input: { body: 'On the socket' } });
    server.send({
      type: 'sent',
      clientId: first.input!.clientId,
      message: chat(8, { fromMe: true, clientId: first.input!.clientId, body: 'On the socket', sentAt: new Date().toISOString() }),
      allowance: PREMIUM,
    });
    expect(await within(itemOf('On the socket')).findByText('Sent')).toBeTruthy();

    await user.type(field(), 'Through the tunnel{Enter}');
    const second = frames().filter((frame) => frame.type === 'send')[1]!;
    expect(second.input!.body).toBe('Through the tunnel');
    server.drop();
    expect(await within(itemOf('Through the tunnel')).findByText('Sent')).toBeTruthy();
    // Only the one the socket did not answer went over HTTP, with its clientId.
    expect(api.of('POST /api/conversations/7/messages').map((call) => call.body)).toEqual([second.input]);
  });

  it('shows a refusal the socket answers as it shows the POST’s', async () => {
    const user = setupUser();
    await renderConversation(view({ allowance: { ...BASIC, left: 1 } }), {}, { socketSends: true });
    await user.type(field(), 'One more thing{Enter}');
    const frame = (FakeWebSocket.latest().sent as { type: string; input?: { clientId: string } }[]).find((sent) => sent.type === 'send')!;
    server.send({
      type: 'send-refused',
      clientId: frame.input!.clientId,
      status: 429,
      error: { code: 'MESSAGE_LIMIT_REACHED', message: "Today's messages are spent.", details: { allowance: { ...BASIC, left: 0 } } },
    });
    expect(await within(itemOf('One more thing')).findByText("Not sent: today's messages are used up.")).toBeTruthy();
    expect(screen.getByText('Upgrade to Premium to send unlimited messages!')).toBeTruthy();
  });

  it('sends with the button too, and the focus stays in the composer', async () => {
    const user = setupUser();
    const api = await renderConversation(view(), {
      'POST /api/conversations/7/messages': (body) =>
        json(200, { message: chat(3, { fromMe: true, ...(body as object), sentAt: new Date().toISOString() }), allowance: BASIC }),
    });
    await user.type(field(), 'First line{Shift>}{Enter}{/Shift}second line');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Sent')).toBeTruthy();
    expect(api.of('POST /api/conversations/7/messages').map((call) => (call.body as { body: string }).body)).toEqual([
      'First line\nsecond line',
    ]);
    expect(document.activeElement).toBe(field());
  });

  it('checks the contract’s rules before sending, and says what is wrong', async () => {
    const user = setupUser();
    const api = await renderConversation(view({ allowance: PREMIUM }));
    await user.click(field());
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('A message can be at most 2,000 characters long. Please shorten it.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().value).toHaveLength(2001);
    await user.clear(field());
    await user.type(field(), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Write a message first.');
    await user.clear(field());
    await user.paste('Hello\u0007');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/hidden control characters/);
    expect(api.of('POST /api/conversations/7/messages')).toEqual([]);
    // Premium: no count of messages left.
    expect(screen.queryByText(/messages? left today/)).toBeNull();
  });

  it('tells a Basic member how many messages are left; at the limit, the way to Premium instead of sending', async () => {
    await renderConversation(view({ allowance: { ...BASIC, left: 0 } }));
    expect(screen.getByText('Upgrade to Premium to send unlimited messages!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    // The member may still write: nothing is lost.
    expect(field().disabled).toBe(false);
  });

  it('keeps the message and shows the way to Premium when a send meets the day’s limit', async () => {
    const user = setupUser();
    await renderConversation(view({ allowance: { ...BASIC, left: 1 } }), {
      'POST /api/conversations/7/messages': () => json(429, { code: 'MESSAGE_LIMIT_REACHED', message: 'spent' }),
    });
    expect(screen.getByText('1 message left today')).toBeTruthy();
    expect(screen.queryByText('Upgrade to Premium to send unlimited messages!')).toBeNull();
    await user.type(field(), 'One more thing{Enter}');
    expect(await within(itemOf('One more thing')).findByText("Not sent: today's messages are used up.")).toBeTruthy();
    const notice = screen.getByText('Upgrade to Premium to send unlimited messages!').closest('[role="status"]')!;
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Go Premium' })).toBeTruthy();
    expect(within(itemOf('One more thing')).getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(true);
  });

  it('loads earlier messages when the member scrolls up, keeping what they read in place', async () => {
    const latest = Array.from({ length: 50 }, (_, index) => chat(51 + index));
    const earlier = Array.from({ length: 50 }, (_, index) => chat(1 + index));
    const api = await renderConversation(view({ messages: latest, hasOlder: true }), {
      'GET /api/conversations/7/messages': (_body, url) =>
        json(200, url.searchParams.has('before') ? { ...EMPTY_PAGE, messages: earlier, hasOlder: false } : EMPTY_PAGE),
    });
    // jsdom lays nothing out: 40 px per message, in a 400 px window scrolled near the top.
    const scroller = log();
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => scroller.querySelectorAll('li').length * 40 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 120;
    fireEvent.scroll(scroller);
    expect(await within(scroller).findByText('Message 1')).toBeTruthy();
    expect(api.of('GET /api/conversations/7/messages').map((call) => call.search)).toContain('?before=51');
    // Fifty messages went in above: the view moved down by as much.
    expect(scroller.scrollTop).toBe(120 + 50 * 40);
    expect(within(scroller).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('asks once for earlier messages while they come, and says a failure with the way to try again', async () => {
    const latest = Array.from({ length: 50 }, (_, index) => chat(51 + index));
    const earlier = Array.from({ length: 50 }, (_, index) => chat(1 + index));
    let olderAsked = 0;
    const api = await renderConversation(view({ messages: latest, hasOlder: true }), {
      'GET /api/conversations/7/messages': (_body, url) => {
        if (!url.searchParams.has('before')) return json(200, EMPTY_PAGE);
        olderAsked += 1;
        return olderAsked === 1
          ? json(503, { code: 'DATABASE_UNAVAILABLE' })
          : json(200, { ...EMPTY_PAGE, messages: earlier, hasOlder: false });
      },
    });
    const scroller = log();
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    fireEvent.scroll(scroller);
    expect(await within(scroller).findByText('We could not load the earlier messages. Please try again.')).toBeTruthy();
    expect(olderAsked).toBe(1);
    fireEvent.click(within(scroller).getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(scroller).findByText('Message 1')).toBeTruthy();
    expect(within(scroller).queryByText('We could not load the earlier messages. Please try again.')).toBeNull();
    expect(api.of('GET /api/conversations/7/messages').filter((call) => call.search === '?before=51')).toHaveLength(2);
  });

  it('turns into the ended state at once when the conversation is closed, naming no one', async () => {
    await renderConversation(view({ messages: [chat(1, { body: 'Bye' })] }));
    server.send({ type: 'closed', conversationId: 7 });
    const heading = await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages');
    expect(screen.queryByText(/Awa/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the ended state for a conversation the server does not give (404)', async () => {
    await renderConversation(() => json(404, { code: 'CONVERSATION_UNAVAILABLE', message: 'gone' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(screen.getByText('You can no longer write to each other here. Your other conversations are waiting for you.')).toBeTruthy();
  });

  it('ends the conversation when a send finds it gone', async () => {
    const user = setupUser();
    await renderConversation(view(), {
      'POST /api/conversations/7/messages': () => json(404, { code: 'CONVERSATION_UNAVAILABLE', message: 'gone' }),
    });
    await user.type(field(), 'Hello?{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    // The words that could not go stay, for the member to copy.
    const unsent = screen.getByRole('region', { name: 'Not sent: the conversation ended before your message could go. Your words:' });
    expect(within(unsent).getByRole('listitem').textContent).toBe('Hello?');
  });

  it('ends the conversation when earlier messages find the partner gone (suspended: 404), instead of a retry', async () => {
    const latest = Array.from({ length: 50 }, (_, index) => chat(51 + index));
    await renderConversation(view({ messages: latest, hasOlder: true }), {
      'GET /api/conversations/7/messages': (_body, url) =>
        url.searchParams.has('before') ? json(404, { code: 'CONVERSATION_UNAVAILABLE', message: 'gone' }) : json(200, EMPTY_PAGE),
    });
    const scroller = log();
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => scroller.querySelectorAll('li').length * 40 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 120;
    fireEvent.scroll(scroller);
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('unmatches from the menu after asking, and the conversation ends', async () => {
    const user = setupUser();
    const api = await renderConversation(view(), { 'DELETE /api/matches/7': () => json(200, { unmatched: true }) });
    const options = screen.getByRole('button', { name: 'Conversation options' });
    await user.click(options);
    expect(options.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Block Awa' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const dialog = screen.getByRole('dialog', { name: /Unmatch .*Awa.*\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.of('DELETE /api/matches/7')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unmatch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This conversation has ended' })).toBeTruthy();
    expect(api.of('DELETE /api/matches/7')).toHaveLength(1);
  });

  it('shows “typing…” for 5 s after the partner’s typing event, and says it is typing at most every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    await renderConversation(view());
    server.send({ type: 'typing', conversationId: 7 });
    expect(screen.getByText(/Awa.* is typing…/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4_500);
    });
    expect(screen.getByText(/is typing…/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText(/is typing…/)).toBeNull();
    // Another conversation's typing is not this one's.
    server.send({ type: 'typing', conversationId: 8 });
    expect(screen.queryByText(/is typing…/)).toBeNull();
    await user.type(field(), 'Hel');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    await user.type(field(), 'lo');
    const typing = FakeWebSocket.latest().sent.filter((command) => (command as { type: string }).type === 'typing');
    expect(typing).toEqual([
      { type: 'typing', conversationId: 7 },
      { type: 'typing', conversationId: 7 },
    ]);
  });

  it('comes back by itself after the socket drops, and fetches the messages written meanwhile', async () => {
    let missed: MessagePage = EMPTY_PAGE;
    const api = await renderConversation(view({ messages: [chat(1), chat(2, { fromMe: true })] }), {
      'GET /api/conversations/7/messages': () => json(200, missed),
    });
    const catchUps = () => api.of('GET /api/conversations/7/messages').map((call) => call.search);
    // One look after opening: anything written while the page loaded.
    await waitFor(() => expect(catchUps()).toEqual(['?after=2']));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.drop();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(FakeWebSocket.instances).toHaveLength(2);
    missed = { messages: [chat(3, { body: 'Sorry, my phone died' })], hasOlder: false, partnerDeliveredUpTo: 2, partnerReadUpTo: 2 };
    server.open();
    await vi.waitFor(() => expect(within(log()).getByText('Sorry, my phone died')).toBeTruthy());
    expect(catchUps()).toEqual(['?after=2', '?after=2']);
    expect(within(itemOf('Message 2')).getByText('Read')).toBeTruthy();
  });

  it('catches up from the newest message a page brought, so one whose live event was lost before a later one is not skipped', async () => {
    let missed: MessagePage = EMPTY_PAGE;
    const api = await renderConversation(view({ messages: [chat(1), chat(2, { fromMe: true })] }), {
      'GET /api/conversations/7/messages': () => json(200, missed),
    });
    const catchUps = () => api.of('GET /api/conversations/7/messages').map((call) => call.search);
    await waitFor(() => expect(catchUps()).toEqual(['?after=2']));
    // Message 3's live event was lost (its server died); message 4's arrived.
    server.send({ type: 'message', message: chat(4, { body: 'Are you there?' }) });
    await waitFor(() => expect(within(log()).getByText('Are you there?')).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.drop();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    missed = {
      messages: [chat(3, { body: 'The lost one' }), chat(4, { body: 'Are you there?' })],
      hasOlder: false,
      partnerDeliveredUpTo: 2,
      partnerReadUpTo: 2,
    };
    server.open();
    await vi.waitFor(() => expect(within(log()).getByText('The lost one')).toBeTruthy());
    expect(catchUps()).toEqual(['?after=2', '?after=2']);
    expect(within(log()).getAllByText('Are you there?')).toHaveLength(1);
  });
});
