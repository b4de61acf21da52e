// The API path check of `npm run lint` (docs/decisions/0028-route-contracts.md): an '/api/'
// address written by hand fails it in the server and in the browser alike, in any quote and in a
// template; the browser's typed client, tests, comments and module names pass.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/check-api-paths.mjs');
const run = promisify(execFile);
let project = '';

/** A tiny project with the given files (paths from its root), checked by the script run there. */
async function check(files: Record<string, string>) {
  project = await mkdtemp(path.join(tmpdir(), 'api-paths-'));
  const all = { 'src/server/app.ts': 'export {};\n', 'src/web/main.tsx': 'export {};\n', ...files };
  for (const [name, text] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(project, name)), { recursive: true });
    await writeFile(path.join(project, name), text);
  }
  return run(process.execPath, [script], { cwd: project }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

// Each run loads the TypeScript parser (seconds on a busy machine): one tree per verdict.
describe('check-api-paths', () => {
  it(
    'fails an address in any quote, a template or JSX, in the browser and the server, naming each file and line',
    { timeout: 60_000 },
    async () => {
      const kinds = {
        'single.ts': "export const url = '/api/me';\n",
        'double.ts': 'export const url = "/api/me";\n',
        'template.ts': 'export const url = (id: string) => `/api/photos/${id}/card`;\n',
        'inside.ts': 'export const url = () => `wss://${location.host}/api/live`;\n',
        'jsx.tsx': 'export const Image = () => <img src="/api/photos/a/card" alt="" />;\n',
      };
      const result = await check({
        ...Object.fromEntries(Object.entries(kinds).map(([name, text]) => [`src/web/features/x/${name}`, `// First line.\n${text}`])),
        'src/server/modules/x/routes.ts': "app.get('/api/x', handler);\n",
      });
      expect(result.code).toBe(1);
      const [server, web] = result.stderr.split('in the browser');
      expect(server).toContain('src/server/modules/x/routes.ts:1');
      for (const name of Object.keys(kinds)) expect(web).toContain(`src/web/features/x/${name}:2`);
    },
  );

  it('passes the typed client, tests, test kits, comments and module names', { timeout: 60_000 }, async () => {
    const result = await check({
      'src/web/lib/call-api.ts': "export const base = '/api/';\n",
      'src/web/lib/api-client.ts': "export const example = `/api/${'x'}`;\n",
      'src/web/features/x/x.test.tsx': "fetchMock('/api/me');\n",
      'src/web/features/x/conversation-test-kit.tsx': "export const url = '/api/conversations/1';\n",
      'src/web/features/x/test-fixtures.ts': "export const photo = '/api/photos/a/card';\n",
      'src/web/test/setup.ts': "export const paths = ['/api/page-views'];\n",
      'src/web/features/x/page.tsx':
        "// GET /api/me, then `/api/x`\nimport { getX } from './api/x-api';\nexport const lazy = () => import('./api/x-api');\n",
    });
    expect(result).toEqual({ code: 0, stderr: '' });
  });
});
