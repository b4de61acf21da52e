// The blurred tile of a photo (docs/decisions/0020-discovery.md, "Likes"): made by the server
// from an image already stored, so a member who may not see the photo never receives its pixels.
// The picture is shrunk to a few dozen pixels and blurred on top: nothing of a face survives, and
// the browser's upscaling only softens it further.
import sharp from 'sharp';

/** The tile's longest side in pixels, and the blur's sigma at that size. */
export const BLURRED_PREVIEW = { maxSide: 32, sigma: 2.5, quality: 50 } as const;

export async function blurredPreview(stored: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(stored)
    .resize({ width: BLURRED_PREVIEW.maxSide, height: BLURRED_PREVIEW.maxSide, fit: 'inside' })
    .blur(BLURRED_PREVIEW.sigma)
    .webp({ quality: BLURRED_PREVIEW.quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
