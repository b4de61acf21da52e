// The phone step's two forms (the number, then the code), each checked by the shared contract the
// server applies (phoneCodeRequest, phoneCodeCheck) and sent by its own mutation. Their mistakes
// and failures are said in one place, as translation keys (phone-code-errors.ts).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { phoneCodeCheck, phoneCodeRequest, type VerificationStatus } from '../../../shared/contracts/verification';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useGuardedMutation } from '../../lib/query/use-guarded-mutation';
import { requestPhoneCode, verifyPhoneCode } from './api/verification-api';
import { INVALID_CODE, INVALID_NUMBER, phoneErrorKey, retryAtOf } from './phone-code-errors';
import { useCountdown } from './use-countdown';

export function usePhoneStep(onDecided: (status: VerificationStatus) => void) {
  const request = useGuardedMutation({ mutationFn: requestPhoneCode });
  const check = useGuardedMutation({ mutationFn: verifyPhoneCode, onSuccess: onDecided });
  const numberForm = useContractForm({
    schema: phoneCodeRequest,
    defaultValues: { phoneNumber: '' },
    mutation: request,
    errorKey: () => INVALID_NUMBER,
    toVariables: ({ phoneNumber }) => phoneNumber.trim(),
  });
  const codeForm = useContractForm({
    schema: phoneCodeCheck,
    defaultValues: { code: '' },
    mutation: check,
    errorKey: () => INVALID_CODE,
    toVariables: ({ code }) => code,
  });
  const phone = useWatch({ control: numberForm.form.control, name: 'phoneNumber' });

  // Computed once per failure: a rate-limited request says when to try again.
  const retryAt = useMemo(() => retryAtOf(request.error) ?? retryAtOf(check.error), [request.error, check.error]);
  const waitSeconds = useCountdown(retryAt);

  const errorKey =
    codeForm.errorOf('code') ??
    (codeForm.failure ? phoneErrorKey(codeForm.failure, INVALID_CODE) : undefined) ??
    numberForm.errorOf('phoneNumber') ??
    (numberForm.failure ? phoneErrorKey(numberForm.failure, INVALID_NUMBER) : undefined);
  // One request at a time, whichever form it comes from.
  const working = request.isPending ? 'sending' : check.isPending ? 'verifying' : null;
  return { numberForm, codeForm, phone, sent: request.data, waitSeconds, errorKey, working };
}
