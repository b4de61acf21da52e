// The profile API (src/server/modules/profile/routes.ts): the saved profile, and saving it.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '../../../../shared/contracts/profile';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { refreshSession } from '../../../lib/session/use-session';
import { callApi } from '../../../lib/call-api';
import { getProfile as getProfileRoute, saveProfile as saveProfileRoute } from '../../../../shared/routes/profile';

/** GET /api/profile: the display name and the saved profile (null before the first save). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return callApi(getProfileRoute, { signal });
}

/** The saved profile's one cache key: the page reads it, a save replaces it with the server's answer. */
export const profileQuery = queryOptions({
  queryKey: ['profile', 'fields'],
  queryFn: ({ signal }) => getProfile(signal),
});

/** PUT /api/profile: the whole profile; the server validates again and answers what it stored. */
async function saveProfile(profile: Profile): Promise<ProfileResponse> {
  return callApi(saveProfileRoute, { body: profile });
}

/** Saves the profile and keeps the server's answer as the saved one (no second request). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: saveProfile,
    onSuccess: (stored) => {
      queryClient.setQueryData(profileQuery.queryKey, stored);
      // The header shows the display name: ask the server for it again.
      void refreshSession();
    },
  });
}
