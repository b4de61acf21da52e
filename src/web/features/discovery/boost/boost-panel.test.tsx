// Premium's boost: one 24-hour boost every 7 days, the time left counting down while it runs,
// the day the next one opens, and a refused boost saying why. Only Premium members see it, and
// not while their profile is paused.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoostState } from '../../../../shared/contracts/discovery';
import { forgetSession, refreshSession } from '../../../lib/session/use-session';
import { renderWithProviders } from '../../../test/render';
import { member } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { DiscoveryPage } from '../discovery-page';
import { deck, json, stubApi } from '../test-fixtures';
import { BoostPanel } from './boost-panel';

const NOW = new Date('2030-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

beforeEach(() => forgetSession());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BoostPanel', () => {
  it('shows the time left of a running boost, counting down by the minute', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const running: BoostState = { available: false, activeUntil: at(5 * HOUR + 30 * 60_000), nextAvailableAt: at(6 * 24 * HOUR) };
    await renderWithProviders(<BoostPanel boost={running} />);
    expect(screen.getByRole('status').textContent).toBe('Your boost is on: 5 hours, 30 minutes left.');
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('Your boost is on: 5 hours, 29 minutes left.');
  });

  it('starts a boost when one is available', async () => {
    const user = setupUser();
    const api = stubApi({
      'POST /api/discovery/boost': () =>
        json(200, { available: false, activeUntil: new Date(Date.now() + 24 * HOUR).toISOString(), nextAvailableAt: null }),
    });
    await renderWithProviders(<BoostPanel boost={{ available: true, activeUntil: null, nextAvailableAt: null }} />);
    await user.click(screen.getByRole('button', { name: 'Boost my profile for 24 hours' }));
    expect((await screen.findByText(/^Your boost is on: /)).textContent).toBe('Your boost is on: 24 hours left.');
    expect(api.of('POST /api/discovery/boost')).toHaveLength(1);
  });

  it('says when the next boost opens, and why a refused one was refused', async () => {
    const user = setupUser();
    const next = '2030-03-15T09:30:00.000Z';
    stubApi({
      'POST /api/discovery/boost': () =>
        json(409, {
          code: 'BOOST_UNAVAILABLE',
          message: 'One boost every 7 days.',
          details: { available: false, activeUntil: null, nextAvailableAt: next },
        }),
    });
    await renderWithProviders(<BoostPanel boost={{ available: true, activeUntil: null, nextAvailableAt: null }} />);
    await user.click(screen.getByRole('button', { name: 'Boost my profile for 24 hours' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your boost is not available yet: one 24-hour boost every 7 days.'),
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Your next boost is available on .*15.*\.$/);
    expect(screen.queryByRole('button', { name: 'Boost my profile for 24 hours' })).toBeNull();
  });

  it('is on the page for Premium members only', async () => {
    const boost: BoostState = { available: true, activeUntil: null, nextAvailableAt: null };
    stubApi(
      { 'GET /api/discovery/deck': () => json(200, deck({ isPremium: true, boost })) },
      member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: true }),
    );
    await refreshSession();
    const premium = await renderWithProviders(<DiscoveryPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Boost' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'More with Premium' })).toBeNull();
    premium.unmount();
    vi.restoreAllMocks();
    forgetSession();

    stubApi({ 'GET /api/discovery/deck': () => json(200, deck({ boost: { ...boost, available: false } })) });
    await refreshSession();
    await renderWithProviders(<DiscoveryPage />);
    await screen.findByRole('heading', { level: 2, name: /Member m1/ });
    expect(screen.queryByRole('heading', { level: 2, name: 'Boost' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'More with Premium' })).toBeTruthy();
    expect(screen.getByText('A 24-hour boost every 7 days')).toBeTruthy();
  });

  it('is not on the page while the profile is paused (a boost would be refused), and is back once it is shown again', async () => {
    const user = setupUser();
    const boost: BoostState = { available: true, activeUntil: null, nextAvailableAt: null };
    let paused = true;
    const api = stubApi(
      {
        'GET /api/discovery/deck': () => json(200, deck({ isPremium: true, boost, paused, ...(paused ? { cards: [] } : {}) })),
        'PUT /api/profile/pause': () => {
          paused = false;
          return json(200, { paused: false });
        },
      },
      member({ hasSubscription: true, hasCompletedQuestionnaire: true, hasVerifiedID: true, isPremium: true }),
    );
    await refreshSession();
    await renderWithProviders(<DiscoveryPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your profile is paused' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Boost' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Boost my profile for 24 hours' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show my profile again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Boost' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: /Member m1/ });
    expect(api.of('PUT /api/profile/pause')).toHaveLength(1);
  });
});
