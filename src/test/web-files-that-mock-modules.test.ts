// A web test file that mocks a module must run in a module world of its own: else its mock stays
// for the next files its worker runs (src/test/web-files-that-mock-modules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_FILES_THAT_MOCK_MODULES } from './web-files-that-mock-modules';

function webTestFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return webTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web test files that mock a module', () => {
  it('are exactly those kept apart in the web-mocks project', () => {
    const mocking = webTestFiles('src/web').filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
    expect(mocking.sort()).toEqual([...WEB_FILES_THAT_MOCK_MODULES].sort());
  });
});
