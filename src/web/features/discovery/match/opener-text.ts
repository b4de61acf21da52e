// The words of the first message suggested at the match moment (docs/decisions/0020-discovery.md,
// "The match moment"): the server chose what it is about and which wording; this fills in the
// member's language (discovery.json `opener.<topic>.v<variant>`) with the other member's first name
// and what the two share, a prompt by its translated words (never the answer's). In Arabic and
// Amharic the second person follows the other member's gender (the `_female` / `_male` context).
// Plain text, no bidi isolates: it becomes a message, which may not hold them
// (contracts/messages.ts), and the message's own `dir="auto"` places it.
import type { Language } from '../../../../shared/constants';
import type { MatchMoment, OpenerSuggestion } from '../../../../shared/contracts/discovery';
import { PROFILE_PROMPT_KEYS, type ProfilePromptKey } from '../../../../shared/contracts/profile-prompts';
import type { TFunction } from '../../../i18n/translator';
import { promptText } from '../../../lib/prompt-texts';
import { regionName } from '../display-names';
import { sharedValueName, translationIfAny } from '../member-texts';

/** What the suggestion's value names, in words; undefined when this browser cannot name it. */
function valueName(t: TFunction, suggestion: OpenerSuggestion, city: string, language: Language): string | undefined {
  const value = suggestion.value ?? '';
  switch (suggestion.topic) {
    case 'same_prompt':
    case 'their_prompt':
      return isPromptKey(value) ? promptText(t, value) : undefined;
    case 'shared_interest':
    case 'same_heritage':
    case 'same_faith':
      return sharedValueName(t, suggestion.topic, value);
    case 'shared_language':
      return translationIfAny(t, `common.languageNames.${value}`);
    case 'same_city':
      return city.trim() || undefined;
    case 'same_country':
      return /^[A-Z]{2}$/.test(value) ? regionName(value, language) : undefined;
    default:
      return undefined;
  }
}

const isPromptKey = (value: string): value is ProfilePromptKey => (PROFILE_PROMPT_KEYS as readonly string[]).includes(value);

/** Topics whose words need no value. */
const WORDS_ALONE: ReadonlySet<OpenerSuggestion['topic']> = new Set(['both_hookah', 'same_goal', 'warm_hello']);

/** The suggested first message in `language`; a warm hello when the value cannot be named here. */
export function openerText(t: TFunction, match: Pick<MatchMoment, 'suggestion' | 'member'>, language: Language): string {
  const { suggestion, member } = match;
  const name = member.displayName.trim().split(/\s+/)[0] ?? '';
  const value = valueName(t, suggestion, member.city, language);
  const topic = WORDS_ALONE.has(suggestion.topic) || value !== undefined ? suggestion.topic : 'warm_hello';
  const context = suggestion.addressee === 'woman' ? 'female' : 'male';
  return t(`discovery.opener.${topic}.v${suggestion.variant}`, { name, value: value ?? '', context });
}
