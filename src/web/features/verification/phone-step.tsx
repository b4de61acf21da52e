import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { VERIFICATION_CODE_LENGTH } from '../../../shared/constants';
import { digitsOnly, type VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { isolate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { FormNotice } from '../../components/form/form-notice';
import { INVALID_CODE } from './phone-code-errors';
import { StepHeading } from './step-heading';
import { usePhoneStep } from './use-phone-step';

interface PhoneStepProps {
  focusOnMount: boolean;
  /** The answer to a right code: the provider's decision (approved, or pending review). */
  onDecided: (status: VerificationStatus) => void;
  onBack: () => void;
}

const FIELD = 'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-950';

/**
 * Verify Phone Number: the number, Send code, then the 6-digit code from the text message. The
 * code field appears once a number is typed (spec section 5); it keeps digits only, and Verify
 * refuses anything but 6 of them without asking the server.
 */
export function PhoneStep({ focusOnMount, onDecided, onBack }: PhoneStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const { numberForm, codeForm, phone, sent, waitSeconds, errorKey, working } = usePhoneStep(onDecided);
  const code = codeForm.field('code').input;

  const expiresAt = sent && new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(sent.expiresAt));
  const wait = new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(waitSeconds);

  return (
    <div className="space-y-5">
      <div>
        <StepHeading focusOnMount={focusOnMount}>{t('verification.phone.title')}</StepHeading>
        <p className="text-stone-800 dark:text-stone-200">{t('verification.phone.text')}</p>
      </div>
      <form {...numberForm.formProps} aria-labelledby="verification-screen-title" className="space-y-3">
        <div>
          <label htmlFor={`${ids}-phone`} className="mb-1 block font-semibold">
            {t('verification.phone.numberLabel')}
          </label>
          <input
            id={`${ids}-phone`}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...numberForm.field('phoneNumber').input}
            aria-describedby={`${ids}-phone-help`}
            className={`${FIELD} text-start`}
          />
          <p id={`${ids}-phone-help`} className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {t('verification.phone.numberHelp')}
          </p>
        </div>
        <button
          type="submit"
          className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
          disabled={working !== null || waitSeconds > 0}
          aria-busy={working === 'sending'}
        >
          {t(working === 'sending' ? 'verification.phone.sending' : sent ? 'verification.phone.resend' : 'verification.phone.send')}
        </button>
        {waitSeconds > 0 && <p className="text-sm text-stone-700 dark:text-stone-300">{t('verification.phone.wait', { time: wait })}</p>}
      </form>
      <div role="status">
        {sent && (
          <p className="text-stone-800 dark:text-stone-200">
            {t('verification.phone.sent', { to: isolate(sent.sentTo), time: expiresAt })}
          </p>
        )}
      </div>
      {phone.trim() !== '' && (
        <form {...codeForm.formProps} aria-label={t('verification.phone.codeForm')} className="space-y-3">
          <div>
            <label htmlFor={`${ids}-code`} className="mb-1 block font-semibold">
              {t('verification.phone.codeLabel')}
            </label>
            {/* A flex row places the narrow left-to-right field at the start of the page's direction:
                with dir="ltr" on a block of its own, Chromium puts it on the left in Arabic too. */}
            <div className="flex">
              <input
                id={`${ids}-code`}
                type="text"
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                {...code}
                onChange={(event) => {
                  event.target.value = digitsOnly(event.target.value).slice(0, VERIFICATION_CODE_LENGTH);
                  return code.onChange(event);
                }}
                aria-invalid={errorKey === INVALID_CODE || undefined}
                className={`${FIELD} max-w-40 text-start tracking-widest`}
              />
            </div>
          </div>
          <button
            type="submit"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
            disabled={working !== null}
            aria-busy={working === 'verifying'}
          >
            {t(working === 'verifying' ? 'verification.phone.verifying' : 'verification.phone.verify')}
          </button>
        </form>
      )}
      <FormNotice kind="error">{errorKey && t(errorKey)}</FormNotice>
      <button type="button" className="btn-secondary" onClick={onBack} disabled={working !== null}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('verification.back')}
      </button>
    </div>
  );
}
