// The JavaScript a public page makes the browser download before it is interactive, read from
// Vite's build manifest: the entry chunk and its static imports, plus the page's lazy route chunk
// and its static imports (the router loads it before the first render). Sizes are gzip -9 of the
// built files; boot.js (public/) counts too. Texts are JSON, not JavaScript (observed-size.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  /** Files (relative to the dist directory) and their gzip sizes. */
  js: Map<string, number>;
  css: Map<string, number>;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);
export const totalOf = sum;

export class BuildManifest {
  private readonly manifest: Manifest;

  constructor(private readonly distDir: string) {
    const file = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: build with \`vite build --manifest\``);
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  }

  private sizeOf(file: string): number {
    return gzipSize(readFileSync(join(this.distDir, file)));
  }

  private chunk(key: string): ManifestChunk {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
    return chunk;
  }

  get entryKey(): string {
    const key = Object.keys(this.manifest).find((name) => this.manifest[name]?.isEntry);
    if (!key) throw new Error('the build manifest has no entry chunk');
    return key;
  }

  /** The chunk and everything it imports statically (what the browser fetches with it). */
  staticClosure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of this.chunk(key).imports ?? []) this.staticClosure(imported, seen);
    return seen;
  }

  /** Manifest keys of the page's route module, e.g. app/routes/landing.tsx. */
  routeKey(name: string): string {
    return `app/routes/${name}.tsx`;
  }

  pageBundle(name: string): PageBundle {
    const keys = new Set<string>();
    for (const root of [this.entryKey, this.routeKey(name)]) this.staticClosure(root, keys);
    const js = new Map<string, number>();
    const css = new Map<string, number>();
    for (const key of keys) {
      const chunk = this.chunk(key);
      if (chunk.file.endsWith('.js')) js.set(chunk.file, this.sizeOf(chunk.file));
      for (const file of chunk.css ?? []) css.set(file, this.sizeOf(file));
    }
    if (existsSync(join(this.distDir, 'boot.js'))) js.set('boot.js', this.sizeOf('boot.js'));
    return { js, css };
  }

  /** Route modules (of `names`) that did not become lazy chunks of their own. */
  routesNotLazy(names: readonly string[]): string[] {
    return names.map((name) => this.routeKey(name)).filter((key) => !this.manifest[key]?.isDynamicEntry);
  }

  shellGzipSize(): number {
    return this.sizeOf('index.html');
  }
}
