// Pausing the member's profile (docs/decisions/0012-profile.md, "Pausing"): read by the account
// page's switch and written there and by the paused deck's way back, so it lives here, not in
// either feature.
import { queryOptions } from '@tanstack/react-query';
import type { ProfilePause } from '../../shared/contracts/profile-pause';
import { getProfilePause, saveProfilePause } from '../../shared/routes/profile';
import { callApi } from './call-api';
import { useReplacingSave } from './query/use-replacing-save';

/** Whether the profile is paused (docs/decisions/0012-profile.md, "Pausing"): its one cache key. */
export const profilePauseQuery = queryOptions({
  queryKey: ['profile', 'pause'],
  queryFn: ({ signal }) => callApi(getProfilePause, { signal }),
});

/**
 * Pauses the profile or shows it again, keeps the server's answer, and drops the deck: a paused
 * member's deck has no cards, and one shown again has its cards back.
 */
export const useSaveProfilePause = () =>
  useReplacingSave(profilePauseQuery.queryKey, (pause: ProfilePause) => callApi(saveProfilePause, { body: pause }), [
    ['discovery', 'deck'],
  ]);
