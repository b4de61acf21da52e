// The admin verification queue: the waiting count and each member's details, images loaded only
// on request, approve, reject only with a reason of 3 to 500 characters (nothing sent before),
// the toasts, the item gone after a decision, and the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../../test/user-events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingVerification } from '../../../../shared/contracts/verification';
import { toast } from '../../../components/ui/toaster';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { VerificationQueue } from './verification-queue';

vi.mock('../../../components/ui/toaster', () => ({ toast: vi.fn(() => 1) }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
});

const AWA: PendingVerification = {
  userId: 'userAwa1',
  displayName: 'Awa',
  email: 'awa@example.com',
  phoneNumber: '•••• 4567',
  submittedAt: '2026-05-01T10:30:00.000Z',
};
const MUSA: PendingVerification = {
  userId: 'userMusa2',
  displayName: 'Musa',
  email: 'musa@example.com',
  phoneNumber: null,
  submittedAt: '2026-05-02T08:00:00.000Z',
};
const STATUS = {
  status: 'approved',
  hasIdDocument: true,
  hasSelfie: true,
  phoneNumber: '•••• 4567',
  phoneVerified: true,
  rejectionReason: null,
  submittedAt: AWA.submittedAt,
  decidedAt: AWA.submittedAt,
};

async function renderQueue(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/admin/verifications': () => json(200, { items: [AWA, MUSA] }), ...routes });
  await renderWithProviders(<VerificationQueue />, { route: '/admin' });
  await screen.findByText('Waiting: 2');
  return stub;
}
const itemOf = (name: string) => screen.getByRole('article', { name });

describe('VerificationQueue', () => {
  it('lists the waiting members with their details, and loads an image only when asked', async () => {
    const user = setupUser();
    await renderQueue({});
    expect(screen.getByRole('heading', { level: 2, name: 'Identity verifications waiting' })).toBeTruthy();
    const awa = itemOf('Awa');
    expect(within(awa).getByText('awa@example.com')).toBeTruthy();
    expect(within(awa).getByText('•••• 4567')).toBeTruthy();
    expect(awa.querySelector('time')!.getAttribute('dateTime')).toBe(AWA.submittedAt);
    expect(within(itemOf('Musa')).getByText('Not given')).toBeTruthy();
    expect(screen.getAllByText('Each view is recorded.')).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(within(awa).getByRole('button', { name: 'Show ID document' }));
    const image = within(awa).getByRole('img', { name: 'ID document of Awa' });
    expect(image.getAttribute('src')).toBe('/api/admin/verifications/userAwa1/id-document');
    expect(within(awa).getByRole('button', { name: 'Hide ID document' }).getAttribute('aria-expanded')).toBe('true');
    // The selfie is still not loaded.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await user.click(within(awa).getByRole('button', { name: 'Show selfie' }));
    expect(within(awa).getByRole('img', { name: 'Selfie of Awa' }).getAttribute('src')).toBe('/api/admin/verifications/userAwa1/selfie');
  });

  it('approves, says so, and takes the member off the list', async () => {
    const user = setupUser();
    const { calls } = await renderQueue({ 'POST /api/admin/verifications/userAwa1/approve': () => json(200, STATUS) });
    await user.click(within(itemOf('Awa')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Awa' })).toBeNull());
    expect(screen.getByText('Waiting: 1')).toBeTruthy();
    expect(calls.map((call) => call.route)).toContain('POST /api/admin/verifications/userAwa1/approve');
    expect(screen.getByRole('status').textContent).toBe('\u2068Awa\u2069 is now verified.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('needs a reason of 3 to 500 characters before it rejects', async () => {
    const user = setupUser();
    const { calls } = await renderQueue({
      'POST /api/admin/verifications/userMusa2/reject': () =>
        json(200, { ...STATUS, status: 'rejected', rejectionReason: 'The ID photo is blurred.' }),
    });
    const musa = itemOf('Musa');
    await user.click(within(musa).getByRole('button', { name: 'Reject' }));
    const reason = within(musa).getByLabelText('Reason for the rejection (the member will read it)');
    await waitFor(() => expect(document.activeElement).toBe(reason));

    await user.click(within(musa).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(within(musa).getByRole('alert').textContent).toBe('Write a reason of 3 to 500 characters.'));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await user.type(reason, '  ok  ');
    await user.click(within(musa).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(musa).findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(calls.some((call) => call.route.includes('/reject'))).toBe(false);

    await user.clear(reason);
    await user.type(reason, 'The ID photo is blurred.');
    await user.click(within(musa).getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Musa' })).toBeNull());
    expect(calls.find((call) => call.route.includes('/reject'))).toEqual({
      route: 'POST /api/admin/verifications/userMusa2/reject',
      body: { reason: 'The ID photo is blurred.' },
    });
    expect(screen.getByRole('status').textContent).toBe('The verification of \u2068Musa\u2069 was rejected.');
  });

  it('keeps the member on the list and says why when the decision fails', async () => {
    const user = setupUser();
    await renderQueue({ 'POST /api/admin/verifications/userAwa1/approve': () => json(500, { code: 'INTERNAL' }) });
    await user.click(within(itemOf('Awa')).getByRole('button', { name: 'Approve' }));
    const alert = await within(itemOf('Awa')).findByRole('alert');
    expect(alert.textContent).toMatch(/^The decision could not be saved\. /);
    expect(within(itemOf('Awa')).getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(false);
  });

  it('says when nobody is waiting', async () => {
    stubFetch({ 'GET /api/admin/verifications': () => json(200, { items: [] }) });
    await renderWithProviders(<VerificationQueue />, { route: '/admin', language: 'fr' });
    expect(await screen.findByText("Aucune vérification d'identité n'attend d'examen.")).toBeTruthy();
    expect(screen.getByText('En attente : 0')).toBeTruthy();
  });
});
