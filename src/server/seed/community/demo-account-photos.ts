// The README's demo accounts (seed/accounts.ts) get a portrait like the community's members: the
// same illustrated face drawn from a seeded generator (avatar.ts), rasterised and stored the same
// way (render-photos.ts), never a photo of anyone. Without one, Dawit's and Selam's matches and
// "It's a match!" showed a letter where the community shows faces, and Amina's account page had
// none. Each account's face and photo id come from its address alone, so every start draws the
// same picture; a demo account without any photo gets its portrait back on the next start, as
// the rest of the demo fills in what is missing (seed/demo.ts). DEMO ONLY, like the accounts.
import { inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { profilePhotos, users } from '../../db/schema';
import { ageOn } from '../../modules/member-cards';
import { photoKey } from '../../modules/photos';
import type { CountrySlug } from '../../../shared/countries';
import { drawFace, drawLook } from './avatar';
import { CULTURES } from './cultures';
import { createRandom } from './random';
import { renderPicture } from './render-photos';

interface DemoPortrait {
  email: string;
  gender: 'woman' | 'man';
  /** Whose styles of hair and headwrap the face is drawn from (cultures.ts). */
  heritage: CountrySlug;
}

export const DEMO_ACCOUNT_PORTRAITS: readonly DemoPortrait[] = [
  { email: 'amina@demo.sahelhearts.test', gender: 'woman', heritage: 'guinea' },
  { email: 'dawit@demo.sahelhearts.test', gender: 'man', heritage: 'ethiopia' },
  { email: 'selam@demo.sahelhearts.test', gender: 'woman', heritage: 'ethiopia' },
];

/** Draws, stores and records the portrait of each demo account that has no photo; returns how many. */
export async function seedDemoAccountPhotos(db: Database, storage: FileStorage, now = new Date()): Promise<number> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      dateOfBirth: users.dateOfBirth,
      // The user row named in full: in a select from that table alone drizzle writes a bare "id",
      // which inside this subquery would be the photo's.
      hasPhoto: sql<boolean>`exists (select 1 from profile_photo pp where pp.user_id = "user"."id")`.mapWith(Boolean),
    })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNT_PORTRAITS.map((portrait) => portrait.email),
      ),
    );
  let added = 0;
  for (const row of rows) {
    if (row.hasPhoto) continue;
    const portrait = DEMO_ACCOUNT_PORTRAITS.find((candidate) => candidate.email === row.email)!;
    const culture = CULTURES.find((candidate) => candidate.slug === portrait.heritage)!;
    const random = createRandom(`sahel-hearts-demo-account-${portrait.email}`);
    const id = random.uuid();
    const face = drawFace(random, {
      gender: portrait.gender,
      age: ageOn(row.dateOfBirth, now),
      styles: portrait.gender === 'woman' ? culture.womenStyles : culture.menStyles,
    });
    const image = await renderPicture({ kind: 'portrait', face, look: drawLook(random, 0) });
    const keys = { large: photoKey(id, 'large'), card: photoKey(id, 'card') };
    await Promise.all([storage.put(keys.large, image.bytes, image.contentType), storage.put(keys.card, image.bytes, image.contentType)]);
    // Another process starting at the same time draws the same photo under the same id.
    const inserted = await db
      .insert(profilePhotos)
      .values({ id, userId: row.id, position: 0, largeKey: keys.large, cardKey: keys.card, width: image.width, height: image.height })
      .onConflictDoNothing()
      .returning({ id: profilePhotos.id });
    added += inserted.length;
  }
  return added;
}
