// What a pre-rendered page's first screen needs (docs/targets.md S12: within the first 14 kB of a
// slow link's first round trip, gzip): its head with the critical CSS, the site header, and the
// first block of its <main>: the hero, or the heading with its introduction, or the form.
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The document up to the end of its <main>'s first child element. */
export function firstScreen(html: string): string {
  const main = html.indexOf('<main');
  const start = html.indexOf('>', main) + 1;
  const tags = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [, closing, name, selfClosing] = match;
    if (VOID.has(name!.toLowerCase()) || selfClosing) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return html.slice(0, match.index + match[0].length);
  }
  throw new Error('firstScreen: no <main> with a child');
}
