// The demo community seeded on start outside production (decisions.md, "Demo data"). Each part
// is idempotent, so this runs on every start and only fills in what is missing. Members and
// matches join here as their issues land.
import type { Database } from '../db/client';
import { DEMO_ADMIN_EMAIL, seedDemoAccounts } from './accounts';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoTwoFactor } from './demo-two-factor';
import { seedEvents } from './events';

/** `authSecret`: BETTER_AUTH_SECRET, which encrypts the demo admin's TOTP secret. */
export async function seedDemoData(db: Database, authSecret: string): Promise<void> {
  await seedEvents(db);
  await seedDemoAccounts(db);
  await seedDemoTwoFactor(db, DEMO_ADMIN_EMAIL, authSecret);
  await seedDemoOnboarding(db);
}
