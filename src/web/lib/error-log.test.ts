// The client error log (spec: 50 in memory, the latest 10 in 'sahel-hearts:error-log'), and its
// best-effort report to the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, getErrorLog, logClientError } from './error-log';

const STORAGE_KEY = 'sahel-hearts:error-log';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { message: string }[] | null;

function stubBeacon(result: boolean | (() => boolean)) {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => (typeof result === 'function' ? result() : result));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  return beacon;
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  clearErrorLog();
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  stubBeacon(true);
});

afterEach(() => {
  clearErrorLog();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe('logClientError', () => {
  it('records what happened, where and in which boundary', () => {
    const error = new Error('Boom');
    const entry = logClientError(error, 'global', '\n    at Widget');
    expect(entry).toMatchObject({
      message: 'Boom',
      boundary: 'global',
      componentStack: '\n    at Widget',
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(entry.stack).toContain('Boom');
    expect(new Date(entry.timestamp).toISOString()).toBe(entry.timestamp);
    expect(getErrorLog()).toEqual([entry]);
    expect(stored()).toEqual([entry]);
  });

  it('turns thrown non-errors into a message', () => {
    expect(logClientError('plain text', 'promise').message).toBe('plain text');
    expect(logClientError(undefined, 'window').message).toBe('undefined');
  });

  it('keeps 50 entries in memory and persists only the latest 10', () => {
    for (let i = 0; i < 60; i++) logClientError(new Error(`error ${i}`), 'test');
    const memory = getErrorLog();
    expect(memory).toHaveLength(50);
    expect(memory[0]!.message).toBe('error 10');
    expect(memory[49]!.message).toBe('error 59');
    expect(stored()!.map((entry) => entry.message)).toEqual(Array.from({ length: 10 }, (_, i) => `error ${50 + i}`));
  });

  it('clearErrorLog empties memory and storage', () => {
    logClientError(new Error('one'), 'test');
    logClientError(new Error('two'), 'test');
    clearErrorLog();
    expect(getErrorLog()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores storage that refuses to save, and keeps the entry in memory', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => logClientError(new Error('still logged'), 'test')).not.toThrow();
    expect(setItem).toHaveBeenCalled();
    expect(getErrorLog().map((entry) => entry.message)).toEqual(['still logged']);
  });
});

describe('reporting to the server', () => {
  it('beacons each entry as JSON to /api/client-errors', async () => {
    const beacon = stubBeacon(true);
    const entry = logClientError(new Error('Beaconed'), 'route');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/json');
    expect(JSON.parse(await (body as Blob).text())).toEqual(entry);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs with fetch when there is no beacon, or the beacon is refused', () => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    const first = logClientError(new Error('No beacon'), 'test');
    stubBeacon(false);
    const second = logClientError(new Error('Refused'), 'test');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [index, entry] of [first, second].entries()) {
      const [url, init] = fetchMock.mock.calls[index]!;
      expect(url).toBe('/api/client-errors');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
      expect(JSON.parse(init!.body as string)).toEqual(entry);
    }
  });

  it('never turns a failed report into another error', async () => {
    stubBeacon(() => {
      throw new Error('beacon broken');
    });
    expect(() => logClientError(new Error('one'), 'test')).not.toThrow();

    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(() => logClientError(new Error('two'), 'test')).not.toThrow();
    await Promise.resolve();
    expect(getErrorLog()).toHaveLength(2);
  });
});
