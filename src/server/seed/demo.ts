// The demo community seeded on start outside production (decisions.md, "Demo data"). Each part
// is idempotent, so this runs on every start and only fills in what is missing: the events, the
// demo accounts and their journeys, with the storage adapter the demo accounts' portraits
// (seed/community/demo-account-photos.ts), then the community's members (seed/community/), who
// need it for their photos and come last, as they like and match the demo accounts, and last the
// demo conversations among those matches (seed/community/conversations.ts).
import type { SecretConfig } from 'better-auth/crypto';
import type { FileStorage } from '../adapters/storage';
import type { Database } from '../db/client';
import { DEMO_ADMIN_EMAIL, seedDemoAccounts } from './accounts';
import { seedDemoConversations } from './community/conversations';
import { seedDemoAccountPhotos } from './community/demo-account-photos';
import { type CommunityReport, seedDemoCommunity } from './community/seed-community';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoPrompts } from './demo-prompts';
import { seedDemoTwoFactor } from './demo-two-factor';
import { seedEvents } from './events';
import { seedJoinableEvents } from './joinable-events';

export interface DemoCommunityOptions {
  storage: FileStorage;
  /** DEMO_COMMUNITY_SIZE: 0 seeds no members. */
  size: number;
}

export interface DemoCommunityReport extends CommunityReport {
  /** Demo messages added by this run (0 when every demo conversation was already there). */
  messages: number;
}

/**
 * `authSecret`: BETTER_AUTH_SECRET (with its former values, as better-auth takes them: auth's
 * authSecretConfig), which encrypts the demo admin's TOTP secret. Without
 * `community` (most tests) or with a size of 0 no members are seeded (null); otherwise the
 * answer says what was added.
 */
export async function seedDemoData(
  db: Database,
  authSecret: string | SecretConfig,
  community?: DemoCommunityOptions,
): Promise<DemoCommunityReport | null> {
  await seedEvents(db);
  await seedJoinableEvents(db);
  await seedDemoAccounts(db);
  await seedDemoTwoFactor(db, DEMO_ADMIN_EMAIL, authSecret);
  await seedDemoOnboarding(db);
  await seedDemoPrompts(db);
  if (community) await seedDemoAccountPhotos(db, community.storage);
  if (!community || community.size <= 0) return null;
  const report = await seedDemoCommunity(db, community.storage, { size: community.size });
  // On every start, like the rest: it adds only the conversations that are missing.
  const started = performance.now();
  const messages = await seedDemoConversations(db);
  return { ...report, messages, milliseconds: report.milliseconds + (performance.now() - started) };
}

/** The start log's line about the community: what was added and how long it took. */
export function describeCommunity(report: DemoCommunityReport): string {
  const seconds = (report.milliseconds / 1000).toFixed(1);
  if (report.members === 0) {
    const messages = report.messages > 0 ? `, ${report.messages} demo messages added` : '';
    return `demo community: ${report.total} members already there${messages} (checked in ${seconds} s)`;
  }
  return (
    `demo community: ${report.members} members, ${report.photos} photos, ${report.swipes} swipes, ` +
    `${report.matches} matches (${report.confirmedMatches} confirmed), ${report.messages} demo messages in ${seconds} s`
  );
}
