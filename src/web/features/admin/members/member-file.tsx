// A member's file on /admin (docs/decisions/0033-admin-console.md): their account and stages,
// any suspension or ban, payments, reports by and about them, the audit log about them (paged),
// their open sessions, the action form and the admin role.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberFile } from '../../../../shared/contracts/admin-members';
import type { DialogComponent } from '../../../components/dialog-slot';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { MemberActions } from './member-actions';
import { MemberHistory } from './member-history';
import { memberFileQuery } from './members-api';
import { RoleChange } from './role-change';

export function MemberFileView({ id, Dialog }: { id: string; Dialog: DialogComponent }) {
  const { t } = useTranslation();
  const file = useQuery(memberFileQuery(id));
  if (file.isPending) return <ListLoading />;
  if (file.isError)
    return <ListLoadFailed message={t('console.members.fileFailed')} error={file.error} onRetry={() => void file.refetch()} />;
  return <FileBody file={file.data} Dialog={Dialog} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 text-lg font-bold">{title}</h3>
      {children}
    </div>
  );
}

/** A part listing rows, one line each, or "Nothing" when there are none. */
function ListPart<T>({ title, rows, line }: { title: string; rows: readonly T[]; line: (row: T, index: number) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Part title={title}>
      {rows.length === 0 ? <p className="text-stone-700 dark:text-stone-300">{t('console.members.nothing')}</p> : rows.map(line)}
    </Part>
  );
}

function FileBody({ file, Dialog }: { file: MemberFile; Dialog: DialogComponent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
  const yes = (value: boolean) => t(value ? 'console.members.yes' : 'console.members.no');
  const reportLine = (report: MemberFile['reportsAbout'][number]) => (
    <p key={report.id}>
      {when(report.createdAt)} · {t(`admin.reports.reasons.${report.reason}`)} · {t(`console.members.reportStatuses.${report.status}`)} ·{' '}
      <bdi>{report.other?.name ?? '—'}</bdi>
    </p>
  );
  const { member, stages, restriction } = file;
  return (
    <div className="space-y-5 text-sm break-words">
      <Part title={t('console.members.account')}>
        <p>
          <bdi>{member.email}</bdi> · {t(`console.members.roles.${member.role}`)} · {t('console.members.joined')} {when(member.createdAt)}
        </p>
        <p>
          {t('console.members.confirmed')}: {yes(member.emailVerified)} · <code>{member.id}</code>
        </p>
      </Part>
      <Part title={t('console.members.stages')}>
        <p>
          {t('console.members.subscription')}: {yes(stages.hasSubscription)} · {t('console.members.premium')}: {yes(stages.isPremium)} ·{' '}
          {t('console.members.questionnaire')}: {yes(stages.hasCompletedQuestionnaire)} · {t('console.members.verification')}:{' '}
          {t(`console.members.verificationStates.${stages.verification ?? 'none'}`)}
        </p>
      </Part>
      {restriction && (
        <Part title={t('console.members.restrictionTitle')}>
          <p>
            {t(`console.members.restrictions.${restriction.kind}`)}
            {restriction.until && (
              <>
                {' '}
                · {t('console.members.until')} {when(restriction.until)}
              </>
            )}
          </p>
          <p dir="auto">{restriction.reason}</p>
        </Part>
      )}
      <ListPart
        title={t('console.members.payments')}
        rows={file.payments}
        line={(payment, index) => (
          <p key={index}>
            {t(`console.members.plans.${payment.plan}`)} · <span dir="ltr">{payment.provider}</span> ·{' '}
            {t(`console.members.paymentStatuses.${payment.status}`)} · {when(payment.createdAt)}
          </p>
        )}
      />
      <ListPart title={t('console.members.reportsAbout')} rows={file.reportsAbout} line={reportLine} />
      <ListPart title={t('console.members.reportsBy')} rows={file.reportsBy} line={reportLine} />
      <Part title={t('console.members.history')}>
        <MemberHistory id={member.id} />
      </Part>
      <ListPart
        title={t('console.members.sessions')}
        rows={file.sessions}
        line={(session, index) => (
          <p key={index}>
            {when(session.createdAt)} · <span dir="ltr">{session.userAgent ?? '—'}</span>
          </p>
        )}
      />
      <MemberActions file={file} />
      <RoleChange file={file} Dialog={Dialog} />
    </div>
  );
}
