// The features each plan lists on /pricing, in order: keys of `pricing.<plan>.features` in the
// locale files. Every one is mapped to the tests that exercise it (pricing-features.test.ts).
export const BASIC_FEATURES = ['profiles', 'matching', 'swipes', 'events'] as const;
export const PREMIUM_FEATURES = ['views', 'hookah', 'invitations', 'badge', 'support'] as const;
