import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { useHydrated } from '../../lib/use-hydrated';
import { THEMES, type Theme } from '../../../shared/constants';
import { useTheme } from './use-theme';

const ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/**
 * A three-way radio group (light / dark / system), operable by keyboard. Disabled until the app has
 * taken a pre-rendered page over (lib/use-hydrated.ts): before, a tap would check a radio the app
 * then puts back.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="flex items-center rounded-full border border-stone-300 p-0.5 dark:border-stone-600">
      <legend className="sr-only">{t('common.theme.label')}</legend>
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <label
            key={option}
            title={t(`common.theme.${option}`)}
            className="cursor-pointer rounded-full p-1.5 text-stone-600 has-[:checked]:bg-amber-100 has-[:checked]:text-amber-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-700 dark:text-stone-300 dark:has-[:checked]:bg-stone-700 dark:has-[:checked]:text-amber-200"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`common.theme.${option}`)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
