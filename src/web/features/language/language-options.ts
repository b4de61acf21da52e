import type { Language } from '../../../shared/constants';
import type { FlagCode } from '../../components/flag';

/** Each language as it names itself, with the flag shown beside it in the dropdown (components/flag.tsx). */
export const LANGUAGE_OPTIONS: readonly { code: Language; flag: FlagCode; nativeName: string }[] = [
  { code: 'en', flag: 'GB', nativeName: 'English' },
  { code: 'fr', flag: 'FR', nativeName: 'Français' },
  { code: 'ar', flag: 'SD', nativeName: 'العربية' },
  { code: 'sw', flag: 'KE', nativeName: 'Kiswahili' },
  { code: 'am', flag: 'ET', nativeName: 'አማርኛ' },
];
