import type { Language } from '../../shared/constants';
import { useTranslation } from '../i18n/react';

/** The current language, for the Intl formatters. */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
