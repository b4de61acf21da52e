// The switch "Show me to my matches as going" (docs/decisions/0032-events.md, "Matches going"):
// read, then saved the moment it is switched, saying whether it was; a failure puts it back where
// the server has it.
import { useQuery } from '@tanstack/react-query';
import { FormNotice } from '../../../components/form/form-notice';
import { SettingSwitch } from '../../../components/form/setting-switch';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { eventSharingQuery, useSaveEventSharing } from './member-events-api';

const BOX = 'mb-6 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900';

export function MatchSharing() {
  const { t } = useTranslation();
  const settings = useQuery(eventSharingQuery);
  const save = useSaveEventSharing();
  const saving = save.isPending ? save.variables.showMeToMatches : null;
  if (settings.isPending) return <p className={BOX}>{t('events.member.sharing.loading')}</p>;
  if (settings.isError) {
    return (
      <div className={BOX}>
        <FormNotice kind="error">{`${t('events.member.sharing.loadFailed')} ${errorMessage(t, settings.error)}`}</FormNotice>
      </div>
    );
  }
  return (
    <div className={`${BOX} space-y-3`}>
      <SettingSwitch
        id="show-me-to-matches"
        label={t('events.member.sharing.label')}
        description={t('events.member.sharing.description')}
        checked={saving ?? settings.data.showMeToMatches}
        saving={saving !== null}
        savingText={t('events.member.saving')}
        onChange={(on) => save.send({ showMeToMatches: on })}
      />
      <FormNotice kind="success">
        {save.isSuccess ? t(save.data.showMeToMatches ? 'events.member.sharing.savedOn' : 'events.member.sharing.savedOff') : null}
      </FormNotice>
      <FormNotice kind="error">{save.isError ? `${t('events.member.sharing.failed')} ${errorMessage(t, save.error)}` : null}</FormNotice>
    </div>
  );
}
