// A paused member (docs/decisions/0012-profile.md, "Pausing") is shown to nobody new, so they
// neither swipe nor boost until they show their profile again; the deck answers `paused`.
import { AppError } from '../../errors';

export const profilePaused = () => new AppError('PROFILE_PAUSED', 'Your profile is paused: show it again first.');
