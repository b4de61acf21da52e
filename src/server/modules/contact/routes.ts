import type { FastifyInstance } from 'fastify';
import { contactMessageInput } from '../../../shared/contracts/contact';
import type { Database } from '../../db/client';
import { parseInput } from '../../validate';
import { receiveContactMessage } from './service';

export async function contactRoutes(app: FastifyInstance, options: { db: Database; perHour: number }) {
  app.post(
    '/api/contact',
    // Per IP, so one sender cannot flood the inbox (targets.md T4).
    { config: { access: 'public', rateLimit: { max: options.perHour, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const input = parseInput(contactMessageInput, request.body);
      const result = await receiveContactMessage(options.db, input);
      // The id only: the sender's details stay out of the logs.
      request.log.info({ contactMessageId: result.id }, 'contact message received');
      return reply.status(201).send(result);
    },
  );
}
