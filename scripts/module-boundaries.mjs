// The server modules' boundaries (docs/decisions/0027-module-boundaries.md), read off the import
// tree check-import-cycles.mjs has already parsed, so they cost no second parse:
// - a file outside src/server/modules/<x>/ imports from <x> only its public face, <x>/index.ts.
//   Tests (*.test.ts, any test/ folder) and scripts/ (benchmarks, one-off tools) may reach inside:
//   they set up or measure one piece, and nothing ships with them;
// - the modules, as folders, import each other in one direction: no cycle between folders, type
//   imports included (a module that needs another's types depends on it all the same).
const MODULES = 'src/server/modules/';

const moduleOf = (file) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : null);
const isTestOrTool = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file) || !file.startsWith('src/');

/** Every module-to-module import of shipped code, as `from -> to`, with the files that make it. */
function moduleEdges(tree) {
  const edges = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = moduleOf(file);
    if (!from || isTestOrTool(file)) continue;
    for (const { id } of dependencies ?? []) {
      const to = id && moduleOf(id);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), `${file} -> ${id}`]);
    }
  }
  return edges;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components, size > 1). */
function moduleCycles(edges) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) visit(to);
      if (onStack.has(to)) low.set(node, Math.min(low.get(node), low.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** What breaks the boundaries, one line each; empty when they hold. */
export function moduleBoundaryProblems(tree) {
  const problems = [];
  for (const [file, dependencies] of Object.entries(tree)) {
    if (isTestOrTool(file)) continue;
    for (const { id } of dependencies ?? []) {
      const to = id && moduleOf(id);
      if (!to || to === moduleOf(file) || id === `${MODULES}${to}/index.ts`) continue;
      problems.push(`${file} imports ${id}: import from ${MODULES}${to} (its index.ts) instead.`);
    }
  }
  const edges = moduleEdges(tree);
  for (const group of moduleCycles(edges)) {
    const inside = [...edges].filter(([key]) => key.split(' -> ').every((name) => group.includes(name)));
    problems.push(`Modules in a cycle: ${group.join(', ')}\n${inside.map(([key, files]) => `  ${key}: ${files.join('; ')}`).join('\n')}`);
  }
  return problems;
}
