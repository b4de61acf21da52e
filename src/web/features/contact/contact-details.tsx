import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { SUPPORT_CONTACT } from '../../../shared/constants';

// The postal address stays in its own (Latin, US) form in every language: it is what the
// post office reads.
const POSTAL_ADDRESS = SUPPORT_CONTACT.postalAddress;

export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="contact-details-title"
      className="self-start rounded-2xl border border-stone-200 bg-stone-50 p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="contact-details-title" className="mb-6 text-xl font-bold">
        {t('contact.details.title')}
      </h2>
      <dl className="space-y-5">
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
            {t('contact.details.email')}
          </dt>
          <dd className="mt-1 ps-7">
            <a
              className="break-all text-amber-900 underline underline-offset-4 dark:text-amber-200"
              href={`mailto:${SUPPORT_CONTACT.email}`}
            >
              {SUPPORT_CONTACT.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
            {t('contact.details.phone')}
          </dt>
          <dd className="mt-1 ps-7">
            {/* A phone number reads left to right in every script. */}
            <a dir="ltr" className="text-amber-900 underline underline-offset-4 dark:text-amber-200" href={SUPPORT_CONTACT.phoneHref}>
              {SUPPORT_CONTACT.phone}
            </a>
            <p className="text-sm text-stone-700 dark:text-stone-300">{t('contact.details.phoneHours')}</p>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
            {t('contact.details.address')}
          </dt>
          <dd className="mt-1 ps-7">
            {/* Each line isolated left to right, yet aligned with the page's own start. */}
            <address className="not-italic">
              {POSTAL_ADDRESS.map((line) => (
                <span key={line} className="block">
                  <bdi dir="ltr">{line}</bdi>
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
            {t('contact.details.responseTime')}
          </dt>
          <dd className="mt-1 ps-7 text-stone-800 dark:text-stone-200">{t('contact.details.responseTimeText')}</dd>
        </div>
      </dl>
    </section>
  );
}
