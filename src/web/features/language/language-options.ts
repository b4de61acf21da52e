import type { Language } from '../../../shared/constants';

/** Each language as it names itself, with the flag shown beside it in the dropdown. */
export const LANGUAGE_OPTIONS: readonly { code: Language; flag: string; nativeName: string }[] = [
  { code: 'en', flag: '🇬🇧', nativeName: 'English' },
  { code: 'fr', flag: '🇫🇷', nativeName: 'Français' },
  { code: 'ar', flag: '🇸🇩', nativeName: 'العربية' },
  { code: 'sw', flag: '🇰🇪', nativeName: 'Kiswahili' },
  { code: 'am', flag: '🇪🇹', nativeName: 'አማርኛ' },
];
