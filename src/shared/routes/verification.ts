// The member's identity verification (docs/decisions/0013-verification-and-photos.md).
import { phoneCodeCheck, phoneCodeRequest, phoneCodeSent, verificationStatus } from '../contracts/verification';
import { fileAnswer, route } from './route';

export const getVerification = route({
  method: 'GET',
  path: '/api/verification',
  access: 'subscriber',
  summary: "The member's verification status",
  response: verificationStatus,
});

/** The bodies are the images' bytes, not JSON. */
export const uploadIdDocument = route({
  method: 'PUT',
  path: '/api/verification/id-document',
  access: 'subscriber',
  summary: 'Upload the ID document',
  description: "The body is the image's bytes (JPEG or PNG, up to 5 MB), not JSON.",
  response: verificationStatus,
});
export const uploadSelfie = route({
  method: 'PUT',
  path: '/api/verification/selfie',
  access: 'subscriber',
  summary: 'Upload the selfie',
  description: "The body is the image's bytes (JPEG or PNG, up to 5 MB), not JSON.",
  response: verificationStatus,
});

export const getIdDocument = route({
  method: 'GET',
  path: '/api/verification/id-document',
  access: 'subscriber',
  summary: "The member's own ID document",
  description: 'An image (image/jpeg), not JSON.',
  response: fileAnswer,
});
export const getSelfie = route({
  method: 'GET',
  path: '/api/verification/selfie',
  access: 'subscriber',
  summary: "The member's own selfie",
  description: 'An image (image/jpeg), not JSON.',
  response: fileAnswer,
});

export const sendPhoneCode = route({
  method: 'POST',
  path: '/api/verification/phone/code',
  access: 'subscriber',
  summary: "Send a code to the member's phone",
  body: phoneCodeRequest,
  response: phoneCodeSent,
});

export const verifyPhone = route({
  method: 'POST',
  path: '/api/verification/phone/verify',
  access: 'subscriber',
  summary: 'Check the phone code',
  body: phoneCodeCheck,
  response: verificationStatus,
});

export const submitVerification = route({
  method: 'POST',
  path: '/api/verification/submit',
  access: 'subscriber',
  summary: 'Submit the verification for a decision',
  response: verificationStatus,
});

/** Each image kind's upload and file, by the kind's name in the path. */
export const verificationImages = {
  'id-document': { upload: uploadIdDocument, file: getIdDocument },
  selfie: { upload: uploadSelfie, file: getSelfie },
} as const;
