// What an admin decides about one report (docs/decisions/0024-moderation.md): dismiss it, warn the
// member by e-mail, suspend them for 1 to 365 days, or ban them. Each asks for a reason (required,
// up to 1,000 characters, checked here before any request) that goes to the audit log; the
// member reads it in a warning and at sign-in after a suspension or ban. Suspension and ban then
// ask once more, naming the member and what will happen, in place (as a photo's deletion does):
// the admin page has no modal of its own, and a confirmation beside the form reads well on a
// phone. A failure keeps what the admin typed.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  MODERATION_REASON_MAX_LENGTH,
  type ModerationAction,
  type ModerationInput,
  moderationInput,
  type ReportSummary,
  SUSPENSION_MAX_DAYS,
} from '../../../../shared/contracts/moderation';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { moderateMember } from './reports-api';

const ACTIONS: readonly ModerationAction[] = ['dismiss', 'warn', 'suspend', 'ban'];
const DEFAULT_DAYS = '7';
const DANGER_BUTTON = 'btn-primary bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:text-red-950 dark:hover:bg-red-200';

export type ModerationNotice = { kind: 'success' | 'error'; text: string };

interface ReportActionsProps {
  report: ReportSummary;
  /**
   * The decision is saved, or the report is no longer there to decide (closed by another admin,
   * the member gone): `notice` is said above the queue, which then reloads.
   */
  onDone: (notice: ModerationNotice) => void;
}

type Step = 'closed' | 'form' | 'confirm';
/** A field or button of the next step, or the action button to come back to. */
type FocusTarget = 'reason' | 'days' | 'submit' | 'confirm' | ModerationAction;

