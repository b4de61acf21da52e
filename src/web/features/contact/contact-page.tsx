import { ContentPage } from '../../components/ui/content-page';
import { FormErrorBoundary } from '../../components/form-error-boundary';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <ContentPage page="contact" headerClassName="mb-10">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <FormErrorBoundary name="contact">
          <ContactForm />
        </FormErrorBoundary>
        <ContactDetails />
      </div>
    </ContentPage>
  );
}
