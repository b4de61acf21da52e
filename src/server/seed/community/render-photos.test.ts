// The demo photos are ours: drawn from shapes alone (no image, link or font from anywhere else),
// the same picture every time for the same member, and encoded as the photo service's card.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_RENDITIONS } from '../../modules/photos/service';
import { avatarSvg } from './avatar';
import { generateCommunity } from './generate';
import { createRandom } from './random';
import { DRAWN_SIZE, renderPicture } from './render-photos';
import { SCENE_THEMES, sceneSvg } from './scenes';

const members = generateCommunity(24, new Date('2026-11-25T12:00:00Z'));

describe('the demo photos', () => {
  it('are drawn from shapes only: nothing fetched, embedded or written', () => {
    const svgs = [
      ...members.flatMap((member) =>
        member.photos.flatMap((photo) =>
          photo.picture.kind === 'portrait' ? [avatarSvg(photo.picture.face, photo.picture.look, 360, 480)] : [],
        ),
      ),
      ...SCENE_THEMES.map((theme) => sceneSvg(theme, createRandom(theme), 360, 480)),
    ];
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="360" height="480" /);
      expect(svg).not.toMatch(/<image|<text|<use|<script|<foreignObject|href=|url\((?!#)/);
    }
  });

  it('gives each member a face of their own, the same on every draw', async () => {
    const portraits = members.map((member) => member.photos[0]!.picture);
    const svgs = portraits.map((picture) => (picture.kind === 'portrait' ? avatarSvg(picture.face, picture.look, 360, 480) : ''));
    expect(new Set(svgs).size).toBe(members.length);
    const [first, again] = [await renderPicture(portraits[0]!), await renderPicture(portraits[0]!)];
    expect(first.bytes.equals(again.bytes)).toBe(true);
  });

  it('are WebP at the card rendition’s size, with no metadata', async () => {
    for (const member of members.slice(0, 6)) {
      for (const photo of member.photos) {
        const image = await renderPicture(photo.picture);
        expect(image).toMatchObject({ contentType: 'image/webp', ...DRAWN_SIZE });
        expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(PHOTO_RENDITIONS.card.maxSide);
        const metadata = await sharp(image.bytes).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: DRAWN_SIZE.width, height: DRAWN_SIZE.height, hasAlpha: false });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
      }
    }
  });
});
