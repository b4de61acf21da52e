import { useLocation } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { useMemberHeader } from './layout/member-header-parts';
import { isConversationScreen, isMemberScreen, useMemberShell } from './layout/member-shell';
import { ScrollManager } from './layout/scroll-manager';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { usePageViewTracking } from '../lib/page-view-tracker';
import { AppRoutes } from './app-routes';

export function RootLayout() {
  usePageViewTracking();
  const { pathname } = useLocation();
  // The member's shell (docs/architecture.md, "The member's shell"): the tab bar on a phone, but
  // not over a conversation's composer, and no marketing footer on the member's own screens.
  const shell = useMemberShell();
  const tabBar = shell && !isConversationScreen(pathname);
  const footer = !(shell && isMemberScreen(pathname));
  // The bar is in the member's header chunk, which visitors never fetch (docs/targets.md S1).
  const MemberTabs = useMemberHeader(shell)?.MemberTabs;
  return (
    // With the tab bar, the page ends above it (its height and the safe-area inset under it), and
    // so do the toasts (--tab-bar, toaster.tsx).
    <div
      className={`flex min-h-screen flex-col ${tabBar ? '[--tab-bar:calc(3.5rem+env(safe-area-inset-bottom))] pb-(--tab-bar) md:[--tab-bar:0px]' : ''}`}
    >
      <SiteHeader />
      <ScrollManager />
      <div className="flex-1">
        <AppRoutes />
      </div>
      {footer && <SiteFooter />}
      {tabBar && MemberTabs && <MemberTabs placement="bar" />}
      <Toaster />
    </div>
  );
}
