// Preload hints for the HTML shell: the page's own chunk (and what it imports beyond the entry)
// and its locale files in the visitor's language. Without them the browser discovers these only
// after the entry script has run, a round trip later; on a 300 ms mobile link that is the
// difference between a 2.2 s and a 1.9 s first paint (targets S3).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../shared/constants';
import type { PageDefinition } from '../../shared/pages';
import { getLandingContent } from '../../shared/routes/landing-endpoints';
import { pathOf } from '../../shared/routes/route';
import { getMe } from '../../shared/routes/session';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function importClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) importClosure(manifest, imported, into);
  return into;
}

export type PreloadPlanner = (page: PageDefinition, language: Language) => string;

/** Reads the build manifest once; without one (a bare test build) it plans no hints. */
export function createPreloadPlanner(distDir: string): PreloadPlanner {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The entry's own imports already get modulepreload links from the build.
  const entry = importClosure(manifest, 'index.html');

  return (page, language) => {
    const chunks = [...importClosure(manifest, `app/routes/${page.module}.tsx`)].filter((key) => !entry.has(key));
    const texts = ['common', ...page.areas]
      .map((area) => manifest[`i18n/locales/${language}/${area}.json`]?.file)
      .filter((file): file is string => file !== undefined);
    return [
      ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
      // crossorigin="anonymous" matches fetch()'s default same-origin credentials, so the
      // translator's fetch uses this response instead of asking again.
      ...texts.map((file) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="/${file}">`),
      // Who the visitor is (the header needs it on every page): asked beside the scripts, not
      // a round trip after them.
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${getMe.path}">`,
      // The landing page's published texts in the visitor's language: its hero waits for them
      // (docs/decisions/0037-landing-editor.md), so they leave beside the scripts.
      ...(page.module === 'landing'
        ? [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${pathOf(getLandingContent, { lang: language })}">`]
        : []),
    ].join('\n    ');
  };
}
