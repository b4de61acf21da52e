import { Banknote, Car, Flag, LockKeyhole, MapPinned, MessageSquareText, UsersRound, Video } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { LandingSection } from './landing-section';

const TIPS = [
  { key: 'videoFirst', Icon: Video },
  { key: 'meetPublic', Icon: MapPinned },
  { key: 'tellFriend', Icon: UsersRound },
  { key: 'ownTransport', Icon: Car },
  { key: 'neverMoney', Icon: Banknote },
  { key: 'stayOnApp', Icon: MessageSquareText },
  { key: 'privateDetails', Icon: LockKeyhole },
  { key: 'report', Icon: Flag },
] as const;

export function SafetyTipsSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="safety" title={t('landing.safety.title')} intro={t('landing.safety.intro')} band="stone">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {TIPS.map(({ key, Icon }) => (
          <li key={key} className="rounded-3xl border border-stone-200 bg-white p-6 dark:border-stone-700 dark:bg-stone-950">
            <Icon aria-hidden="true" className="size-6 text-amber-800 dark:text-amber-300" />
            <h3 className="mt-3 font-semibold text-stone-900 dark:text-stone-50">{t(`landing.safety.tips.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-6 text-stone-700 dark:text-stone-300">{t(`landing.safety.tips.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
