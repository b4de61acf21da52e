// The account page's membership and billing (spec sections 4 and 8; decisions.md, payments):
// plan, status and renewal or end date as the server holds them, cancel at period end (with
// a confirm step), resume, and leaving or keeping Premium. Nothing here decides access: the
// server does, and a lapsed period brings the paywall back through /api/me.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Plan, SubscriptionSummary } from '../../../shared/contracts/payments';
import type { Language } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translator';
import { errorMessage } from '../../lib/error-message';
import { useLanguage } from '../../lib/use-language';
import { FormNotice } from '../../components/form/form-notice';
import { AccountSection, SectionLoadState } from './account-section';
import { type BillingChangeInput, subscriptionQuery, useChangeSubscription } from './api/billing-api';
import { BillingChange } from './billing-confirm';

function formatDate(iso: string | null, language: Language, t: TFunction): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)) : t('account.billing.noDate');
}

/** The membership's date line: when it renews, ends, ended, or runs out unless paid. */
function membershipDateLine(t: TFunction, membership: SubscriptionSummary, date: string): string {
  if (membership.status === 'canceled' || membership.status === 'expired') return t('account.billing.endedOn', { date });
  if (membership.status === 'past_due') return t('account.billing.pastDue', { date });
  return t(membership.cancelAtPeriodEnd ? 'account.billing.endsOn' : 'account.billing.renewsOn', { date });
}

/** What the status line says once a change is saved. */
const DONE: Record<Plan, Record<BillingChangeInput['change'], string>> = {
  basic: { cancel: 'account.billing.canceled', resume: 'account.billing.resumed' },
  premium: { cancel: 'account.billing.premiumLeft', resume: 'account.billing.premiumResumed' },
};

type ChangeSender = (input: BillingChangeInput) => (onSettled: () => void) => void;

export function BillingSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscription = useQuery(subscriptionQuery);
  const billing = useChangeSubscription();
  const busy = billing.isPending;
  const change: ChangeSender = (input) => (onSettled) => billing.send(input, { onSettled });
  const done = billing.isSuccess ? t(DONE[billing.variables.plan][billing.variables.change]) : '';

  const section = (children: ReactNode) => (
    <AccountSection id="account-billing" title={t('account.billing.heading')}>
      {children}
    </AccountSection>
  );

  if (subscription.isPending || subscription.isError) {
    return section(
      <SectionLoadState query={subscription} loading={t('account.billing.loading')} loadFailed={t('account.billing.loadFailed')} />,
    );
  }

  const { membership, premium, isPremium } = subscription.data;
  if (!membership) {
    return section(
      <div className="space-y-3">
        <p className="font-semibold">{t('account.billing.none')}</p>
        <p className="text-stone-700 dark:text-stone-300">{t('account.billing.noneText')}</p>
        <Link to={paths.subscribe} className="btn-primary inline-block">
          {t('account.billing.subscribe')}
        </Link>
      </div>,
    );
  }

  const endDate = formatDate(membership.currentPeriodEnd, language, t);
  const premiumActive = membership.hasAccess && premium?.hasAccess === true;
  return section(
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('account.billing.plan')}</dt>
        <dd>{t(isPremium ? 'account.billing.planPremium' : 'account.billing.planBasic')}</dd>
        <dt className="font-semibold">{t('account.billing.status')}</dt>
        <dd>{t(`account.billing.statuses.${membership.status}`)}</dd>
      </dl>
      <p>{membershipDateLine(t, membership, endDate)}</p>

      {!membership.hasAccess ? (
        <Link to={paths.subscribe} className="btn-primary inline-block">
          {t('account.billing.subscribe')}
        </Link>
      ) : membership.cancelAtPeriodEnd ? (
        <BillingChange label={t('account.billing.resume')} busy={busy} onConfirm={change({ change: 'resume', plan: 'basic' })} />
      ) : (
        <BillingChange
          label={t('account.billing.cancel')}
          question={t('account.billing.cancelConfirm', { date: endDate })}
          yes={t('account.billing.cancelYes')}
          no={t('account.billing.keep')}
          busy={busy}
          onConfirm={change({ change: 'cancel', plan: 'basic' })}
        />
      )}

      {membership.hasAccess && (
        <div className="border-t border-stone-200 pt-5 dark:border-stone-700">
          <h3 className="mb-2 text-lg font-bold">{t('account.billing.premiumHeading')}</h3>
          {premiumActive && premium ? (
            <PremiumDetails premium={premium} membershipEnding={membership.cancelAtPeriodEnd} busy={busy} change={change} />
          ) : (
            <Link to={paths.pricing} className="btn-secondary inline-block">
              {t('account.billing.upgrade')}
            </Link>
          )}
        </div>
      )}

      <p role="status" className="text-green-800 dark:text-green-300">
        {done}
      </p>
      <FormNotice kind="error">{billing.isError ? errorMessage(t, billing.error) : null}</FormNotice>
    </div>,
  );
}

function PremiumDetails({
  premium,
  membershipEnding,
  busy,
  change,
}: {
  premium: SubscriptionSummary;
  membershipEnding: boolean;
  busy: boolean;
  change: ChangeSender;
}) {
  const { t } = useTranslation();
  const date = formatDate(premium.currentPeriodEnd, useLanguage(), t);
  const ending = premium.cancelAtPeriodEnd;
  return (
    <div className="space-y-3">
      <p>{t(ending ? 'account.billing.premiumEnds' : 'account.billing.premiumRenews', { date })}</p>
      {!ending ? (
        <BillingChange
          label={t('account.billing.leavePremium')}
          question={t('account.billing.leaveConfirm', { date })}
          yes={t('account.billing.leaveYes')}
          no={t('account.billing.keepPremium')}
          busy={busy}
          onConfirm={change({ change: 'cancel', plan: 'premium' })}
        />
      ) : (
        // While the membership itself is ending, Premium cannot outlive it: resume that first.
        !membershipEnding && (
          <BillingChange label={t('account.billing.resumePremium')} busy={busy} onConfirm={change({ change: 'resume', plan: 'premium' })} />
        )
      )}
    </div>
  );
}
