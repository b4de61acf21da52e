// The admins' manual verification queue (docs/decisions/0013-verification-and-photos.md).
import { z } from 'zod';
import { pendingVerificationList, verificationRejection, verificationStatus } from '../contracts/verification';
import { fileAnswer, route } from './route';
import { memberId } from './id-params';

const memberParams = z.object({ userId: memberId });

export const listPendingVerifications = route({
  method: 'GET',
  path: '/api/admin/verifications',
  access: 'admin',
  response: pendingVerificationList,
});

export const getPendingIdDocument = route({
  method: 'GET',
  path: '/api/admin/verifications/:userId/id-document',
  access: 'admin',
  params: memberParams,
  response: fileAnswer,
});

export const getPendingSelfie = route({
  method: 'GET',
  path: '/api/admin/verifications/:userId/selfie',
  access: 'admin',
  params: memberParams,
  response: fileAnswer,
});

export const approveVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:userId/approve',
  access: 'admin',
  params: memberParams,
  response: verificationStatus,
});

export const rejectVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:userId/reject',
  access: 'admin',
  params: memberParams,
  body: verificationRejection,
  response: verificationStatus,
});

/** Each image kind's file, by the kind's name in the path. */
export const pendingVerificationImages = { 'id-document': getPendingIdDocument, selfie: getPendingSelfie } as const;
