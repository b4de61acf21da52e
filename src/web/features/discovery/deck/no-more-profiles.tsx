// After the last card (spec): 'No More Profiles', and 'View Again', which brings back the members
// the viewer passed on, from the first (never the ones liked or matched).
import { RotateCcw } from 'lucide-react';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';

interface NoMoreProfilesProps {
  canViewAgain: boolean;
  /** Swipes still on their way: a like being stored must not come back. */
  waiting: boolean;
  viewingAgain: boolean;
  error: unknown;
  onViewAgain: () => void;
}

export function NoMoreProfiles({ canViewAgain, waiting, viewingAgain, error, onViewAgain }: NoMoreProfilesProps) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl border border-stone-200 p-8 text-center dark:border-stone-700">
      <h2 className="mb-2 text-2xl font-bold">{t('discovery.empty.title')}</h2>
      <p className="mb-6 text-stone-700 dark:text-stone-300">
        {t(canViewAgain ? 'discovery.empty.text' : 'discovery.empty.textNoneToViewAgain')}
      </p>
      {canViewAgain && (
        <button type="button" className="btn-primary" disabled={waiting || viewingAgain} onClick={onViewAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {viewingAgain ? t('common.actions.loading') : t('discovery.empty.viewAgain')}
        </button>
      )}
      {error !== null && (
        <div className="mt-4">
          <FormNotice kind="error">{errorMessage(t, error)}</FormNotice>
        </div>
      )}
    </div>
  );
}
