// A conversation's page as a member sees it, measured in the browser (geometry, not pixels), in
// English and in Arabic, on a phone (390×844) and a desktop (1280×800), on the demo member's
// longest seeded conversation, which she first fills to a log several screens tall: the page is
// as tall as what it shows (nothing hidden for screen readers escapes the message log to stretch
// it), and the day's label that stays at the top of the log while it scrolls leaves no message's
// words showing around or through it. No other spec reads the demo members' conversations. The
// tests run one after the other: the first writes what the second reads, within the server's
// messages-a-minute limit.
import type { BrowserContext, Page } from '@playwright/test';
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
type Viewport = (typeof VIEWPORTS)[number];

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

const COMBINATIONS = (['en', 'ar'] as const).flatMap((language) => VIEWPORTS.map((viewport) => ({ language, viewport })));

/** Signs Selam in (once a test: the server allows a few sign-ins an hour an account) and fills her longest conversation. */
async function signInToLongConversation(page: Page, origin: string) {
  await signIn(page, 'en', 'selam@demo.sahelhearts.test', DEMO_MEMBER_PASSWORD);
  return longConversation(page, origin);
}

/** Opens the conversation in `language` at `viewport`'s size, and waits for all its messages. */
async function openAt(page: Page, context: BrowserContext, conversation: ConversationView, language: Language, viewport: Viewport) {
  await presetLanguage(context, language);
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await openConversation(page, language, conversation.id, conversation.partner.displayName);
  const log = messageLog(page, language, conversation.partner.displayName);
  await expect(log.getByRole('listitem')).toHaveCount(conversation.messages.length);
  return log;
}

test("a conversation's page is as tall as what it shows, in English and Arabic, on a phone and a desktop", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const conversation = await signInToLongConversation(page, baseURL!);
  for (const { language, viewport } of COMBINATIONS) {
    await test.step(`${language}, ${viewport.name}`, async () => {
      await openAt(page, context, conversation, language, viewport);
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
});

test("the day's label at the top of the log leaves no message showing around it, in English and Arabic, on a phone and a desktop", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const conversation = await signInToLongConversation(page, baseURL!);
  for (const { language, viewport } of COMBINATIONS) {
    await test.step(`${language}, ${viewport.name}`, async () => {
      const log = await openAt(page, context, conversation, language, viewport);
      // Opened at its end, the log has scrolled: the day's label of the first message in view
      // stays at its top, over the messages above that one.
      const probe = await log.evaluate((element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        const stuck = [...element.querySelectorAll('h2')].filter((label) => Math.abs(label.getBoundingClientRect().top - box.top) < 24);
        if (stuck.length !== 1) return { stuck: stuck.length, uncovered: [] as string[] };
        const label = stuck[0]!;
        const rect = label.getBoundingClientRect();
        // From the log's top edge down to the label's bottom: nothing of a message shows above it either.
        const ys = [box.top + 2, rect.top + 1, (rect.top + rect.bottom) / 2, rect.bottom - 1];
        const xs = Array.from(
          { length: 9 },
          (_, index) => box.left + 4 + (index / 8) * (box.width - 8 - element.offsetWidth + element.clientWidth),
        );
        const uncovered = ys.flatMap((y) =>
          xs.flatMap((x) => {
            const hit = document.elementFromPoint(x, y);
            return hit && !label.contains(hit) && hit.closest('li') ? [`${Math.round(x)},${Math.round(y)}: ${hit.tagName}`] : [];
          }),
        );
        return { stuck: stuck.length, uncovered };
      });
      expect(probe.stuck, 'one day label stays at the top of the scrolled log').toBe(1);
      expect(probe.uncovered, "points of the label's band where a message shows").toEqual([]);
    });
  }
});
