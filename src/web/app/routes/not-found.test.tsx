// Any unknown path: '404', 'Page not found', a link back to '/', and the miss in the console.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';

const routes = [{ path: '*', lazy: () => import('./not-found') }];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('not-found route', () => {
  it('shows 404, the title and a link home, and warns with the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithProviders(null, { route: '/no/such-page?x=1', routes });

    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.textContent).toContain('404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such-page'));
    expect(warn).toHaveBeenCalledWith('404: no page at /no/such-page');
    expect(document.title).toBe('Page not found | Sahel Hearts');
  });

  it('speaks the current language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithProviders(null, { route: '/kitu', routes, language: 'sw' });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ukurasa haukupatikana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rudi ukurasa wa mwanzo' }).getAttribute('href')).toBe('/');
  });

  it('warns again for each missing path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = await renderWithProviders(null, { route: '/first', routes });
    await act(() => router.navigate('/second'));
    await waitFor(() => expect(warn.mock.calls.map(([message]) => message)).toEqual(['404: no page at /first', '404: no page at /second']));
  });
});
