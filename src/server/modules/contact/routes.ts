import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { receiveContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance, options: { db: Database; perHour: number }) {
  registerRoute(
    app,
    sendContactMessage,
    async (request, reply, { body: input }) => {
      const result = await receiveContactMessage(options.db, input);
      // The id only: the sender's details stay out of the logs.
      request.log.info({ contactMessageId: result.id }, 'contact message received');
      return reply.status(201).send(result);
    },
    // Per IP, so one sender cannot flood the inbox (docs/targets.md T4).
    { config: { rateLimit: { max: options.perHour, timeWindow: '1 hour' } } },
  );
}
