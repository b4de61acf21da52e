// The waiting list and the reminder of an event, in real browsers against the real server
// (docs/decisions/0032-events.md, "In the browser"): the demo admin publishes an event with one
// place that starts in 20 hours; Amina goes, Béatrice (in French) and then Chidi join the waiting
// list as numbers 1 and 2; Amina leaves, so Béatrice is going and Chidi is first in line. The
// e-mails wait for the event-notices job, which the e2e server never schedules (NODE_ENV=test,
// docs/decisions/0030-job-queue.md): the admin's "Run now" runs it, and Béatrice's "a place is
// yours" and her reminder for the day before are in the development outbox, in French, at once.
// No clock is waited for: the event is made to start within the day the reminder looks ahead.
// Its three members are its own (support/discovery-members.ts), their profiles paused so that no
// other spec's deck ever shows them. Named *admin.spec.ts: it runs in the admin project.
import type { APIRequestContext, Browser } from '@playwright/test';
import type { MemberEventList } from '../src/shared/contracts/member-events';
import { expectNoAxeViolations } from './support/axe';
import { secondBrowser } from './support/conversations';
import { createDiscoveryMember, type DiscoveryMember } from './support/discovery-members';
import { expect, test } from './support/fixtures';
import { type Language, tr } from './support/locales';
import { signInAsDemoAdmin } from './support/demo-admin';

const HOUR_MS = 60 * 60 * 1000;
/** Older than every demo member and every discovery circle's first try; paused anyway. */
const AGE = 99;

/** 'YYYY-MM-DDTHH:MM' in UTC, as the admin's datetime-local fields take it for an event in UTC. */
const localUtc = (date: Date) => date.toISOString().slice(0, 16);

/** A verified member signed in on a browser of their own, in `language`, their profile paused. */
async function memberBrowser(browser: Browser, origin: string, displayName: string, language: Language) {
  const own = await secondBrowser(browser, language);
  const member = await createDiscoveryMember(own.page.request, origin, { displayName, gender: 'woman', age: AGE, language });
  const paused = await own.page.request.put('/api/profile/pause', { data: { paused: true }, headers: { origin } });
  expect(paused.status()).toBe(200);
  return { ...own, member };
}

async function eventId(api: APIRequestContext, title: string): Promise<number> {
  const list = (await (await api.get('/api/events/upcoming')).json()) as MemberEventList;
  const event = list.events.find((candidate) => candidate.title.en === title);
  expect(event, title).toBeDefined();
  return event!.id;
}

/** The subjects of the e-mails to `member` about the event (their sign-up's are not). */
async function eventMailTo(api: APIRequestContext, member: DiscoveryMember, marker: string): Promise<string[]> {
  const answer = await api.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
  expect(answer.status()).toBe(200);
  const { messages } = (await answer.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject).filter((subject) => subject.includes(marker));
}

