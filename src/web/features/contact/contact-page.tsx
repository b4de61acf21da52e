import { useTranslation } from '../../i18n/react';
import { PageHeader } from '../../components/ui/page-header';
import { usePageMeta } from '../../lib/use-page-meta';
import { FormErrorBoundary } from '../../components/form-error-boundary';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  usePageMeta('contact');
  return (
    <main id="main" className="page-container">
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} className="mb-10" />
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <FormErrorBoundary name="contact">
          <ContactForm />
        </FormErrorBoundary>
        <ContactDetails />
      </div>
    </main>
  );
}
