// Theme: which stored values count, how light/dark/system reach <html class="dark">, and the
// header's three-way switch.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setMatchMedia } from '../../test/setup';
import { applyTheme, followSystemTheme, readStoredTheme, storeTheme } from './theme';
import { ThemeSwitch } from './theme-switch';

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredTheme', () => {
  it.each(['light', 'dark', 'system'])('accepts a stored %s', (theme) => {
    localStorage.setItem('theme', theme);
    expect(readStoredTheme()).toBe(theme);
  });

  it.each(['Dark', 'blue', '', 'null'])('falls back to system for %j', (stored) => {
    localStorage.setItem('theme', stored);
    expect(readStoredTheme()).toBe('system');
  });

  it('falls back to system when nothing is stored or storage fails', () => {
    expect(readStoredTheme()).toBe('system');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStoredTheme()).toBe('system');
  });
});

describe('applyTheme', () => {
  it('adds the dark class for dark and removes it for light', () => {
    applyTheme('dark');
    expect(isDark()).toBe(true);
    applyTheme('light');
    expect(isDark()).toBe(false);
  });

  it('follows the system colour scheme for system', () => {
    applyTheme('system');
    expect(isDark()).toBe(false);
    setMatchMedia({ colorScheme: 'dark' });
    applyTheme('system');
    expect(isDark()).toBe(true);
  });

  it('keeps following the system while the theme is system', () => {
    let theme: 'system' | 'light' = 'system';
    const stop = followSystemTheme(() => theme);
    setMatchMedia({ colorScheme: 'dark' });
    expect(isDark()).toBe(true);
    setMatchMedia({ colorScheme: 'light' });
    expect(isDark()).toBe(false);
    theme = 'light';
    setMatchMedia({ colorScheme: 'dark' });
    expect(isDark()).toBe(false);
    stop();
  });

  it('ignores storage that refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => storeTheme('dark')).not.toThrow();
  });
});

describe('ThemeSwitch', () => {
  it('offers light, dark and system, with system chosen by default', async () => {
    await renderWithProviders(<ThemeSwitch />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', false);
    expect(isDark()).toBe(false);
  });

  it('switches to dark, applies it and stores it', async () => {
    await renderWithProviders(<ThemeSwitch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the stored theme, which overrides a dark system', async () => {
    localStorage.setItem('theme', 'light');
    setMatchMedia({ colorScheme: 'dark' });
    await renderWithProviders(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(isDark()).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('system');
  });

  it('uses a stored dark theme on start', async () => {
    localStorage.setItem('theme', 'dark');
    await renderWithProviders(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    expect(isDark()).toBe(true);
  });

  it('is translated', async () => {
    await renderWithProviders(<ThemeSwitch />, { language: 'fr' });
    expect(screen.getByRole('group', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sombre' })).toBeTruthy();
  });
});
