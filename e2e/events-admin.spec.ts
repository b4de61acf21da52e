// Events members can join, in a real browser against the real server (docs/decisions/0032-events.md):
// the demo admin (password and TOTP code) creates an event with English and French titles and
// publishes it; Dawit, a Basic member, says he is going, sees the venue and downloads the
// calendar file; the seeded Premium-only meetup tells him why he cannot go and refuses him.
// Named *admin.spec.ts: it runs in the admin project, after the specs that read the counters.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { tr } from './support/locales';
import { signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { signInAsDemoAdmin } from './support/demo-admin';

const DAWIT = { email: 'dawit@demo.sahelhearts.test', password: 'sahel-demo-member' };
const TITLES = { en: 'Hookah night by the lake', fr: 'Soirée chicha au bord du lac' };
/** A retry runs both tests again: its event is a new one, not a second of the same name. */
const titleOf = (retry: number) => (retry === 0 ? TITLES : { en: `${TITLES.en} (${retry})`, fr: `${TITLES.fr} (${retry})` });
const VENUE = 'Lakeside Terrace, 3 Ngong Road';
// The Premium-only meetup of the demo seed (src/server/seed/joinable-events.ts).
const PREMIUM_MEETUP = 'Premium members’ meetup';

test.describe('events members can join', () => {
  test.describe.configure({ mode: 'serial' });

  test('the admin creates an event in English and French, and publishes it', async ({ page }, testInfo) => {
    const title = titleOf(testInfo.retry);
    await signInAsDemoAdmin(page, 'en');
    const section = page.getByRole('region', { name: tr('en', 'admin.events.title') });
    await section.getByRole('button', { name: tr('en', 'admin.events.new') }).click();
    const form = page.getByRole('form', { name: tr('en', 'admin.events.newTitle') });
    await form.getByLabel(tr('en', 'admin.events.fields.kind')).selectOption('hookah-gatherings');
    await form.getByLabel(tr('en', 'admin.events.titleIn.en')).fill(title.en);
    await form.getByLabel(tr('en', 'admin.events.titleIn.fr')).fill(title.fr);
    await form.getByLabel(tr('en', 'admin.events.fields.city')).fill('Nairobi');
    await form.getByLabel(tr('en', 'admin.events.fields.country')).fill('KE');
    await form.getByLabel(tr('en', 'admin.events.fields.venue')).fill(VENUE);
    await form.getByLabel(tr('en', 'admin.events.fields.timeZone')).fill('Africa/Nairobi');
    await form.getByLabel(tr('en', 'admin.events.fields.startsAt')).fill('2030-12-06T19:00');
    await form.getByLabel(tr('en', 'admin.events.fields.endsAt')).fill('2030-12-06T23:00');
    await form.getByLabel(tr('en', 'admin.events.fields.capacity')).fill('20');
    await form.getByRole('button', { name: tr('en', 'admin.events.save') }).click();
    await expect(form).toHaveCount(0);

    const item = section.getByRole('listitem', { name: title.en });
    await expect(item).toContainText(tr('en', 'admin.events.statuses.draft'));
    await item.getByRole('button', { name: tr('en', 'admin.events.publish') }).click();
    await expect(item).toContainText(tr('en', 'admin.events.statuses.published'));
    await expectNoAxeViolations(page, '/admin (events)');
  });

  test('a Basic member goes, sees the venue and downloads the calendar; the Premium-only meetup refuses him', async ({
    page,
  }, testInfo) => {
    const title = titleOf(testInfo.retry);
    await signIn(page, 'en', DAWIT.email, DAWIT.password);
    await page.goto('/events');
    const section = page.getByRole('region', { name: tr('en', 'events.member.title') });
    const card = section.getByRole('article', { name: title.en });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(VENUE);
    await card.getByRole('button', { name: tr('en', 'events.member.join') }).click();
    await expect(card).toContainText(VENUE);
    await expect(card).toContainText(tr('en', 'events.member.youAreGoing'));
    await expectNoAxeViolations(page, '/events (a member going)');

    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: tr('en', 'events.member.ics') }).click();
    const download = await downloading;
    const calendar = await readFile(await download.path(), 'utf8');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain('DTSTART:20301206T160000Z\r\n');
    expect(calendar).toContain(`SUMMARY:${title.en}\r\n`);
    expect(calendar).toContain('LOCATION:Lakeside Terrace\\, 3 Ngong Road\\, Nairobi\r\n');

    const meetup = section.getByRole('article', { name: PREMIUM_MEETUP });
    await expect(meetup).toContainText(tr('en', 'events.member.premiumOnlyWhy'));
    await expect(meetup.getByRole('link', { name: tr('en', 'events.member.upgrade') })).toHaveAttribute('href', '/pricing');
    await expect(meetup.getByRole('button', { name: tr('en', 'events.member.join') })).toHaveCount(0);
    // The server refuses him too, whatever the page shows.
    const id = (await meetup.getAttribute('id'))?.replace('event-', '');
    const origin = new URL(page.url()).origin;
    const refused = await page.request.put(`/api/events/${id}/rsvp`, { headers: { origin } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('EVENT_PREMIUM_ONLY');
  });
});
