// Pausing the member's profile (docs/decisions/0012-profile.md, "Pausing"): read by the account
// page's switch and written there and by the paused deck's way back, so it lives here, not in
// either feature.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ProfilePause } from '../../shared/contracts/profile-pause';
import { getProfilePause, saveProfilePause } from '../../shared/routes/profile';
import { callApi } from './call-api';
import { useGuardedMutation } from './query/use-guarded-mutation';

/** Whether the profile is paused (docs/decisions/0012-profile.md, "Pausing"): its one cache key. */
export const profilePauseQuery = queryOptions({
  queryKey: ['profile', 'pause'],
  queryFn: ({ signal }) => callApi(getProfilePause, { signal }),
});

/**
 * Pauses the profile or shows it again, keeps the server's answer, and drops the deck: a paused
 * member's deck has no cards, and one shown again has its cards back.
 */
export function useSaveProfilePause() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (pause: ProfilePause) => callApi(saveProfilePause, { body: pause }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profilePauseQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['discovery', 'deck'] });
    },
  });
}
