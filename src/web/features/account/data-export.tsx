import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { AccountSection } from './account-section';
import { EXPORT_URL } from './api/account-api';

/** "Download my data": the server answers with a JSON attachment, saved by the browser. */
export function DataExport() {
  const { t } = useTranslation();
  return (
    <AccountSection id="account-export" title={t('account.export.heading')}>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{t('account.export.intro')}</p>
      <a href={EXPORT_URL} download className="btn-secondary">
        <Download aria-hidden="true" className="size-4" />
        {t('account.export.download')}
      </a>
    </AccountSection>
  );
}
