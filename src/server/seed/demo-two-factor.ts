// The demo admin's second factor (README.md, "Demo accounts"): admin routes open only with one
// (docs/decisions/0019-admin-two-factor.md), so the demo admin is seeded enrolled, with a TOTP
// secret and recovery codes that are as public as its password. DEMO ONLY. Stored as
// better-auth's two-factor plugin stores an enrolment: both encrypted with BETTER_AUTH_SECRET.
import { randomUUID } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { type SecretConfig, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { twoFactors, users } from '../db/schema';

/** The secret's bytes as better-auth keeps them (its secrets are text, used as UTF-8). */
const DEMO_ADMIN_TOTP_SECRET = 'sahel-hearts-demo-admin-totp-key';
/** What an authenticator app is given: the same secret in Base32. */
export const DEMO_ADMIN_TOTP_BASE32 = base32.encode(DEMO_ADMIN_TOTP_SECRET, { padding: false });
export const DEMO_ADMIN_TOTP_URI = `otpauth://totp/Sahel%20Hearts:admin%40demo.sahelhearts.test?secret=${DEMO_ADMIN_TOTP_BASE32}&issuer=Sahel%20Hearts&digits=6&period=30`;
export const DEMO_ADMIN_RECOVERY_CODES: readonly string[] = Array.from({ length: 10 }, (_, index) => `demo${index}-admin`);

/** Enrols the account `email` with the demo secret, unless it has a second factor already. */
export async function seedDemoTwoFactor(db: Database, email: string, authSecret: string | SecretConfig): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return false;
  const [existing] = await db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, user.id));
  if (existing) return false;
  await db.insert(twoFactors).values({
    id: randomUUID(),
    userId: user.id,
    secret: await symmetricEncrypt({ key: authSecret, data: DEMO_ADMIN_TOTP_SECRET }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(DEMO_ADMIN_RECOVERY_CODES) }),
    verified: true,
  });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return true;
}
