// The admin role on a member's page (docs/decisions/0033-admin-console.md, "Roles"): make the
// member an admin, or take the role away, with a reason for the audit log, asked once more in a
// confirmation dialog. Not offered on one's own page, nor to make a suspended or banned member
// an admin; the server holds the same rules and the others (the last admin, a second factor).
import { useId, useState } from 'react';
import { z } from 'zod';
import { type MemberFile, type MemberRole, ROLE_REFUSALS } from '../../../../shared/contracts/admin-members';
import { MODERATION_REASON_MAX_LENGTH } from '../../../../shared/contracts/moderation';
import { text } from '../../../../shared/contracts/text';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DialogComponent } from '../../../components/dialog-slot';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import type { TFunction } from '../../../i18n/translator';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { isolate } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useSession } from '../../../lib/session/use-session';
import { ReasonField } from '../reason-field';
import { type RoleChange as Change, useRoleChange } from './members-api';

const reasonSchema = z.strictObject({ reason: text().trim().min(1, 'required').max(MODERATION_REASON_MAX_LENGTH) });

/** The server's refusal in the admin's words: which rule, when it says so. */
function failureOf(t: TFunction, error: unknown): string {
  const reason = error instanceof ApiError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  const rule = ROLE_REFUSALS.find((refusal) => refusal === reason);
  return `${t('console.members.role.failed')} ${rule ? t(`console.members.role.refusals.${rule}`) : errorMessage(t, error)}`;
}

export function RoleChange({ file, Dialog }: { file: MemberFile; Dialog: DialogComponent }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { member } = file;
  const isAdmin = member.role === 'admin';
  // Kept above the form, which starts anew with the new role: "done" outlives it.
  const change = useRoleChange(member.id);
  let blocked: string | null = null;
  if (me.user?.id === member.id) blocked = t('console.members.role.own');
  else if (!isAdmin && file.restriction) blocked = t('console.members.role.restricted');
  return (
    <section className="space-y-3 border-t border-stone-200 pt-4 dark:border-stone-700">
      <h3 className="text-lg font-bold">{t('console.members.role.title')}</h3>
      <p>{t(isAdmin ? 'console.members.role.isAdmin' : 'console.members.role.isMember')}</p>
      {blocked ? (
        <p className="text-stone-700 dark:text-stone-300">{blocked}</p>
      ) : (
        <RoleForm key={member.role} file={file} role={isAdmin ? 'member' : 'admin'} change={change} Dialog={Dialog} />
      )}
      <FormNotice kind="success">{change.isSuccess ? t(`console.members.role.done.${change.variables.role}`) : null}</FormNotice>
    </section>
  );
}

interface RoleFormProps {
  file: MemberFile;
  /** The role the member would get. */
  role: MemberRole;
  change: ReturnType<typeof useRoleChange>;
  Dialog: DialogComponent;
}

function RoleForm({ file, role, change, Dialog }: RoleFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [asked, setAsked] = useState<Change | null>(null);
  const { field, formProps } = useContractForm({
    schema: reasonSchema,
    defaultValues: { reason: '' },
    errorKey: () => 'console.members.reasonError',
    // Valid words open the dialog; only its confirmation sends them.
    apply: ({ reason }) => {
      change.reset();
      setAsked({ role, reason });
    },
  });
  const reason = field('reason');
  const name = isolate(file.member.displayName);
  const close = () => setAsked(null);
  return (
    <>
      <form {...formProps} className="space-y-3">
        <ReasonField
          id={`${id}-reason`}
          label={t('console.members.role.reason')}
          hint={t('console.members.role.hint')}
          reason={reason}
          rows={2}
        />
        <FormNotice kind="error">{change.isError && asked === null ? failureOf(t, change.error) : null}</FormNotice>
        <button type="submit" className="btn-primary min-h-11">
          {t(role === 'admin' ? 'console.members.role.makeAdmin' : 'console.members.role.removeAdmin')}
        </button>
      </form>
      <ConfirmDialog
        Dialog={Dialog}
        open={asked !== null}
        title={t(`console.members.role.confirmTitle.${role}`, { name })}
        text={t(`console.members.role.confirmText.${role}`, { name })}
        cancelLabel={t('console.members.role.cancel')}
        confirmLabel={t(`console.members.role.confirm.${role}`)}
        sendingLabel={t('console.members.role.sending')}
        // The refusal is said on the page, in the rule's words, once the dialog closes.
        change={{ isPending: change.isPending, error: null, reset: change.reset }}
        onConfirm={() => asked && change.send(asked, { onSettled: close })}
        onCancel={close}
        buttonClassName="min-h-11"
      />
    </>
  );
}
