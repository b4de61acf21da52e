// The open reports on /admin, under the verification queue (docs/decisions/0024-moderation.md):
// the most reported members first, each member's reports newest first, as the server sends them.
// What the last decision did is said above the queue, next to the heading the focus returns to,
// and the queue reloads (useModerateMember): a warning, suspension or ban closes every open
// report on the member.
import { useQuery } from '@tanstack/react-query';
import { QueueSection, useQueueNotice } from '../../../components/queue-section';
import { useQueueTexts } from '../admin-queue';
import { ReportItem } from './report-item';
import { openReportsQuery } from './reports-api';

export function OpenReports() {
  const texts = useQueueTexts('admin.reports');
  const reports = useQuery(openReportsQuery);
  const { headingId, notice, onDecided } = useQueueNotice();

  return (
    <QueueSection headingId={headingId} {...texts} notice={notice} queue={reports}>
      {(items) => (
        <ol aria-labelledby={headingId} className="space-y-4">
          {items.map((report) => (
            <ReportItem key={report.id} report={report} onDone={onDecided} />
          ))}
        </ol>
      )}
    </QueueSection>
  );
}
