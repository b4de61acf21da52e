// The client error log (spec section 8, decisions.md): the server accepts reports, and an
// uncaught error in the page is kept under 'sahel-hearts:error-log' and reported to the server.
import { expect, test } from './support/fixtures';

const report = {
  message: 'e2e: something broke',
  stack: 'Error: e2e: something broke\n    at test',
  timestamp: new Date().toISOString(),
  userAgent: 'playwright',
  url: 'http://127.0.0.1/landing',
  boundary: 'e2e',
};

test('POST /api/client-errors accepts a report with 204', async ({ request }) => {
  const response = await request.post('/api/client-errors', { data: report });
  expect(response.status()).toBe(204);
});

test('POST /api/client-errors refuses a malformed report with 400', async ({ request }) => {
  const response = await request.post('/api/client-errors', { data: { message: 42 } });
  expect(response.status()).toBe(400);
});

test.describe('an uncaught error in the page', () => {
  test.use({ allowedConsoleErrors: [/e2e boom/] });

  test('is logged locally and reported to the server', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // sendBeacon's body is not visible to the test; its answer is.
    const reported = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/client-errors',
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e boom');
      });
    });
    expect((await reported).status()).toBe(204);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sahel-hearts:error-log') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ message: 'e2e boom', url: page.url() })]);
  });
});
