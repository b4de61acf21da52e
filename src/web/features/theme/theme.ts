// Light, dark or system. The stored value is accepted only if it is one of the three.
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '../../../shared/constants';
import { readStoredChoice, storeChoice } from '../../lib/stored-choice';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): Theme {
  return readStoredChoice(STORAGE_KEYS.theme, isTheme, DEFAULT_THEME);
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function storeTheme(theme: Theme): void {
  storeChoice(STORAGE_KEYS.theme, theme);
}

/** Follows the system setting while the theme is 'system'; returns the unsubscribe function. */
export function followSystemTheme(getTheme: () => Theme): () => void {
  const query = darkQuery();
  const onChange = () => {
    if (getTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
