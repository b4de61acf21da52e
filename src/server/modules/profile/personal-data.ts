// The profile part of "Download my data" and "Delete my account", in the shape of
// src/server/personal-data.ts (PERSONAL_DATA): the registry app.ts composes lists this entry.
import { eq } from 'drizzle-orm';
import { profilePrompts, profiles } from '../../db/schema';
import { byMemberId, memberRows } from '../../platform/member-rows';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const PROFILE_PERSONAL_DATA: PersonalDataSource = {
  // Erased whole (it also cascades from the user row; said explicitly so the order does not matter).
  ...memberRows('profile', profiles, byMemberId(profiles.userId)),
  collect: async (db, { id }) => {
    const rows = await db.select().from(profiles).where(eq(profiles.userId, id));
    // The member's own id is already in the user part of the export.
    return rows.map(({ userId: _userId, ...row }) => row);
  },
};

/** The member's answered prompts (their own words, shown on their card). */
export const PROFILE_PROMPTS_PERSONAL_DATA: PersonalDataSource = memberRows(
  'profilePrompts',
  profilePrompts,
  byMemberId(profilePrompts.userId),
  ['promptKey', 'answer', 'position', 'createdAt'],
);
