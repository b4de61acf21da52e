// A push service for tests (docs/decisions/0035-push-notifications.md): an HTTP server on this
// machine that takes what the server POSTs to a device's endpoint, checks the VAPID JWT (RFC 8292)
// against the key it names, and decrypts the payload with the device's private key (RFC 8291,
// aes128gcm), as a browser would: ECDH and HKDF from node:crypto, nothing from web-push.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Delivery {
  path: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID public key the request named (`k=`). */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  headers: Record<string, string | string[] | undefined>;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 with RFC 8188's aes128gcm, one record: the plain text. */
export function decryptAes128gcm(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter');
  return padded.subarray(0, end);
}

/** Checks an ES256 JWT with the uncompressed P-256 key `publicKey` (base64url); answers its claims. */
export function verifyVapidJwt(token: string, publicKey: string): Delivery['claims'] {
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('bad VAPID signature');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Delivery['claims'];
}

export class FakePushService {
  readonly deliveries: Delivery[] = [];
  readonly refused: string[] = [];
  /** Paths answered with this status instead of 201 (404, 410: the device is gone; 500: try later). */
  readonly statusFor = new Map<string, number>();
  private readonly devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  private server: Server | null = null;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        try {
          const status = this.statusFor.get(path);
          if (status) {
            response.writeHead(status).end();
            return;
          }
          this.deliveries.push(this.receive(path, request.headers, Buffer.concat(chunks)));
          response.writeHead(201).end();
        } catch (error) {
          this.refused.push(`${path}: ${(error as Error).message}`);
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new device, as a browser's PushManager.subscribe() would give it. */
  device(name: string): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
    this.devices.set(`/push/${name}`, device);
    return {
      endpoint: `${this.origin}/push/${name}`,
      keys: { p256dh: device.publicKey.toString('base64url'), auth: device.auth.toString('base64url') },
    };
  }

  private receive(path: string, headers: Delivery['headers'], body: Buffer): Delivery {
    const device = this.devices.get(path);
    if (!device) throw new Error('unknown device');
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
    if (!match) throw new Error('no VAPID authorization');
    const claims = verifyVapidJwt(match[1]!, match[2]!);
    if (claims.aud !== this.origin) throw new Error(`audience ${claims.aud}`);
    const payload = JSON.parse(decryptAes128gcm(body, device).toString('utf8')) as unknown;
    return { path, payload, vapidKey: match[2]!, claims, headers };
  }
}
