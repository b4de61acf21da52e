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
import type { LandingContent } from '../../shared/contracts/landing-content';
import { paths } from '../../shared/paths';
import { getLandingContent } from '../../shared/routes/landing-endpoints';
import { SERVED_LANDING_ID } from '../../shared/served-landing';
import { createLandingPages, type LandingPages } from './landing-page';
import { APP_START_ID, loadPrerenderedPages, type PrerenderedPage, type PrerenderedPages } from './prerendered-pages';
import { withInlineHashes } from './security-headers';
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
async function pageHtml(
  shell: string,
  pages: { prerendered: PrerenderedPages; landing: LandingPages },
  request: ShellRequest,
  cookie: string | undefined,
): Promise<PrerenderedPage> {
  const asShell = { html: shell, styleHashes: [], scriptHashes: [] };
  if (SESSION_COOKIE.test(cookie ?? '')) return asShell;
  const language = pageLanguage(request);
  const page = request.pathname === paths.landing ? await pages.landing.page(language) : pages.prerendered.page(request.pathname, language);
  return page ?? asShell;
}

const START_TEMPLATE = `<template id="${APP_START_ID}">`;

/** GET /api/landing-content/:lang without its parameter: the preload of any language. */
const LANDING_CONTENT_PREFIX = getLandingContent.path.slice(0, getLandingContent.path.indexOf(':'));

/**
 * A pre-rendered page paints without the app: what the app fetches (its chunks, texts, the
 * session) waits beside its module script in the inert template that boot.js starts after the
 * first paint (docs/decisions/0038-prerendered-public-pages.md).
 */
function withPreloadsAfterPaint(html: string): string {
  if (!html.includes(START_TEMPLATE)) return html;
  // The landing page that carries its published content does not ask for it again.
  const servesLanding = html.includes(`id="${SERVED_LANDING_ID}"`);
  const preloads: string[] = [];
  const page = html.replace(/\s*<link rel="(?:modulepreload|preload)" (?:as="fetch" )?crossorigin[^>]*>/g, (link) => {
    if (!(servesLanding && link.includes(`href="${LANDING_CONTENT_PREFIX}`))) preloads.push(link.trim());
    return '';
  });
  return page.replace(START_TEMPLATE, () => `${START_TEMPLATE}${preloads.join('')}`);
}

export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string; publicOrigin: string; readPublishedLanding: () => Promise<LandingContent | null> },
) {
  const root = resolve(options.distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'no built web app found; run `npm run build` (the API still works)');
    return;
  }
  const shell = readFileSync(indexFile, 'utf8');
  const renderShell = createShellRenderer(createPreloadPlanner(root));
  const prerendered = loadPrerenderedPages(root);
  const landing = createLandingPages({
    builtIn: (language) => prerendered.page(paths.landing, language),
    template: (language) => prerendered.landingTemplate(language),
    readPublished: options.readPublishedLanding,
    onReadError: (error) => app.log.warn({ err: error }, 'the published landing content could not be read: /landing sent as the shell'),
  });

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

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
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
    const page = await pageHtml(shell, { prerendered, landing }, shellRequest, request.headers.cookie);
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', withInlineHashes(csp, { style: page.styleHashes, script: page.scriptHashes }));
    }
    return (
      reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        // The page's language and content follow these two headers: a shared cache must keep one
        // copy per value of both.
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(withPreloadsAfterPaint(renderShell(page.html, shellRequest)))
    );
  });
}
