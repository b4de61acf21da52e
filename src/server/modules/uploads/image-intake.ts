// Every image a member gives us (profile photos, ID documents, selfies) passes through here
// before it is stored (spec section 5; T3 in docs/targets.md). It is judged by its bytes, never by its
// name or the Content-Type the browser claims, and what we keep is a fresh JPEG or WebP
// re-encoded from the pixels alone: no EXIF, GPS, XMP or ICC data, no trailing bytes, nothing
// from the original file but its picture.
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { inDecodeSlot } from './decode-slots';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import { AppError } from '../../errors';

/** The sides an image may have: smaller is no use for a face or a document, larger is a bomb. */
export const IMAGE_BOUNDS = { minSide: 200, maxSide: 10_000, maxPixels: 50_000_000 } as const;

export type StoredFormat = 'jpeg' | 'webp';

export interface Rendition {
  /** The longest side of the stored image; smaller images are not enlarged. */
  maxSide: number;
  /** Encoder quality, 1–100. */
  quality: number;
  /** JPEG unless said otherwise: profile photos ask for WebP (modules/photos/service.ts). */
  format?: StoredFormat;
  /**
   * WebP only: CPU spent on a smaller file, 0–6 (libwebp's default 4). The demo seed draws
   * thousands of flat illustrations and spends less; an upload keeps the default.
   */
  effort?: number;
}

export const CONTENT_TYPES: Record<StoredFormat, 'image/jpeg' | 'image/webp'> = { jpeg: 'image/jpeg', webp: 'image/webp' };

export interface StoredImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg' | 'image/webp';
}

// Libvips keeps decoded images in a cache by default; members' faces have no business there.
sharp.cache(false);

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from('IEND', 'latin1');
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** Markup a browser or an interpreter would act on. Phone photos carry XMP (`<x:xmpmeta`,
 * `<rdf:RDF`), which is why only these are looked for. */
const ACTIVE_CONTENT_MARKERS = ['<script', '<html', '<svg', '<?php', '<!doctype', '<iframe', '<body', '<object', '<embed', 'javascript:'];

const notAnImage = (why: string) => new AppError('UNSUPPORTED_IMAGE', `The file is not a JPEG or PNG photo (${why}).`);
const badDimensions = (why: string) => new AppError('IMAGE_DIMENSIONS_UNSUPPORTED', `The image size is not usable (${why}).`);

type SniffedFormat = 'jpeg' | 'png';

function sniffFormat(bytes: Buffer): SniffedFormat {
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  throw notAnImage('its first bytes are neither JPEG nor PNG');
}

const isJpegStandaloneMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
/** Inside entropy-coded data, 0xFF is followed by 0x00 (a stuffed byte) or a restart marker. */
const endsJpegScan = (bytes: Buffer, at: number) =>
  bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7);

/** A JPEG without its entropy-coded scans: every segment (EXIF, XMP, comments...) and anything
 * after the image stay. A structure that stops making sense keeps all the rest. */
function jpegWithoutScans(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let start = 0;
  let at = 0;
  while (at + 1 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff)
      at += 1; // fill byte
    else if (isJpegStandaloneMarker(marker)) at += 2;
    else if (at + 3 < bytes.length) {
      const segmentEnd = at + 2 + bytes.readUInt16BE(at + 2);
      at = segmentEnd;
      if (marker !== 0xda) continue;
      // Start of scan: the compressed pixels run until the next marker.
      kept.push(bytes.subarray(start, Math.min(segmentEnd, bytes.length)));
      while (at + 1 < bytes.length && !endsJpegScan(bytes, at)) at += 1;
      start = at;
    } else break;
  }
  kept.push(bytes.subarray(start));
  return Buffer.concat(kept);
}

