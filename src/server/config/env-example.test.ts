// `.env.example` is the settings' documentation: every setting the server reads is in it, and
// nothing in it is a setting the server ignores.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_SETTING_NAMES, FORMER_SETTING_NAMES } from './env';

const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
const documented = example
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);

describe('.env.example', () => {
  it('documents every setting the server reads, once', () => {
    expect([...documented].sort()).toEqual([...ENV_SETTING_NAMES].sort());
  });

  it('still names the former settings it reads, in a comment', () => {
    for (const name of FORMER_SETTING_NAMES) {
      expect(documented).not.toContain(name);
      expect(example).toContain(name);
    }
  });
});
