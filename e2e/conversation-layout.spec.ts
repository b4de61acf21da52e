// A conversation's page as a member sees it, measured in the browser (geometry, not pixels), in
// English and in Arabic, on a phone (390×844) and a desktop (1280×800), on the demo member's
// longest seeded conversation, which she first fills to a log several screens tall: the page is
// as tall as what it shows (nothing hidden for screen readers escapes the message log to stretch
// it). No other spec reads the demo members' conversations. The tests run one after the other:
// the first writes what the others read, within the server's messages-a-minute limit.
import type { Page } from '@playwright/test';
import type { ConversationList, ConversationView } from '../src/shared/contracts/messages';
import { DEMO_MEMBER_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { messageLog, openConversation, sendThroughApi } from './support/conversations';
import { expect, presetLanguage, test } from './support/fixtures';
import type { Language } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });
test.describe.configure({ mode: 'serial' });

/** Enough messages for a log several screens tall, under the server's limit a minute. */
const LONG_LOG = 40;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const conversationView = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/conversations/${id}`)).json()) as ConversationView;

/** Selam's seeded conversation with the most messages (seed/community/conversations.ts), with at least LONG_LOG of them. */
async function longConversation(page: Page, origin: string): Promise<ConversationView> {
  const list = (await (await page.request.get('/api/conversations')).json()) as ConversationList;
  const views = await Promise.all(list.conversations.map(({ id }) => conversationView(page, id)));
  const longest = views.sort((a, b) => b.messages.length - a.messages.length)[0]!;
  for (let count = longest.messages.length; count < LONG_LOG; count += 1) {
    await sendThroughApi(page, origin, longest.id, `Line ${count + 1} of a long talk about the festival, the family and the week ahead.`);
  }
  return conversationView(page, longest.id);
}

async function openLongest(page: Page, origin: string, language: Language, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, language, 'selam@demo.sahelhearts.test', DEMO_MEMBER_PASSWORD);
  const conversation = await longConversation(page, origin);
  await openConversation(page, language, conversation.id, conversation.partner.displayName);
  const log = messageLog(page, language, conversation.partner.displayName);
  await expect(log.getByRole('listitem')).toHaveCount(conversation.messages.length);
  return log;
}

for (const language of ['en', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`${language}, ${viewport.name}: a conversation's page is as tall as what it shows`, async ({ page, context, baseURL }) => {
      await presetLanguage(context, language);
      await openLongest(page, baseURL!, language, viewport.width, viewport.height);
      const heights = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollHeight,
        content: Math.ceil(document.body.getBoundingClientRect().height),
      }));
      expect(heights.scroll, 'the page scrolls no further than its content').toBeLessThanOrEqual(
        Math.max(heights.content, viewport.height) + 1,
      );
      await expectNoAxeViolations(page, `a long conversation (${language}, ${viewport.name})`);
    });
  }
}
