// The account menu's entries are a chunk of their own (docs/decisions/0029-forms.md, Size): a
// member whose page could not fetch them is told so in the menu and can try again.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setupUser } from '../../test/user-events';

afterEach(() => {
  vi.doUnmock('./account-menu-items');
  vi.restoreAllMocks();
});

describe('AccountMenu without its entries', () => {
  it('says the connection failed, then shows the entries once a retry fetches them', async () => {
    vi.doMock('./account-menu-items', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { AccountMenu } = await import('./account-menu');
    const user = setupUser();
    await renderWithProviders(<AccountMenu name="Amina" />, { route: '/' });

    await user.click(screen.getByRole('button', { name: 'Account menu: Amina' }));
    const retry = await screen.findByRole('menuitem', {
      name: 'We could not reach Sahel Hearts. Please check your connection and try again.',
    });
    expect(screen.queryByRole('menuitem', { name: 'My profile' })).toBeNull();

    vi.doUnmock('./account-menu-items');
    await user.click(retry);
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
