// The account page's switch for the e-mails about new matches and messages while the member is
// away (docs/decisions/0025-away-notifications.md). A change is saved at once and says whether it
// was; a failure puts the switch back where the server has it.
import { useQuery } from '@tanstack/react-query';
import { FormNotice } from '../../components/form/form-notice';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { AccountSection, SectionLoadState } from './account-section';
import { notificationSettingsQuery, useSaveNotificationSettings } from './api/account-api';

const SWITCH_ID = 'away-emails';

export function EmailNotifications() {
  const { t } = useTranslation();
  const settings = useQuery(notificationSettingsQuery);
  return (
    <AccountSection id="account-notifications" title={t('account.notifications.heading')}>
      {settings.isPending || settings.isError ? (
        <SectionLoadState
          query={settings}
          loading={t('account.notifications.loading')}
          loadFailed={t('account.notifications.loadFailed')}
        />
      ) : (
        <AwayEmailsSwitch saved={settings.data.awayEmails} />
      )}
    </AccountSection>
  );
}

/** The switch, once the server said where it is; a change is saved at once. */
function AwayEmailsSwitch({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  /** The position being saved, shown until the server answers. */
  const saving = save.isPending ? save.variables.awayEmails : null;
  const on = saving ?? saved;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={SWITCH_ID} className="flex cursor-pointer items-start justify-between gap-4">
          <span className="font-semibold">{t('account.notifications.label')}</span>
          <input
            id={SWITCH_ID}
            type="checkbox"
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- a checkbox states its checked state natively; ARIA in HTML says not to repeat it in aria-checked
            role="switch"
            className="peer sr-only"
            checked={on}
            // Not `disabled`: that would take the keyboard focus away while it saves.
            aria-disabled={saving !== null}
            aria-describedby={`${SWITCH_ID}-description`}
            onChange={(event) => {
              save.send({ awayEmails: event.target.checked });
            }}
          />
          {/* The drawn switch; the checkbox above is what assistive technology and the keyboard use. */}
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex h-6 w-11 shrink-0 items-center justify-start rounded-full bg-stone-400 p-0.5 transition-colors peer-checked:justify-end peer-checked:bg-amber-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 peer-aria-disabled:opacity-60 dark:bg-stone-600 dark:peer-checked:bg-amber-600"
          >
            <span className="size-5 rounded-full bg-white shadow" />
          </span>
        </label>
        <p id={`${SWITCH_ID}-description`} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {t('account.notifications.description')}
        </p>
        {saving !== null && <p className="mt-2 text-sm">{t('account.notifications.saving')}</p>}
      </div>
      <FormNotice kind="success">
        {save.isSuccess ? t(save.data.awayEmails ? 'account.notifications.savedOn' : 'account.notifications.savedOff') : null}
      </FormNotice>
      <FormNotice kind="error">{save.isError ? `${t('account.notifications.failed')} ${errorMessage(t, save.error)}` : null}</FormNotice>
    </div>
  );
}
