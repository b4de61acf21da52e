// The account page's push notifications (docs/decisions/0035-push-notifications.md): a browser
// without push says so instead of offering a button that cannot work, yet lists the member's
// devices and removes one; the quiet hours are saved in the contract's shape; this device's own
// choices are saved for it alone, the message words never with private mode.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUSH_DEVICE_CHOICES, DEFAULT_PUSH_SETTINGS, type PushDevice as Device } from '../../../shared/contracts/push';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { PushDevice } from './push-device';
import { PushNotifications } from './push-notifications';

afterEach(() => vi.restoreAllMocks());

const device = (id: number, label: string): Device => ({
  id,
  label,
  createdAt: '2026-11-20T09:30:00.000Z',
  lastSuccessAt: null,
  endpointSha256: `sha-${id}`,
  choices: DEFAULT_PUSH_DEVICE_CHOICES,
});

describe('PushNotifications', () => {
  it('says when this browser cannot show notifications, saves the quiet hours, and removes a lost device', async () => {
    let devices = [device(2, 'Firefox on Windows'), device(1, 'Chrome on Android')];
    const { calls } = stubFetch({
      'GET /api/push/settings': () => json(200, { ...DEFAULT_PUSH_SETTINGS, timeZone: 'Africa/Nairobi' }),
      'PUT /api/push/settings': () => json(200, { quietHours: { start: '23:00', end: '07:00' }, timeZone: 'Africa/Nairobi' }),
      'GET /api/push/devices': () => json(200, { devices }),
      'DELETE /api/push/devices/1': () => {
        devices = devices.filter((one) => one.id !== 1);
        return json(200, { removed: true });
      },
    });
    const user = setupUser();
    await renderWithProviders(<PushNotifications />, { route: '/account' });
    expect(await screen.findByText('This browser cannot show notifications from Sahel Hearts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).toBeNull();

    await user.click(await screen.findByRole('checkbox', { name: /No notifications during quiet hours/ }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    expect(await screen.findByText('Your quiet hours are saved.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.route === 'PUT /api/push/settings')?.body).toEqual({
        quietHours: { start: '23:00', end: '07:00' },
        timeZone: 'Africa/Nairobi',
      }),
    );

    expect(screen.getByText('Firefox on Windows')).toBeTruthy();
    expect(screen.getAllByText('No notification sent yet')).toHaveLength(2);
    expect(screen.queryByText('This device')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    expect(calls.filter((call) => call.route === 'DELETE /api/push/devices/1')).toHaveLength(1);
    expect(screen.getByText('Firefox on Windows')).toBeTruthy();
  });

  it('saves this device’s own choices, for this device only', async () => {
    const here = device(7, 'Chrome on Android');
    const saved = { ...here, choices: { ...here.choices, privateMode: false, showMessageText: true } };
    const { calls } = stubFetch({ 'PUT /api/push/devices/7': () => json(200, saved) });
    const user = setupUser();
    await renderWithProviders(<PushDevice state={{ supported: true, permission: 'granted', endpointSha256: 'sha-7' }} here={here} />, {
      route: '/account',
    });
    expect(screen.getByText('Notifications are on for this device.').getAttribute('role')).toBe('status');
    const words = screen.getByRole<HTMLInputElement>('checkbox', { name: /Show the words of messages/ });
    expect(words.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'New likes' }));
    await user.click(screen.getByRole('checkbox', { name: /Private: say only/ }));
    await user.click(words);
    await user.click(screen.getByRole('button', { name: "Save this device's choices" }));
    expect(await screen.findByText("This device's choices are saved.")).toBeTruthy();
    expect(calls.find((call) => call.route === 'PUT /api/push/devices/7')?.body).toEqual({
      kinds: { match: true, message: true, like: false, 'event-reminder': true },
      privateMode: false,
      showMessageText: true,
    });
  });
});
