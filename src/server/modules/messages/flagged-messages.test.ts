// The safety rules at work on the API (docs/decisions/0023-messages.md, "Safety"; 0024): a
// scam-like message is delivered with its flags for the reader only, an insult waits for the
// sender's "Are you sure?", and repeated flags put the sender in the admins' queue.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationView, SendMessageResponse } from '../../../shared/contracts/messages';
import { messages, reports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage } from '../../test/conversations';
import { testDatabases } from '../../test/databases';
import { FLAGS_FOR_REVIEW } from './flag-review';

const MONEY = 'My mother is in hospital, please send me 300 dollars by Western Union today.';
const OFF_PLATFORM = 'Add me on WhatsApp: +254 712 345 678';
const INSULT = 'You are a stupid idiot.';
const GREETING = 'Salaam! How was the hookah night on Saturday?';

describe.each(testDatabases())('flagged messages on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  const send = (cookie: string, conversationId: number, body: string, extra: { confirmed?: boolean; clientId?: string } = {}) =>
    sendMessage(app(), cookie, conversationId, body, extra);
  const view = async (cookie: string, conversationId: number) =>
    (await app().inject({ url: `/api/conversations/${conversationId}`, headers: { cookie } })).json<ConversationView>();

  it('delivers a scam-like message with its flags shown to the reader only, and a greeting with none', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    for (const body of [MONEY, OFF_PLATFORM, GREETING]) expect((await send(man.cookie, conversationId, body)).statusCode).toBe(200);

    const read = await view(woman.cookie, conversationId);
    expect(read.messages.map((message) => [message.body, message.flags])).toEqual([
      [MONEY, ['money']],
      [OFF_PLATFORM, ['off_platform']],
      [GREETING, []],
    ]);
    // The sender is not told what the rules found in their own words.
    expect((await view(man.cookie, conversationId)).messages.map((message) => message.flags)).toEqual([[], [], []]);
  });

  it('asks the sender to confirm an insult, storing nothing until they do, then delivers it once', async () => {
    const { man, woman, conversationId } = await matchedPair(app(), db());
    const clientId = randomUUID();
    const refused = await send(man.cookie, conversationId, INSULT, { clientId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_NEEDS_CONFIRMATION', details: { flags: ['insult'] } });
    expect(await db().select({ id: messages.id }).from(messages)).toEqual([]);
    expect((await send(man.cookie, conversationId, INSULT, { clientId, confirmed: false })).statusCode).toBe(409);

    const confirmed = await send(man.cookie, conversationId, INSULT, { clientId, confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<SendMessageResponse>().message).toMatchObject({ body: INSULT, fromMe: true, flags: [] });
    // A retry of the same confirmed send stores nothing new.
    expect((await send(man.cookie, conversationId, INSULT, { clientId, confirmed: true })).statusCode).toBe(200);
    expect((await view(woman.cookie, conversationId)).messages.map((message) => message.flags)).toEqual([['insult']]);
  });

  it(`opens one report from the safety rules after ${FLAGS_FOR_REVIEW} flagged messages, holding them as evidence`, async () => {
    const { man, conversationId } = await matchedPair(app(), db());
    const safetyReports = () =>
      db()
        .select()
        .from(reports)
        .where(and(eq(reports.reportedId, man.id), eq(reports.source, 'safety_rules')));

    await send(man.cookie, conversationId, GREETING);
    for (let index = 1; index < FLAGS_FOR_REVIEW; index += 1) await send(man.cookie, conversationId, `${MONEY} (${index})`);
    expect(await safetyReports()).toEqual([]);

    await send(man.cookie, conversationId, OFF_PLATFORM);
    await send(man.cookie, conversationId, `${MONEY} (again)`);
    const [report, ...more] = await safetyReports();
    expect(more).toEqual([]);
    expect(report).toMatchObject({ status: 'open', reporterId: null, reason: 'scam' });
    const evidence = report!.evidence!.messages.map((message) => message.body);
    // The flagged messages that reached the threshold, never the greeting; later flags add nothing.
    expect(evidence).toEqual([...Array.from({ length: FLAGS_FOR_REVIEW - 1 }, (_, index) => `${MONEY} (${index + 1})`), OFF_PLATFORM]);
    expect(evidence).not.toContain(GREETING);
  });
});
