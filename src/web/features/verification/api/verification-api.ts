// The verification API (src/server/modules/verification/routes.ts), one function per endpoint.
// Images go as raw bodies: the File itself is the request body, the server checks its content.
import { queryOptions } from '@tanstack/react-query';
import type { PhoneCodeSent, VerificationImageKind, VerificationStatus } from '../../../../shared/contracts/verification';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';
import { callApi, urlOf } from '../../../lib/call-api';
import {
  getVerification as getVerificationRoute,
  sendPhoneCode,
  submitVerification as submitVerificationRoute,
  verificationImages,
  verifyPhone,
} from '../../../../shared/routes/verification';

/** GET /api/verification: where the member stands. */
export function getVerification(signal?: AbortSignal): Promise<VerificationStatus> {
  return callApi(getVerificationRoute, { signal });
}

/** Where the member stands, in one cache key: each step's answer (the new status) replaces it. */
export const verificationQuery = queryOptions({
  queryKey: ['verification'],
  queryFn: ({ signal }) => getVerification(signal),
});

/** Where the member's own stored image is served. */
export const verificationImageUrl = (kind: VerificationImageKind) => urlOf(verificationImages[kind].file);

/** PUT /api/verification/id-document | selfie with the file as the body. */
function uploadVerificationImage(kind: VerificationImageKind, file: File): Promise<VerificationStatus> {
  return callApi(verificationImages[kind].upload, { file });
}

/** POST /api/verification/phone/code: sends a one-time code by SMS. */
export function requestPhoneCode(phoneNumber: string): Promise<PhoneCodeSent> {
  return callApi(sendPhoneCode, { body: { phoneNumber } });
}

/** POST /api/verification/phone/verify: the code submits everything to the verification provider. */
export function verifyPhoneCode(code: string): Promise<VerificationStatus> {
  return callApi(verifyPhone, { body: { code } });
}

/** POST /api/verification/submit: a resubmission when the phone is already verified. */
function submitVerification(): Promise<VerificationStatus> {
  return callApi(submitVerificationRoute);
}

// The steps' changes answer the new status; the step screen (verification-step.tsx) writes it
// into verificationQuery's cache as it moves on.
export const useUploadVerificationImage = () =>
  useGuardedMutation({ mutationFn: ({ kind, file }: { kind: VerificationImageKind; file: File }) => uploadVerificationImage(kind, file) });
export const useSubmitVerification = () => useGuardedMutation({ mutationFn: submitVerification });
/** 'Check again' while an admin decides: the status as it now stands (the screen moves on with it). */
export const useCheckVerification = () => useGuardedMutation({ mutationFn: () => getVerification() });
