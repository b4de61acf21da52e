import type { ReactNode } from 'react';

// http(s) URLs up to the next space or angle bracket; a sentence's closing punctuation is not
// part of the link.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'»]+$/;

/**
 * Plain text with its web addresses made links, as React nodes: nothing in the text is ever
 * interpreted as HTML (an e-mail is data, not markup).
 */
export function linkify(text: string, linkClassName: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <a key={start} href={url} className={linkClassName}>
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
