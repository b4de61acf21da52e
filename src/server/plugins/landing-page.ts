// The pre-rendered /landing page with the published landing content in it
// (docs/decisions/0038-prerendered-public-pages.md, "The landing page's published texts"): with
// nothing published, the page the build drew with the built-in texts; else the build's template of
// the page with each published text in its token's place (escaped) and the published countries in
// their order. Either way the page carries the content as a JSON data block, which the app reads
// before it hydrates (features/landing/use-published-landing.ts), so the hero is painted with the
// page and hydration finds what it renders. One page per language, made again only when the
// published content changes (read through the same cache as GET /api/landing-content).
import type { Language } from '../../shared/constants';
import type { LandingContent, LandingView } from '../../shared/contracts/landing-content';
import { COUNTRY_SLUGS } from '../../shared/countries';
import { paths } from '../../shared/paths';
import { LANGUAGES } from '../../shared/constants';
import { landingTemplateView, landingTextFields, landingToken, SERVED_LANDING_ID, type ServedLanding } from '../../shared/served-landing';
import { APP_START_ID, type PrerenderedPage } from './prerendered-pages';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The data block: JSON that cannot end its element or open a comment (`<` escaped). */
function dataBlock(served: ServedLanding): string {
  const json = JSON.stringify(served).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SERVED_LANDING_ID}">${json}</script>`;
}

const withDataBlock = (html: string, served: ServedLanding) =>
  html.replace(`<template id="${APP_START_ID}">`, (start) => `${dataBlock(served)}${start}`);

/** Each country card of the template's grid (an <li> holding the link to its members page). */
function countryCards(html: string): { start: number; end: number; cards: Map<string, string> } {
  const cards = new Map<string, string>();
  let start = -1;
  let end = -1;
  for (const slug of COUNTRY_SLUGS) {
    const link = html.indexOf(`href="${paths.members(slug)}"`);
    const open = html.lastIndexOf('<li', link);
    const close = html.indexOf('</li>', link) + '</li>'.length;
    if (link < 0 || open < 0 || (end >= 0 && open !== end)) throw new Error(`the landing template has no card for ${slug} in order`);
    if (start < 0) start = open;
    end = close;
    cards.set(slug, html.slice(open, close));
  }
  return { start, end, cards };
}

/** The template's page with `view` in it; throws if the template is not what the build writes. */
export function fillLandingTemplate(template: string, view: LandingView): string {
  let html = template;
  for (const [field, text] of landingTextFields(view.texts)) {
    const token = landingToken(field);
    if (!html.includes(token)) throw new Error(`the landing template has no ${token}`);
    html = html.replaceAll(token, () => escapeHtml(text));
  }
  const { start, end, cards } = countryCards(html);
  return html.slice(0, start) + view.countries.map((slug) => cards.get(slug)!).join('') + html.slice(end);
}

export interface LandingPages {
  /** The page for `language`, or undefined when the published content cannot be read (the shell then). */
  page(language: Language): Promise<PrerenderedPage | undefined>;
}

export function createLandingPages(options: {
  builtIn: (language: Language) => PrerenderedPage | undefined;
  template: (language: Language) => PrerenderedPage | undefined;
  readPublished: () => Promise<LandingContent | null>;
  onReadError: (error: unknown) => void;
}): LandingPages {
  // A template the server could not fill fails the start, not a visitor's request.
  for (const language of LANGUAGES) {
    const template = options.template(language);
    if (template) fillLandingTemplate(template.html, landingTemplateView());
  }
  // The content a page was made from: the cache gives the same object until it reads again.
  const made = new Map<Language, { content: LandingContent | null; page: PrerenderedPage }>();
  return {
    async page(language) {
      let content: LandingContent | null;
      try {
        content = await options.readPublished();
      } catch (error) {
        options.onReadError(error);
        return undefined;
      }
      const kept = made.get(language);
      if (kept && kept.content === content) return kept.page;
      const source = content ? options.template(language) : options.builtIn(language);
      if (!source) return undefined;
      const view = content ? { texts: content.texts[language], countries: content.countries } : null;
      const html = view ? fillLandingTemplate(source.html, view) : source.html;
      const page = { ...source, html: withDataBlock(html, { language, content: view }) };
      made.set(language, { content, page });
      return page;
    },
  };
}
