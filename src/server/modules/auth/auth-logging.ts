// better-auth's logging and failures (auth.ts): its messages go to our pino logger, and what is
// not a refusal reaches our error handler.
import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';

export function authLogging(log: FastifyBaseLogger): Pick<BetterAuthOptions, 'logger' | 'onAPIError'> {
  return {
    // Its messages go to our pino logger (redacted, silent in tests), never to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    // Refusals (wrong password, under 18) stay better-auth's own answers. Any other failure is
    // thrown out of its handler instead of being answered a bare 500 (and written to the console):
    // the route's error handler then answers a database that is away 503 DATABASE_UNAVAILABLE,
    // like every other route during a restart, and logs a real fault with the request's id.
    onAPIError: { throw: true },
  };
}
