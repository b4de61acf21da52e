// A save whose answer is the new state of one read (docs/decisions/0016-data-loading.md, "Writes"):
// the answer replaces that read's cached copy (no second request), and the reads the save changes
// too are marked stale so they are fetched again.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from './use-guarded-mutation';

export function useReplacingSave<TData, TVariables>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  alsoStale: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData<TData>(queryKey, saved);
      for (const key of alsoStale) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
