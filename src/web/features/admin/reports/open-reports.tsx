// The open reports on /admin, under the verification queue (docs/decisions/0024-moderation.md):
// the most reported members first, each member's reports newest first, as the server sends them.
// What the last decision did is said above the queue, next to the heading the focus returns to,
// and the queue reloads (useModerateMember): a warning, suspension or ban closes every open
// report on the member.
import { useQuery } from '@tanstack/react-query';
import { AdminQueue } from '../admin-queue';
import { ReportItem } from './report-item';
import { openReportsQuery } from './reports-api';

export function OpenReports() {
  return (
    <AdminQueue texts="admin.reports" queue={useQuery(openReportsQuery)}>
      {(items, onDecided, headingId) => (
        <ol aria-labelledby={headingId} className="space-y-4">
          {items.map((report) => (
            <ReportItem key={report.id} report={report} onDone={onDecided} />
          ))}
        </ol>
      )}
    </AdminQueue>
  );
}
