// The guard's Verify ID step (spec sections 2 and 4): Upload ID Document, Take a Selfie, Verify
// Phone Number, then the provider's outcome. It starts where the server says the member is, so
// a reload (or a second device) resumes rather than starting over. Loaded lazily by the gate, so
// TanStack Query comes with it and not with the paywall.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { QueryProvider } from '../../components/query-provider';
import { StepSection } from '../../components/step-section';
import { verificationQuery } from './api/verification-api';
import { ImageStep } from './image-step';
import { PhoneStep } from './phone-step';
import { ResubmitStep } from './resubmit-step';
import { nextStep, previousStep, screenFor, type VerificationScreen } from './verification-flow';
import { VerificationComplete } from './verification-complete';
import { VerificationPending } from './verification-pending';
import { VerificationRejected } from './verification-rejected';
import { VerificationStepper } from './verification-stepper';

export function VerificationStep() {
  const { t } = useTranslation();
  return (
    <StepSection title={t('onboarding.verifyId.title')} text={t('onboarding.verifyId.text')}>
      <QueryProvider>
        <StatusThenScreens />
      </QueryProvider>
    </StepSection>
  );
}

function StatusThenScreens() {
  const { t } = useTranslation();
  const status = useQuery(verificationQuery);
  if (status.isPending) return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  if (status.isError) {
    return (
      <div className="space-y-4">
        <FormNotice kind="error">{t('verification.loadFailed')}</FormNotice>
        <button type="button" className="btn-secondary" disabled={status.isFetching} onClick={() => void status.refetch()}>
          {t('common.actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-white p-5 dark:bg-stone-950">
      <Screens status={status.data} />
    </div>
  );
}

/** The screen the member is on: first where the server says, then wherever their moves lead. */
function Screens({ status }: { status: VerificationStatus }) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<VerificationScreen>(() => screenFor(status));
  // Focus follows the member's moves between screens, not the first paint.
  const [moved, setMoved] = useState(false);

  const goTo = (next: VerificationScreen, newStatus?: VerificationStatus | null) => {
    // Each step answers the new status: it becomes what the cache holds, with no second request.
    if (newStatus) queryClient.setQueryData(verificationQuery.queryKey, newStatus);
    setScreen(next);
    setMoved(true);
  };
  return <CurrentScreen screen={screen} status={status} moved={moved} goTo={goTo} />;
}

interface CurrentScreenProps {
  screen: VerificationScreen;
  status: VerificationStatus;
  moved: boolean;
  goTo: (next: VerificationScreen, status?: VerificationStatus | null) => void;
}

function CurrentScreen({ screen, status, moved, goTo }: CurrentScreenProps) {
  const decided = (next: VerificationStatus) => goTo(screenFor(next), next);
  switch (screen) {
    case 'complete':
      return <VerificationComplete focusOnMount={moved} />;
    case 'pending':
      return (
        <VerificationPending submittedAt={status.submittedAt} focusOnMount={moved} onChecked={(next) => goTo(screenFor(next), next)} />
      );
    case 'rejected':
      return <VerificationRejected reason={status.rejectionReason} focusOnMount={moved} onRestart={() => goTo('id')} />;
    case 'phone':
      return (
        <>
          <VerificationStepper current="phone" />
          {status.phoneVerified ? (
            <ResubmitStep
              phoneNumber={status.phoneNumber}
              focusOnMount={moved}
              onDecided={decided}
              onBack={() => goTo(previousStep('phone'))}
            />
          ) : (
            <PhoneStep focusOnMount={moved} onDecided={decided} onBack={() => goTo(previousStep('phone'))} />
          )}
        </>
      );
    default:
      return (
        <>
          <VerificationStepper current={screen} />
          <ImageStep
            // A new step is a new form: nothing chosen for the ID carries over to the selfie.
            key={screen}
            kind={screen === 'id' ? 'id-document' : 'selfie'}
            stored={
              screen === 'id' ? status.hasIdDocument && status.status !== 'rejected' : status.hasSelfie && status.status !== 'rejected'
            }
            focusOnMount={moved}
            onDone={(next) => goTo(nextStep(screen), next)}
            onBack={screen === 'selfie' ? () => goTo(previousStep('selfie')) : undefined}
          />
        </>
      );
  }
}
