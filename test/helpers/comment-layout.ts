// A PR comment as a reviewer sees it: GFM rendered with markdown-it (raw HTML kept, newlines as
// breaks, as GitHub renders comments) inside a 780 px GitHub-like column (746 px of content).
// Two views: an estimate of token widths (always available) and a real layout in headless
// Chromium (Debian's `chromium`), skipped when the binary is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: true, linkify: true, breaks: true });
export const COLUMN_PX = 746;
/** Widest glyph average we allow for: 16 px sans text is ~8 px a character, 13.6 px code ~8.2 px. */
const PX_PER_CHAR = 8.5;

export function commentHtml(markdown: string): string {
  return md.render(markdown);
}

/** Text outside <pre> (code blocks scroll inside themselves), entities decoded, tags removed. */
function flowText(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Words a browser cannot break (no space, no hyphen), with their estimated width. A line may only
 * break at spaces and after hyphens in GitHub's CSS, so one wider than the column scrolls sideways.
 */
export function unbreakableTokens(html: string): { token: string; px: number }[] {
  return flowText(html)
    .split(/[\s\u200B-]+/)
    .filter(Boolean)
    .map((token) => ({ token, px: Math.round([...token].length * PX_PER_CHAR) }));
}

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const CSS = `
body { margin: 0; background: #fff; }
.column { width: 780px; box-sizing: border-box; padding: 16px; border: 1px solid #d0d7de; }
.markdown-body { font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
  font-size: 14px; line-height: 1.5; color: #1f2328; word-wrap: break-word; }
.markdown-body h3, .markdown-body h4, .markdown-body h5 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body pre, .markdown-body details { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 85%;
  padding: .2em .4em; background: rgba(175,184,193,.2); border-radius: 6px; white-space: break-spaces; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; background: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { padding: 0; background: transparent; white-space: pre; font-size: 100%; }
.markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; }
.markdown-body td, .markdown-body th { padding: 6px 13px; border: 1px solid #d0d7de; }
.markdown-body a { color: #0969da; }
`;

/** After load, the page writes what it measured into <body data-layout>, which --dump-dom prints. */
const MEASURE = `
addEventListener('load', () => {
  const col = document.querySelector('.markdown-body').getBoundingClientRect();
  const top = document.body.getBoundingClientRect().top;
  const findings = [...document.querySelectorAll('.markdown-body li')].filter((li) => li.textContent.includes('\\u{1F4CD}'));
  const places = findings.map((li) => {
    const link = li.querySelector('a[href*="#L"]') || li.querySelector('code');
    const r = link ? link.getBoundingClientRect() : li.getBoundingClientRect();
    return { right: Math.round(r.right - col.left), top: Math.round(r.top - top) };
  });
  const first = findings[0] ? Math.round(findings[0].getBoundingClientRect().top - top) : -1;
  const tables = [...document.querySelectorAll('.markdown-body table')];
  const tableCols = tables.map((t) => [...(t.rows[0]?.cells ?? [])].slice(0, 2).map((c) => Math.round(c.getBoundingClientRect().width)));
  const overflow = [...document.querySelectorAll('.markdown-body *')]
    .filter((el) => !el.closest('pre') && !el.closest('table') && el.getBoundingClientRect().right > col.right + 1)
    .map((el) => el.tagName + ':' + (el.textContent || '').slice(0, 60));
  document.body.setAttribute('data-layout', JSON.stringify({
    contentWidth: Math.round(col.width), scrollWidth: document.documentElement.scrollWidth,
    firstFindingTop: first, places, tableCols, overflow,
    diffBlocks: document.querySelectorAll('pre code.language-diff').length,
  }));
});
`;

export interface BrowserLayout {
  contentWidth: number;
  scrollWidth: number;
  firstFindingTop: number;
  places: { right: number; top: number }[];
  tableCols: number[][];
  overflow: string[];
  diffBlocks: number;
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
];

/** Lays the comment out in Chromium at 780 px; writes a screenshot when `screenshot` is given. */
export function browserLayout(markdown: string, screenshot?: string): BrowserLayout {
  if (!CHROMIUM) throw new Error('chromium is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-comment-'));
  try {
    // Every <details> open: the reviewer may open them, and the width must hold then too.
    const body = commentHtml(markdown).replace(/<details>/g, '<details open>');
    const page = `<!doctype html><meta charset="utf-8"><style>${CSS}</style><div class="column"><div class="markdown-body">${body}</div></div><script>${MEASURE}</script>`;
    const file = path.join(dir, 'comment.html');
    writeFileSync(file, page);
    const profile = path.join(dir, 'profile');
    const common = [...FLAGS, `--user-data-dir=${profile}`, '--window-size=780,4000'];
    const dom = execFileSync(CHROMIUM, [...common, '--dump-dom', `file://${file}`], {
      encoding: 'utf8',
      timeout: 120_000,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (screenshot)
      execFileSync(CHROMIUM, [...common, `--screenshot=${screenshot}`, `file://${file}`], {
        timeout: 120_000,
        stdio: 'ignore',
      });
    const m = /data-layout="([^"]*)"/.exec(dom);
    if (!m?.[1]) throw new Error('the page did not report its layout');
    return JSON.parse(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as BrowserLayout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
