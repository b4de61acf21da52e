import type { LandingSectionsComponent } from '../../lib/landing-content';
import { usePageMeta } from '../../lib/use-page-meta';
import { AdminDashboard } from './admin-dashboard';
import { AdminGuard } from './admin-guard';
import { AuditLog } from './audit/audit-log';
import { ContactInbox } from './contact/contact-inbox';
import { AdminEvents } from './events/admin-events';
import { LandingEditor } from './landing/landing-editor';
import { MembersSearch } from './members/members-search';
import { JobQueue } from './job-queue';
import { OpenReports } from './reports/open-reports';
import { VerificationQueue } from './verification-queue/verification-queue';

/**
 * /admin: the dashboard, the verification queue, the open reports, the events, the landing page
 * editor, the members, the
 * contact inbox, the scheduled jobs and the audit log, behind the admin check.
 */
export function AdminPage({ landingSections }: { landingSections: LandingSectionsComponent }) {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
        <OpenReports />
        <AdminEvents />
        <LandingEditor Sections={landingSections} />
        <MembersSearch />
        <ContactInbox />
        <JobQueue />
        <AuditLog />
      </AdminDashboard>
    </AdminGuard>
  );
}
