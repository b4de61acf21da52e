// A Vite plugin that lets the build drop the parts of React Router the app never uses
// (docs/decisions/0007-declarative-router.md, docs/targets.md S1). React Router's bundled file
// makes its components with `React.forwardRef(...)` and its contexts with `React.createContext(...)`
// without a pure annotation, then names each with `X.displayName = "X"`: to a bundler both are
// side effects, so <Form> (with useSubmit and the form-submission code), <ScrollRestoration> and
// unstable_HistoryRouter stayed in the first chunk of every page although nothing imports them.
// The plugin marks those calls pure and leaves out the display names, which only React DevTools
// reads; what the app imports is built as before. If a React Router release changes its build so
// that nothing matches, the build fails here rather than growing quietly.
import type { Plugin } from 'vite';

const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;
const UNMARKED_CALL = /= (React\d*)\.(forwardRef|memo|createContext)\(/g;

/** React Router's code with its top-level component and context factories marked pure. */
export function markRouterPure(code: string): { code: string; changes: number } {
  let changes = 0;
  const out = code
    .replace(DISPLAY_NAME, () => {
      changes += 1;
      return '';
    })
    .replace(UNMARKED_CALL, (_match, react: string, factory: string) => {
      changes += 1;
      return `= /* @__PURE__ */ ${react}.${factory}(`;
    });
  return { code: out, changes };
}

export function reactRouterTreeShaking(): Plugin {
  let files = 0;
  let changes = 0;
  return {
    name: 'sahel-react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      files = 0;
      changes = 0;
    },
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code) {
        files += 1;
        const result = markRouterPure(code);
        if (result.changes === 0) return null;
        changes += result.changes;
        // Only whole statements go and only comments come: the line numbers stay.
        return { code: result.code, map: null };
      },
    },
    buildEnd(error) {
      if (!error && files > 0 && changes === 0) {
        this.error('React Router was bundled but nothing in it was marked pure: see scripts/react-router-plugin.ts');
      }
    },
  };
}
