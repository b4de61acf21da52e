// Loads the member's header parts (member-header.tsx): once, again after a failed download (on
// the next page, or when the session next changes). main.tsx asks for them, and for the account
// menu's entries, before the first paint of a member known from auth_state, so that header does
// not change under them; a visitor who signs in gets them on the way.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type memberHeader from './member-header';

type MemberHeader = typeof memberHeader;
let loaded: MemberHeader | undefined;
let loading: Promise<MemberHeader> | undefined;

export function preloadMemberHeader(): Promise<MemberHeader> {
  loading ??= import('./member-header').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The parts once here, for a member; nothing for a visitor, who never fetches them. */
export function useMemberHeader(isMember: boolean): MemberHeader | undefined {
  const [parts, setParts] = useState(loaded);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isMember || parts) return;
    let current = true;
    preloadMemberHeader().then(
      (module) => current && setParts(module),
      // Offline: the page itself says so; the next page or session change asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isMember, parts, pathname]);
  return isMember ? parts : undefined;
}
