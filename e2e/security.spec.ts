// The document of every public page (and of the 404 page) carries the strict Content-Security-
// Policy and the usual hardening headers. That the pages break no rule of it is checked by the
// console watch of every page test (public-pages.spec.ts).
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/pages';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

for (const path of [...PUBLIC_PAGES.map((page) => page.path), '/no-such-page']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.headers()['content-type']).toContain('text/html');
    const csp = directives(response.headers()['content-security-policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The shell has no inline script the policy would have to allow.
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });
}
