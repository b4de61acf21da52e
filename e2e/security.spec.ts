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
    // Besides our own files, only the pre-rendered page's own critical CSS, by its hash
    // (docs/decisions/0038-prerendered-public-pages.md); never 'unsafe-inline'.
    const [self, ...hashes] = csp.get('style-src') ?? [];
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(hashes.length).toBe(path === '/no-such-page' ? 0 : 1);
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

test.describe('the browser enforces the policy', () => {
  // The refusals below are what the browser reports; on any other page they fail the test.
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('an injected inline script and inline style are refused', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) refusals.push(message.text());
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { display: none; }';
      document.head.append(style);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect(page.locator('body')).toBeVisible();
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(2);
  });
});
