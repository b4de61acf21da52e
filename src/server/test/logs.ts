// A logger for the pieces tests build outside an app (a job queue): silent, or keeping the
// warnings it was given so that a test can read them.
import type { FastifyBaseLogger } from 'fastify';

export function testLog(warnings: unknown[] = []): FastifyBaseLogger {
  const nothing = () => {};
  const log: Record<string, unknown> = {
    level: 'silent',
    fatal: nothing,
    error: nothing,
    info: nothing,
    debug: nothing,
    trace: nothing,
    silent: nothing,
    warn: (object: unknown) => warnings.push(object),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}
