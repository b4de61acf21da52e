// A Vite plugin that minifies the scripts the build copies from src/web/public (boot.js, which
// every page loads before the first paint: docs/targets.md S1 counts it). Vite copies that folder
// as it is, comments and all; the source stays readable and the copy is minified once written,
// before precompress-plugin.ts makes its .gz and .br twins.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** The script minified for the build's target browsers; an error names the file. */
export function minifyScript(fileName: string, code: string, target: string): string {
  const result = minifySync(fileName, code, { compress: { target }, mangle: true });
  if (result.errors.length > 0) throw new Error(`${fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}

export function minifyPublicScripts(): Plugin {
  let publicDir = '';
  let outDir = '';
  let target = 'es2022';
  return {
    name: 'sahel-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
      if (typeof config.build.target === 'string') target = config.build.target;
    },
    writeBundle() {
      if (!publicDir) return;
      for (const name of readdirSync(publicDir)) {
        if (!name.endsWith('.js')) continue;
        const file = join(outDir, name);
        writeFileSync(file, minifyScript(name, readFileSync(file, 'utf8'), target));
      }
    },
  };
}
