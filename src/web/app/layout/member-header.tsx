// The header's parts for a signed-in member, a chunk of their own that visitors never fetch
// (docs/targets.md S1): the account menu, the next step (or the admin dashboard) and the
// Messages link with its unread count. Loaded through member-header-parts.ts.
import { AccountMenu, preloadAccountMenu } from '../../features/auth/account-menu';
import { MessagesLink } from './messages-link';
import { NextStepLink } from './next-step-link';

const memberHeader = { AccountMenu, preloadAccountMenu, MessagesLink, NextStepLink };
export default memberHeader;