export function ReportActions({ report, onDone }: ReportActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [step, setStep] = useState<Step>('closed');
  const [action, setAction] = useState<ModerationAction>('dismiss');
  // Kept while the admin switches between actions, goes back from a confirmation or meets an error.
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [invalid, setInvalid] = useState<{ reason: boolean; days: boolean }>({ reason: false, days: false });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const daysRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const openers = useRef(new Map<ModerationAction, HTMLButtonElement>());
  // Where the focus goes once the next step is drawn (every change of step renders again).
  const focusNext = useRef<FocusTarget | null>(null);
  const moveFocusTo = (target: FocusTarget) => {
    focusNext.current = target;
  };

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const fields: Record<Exclude<FocusTarget, ModerationAction>, HTMLElement | null> = {
      reason: reasonRef.current,
      days: daysRef.current,
      submit: submitRef.current,
      confirm: confirmRef.current,
    };
    (target in fields ? fields[target as keyof typeof fields] : openers.current.get(target as ModerationAction))?.focus();
  });

  const name = report.reported.displayName;
  const max = MODERATION_REASON_MAX_LENGTH;
  const daysNumber = Number(days);
  const daysText = t('admin.reports.actions.daysCount', { count: daysNumber, shown: formatNumber(daysNumber, language) });

  const input = (): ModerationInput | null => {
    const parsed = moderationInput.safeParse(
      action === 'suspend' ? { action, reason, reportId: report.id, days: daysNumber } : { action, reason, reportId: report.id },
    );
    const wrong = new Set(parsed.error?.issues.map((issue) => issue.path[0]));
    setInvalid({ reason: wrong.has('reason'), days: wrong.has('days') });
    if (parsed.success) return parsed.data;
    moveFocusTo(wrong.has('days') ? 'days' : 'reason');
    return null;
  };

  const send = async (decision: ModerationInput) => {
    setSaving(true);
    setFailure(null);
    try {
      await moderateMember(report.reported.id, decision);
      const texts = {
        dismiss: t('admin.reports.actions.done.dismiss', { name: isolate(name) }),
        warn: t('admin.reports.actions.done.warn', { name: isolate(name) }),
        suspend: t('admin.reports.actions.done.suspend', { name: isolate(name), days: daysText }),
        ban: t('admin.reports.actions.done.ban', { name: isolate(name) }),
      };
      // Closed and emptied again: until the reloaded queue drops this report (or if the reload
      // fails), it offers the decisions instead of a "Saving..." that never ends.
      setSaving(false);
      setStep('closed');
      setReason('');
      setDays(DEFAULT_DAYS);
      onDone({ kind: 'success', text: texts[decision.action] });
    } catch (error) {
      const text = `${t('admin.reports.actions.failed')} ${errorMessage(t, error)}`;
      setSaving(false);
      // The report was closed meanwhile (another admin) or the member is gone: nothing is left to
      // decide here, and the reloaded queue shows what is.
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        onDone({ kind: 'error', text });
        return;
      }
      // Back to the form, the reason as the admin typed it, for another try.
      setFailure(text);
      setStep('form');
      moveFocusTo('reason');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const decision = input();
    if (!decision) return;
    if (decision.action === 'suspend' || decision.action === 'ban') {
      setStep('confirm');
      moveFocusTo('confirm');
    } else {
      void send(decision);
    }
  };

  const open = (chosen: ModerationAction) => {
    setAction(chosen);
    setInvalid({ reason: false, days: false });
    setFailure(null);
    setStep('form');
    moveFocusTo('reason');
  };

  const cancel = () => {
    setStep('closed');
    setInvalid({ reason: false, days: false });
    setFailure(null);
    moveFocusTo(action);
  };

  const reasonDescribedBy = [`${id}-reason-hint`, `${id}-reason-count`, invalid.reason ? `${id}-reason-error` : '']
    .filter(Boolean)
    .join(' ');
  const daysDescribedBy = [`${id}-days-hint`, invalid.days ? `${id}-days-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="mt-5 border-t border-stone-200 pt-4 dark:border-stone-700">
      {step === 'closed' && (
        <div role="group" aria-label={t('admin.reports.actions.label', { name })} className="flex flex-wrap gap-3">
          {ACTIONS.map((choice) => (
            <button
              key={choice}
              ref={(element) => {
                if (element) openers.current.set(choice, element);
                else openers.current.delete(choice);
              }}
              type="button"
              className={
                choice === 'ban' || choice === 'suspend'
                  ? 'btn-secondary border-red-700 text-red-800 dark:border-red-300 dark:text-red-200'
                  : 'btn-secondary'
              }
              onClick={() => open(choice)}
            >
              {t(`admin.reports.actions.buttons.${choice}`)}
            </button>
          ))}
        </div>
      )}

      {step === 'form' && (
        <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
          <div>
            <h4 id={`${id}-title`} className="text-base font-bold">
              {t(`admin.reports.actions.titles.${action}`, { name: isolate(name) })}
            </h4>
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(`admin.reports.actions.explain.${action}`)}</p>
          </div>
          {action === 'suspend' && (
            <div>
              <label htmlFor={`${id}-days`} className="mb-1 block text-sm font-semibold">
                {t('admin.reports.actions.days')}
              </label>
              <input
                ref={daysRef}
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={1}
                max={SUSPENSION_MAX_DAYS}
                step={1}
                required
                value={days}
                className="form-field w-32"
                aria-invalid={invalid.days ? true : undefined}
                aria-describedby={daysDescribedBy}
                onChange={(event) => setDays(event.target.value)}
              />
              <p id={`${id}-days-hint`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                {t('admin.reports.actions.daysHint', { max: formatNumber(SUSPENSION_MAX_DAYS, language) })}
              </p>
              {invalid.days && (
                <p id={`${id}-days-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                  {t('admin.reports.actions.daysError', { max: formatNumber(SUSPENSION_MAX_DAYS, language) })}
                </p>
              )}
            </div>
          )}
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold">
              {t('admin.reports.actions.reason')}
            </label>
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              required
              rows={4}
              maxLength={max}
              value={reason}
              dir="auto"
              className="form-field"
              aria-invalid={invalid.reason ? true : undefined}
              aria-describedby={reasonDescribedBy}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-stone-700 dark:text-stone-300">
              <p id={`${id}-reason-hint`}>
                {t(action === 'dismiss' ? 'admin.reports.actions.reasonHintLog' : 'admin.reports.actions.reasonHintMember')}
              </p>
              <p id={`${id}-reason-count`}>
                {t('admin.reports.actions.counter', { used: formatNumber(reason.length, language), max: formatNumber(max, language) })}
              </p>
            </div>
            {invalid.reason && (
              <p id={`${id}-reason-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                {t('admin.reports.actions.reasonError', { max: formatNumber(max, language) })}
              </p>
            )}
          </div>
          {failure && <FormNotice kind="error">{failure}</FormNotice>}
          <div className="flex flex-wrap gap-3">
            <button
              ref={submitRef}
              type="submit"
              className={action === 'dismiss' || action === 'warn' ? 'btn-primary' : DANGER_BUTTON}
              disabled={saving}
            >
              {t(saving ? 'admin.reports.actions.saving' : `admin.reports.actions.submit.${action}`)}
            </button>
            <button type="button" className="btn-secondary" disabled={saving} onClick={cancel}>
              {t('admin.reports.actions.cancel')}
            </button>
          </div>
        </form>
      )}

      {step === 'confirm' && (action === 'suspend' || action === 'ban') && (
        <div
          ref={confirmRef}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-confirm-title`}
          aria-describedby={`${id}-confirm-text`}
          className="rounded-lg border border-red-300 bg-red-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-red-700 dark:border-red-800 dark:bg-red-950"
        >
          <h4 id={`${id}-confirm-title`} className="mb-2 text-base font-bold text-red-950 dark:text-red-50">
            {action === 'suspend'
              ? t('admin.reports.actions.confirm.suspendTitle', { name: isolate(name), days: daysText })
              : t('admin.reports.actions.confirm.banTitle', { name: isolate(name) })}
          </h4>
          <p id={`${id}-confirm-text`} className="mb-4 text-sm text-red-950 dark:text-red-50">
            {action === 'suspend'
              ? t('admin.reports.actions.confirm.suspendText', { name: isolate(name), days: daysText })
              : t('admin.reports.actions.confirm.banText', { name: isolate(name) })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={saving}
              onClick={() => {
                const decision = input();
                if (decision) void send(decision);
                // Not expected (the form was checked before), but the field to fix is in the form.
                else setStep('form');
              }}
            >
              {t(
                saving ? 'admin.reports.actions.saving' : `admin.reports.actions.confirm.${action === 'suspend' ? 'yesSuspend' : 'yesBan'}`,
                { name: isolate(name) },
              )}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={saving}
              onClick={() => {
                setStep('form');
                moveFocusTo('submit');
              }}
            >
              {t('admin.reports.actions.confirm.back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
