// What the verification tests upload and how they walk a member through the steps: real images
// made with sharp, and the calls the browser makes.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { SahelHeartsApp } from '../../../app';
import { readSmsOutbox } from '../../../adapters/sms/outbox-sms-sender';
import type { Database } from '../../../db/client';
import { SITE_ORIGIN } from '../../../test/site';

/** A photo-like JPEG: random pixels, so it compresses like a real one and not to nothing. */
export async function jpegImage(width = 640, height = 480, options: { withGps?: boolean } = {}): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera-One' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1' },
    });
  }
  return image.toBuffer();
}

export async function pngImage(width = 400, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A decompression bomb: a small PNG whose header (with a valid checksum) claims `side`² pixels. */
export async function pngClaimingSide(side: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage());
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4)...
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A real JPEG of exactly `size` bytes: a photo padded with APP15 segments (which decoders skip)
 * right after its start marker, so it is still one valid image.
 */
export async function jpegOfExactSize(size: number): Promise<Buffer> {
  const base = await jpegImage(1200, 900);
  let remaining = size - base.length;
  if (remaining < 4) throw new Error('the base image is already too big');
  const segments: Buffer[] = [];
  const segment = (total: number) => {
    const header = Buffer.from([0xff, 0xef, ((total - 2) >> 8) & 0xff, (total - 2) & 0xff]);
    return Buffer.concat([header, Buffer.alloc(total - 4, 0x20)]);
  };
  const MAX_SEGMENT = 65_537;
  while (remaining > 0) {
    const next = remaining > MAX_SEGMENT + 4 ? MAX_SEGMENT : remaining > MAX_SEGMENT ? Math.ceil(remaining / 2) : remaining;
    segments.push(segment(next));
    remaining -= next;
  }
  const padded = Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
  expect(padded.length).toBe(size);
  return padded;
}

/** Every file under the app's storage directory. */
export async function storedFiles(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

export function verificationCalls(app: SahelHeartsApp, db: Database) {
  const headersOf = (cookie?: string) => ({ origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) });
  const calls = {
    status: (cookie?: string) => app.inject({ method: 'GET', url: '/api/verification', headers: headersOf(cookie) }),
    upload: (cookie: string | undefined, kind: 'id-document' | 'selfie', body: Buffer, contentType = 'image/jpeg') =>
      app.inject({
        method: 'PUT',
        url: `/api/verification/${kind}`,
        headers: { ...headersOf(cookie), 'content-type': contentType },
        payload: body,
      }),
    image: (cookie: string | undefined, kind: 'id-document' | 'selfie') =>
      app.inject({ method: 'GET', url: `/api/verification/${kind}`, headers: headersOf(cookie) }),
    sendCode: (cookie: string | undefined, phoneNumber: string, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/verification/phone/code',
        headers: headersOf(cookie),
        payload: { phoneNumber },
        remoteAddress,
      }),
    verifyCode: (cookie: string | undefined, code: string) =>
      app.inject({ method: 'POST', url: '/api/verification/phone/verify', headers: headersOf(cookie), payload: { code } }),
    submit: (cookie: string | undefined) => app.inject({ method: 'POST', url: '/api/verification/submit', headers: headersOf(cookie) }),
    /** The code in the newest SMS to `phoneNumber` (E.164). */
    codeSentTo: async (phoneNumber: string) => {
      const [message] = await readSmsOutbox(db, phoneNumber);
      const code = message?.text.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`No code was sent to ${phoneNumber}`);
      return code;
    },
    /** ID, selfie, then the phone with its code: the answer to the last step. */
    completeAllSteps: async (cookie: string, phoneNumber: string) => {
      expect((await calls.upload(cookie, 'id-document', await jpegImage())).statusCode).toBe(200);
      expect((await calls.upload(cookie, 'selfie', await pngImage(), 'image/png')).statusCode).toBe(200);
      expect((await calls.sendCode(cookie, phoneNumber)).statusCode).toBe(200);
      return calls.verifyCode(cookie, await calls.codeSentTo(phoneNumber));
    },
  };
  return calls;
}
