// One card of the account page holding one on/off setting the server keeps (the e-mails while
// away, the profile's pause): read, then saved the moment it is switched, saying whether it was;
// a failure puts the switch back where the server has it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormNotice } from '../../components/form/form-notice';
import { SettingSwitch } from '../../components/form/setting-switch';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import type { useGuardedMutation } from '../../lib/query/use-guarded-mutation';
import { AccountSection, SectionLoadState } from './account-section';

/** The settings' texts in the account area: the same nine under each (heading, label, ...). */
type SettingArea = 'notifications' | 'pause';

type Setting<Key extends string> = Record<Key, boolean>;

export function SwitchSettingSection<Key extends string>({
  id,
  field,
  area,
  settings,
  save,
}: {
  id: string;
  /** The setting's name in what the server reads and answers. */
  field: Key;
  area: SettingArea;
  settings: UseQueryResult<Setting<Key>>;
  save: ReturnType<typeof useGuardedMutation<Setting<Key>, Setting<Key>>>;
}) {
  const { t } = useTranslation();
  const text = (key: 'heading' | 'label' | 'description' | 'loading' | 'loadFailed' | 'saving' | 'savedOn' | 'savedOff' | 'failed') =>
    t(`account.${area}.${key}`);
  /** The position being saved, shown until the server answers. */
  const saving = save.isPending ? save.variables[field] : null;

  const section = (children: ReactNode) => (
    <AccountSection id={`${id}-heading`} title={text('heading')}>
      {children}
    </AccountSection>
  );

  if (settings.isPending || settings.isError) {
    return section(<SectionLoadState query={settings} loading={text('loading')} loadFailed={text('loadFailed')} />);
  }

  return section(
    <div className="space-y-4">
      <SettingSwitch
        id={id}
        label={text('label')}
        description={text('description')}
        checked={saving ?? settings.data[field]}
        saving={saving !== null}
        savingText={text('saving')}
        onChange={(on) => save.send({ [field]: on } as Setting<Key>)}
      />
      <FormNotice kind="success">{save.isSuccess ? (save.data[field] ? text('savedOn') : text('savedOff')) : null}</FormNotice>
      <FormNotice kind="error">{save.isError ? `${text('failed')} ${errorMessage(t, save.error)}` : null}</FormNotice>
    </div>,
  );
}
