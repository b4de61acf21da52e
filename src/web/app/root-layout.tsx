import { Toaster } from '../components/ui/toaster';
import { ScrollManager } from './layout/scroll-manager';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { usePageViewTracking } from '../lib/page-view-tracker';
import { AppRoutes } from './app-routes';

export function RootLayout() {
  usePageViewTracking();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <ScrollManager />
      <div className="flex-1">
        <AppRoutes />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
