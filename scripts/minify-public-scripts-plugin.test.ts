// The build minifies src/web/public's scripts (scripts/minify-public-scripts-plugin.ts): boot.js
// must come out smaller and still set the stored theme, language and direction, and still start a
// pre-rendered page's app after its first paint (docs/decisions/0038-prerendered-public-pages.md).
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { minifyScript } from './minify-public-scripts-plugin';

const source = readFileSync('src/web/public/boot.js', 'utf8');

/** Runs boot.js against a page in `served` with the given stored choices; what it did to the page. */
function boot(code: string, stored: Record<string, string>, prefersDark = false, served = 'en') {
  const classes = new Set<string>();
  const root = {
    lang: served,
    dir: '',
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
  };
  const document = { documentElement: root, cookie: '', readyState: 'complete', getElementById: () => null };
  runInNewContext(code, {
    document,
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    window: { matchMedia: () => ({ matches: prefersDark }) },
    location: { protocol: 'https:' },
  });
  return { lang: root.lang, dir: root.dir, dark: classes.has('dark'), hidden: classes.has('relang'), cookie: document.cookie };
}

describe('minifyScript', () => {
  const minified = minifyScript('boot.js', source, 'es2022');

  it('makes boot.js smaller, gzipped too', () => {
    expect(minified.length).toBeLessThan(source.length / 2);
    expect(gzipSync(minified).length).toBeLessThan(gzipSync(source).length);
  });

  it.each([
    [{}, false],
    [{ theme: 'dark', language: 'ar' }, false],
    [{ theme: 'system', language: 'fr' }, true],
    [{ theme: 'light', language: 'xx' }, true],
  ])('does what the source does for %j (dark system: %s)', (stored, prefersDark) => {
    expect(boot(minified, stored, prefersDark)).toEqual(boot(source, stored, prefersDark));
  });

  it('still sets an Arabic page right to left, in the dark theme, with the language cookie', () => {
    expect(boot(minified, { theme: 'dark', language: 'ar' })).toEqual({
      lang: 'ar',
      dir: 'rtl',
      dark: true,
      // The page came in English (no cookie yet): hidden until the app draws it in Arabic.
      hidden: true,
      cookie: 'language=ar; path=/; max-age=31536000; samesite=lax; secure',
    });
  });

  it('keeps the language the server sent the page in when none is stored, and sets no cookie', () => {
    for (const code of [source, minified]) {
      expect(boot(code, {}, false, 'am')).toEqual({ lang: 'am', dir: 'ltr', dark: false, hidden: false, cookie: '' });
      expect(boot(code, { language: 'fr' }, false, 'fr')).toMatchObject({
        lang: 'fr',
        hidden: false,
        cookie: expect.stringContaining('language=fr'),
      });
      expect(boot(code, {}, false, 'xx')).toMatchObject({ lang: 'en', hidden: false });
    }
  });

  it.each([
    ['visible', 2],
    ['hidden', 0],
  ])("starts a pre-rendered page's app from its template after the first paint (%s tab: %i animation frames)", (visibility, frames) => {
    for (const code of [source, minified]) {
      const appended: { to: string; node: unknown }[] = [];
      const link = { tagName: 'LINK', rel: 'modulepreload' };
      const script = {
        tagName: 'SCRIPT',
        attributes: [
          { name: 'type', value: 'module' },
          { name: 'src', value: '/assets/index.js' },
        ],
      };
      let template: { remove(): void; content: { children: unknown[] } } | null = {
        remove: () => (template = null),
        content: { children: [link, script] },
      };
      const queue: { kind: string; run: () => void }[] = [];
      const document = {
        documentElement: { lang: 'en', dir: '', classList: { toggle: () => {}, add: () => {} } },
        cookie: '',
        readyState: 'interactive',
        visibilityState: visibility,
        getElementById: (id: string) => (id === 'app-start' ? template : null),
        importNode: (node: object) => ({ ...node, imported: true }),
        createElement: (tag: string) => {
          const attributes: Record<string, string> = {};
          return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
        },
        head: { appendChild: (node: unknown) => appended.push({ to: 'head', node }) },
        body: { appendChild: (node: unknown) => appended.push({ to: 'body', node }) },
      };
      runInNewContext(code, {
        document,
        localStorage: { getItem: () => null },
        window: { matchMedia: () => ({ matches: false }) },
        location: { protocol: 'https:' },
        requestAnimationFrame: (run: () => void) => queue.push({ kind: 'frame', run }),
        setTimeout: (run: () => void) => queue.push({ kind: 'timeout', run }),
      });
      // Nothing before the first paint.
      expect(appended).toEqual([]);
      const kinds: string[] = [];
      while (queue.length > 0) {
        const next = queue.shift()!;
        kinds.push(next.kind);
        next.run();
      }
      expect(kinds).toEqual([...Array<string>(frames).fill('frame'), 'timeout']);
      expect(template).toBeNull();
      expect(appended).toEqual([
        { to: 'head', node: { ...link, imported: true } },
        { to: 'body', node: expect.objectContaining({ tag: 'script', attributes: { type: 'module', src: '/assets/index.js' } }) },
      ]);
    }
  });

  it('names the file of a script it cannot read', () => {
    expect(() => minifyScript('broken.js', 'function (', 'es2022')).toThrow(/broken\.js/);
  });
});
