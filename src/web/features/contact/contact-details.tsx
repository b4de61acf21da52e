import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { SUPPORT_CONTACT } from '../../../shared/constants';
import { TitledSection } from '../../components/ui/titled-section';

// The postal address stays in its own (Latin, US) form in every language: it is what the
// post office reads.
const POSTAL_ADDRESS = SUPPORT_CONTACT.postalAddress;

const LINK_CLASS = 'text-amber-900 underline underline-offset-4 dark:text-amber-200';

export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <TitledSection
      titleId="contact-details-title"
      title={t('contact.details.title')}
      className="self-start rounded-2xl border border-stone-200 bg-stone-50 p-6 dark:border-stone-800 dark:bg-stone-900"
      titleClassName="mb-6 text-xl font-bold"
    >
      <dl className="space-y-5">
        <Detail icon={Mail} term={t('contact.details.email')}>
          <a className={`break-all ${LINK_CLASS}`} href={`mailto:${SUPPORT_CONTACT.email}`}>
            {SUPPORT_CONTACT.email}
          </a>
        </Detail>
        <Detail icon={Phone} term={t('contact.details.phone')}>
          {/* A phone number reads left to right in every script. */}
          <a dir="ltr" className={LINK_CLASS} href={SUPPORT_CONTACT.phoneHref}>
            {SUPPORT_CONTACT.phone}
          </a>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('contact.details.phoneHours')}</p>
        </Detail>
        <Detail icon={MapPin} term={t('contact.details.address')}>
          {/* Each line isolated left to right, yet aligned with the page's own start. */}
          <address className="not-italic">
            {POSTAL_ADDRESS.map((line) => (
              <span key={line} className="block">
                <bdi dir="ltr">{line}</bdi>
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={Clock} term={t('contact.details.responseTime')} className="text-stone-800 dark:text-stone-200">
          {t('contact.details.responseTimeText')}
        </Detail>
      </dl>
    </TitledSection>
  );
}

/** One of the ways to reach us: its icon and name, and under them, level with the name, the details. */
function Detail({ icon: Icon, term, className, children }: { icon: LucideIcon; term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
        {term}
      </dt>
      <dd className={className ? `mt-1 ps-7 ${className}` : 'mt-1 ps-7'}>{children}</dd>
    </div>
  );
}
