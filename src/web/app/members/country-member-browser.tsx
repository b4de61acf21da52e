// What a verified subscriber sees under a country page's count: the members as cards, and a
// member's full profile over them (discovery's dialog, with Report and Block). Loaded only for
// them (src/web/app/routes/members.tsx): visitors never download TanStack Query or the dialog.
import { useState } from 'react';
import type { MemberCard } from '../../../shared/contracts/discovery';
import { QueryProvider } from '../../components/query-provider';
import { MemberProfileDialog } from '../../features/discovery/profile/member-profile-dialog';
import { MemberGrid } from '../../features/members/member-grid';

interface CountryMemberBrowserProps {
  members: MemberCard[];
  /** A member blocked or reported from their profile leaves the page. */
  onGone: (memberId: string) => void;
}

export function CountryMemberBrowser({ members, onGone }: CountryMemberBrowserProps) {
  const [openedId, setOpenedId] = useState<string | null>(null);
  return (
    <QueryProvider>
      <MemberGrid members={members} onOpen={(member) => setOpenedId(member.id)} />
      <MemberProfileDialog
        memberId={openedId}
        open={openedId !== null}
        onClose={() => setOpenedId(null)}
        onBlocked={onGone}
        onReported={onGone}
      />
    </QueryProvider>
  );
}
