// What the landing page's content holds of a member: their id among the featured members of the
// draft, the published version and the versions before it (docs/decisions/0037-landing-editor.md).
// Nothing to export (the choice is the admins', not the member's data), but an erased account
// leaves no trace there either: the id goes from every version.
import { sql } from 'drizzle-orm';
import { landingContents } from '../../db/schema';
import type { PersonalDataSource } from '../../platform/personal-data-source';

export const LANDING_PERSONAL_DATA: PersonalDataSource = {
  name: 'landingFeatured',
  erase: async (tx, { id }) => {
    await tx
      .update(landingContents)
      .set({
        content: sql`jsonb_set(${landingContents.content}, '{featuredMemberIds}', coalesce(
          (select jsonb_agg(chosen) from jsonb_array_elements(${landingContents.content}->'featuredMemberIds') as chosen
            where chosen <> to_jsonb(${id}::text)), '[]'::jsonb))`,
      })
      .where(sql`jsonb_exists(${landingContents.content}->'featuredMemberIds', ${id})`);
  },
};
