import type { DialogComponent } from '../../components/dialog-slot';
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
 * editor, the members, the contact inbox, the scheduled jobs and the audit log, behind the admin
 * check. The confirmation dialog (a role change) and the landing page's sections (the editor's
 * preview) are the route's to hand in (components/dialog-slot.ts).
 */
export function AdminPage({ Dialog, landingSections }: { Dialog: DialogComponent; landingSections: LandingSectionsComponent }) {
  usePageMeta('admin');
  return (
    <AdminGuard>
      <AdminDashboard>
        <VerificationQueue />
        <OpenReports />
        <AdminEvents />
        <LandingEditor Sections={landingSections} />
        <MembersSearch Dialog={Dialog} />
        <ContactInbox />
        <JobQueue />
        <AuditLog />
      </AdminDashboard>
    </AdminGuard>
  );
}
