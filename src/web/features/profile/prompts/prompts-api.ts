// The profile prompts API (src/server/modules/profile/prompts.ts): the member's answers, and
// saving the whole list, whose answer becomes the cached list (no second request).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ProfilePrompts } from '../../../../shared/contracts/profile-prompts';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi } from '../../../lib/call-api';
import { getProfilePrompts, saveProfilePrompts } from '../../../../shared/routes/profile';

export const promptsQuery = queryOptions({
  queryKey: ['profile', 'prompts'],
  queryFn: ({ signal }) => callApi(getProfilePrompts, { signal }),
});

export function useSavePrompts() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ProfilePrompts) => callApi(saveProfilePrompts, { body }),
    onSuccess: (saved) => queryClient.setQueryData(promptsQuery.queryKey, saved),
  });
}
