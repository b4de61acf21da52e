// The scheduled jobs on /admin: 'Loading...', each queue's counts and the last failures, "No job
// has failed." when none did, a load failure with Retry, and "Run now" on a job.
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
    ).toEqual(['0', '0', '2', 'Run now']);
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

  it('runs a job now, says so and reads the counts again; a refusal is said too', async () => {
    const runs: string[] = [];
    let lists = 0;
    stubFetch({
      'GET /api/admin/jobs': () => {
        lists += 1;
        return json(200, JOBS);
      },
      'POST /api/admin/jobs/image-retention/run': () => {
        runs.push('image-retention');
        return new Response(null, { status: 204 });
      },
      'POST /api/admin/jobs/away-emails/run': () => json(404, { code: 'NOT_FOUND', message: 'x' }),
    });
    const user = setupUser();
    await renderWithProviders(<JobQueue />, { route: '/admin' });
    await user.click(await screen.findByRole('button', { name: 'Run now: image-retention' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('A run of image-retention was sent to the queue.'));
    expect(runs).toEqual(['image-retention']);
    await waitFor(() => expect(lists).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Run now: away-emails' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
