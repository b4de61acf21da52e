import { Flag } from '../../components/flag';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import type { Language } from '../../../shared/constants';
import { useMenuButton } from '../../components/ui/use-menu-button';
import { changeLanguage } from '../../i18n/i18n';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../lib/session/use-session';
import { useHydrated } from '../../lib/use-hydrated';
import { saveMyLanguage } from './api/save-my-language';
import { LANGUAGE_OPTIONS } from './language-options';

/**
 * The header's language dropdown: a menu button; choosing a language closes it. For a signed-in
 * member the choice is also stored on the server, so that their next e-mail or SMS code is
 * written in it (docs/decisions/0018-account-contract.md).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const { open, close, containerRef, buttonProps, menuProps } = useMenuButton('[aria-checked="true"]');
  const current = LANGUAGE_OPTIONS.find((option) => option.code === i18n.language) ?? LANGUAGE_OPTIONS[0]!;
  // It opens its menu once the app has taken a pre-rendered page over (lib/use-hydrated.ts).
  const hydrated = useHydrated();

  const choose = async (language: Language) => {
    close();
    await changeLanguage(i18n, language);
    if (!me.isAuthenticated) return;
    try {
      await saveMyLanguage(language);
    } catch {
      // The page has switched; say that the e-mails have not, in the language just chosen.
      toast({ description: i18n.t('common.language.saveFailed'), variant: 'destructive' });
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        disabled={!hydrated}
        aria-label={t('common.language.label', { language: current.nativeName })}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 dark:hover:bg-stone-800"
      >
        <Flag code={current.flag} className="h-3.5 w-5" />
        <span>{current.nativeName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <ul
          {...menuProps}
          aria-label={t('common.language.menu')}
          className="absolute end-0 z-50 mt-1 min-w-44 rounded-md border border-stone-200 bg-white py-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <li key={option.code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={option.code === current.code}
                lang={option.code}
                tabIndex={-1}
                onClick={() => void choose(option.code)}
                className="flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-amber-50 focus:bg-amber-50 focus:outline-none dark:hover:bg-stone-800 dark:focus:bg-stone-800"
              >
                <Flag code={option.flag} className="h-3.5 w-5 shrink-0" />
                <span className="flex-1">{option.nativeName}</span>
                {option.code === current.code && <Check aria-hidden="true" className="size-4" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
