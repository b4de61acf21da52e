// `.env.example` is the settings' documentation: every setting the server reads is in it, and
// nothing in it is a setting the server ignores. The README's Configuration table names every
// setting too, and its Scripts table every npm script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_SETTING_NAMES, FORMER_SETTING_NAMES } from './env';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const example = read('.env.example');
const documented = example
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
  .filter((name): name is string => name !== undefined);

/** The first cells of the rows of the README table under `heading`. */
function firstCells(heading: string): string[] {
  const section = read('README.md').split(`\n## ${heading}\n`)[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .map((line) => line.split('|')[1]!.trim());
}

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

describe("the README's tables", () => {
  it('name every setting in Configuration, and only settings the server reads', () => {
    const named = firstCells('Configuration').flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    expect([...new Set(named)].sort()).toEqual([...ENV_SETTING_NAMES].sort());
  });

  it('name every npm script in Scripts (hooks such as prestart run with their script)', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>).filter(
      (name) => !/^(pre|post)/.test(name),
    );
    const listed = firstCells('Scripts').map((cell) => /^`npm (?:run )?([\w:-]+)/.exec(cell)?.[1]);
    expect(listed.filter((name) => name !== undefined).sort()).toEqual(scripts.sort());
  });
});
