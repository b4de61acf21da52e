import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { FormErrorBoundary } from '../../components/form-error-boundary';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  usePageMeta('contact');
  return (
    <main id="main" className="page-container">
      <header className="mb-10 max-w-3xl">
        <h1 className="mb-4 text-4xl font-bold tracking-tight">{t('contact.title')}</h1>
        <p className="text-lg leading-8 text-stone-700 dark:text-stone-300">{t('contact.intro')}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <FormErrorBoundary name="contact">
          <ContactForm />
        </FormErrorBoundary>
        <ContactDetails />
      </div>
    </main>
  );
}
