// A local stand-in for S3, so tests drive the real AWS SDK over real HTTP: path-style
// PUT/GET/DELETE /<bucket>/<key>, S3's XML errors (NoSuchKey, NoSuchBucket), and outages on
// demand. Signatures are not verified, but an unsigned request is refused as S3 would refuse it.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { readBody } from '../../../test/read-body';

export interface FakeS3Request {
  method: string;
  /** The path as sent, e.g. /photos-bucket/members/abc.jpg */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/** 'error': answer 500 InternalError; 'drop': close the connection unanswered; 'hang': never answer. */
export type FakeS3Outage = 'error' | 'drop' | 'hang';

export interface FakeS3 {
  /** The endpoint to give the SDK (http://127.0.0.1:<port>). */
  endpoint: string;
  bucket: string;
  requests: FakeS3Request[];
  objects: Map<string, StoredObject>;
  /** The outage to apply to the next `count` requests (every request when count is omitted). */
  fail(outage: FakeS3Outage, count?: number): void;
  /** Ends any outage. */
  recover(): void;
  close(): Promise<void>;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** S3's error document (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html). */
function sendError(response: ServerResponse, status: number, code: string, message: string, resource: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(resource)}</Resource><RequestId>FAKE0000</RequestId></Error>`;
  response.writeHead(status, {
    'content-type': 'application/xml',
    'x-amz-request-id': 'FAKE0000',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

export async function startFakeS3(bucket = 'sahel-test-files'): Promise<FakeS3> {
  const requests: FakeS3Request[] = [];
  const objects = new Map<string, StoredObject>();
  let outage: FakeS3Outage | null = null;
  let outageLeft = Infinity;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, headers: request.headers, body });

    if (outage && outageLeft > 0) {
      const current = outage;
      outageLeft -= 1;
      if (outageLeft === 0) outage = null;
      if (current === 'drop') return void request.socket.destroy();
      if (current === 'hang') return;
      return sendError(response, 500, 'InternalError', 'We encountered an internal error. Please try again.', url.pathname);
    }

    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('AWS4-HMAC-SHA256 ')) {
      return sendError(response, 403, 'AccessDenied', 'Access Denied', url.pathname);
    }

    const [, requestedBucket = '', ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (requestedBucket !== bucket) {
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', url.pathname);
    }
    if (!key) return sendError(response, 501, 'NotImplemented', 'Only object requests are faked', url.pathname);

    if (method === 'PUT') {
      objects.set(key, { bytes: body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
      response.writeHead(200, { etag: etagOf(body), 'content-length': 0 });
      return void response.end();
    }
    if (method === 'GET') {
      const stored = objects.get(key);
      if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', url.pathname);
      response.writeHead(200, {
        'content-type': stored.contentType,
        'content-length': stored.bytes.length,
        etag: etagOf(stored.bytes),
        'last-modified': new Date().toUTCString(),
      });
      return void response.end(stored.bytes);
    }
    if (method === 'DELETE') {
      // S3 answers 204 whether or not the key existed.
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', url.pathname);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    requests,
    objects,
    fail(kind, count = Infinity) {
      outage = kind;
      outageLeft = count;
    },
    recover() {
      outage = null;
    },
    close() {
      // Kept-alive and hanging connections would otherwise hold the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
