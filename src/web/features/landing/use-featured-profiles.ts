// The landing grid's members: the samples at first paint (the grid keeps its size, nothing moves
// under a visitor who has not scrolled there yet), replaced by the members who opted in when the
// server names any. A plain request, not TanStack Query: the landing page's script budget
// (docs/targets.md S1, docs/decisions/0016-data-loading.md).
import { useEffect, useState } from 'react';
import type { FeaturedMember } from '../../../shared/contracts/discovery';
import { getFeaturedProfiles } from './api/get-featured-profiles';
import { FEATURED_PROFILES, type FeaturedProfile, profileOfMember } from './featured-profiles';

const isMemberList = (value: unknown): value is FeaturedMember[] =>
  Array.isArray(value) && value.every((item) => typeof (item as FeaturedMember | null)?.id === 'string');

export function useFeaturedProfiles(): readonly FeaturedProfile[] {
  const [members, setMembers] = useState<readonly FeaturedProfile[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getFeaturedProfiles(controller.signal)
      .then(({ members: found }) => {
        if (!controller.signal.aborted && isMemberList(found) && found.length > 0) setMembers(found.map(profileOfMember));
      })
      .catch(() => {
        // The samples stay: the grid is an invitation, and a failure here is no reason to show less.
      });
    return () => controller.abort();
  }, []);

  return members ?? FEATURED_PROFILES;
}
