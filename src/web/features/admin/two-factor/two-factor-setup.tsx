// Two-factor sign-in, set up before the admin pages open (docs/decisions/0019-admin-two-factor.md):
// the admin confirms their password, scans the QR code (or types the key) into an authenticator
// app, keeps the ten recovery codes, and confirms with a first code. The server opens the admin
// routes only after that; the session is read again so the dashboard follows. Both steps are
// contract forms (docs/decisions/0029-forms.md); their request state is their mutation's.
import { type ComponentProps, useId } from 'react';
import { z } from 'zod';
import { FormNotice } from '../../../components/form/form-notice';
import { SendButton } from '../../../components/form/send-button';
import { useTranslation } from '../../../i18n/react';
import { secondFactorSchema } from '../../../lib/forms/account-schema-loaders';
import { authErrorMessage } from '../../../lib/forms/auth-errors';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { AdminField, describedByOf } from '../admin-field';
import { QrCode } from './qr-code';
import { type Enrolment, useConfirmEnrolment, useStartEnrolment } from './two-factor-api';
import { TitledSection } from '../../../components/ui/titled-section';

/** Any password: the server checks it (an account made under an older rule must still get in). */
const passwordForm = z.object({ password: z.string().min(1, 'required') });

/** The key an app asks for when it cannot scan: the Base32 secret, in groups of four. */
export function manualKeyOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function TwoFactorSetup() {
  const { t } = useTranslation();
  const id = useId();
  const start = useStartEnrolment();
  const enrolment = start.data ?? null;
  return (
    <TitledSection
      titleId={`${id}-title`}
      title={t('admin.twoFactor.title')}
      intro={t('admin.twoFactor.intro')}
      className="max-w-2xl space-y-6"
      titleClassName="text-2xl font-bold"
      introClassName="text-stone-700 dark:text-stone-300"
    >
      {!enrolment ? (
        <PasswordStep id={id} start={start} />
      ) : (
        <ol className="list-decimal space-y-6 ps-5">
          <li className="space-y-3">
            <p>{t('admin.twoFactor.scan')}</p>
            <QrCode text={enrolment.totpURI} label={t('admin.twoFactor.qrLabel')} />
            <p className="text-sm text-stone-700 dark:text-stone-300">{t('admin.twoFactor.manual')}</p>
            <p dir="ltr" className="font-mono text-sm break-all">
              {manualKeyOf(enrolment.totpURI)}
            </p>
          </li>
          <li className="space-y-3">
            <p>{t('admin.twoFactor.recovery')}</p>
            <RecoveryCodes enrolment={enrolment} />
          </li>
          <li>
            <CodeStep id={id} />
          </li>
        </ol>
      )}
    </TitledSection>
  );
}

function RecoveryCodes({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('admin.twoFactor.recoveryLabel')} dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm">
      {enrolment.backupCodes.map((backupCode) => (
        <li key={backupCode} className="rounded bg-stone-100 px-2 py-1 dark:bg-stone-800">
          {backupCode}
        </li>
      ))}
    </ul>
  );
}

/** The password, which the server answers with the enrolment (the mutation's data). */
function PasswordStep({ id, start }: { id: string; start: ReturnType<typeof useStartEnrolment> }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: passwordForm,
    defaultValues: { password: '' },
    mutation: start,
    toVariables: ({ password }) => password,
  });
  return (
    <OneFieldForm
      form={form}
      field={form.field('password')}
      inputId={`${id}-password`}
      label={t('admin.twoFactor.password')}
      submitLabel={t('admin.twoFactor.start')}
      sendingLabel={t('admin.twoFactor.starting')}
      input={{ type: 'password', autoComplete: 'current-password', maxLength: 128 }}
    />
  );
}

/** The first code from the app (the second sign-in step's contract, six digits, spaces dropped). */
function CodeStep({ id }: { id: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEnrolment();
  const form = useContractForm({
    schema: secondFactorSchema,
    defaultValues: { code: '', recovery: false },
    mutation: confirm,
    toVariables: ({ code }) => code,
  });
  return (
    <OneFieldForm
      form={form}
      field={form.field('code')}
      inputId={`${id}-code`}
      label={t('admin.twoFactor.code')}
      submitLabel={t('admin.twoFactor.confirm')}
      sendingLabel={t('admin.twoFactor.confirming')}
      input={{ type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', dir: 'ltr', maxLength: 6 }}
    />
  );
}

interface OneFieldFormProps {
  /** What useContractForm gave the step. */
  form: { formProps: ComponentProps<'form'>; sending: boolean; failure: unknown };
  /** The one field, as useContractForm's `field` gives it. */
  field: { input: ComponentProps<'input'>; error?: string };
  inputId: string;
  label: string;
  submitLabel: string;
  sendingLabel: string;
  /** The input's own attributes (its type, autocomplete, length); it is always required. */
  input: ComponentProps<'input'>;
}

/** A step's form: one required field, what went wrong with the request, and the button. */
function OneFieldForm({
  form: { formProps, sending, failure },
  field,
  inputId,
  label,
  submitLabel,
  sendingLabel,
  input,
}: OneFieldFormProps) {
  const { t } = useTranslation();
  const invalid = field.error !== undefined;
  return (
    <form {...formProps} className="space-y-4">
      <AdminField id={inputId} label={label} error={field.error && t(`auth.fields.errors.${field.error}`)}>
        <input
          {...field.input}
          {...input}
          id={inputId}
          required
          className="form-field"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByOf(inputId, { error: invalid })}
        />
      </AdminField>
      <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
      <SendButton sending={sending} label={submitLabel} sendingLabel={sendingLabel} />
    </form>
  );
}
