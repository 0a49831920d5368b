// What GitHub would show: the markdown rendered to HTML (raw HTML kept, as GitHub keeps <details>),
// checked for balanced blocks and for elements or attributes no content may bring in (F1).
import MarkdownIt from 'markdown-it';
import { expect } from 'vitest';

const md = new MarkdownIt({ html: true, linkify: true });

/** Every element the renderer writes itself; anything else came from content. */
const OWN_TAGS = new Set([
  'a',
  'br',
  'code',
  'details',
  'em',
  'h3',
  'h4',
  'h5',
  'li',
  'p',
  'pre',
  'strong',
  'sub',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  '!--',
]);

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

export function renderedHtml(markdown: string): string {
  return md.render(markdown);
}

export function expectSafeHtml(markdown: string): string {
  const html = md.render(markdown);
  expect(count(html, /<details>/g), '<details> opened = closed').toBe(count(html, /<\/details>/g));
  const tags = new Set([...html.matchAll(/<([a-z0-9!-]+)/gi)].map((m) => (m[1] as string).toLowerCase()));
  for (const tag of tags) expect(OWN_TAGS.has(tag), `element <${tag}> in the rendered HTML`).toBe(true);
  expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
  for (const m of html.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^https?:\/\//);
  return html;
}
