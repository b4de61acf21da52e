// Stands in for src/web/i18n/locale-loader.ts in tests: the same files, read from disk
// instead of fetched (jsdom has no server to fetch them from). Vitest runs from the repo root.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(process.cwd(), 'src/web/i18n/locales');

export async function loadLocaleArea(language: string, area: string): Promise<Record<string, unknown>> {
  return JSON.parse(readFileSync(join(localesDir, language, `${area}.json`), 'utf8')) as Record<string, unknown>;
}

export const LOCALE_AREAS: readonly string[] = readdirSync(join(localesDir, 'en'))
  .filter((name) => name.endsWith('.json') && name !== 'messages.json')
  .map((name) => name.replace(/\.json$/, ''));
