import { paths } from '../../../shared/paths';

/** Header links (spec: home, profiles, events, culture, about, pricing). */
export const HEADER_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'profiles', to: paths.profiles },
  { key: 'events', to: paths.events },
  { key: 'culture', to: paths.culture },
  { key: 'about', to: paths.about },
  { key: 'pricing', to: paths.pricing },
] as const;

/**
 * The mobile menu: profiles, events and culture scroll to the landing page's sections of the
 * same name, and pricing goes to /subscribe (spec section 2, header).
 */
export const MOBILE_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'profiles', to: `${paths.landing}#profiles` },
  { key: 'events', to: `${paths.landing}#events` },
  { key: 'culture', to: `${paths.landing}#culture` },
  { key: 'about', to: paths.about },
  { key: 'pricing', to: paths.subscribe },
] as const;
