// The header's parts for a signed-in member, a chunk of their own that visitors never fetch
// (docs/targets.md S1): the account menu, the next step (or the admin dashboard), and the member's
// tabs with their badges (member-tabs.tsx). Loaded through member-header-parts.ts.
import { AccountMenu, preloadAccountMenu } from '../../features/auth/account-menu';
import { MemberTabs } from './member-tabs';
import { NextStepLink } from './next-step-link';

const memberHeader = { AccountMenu, preloadAccountMenu, NextStepLink, MemberTabs };
export default memberHeader;
