// Serves the built SPA in production-like runs. A public page is sent pre-rendered in the
// visitor's language (docs/decisions/0038-prerendered-public-pages.md); other known pages get
// index.html with 200; unknown paths get the same shell (which shows the 404 screen) with a real
// 404 status, and are logged.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/routes/route';
import { isKnownPagePath } from '../../shared/paths';
import { createShellRenderer, languageFromCookie, languageFromHeader, pageLanguage, type ShellRequest } from './page-meta';
import { loadPrerenderedPages, type PrerenderedPages } from './prerendered-pages';
import { withStyleHashes } from './security-headers';
import { createPreloadPlanner } from './shell-preloads';

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A better-auth session cookie (`__Secure-` in production): a member, whose header is their own. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;

/**
 * The page's HTML for this request: a public page pre-rendered in its language for a visitor (a
 * member gets the shell, which draws their own header rather than a visitor's), else the shell.
 */
function pageHtml(shell: string, prerendered: PrerenderedPages, request: ShellRequest, cookie: string | undefined) {
  if (SESSION_COOKIE.test(cookie ?? '')) return { html: shell, styleHashes: [] };
  return prerendered(request.pathname, pageLanguage(request)) ?? { html: shell, styleHashes: [] };
}

/**
 * A pre-rendered page paints without the app: what the app fetches (its chunks, texts, the
 * session) comes after what the first paint needs (docs/decisions/0038-prerendered-public-pages.md).
 */
const prerenderedPreloads = (html: string, prerendered: boolean) =>
  prerendered
    ? html.replace(/<link rel="(modulepreload|preload)" (?=(?:as="fetch" )?crossorigin)/g, '<link rel="$1" fetchpriority="low" ')
    : html;

export async function registerWebApp(app: FastifyInstance, options: { distDir: string; publicOrigin: string }) {
  const root = resolve(options.distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'no built web app found; run `npm run build` (the API still works)');
    return;
  }
  const shell = readFileSync(indexFile, 'utf8');
  const renderShell = createShellRenderer(createPreloadPlanner(root));
  const prerendered = loadPrerenderedPages(root);

  // `serve: false`: no route per file; the catch-all below (which declares its access) sends
  // files itself, with the precompressed .br/.gz twins written by the build.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    // Hashed assets never change; the HTML shell must always be revalidated.
    setHeaders: (reply, path) => {
      if (path.includes(join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(API_PREFIX)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` });
    }
    const asset = safeDecode(pathname.slice(1));
    if (asset && !asset.includes('..') && asset !== 'index.html' && existsSync(join(root, asset))) {
      return reply.sendFile(asset);
    }
    const known = isKnownPagePath(pathname);
    if (!known) request.log.warn({ path: pathname }, 'page not found');
    const shellRequest: ShellRequest = {
      pathname,
      chosenLanguage: languageFromCookie(request.headers.cookie),
      preferredLanguage: languageFromHeader(request.headers['accept-language']),
      origin: options.publicOrigin,
    };
    const page = pageHtml(shell, prerendered, shellRequest, request.headers.cookie);
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withStyleHashes(csp, page.styleHashes));
    return (
      reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        // The page's language and content follow these two headers: a shared cache must keep one
        // copy per value of both.
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(prerenderedPreloads(renderShell(page.html, shellRequest), page.styleHashes.length > 0))
    );
  });
}
