// What a page of ours sends with a state-changing request: its own Origin. The API refuses a
// cookie-carrying write from anywhere else (docs/decisions/0009-accounts.md, "Origins"), and
// Playwright's page.request, unlike the page's own fetch, sends no Origin by itself.
import type { Page } from '@playwright/test';

export function siteHeaders(page: Page, headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, origin: new URL(page.url()).origin };
}
