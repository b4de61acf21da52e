// Fails `npm run lint` on an import cycle, dynamic `import()` included (docs/decisions/0015-guard-rails.md).
// Oxlint's import/no-cycle and knip follow static imports only, and a lazy import that leads back
// to its importer is a cycle all the same (the contact form's validator once was one).
// A cycle only through `import type` is no cycle at run time and passes, as it did under
// ESLint's import-x. Telling those apart needs each file transpiled (three times the work),
// so the quick pass reads the imports as written and only a cycle it finds is checked again
// with the types stripped. Prints nothing when there is no cycle.
import { parseCircular, parseDependencyTree, prettyCircular } from 'dpdm';

const sources = ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'];

async function cycles(transform) {
  const tree = await parseDependencyTree(sources, { transform, tsconfig: 'tsconfig.json', exclude: /node_modules/ });
  return parseCircular(tree);
}

const found = (await cycles(false)).length > 0 ? await cycles(true) : [];
if (found.length > 0) {
  console.error(`Import cycles (break each one, e.g. move what both sides need to a file of its own):\n${prettyCircular(found)}`);
  process.exitCode = 1;
}
