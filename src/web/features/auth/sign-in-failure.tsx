// Why a sign-in failed, in the member's language, for the password step and the second factor alike.
// A suspended or banned member is refused whichever way they sign in
// (docs/decisions/0024-moderation.md): 403 ACCOUNT_RESTRICTED with, in its details, the kind, the
// end of a suspension and the moderators' reason. The member reads all three here, the date in
// their language; without the details, the common sentence for the code is said instead.
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { authErrorMessage } from '../../lib/forms/auth-errors';
import { useLanguage } from '../../lib/use-language';

/** Phrasing content only: FormNotice puts it in a paragraph. */
export function SignInFailure({ failure }: { failure: unknown }) {
  const { t } = useTranslation();
  const restriction = restrictionOf(failure);
  return restriction ? <RestrictedAccount restriction={restriction} /> : authErrorMessage(t, failure);
}

type Restriction = { kind: 'banned'; reason: string } | { kind: 'suspended'; until: string; reason: string };

/** The restriction a failed sign-in reports, when it is one and says what it is. */
function restrictionOf(error: unknown): Restriction | null {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_RESTRICTED') return null;
  if (typeof error.details !== 'object' || error.details === null) return null;
  const { kind, until, reason } = error.details as Record<string, unknown>;
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (kind === 'banned') return { kind, reason: text };
  if (kind === 'suspended' && typeof until === 'string' && !Number.isNaN(Date.parse(until))) return { kind, until, reason: text };
  return null;
}

/** The moderators' reason is shown as they wrote it, in its own language and direction. */
function RestrictedAccount({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sentence =
    restriction.kind === 'suspended'
      ? t('auth.restricted.suspended', {
          date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(restriction.until)),
        })
      : t('auth.restricted.banned');
  return (
    <>
      {sentence}
      {restriction.reason && (
        <>
          <br />
          {t('auth.restricted.reason')}{' '}
          <bdi dir="auto" className="whitespace-pre-line">
            {restriction.reason}
          </bdi>
        </>
      )}
    </>
  );
}
