// The home page / behind every gate (spec sections 2 and 4): the progress, then the first gate
// not yet passed, or 'You've completed all steps!'.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../shared/contracts/me';
import { renderWithProviders } from '../../test/render';
import { json, member, stubFetch, VISITOR } from '../../test/session-fixtures';
import { forgetSession } from '../../lib/session/use-session';
import { forgetUnreadTotal } from '../../lib/unread-messages';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { formatPrice } from '../../lib/format';
import { Toaster, TOAST_DURATION_MS } from '../../components/ui/toaster';
import { HomePage } from './home-page';
import { NOT_STARTED_VERIFICATION } from '../../../shared/contracts/verification';

beforeEach(() => {
  forgetSession();
  forgetUnreadTotal();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderGate(me: Me, route = '/', language: 'en' | 'ar' = 'en', routes: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    'GET /api/me': () => json(200, me),
    'GET /api/payments/providers': () => json(200, { card: 'sandbox', paypal: 'sandbox' }),
    'GET /api/questionnaire': () => json(200, { answers: null }),
    'GET /api/profile': () => json(200, { displayName: 'Amina', profile: null }),
    'GET /api/verification': () => json(200, NOT_STARTED_VERIFICATION),
    ...routes,
  });
  // The app's Toaster, as in root-layout.tsx: the confirmation link's notice is a toast.
  const result = await renderWithProviders(
    <>
      <HomePage />
      <Toaster />
    </>,
    { route, language },
  );
  await screen.findByRole('region', { name: language === 'en' ? 'Your Progress' : 'تقدّمك' });
  return result;
}

