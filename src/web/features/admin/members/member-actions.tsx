// The actions on a member's page (docs/decisions/0033-admin-console.md): suspend for some days,
// ban, lift a suspension or ban, sign out everywhere, send the confirmation e-mail again. Each
// asks for a reason, which goes to the audit log (and, for a suspension or ban, to the member).
import { useId } from 'react';
import { z } from 'zod';
import type { MemberFile } from '../../../../shared/contracts/admin-members';
import { MODERATION_REASON_MAX_LENGTH, SUSPENSION_MAX_DAYS } from '../../../../shared/contracts/moderation';
import { text } from '../../../../shared/contracts/text';
import { FailureNotice, FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/use-language';
import { AdminField, describedByOf } from '../admin-field';
import { ReasonField } from '../reason-field';
import { MEMBER_DECISIONS, type MemberDecision, useMemberDecision } from './members-api';
import { SelectOptions } from '../../../components/form/select-options';

const decisionSchema = z.strictObject({
  action: z.enum(MEMBER_DECISIONS),
  reason: text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH),
  days: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(SUSPENSION_MAX_DAYS)),
});

const ERROR_KEYS = {
  action: 'console.members.actionError',
  reason: 'console.members.reasonError',
  days: 'console.members.daysError',
} as const;

/** The actions that make sense for the member now. */
function choicesFor(file: MemberFile): MemberDecision['action'][] {
  return MEMBER_DECISIONS.filter((action) => {
    if (action === 'lift_restriction') return file.restriction !== null;
    if (action === 'resend_confirmation') return !file.member.emailVerified;
    if (action === 'suspend' || action === 'ban') return file.member.role !== 'admin';
    return true;
  });
}

export function MemberActions({ file }: { file: MemberFile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const decision = useMemberDecision(file.member.id);
  const choices = choicesFor(file);
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: decisionSchema,
    defaultValues: { action: choices[0] ?? 'sign_out_everywhere', reason: '', days: '7' },
    errorKey: (name) => ERROR_KEYS[name],
    mutation: decision,
    successUntilEdit: true,
    onSuccess: () => form.reset({ action: choices[0] ?? 'sign_out_everywhere', reason: '', days: '7' }),
  });
  const action = field('action');
  const reason = field('reason');
  const days = field('days');
  const chosen = form.watch('action');
  const max = { max: formatNumber(MODERATION_REASON_MAX_LENGTH, language), days: formatNumber(SUSPENSION_MAX_DAYS, language) };
  return (
    <form {...formProps} className="space-y-3 border-t border-stone-200 pt-4 dark:border-stone-700">
      <h3 className="text-lg font-bold">{t('console.members.actionsTitle')}</h3>
      <AdminField id={`${id}-action`} label={t('console.members.action')} error={action.error && t(action.error)}>
        <select {...action.input} id={`${id}-action`} className="form-field min-h-11">
          <SelectOptions values={choices} label={(choice) => t(`console.members.actions.${choice}`)} />
        </select>
      </AdminField>
      {chosen === 'suspend' && (
        <AdminField id={`${id}-days`} label={t('console.members.days')} error={days.error && t(days.error, max)}>
          <input
            {...days.input}
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={SUSPENSION_MAX_DAYS}
            className="form-field min-h-11 w-32"
            aria-invalid={days.error ? true : undefined}
            aria-describedby={describedByOf(`${id}-days`, { error: days.error !== undefined })}
          />
        </AdminField>
      )}
      <ReasonField id={`${id}-reason`} label={t('console.members.reason')} hint={t('console.members.reasonHint')} reason={reason} />
      <FailureNotice failure={failure} lead={t('console.members.actionFailed')} />
      <FormNotice kind="success">{decision.isSuccess ? t('console.members.actionDone') : null}</FormNotice>
      <button type="submit" className="btn-primary min-h-11" disabled={sending}>
        {t(sending ? 'console.members.saving' : 'console.members.apply')}
      </button>
    </form>
  );
}
