// Profile prompts (docs/decisions/0012-profile.md, "Prompts"): up to three answers to prompts of a
// fixed list, shown on the member's card and profile; the browser translates each prompt by its key
// (profile.json `prompts.<key>`). The answers are free text, built on `text()` like the bio.
import { z } from 'zod';
import { text } from './text';

export const PROFILE_PROMPT_KEYS = [
  'ideal_friday',
  'family_means',
  'dish_from_home',
  'faith_in_my_life',
  'miss_about_home',
  'good_marriage',
  'elders_taught',
  'over_coffee_or_tea',
  'proud_of',
  'where_we_settle',
  'looking_for',
  'languages_i_speak_with_heart',
] as const;
export type ProfilePromptKey = (typeof PROFILE_PROMPT_KEYS)[number];

/** Long enough for a thought, short enough to read on a card. */
export const PROMPT_ANSWER_MAX_LENGTH = 200;
/** How many prompts a member answers at most. */
export const PROFILE_PROMPTS_MAX = 3;

export const promptKey = z.enum(PROFILE_PROMPT_KEYS);

/** One answered prompt: on the card, the profile and the member's own list. */
export const promptAnswer = z.strictObject({
  key: promptKey,
  answer: text().trim().min(1).max(PROMPT_ANSWER_MAX_LENGTH),
});
export type PromptAnswer = z.infer<typeof promptAnswer>;

/** A card's or a profile's prompts: omitted when the member answered none (the deck stays small). */
export const cardPrompts = z.array(promptAnswer).max(PROFILE_PROMPTS_MAX);

/** GET and PUT /api/profile/prompts: the member's answers in their order, each prompt once. */
export const profilePrompts = z.strictObject({
  prompts: cardPrompts.refine((prompts) => new Set(prompts.map((prompt) => prompt.key)).size === prompts.length, {
    message: 'Each prompt may be answered once',
  }),
});
export type ProfilePrompts = z.infer<typeof profilePrompts>;
