import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { sendContactMessage } from './api/send-contact-message';
import { ContactInput } from './contact-input';
import { CONTACT_FIELDS, type ContactField, type ContactValues, EMPTY_VALUES, type FieldErrors, firstInvalidField } from './contact-fields';
import { loadValidator } from './load-validator';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; error: unknown };

export function ContactForm() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // Focus moves after the render that marks the fields invalid, so a screen reader announces
  // the field together with its error. A new object each time re-triggers the same field.
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const focusFirstInvalid = (found: FieldErrors) => {
    const field = firstInvalidField(found);
    if (field) setFocusRequest({ field });
  };

  const updateField = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The member is fixing it: the old message would only be noise now.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a second click in the same tick must not send twice.
    if (busy.current) return;
    busy.current = true;
    let checks: Awaited<ReturnType<typeof loadValidator>>;
    try {
      checks = await loadValidator();
    } catch {
      busy.current = false;
      setOutcome({ kind: 'failed', error: new ApiError('NETWORK', 0) });
      return;
    }
    const found = checks.validateContact(values);
    setErrors(found);
    if (firstInvalidField(found)) {
      busy.current = false;
      setOutcome({ kind: 'idle' });
      focusFirstInvalid(found);
      return;
    }
    setSending(true);
    setOutcome({ kind: 'idle' });
    try {
      await sendContactMessage({ ...values, language: i18n.language });
      setValues(EMPTY_VALUES);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      // Whatever went wrong, the member's text stays in the form for another try.
      setOutcome({ kind: 'failed', error });
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const fromServer = checks.errorsFromServer(error.details, values);
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      // Fetch the checks as soon as the visitor shows interest, so Send answers at once.
      onFocus={() => void loadValidator().catch(() => {})}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        {t('contact.form.title')}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('contact.form.allRequired')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.slice(0, 2).map((field) => (
          <ContactInput
            key={field}
            field={field}
            value={values[field]}
            error={errors[field]}
            onChange={updateField}
            inputRef={(element) => {
              inputs.current[field] = element;
            }}
          />
        ))}
      </div>
      {CONTACT_FIELDS.slice(2).map((field) => (
        <ContactInput
          key={field}
          field={field}
          value={values[field]}
          error={errors[field]}
          onChange={updateField}
          inputRef={(element) => {
            inputs.current[field] = element;
          }}
        />
      ))}
      <div role="status" aria-live="polite">
        {outcome.kind === 'sent' && (
          <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('contact.form.thanks')}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && (
          <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {errorMessage(t, outcome.error)}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={sending}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t(sending ? 'contact.form.sending' : 'contact.form.submit')}
      </button>
    </form>
  );
}
