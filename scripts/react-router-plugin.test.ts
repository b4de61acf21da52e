// The build's React Router plugin (scripts/react-router-plugin.ts): with the installed React
// Router, what the app does not import leaves the bundle, and what it imports stays.
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { markRouterPure, reactRouterTreeShaking } from './react-router-plugin';

/** Bundles `entry` (React external, as the minifier would see it) and returns the code. */
async function bundle(entry: string, withPlugin: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'virtual:entry' ? id : null),
        load: (id) => (id === 'virtual:entry' ? entry : null),
      },
      ...(withPlugin ? [reactRouterTreeShaking()] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'virtual:entry', external: ['react', 'react-dom'], preserveEntrySignatures: 'strict' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

// Only <Form> and its submission code say this (React Router's getFormSubmissionInfo).
const FORM_CODE = 'Cannot submit a <button> or <input type=';
const ENTRY = `export { BrowserRouter, Link, NavLink, Route, Routes, useNavigate } from 'react-router';`;

describe('reactRouterTreeShaking', () => {
  it('leaves <Form> out of a bundle that uses only the declarative router', async () => {
    expect(await bundle(ENTRY, false)).toContain(FORM_CODE);
    const code = await bundle(ENTRY, true);
    expect(code).not.toContain(FORM_CODE);
    expect(code).not.toContain('.displayName =');
    // What the app imports is still there.
    expect(code).toContain('function BrowserRouter');
    expect(code).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });

  it('keeps <Form> for an app that imports it', async () => {
    expect(await bundle(`export { Form } from 'react-router';`, true)).toContain(FORM_CODE);
  });
});

describe('markRouterPure', () => {
  it('marks the factories pure and drops the display names, keeping the lines', () => {
    const code = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var Other = makeOther();',
      'Other.displayName = computed;',
    ].join('\n');
    const result = markRouterPure(code);
    expect(result.changes).toBe(4);
    expect(result.code.split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      '',
      'var Other = makeOther();',
      'Other.displayName = computed;',
    ]);
  });

  it('counts nothing in code that has no such statements', () => {
    expect(markRouterPure('export const a = 1;')).toEqual({ code: 'export const a = 1;', changes: 0 });
  });
});
