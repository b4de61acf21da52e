// Fails `npm run lint` on an API path written by hand, in the server or the browser: every path
// lives once, in its route contract under src/shared/routes (docs/decisions/0028-route-contracts.md).
// The server registers its routes from the contracts; the browser calls them through its typed
// client (src/web/lib/call-api.ts over api-client.ts), the only web files allowed to hold one.
// A string or template literal that holds '/api/' anywhere counts (`${origin}/api/live` too);
// comments do not. Tests are excepted: they call the API as a browser would, by its address.
// Prints nothing when all holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const API_PATH = '/api/';

/** The browser's typed client: the only web files that build an API address. */
const WEB_CLIENT_FILES = ['src/web/lib/call-api.ts', 'src/web/lib/api-client.ts'];

/** Tests and what only they import: test/ folders, *-test-kit and test-fixtures files. */
const isTest = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)test\//.test(path) || /test-(fixtures|kit)\.tsx?$/.test(path);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const LITERAL_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

/** A module's name ('./api/profile-api'), which is a file's path and no address. */
const isModuleName = (node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent) ||
  ts.isLiteralTypeNode(node.parent) ||
  (ts.isCallExpression(node.parent) &&
    (node.parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
      /^(vi|jest)\.(mock|doMock|importActual)$/.test(node.parent.expression.getText())));

/** The lines (1-based) of the literals in `source` that hold an API path. */
export function apiLiteralLines(source, fileName) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = [];
  const visit = (node) => {
    if (LITERAL_KINDS.has(node.kind) && node.text.includes(API_PATH) && !isModuleName(node)) {
      lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

/** Each file under `dir` (tests and `allowed` aside) with the lines of its API path literals. */
function literalsIn(dir, allowed = []) {
  const found = [];
  for (const path of sourceFiles(dir)) {
    if (isTest(path) || allowed.includes(path.split('\\').join('/'))) continue;
    const lines = apiLiteralLines(readFileSync(path, 'utf8'), path);
    if (lines.length > 0) found.push(`  ${path}:${lines.join(',')}`);
  }
  return found;
}

const server = literalsIn('src/server');
if (server.length > 0) {
  console.error(
    `API paths written by hand in the server (register the route from its contract in src/shared/routes):\n${server.join('\n')}`,
  );
  process.exitCode = 1;
}
const web = literalsIn('src/web', WEB_CLIENT_FILES);
if (web.length > 0) {
  console.error(
    `API paths written by hand in the browser (call the route contract in src/shared/routes with callApi or urlOf, src/web/lib/call-api.ts):\n${web.join('\n')}`,
  );
  process.exitCode = 1;
}
