// The account page's push notifications (docs/decisions/0035-push-notifications.md): a browser
// without push says so instead of offering a button that cannot work, and the choices are saved
// in the contract's shape, the message words never with private mode.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUSH_SETTINGS } from '../../../shared/contracts/push';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { PushNotifications } from './push-notifications';

afterEach(() => vi.restoreAllMocks());

describe('PushNotifications', () => {
  it('says when this browser cannot show notifications, and saves the choices the member makes', async () => {
    const saved = { ...DEFAULT_PUSH_SETTINGS, privateMode: false, showMessageText: true, timeZone: 'Africa/Nairobi' };
    const { calls } = stubFetch({
      'GET /api/push/settings': () =>
        json(200, { ...DEFAULT_PUSH_SETTINGS, timeZone: 'Africa/Nairobi', kinds: { ...DEFAULT_PUSH_SETTINGS.kinds, like: false } }),
      'PUT /api/push/settings': () => json(200, saved),
    });
    const user = setupUser();
    await renderWithProviders(<PushNotifications />, { route: '/account' });
    expect(await screen.findByText('This browser cannot show notifications from Sahel Hearts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).toBeNull();

    const words = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Show the words of messages/ });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'New likes' }).checked).toBe(false);
    expect(words.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Private: say only/ }));
    await user.click(words);
    await user.click(screen.getByRole('checkbox', { name: /No notifications during quiet hours/ }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.route === 'PUT /api/push/settings')?.body).toEqual({
        kinds: { match: true, message: true, like: false, 'event-reminder': true },
        privateMode: false,
        showMessageText: true,
        quietHours: { start: '23:00', end: '07:00' },
        timeZone: 'Africa/Nairobi',
      }),
    );
  });
});
