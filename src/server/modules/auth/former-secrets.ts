// BETTER_AUTH_SECRET with its former values (BETTER_AUTH_PREVIOUS_SECRETS), so that rotating it
// signs nobody out (docs/operations.md, "Secrets and their rotation").
//
// better-auth (1.7) versions what it encrypts (the admins' TOTP secrets and recovery codes) with
// its `secrets` option and decrypts with every version listed, but it signs and checks its
// cookies with the current secret only. So the session cookies are handled here: before anything
// reads them, a cookie signed with a former secret is signed again with the current one in the
// request, so that better-auth and our own session check (session-user.ts) both take it, and the
// next renewal of the session (daily) gives the browser a cookie signed with the current secret.
import { createHash, createHmac } from 'node:crypto';
import type { SecretConfig } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth';
import { cookieSettingsOf, unsignedCookieValue } from './session-user';

/**
 * The version better-auth writes in front of what a secret encrypts: a number derived from the
 * secret itself, so the same secret has the same version in every list and nobody numbers them.
 */
export const secretVersion = (secret: string): number =>
  createHash('sha256').update(`sahel-hearts/auth-secret-version\n${secret}`).digest().readUInt32BE(0);

/**
 * better-auth's secret options: the current secret first (it signs and encrypts), then the former
 * ones (they decrypt). What better-auth encrypted before its ciphertexts carried a version was
 * sealed with the secret then current, the oldest listed: `secret` names it for those.
 */
export function authSecretOptions(current: string, former: readonly string[]) {
  const all = [current, ...former];
  return { secret: all.at(-1)!, secrets: all.map((value) => ({ version: secretVersion(value), value })) };
}

/** The same keys for encrypting outside better-auth (the demo admin's enrolment). */
export function authSecretConfig(current: string, former: readonly string[]): SecretConfig {
  const { secret, secrets } = authSecretOptions(current, former);
  return {
    keys: new Map(secrets.map(({ version, value }) => [version, value])),
    currentVersion: secrets[0]!.version,
    legacySecret: secret,
  };
}

const sign = (value: string, secret: string) => `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;

/**
 * The Cookie header with the named cookies that are signed with a former secret signed again
 * with the current one (the first of a name only, the one better-call reads). A cookie signed
 * with the current secret, with none of them or not signed at all is left as it is.
 */
export function resignedCookieHeader(header: string, names: readonly string[], current: string, former: readonly string[]): string {
  const seen = new Set<string>();
  let changed = false;
  const parts = header.split(';').map((part) => {
    const equals = part.indexOf('=');
    const name = equals === -1 ? '' : part.slice(0, equals).trim();
    if (!names.includes(name) || seen.has(name)) return part;
    seen.add(name);
    let raw = part.slice(equals + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) raw = raw.slice(1, -1);
    let signed: string;
    try {
      signed = decodeURIComponent(raw);
    } catch {
      signed = raw;
    }
    if (unsignedCookieValue(signed, current) !== null) return part;
    for (const secret of former) {
      const value = unsignedCookieValue(signed, secret);
      if (value === null) continue;
      changed = true;
      return ` ${name}=${encodeURIComponent(sign(value, current))}`;
    }
    return part;
  });
  return changed ? parts.join(';').trimStart() : header;
}

/**
 * Registered first, before the access check and every route, and only while former secrets are
 * listed: with none, a request costs nothing more.
 */
export function acceptFormerSecretCookies(app: FastifyInstance, auth: Auth, former: readonly string[]): void {
  if (former.length === 0) return;
  app.addHook('onRequest', async (request) => {
    const header = request.headers.cookie;
    if (!header) return;
    const settings = await cookieSettingsOf(auth);
    request.headers.cookie = resignedCookieHeader(header, [settings.sessionCookie, settings.dontRememberCookie], settings.secret, former);
  });
}
