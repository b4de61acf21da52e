// T3 in docs/targets.md at the unit level: what image-intake.ts lets through, what it refuses and with
// which code, and that what it gives back carries nothing of the original file but the picture.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import { inspectImage, reencodeImage } from './image-intake';
import {
  gpsSecondsBytes,
  handBuiltPng,
  jpegOf,
  jpegScanStart,
  jpegWithComment,
  jpegWithGps,
  jpegWithOrientation6,
  overwritten,
  pngBomb,
  pngOf,
  pngWithPixelBytes,
  zipWithOneFile,
} from './test/images';

const ONE_SIZE = { large: { maxSide: 1280, quality: 82 } };
const TWO_SIZES = { large: { maxSide: 1280, quality: 82 }, card: { maxSide: 480, quality: 78 } };
/** What profile photos use (modules/photos/service.ts): WebP at both sizes. */
const WEBP_SIZES = { large: { maxSide: 1280, quality: 82, format: 'webp' }, card: { maxSide: 480, quality: 78, format: 'webp' } } as const;

const refusedWith = (code: string) => expect.objectContaining({ code });

describe('image intake', () => {
  it('accepts a real JPEG and a real PNG and gives back fresh JPEGs, resized to each rendition', async () => {
    for (const original of [await jpegOf(2000, 1000), await pngOf(2000, 1000)]) {
      const result = await reencodeImage(original, TWO_SIZES);
      expect(result.large).toMatchObject({ width: 1280, height: 640, contentType: 'image/jpeg' });
      expect(result.card).toMatchObject({ width: 480, height: 240, contentType: 'image/jpeg' });
      const large = await sharp(result.large.bytes).metadata();
      expect(large).toMatchObject({ format: 'jpeg', width: 1280, height: 640 });
      expect(result.large.bytes.equals(original)).toBe(false);
    }
  });

  it('writes WebP when a rendition asks for it, and JPEG otherwise', async () => {
    for (const original of [await jpegOf(2000, 1000), await pngOf(1000, 2000)]) {
      const webp = await reencodeImage(original, WEBP_SIZES);
      for (const [rendition, maxSide] of [
        [webp.large, 1280],
        [webp.card, 480],
      ] as const) {
        expect(rendition.contentType).toBe('image/webp');
        // RIFF....WEBP: the bytes say WebP, whatever the name says.
        expect(rendition.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(rendition.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const metadata = await sharp(rendition.bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect(Math.max(metadata.width, metadata.height)).toBe(maxSide);
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width: rendition.width, height: rendition.height });
      }
    }
    // Renditions that name no format stay JPEG (the ID document and the selfie).
    const { card } = await reencodeImage(await jpegOf(800, 600), TWO_SIZES);
    expect(card.contentType).toBe('image/jpeg');
    expect((await sharp(card.bytes).metadata()).format).toBe('jpeg');
  });

  it('does not enlarge a small image', async () => {
    const result = await reencodeImage(await jpegOf(300, 240), TWO_SIZES);
    expect(result.large).toMatchObject({ width: 300, height: 240 });
    expect(result.card).toMatchObject({ width: 300, height: 240 });
  });

  it('tells the format and size from the bytes alone', async () => {
    await expect(inspectImage(await pngOf(400, 300))).resolves.toEqual({ format: 'png', width: 400, height: 300 });
    await expect(inspectImage(await jpegOf(300, 400))).resolves.toEqual({ format: 'jpeg', width: 300, height: 400 });
  });

  it('refuses a file over 5242880 bytes with the spec message, and accepts one at the limit', async () => {
    const tooLarge = Buffer.concat([await jpegOf(400, 400), Buffer.alloc(UPLOAD_LIMIT_BYTES)]);
    expect(tooLarge.length).toBeGreaterThan(UPLOAD_LIMIT_BYTES);
    await expect(reencodeImage(tooLarge, ONE_SIZE)).rejects.toEqual(
      expect.objectContaining({ code: 'FILE_TOO_LARGE', message: 'File size must be less than 5MB' }),
    );
    // Exactly the limit is allowed: zero bytes after a JPEG's end are padding, not a second file.
    const jpeg = await jpegOf(400, 400);
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_LIMIT_BYTES - jpeg.length)]);
    await expect(inspectImage(atLimit)).resolves.toMatchObject({ format: 'jpeg' });
  });

  it('refuses a text file named .jpg, an empty file, an SVG and a GIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>');
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.from('hello'), Buffer.alloc(0), svg, gif]) {
      await expect(reencodeImage(bytes, ONE_SIZE)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
    }
  });

  it('refuses a PNG signature followed by garbage, and a valid PNG header over undecodable pixels', async () => {
    const signature = (await pngOf(300, 300)).subarray(0, 8);
    const garbage = Buffer.from(Array.from({ length: 4000 }, (_, index) => (index * 7919) % 256));
    await expect(reencodeImage(Buffer.concat([signature, garbage]), ONE_SIZE)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
    // Header, IDAT and IEND are all well formed; the compressed data is not a deflate stream.
    const brokenPixels = handBuiltPng(300, 300, Buffer.from(garbage.subarray(0, 500)));
    await expect(reencodeImage(brokenPixels, ONE_SIZE)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
    // And a stream that inflates to too few rows: a truncated image is refused, not half-decoded.
    const truncated = handBuiltPng(300, 300, deflateSync(Buffer.alloc(901 * 10)));
    await expect(reencodeImage(truncated, ONE_SIZE)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
  });

  it('refuses polyglots: a JPEG carrying a script, an HTML page or a ZIP, and a PNG with data after IEND', async () => {
    const jpeg = await jpegOf(400, 400);
    const png = await pngOf(400, 400);
    const polyglots = [
      Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]),
      Buffer.concat([jpeg, Buffer.from('<!DOCTYPE html><html><body><h1>Hi</h1></body></html>')]),
      Buffer.concat([jpeg, zipWithOneFile('payload.txt', Buffer.from('not a picture'))]),
      Buffer.concat([png, Buffer.from('extra bytes after the end')]),
    ];
    for (const bytes of polyglots) {
      await expect(inspectImage(bytes)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
      await expect(reencodeImage(bytes, ONE_SIZE)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
    }
  });

  it('looks for markup in metadata and trailing bytes, not in compressed pixels that spell it by chance', async () => {
    const jpeg = await jpegOf(400, 400);
    // Markup in a comment segment, or after the image, is a polyglot.
    for (const bytes of [jpegWithComment(jpeg, '<svg onload=alert(1)>'), jpegWithComment(jpeg, '<SCRIPT src=//x>')]) {
      await expect(inspectImage(bytes)).rejects.toEqual(refusedWith('UNSUPPORTED_IMAGE'));
    }
    // The same four bytes inside the entropy-coded scan, or in a PNG's pixels, are chance: such
    // data is close to random, so about one 4 MB photo in 130 holds `<svg` somewhere.
    const inScan = overwritten(jpeg, jpegScanStart(jpeg) + 300, '<svg');
    await expect(inspectImage(inScan)).resolves.toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const png = await pngWithPixelBytes(300, 300, '<svg <html javascript:');
    expect(png.includes(Buffer.from('<svg'))).toBe(true);
    const { large } = await reencodeImage(png, ONE_SIZE);
    expect(large).toMatchObject({ width: 300, height: 300 });
  });

  it('refuses a decompression bomb from its header, quickly and without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(5_000);
    // Decoding 3.6 billion pixels would take minutes and gigabytes: no pixel may be decoded.
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    await expect(reencodeImage(bomb, ONE_SIZE)).rejects.toEqual(refusedWith('IMAGE_DIMENSIONS_UNSUPPORTED'));
    expect(decodes).not.toHaveBeenCalled();
    decodes.mockRestore();
  });

  it('refuses an image too small to show a face (50×50)', async () => {
    for (const bytes of [await jpegOf(50, 50), await pngOf(50, 50), await jpegOf(1000, 50)]) {
      await expect(reencodeImage(bytes, ONE_SIZE)).rejects.toEqual(refusedWith('IMAGE_DIMENSIONS_UNSUPPORTED'));
    }
  });

  it('strips EXIF with GPS, XMP and the ICC profile: the output holds none of them', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    // The test means something only if the input really carries them.
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(gpsSecondsBytes().some((bytes) => original.includes(bytes))).toBe(true);

    const result = await reencodeImage(original, TWO_SIZES);
    const webp = await reencodeImage(original, WEBP_SIZES);
    for (const rendition of [result.large, result.card, webp.large, webp.card]) {
      const after = await sharp(rendition.bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      for (const bytes of gpsSecondsBytes()) expect(rendition.bytes.includes(bytes)).toBe(false);
      expect(rendition.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation (6: width and height swap)', async () => {
    const original = await jpegWithOrientation6(600, 400);
    expect(await sharp(original).metadata()).toMatchObject({ width: 600, height: 400, orientation: 6 });
    const { large } = await reencodeImage(original, ONE_SIZE);
    expect(large).toMatchObject({ width: 400, height: 600 });
    const after = await sharp(large.bytes).metadata();
    expect(after).toMatchObject({ width: 400, height: 600 });
    expect(after.orientation).toBeUndefined();
  });
});
