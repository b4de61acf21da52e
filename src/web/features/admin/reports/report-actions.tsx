// What an admin decides about one report (docs/decisions/0024-moderation.md): dismiss it, warn the
// member by e-mail, suspend them for 1 to 365 days, or ban them. Each asks for a reason (checked
// here by the shared contract before any request) that goes to the audit log; the member reads it
// in a warning and at sign-in after a suspension or ban. Suspension and ban then ask once more
// (report-action-confirm.tsx). A failure keeps what the admin typed.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ModerationAction, type ModerationInput, moderationInput, type ReportSummary } from '../../../../shared/contracts/moderation';
import type { QueueNotice } from '../../../components/queue-section';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ReportActionButtons } from './report-action-buttons';
import { ReportActionConfirm } from './report-action-confirm';
import { ReportActionForm } from './report-action-form';
import { isReportGone, useModerateMember } from './reports-api';

const DEFAULT_DAYS = '7';
const VALID = { reason: false, days: false };

interface ReportActionsProps {
  report: ReportSummary;
  /**
   * The decision is saved, or the report is no longer there to decide (closed by another admin,
   * the member gone): `notice` is said above the queue, which reloads.
   */
  onDone: (notice: QueueNotice) => void;
}

/** A field or button of the next step, or the action button to come back to. */
type FocusTarget = 'reason' | 'days' | 'submit' | 'confirm' | ModerationAction;

export function ReportActions({ report, onDone }: ReportActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [step, setStep] = useState<'closed' | 'form' | 'confirm'>('closed');
  const [action, setAction] = useState<ModerationAction>('dismiss');
  // Kept while the admin switches between actions, goes back from a confirmation or meets an error.
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [invalid, setInvalid] = useState(VALID);
  const moderation = useModerateMember();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const daysRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const openers = useRef(new Map<ModerationAction, HTMLButtonElement>());
  const focusNextRef = useStepFocus((target) => {
    const fields = { reason: reasonRef.current, days: daysRef.current, submit: submitRef.current, confirm: confirmRef.current };
    return target in fields ? fields[target as keyof typeof fields] : openers.current.get(target as ModerationAction);
  });

  const name = report.reported.displayName;
  const daysNumber = Number(days);
  const daysText = t('admin.reports.actions.daysCount', { count: daysNumber, shown: formatNumber(daysNumber, language) });
  const failureText = (error: unknown) => `${t('admin.reports.actions.failed')} ${errorMessage(t, error)}`;

  const input = (): ModerationInput | null => {
    const parsed = moderationInput.safeParse(
      action === 'suspend' ? { action, reason, reportId: report.id, days: daysNumber } : { action, reason, reportId: report.id },
    );
    const wrong = new Set(parsed.error?.issues.map((issue) => issue.path[0]));
    setInvalid({ reason: wrong.has('reason'), days: wrong.has('days') });
    if (parsed.success) return parsed.data;
    focusNextRef.current = wrong.has('days') ? 'days' : 'reason';
    return null;
  };

  const send = (decision: ModerationInput) =>
    moderation.send(
      { memberId: report.reported.id, input: decision },
      {
        onSuccess: () => {
          // Closed and emptied again: until the reloaded queue drops this report (or if the
          // reload fails), it offers the decisions again.
          setStep('closed');
          setReason('');
          setDays(DEFAULT_DAYS);
          const texts = { name: isolate(name), days: daysText };
          onDone({ kind: 'success', text: t(`admin.reports.actions.done.${decision.action}`, texts) });
        },
        onError: (error) => {
          // Nothing is left to decide here: the reloaded queue shows what is.
          if (isReportGone(error)) return onDone({ kind: 'error', text: failureText(error) });
          // Back to the form, the reason as the admin typed it, for another try.
          setStep('form');
          focusNextRef.current = 'reason';
        },
      },
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (moderation.isPending) return;
    const decision = input();
    if (!decision) return;
    if (decision.action === 'suspend' || decision.action === 'ban') {
      setStep('confirm');
      focusNextRef.current = 'confirm';
    } else send(decision);
  };

  const moveTo = (next: 'closed' | 'form', focus: FocusTarget) => {
    setInvalid(VALID);
    moderation.reset();
    setStep(next);
    focusNextRef.current = focus;
  };
  const failure = moderation.isError && !isReportGone(moderation.error) ? failureText(moderation.error) : null;

  return (
    <div className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-700">
      {step === 'closed' && (
        <ReportActionButtons
          name={name}
          openers={openers}
          onOpen={(chosen) => {
            setAction(chosen);
            moveTo('form', 'reason');
          }}
        />
      )}
      {step === 'form' && (
        <ReportActionForm
          {...{ id, action, name, reason, days, invalid, failure, reasonRef, daysRef, submitRef, onSubmit }}
          saving={moderation.isPending}
          onReason={setReason}
          onDays={setDays}
          onCancel={() => moveTo('closed', action)}
        />
      )}
      {step === 'confirm' && (action === 'suspend' || action === 'ban') && (
        <ReportActionConfirm
          {...{ id, action, name, daysText, confirmRef }}
          saving={moderation.isPending}
          onConfirm={() => {
            const decision = input();
            if (decision) send(decision);
            // Not expected (the form was checked before), but the field to fix is in the form.
            else setStep('form');
          }}
          onBack={() => {
            setStep('form');
            focusNextRef.current = 'submit';
          }}
        />
      )}
    </div>
  );
}

/** Where the focus goes once the next step is drawn (every change of step renders again). */
function useStepFocus(elementOf: (target: FocusTarget) => HTMLElement | null | undefined) {
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    elementOf(target)?.focus();
  });
  return focusNext;
}
