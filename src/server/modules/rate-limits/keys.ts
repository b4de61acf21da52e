// What a rate-limit bucket is keyed by. A key is "<route>|<who>": the route keeps each path's
// count apart, and <who> is the client's IP, an e-mail address or a member id. E-mail addresses
// are stored as they are (normalized, not hashed) so that erasing a member can find their rows.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Where a key's route part comes from: a route's method and URL, or a named limiter. */
export function routeScope(method: string | string[] | undefined, url: string | undefined): string {
  return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${url ?? '*'}`;
}

export function bucketKey(scope: string, who: string): string {
  return `${scope}|${who}`;
}

/** One IP, with IPv6 addresses widened to their /64 (one household or phone). */
export function ipKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip)}`;
}

/** Trimmed and lower-case, so "Amina@Example.org " and "amina@example.org" share one count. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function accountKey(email: string): string {
  return `account:${normalizeEmail(email)}`;
}

export function memberKey(userId: string): string {
  return `member:${userId}`;
}
