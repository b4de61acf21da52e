// The scheduled jobs on /admin: 'Loading...', each queue's counts and the last failures, "No job
// has failed." when none did, and a load failure with Retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminJobs } from '../../../shared/contracts/admin-jobs';
import { renderWithProviders } from '../../test/render';
import { json, stubFetch } from '../../test/session-fixtures';
import { setupUser } from '../../test/user-events';
import { JobQueue } from './job-queue';

const JOBS: AdminJobs = {
  queues: [
    { name: 'away-emails', queued: 1, active: 0, failed: 0 },
    { name: 'image-retention', queued: 0, active: 0, failed: 2 },
  ],
  failures: [{ name: 'image-retention', error: 'disk gone', failedAt: '2026-11-27T06:00:00.000Z' }],
};

afterEach(() => vi.restoreAllMocks());

describe('JobQueue', () => {
  it("shows 'Loading...', then each queue's counts and the last failure with its error", async () => {
    let answer: (value: Response) => void = () => {};
    stubFetch({ 'GET /api/admin/jobs': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithProviders(<JobQueue />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 2, name: 'Scheduled jobs' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    answer(json(200, JOBS));

    const row = await screen.findByRole('row', { name: /image-retention/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '2']);
    expect(screen.getByRole('columnheader', { name: 'Failed' })).toBeTruthy();
    const failures = screen.getByRole('list');
    expect(within(failures).getByText('disk gone')).toBeTruthy();
    expect(within(failures).getByText('image-retention')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says so when no job has failed', async () => {
    stubFetch({ 'GET /api/admin/jobs': () => json(200, { ...JOBS, failures: [] }) });
    await renderWithProviders(<JobQueue />, { route: '/admin' });
    expect(await screen.findByText('No job has failed.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the jobs could not be loaded, and Retry loads them', async () => {
    let calls = 0;
    stubFetch({ 'GET /api/admin/jobs': () => (++calls === 1 ? json(500, { code: 'INTERNAL', message: 'x' }) : json(200, JOBS)) });
    const user = setupUser();
    await renderWithProviders(<JobQueue />, { route: '/admin' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The scheduled jobs could not be loaded.'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('disk gone')).toBeTruthy();
  });
});
