// "Show me to my matches as going" in a real browser against the real server, in English on a
// desktop and in Arabic on a phone (docs/decisions/0032-events.md, "Matches going"): she switches
// it on and says she is going to the demo hookah night; her match sees nobody there until he
// switches it on too, then her first name under "Your matches going" on that event's card.
// Between two members the test makes in a circle of its own (support/discovery-members.ts).
import type { APIRequestContext } from '@playwright/test';
import type { MemberEventList } from '../src/shared/contracts/member-events';
import { expectNoAxeViolations } from './support/axe';
import { matchedPair, secondBrowser } from './support/conversations';
import { circleAge } from './support/discovery-members';
import { expect, presetLanguage, test } from './support/fixtures';
import { type Language, tr } from './support/locales';

/** The demo hookah night (src/server/seed/joinable-events.ts): open to every member. */
const HOOKAH_NIGHT = 'Hookah night on the rooftop';

async function hookahNightId(api: APIRequestContext): Promise<number> {
  const list = (await (await api.get('/api/events/upcoming')).json()) as MemberEventList;
  const event = list.events.find((candidate) => candidate.title.en === HOOKAH_NIGHT);
  expect(event, 'the demo hookah night').toBeDefined();
  return event!.id;
}

const VIEWPORTS: Record<Language, { width: number; height: number } | undefined> = {
  en: undefined,
  ar: { width: 390, height: 844 },
  fr: undefined,
  sw: undefined,
  am: undefined,
};

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a member sees her match going to an event once both chose "Show me to my matches as going"`, async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    await presetLanguage(context, language);
    const viewport = VIEWPORTS[language];
    if (viewport) await page.setViewportSize(viewport);
    const her = await secondBrowser(browser, 'en');
    const age = circleAge(`events-going-${language}`, testInfo);
    const { woman } = await matchedPair(
      baseURL!,
      { page: her.page, spec: { displayName: 'Zahra Ali', gender: 'woman', age, language: 'en' } },
      { page, spec: { displayName: 'Idris', gender: 'man', age, language } },
    );

    // She switches it on and goes, on her events page.
    await her.page.goto('/events');
    const eventId = await hookahNightId(her.page.request);
    const herSwitch = her.page.getByRole('switch', { name: tr('en', 'events.member.sharing.label') });
    await expect(herSwitch).not.toBeChecked();
    // The switch is drawn beside its hidden checkbox: a tap lands on its label, as a member's does.
    await her.page.getByText(tr('en', 'events.member.sharing.label'), { exact: true }).click();
    await expect(her.page.getByText(tr('en', 'events.member.sharing.savedOn'))).toBeVisible();
    const herCard = her.page.locator(`#event-${eventId}`);
    await herCard.getByRole('button', { name: tr('en', 'events.member.join') }).click();
    await expect(herCard).toContainText(tr('en', 'events.member.youAreGoing'));

    // He does not see her until he chooses it too.
    await page.goto('/events');
    const card = page.locator(`#event-${eventId}`);
    await expect(card).toBeVisible();
    const going = card.getByRole('list', { name: tr(language, 'events.member.matchesGoing') });
    await expect(going).toHaveCount(0);
    const mySwitch = page.getByRole('switch', { name: tr(language, 'events.member.sharing.label') });
    await expect(mySwitch).not.toBeChecked();
    await page.getByText(tr(language, 'events.member.sharing.label'), { exact: true }).click();
    await expect(page.getByText(tr(language, 'events.member.sharing.savedOn'))).toBeVisible();
    await expect(mySwitch).toBeChecked();
    // Her first name only (a member without a photo shows her initial beside it).
    await expect(going.getByRole('listitem')).toHaveCount(1);
    await expect(going.getByText('Zahra', { exact: true })).toBeVisible();
    await expect(going).not.toContainText('Ali');
    expect(woman.displayName).toBe('Zahra Ali');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, `/events with a match going (${language})`);

    // She leaves: he no longer sees her there.
    await herCard.getByRole('button', { name: tr('en', 'events.member.leave') }).click();
    await expect(herCard).not.toContainText(tr('en', 'events.member.youAreGoing'));
    await page.reload();
    await expect(page.locator(`#event-${eventId}`)).toBeVisible();
    await expect(going).toHaveCount(0);
    expect(her.watch.problems).toEqual([]);
    await her.context.close();
  });
}
