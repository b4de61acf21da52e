// The header's parts for a signed-in member, a chunk of their own that visitors never fetch
// (docs/targets.md S1): the account menu and the next step (or the admin dashboard). Messages and
// their unread count are a tab of the member's shell (member-tabs.tsx). Loaded through
// member-header-parts.ts.
import { AccountMenu, preloadAccountMenu } from '../../features/auth/account-menu';
import { NextStepLink } from './next-step-link';

const memberHeader = { AccountMenu, preloadAccountMenu, NextStepLink };
export default memberHeader;
