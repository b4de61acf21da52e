// Messages in two real browsers at once, against the real server, in English (desktop) and in
// Arabic (right to left, on a phone-sized window), with axe on every screen: two matched members
// find their conversation in /messages, write to each other in real time (typing, read marks,
// links shown as text, a message that may hurt sent only once confirmed), the Messages tab counts unread messages, a Basic member meets the day's limit
// with the way to Premium, and a block closes the conversation on both screens at once. Among
// members of a circle of its own (support/discovery-members.ts): nothing another spec reads.
import { DISCOVERY_LIMITS } from '../src/shared/constants';
import { expectNoAxeViolations } from './support/axe';
import { messageLog, matchedPair, openConversation, secondBrowser, sendThroughApi, writeMessage } from './support/conversations';
import { isolated, numberInPage } from './support/deck';
import { circleAge } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: two matches chat in real time, see their messages read, meet the Basic limit, and a block ends it for both`, async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    if (language === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    const age = circleAge(`messages-${language}`, testInfo);
    const him = await secondBrowser(browser, language);
    try {
      const { conversationId } = await matchedPair(
        baseURL!,
        { page, spec: { displayName: 'Aissatou', gender: 'woman', age, language } },
        { page: him.page, spec: { displayName: 'Lamine', gender: 'man', age, language } },
      );

      // What her browser sends on its live socket: her messages go there while it is open
      // (docs/decisions/0023-messages.md, "Sending on the socket").
      const framesSent: string[] = [];
      page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => framesSent.push(String(payload))));

      // Her list: the new match, waiting for a first word.
      await page.goto('/messages');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'conversations.list.title') })).toBeVisible();
      await expect(page).toHaveTitle(tr(language, 'common.meta.messages.title'));
      const list = page.getByRole('list', { name: tr(language, 'conversations.list.title') });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Lamine');
      await expect(list).toContainText(tr(language, 'conversations.list.newMatch'));
      await expectNoAxeViolations(page, `the conversation list (${language})`);
      await list.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
      const herLog = messageLog(page, language, 'Lamine');

      await openConversation(him.page, language, conversationId, 'Aissatou');
      const hisLog = messageLog(him.page, language, 'Aissatou');

      // She writes: he sees it at once, without reloading, and she sees it read.
      await writeMessage(page, language, 'Lamine', 'Salaam Lamine! How was your week?');
      await expect(hisLog).toContainText('Salaam Lamine! How was your week?');
      await expect(herLog.getByRole('listitem').last()).toContainText(tr(language, 'conversations.status.read'));
      expect(framesSent.some((frame) => frame.includes('"type":"send"') && frame.includes('Salaam Lamine!'))).toBe(true);

      // A message the rules find may hurt is refused until he confirms it: asked in his language,
      // and "Edit message" gives the words back, nothing sent.
      await writeMessage(him.page, language, 'Aissatou', 'You are stupid');
      await expect(him.page.getByRole('alert').filter({ hasText: tr(language, 'conversations.confirm.question') })).toBeVisible();
      await him.page.getByRole('button', { name: tr(language, 'conversations.confirm.edit') }).click();
      await expect(him.page.getByLabel(tr(language, 'conversations.composer.label', { name: isolated('Aissatou') }))).toHaveValue(
        'You are stupid',
      );
      await expect(herLog).not.toContainText('You are stupid');
      await him.page.getByLabel(tr(language, 'conversations.composer.label', { name: isolated('Aissatou') })).fill('');

      // He starts typing (she is told), then answers with a link, which stays text.
      await him.page.getByLabel(tr(language, 'conversations.composer.label', { name: isolated('Aissatou') })).pressSequentially('Alham');
      await expect(page.getByText(tr(language, 'conversations.conversation.typing', { name: isolated('Lamine') }))).toBeVisible();
      await writeMessage(him.page, language, 'Aissatou', 'Alhamdulillah, very good. The festival page: https://example.com/festival');
      await expect(herLog).toContainText('Alhamdulillah, very good. The festival page: https://example.com/festival');
      await expect(herLog.getByRole('link')).toHaveCount(0);
      await expect(hisLog.getByRole('listitem').last()).toContainText(tr(language, 'conversations.status.read'));
      await expectNoAxeViolations(page, `a conversation (${language})`);

      // Away from the conversation, his next message is counted unread in her tabs and list.
      await page.goto('/messages');
      await sendThroughApi(him.page, baseURL!, conversationId, 'Are you coming to the heritage festival?');
      // The Messages tab: in the header on a desktop, in the bar at the bottom of a phone (Arabic here).
      const messagesLink = page
        .getByRole('navigation', { name: tr(language, 'common.nav.main') })
        .getByRole('link', { name: tr(language, 'common.tabs.messages'), exact: true });
      await expect(messagesLink).toHaveAccessibleDescription(
        tr(language, 'common.nav.unreadMessages_one', { shown: await numberInPage(page, language, 1) }),
      );
      await expect(list).toContainText('Are you coming to the heritage festival?');
      await expect(list).toContainText(tr(language, 'conversations.list.unread_one', { shown: await numberInPage(page, language, 1) }));

      // She is a Basic member: her day's messages run out, and she is shown the way to Premium.
      const perDay = DISCOVERY_LIMITS.basicMessagesPerDay;
      for (let sent = 1; sent < perDay - 1; sent += 1) await sendThroughApi(page, baseURL!, conversationId, `Message ${sent + 1}`);
      await openConversation(page, language, conversationId, 'Lamine');
      await expect(
        page.getByText(tr(language, 'conversations.allowance.left_one', { shown: await numberInPage(page, language, 1) })),
      ).toBeVisible();
      await writeMessage(page, language, 'Lamine', 'My last message of the day: see you at the festival!');
      await expect(hisLog).toContainText('My last message of the day: see you at the festival!');
      await expect(page.getByText(tr(language, 'conversations.limit.upgrade'))).toBeVisible();
      await expect(page.getByRole('link', { name: tr(language, 'conversations.limit.cta') })).toHaveAttribute('href', '/pricing');
      await expect(page.getByRole('button', { name: tr(language, 'conversations.composer.send'), exact: true })).toBeDisabled();
      await expectNoAxeViolations(page, `the day's message limit (${language})`);

      // He blocks her from the conversation's options: it ends on both screens at once.
      await him.page.getByRole('button', { name: tr(language, 'conversations.options.button') }).click();
      await him.page.getByRole('button', { name: tr(language, 'discovery.block.buttonFor', { name: 'Aissatou' }) }).click();
      const confirmation = him.page.getByRole('dialog', { name: tr(language, 'discovery.block.title', { name: isolated('Aissatou') }) });
      await confirmation.getByRole('button', { name: tr(language, 'discovery.block.confirm') }).click();
      for (const screen of [page, him.page]) {
        await expect(screen.getByRole('heading', { level: 1, name: tr(language, 'conversations.ended.title') })).toBeVisible();
      }
      // Nothing tells her who ended it, or why.
      await expect(page.getByRole('main')).not.toContainText('Lamine');
      await expectNoAxeViolations(page, `an ended conversation (${language})`);
      await page.getByRole('link', { name: tr(language, 'conversations.ended.back') }).click();
      await expect(page.getByRole('heading', { name: tr(language, 'conversations.list.empty.title') })).toBeVisible();
      expect(him.watch.problems, 'console errors in his browser').toEqual([]);
    } finally {
      await him.context.close();
    }
  });
}
