import { Eye, Lock } from 'lucide-react';
import { useTranslation } from '../../i18n/react';

/** Says, with an icon and in words, whether other members will see a field. */
export function VisibilityBadge({ id, shown }: { id: string; shown: boolean }) {
  const { t } = useTranslation();
  const Icon = shown ? Eye : Lock;
  return (
    <span
      id={id}
      className={`inline-flex items-center gap-1 text-xs font-medium ${shown ? 'text-green-800 dark:text-green-300' : 'text-stone-700 dark:text-stone-300'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(shown ? 'profile.visibility.shown' : 'profile.visibility.private')}
    </span>
  );
}
