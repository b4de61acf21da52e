// The open reports on /admin: newest first as the server sends them, each with the reported
// member, their e-mail, the reason in words, the reporter (or a deleted account), when, and the
// details; the count; the empty state; a failure with a retry.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { json, stubFetch } from '../../../test/session-fixtures';
import { setupUser } from '../../../test/user-events';
import { OpenReports } from './open-reports';
import type { OpenReport } from './reports-api';

afterEach(() => vi.restoreAllMocks());

const SCAM: OpenReport = {
  id: 12,
  reason: 'scam',
  details: 'Asked me for money\nfor a plane ticket.',
  createdAt: '2026-05-02T08:00:00.000Z',
  reporter: { id: 'u-awa', displayName: 'Awa' },
  reported: { id: 'u-musa', displayName: 'Musa', email: 'musa@example.com' },
};
const PHOTO: OpenReport = {
  id: 9,
  reason: 'offensive_photo',
  details: '',
  createdAt: '2026-05-01T10:30:00.000Z',
  reporter: null,
  reported: { id: 'u-ali', displayName: 'Ali', email: 'ali@example.com' },
};

describe('OpenReports', () => {
  it('lists the open reports with who, why, by whom, when and the details', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM, PHOTO] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    expect(await screen.findByText('Open: 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Open reports' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Open reports' })).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Musa', 'Ali']);
    const musa = screen.getByRole('article', { name: 'Musa' });
    expect(within(musa).getByText('Scam or request for money')).toBeTruthy();
    expect(within(musa).getByText('musa@example.com')).toBeTruthy();
    expect(within(musa).getByText('Awa')).toBeTruthy();
    expect(within(musa).getByText(/Asked me for money/).textContent).toBe('Asked me for money\nfor a plane ticket.');
    expect(musa.querySelector('time')!.getAttribute('dateTime')).toBe(SCAM.createdAt);
    const ali = screen.getByRole('article', { name: 'Ali' });
    expect(within(ali).getByText('Offensive photo')).toBeTruthy();
    expect(within(ali).getByText('A deleted account')).toBeTruthy();
    expect(within(ali).getByText('No details given.')).toBeTruthy();
  });

  it('says when no report is open', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    expect(await screen.findByText('No report is open.')).toBeTruthy();
    expect(screen.getByText('Open: 0')).toBeTruthy();
  });

  it('says when the reports cannot be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    stubFetch({
      'GET /api/admin/reports': () => (fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, { reports: [PHOTO] })),
    });
    await renderWithProviders(<OpenReports />, { route: '/admin' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/The reports could not be loaded/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ali' })).toBeTruthy();
  });

  it('speaks French', async () => {
    stubFetch({ 'GET /api/admin/reports': () => json(200, { reports: [SCAM] }) });
    await renderWithProviders(<OpenReports />, { route: '/admin', language: 'fr' });
    expect(await screen.findByText("Arnaque ou demande d'argent")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Signalements ouverts' })).toBeTruthy();
  });
});
