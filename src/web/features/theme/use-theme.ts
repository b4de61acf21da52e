import { useCallback, useEffect, useState } from 'react';
import type { Theme } from '../../../shared/constants';
import { applyTheme, followSystemTheme, readStoredTheme, storeTheme } from './theme';

export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);

  useEffect(() => {
    applyTheme(theme);
    return followSystemTheme(() => theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
