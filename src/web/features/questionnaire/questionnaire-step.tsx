// The guard's questionnaire step: the four answers, then the profile's required part (the step's
// shared rule, src/shared/questionnaire-step.ts; docs/decisions/0031-profile-in-onboarding.md).
// It opens on the first part not yet saved (a member who answered before the profile joined the
// step lands on the profile page), the saved answers shown again when the member goes back to
// them; the last save moves the guard on (GET /api/me). Loaded lazily by the gate, so TanStack
// Query comes with it and not with the paywall.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ProfileResponse } from '../../../shared/contracts/profile';
import type { QuestionnaireAnswers } from '../../../shared/contracts/questionnaire';
import { useState } from 'react';
import { missingQuestionnairePart } from '../../../shared/questionnaire-step';
import { useTranslation } from '../../i18n/react';
import { QueryProvider } from '../../components/query-provider';
import { RetryNotice } from '../../components/list-states';
import { savedProfileQuery } from './api/profile-part-api';
import { questionnaireQuery, useLastAnswersSave } from './api/questionnaire-api';
import { ProfilePartForm } from './profile-part/profile-part-form';
import { EMPTY_VALUES } from './questionnaire-fields';
import { QuestionnaireForm } from './questionnaire-form';

export function QuestionnaireStep() {
  return (
    <QueryProvider>
      <StepPages />
    </QueryProvider>
  );
}

function StepPages() {
  const { t } = useTranslation();
  const saved = useQuery(questionnaireQuery);
  const profile = useQuery(savedProfileQuery);
  if (saved.isPending || profile.isPending) {
    return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  }
  return <StepPage saved={saved} profile={profile} />;
}

interface StepPageProps {
  saved: UseQueryResult<QuestionnaireAnswers | null>;
  profile: UseQueryResult<ProfileResponse>;
}

function StepPage({ saved, profile }: StepPageProps) {
  const { t } = useTranslation();
  // The answers page again, chosen by the member (Back, at that time); a later save of the
  // answers ends it, and the profile's page comes back.
  const [backAt, setBackAt] = useState<number | null>(null);
  const lastSave = useLastAnswersSave();
  const hasProfile = profile.data?.profile != null;
  // What the server's rule says is missing; a copy older than the session's says nothing: the answers then.
  const missing = missingQuestionnairePart({ hasAnswers: saved.data != null, hasProfile }) ?? 'answers';
  const page = missing === 'profile' && (backAt === null || lastSave > backAt) ? 'profile' : 'answers';
  // A page reached by a move (not the first one painted) takes the focus on its heading.
  const [firstPage] = useState(page);
  const moved = page !== firstPage || backAt !== null;

  if (page === 'profile') {
    // The profile's display name is the account's, which this read brings.
    if (!profile.data) return <RetryNotice message={t('common.errors.NETWORK')} onRetry={() => void profile.refetch()} />;
    return (
      <ProfilePartForm
        displayName={profile.data.displayName}
        answers={saved.data ?? null}
        focusOnMount={moved}
        onBack={() => setBackAt(Date.now())}
      />
    );
  }
  // When the saved answers could not be read, the member can still answer from scratch.
  return (
    <QuestionnaireForm
      initialValues={saved.data ?? EMPTY_VALUES}
      notice={saved.isError ? t('questionnaire.loadFailed') : undefined}
      part={hasProfile ? undefined : { current: 1, total: 2 }}
      focusOnMount={moved}
    />
  );
}
