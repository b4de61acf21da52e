import { Toaster } from '../components/ui/toaster';
import { ScrollManager } from '../features/layout/scroll-manager';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
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
