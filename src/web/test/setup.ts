// Runs before every web test file (vitest.config.ts, projects "web" and "web-mocks"). Each test starts from a clean
// page: nothing rendered, empty localStorage, <html> without lang/dir/dark, default media queries.
// jsdom lacks a few browser APIs the app calls; they are filled in here so that a missing API
// never shows up as a console.error (which fails the test, see src/test/fail-on-console-error.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PATIENT_WAIT_MS } from '../../test/patient-waits';
import { clearToasts } from '../components/ui/toaster';
import { forgetSession } from '../lib/session/use-session';
import { installMatchMedia, resetMatchMedia } from './match-media';

export { setMatchMedia, getMatchMediaState, type MediaState } from './match-media';

// findBy* and waitFor wait on state as patiently as vi.waitFor (src/test/patient-waits.ts).
configure({ asyncUtilTimeout: PATIENT_WAIT_MS });

// The app fetches its locale files; tests read the same files from disk.
vi.mock('../i18n/locale-loader', () => import('./locale-loader'));

// Tests of pure logic run in the node environment (`// @vitest-environment node`): no page to
// prepare, and no jsdom to pay for.
const hasPage = typeof document !== 'undefined';
if (hasPage) preparePage();

function preparePage() {
  installMatchMedia();

  // jsdom reports scrolling as "not implemented"; the app scrolls on navigation and to #anchors.
  // Tests that care can spy on these: vi.spyOn(Element.prototype, 'scrollIntoView').
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};

  // Fire-and-forget telemetry (page views, client errors) gets a quiet 204; any other request
  // fails loudly unless the test stubs fetch (vi.stubGlobal('fetch', ...) or vi.spyOn(globalThis,
  // 'fetch')). No test ever reaches a real server.
  const TELEMETRY_PATHS = ['/api/page-views', '/api/client-errors'];
  const defaultFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = new URL(url, window.location.origin).pathname;
    if (TELEMETRY_PATHS.includes(path)) return new Response(null, { status: 204 });
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    throw new TypeError(`fetch is not stubbed in this test: ${method} ${url}`);
  };
  globalThis.fetch = defaultFetch;

  function resetDocument() {
    const html = document.documentElement;
    html.removeAttribute('lang');
    html.removeAttribute('dir');
    html.removeAttribute('class');
    // A dialog or sheet locks the page's scrolling on the body while it is open.
    document.body.removeAttribute('style');
  }

  function clearStorage() {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // A test may have replaced the storage with one that throws; it restores its own spies.
    }
  }

  beforeEach(() => {
    clearStorage();
  });

  afterEach(() => {
    cleanup();
    // The app's module-level stores outlive a test: the session loaded from a test's stubbed
    // GET /api/me and a toast still on screen would show in the next test of the file.
    forgetSession();
    clearToasts();
    clearStorage();
    resetMatchMedia();
    resetDocument();
  });
}