const partner = (id: string, displayName: string) => ({ id, displayName, photo: null });
const CONVERSATIONS = {
  conversations: [
    {
      id: 5,
      partner: partner('u5', 'Yusuf'),
      lastMessage: { body: 'See you Friday?', sentAt: '2026-11-27T10:00:00.000Z', fromMe: false },
      unread: 2,
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
    { id: 7, partner: partner('u7', 'Hawa'), lastMessage: null, unread: 0, updatedAt: '2026-11-27T09:00:00.000Z' },
    {
      id: 9,
      partner: partner('u9', 'Omar'),
      lastMessage: { body: 'Thanks!', sentAt: '2026-11-26T10:00:00.000Z', fromMe: true },
      unread: 0,
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  unreadTotal: 2,
  allowance: { perDay: 10, left: 10, resetsAt: '2026-11-28T00:00:00.000Z' },
};

const FULL_PROFILE = {
  gender: 'woman',
  seeking: 'men',
  ageMin: 28,
  ageMax: 40,
  heritageCountry: 'somalia',
  residenceCountry: 'US',
  city: 'Minneapolis',
  religion: null,
  practice: null,
  languages: ['so', 'en'],
  maritalHistory: null,
  childrenHave: null,
  childrenWant: null,
  education: 'master',
  profession: 'Nurse',
  interests: ['cooking'],
  openToRelocating: null,
  showReligion: false,
  showHeritage: false,
  showOnPublicPage: false,
};

/** What the Questionnaire step asks of the profile; the rest left unsaid (docs/decisions/0031-profile-in-onboarding.md). */
const REQUIRED_ONLY = {
  ...FULL_PROFILE,
  city: '',
  languages: [],
  education: null,
  profession: '',
  interests: [],
};

const current = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');

describe('HomePage', () => {
  it('asks a visitor to sign in or create an account (step 1 of 5)', async () => {
    await renderGate(VISITOR);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Sahel Hearts' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(current()!.textContent).toBe('1Sign In');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in or create your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });

  it('shows a member without a subscription the paywall, with the price', async () => {
    await renderGate(member());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Amina' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(current()!.textContent).toMatch(/Subscribe/);
    expect(screen.getByRole('heading', { level: 2, name: 'Join Sahel Hearts' })).toBeTruthy();
    expect(screen.getByText('$5.99 per month')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Your Progress' })).getAllByRole('listitem');
    expect(steps[1]!.textContent).not.toMatch(/Coming soon/);
    expect(steps[0]!.textContent).toMatch(/done/);
    expect(steps[2]!.textContent).not.toMatch(/Coming soon/);
    expect(steps[3]!.textContent).not.toMatch(/Coming soon/);
  });

  it('shows a subscriber the questionnaire (step 3 of 5)', async () => {
    await renderGate(member({ hasSubscription: true }));
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sahel Hearts Dating & Marriage Questionnaire' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a verified member who answered before the profile joined the step back to step 3, on its profile page', async () => {
    const answers = { relationshipGoals: 'marriage', preferences: ['culture'], lifestyle: 'active', bio: 'Teacher in Niamey.' };
    await renderGate(member({ hasSubscription: true, hasVerifiedID: true }), '/', 'en', {
      'GET /api/questionnaire': () => json(200, { answers }),
    });
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(current()!.textContent).toMatch(/Questionnaire/);
    expect(await screen.findByRole('heading', { level: 2, name: 'You and whom you seek' })).toBeTruthy();
    expect(screen.getByText('Part 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "You've completed all steps!" })).toBeNull();
  });

  it('shows the Verify ID step, starting with the ID document (step 4 of 5)', async () => {
    await renderGate(member({ hasSubscription: true, hasCompletedQuestionnaire: true }));
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your identity' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Upload ID Document' })).toBeTruthy();
  });

  it("greets a member past every step with 'You've completed all steps!' and their home, from the server's data", async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true })),
      'GET /api/me/badges': () => json(200, { unreadMessages: 2, newLikes: 3 }),
      'GET /api/conversations': () => json(200, CONVERSATIONS),
      'GET /api/profile': () => json(200, { displayName: 'Amina', profile: REQUIRED_ONLY }),
      'GET /api/profile/photos': () => json(200, { photos: [] }),
    });
    await renderWithProviders(<HomePage />, { route: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: "You've completed all steps!" })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover people' }).getAttribute('href')).toBe('/profiles');

    const likes = screen.getByRole('region', { name: 'Likes' });
    expect(await within(likes).findByText('3 people like you')).toBeTruthy();
    // A Basic member is shown the Likes screen, where the way to Premium is.
    expect(within(likes).getByRole('link', { name: 'See your likes' }).getAttribute('href')).toBe('/likes');

    const matches = await screen.findByRole('region', { name: 'New matches' });
    expect(within(matches).getByRole('link', { name: 'Hawa' }).getAttribute('href')).toBe('/messages/7');
    const unread = screen.getByRole('region', { name: 'Unread messages' });
    const conversation = within(unread).getByRole('link', { name: /Yusuf/ });
    expect(conversation.getAttribute('href')).toBe('/messages/5');
    // The initial (no photo), the name, the last message and how many wait.
    expect(conversation.textContent).toBe('YYusufSee you Friday?2 unread');
    // The read conversation is in neither list.
    expect(screen.queryByText('Omar')).toBeNull();

    const next = await screen.findByRole('region', { name: 'What to do next' });
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add a photo', '/profile'],
      ['Finish your profile', '/profile'],
      ['Go Premium', '/pricing'],
    ]);
    expect(calls.filter((call) => call.route === 'GET /api/me/badges')).toHaveLength(1);
  });

  it('tells a Premium member with a full profile who waits, and that all is done, in Arabic', async () => {
    stubFetch({
      'GET /api/me': () =>
        json(200, member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: true })),
      'GET /api/me/badges': () => json(200, { unreadMessages: 0, newLikes: 1 }),
      'GET /api/conversations': () => json(200, { ...CONVERSATIONS, conversations: [] }),
      'GET /api/profile': () => json(200, { displayName: 'Amina', profile: FULL_PROFILE }),
      'GET /api/profile/photos': () =>
        json(200, {
          photos: [
            {
              id: '4b7f6f0e-6c1d-4f0a-9d59-8d2f3c1a2b3c',
              position: 0,
              isMain: true,
              width: 600,
              height: 800,
              largeUrl: '/p/l',
              cardUrl: '/p/c',
            },
          ],
        }),
    });
    await renderWithProviders(<HomePage />, { route: '/', language: 'ar' });
    const likes = await screen.findByRole('region', { name: 'الإعجابات' });
    expect(await within(likes).findByText('شخص واحد معجب بك')).toBeTruthy();
    expect(within(likes).getByRole('link', { name: 'اعرف من أُعجب بك' }).getAttribute('href')).toBe('/likes');
    expect(await screen.findByText('لا توافق جديد ينتظر رسالة أولى.')).toBeTruthy();
    expect(screen.getByText('لقد قرأت كل شيء.')).toBeTruthy();
    expect(await screen.findByText('ملفك الشخصي مكتمل. واصل الاكتشاف!')).toBeTruthy();
  });

  it('greets the member the confirmation link signed in with a toast beside the paywall, not above it', async () => {
    const { router } = await renderGate(member(), '/?verified=1');
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Your e-mail address is confirmed, and you are signed in.')).toBeTruthy();
    // Outside <main>: the step keeps its place on the first screen.
    expect(screen.getByRole('main').contains(notice)).toBe(false);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeTruthy();
    // Said once: the address loses ?verified, so a reload does not say it again.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/');
  });

  it('hides the confirmation toast after its time', async () => {
    // GET /api/me answers when the test says, once the toast's timeouts are the test's.
    let answerMe!: (response: Response) => void;
    stubFetch({
      'GET /api/me': () => new Promise<Response>((resolve) => (answerMe = resolve)),
      'GET /api/payments/providers': () => json(200, { card: 'sandbox', paypal: 'sandbox' }),
    });
    await renderWithProviders(
      <>
        <HomePage />
        <Toaster />
      </>,
      { route: '/?verified=1' },
    );
    // Nothing is said before the server has said who this is.
    expect(screen.queryByRole('status')).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      answerMe(json(200, member()));
      // Let the answer through without moving the fake clock (vi.waitFor would move it).
      for (let turn = 0; turn < 50 && !screen.queryByRole('status'); turn += 1) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      expect(screen.queryByRole('status')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the confirmation toast with its dismiss button, in Arabic', async () => {
    await renderGate(member(), '/?verified=1', 'ar');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/تم تأكيد/);
    fireEvent.click(within(notice).getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks a visitor to sign in when the link opened no session (a link used again)', async () => {
    await renderGate(VISITOR, '/?verified=1');
    expect(within(await screen.findByRole('status')).getByText('Your e-mail address is confirmed. Sign in to continue.')).toBeTruthy();
  });

  it('shows a failed e-mail confirmation as an alert toast', async () => {
    const { router } = await renderGate(VISITOR, '/?error=INVALID_TOKEN');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This confirmation link is not valid any more/);
    expect(screen.getByRole('main').contains(alert)).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('says nothing on a plain visit', async () => {
    await renderGate(member(), '/');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toEqual([]);
  });

  it('speaks Arabic, with the price formatted for Arabic', async () => {
    await renderGate(member(), '/', 'ar');
    expect(screen.getByText('الخطوة 2 من 5')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'انضم إلى Sahel Hearts' })).toBeTruthy();
    const price = `${formatPrice(BASIC_PRICE_CENTS, 'ar')} شهريًا`;
    expect([...document.querySelectorAll('p')].some((p) => p.textContent === price)).toBe(true);
    expect(await screen.findByRole('button', { name: 'الدفع بالبطاقة' })).toBeTruthy();
  });

  it('offers a retry when /api/me cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json(200, VISITOR));
    const { getByRole } = await renderWithProviders(<HomePage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toMatch(/We could not reach Sahel Hearts/);
    fireEvent.click(retry);
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    expect(getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
