// The profile prompts API (src/server/modules/profile/prompts.ts): the member's answers, and
// saving the whole list, whose answer becomes the cached list (no second request).
import { queryOptions } from '@tanstack/react-query';
import type { ProfilePrompts } from '../../../../shared/contracts/profile-prompts';
import { useReplacingSave } from '../../../lib/query/use-replacing-save';
import { callApi } from '../../../lib/call-api';
import { getProfilePrompts, saveProfilePrompts } from '../../../../shared/routes/profile';

export const promptsQuery = queryOptions({
  queryKey: ['profile', 'prompts'],
  queryFn: ({ signal }) => callApi(getProfilePrompts, { signal }),
});

export const useSavePrompts = () =>
  useReplacingSave(promptsQuery.queryKey, (body: ProfilePrompts) => callApi(saveProfilePrompts, { body }));
