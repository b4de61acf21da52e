// The demo community seeded on start outside production (decisions.md, "Demo data"). Each part
// is idempotent, so this runs on every start and only fills in what is missing. Members and
// matches join here as their issues land.
import type { Database } from '../client';
import { seedDemoAccounts } from './accounts';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedEvents } from './events';

export async function seedDemoData(db: Database): Promise<void> {
  await seedEvents(db);
  await seedDemoAccounts(db);
  await seedDemoOnboarding(db);
}
