// Conversations for the messages and moderation specs: two members of a circle
// (support/discovery-members.ts) who like each other through the API, each signed in in a browser
// of their own, and the steps a member takes in a conversation's screen.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ConversationList, SendMessageResponse } from '../../src/shared/contracts/messages';
import { createDiscoveryMember, type DiscoveryMember, type MemberSpec, swipeThroughApi } from './discovery-members';
import { expect, presetLanguage, watchConsole, type ConsoleWatch } from './fixtures';
import { type Language, tr } from './locales';

/** How the app wraps a member's name inside a sentence (src/web/lib/format.ts `isolate`). */
const isolated = (name: string) => `\u2068${name}\u2069`;

export interface Member extends DiscoveryMember {
  page: Page;
}

/** A second browser (its own cookies) in `language`, whose console errors the test checks at the end. */
export async function secondBrowser(
  browser: Browser,
  language: Language,
  allowedConsoleErrors: readonly RegExp[] = [],
): Promise<{ context: BrowserContext; page: Page; watch: ConsoleWatch }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await presetLanguage(context, language);
  const page = await context.newPage();
  return { context, page, watch: watchConsole(page, allowedConsoleErrors) };
}

/**
 * A woman (signed in on `herPage`) and a man (on `hisPage`) who liked each other: a confirmed
 * match, so a conversation. Returns both and the conversation's id.
 */
export async function matchedPair(
  origin: string,
  her: { page: Page; spec: MemberSpec },
  him: { page: Page; spec: MemberSpec },
): Promise<{ woman: Member; man: Member; conversationId: number }> {
  const [woman, man] = await Promise.all([
    createDiscoveryMember(her.page.request, origin, her.spec),
    createDiscoveryMember(him.page.request, origin, him.spec),
  ]);
  expect((await swipeThroughApi(her.page.request, origin, man.id, 'like')).match).toBeNull();
  expect((await swipeThroughApi(him.page.request, origin, woman.id, 'like')).match).not.toBeNull();
  const list = (await (await her.page.request.get('/api/conversations')).json()) as ConversationList;
  expect(list.conversations).toHaveLength(1);
  return { woman: { ...woman, page: her.page }, man: { ...man, page: him.page }, conversationId: list.conversations[0]!.id };
}

/** A message sent through the API, as the composer sends it. */
export async function sendThroughApi(page: Page, origin: string, conversationId: number, body: string): Promise<SendMessageResponse> {
  const answer = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientId: randomUUID(), body },
    headers: { origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SendMessageResponse;
}

/** The conversation's log: its messages, oldest first. */
export function messageLog(page: Page, language: Language, partnerName: string) {
  return page.getByRole('log', { name: tr(language, 'conversations.conversation.log', { name: partnerName }) });
}

/** Opens /messages/:id and waits for the conversation's log and the page's direction. */
export async function openConversation(page: Page, language: Language, conversationId: number, partnerName: string) {
  await page.goto(`/messages/${conversationId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(messageLog(page, language, partnerName)).toBeVisible();
}

/** Types `body` in the composer and sends it with the button. */
export async function writeMessage(page: Page, language: Language, partnerName: string, body: string) {
  const field = page.getByLabel(tr(language, 'conversations.composer.label', { name: isolated(partnerName) }));
  await field.fill(body);
  await page.getByRole('button', { name: tr(language, 'conversations.composer.send'), exact: true }).click();
}
