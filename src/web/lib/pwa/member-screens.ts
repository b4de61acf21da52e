// Which pages the service worker opens from its copy at once, refreshing the copy behind them
// (docs/decisions/0034-installable-app.md, "Pages"): the member's own screens, where a returning
// member should see their deck, matches and conversations without waiting on the network for
// a page the app then fills from the API anyway. Public pages, and any page whose status or
// content the server decides per visit, keep the network first.
import { findPage, type PageModule } from '../../../shared/pages';

const MEMBER_SCREENS: ReadonlySet<PageModule> = new Set(['home', 'profiles', 'matches', 'likes', 'messages', 'account', 'profile']);

export function isMemberScreen(pathname: string): boolean {
  return MEMBER_SCREENS.has(findPage(pathname).module);
}
