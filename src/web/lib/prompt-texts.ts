// The profile prompts' words (common.prompts, in the five languages): the profile page, the deck's
// cards, a member's profile and Likes all name a prompt by its key (docs/decisions/0012-profile.md).
import type { ProfilePromptKey } from '../../shared/contracts/profile-prompts';
import type { TFunction } from '../i18n/translator';

export function promptText(t: TFunction, key: ProfilePromptKey): string {
  return t(`common.prompts.${key}`);
}
