import type { FastifyInstance } from 'fastify';
import { reportClientError } from '../../../shared/routes/site';
import { registerRoute } from '../../plugins/route-contracts';
import { CLIENT_ERROR_BODY_LIMIT } from '../../../shared/contracts/client-errors';
import type { Database } from '../../db/client';
import { recordClientError } from './service';

export async function clientErrorRoutes(app: FastifyInstance, options: { db: Database }) {
  registerRoute(
    app,
    reportClientError,
    async (request, reply, { body: input }) => {
      const id = await recordClientError(options.db, input);
      // request.log carries the request id, which ties this line to the stored row.
      request.log.warn(
        { clientErrorId: id, boundary: input.boundary, url: input.url, clientMessage: input.message },
        'client error reported',
      );
      return reply.status(204).send();
    },
    {
      // A small body and a tight rate: a crashing page in a loop must not fill the table.
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
  );
}
