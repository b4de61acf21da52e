// The match moment in a real browser against the real server, on a phone (390×844), in English
// and in Arabic (right to left), with axe on a phone and a desktop (docs/decisions/0020-discovery.md,
// "The match moment"): a member likes back someone who liked her, the moment fills the screen with
// both photos (hers at the start of the line, her initial as she has none), the server's suggested first message from what they
// share, "Use this" puts it in the field, Send sends it, and the conversation it opens holds it, as
// the other member's does. Among members the test makes in a circle of its own
// (support/discovery-members.ts): nothing another spec reads.
import type { ConversationView } from '../src/shared/contracts/messages';
import { expectNoAxeViolations } from './support/axe';
import { isolated, openDeck, swipeTopCard, topCardName } from './support/deck';
import { messageLog } from './support/conversations';
import { circleAge, createCircleMembers, createDiscoveryMember, swipeThroughApi, uploadProfilePhoto } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.use({ contextOptions: { reducedMotion: 'reduce' }, viewport: PHONE });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a match happens and the first message, suggested from what the two share, is sent from the moment`, async ({
    page,
    context,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await presetLanguage(context, language);
    const age = circleAge(`match-moment-${language}`, testInfo);
    const [viewer, [him]] = await Promise.all([
      createDiscoveryMember(page.request, baseURL!, { displayName: 'Aissatou', gender: 'woman', age, language }),
      createCircleMembers(() => playwright.request.newContext({ baseURL }), baseURL!, { language, age, gender: 'man' }, ['Lamine']),
    ]);
    // A plain picture for his profile (hers stays without one: her initial shows).
    await uploadProfilePhoto(him!.api, baseURL!);
    // He liked her first: her like makes the match.
    expect((await swipeThroughApi(him!.api, baseURL!, viewer.id, 'like')).match).toBeNull();

    await openDeck(page, language);
    expect(await topCardName(page, language, ['Lamine'])).toBe('Lamine');
    const answer = await swipeTopCard(page, language, 'like');
    const match = answer.match!;
    expect(match.member.displayName).toBe('Lamine');
    // Both speak French and English (the circle's profile): the region's languages first, then the widely spoken.
    expect(match.suggestion).toMatchObject({ topic: 'shared_language', value: 'fr' });

    const moment = page.getByRole('dialog', { name: tr(language, 'discovery.match.title') });
    await expect(moment).toContainText(tr(language, 'discovery.match.text', { name: isolated('Lamine') }));
    // The whole screen of the phone.
    const box = (await moment.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
    // Her photo at the start of the line: left in English, right in Arabic.
    const own = (await moment.getByRole('img', { name: tr(language, 'discovery.match.yourPhoto') }).boundingBox())!;
    const hisPhoto = moment.getByRole('img', { name: tr(language, 'discovery.card.photoAlt', { name: 'Lamine' }) });
    await expect(hisPhoto).toHaveAttribute('src', match.member.photo!.url);
    await expect.poll(() => hisPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const his = (await hisPhoto.boundingBox())!;
    expect(language === 'ar' ? own.x > his.x : own.x < his.x, 'her photo comes first in the reading direction').toBe(true);

    // Addressed to him: Arabic words the second person for a man (docs/decisions/0020-discovery.md).
    expect(match.suggestion.addressee).toBe('man');
    const form = language === 'ar' ? '_male' : '';
    const suggestion = tr(language, `discovery.opener.shared_language.v${match.suggestion.variant}${form}`, {
      name: 'Lamine',
      value: tr(language, 'common.languageNames.fr'),
    });
    await expect(moment.getByText(suggestion)).toBeVisible();
    const field = moment.getByRole('textbox', { name: tr(language, 'discovery.match.messageLabel', { name: isolated('Lamine') }) });
    await expect(field).toHaveValue('');
    await expectNoAxeViolations(page, `the match moment on a phone (${language})`);
    await page.screenshot({ path: `/tmp/match22-${language}-phone.png` });
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page, `the match moment on a desktop (${language})`);
    await page.setViewportSize(PHONE);

    await moment.getByRole('button', { name: tr(language, 'discovery.match.useSuggestion') }).click();
    await expect(field).toHaveValue(suggestion);
    await expect(field).toBeFocused();
    // The field is above where a phone's keyboard comes (its lower 40%), and Send in view.
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: `/tmp/match22-${language}-phone-filled.png` });

    await moment.getByRole('button', { name: tr(language, 'discovery.match.send'), exact: true }).click();
    await expect(moment.getByRole('status')).toContainText(tr(language, 'discovery.match.sent', { name: isolated('Lamine') }));
    await expectNoAxeViolations(page, `the match moment, sent (${language})`);
    await moment.getByRole('link', { name: tr(language, 'discovery.match.openConversation') }).click();

    await expect(page).toHaveURL(new RegExp(`/messages/${match.id}$`));
    await expect(messageLog(page, language, 'Lamine')).toContainText(suggestion);
    // And he has it.
    const theirs = (await (await him!.api.get(`/api/conversations/${match.id}`)).json()) as ConversationView;
    expect(theirs.messages.map((message) => message.body)).toEqual([suggestion]);
    await him!.api.dispose();
  });
}
