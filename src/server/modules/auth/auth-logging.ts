// better-auth's logging (auth.ts): its messages and its refusals go to our pino logger.
import type { BetterAuthOptions } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';

export function authLogging(log: FastifyBaseLogger): Pick<BetterAuthOptions, 'logger' | 'onAPIError'> {
  return {
    // Its messages go to our pino logger (redacted, silent in tests), never to the console.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    // Refusals (wrong password, under 18) are answers, not faults: logged at debug. Unset, this
    // hook's default writes every refusal to the console.
    onAPIError: {
      onError: (error) => {
        const refusal = isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR';
        if (refusal) log.debug({ status: error.status }, `better-auth refused: ${error.message}`);
        else log.error({ err: error }, 'better-auth failed');
      },
    },
  };
}
