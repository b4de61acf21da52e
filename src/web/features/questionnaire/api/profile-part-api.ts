// The profile as the Questionnaire step reads and saves it (src/server/modules/profile/routes.ts):
// whether one is saved yet, and the first save of its required part. The cache key is the
// profile page's own, so that page opens on what was saved here.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse } from '../../../../shared/contracts/profile';
import { getProfile, saveProfile } from '../../../../shared/routes/profile';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { refreshSession } from '../../../lib/session/use-session';

/** GET /api/profile: the display name, and the profile (null before the first save). */
export const savedProfileQuery = queryOptions({
  queryKey: ['profile', 'fields'],
  queryFn: ({ signal }): Promise<ProfileResponse> => callApi(getProfile, { signal }),
});

/** PUT /api/profile, then the session again: the server now says the step is done. */
export function useSaveProfilePart() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (profile: Profile) => callApi(saveProfile, { body: profile }),
    onSuccess: async (stored) => {
      queryClient.setQueryData(savedProfileQuery.queryKey, stored);
      await refreshSession();
    },
  });
}
