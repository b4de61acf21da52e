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
  summary: 'The identity verifications waiting for a decision',
  response: pendingVerificationList,
});

export const getPendingIdDocument = route({
  method: 'GET',
  path: '/api/admin/verifications/:userId/id-document',
  access: 'admin',
  summary: "A pending verification's ID document",
  description: 'An image (image/jpeg), not JSON.',
  params: memberParams,
  response: fileAnswer,
});

export const getPendingSelfie = route({
  method: 'GET',
  path: '/api/admin/verifications/:userId/selfie',
  access: 'admin',
  summary: "A pending verification's selfie",
  description: 'An image (image/jpeg), not JSON.',
  params: memberParams,
  response: fileAnswer,
});

export const approveVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:userId/approve',
  access: 'admin',
  summary: "Approve a member's identity",
  params: memberParams,
  response: verificationStatus,
});

export const rejectVerification = route({
  method: 'POST',
  path: '/api/admin/verifications/:userId/reject',
  access: 'admin',
  summary: "Reject a member's identity, with the reason",
  params: memberParams,
  body: verificationRejection,
  response: verificationStatus,
});

/** Each image kind's file, by the kind's name in the path. */
export const pendingVerificationImages = { 'id-document': getPendingIdDocument, selfie: getPendingSelfie } as const;
