// Size budgets for what GitHub accepts: a comment (G1) and the job summary (G2, dropped whole when over).
import { codePoints, utf8Bytes } from '../report/budget.js';

export interface Budget {
  /** Unicode code points. */
  maxChars: number;
  /** UTF-8 bytes. */
  maxBytes: number;
}

/** GitHub says 65,536 characters; measurements disagree on the unit (J1), so stay under both with headroom. */
export const COMMENT_BUDGET: Budget = { maxChars: 64_000, maxBytes: 260_000 };
/** The runner drops a summary over 1024 KiB (1,048,576 bytes) entirely; keep every write of the step together under this. */
export const SUMMARY_BUDGET: Budget = { maxChars: 1_040_000, maxBytes: 1_040_000 };

export function fits(text: string, budget: Budget): boolean {
  return utf8Bytes(text) <= budget.maxBytes && codePoints(text) <= budget.maxChars;
}

/**
 * Asks the renderer for smaller and smaller bodies until one fits. The renderer truncates at
 * object boundaries and says what it left out; this only shrinks the number it is given, because
 * its `maxChars` cannot know how many bytes multi-byte text takes.
 */
export function fitMarkdown(render: (maxChars: number, maxBytes: number) => string, budget: Budget): string {
  let chars = budget.maxChars;
  let bytes = budget.maxBytes;
  let text = render(chars, bytes);
  for (let attempt = 0; attempt < 6 && !fits(text, budget); attempt++) {
    const ratio = Math.min(budget.maxChars / codePoints(text), budget.maxBytes / utf8Bytes(text));
    chars = Math.max(1_000, Math.floor(chars * ratio * 0.9));
    bytes = Math.max(4_000, Math.floor(bytes * ratio * 0.9));
    text = render(chars, bytes);
  }
  return fits(text, budget) ? text : hardTruncate(text, budget);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Last resort when a renderer ignores its limit: cut at a line, close an open code fence and any
 * open `<details>` (else the note would sit inside a collapsed block), say so.
 */
export function hardTruncate(
  text: string,
  budget: Budget,
  note = '_Truncated: the rest is in the job summary and the report artifact._',
): string {
  const reserve = { maxChars: budget.maxChars - 400, maxBytes: budget.maxBytes - 800 };
  const kept: string[] = [];
  let chars = 0;
  let bytes = 0;
  let fence: string | undefined;
  let details = 0;
  for (const line of text.split('\n')) {
    const c = codePoints(line) + 1;
    const b = utf8Bytes(line) + 1;
    if (chars + c > reserve.maxChars || bytes + b > reserve.maxBytes) break;
    kept.push(line);
    chars += c;
    bytes += b;
    if (!fence) details = Math.max(0, details + detailsDelta(line));
    fence = nextFenceState(line, fence);
  }
  if (fence) kept.push(fence);
  // A blank line first: after HTML, markdown resumes only past an empty line.
  // Capped so the closers stay inside the reserve even for a pathological body.
  if (details > 0) kept.push('', ...Array<string>(Math.min(details, 20)).fill('</details>'));
  return `${kept.join('\n')}\n\n${note}\n`;
}

/** Opened minus closed `<details>` blocks on a line outside a code fence. */
function detailsDelta(line: string): number {
  return (line.match(/<details[\s>]/gi)?.length ?? 0) - (line.match(/<\/details\s*>/gi)?.length ?? 0);
}

function nextFenceState(line: string, open: string | undefined): string | undefined {
  const m = FENCE.exec(line)?.[1];
  if (!m) return open;
  if (!open) return m;
  // A fence closes only with the same character and at least the same length, and nothing after it.
  return m[0] === open[0] && m.length >= open.length && line.trim() === m ? undefined : open;
}
