// The rate-limit rows that name one member, for erasure (targets.md T9): their e-mail address
// on the account-limited auth paths and their id on change-password. IP rows name no one.
import { AUTH_BASE_PATH } from '../auth/auth';
import { ACCOUNT_LIMITED_AUTH_PATHS, MEMBER_LIMITED_AUTH_PATHS } from '../auth/routes';
import { accountKey, bucketKey, memberKey, routeScope } from './keys';

/** Exact keys of rate_limit_buckets: `delete ... where key in (rateLimitKeysFor(...))`. */
export function rateLimitKeysFor(email: string, userId: string): string[] {
  return [
    ...ACCOUNT_LIMITED_AUTH_PATHS.map((path) => bucketKey(routeScope('POST', `${AUTH_BASE_PATH}${path}`), accountKey(email))),
    ...MEMBER_LIMITED_AUTH_PATHS.map((path) => bucketKey(routeScope('POST', `${AUTH_BASE_PATH}${path}`), memberKey(userId))),
  ];
}