test('the waiting list promotes in order, and the reminder for the day before is in the outbox when the job runs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const title = { en: `Tea on the river ${suffix}`, fr: `Thé au bord du fleuve ${suffix}` };
  const [amina, beatrice, chidi] = await Promise.all([
    memberBrowser(browser, baseURL!, 'Amina', 'en'),
    memberBrowser(browser, baseURL!, 'Béatrice', 'fr'),
    memberBrowser(browser, baseURL!, 'Chidi', 'en'),
  ]);

  // The admin publishes an event with one place, starting in 20 hours: a reminder is owed now.
  await signInAsDemoAdmin(page, 'en');
  const events = page.getByRole('region', { name: tr('en', 'admin.events.title') });
  await events.getByRole('button', { name: tr('en', 'admin.events.new') }).click();
  const form = page.getByRole('form', { name: tr('en', 'admin.events.newTitle') });
  await form.getByLabel(tr('en', 'admin.events.fields.kind')).selectOption('hookah-gatherings');
  await form.getByLabel(tr('en', 'admin.events.titleIn.en')).fill(title.en);
  await form.getByLabel(tr('en', 'admin.events.titleIn.fr')).fill(title.fr);
  await form.getByLabel(tr('en', 'admin.events.fields.city')).fill('Niamey');
  await form.getByLabel(tr('en', 'admin.events.fields.country')).fill('NE');
  await form.getByLabel(tr('en', 'admin.events.fields.venue')).fill('The river terrace');
  await form.getByLabel(tr('en', 'admin.events.fields.timeZone')).fill('UTC');
  const startsAt = new Date(Date.now() + 20 * HOUR_MS);
  await form.getByLabel(tr('en', 'admin.events.fields.startsAt')).fill(localUtc(startsAt));
  await form.getByLabel(tr('en', 'admin.events.fields.endsAt')).fill(localUtc(new Date(startsAt.getTime() + 3 * HOUR_MS)));
  await form.getByLabel(tr('en', 'admin.events.fields.capacity')).fill('1');
  await form.getByRole('button', { name: tr('en', 'admin.events.save') }).click();
  await expect(form).toHaveCount(0);
  const item = events.getByRole('listitem', { name: title.en });
  await item.getByRole('button', { name: tr('en', 'admin.events.publish') }).click();
  await expect(item).toContainText(tr('en', 'admin.events.statuses.published'));
  const id = await eventId(amina.page.request, title.en);

  // Amina takes the one place.
  await amina.page.goto('/events');
  const aminaCard = amina.page.locator(`#event-${id}`);
  await aminaCard.getByRole('button', { name: tr('en', 'events.member.join') }).click();
  await expect(aminaCard).toContainText(tr('en', 'events.member.youAreGoing'));

  // Béatrice, then Chidi, join the waiting list: numbers 1 and 2.
  await beatrice.page.goto('/events');
  const beatriceCard = beatrice.page.locator(`#event-${id}`);
  await beatriceCard.getByRole('button', { name: tr('fr', 'events.member.joinWaitingList') }).click();
  await expect(beatriceCard).toContainText(tr('fr', 'events.member.youAreWaiting', { position: 1 }));
  await chidi.page.goto('/events');
  const chidiCard = chidi.page.locator(`#event-${id}`);
  await chidiCard.getByRole('button', { name: tr('en', 'events.member.joinWaitingList') }).click();
  await expect(chidiCard).toContainText(tr('en', 'events.member.youAreWaiting', { position: 2 }));
  await expectNoAxeViolations(chidi.page, '/events (on the waiting list)');

  // Amina leaves: the place goes to the first in line.
  await aminaCard.getByRole('button', { name: tr('en', 'events.member.leave') }).click();
  await expect(aminaCard).not.toContainText(tr('en', 'events.member.youAreGoing'));
  await beatrice.page.reload();
  await expect(beatriceCard).toContainText(tr('fr', 'events.member.youAreGoing'));
  await expect(beatriceCard).toContainText('The river terrace');
  await chidi.page.reload();
  await expect(chidiCard).toContainText(tr('en', 'events.member.youAreWaiting', { position: 1 }));

  // Nothing is e-mailed until the job runs; the admin runs it now.
  const promoted = `Une place pour vous : ${title.fr}`;
  const reminder = `Demain : ${title.fr}`;
  expect(await eventMailTo(page.request, beatrice.member, suffix)).toEqual([]);
  const jobs = page.getByRole('region', { name: tr('en', 'admin.jobs.title') });
  await jobs.getByRole('button', { name: tr('en', 'admin.jobs.runJob', { name: 'event-notices' }) }).click();
  await expect(jobs.getByRole('status')).toHaveText(tr('en', 'admin.jobs.ran', { name: 'event-notices' }));
  await expectNoAxeViolations(page, '/admin (a job run now)');

  // Béatrice's two e-mails, in French, are in the outbox; none for Amina nor Chidi.
  await expect.poll(async () => (await eventMailTo(page.request, beatrice.member, suffix)).sort()).toEqual([promoted, reminder].sort());
  expect(await eventMailTo(page.request, amina.member, suffix)).toEqual([]);
  expect(await eventMailTo(page.request, chidi.member, suffix)).toEqual([]);
  await beatrice.page.goto('/dev/outbox');
  for (const subject of [promoted, reminder]) {
    await expect(beatrice.page.getByRole('article', { name: subject })).toContainText(beatrice.member.email);
  }

  for (const one of [amina, beatrice, chidi]) {
    expect(one.watch.problems).toEqual([]);
    await one.context.close();
  }
});
