// What an admin decides about one report (docs/decisions/0024-moderation.md): dismiss it, warn the
// member by e-mail, suspend them for 1 to 365 days, or ban them. Each asks for a reason (checked
// here by the shared contract before any request) that goes to the audit log; the member reads it
// in a warning and at sign-in after a suspension or ban. Suspension and ban then ask once more
// (report-action-confirm.tsx). The form is a contract form (docs/decisions/0029-forms.md): its
// values outlive the steps (react-hook-form keeps an unmounted field's value), so a failure, a
// Cancel or a Go back keep what the admin typed; the request state is the mutation's.
import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { type ModerationAction, type ModerationInput, moderationInput, type ReportSummary } from '../../../../shared/contracts/moderation';
import type { QueueNotice } from '../../../components/queue-section';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ReportActionButtons } from './report-action-buttons';
import { ReportActionConfirm } from './report-action-confirm';
import { ReportActionForm } from './report-action-form';
import { isReportGone, useModerateMember } from './reports-api';

const DEFAULT_VALUES = { reason: '', days: '7' };
const ERROR_KEYS = { reason: 'admin.reports.actions.reasonError', days: 'admin.reports.actions.daysError' } as const;

/** The form's text read into the contract's decision (the days only for a suspension). */
const decisionSchema = (action: ModerationAction, reportId: number) =>
  z.preprocess((values) => {
    const { reason, days } = values as typeof DEFAULT_VALUES;
    return action === 'suspend' ? { action, reason, reportId, days: Number(days) } : { action, reason, reportId };
  }, moderationInput);

interface ReportActionsProps {
  report: ReportSummary;
  /**
   * The decision is saved, or the report is no longer there to decide (closed by another admin,
   * the member gone): `notice` is said above the queue, which reloads.
   */
  onDone: (notice: QueueNotice) => void;
}

/** A field or button of the next step, or the action button to come back to. */
type FocusTarget = 'reason' | 'submit' | 'confirm' | ModerationAction;
type Step = { kind: 'closed' } | { kind: 'form' } | { kind: 'confirm'; decision: ModerationInput };

export function ReportActions({ report, onDone }: ReportActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const moderation = useModerateMember();
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const openers = useRef(new Map<ModerationAction, HTMLButtonElement>());
  const focusNextRef = useStepFocus((target) => {
    const elements = { reason: document.getElementById(`${id}-reason`), submit: submitRef.current, confirm: confirmRef.current };
    return target in elements ? elements[target as keyof typeof elements] : openers.current.get(target as ModerationAction);
  });
  const name = report.reported.displayName;
  const daysText = (days: number) => t('admin.reports.actions.daysCount', { count: days, shown: formatNumber(days, language) });
  const failureText = (error: unknown) => `${t('admin.reports.actions.failed')} ${errorMessage(t, error)}`;

  const send = (decision: ModerationInput) =>
    moderation.send(
      { memberId: report.reported.id, input: decision },
      {
        onSuccess: () => {
          // Closed and emptied again: until the reloaded queue drops this report (or if the
          // reload fails), it offers the decisions again.
          setStep({ kind: 'closed' });
          form.reset(DEFAULT_VALUES);
          const texts = { name: isolate(name), days: decision.action === 'suspend' ? daysText(decision.days) : '' };
          onDone({ kind: 'success', text: t(`admin.reports.actions.done.${decision.action}`, texts) });
        },
        onError: (error) => {
          // Nothing is left to decide here: the reloaded queue shows what is.
          if (isReportGone(error)) return onDone({ kind: 'error', text: failureText(error) });
          // Back to the form, the reason as the admin typed it, for another try.
          setStep({ kind: 'form' });
          focusNextRef.current = 'reason';
        },
      },
    );

  const { form, field, formProps } = useContractForm({
    schema: decisionSchema(action, report.id),
    defaultValues: DEFAULT_VALUES,
    errorKey: (fieldName) => ERROR_KEYS[fieldName],
    // Suspension and ban ask once more; the others are sent at once.
    apply: (decision: ModerationInput) => {
      if (moderation.isPending) return;
      if (decision.action === 'suspend' || decision.action === 'ban') {
        setStep({ kind: 'confirm', decision });
        focusNextRef.current = 'confirm';
      } else send(decision);
    },
  });

  const moveTo = (next: 'closed' | 'form', focus: FocusTarget) => {
    form.clearErrors();
    moderation.reset();
    setStep({ kind: next });
    focusNextRef.current = focus;
  };
  const failure = moderation.isError && !isReportGone(moderation.error) ? failureText(moderation.error) : null;

  return (
    <div className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-700">
      {step.kind === 'closed' && (
        <ReportActionButtons
          name={name}
          openers={openers}
          onOpen={(chosen) => {
            setAction(chosen);
            moveTo('form', 'reason');
          }}
        />
      )}
      {step.kind === 'form' && (
        <ReportActionForm
          {...{ id, action, name, failure, submitRef, formProps }}
          reason={field('reason')}
          days={field('days')}
          control={form.control}
          saving={moderation.isPending}
          onCancel={() => moveTo('closed', action)}
        />
      )}
      {step.kind === 'confirm' && (step.decision.action === 'suspend' || step.decision.action === 'ban') && (
        <ReportActionConfirm
          {...{ id, name, confirmRef }}
          action={step.decision.action}
          daysText={step.decision.action === 'suspend' ? daysText(step.decision.days) : ''}
          saving={moderation.isPending}
          onConfirm={() => send(step.decision)}
          onBack={() => {
            setStep({ kind: 'form' });
            focusNextRef.current = 'submit';
          }}
        />
      )}
    </div>
  );
}

/**
 * Where the focus goes once the next step is drawn. The form's own renders (its submit state) may
 * come before the step's: the target waits until it is on screen.
 */
function useStepFocus(elementOf: (target: FocusTarget) => HTMLElement | null | undefined) {
  const focusNextRef = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const element = focusNextRef.current && elementOf(focusNextRef.current);
    if (!element) return;
    focusNextRef.current = null;
    element.focus();
  });
  return focusNextRef;
}
