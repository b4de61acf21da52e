// Business constants shared by the browser and the server: one source of truth for prices,
// limits and the choices the spec enumerates.

export const PRODUCT_NAME = 'Sahel Hearts';

export const LANGUAGES = ['en', 'fr', 'ar', 'sw', 'am'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Each language's Open Graph locale (og:locale): the page's tag, written by the server and the browser. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', ar: 'ar_SD', sw: 'sw_KE', am: 'am_ET' };

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/** Keys the browser keeps in localStorage; the names come from the spec. */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  authState: 'auth_state',
  errorLog: 'sahel-hearts:error-log',
  // The paywall's cache of a completed subscription (spec sections 4 and 8): shown, never trusted.
  userEmail: 'userEmail',
  subscriptionActive: 'subscription_active',
  subscriptionId: 'subscription_id',
  subscriptionDate: 'subscription_date',
} as const;

/** Prices in US cents. Premium is Basic plus the Premium add-on (decisions.md, "Prices"). */
export const CURRENCY = 'USD';
export const BASIC_PRICE_CENTS = 599;
export const PREMIUM_ADDON_CENTS = 599;
export const PREMIUM_TOTAL_CENTS = BASIC_PRICE_CENTS + PREMIUM_ADDON_CENTS;

export const COUNTER_NAMES = ['verified', 'matches', 'events'] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
/** Shown when a live count is 0 or missing (spec section 9). */
export const COUNTER_FALLBACKS: Record<CounterName, number> = {
  verified: 12000,
  matches: 500,
  events: 100,
};

export const PROFILE_BOOST_HOURS = 24;

/**
 * Every limit of discovery and messaging, enforced by the server (decisions.md, "Discovery,
 * matches, messages"; docs/decisions/0020-discovery.md). A Basic member's day is the UTC day.
 */
export const DISCOVERY_LIMITS = {
  basicSwipesPerDay: 50,
  basicMessagesPerDay: 20,
  /**
   * Messages any member, Premium too, may send in a minute: far above anyone typing, it stops a
   * script flooding a match (a refused message stays in the composer's log with Retry).
   */
  messagesPerMinute: 60,
  boostHours: PROFILE_BOOST_HOURS,
  boostEveryDays: 7,
  /** Cards per deck page. */
  deckPageSize: 20,
  /** Members per page of Likes (Premium), and the most blurred tiles Basic sees. */
  likesPageSize: 24,
  /** Members on a country page. */
  countryPageSize: 24,
  /** Featured profiles on the landing page. */
  featuredProfiles: 8,
} as const;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const VERIFICATION_CODE_LENGTH = 6;

export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_FADE_MS = 300;

export const CLIENT_ERROR_LOG = {
  inMemory: 50,
  persisted: 10,
} as const;

export const SUPPORT_CONTACT = {
  email: 'support@sahelhearts.com',
  phone: '+1 612 555 0142',
  phoneHref: 'tel:+16125550142',
  /** Lines of the postal address, in the form the post office reads, in every language. */
  postalAddress: ['Sahel Hearts', '1200 Washington Ave S, Suite 300', 'Minneapolis, MN 55415', 'USA'],
} as const;

/**
 * Retention periods the privacy policy promises (docs/decisions/0008-retention-and-legal-promises.md); the jobs
 * that enforce them read these same numbers.
 */
export const RETENTION = {
  idImagesDaysAfterDecision: 30,
  clientErrorReportsDays: 90,
  contactMessagesYearsAfterReply: 2,
  backupsDays: 30,
  paymentLedgerYears: 7,
} as const;
