// @vitest-environment node
// The checks before sending are the contract's: the same four reasons, the same stored text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '../../shared/contracts/messages';
import { checkMessage, newClientId } from './message-check';

afterEach(() => vi.unstubAllGlobals());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkMessage', () => {
  it('gives the text the server stores: line breaks as \\n, no blank space around', () => {
    expect(checkMessage('  Salam\r\nHow are you?\r\n ')).toEqual({ body: 'Salam\nHow are you?', problem: null });
    expect(checkMessage('x'.repeat(MESSAGE_MAX_LENGTH))).toEqual({ body: 'x'.repeat(MESSAGE_MAX_LENGTH), problem: null });
  });

  it.each([
    ['nothing', '', 'empty'],
    ['blank space', ' \n\t ', 'empty'],
    ['one character too many', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 'tooLong'],
    ['a control character', 'ring\u0007', 'controlCharacters'],
    ['a direction override', '\u202Edesrever', 'controlCharacters'],
    ['half an emoji', 'cut \ud83d', 'malformedText'],
    ['a lone low surrogate', 'a\ude42b', 'malformedText'],
  ])('refuses %s', (_what, text, problem) => {
    expect(checkMessage(text)).toEqual({ body: null, problem });
  });
});

describe('newClientId', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (not a secure origin)', () => {
    expect(newClientId()).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const ids = new Set(Array.from({ length: 20 }, () => newClientId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
