// The three blocks a list page shows instead of its list: loading, failed with Retry, empty with
// its link, each with the roles, names and 44-px touch targets the pages and their browser tests
// rely on.
import type { UseQueryResult } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { HeartHandshake } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render';
import { setupUser } from '../test/user-events';
import { ListEmpty, ListLoadFailed, ListLoading, QueryList } from './list-states';

describe('ListLoading', () => {
  it('says the list is loading', async () => {
    await renderWithProviders(<ListLoading />);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('ListLoadFailed', () => {
  it("says at once what failed and why, in the API's words, and tries again on Retry", async () => {
    const user = setupUser();
    const onRetry = vi.fn();
    await renderWithProviders(
      <ListLoadFailed message="We could not load your matches." error={new ApiError('NETWORK', 0)} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load your matches. We could not reach Sahel Hearts. Please check your connection and try again.',
    );
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry.className).toContain('min-h-11');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("falls back to the general sentence for an error that is not the API's, and takes a placement", async () => {
    await renderWithProviders(
      <ListLoadFailed message="We could not load this page." error={new Error('boom')} onRetry={() => {}} className="mx-auto max-w-2xl" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('We could not load this page. Something went wrong on our side. Please try again.');
    expect(screen.getByRole('alert').parentElement!.className).toBe('space-y-4 mx-auto max-w-2xl');
  });
});

describe('ListEmpty', () => {
  it('is a section named by its heading, with the text and a link to where to start', async () => {
    await renderWithProviders(
      <ListEmpty icon={HeartHandshake} title="No matches yet" text="Start browsing." linkLabel="Browse profiles" linkTo="/profiles" />,
    );
    const section = screen.getByRole('region', { name: 'No matches yet' });
    expect(within(section).getByRole('heading', { level: 2, name: 'No matches yet' })).toBeTruthy();
    expect(within(section).getByText('Start browsing.')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Browse profiles' });
    expect(link.getAttribute('href')).toBe('/profiles');
    expect(link.className).toContain('min-h-11');
    expect(section.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('QueryList offline (docs/decisions/0036-offline-member-data.md)', () => {
  const EMPTY = {
    icon: HeartHandshake,
    title: 'No matches yet',
    text: 'Start browsing.',
    linkLabel: 'Browse profiles',
    linkTo: '/profiles',
  };
  const result = (fields: Partial<UseQueryResult<string[]>>) =>
    ({ isPending: false, isError: false, fetchStatus: 'idle', data: undefined, error: null, ...fields }) as UseQueryResult<string[]>;
  const renderList = (query: UseQueryResult<string[]>) =>
    renderWithProviders(
      <QueryList query={query} isEmpty={(data) => data.length === 0} loadFailed="We could not load your matches." empty={EMPTY}>
        {(data) => (
          <ul>
            {data.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryList>,
    );

  it('shows the list last seen under the offline marker while the browser is offline, and drops the marker once online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderList(result({ data: ['Awa'], fetchStatus: 'paused' }));
    expect(screen.getByRole('status').textContent).toBe('Offline — showing what you last saw');
    expect(screen.getByRole('listitem').textContent).toBe('Awa');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Awa');
    onLine.mockRestore();
  });

  it('keeps the list with the marker when asking again found no network, and says a refusal instead of marking it', async () => {
    const { unmount } = await renderList(result({ data: ['Awa'], isError: true, error: new ApiError('NETWORK', 0) }));
    expect(screen.getByRole('status').textContent).toBe('Offline — showing what you last saw');
    expect(screen.getByRole('listitem').textContent).toBe('Awa');
    unmount();

    await renderList(result({ data: ['Awa'], isError: true, error: new ApiError('FORBIDDEN', 403) }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a connection is needed when no list was kept and the browser is offline', async () => {
    await renderList(result({ isPending: true, fetchStatus: 'paused' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'You are offline. This page needs a connection: it opens as soon as you are back online.',
    );
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
