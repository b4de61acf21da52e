// The deck of a member whose profile is paused (docs/decisions/0012-profile.md, "Pausing"): no
// cards, what the pause means, and the way back, which drops the deck so its cards come again.
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { useSaveProfilePause } from '../../../lib/profile-pause';

export function PausedNotice() {
  const { t } = useTranslation();
  const resume = useSaveProfilePause();
  return (
    <div className="rounded-3xl border border-stone-200 p-8 text-center dark:border-stone-700">
      <h2 className="mb-2 text-2xl font-bold">{t('discovery.paused.title')}</h2>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('discovery.paused.text')}</p>
      <button type="button" className="btn-primary" aria-disabled={resume.isPending} onClick={() => resume.send({ paused: false })}>
        {resume.isPending ? t('discovery.paused.resuming') : t('discovery.paused.resume')}
      </button>
      <FormNotice kind="error">{resume.isError ? errorMessage(t, resume.error) : null}</FormNotice>
    </div>
  );
}
