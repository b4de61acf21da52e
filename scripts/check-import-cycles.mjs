// Fails `npm run lint` on an import cycle, dynamic `import()` included (docs/decisions/0015-guard-rails.md).
// Oxlint's import/no-cycle and knip follow static imports only, and a lazy import that leads back
// to its importer is a cycle all the same (the contact form's validator once was one).
// A cycle only through `import type` is no cycle at run time and passes, as it did under
// ESLint's import-x. Telling those apart needs each file transpiled (three times the work),
// so the quick pass reads the imports as written and only a cycle it finds is checked again
// with the types stripped. The same tree then checks the server modules' boundaries
// (module-boundaries.mjs). Prints nothing when all holds.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';
import { moduleBoundaryProblems } from './module-boundaries.mjs';

const sources = ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'];

const treeOf = (transform) => parseDependencyTree(sources, { transform, tsconfig: 'tsconfig.json', exclude: /node_modules/ });

const asWritten = await treeOf(false);
const found = parseCircular(asWritten).length > 0 ? parseCircular(await treeOf(true)) : [];
if (found.length > 0) {
  console.error(`Import cycles (break each one, e.g. move what both sides need to a file of its own):\n${prettyCircular(found)}`);
  process.exitCode = 1;
}
const boundaries = moduleBoundaryProblems(asWritten);
if (boundaries.length > 0) {
  console.error(`Server module boundaries (docs/decisions/0027-module-boundaries.md):\n${boundaries.join('\n')}`);
  process.exitCode = 1;
}
