// The manual verification queue for admins (decision 0013): pending submissions oldest first,
// their images (every view logged before a byte is sent), approve, or reject with a reason the
// member will read.
import type { FastifyInstance } from 'fastify';
import {
  approveVerification,
  listPendingVerifications,
  pendingVerificationImages,
  rejectVerification,
} from '../../../shared/routes/verification-admin';
import { registerRoute } from '../../plugins/route-contracts';
import { VERIFICATION_IMAGE_KINDS, type VerificationStatus } from '../../../shared/contracts/verification';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { listPending, logImageView, userExists } from './admin-queries';
import { PRIVATE_IMAGE_HEADERS } from './images';
import { decidePending, KEY_COLUMN, readVerification } from './queries';
import { statusOf, type VerificationRow } from './status';

const VIEW_KIND = { 'id-document': 'id_document', selfie: 'selfie' } as const;

export async function adminVerificationRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: FileStorage; memberChanges: Pick<MemberChanges, 'changed'> },
) {
  const { db, storage, memberChanges } = options;

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerRoute(app, listPendingVerifications, async () => {
    return { items: await listPending(db) };
  });

  for (const kind of VERIFICATION_IMAGE_KINDS) {
    registerRoute(app, pendingVerificationImages[kind], async (request, reply, { params: { userId } }) => {
      const admin = requireMember(request);
      const key = (await readVerification(db, userId))?.[KEY_COLUMN[kind]];
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) throw new AppError('NOT_FOUND', 'There is no such image.');
      // Logged before sending: a view that fails half-way still counts as a view.
      await logImageView(db, { adminId: admin.id, memberId: userId, kind: VIEW_KIND[kind] });
      request.log.info({ memberId: userId, kind }, 'admin viewed a verification image');
      return reply.headers(PRIVATE_IMAGE_HEADERS).send(bytes);
    });
  }

  /** The decided row, or why there is none: an unknown member, or nothing pending. */
  async function decided(userId: string, row: VerificationRow | undefined): Promise<VerificationStatus> {
    if (row) return statusOf(row);
    if (!(await userExists(db, userId))) throw new AppError('NOT_FOUND', 'There is no such member.');
    throw new AppError('VERIFICATION_NOT_PENDING', 'This verification is not waiting for a decision.');
  }

  registerRoute(app, approveVerification, async (request, _reply, { params: { userId } }) => {
    const admin = requireMember(request);
    const row = await decidePending(db, userId, { status: 'approved', decidedBy: admin.id, rejectionReason: null });
    // The member's next request passes the gate: the access check forgets the stage it cached.
    memberChanges.changed([userId]);
    if (row) request.log.info({ memberId: userId }, 'verification approved');
    return decided(userId, row);
  });

  registerRoute(app, rejectVerification, async (request, _reply, { params: { userId }, body: { reason } }) => {
    const admin = requireMember(request);
    const row = await decidePending(db, userId, { status: 'rejected', decidedBy: admin.id, rejectionReason: reason });
    // Never the reason in the logs: it may describe the document.
    if (row) request.log.info({ memberId: userId }, 'verification rejected');
    return decided(userId, row);
  });
}
