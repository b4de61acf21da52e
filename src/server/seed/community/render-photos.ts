// The demo members' photo files: each portrait drawn once as an SVG, rasterised by sharp and
// encoded as the profile photos' card rendition (modules/photos/service.ts, WebP without
// metadata), then stored through the storage adapter under the keys the photo service gives
// them, like a member's own upload. This is the slow part of the demo seed (about 8 ms of CPU a
// portrait, a good half of a first start's CPU): portraits run a few at a time on libuv's
// threads, and the members' other photos reuse a small set of scenes drawn once.
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage';
import { PHOTO_RENDITIONS, photoKey } from '../../modules/photos';
import { encodeRenditions, type Rendition, type StoredImage } from '../../modules/uploads';
import { avatarSvg } from './avatar';
import type { CommunityMember, CommunityPicture } from './generate';
import { createRandom } from './random';
import { sceneSvg } from './scenes';

/**
 * The size an illustration is drawn at: the card's, as if a member had uploaded a 360 × 480
 * picture. Both renditions of such an upload are 360 × 480 (`large` is never enlarged), so one
 * encoding serves both keys. Drawing a larger `large` would double the CPU this seed spends, the
 * most of a first `npm start`, which must stay well under a minute on two cores, for a sharper
 * profile view of a drawing.
 */
export const DRAWN_SIZE = { width: 360, height: 480 } as const;

/** The card rendition with a lighter WebP effort: flat illustrations lose nothing by it. */
const DEMO_RENDITION: Rendition = { ...PHOTO_RENDITIONS.card, effort: 0 };

export async function renderPicture(picture: CommunityPicture): Promise<StoredImage> {
  const { width, height } = DRAWN_SIZE;
  const svg =
    picture.kind === 'portrait'
      ? avatarSvg(picture.face, picture.look, width, height)
      : sceneSvg(picture.theme, createRandom(`sahel-hearts-demo-scene-${picture.theme}-${picture.variant}`), width, height);
  const { image } = await encodeRenditions(sharp(Buffer.from(svg)).removeAlpha(), { image: DEMO_RENDITION });
  return image;
}

export interface StoredPhoto {
  largeKey: string;
  cardKey: string;
  width: number;
  height: number;
}

/**
 * Draws and stores every photo of `members`; answers the keys and size of each, by photo id.
 * The rows naming them commit only once this is done (seed-community.ts).
 */
export async function renderAndStorePhotos(storage: FileStorage, members: readonly CommunityMember[]): Promise<Map<string, StoredPhoto>> {
  // sharp runs on libuv's four threads; two jobs per core keep them busy while others write files.
  const limit = pLimit(Math.max(2, availableParallelism() * 2));
  const scenes = new Map<string, Promise<StoredImage>>();
  const sceneOf = (picture: Extract<CommunityPicture, { kind: 'scene' }>) => {
    const key = `${picture.theme}:${picture.variant}`;
    let rendered = scenes.get(key);
    if (!rendered) {
      rendered = limit(() => renderPicture(picture));
      scenes.set(key, rendered);
    }
    return rendered;
  };
  const stored = new Map<string, StoredPhoto>();
  const jobs = members.flatMap((member) =>
    member.photos.map(async (photo) => {
      const image = photo.picture.kind === 'scene' ? await sceneOf(photo.picture) : await limit(() => renderPicture(photo.picture));
      const keys = { large: photoKey(photo.id, 'large'), card: photoKey(photo.id, 'card') };
      await limit(() =>
        Promise.all([storage.put(keys.large, image.bytes, image.contentType), storage.put(keys.card, image.bytes, image.contentType)]),
      );
      stored.set(photo.id, { largeKey: keys.large, cardKey: keys.card, width: image.width, height: image.height });
    }),
  );
  await Promise.all(jobs);
  return stored;
}
