import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/account-rules';
import { AuthField } from './auth-field';

type NewPasswordFieldProps = Pick<Parameters<typeof AuthField>[0], 'name' | 'input' | 'error' | 'label'>;

/** A new password, with the length rule (src/shared/account-rules.ts) said before any mistake. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const { t, i18n } = useTranslation();
  const rule = t('auth.fields.passwordRule', {
    min: formatNumber(PASSWORD_MIN_LENGTH, i18n.language),
    max: formatNumber(PASSWORD_MAX_LENGTH, i18n.language),
  });
  return <AuthField {...props} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} hint={rule} />;
}
