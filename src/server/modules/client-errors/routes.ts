import type { FastifyInstance } from 'fastify';
import { CLIENT_ERROR_BODY_LIMIT, clientErrorInput } from '../../../shared/contracts/client-errors';
import type { Database } from '../../db/client';
import { parseInput } from '../../validate';
import { recordClientError } from './service';

export async function clientErrorRoutes(app: FastifyInstance, options: { db: Database }) {
  app.post(
    '/api/client-errors',
    {
      // A small body and a tight rate: a crashing page in a loop must not fill the table.
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const input = parseInput(clientErrorInput, request.body);
      const id = await recordClientError(options.db, input);
      // request.log carries the request id, which ties this line to the stored row.
      request.log.warn(
        { clientErrorId: id, boundary: input.boundary, url: input.url, clientMessage: input.message },
        'client error reported',
      );
      return reply.status(204).send();
    },
  );
}
