// The landing page's behaviour and the spec's own English texts (quoted from the spec on purpose:
// the English locale must say exactly this). Other texts come from the locale files.
import { BASIC_PRICE_CENTS, COUNTER_NAMES } from '../src/shared/constants';
import type { PublicCounters } from '../src/shared/contracts/counters';
import { COUNTRY_CARDS } from '../src/shared/countries';
import { expect, presetLanguage, test } from './support/fixtures';
import { normalizeSpace, tr } from './support/locales';

const en = (key: string, values?: Record<string, string | number>) => tr('en', key, values);
const formatEn = (value: number) => new Intl.NumberFormat('en').format(value);

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the hero shows title, subtitle, tagline, features, price and the sign-up link', async ({ page }) => {
    const hero = page.getByRole('region', { name: en('landing.hero.title') });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(en('landing.hero.title'));
    await expect(hero.getByText(en('landing.hero.subtitle'))).toBeVisible();
    await expect(hero.getByText(en('common.tagline'))).toBeVisible();
    for (const feature of ['verified', 'culture', 'community']) {
      await expect(hero.getByText(en(`landing.hero.features.${feature}.title`))).toBeVisible();
    }
    // The spec's price badge: $5.99 per month (BASIC_PRICE_CENTS is the one source of the price).
    expect(BASIC_PRICE_CENTS).toBe(599);
    await expect(hero.getByText('$5.99', { exact: false })).toBeVisible();

    const signUp = hero.getByRole('link', { name: en('landing.hero.signUp') });
    await expect(signUp).toHaveAttribute('href', '/subscribe');
    await signUp.click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test('the preview button scrolls the featured profiles into view', async ({ page }) => {
    const profiles = page.locator('#profiles');
    await expect(profiles).not.toBeInViewport();
    await page.getByRole('button', { name: en('landing.hero.preview') }).click();
    await expect(profiles).toBeInViewport();
    await expect(page.locator('#profiles-title')).toBeFocused();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('eight featured profiles; Chat asks a visitor to upgrade', async ({ page }) => {
    const section = page.locator('#profiles');
    await expect(section.getByRole('heading', { level: 2, name: en('landing.profiles.title') })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(8);
    const chatButtons = section.getByRole('button', { name: new RegExp(`^${en('landing.profiles.chatWith', { name: '' })}`) });
    await expect(chatButtons).toHaveCount(8);

    await chatButtons.first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Upgrade to Premium to send unlimited messages!' })).toBeVisible();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('thirteen country links open their members page, with its live count and the way to join', async ({ page }) => {
    const section = page.locator('#culture');
    await expect(section.getByRole('heading', { level: 2, name: 'Across the Sahel' })).toBeVisible();
    const links = section.getByRole('link');
    await expect(links).toHaveCount(13);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(COUNTRY_CARDS.map((card) => `/members/${card.slug}`));

    const counted = await page.request.get('/api/members/gambia');
    const { verifiedMembers } = (await counted.json()) as { verifiedMembers: number };
    // Every card shows its page's live count (the same source, cached by the server), not a
    // made-up figure.
    for (const slug of ['somalia', 'gambia', 'america'] as const) {
      const live = ((await (await page.request.get(`/api/members/${slug}`)).json()) as { verifiedMembers: number }).verifiedMembers;
      const figure = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(live);
      await expect(section.getByRole('link', { name: new RegExp(`^${en(`common.countries.${slug}`)}\\b`) })).toContainText(
        en('landing.culture.members', { members: figure }),
      );
    }
    await section.getByRole('link', { name: new RegExp(`^${en('common.countries.gambia')}\\b`) }).click();
    await expect(page).toHaveURL(/\/members\/gambia$/);
    await expect(page.getByRole('heading', { level: 1, name: en('common.countries.gambia') })).toBeVisible();
    const count = en(verifiedMembers === 1 ? 'members.count_one' : 'members.count_other', { value: formatEn(verifiedMembers) });
    await expect(page.getByText(count, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: en('members.access.join.action') })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  test('the counters show the live figures of the demo community', async ({ page }) => {
    const response = await page.request.get('/api/counters');
    expect(response.ok()).toBe(true);
    const counters = (await response.json()) as PublicCounters;
    // The demo data's verified members, their confirmed matches and its events: live counts,
    // no longer the spec's fallbacks (those show on an empty database: counters.test.ts).
    for (const name of COUNTER_NAMES) {
      expect(counters[name].source, name).toBe('live');
      expect(counters[name].value, name).toBeGreaterThan(0);
    }

    const section = page.locator('#community');
    const expected = {
      verified: `${formatEn(counters.verified.value)}+`,
      matches: `${formatEn(counters.matches.value)}+`,
      events: `${formatEn(counters.events.value)}+`,
    };
    for (const name of COUNTER_NAMES) {
      const card = section.getByRole('listitem').filter({ hasText: en(`landing.counters.labels.${name}`) });
      await expect(card).toContainText(expected[name]);
    }
    await expect(section.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  test('non-premium visitors see the upgrade banner', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Upgrade to Premium for unlimited access to all profiles' })).toBeVisible();
  });

  test('the footer links to the landing sections, pages and support', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const anchor of ['about', 'pricing', 'safety', 'faq', 'testimonials', 'events']) {
      expect(hrefs).toContain(`/landing#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    }
    for (const path of ['/contact', '/privacy', '/terms']) expect(hrefs).toContain(path);
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  });
});

test.describe('in French', () => {
  test.beforeEach(async ({ context }) => presetLanguage(context, 'fr'));

  test('the price reads 5,99 $', async ({ page }) => {
    await page.goto('/landing');
    const hero = page.getByRole('region', { name: tr('fr', 'landing.hero.title') });
    await expect(hero).toBeVisible();
    // The hero's words show once the published texts (or the built-in ones) are known
    // (docs/decisions/0037-landing-editor.md): read them when they are there.
    await expect.poll(async () => normalizeSpace(await hero.innerText())).toContain('5,99 $');
  });
});
