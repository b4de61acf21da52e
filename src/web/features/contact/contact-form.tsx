import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { lazySchema } from '../../lib/forms/contract-resolver';
import { refusedFields } from '../../lib/forms/refused-fields';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { usePageMutation } from '../../lib/forms/use-page-mutation';
import { sendContactMessage } from './api/send-contact-message';
import { ContactInput } from './contact-input';
import { CONTACT_FIELDS, type ContactField, contactErrorKey, EMPTY_VALUES } from './contact-fields';
import { useHydrated } from '../../lib/use-hydrated';

/** The server's contract, with zod, fetched on the first focus (zod alone would double the page's script). */
const contactSchema = lazySchema(() => import('../../../shared/contracts/contact').then((module) => module.contactMessageInput));

/** A refused field the contract let through (a character the server will not store) is simply flagged. */
const fieldErrorsFor = refusedFields(CONTACT_FIELDS, () => 'invalid');

export function ContactForm() {
  const { t, i18n } = useTranslation();
  const mutation = usePageMutation(sendContactMessage);
  const hydrated = useHydrated();
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: contactSchema,
    defaultValues: EMPTY_VALUES,
    mutation,
    toVariables: (message) => ({ ...message, language: i18n.language }),
    errorKey: contactErrorKey,
    fieldErrorsFor,
    onSuccess: () => form.reset(EMPTY_VALUES),
  });
  const input = (name: ContactField) => <ContactInput key={name} {...field(name)} name={name} />;

  return (
    <form {...formProps} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold">
        {t('contact.form.title')}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t('contact.form.allRequired')}</p>
      <div className="grid gap-5 sm:grid-cols-2">{CONTACT_FIELDS.slice(0, 2).map(input)}</div>
      {CONTACT_FIELDS.slice(2).map(input)}
      <div role="status" aria-live="polite">
        {mutation.isSuccess && (
          <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('contact.form.thanks')}
          </p>
        )}
      </div>
      <div role="alert">
        {failure !== null && (
          <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {errorMessage(t, failure)}
          </p>
        )}
      </div>
      {/* Disabled until the app has taken the pre-rendered page over (lib/use-hydrated.ts). */}
      <button type="submit" className="btn-primary" disabled={sending || !hydrated}>
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t(sending ? 'contact.form.sending' : 'contact.form.submit')}
      </button>
    </form>
  );
}
