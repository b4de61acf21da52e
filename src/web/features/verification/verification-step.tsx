// The guard's Verify ID step (spec sections 2 and 4): Upload ID Document, Take a Selfie, Verify
// Phone Number, then the provider's outcome. It starts where the server says the member is, so
// a reload (or a second device) resumes rather than starting over.
import { useEffect, useState } from 'react';
import type { VerificationStatus } from '../../../shared/contracts/verification';
import { useTranslation } from '../../i18n/react';
import { FormNotice } from '../../components/form/form-notice';
import { getVerification } from './api/verification-api';
import { ImageStep } from './image-step';
import { PhoneStep } from './phone-step';
import { ResubmitStep } from './resubmit-step';
import { nextStep, previousStep, screenFor, type VerificationScreen } from './verification-flow';
import { VerificationComplete } from './verification-complete';
import { VerificationPending } from './verification-pending';
import { VerificationRejected } from './verification-rejected';
import { VerificationStepper } from './verification-stepper';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; status: VerificationStatus };

export function VerificationStep() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [screen, setScreen] = useState<VerificationScreen>('id');
  // Focus follows the member's moves between screens, not the first paint.
  const [moved, setMoved] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getVerification(controller.signal).then(
      (status) => {
        setLoad({ kind: 'ready', status });
        setScreen(screenFor(status));
      },
      () => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const goTo = (next: VerificationScreen, status?: VerificationStatus | null) => {
    if (status) setLoad({ kind: 'ready', status });
    setScreen(next);
    setMoved(true);
  };

  return (
    <section aria-labelledby="step-title" className="rounded-xl bg-amber-50 p-6 dark:bg-stone-900">
      <h2 id="step-title" className="mb-3 text-2xl font-bold">
        {t('onboarding.verifyId.title')}
      </h2>
      <p className="mb-6 text-stone-800 dark:text-stone-200">{t('onboarding.verifyId.text')}</p>
      {load.kind === 'loading' && <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {load.kind === 'failed' && (
        <div className="space-y-4">
          <FormNotice kind="error">{t('verification.loadFailed')}</FormNotice>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setLoad({ kind: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {t('common.actions.retry')}
          </button>
        </div>
      )}
      {load.kind === 'ready' && (
        <div className="rounded-lg bg-white p-5 dark:bg-stone-950">
          <CurrentScreen screen={screen} status={load.status} moved={moved} goTo={goTo} />
        </div>
      )}
    </section>
  );
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
      return <VerificationPending submittedAt={status.submittedAt} focusOnMount={moved} onChecked={(next) => goTo(screenFor(next), next)} />;
    case 'rejected':
      return <VerificationRejected reason={status.rejectionReason} focusOnMount={moved} onRestart={() => goTo('id')} />;
    case 'phone':
      return (
        <>
          <VerificationStepper current="phone" />
          {status.phoneVerified ? (
            <ResubmitStep phoneNumber={status.phoneNumber} focusOnMount={moved} onDecided={decided} onBack={() => goTo(previousStep('phone'))} />
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
            stored={screen === 'id' ? status.hasIdDocument && status.status !== 'rejected' : status.hasSelfie && status.status !== 'rejected'}
            focusOnMount={moved}
            onDone={(next) => goTo(nextStep(screen), next)}
            onBack={screen === 'selfie' ? () => goTo(previousStep('selfie')) : undefined}
          />
        </>
      );
  }
}

/** React.lazy's default export: loaded only for members at this step. */
export default VerificationStep;