/** A PNG without the payload of its IDAT chunks; every other chunk, and any trailing byte, stays. */
function pngWithoutImageData(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, PNG_MAGIC.length)];
  let at = PNG_MAGIC.length;
  while (at + 8 <= bytes.length) {
    const dataEnd = at + 8 + bytes.readUInt32BE(at);
    if (dataEnd + 4 > bytes.length) break;
    const isImageData = bytes.toString('latin1', at + 4, at + 8) === 'IDAT';
    kept.push(bytes.subarray(at, isImageData ? at + 8 : dataEnd + 4));
    at = dataEnd + 4;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

/**
 * The bytes worth searching for markup: all but the compressed pixels. Those are close to random,
 * so a 4-byte marker like `<svg` turns up by chance in about 1 photo of 4 MB in 130; searching them
 * refused real photos, and markup hidden there cannot survive the re-encoding anyway.
 */
function withoutPixelData(bytes: Buffer, format: SniffedFormat): Buffer {
  return format === 'jpeg' ? jpegWithoutScans(bytes) : pngWithoutImageData(bytes);
}

/**
 * Refuses files that are an image and something else at once (polyglots): markup anywhere in
 * the file but its compressed pixels, a ZIP archive appended (JAR/ZIP polyglots end with its
 * directory record), or bytes after a PNG's final chunk. Re-encoding would drop all of these anyway; refusing them too means
 * nobody can use us to host such a file, and an attempt is visible in the logs.
 */
function refusePolyglots(bytes: Buffer, format: SniffedFormat): void {
  const structure = withoutPixelData(bytes, format);
  const text = structure.toString('latin1').toLowerCase();
  const marker = ACTIVE_CONTENT_MARKERS.find((candidate) => text.includes(candidate));
  if (marker) throw notAnImage(`it contains ${marker}`);
  // A ZIP's end record sits in its last 64 KiB (22 bytes plus a comment of up to 65,535).
  const tail = structure.subarray(Math.max(0, structure.length - 65_557));
  if (tail.includes(ZIP_END_OF_DIRECTORY)) throw notAnImage('it ends with a ZIP archive');
  if (format === 'png') {
    const end = bytes.lastIndexOf(PNG_END);
    // The IEND chunk is its type and a 4-byte CRC: nothing may follow.
    if (end === -1 || bytes.length > end + 8) throw notAnImage('it has data after the end of the PNG');
  }
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

function decoderOptions(): SharpOptions {
  // failOn 'error': a truncated or corrupt file is refused, not half-decoded. The pixel limit is
  // the decompression-bomb guard, checked from the header before any pixel is decoded.
  return { failOn: 'error', limitInputPixels: IMAGE_BOUNDS.maxPixels, sequentialRead: true };
}

/** Checks the file without decoding its pixels: size, format by content, polyglots, dimensions. */
export async function inspectImage(bytes: Buffer): Promise<{ format: SniffedFormat; width: number; height: number }> {
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw new AppError('FILE_TOO_LARGE', 'File size must be less than 5MB');
  if (bytes.length === 0) throw notAnImage('it is empty');
  const format = sniffFormat(bytes);
  refusePolyglots(bytes, format);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decoderOptions()).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw badDimensions('too many pixels');
    throw notAnImage('it cannot be read as an image');
  }
  if (metadata.format !== format) throw notAnImage(`its content is ${metadata.format ?? 'unknown'}`);
  const { width, height } = metadata;
  if (!width || !height) throw notAnImage('it has no dimensions');
  if (Math.min(width, height) < IMAGE_BOUNDS.minSide) throw badDimensions('too small');
  if (Math.max(width, height) > IMAGE_BOUNDS.maxSide || width * height > IMAGE_BOUNDS.maxPixels) {
    throw badDimensions('too large');
  }
  return { format, width, height };
}

/**
 * Inspects the upload, then decodes it once and writes each rendition as a new file in its format:
 * turned upright by its EXIF orientation, made sRGB, transparency on white, and no metadata at
 * all (sharp writes none unless asked to).
 */
export async function reencodeImage<Name extends string>(
  bytes: Buffer,
  renditions: Record<Name, Rendition>,
): Promise<Record<Name, StoredImage>> {
  await inspectImage(bytes);
  return inDecodeSlot(() => decodeRenditions(bytes, renditions));
}

async function decodeRenditions<Name extends string>(
  bytes: Buffer,
  renditions: Record<Name, Rendition>,
): Promise<Record<Name, StoredImage>> {
  const base = sharp(bytes, decoderOptions()).rotate().flatten({ background: '#ffffff' });
  try {
    return await encodeRenditions(base, renditions);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isPixelLimitError(error)) throw badDimensions('too many pixels');
    // The header was fine but the pixels are not (garbage after a valid header).
    throw notAnImage('its pixels cannot be decoded');
  }
}

/**
 * Writes each rendition of a picture already trusted (an upload's decoded pixels, or an
 * illustration the demo seed drew): fitted inside its longest side, never enlarged, encoded in
 * its format with no metadata.
 */
export async function encodeRenditions<Name extends string>(
  picture: Sharp,
  renditions: Record<Name, Rendition>,
): Promise<Record<Name, StoredImage>> {
  const results = {} as Record<Name, StoredImage>;
  for (const name of Object.keys(renditions) as Name[]) {
    const { maxSide, quality, format = 'jpeg', effort } = renditions[name];
    const resized = picture.clone().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'webp' ? resized.webp({ quality, effort }) : resized.jpeg({ quality, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    results[name] = { bytes: data, width: info.width, height: info.height, contentType: CONTENT_TYPES[format] };
  }
  return results;
}
