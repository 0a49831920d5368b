/**
 * Escaping for text from manifests, file names and tool output in the PR comment (security
 * case F1): no raw HTML, no headings, images or mentions from content, fences that content
 * cannot close.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
// Bidirectional overrides make text read differently from what it is ("Trojan Source").
const BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
const ZWSP = '\u200B';

function clean(text: string): string {
  return text.replace(CONTROL, '\uFFFD').replace(BIDI, '\uFFFD');
}

/**
 * A zero-width space after an `@` that could start a mention keeps `@org/team` readable but stops
 * the notification. GitHub only mentions after a non-word character, so `image@sha256:…` and
 * `user@host` stay untouched: a copied image reference must not carry an invisible character.
 */
export function neutralizeMentions(text: string): string {
  return text.replace(/(^|[^\w])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text inside raw HTML (`<summary>`): markdown is not processed there, HTML is. */
export function htmlText(text: string): string {
  return neutralizeMentions(escapeHtml(clean(text).replace(/\s*[\r\n]+\s*/g, ' ')));
}

/** Markdown inline text on one line: every markdown punctuation is backslash-escaped, HTML becomes entities. */
export function escapeInline(text: string): string {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, ' ');
  const escaped = flat.replace(/[\\`*_{}[\]()#+\-.!|~:]/g, '\\$&');
  return neutralizeMentions(escapeHtml(escaped));
}

/**
 * Text that marks code with backticks (messages and remediations say `resources.limits.memory`):
 * the marked parts become real code spans, the rest is escaped inline text.
 */
export function inlineWithCode(text: string): string {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, ' ');
  const parts = flat.split(/`([^`]+)`/);
  return parts.map((part, i) => (i % 2 === 1 ? codeSpan(part) : part === '' ? '' : escapeInline(part))).join('');
}

export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** A code span its content cannot close: delimiters one backtick longer than the longest run inside. */
export function codeSpan(text: string): string {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, ' ');
  if (flat.trim() === '') return '`(empty)`';
  const ticks = '`'.repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ')) ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

/** In a GFM table cell even a code span must not hold an unescaped pipe. */
export function tableCell(markdown: string): string {
  return markdown.replace(/(?<!\\)\|/g, '\\|');
}

/** A fenced block whose fence is one backtick longer than any run inside (minimum 3). */
export function codeBlock(text: string, info = ''): string {
  const body = clean(text).replace(/\r\n?/g, '\n');
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1));
  const content = body.endsWith('\n') || body === '' ? body : `${body}\n`;
  return `${fence}${info}\n${content}${fence}\n`;
}

/** A link target: path segments encoded, including the characters that end a markdown link. */
export function encodePath(file: string): string {
  return file
    .replace(/^\.?\/+/, '')
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}
