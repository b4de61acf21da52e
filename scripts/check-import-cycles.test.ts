// The cycle check of `npm run lint` (docs/decisions/0015-guard-rails.md): it must fail on a cycle
// through a dynamic import(), which oxlint's import/no-cycle and knip do not see, and pass a cycle
// made of `import type` only, which is no cycle at run time.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/check-import-cycles.mjs');
const run = promisify(execFile);
let project = '';

/** A tiny project with the given files under src/, checked by the script run from its root. */
async function check(files: Record<string, string>) {
  project = await mkdtemp(path.join(tmpdir(), 'cycles-'));
  await mkdir(path.join(project, 'src'));
  await writeFile(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext' } }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(project, 'src', name), text);
  // Let the child's own exit code and output be the answer; `execFile` rejects on a non-zero exit.
  return run(process.execPath, [script], { cwd: project }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('check-import-cycles', () => {
  it('fails on a cycle closed by a dynamic import, naming its files', async () => {
    const result = await check({
      'form.ts': "export const validator = async () => (await import('./validator')).validate;\n",
      'validator.ts': "import { validator } from './form';\nexport const validate = () => validator;\n",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('src/validator.ts -> src/form.ts');
  });

  it('fails on a static cycle', async () => {
    const result = await check({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(result.code).toBe(1);
  });

  it('passes a cycle made of type-only imports, and a project without cycles', async () => {
    const result = await check({
      'g.ts': "import { type H } from './h';\nexport interface G { h?: H }\n",
      'h.ts': "import type { G } from './g';\nexport interface H { g?: G }\nexport const h = 1;\n",
      'uses-h.ts': "import { h } from './h';\nexport const twice = h * 2;\n",
    });
    expect(result).toEqual({ code: 0, stderr: '' });
  });
});
