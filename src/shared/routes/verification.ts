// The member's identity verification (docs/decisions/0013-verification-and-photos.md).
import { phoneCodeCheck, phoneCodeRequest, phoneCodeSent, verificationStatus } from '../contracts/verification';
import { fileAnswer, route } from './route';

export const getVerification = route({ method: 'GET', path: '/api/verification', access: 'subscriber', response: verificationStatus });

/** The bodies are the images' bytes, not JSON. */
export const uploadIdDocument = route({
  method: 'PUT',
  path: '/api/verification/id-document',
  access: 'subscriber',
  response: verificationStatus,
});
export const uploadSelfie = route({ method: 'PUT', path: '/api/verification/selfie', access: 'subscriber', response: verificationStatus });

export const getIdDocument = route({ method: 'GET', path: '/api/verification/id-document', access: 'subscriber', response: fileAnswer });
export const getSelfie = route({ method: 'GET', path: '/api/verification/selfie', access: 'subscriber', response: fileAnswer });

export const sendPhoneCode = route({
  method: 'POST',
  path: '/api/verification/phone/code',
  access: 'subscriber',
  body: phoneCodeRequest,
  response: phoneCodeSent,
});

export const verifyPhone = route({
  method: 'POST',
  path: '/api/verification/phone/verify',
  access: 'subscriber',
  body: phoneCodeCheck,
  response: verificationStatus,
});

export const submitVerification = route({
  method: 'POST',
  path: '/api/verification/submit',
  access: 'subscriber',
  response: verificationStatus,
});

/** Each image kind's upload and file, by the kind's name in the path. */
export const verificationImages = {
  'id-document': { upload: uploadIdDocument, file: getIdDocument },
  selfie: { upload: uploadSelfie, file: getSelfie },
} as const;
