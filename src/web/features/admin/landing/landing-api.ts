// The landing page editor's API (src/server/modules/landing/routes.ts; docs/decisions/0037-landing-editor.md).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES } from '../../../../shared/constants';
import type { AdminLanding, LandingContent } from '../../../../shared/contracts/landing-content';
import { getAdminLanding, getLandingContent, publishLanding, saveLandingDraft } from '../../../../shared/routes/landing';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { forgetPublishedLanding } from '../../../lib/landing-content';

export const adminLandingQuery = queryOptions({
  queryKey: ['admin', 'landing'],
  queryFn: ({ signal }) => callApi(getAdminLanding, { signal }),
});

/** Every write answers the editor's state as it now stands. */
function useLandingWrite<Variables>(write: (variables: Variables) => Promise<AdminLanding>, after?: () => void) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: write,
    onSuccess: (state) => {
      queryClient.setQueryData(adminLandingQuery.queryKey, state);
      after?.();
    },
  });
}

export function useSaveLandingDraft() {
  return useLandingWrite((content: LandingContent) => callApi(saveLandingDraft, { body: content }));
}

/**
 * Publishes the saved draft. Then this browser's copies of the public answers are replaced, so
 * the admin who opens /landing next sees what they published (others within the cache time).
 */
export function usePublishLanding() {
  return useLandingWrite(
    () => callApi(publishLanding),
    () => {
      forgetPublishedLanding();
      for (const lang of LANGUAGES) void callApi(getLandingContent, { params: { lang }, cache: 'reload' }).catch(() => {});
    },
  );
}
