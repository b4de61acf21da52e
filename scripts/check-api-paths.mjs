// Fails `npm run lint` on an API path written by hand in the server: every path lives once, in its
// route contract under src/shared/routes (docs/decisions/0028-route-contracts.md). Tests are
// excepted: they call the API as a browser would, by its address. With `--report`, also counts
// what the browser still writes by hand (src/web, whose calls move to lib/call-api.ts).
// Prints nothing when all holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A string or template literal that starts an API path: '/api/…', "/api/…" or `/api/…`. */
const API_LITERAL = /['"`]\/api\//g;

const isTest = (path) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path) || path.endsWith('test-fixtures.ts') || path.endsWith('test-fixtures.tsx');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Each file outside tests with its count of API path literals. */
function literalsIn(dir, allowed = () => false) {
  const found = [];
  for (const path of sourceFiles(dir)) {
    if (isTest(path) || allowed(path)) continue;
    const count = readFileSync(path, 'utf8').match(API_LITERAL)?.length ?? 0;
    if (count > 0) found.push({ path, count });
  }
  return found;
}

const server = literalsIn('src/server');
if (server.length > 0) {
  console.error(
    `API paths written by hand in the server (use the route contract in src/shared/routes):\n${server.map(({ path, count }) => `  ${path}: ${count}`).join('\n')}`,
  );
  process.exitCode = 1;
}
if (process.argv.includes('--report')) {
  const web = literalsIn('src/web', (path) => path.endsWith('lib/call-api.ts'));
  const total = web.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `src/web: ${total} API path literals in ${web.length} files (tests aside)\n${web.map(({ path, count }) => `  ${path}: ${count}`).join('\n')}`,
  );
}
