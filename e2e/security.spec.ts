// The document of every public page (and of the 404 page) carries the strict Content-Security-
// Policy and the usual hardening headers. That the pages break no rule of it is checked by the
// console watch of every page test (public-pages.spec.ts).
import { createHash } from 'node:crypto';
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
    const prerendered = path !== '/no-such-page';
    // Besides our own files, only boot.js inline in a pre-rendered page, by the hash of the served
    // /boot.js (docs/decisions/0038-prerendered-public-pages.md); never 'unsafe-inline'.
    const boot = await (await request.get('/boot.js')).text();
    const bootHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(prerendered ? ["'self'", bootHash] : ["'self'"]);
    // Besides our own files, only the pre-rendered page's own critical CSS, by its hash
    // (docs/decisions/0038-prerendered-public-pages.md); never 'unsafe-inline'.
    const [self, ...hashes] = csp.get('style-src') ?? [];
    expect(self).toBe("'self'");
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(hashes.length).toBe(prerendered ? 1 : 0);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The shell has no inline script the policy would have to allow; a pre-rendered page has
    // boot.js, and /landing a JSON data block, which no browser runs.
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/gi)];
    const run = inline.filter(([, attributes]) => !/type="application\/json"/.test(attributes!)).map(([, , code]) => code);
    expect(run).toEqual(prerendered ? [boot] : []);
    expect(inline.length - run.length).toBe(path === '/landing' ? 1 : 0);
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
