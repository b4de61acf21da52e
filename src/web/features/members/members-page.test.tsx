// The country page (/members/{country}): the live count for everyone; for those who may not see
// members, the one next step that would let them; for verified subscribers, the members (drawn
// by the route's slot), with a blocked member taken off at once.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryMembers, MemberCard } from '../../../shared/contracts/discovery';
import type { Me } from '../../../shared/contracts/me';
import { COUNTRY_CARDS, type CountrySlug } from '../../../shared/countries';
import { forgetSession } from '../../lib/session/use-session';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { MemberGrid } from './member-grid';
import { MembersPage } from './members-page';

beforeEach(() => forgetSession());
afterEach(() => vi.restoreAllMocks());

const cardOf = (slug: CountrySlug) => COUNTRY_CARDS.find((card) => card.slug === slug)!;
const VERIFIED: Partial<Me> = { hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true };

const AWA: MemberCard = {
  id: 'awa1',
  displayName: 'Awa',
  age: 29,
  city: 'Dakar',
  country: 'SN',
  distance: 'same_city',
  profession: 'Pharmacist',
  bio: '',
  isPremium: true,
  photo: { url: '/api/photos/awa-photo/card', width: 480, height: 600 },
  compatibility: { score: 91, reasons: [] },
};
const BINTA: MemberCard = {
  ...AWA,
  id: 'binta1',
  displayName: 'Binta',
  isPremium: false,
  photo: null,
  compatibility: { score: 80, reasons: [] },
};

async function renderPage({
  me = VISITOR,
  page,
  slug = 'senegal',
  language = 'en',
}: {
  me?: Me;
  page?: Partial<CountryMembers> | (() => Response);
  slug?: CountrySlug;
  language?: 'en' | 'ar';
} = {}) {
  const answer = typeof page === 'function' ? page : () => json(200, { country: slug, verifiedMembers: 2300, members: null, ...page });
  const stub = stubFetch({ 'GET /api/me': () => json(200, me), [`GET /api/members/${slug}`]: answer });
  const renderMembers = vi.fn((members: MemberCard[], onGone: (id: string) => void) => (
    <>
      <MemberGrid members={members} onOpen={(opened) => onGone(opened.id)} />
    </>
  ));
  await renderWithProviders(<MembersPage card={cardOf(slug)} renderMembers={renderMembers} />, { route: `/members/${slug}`, language });
  return { ...stub, renderMembers };
}

describe('MembersPage', () => {
  it('shows a visitor the live count and the way to join, and no members', async () => {
    const { renderMembers } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Senegal' })).toBeTruthy();
    expect(await screen.findByText('2,300 verified members')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Meet them on Sahel Hearts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'All countries' }).getAttribute('href')).toBe('/landing#culture');
    expect(renderMembers).not.toHaveBeenCalled();
    expect(document.title).toBe('Members by country | Sahel Hearts');
  });

  it('says one member in the singular, and tells the America page apart', async () => {
    await renderPage({ slug: 'america', page: { verifiedMembers: 1 } });
    expect(await screen.findByText('1 verified member')).toBeTruthy();
    expect(screen.getByText(/living in the United States/)).toBeTruthy();
  });

  it.each([
    ['a member without a membership', member(), 'Subscribe to meet them', 'Choose your plan', '/subscribe'],
    [
      'a subscriber who has not verified',
      member({ hasSubscription: true, hasCompletedQuestionnaire: true }),
      'Almost there',
      'Continue',
      '/',
    ],
    ['a verified subscriber with no profile yet', member(VERIFIED), 'Save your profile first', 'Fill in my profile', '/profile'],
  ])('shows %s the next step', async (_who, me, title, action, href) => {
    await renderPage({ me });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows a verified subscriber the members, and takes one off when they are blocked', async () => {
    const user = setupUser();
    const { renderMembers } = await renderPage({ me: member(VERIFIED), page: { verifiedMembers: 12, members: [AWA, BINTA] } });
    expect(await screen.findByText('12 verified members')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(renderMembers).toHaveBeenLastCalledWith([AWA, BINTA], expect.any(Function));
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
    // The test's slot calls onGone on "View profile", as the dialog does after a block.
    await user.click(screen.getByRole('button', { name: 'View profile of Awa' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('article', { name: /Awa/ })).toBeNull();
  });

  it('says when the page cannot be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    await renderPage({
      page: () =>
        fail
          ? json(503, { code: 'DATABASE_UNAVAILABLE', message: 'down' })
          : json(200, { country: 'senegal', verifiedMembers: 7, members: null }),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/We could not load this page/));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7 verified members')).toBeTruthy();
  });

  it('speaks Arabic, with its plural forms, right to left', async () => {
    await renderPage({ language: 'ar', page: { verifiedMembers: 3 } });
    expect(screen.getByRole('heading', { level: 1, name: 'السنغال' })).toBeTruthy();
    expect(await screen.findByText(/أعضاء موثّقين/)).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('MemberGrid', () => {
  it('shows each member with photo, name, age, city and match, and opens their profile', async () => {
    const user = setupUser();
    const onOpen = vi.fn();
    await renderWithProviders(<MemberGrid members={[AWA, BINTA]} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Members you may like' })).toBeTruthy();
    expect(screen.getByText(/counted above but not listed here/)).toBeTruthy();
    const awa = screen.getByRole('article', { name: /Awa/ });
    expect(
      within(awa)
        .getByRole('heading', { level: 3 })
        .textContent.replace(/[\u2068\u2069]/g, ''),
    ).toBe('Awa, 29');
    expect(within(awa).getByText('Dakar')).toBeTruthy();
    expect(within(awa).getByText('91% match')).toBeTruthy();
    expect(within(awa).getByText('Premium')).toBeTruthy();
    expect(awa.querySelector('img')!.getAttribute('src')).toBe('/api/photos/awa-photo/card');
    const binta = screen.getByRole('article', { name: /Binta/ });
    expect(binta.querySelector('img')).toBeNull();
    expect(within(binta).queryByText('Premium')).toBeNull();
    await user.click(within(binta).getByRole('button', { name: 'View profile of Binta' }));
    expect(onOpen).toHaveBeenCalledWith(BINTA);
  });

  it('says so when there is nobody to show', async () => {
    await renderWithProviders(<MemberGrid members={[]} onOpen={() => {}} />);
    expect(screen.getByText(/Nobody to show you here yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
