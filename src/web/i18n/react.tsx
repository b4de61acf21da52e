// React binding of the translator: a provider, and useTranslation() giving { t, i18n } whose
// `t` changes identity when the language or the loaded texts change (so effects re-run).
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction, TOptions, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  // A new function per version: components and effects that depend on `t` update with it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo<TFunction>(() => ((key: string, options?: TOptions) => i18n.translate(key, options)) as TFunction, [i18n, version]);
  return { t, i18n };
}
