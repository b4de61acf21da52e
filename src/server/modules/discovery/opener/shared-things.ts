// What two members who just matched share that either of them could already see on the other's
// card or profile (docs/decisions/0020-discovery.md, "The match moment"): the first message's
// suggestion is built from this list alone. A field a member hides (religion, heritage) is read
// only when both show it, and nothing about where they live beyond the city and country both
// cards print: never a distance. The prompts are each member's answered prompts by key, as both
// cards show them; only the key is ever used, never the answer's words.
import type { OpenerTopic } from '../../../../shared/contracts/discovery';
import type { LanguageCode } from '../../../../shared/contracts/profile';
import type { ProfilePromptKey } from '../../../../shared/contracts/profile-prompts';
import { type MatchingProfile, NAMED_FAITHS } from '../../member-cards';

/** One thing the two share; `value` is its code where the words need it. */
export interface SharedThing {
  topic: Exclude<OpenerTopic, 'warm_hello'>;
  value?: string;
}

/** The languages of the region first: sharing English says less than sharing Somali. */
const WIDELY_SPOKEN: ReadonlySet<LanguageCode> = new Set(['en', 'fr', 'pt', 'es', 'it', 'de']);

const sameText = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

/** The prompts each of the two answered, in their own card's order. */
export interface AnsweredPrompts {
  viewer: readonly ProfilePromptKey[];
  other: readonly ProfilePromptKey[];
}
const NO_PROMPTS: AnsweredPrompts = { viewer: [], other: [] };

/**
 * The other member's answered prompts, in the order their card shows them: a prompt both answered
 * is `same_prompt`, one only they answered `their_prompt` (something the sender can ask about).
 */
function promptThingsOf(prompts: AnsweredPrompts): SharedThing[] {
  return prompts.other.map((key) => ({ topic: prompts.viewer.includes(key) ? 'same_prompt' : 'their_prompt', value: key }));
}

/** Each shared thing once, in the order of the viewer's own lists (the prompts in the other's). */
export function sharedThingsOf(viewer: MatchingProfile, other: MatchingProfile, prompts: AnsweredPrompts = NO_PROMPTS): SharedThing[] {
  const things: SharedThing[] = promptThingsOf(prompts);
  for (const interest of viewer.interests) {
    if (other.interests.includes(interest)) things.push({ topic: 'shared_interest', value: interest });
  }
  if (viewer.showHeritage && other.showHeritage && viewer.heritageCountry === other.heritageCountry && viewer.heritageCountry !== 'other') {
    things.push({ topic: 'same_heritage', value: viewer.heritageCountry });
  }
  const languages = viewer.languages.filter((code) => other.languages.includes(code));
  for (const code of [...languages.filter((c) => !WIDELY_SPOKEN.has(c)), ...languages.filter((c) => WIDELY_SPOKEN.has(c))]) {
    things.push({ topic: 'shared_language', value: code });
  }
  if (
    viewer.showReligion &&
    other.showReligion &&
    viewer.religion !== null &&
    viewer.religion === other.religion &&
    NAMED_FAITHS.has(viewer.religion)
  ) {
    things.push({ topic: 'same_faith', value: viewer.religion });
  }
  const sameCountry = viewer.country === other.country;
  if (sameCountry && viewer.city.trim() !== '' && sameText(viewer.city, other.city)) things.push({ topic: 'same_city' });
  if (viewer.lifestyle === 'smokes_hookah' && other.lifestyle === 'smokes_hookah') things.push({ topic: 'both_hookah' });
  if (viewer.relationshipGoal === other.relationshipGoal) things.push({ topic: 'same_goal', value: viewer.relationshipGoal });
  if (sameCountry) things.push({ topic: 'same_country', value: viewer.country });
  return things;
}
