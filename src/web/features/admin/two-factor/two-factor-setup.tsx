// Two-factor sign-in, set up before the admin pages open (docs/decisions/0019-admin-two-factor.md):
// the admin confirms their password, scans the QR code (or types the key) into an authenticator
// app, keeps the ten recovery codes, and confirms with a first code. The server opens the admin
// routes only after that; the session is read again so the dashboard follows.
import { type FormEvent, useId, useState } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { authErrorMessage } from '../../../lib/forms/auth-errors';
import { AdminField, describedByOf } from '../admin-field';
import { QrCode } from './qr-code';
import { useConfirmEnrolment, useStartEnrolment } from './two-factor-api';

/** The key an app asks for when it cannot scan: the Base32 secret, in groups of four. */
export function manualKeyOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function TwoFactorSetup() {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const enrolment = start.data ?? null;
  const sending = start.isPending || confirm.isPending;
  const failure = confirm.error ?? start.error;
  const [invalidCode, setInvalidCode] = useState(false);

  const onPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return;
    start.send(password);
  };

  const onCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    setInvalidCode(!/^\d{6}$/.test(digits));
    if (!/^\d{6}$/.test(digits)) return;
    confirm.send(digits);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-2xl space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t('admin.twoFactor.title')}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">{t('admin.twoFactor.intro')}</p>
      {!enrolment ? (
        <form noValidate onSubmit={onPassword} className="space-y-4">
          <AdminField id={`${id}-password`} label={t('admin.twoFactor.password')}>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              value={password}
              className="form-field"
              onChange={(event) => setPassword(event.target.value)}
            />
          </AdminField>
          <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
          <button type="submit" className="btn-primary" disabled={sending || password === ''}>
            {t(sending ? 'admin.twoFactor.starting' : 'admin.twoFactor.start')}
          </button>
        </form>
      ) : (
        <>
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
              <ul aria-label={t('admin.twoFactor.recoveryLabel')} dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm">
                {enrolment.backupCodes.map((backupCode) => (
                  <li key={backupCode} className="rounded bg-stone-100 px-2 py-1 dark:bg-stone-800">
                    {backupCode}
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <form noValidate onSubmit={onCode} className="space-y-4">
                <AdminField id={`${id}-code`} label={t('admin.twoFactor.code')} error={invalidCode && t('auth.fields.errors.code')}>
                  <input
                    id={`${id}-code`}
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    dir="ltr"
                    required
                    maxLength={6}
                    value={code}
                    className="form-field"
                    aria-invalid={invalidCode ? true : undefined}
                    aria-describedby={describedByOf(`${id}-code`, { error: invalidCode })}
                    onChange={(event) => setCode(event.target.value)}
                  />
                </AdminField>
                <FormNotice kind="error">{failure ? authErrorMessage(t, failure) : null}</FormNotice>
                <button type="submit" className="btn-primary" disabled={sending}>
                  {t(sending ? 'admin.twoFactor.confirming' : 'admin.twoFactor.confirm')}
                </button>
              </form>
            </li>
          </ol>
        </>
      )}
    </section>
  );
}
