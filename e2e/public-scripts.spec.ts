// What a visitor's browser downloads for a public page stays within docs/targets.md S1: the member
// areas' data cache (TanStack Query, docs/decisions/0016-data-loading.md) never comes with it. A
// build setting once put it into the chunk every page shares, which no size check caught while
// the pages stayed under the budget; this reads the scripts the browser really fetched.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/pages';

// A method of TanStack Query's client: minifiers keep property names, so it survives the build.
const QUERY_CLIENT_MARK = 'invalidateQueries';
// The name zod gives its error class, a string the build keeps. The public pages check their
// forms with schemas fetched on the first check (docs/decisions/0028-route-contracts.md), never
// before: a one-line helper sharing a file with a contract once brought zod to the sign-in page.
const ZOD_MARK = /[`'"]ZodError[`'"]/;

interface FetchedScript {
  url: string;
  text: string;
}

/** Every script the page fetched until the app had taken the page over and the network went quiet. */
async function scriptsFetchedBy(page: Page, path: string): Promise<FetchedScript[]> {
  const scripts: Promise<FetchedScript>[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto(path);
  // A pre-rendered page starts the app after its first paint, which may come after the network
  // has been quiet for a while (networkidle then says nothing of the app's scripts): waits until
  // React holds the page's heading, then until no request is left.
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await expect.poll(() => inFlight.size).toBe(0);
  return Promise.all(scripts);
}

const bringingTanStackQuery = (scripts: FetchedScript[]) =>
  scripts.filter((script) => script.text.includes(QUERY_CLIENT_MARK)).map((script) => script.url);

const bringingZod = (scripts: FetchedScript[]) => scripts.filter((script) => ZOD_MARK.test(script.text)).map((script) => script.url);

for (const { path } of PUBLIC_PAGES) {
  test(`${path} downloads no TanStack Query and no zod`, async ({ page }) => {
    const scripts = await scriptsFetchedBy(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(bringingTanStackQuery(scripts)).toEqual([]);
    expect(bringingZod(scripts)).toEqual([]);
  });
}

// The control: a member page does bring it, so the mark is the right one to look for.
test('/account brings TanStack Query and zod with its own scripts', async ({ page }) => {
  const scripts = await scriptsFetchedBy(page, '/account');
  expect(bringingTanStackQuery(scripts)).not.toEqual([]);
  expect(bringingZod(scripts)).not.toEqual([]);
});
