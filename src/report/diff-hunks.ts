/**
 * A unified diff cut by hunks rather than by lines: the changed lines first, with as much context
 * as fits, so a cut never hides the line that matters (a `+ image: …:latest` at the end of a hunk).
 * Pure text in, text out; line numbers in the `@@` headers stay true after context is dropped.
 */

export interface Hunk {
  oldStart: number;
  newStart: number;
  /** Lines with their prefix: ' ' context, '-' removed, '+' added, '\' no-newline markers. */
  lines: string[];
}

export interface ParsedDiff {
  /** `--- base` / `+++ head` and anything else before the first hunk. */
  header: string[];
  hunks: Hunk[];
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export function parseDiff(diff: string): ParsedDiff {
  const out: ParsedDiff = { header: [], hunks: [] };
  for (const line of diff.replace(/\n$/, '').split('\n')) {
    const m = HUNK.exec(line);
    if (m) out.hunks.push({ oldStart: Number(m[1]), newStart: Number(m[2]), lines: [] });
    else if (out.hunks.length === 0) out.header.push(line);
    else out.hunks.at(-1)?.lines.push(line);
  }
  return out;
}

const isChange = (l: string) => l.startsWith('+') || l.startsWith('-');

export function changedLines(hunks: Hunk[]): number {
  return hunks.reduce((n, h) => n + h.lines.filter(isChange).length, 0);
}

function hunkText(h: Hunk): string {
  const oldLen = h.lines.filter((l) => l.startsWith(' ') || l.startsWith('-')).length;
  const newLen = h.lines.filter((l) => l.startsWith(' ') || l.startsWith('+')).length;
  return [`@@ -${h.oldStart},${oldLen} +${h.newStart},${newLen} @@`, ...h.lines].join('\n');
}

export function diffText(d: ParsedDiff): string {
  return `${[...d.header, ...d.hunks.map(hunkText)].join('\n')}\n`;
}

/** The hunk with at most `context` unchanged lines around each change, split where context was dropped. */
export function trimContext(h: Hunk, context: number): Hunk[] {
  const changeAt = h.lines.map((l, i) => (isChange(l) ? i : -1)).filter((i) => i >= 0);
  const keep = h.lines.map((l, i) => {
    if (!l.startsWith(' ')) return true;
    return changeAt.some((c) => Math.abs(c - i) <= context);
  });
  const out: Hunk[] = [];
  let oldLine = h.oldStart;
  let newLine = h.newStart;
  let current: Hunk | undefined;
  h.lines.forEach((l, i) => {
    if (keep[i]) {
      current ??= { oldStart: oldLine, newStart: newLine, lines: [] };
      current.lines.push(l);
    } else if (current) {
      out.push(current);
      current = undefined;
    }
    if (l.startsWith(' ') || l.startsWith('-')) oldLine++;
    if (l.startsWith(' ') || l.startsWith('+')) newLine++;
  });
  if (current) out.push(current);
  return out;
}

export interface CutDiff {
  diff: string;
  /** What the reader is told was left out, or undefined when nothing was. */
  note?: string;
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/**
 * The most of `diff` that `fits` accepts: every hunk with less context (3, 2, 1, 0 lines), then
 * the first whole hunks without context, then the first changed lines of the first hunk. Returns
 * undefined when not even one changed line fits.
 */
export function cutByHunks(diff: string, fits: (cut: CutDiff) => boolean): CutDiff | undefined {
  const parsed = parseDiff(diff);
  const whole = { diff };
  if (fits(whole)) return whole;
  const total = changedLines(parsed.hunks);
  for (const context of [3, 2, 1, 0]) {
    const hunks = parsed.hunks.flatMap((h) => trimContext(h, context));
    const cut = {
      diff: diffText({ header: parsed.header, hunks }),
      note: `every change shown, context cut to ${plural(context, 'line')}`,
    };
    if (fits(cut)) return cut;
  }
  const bare = parsed.hunks.flatMap((h) => trimContext(h, 0));
  const hunksCut = (k: number): CutDiff => ({
    diff: diffText({ header: parsed.header, hunks: bare.slice(0, k) }),
    note: `${k} of ${plural(bare.length, 'hunk')} shown without context; ${plural(total - changedLines(bare.slice(0, k)), 'changed line')} not shown`,
  });
  const k = largest(1, bare.length - 1, (n) => fits(hunksCut(n)));
  if (k !== undefined) return hunksCut(k);
  const first = bare[0];
  if (!first) return undefined;
  const linesCut = (n: number): CutDiff => {
    const shown = { ...first, lines: first.lines.slice(0, n) };
    return {
      diff: diffText({ header: parsed.header, hunks: [shown] }),
      note: `${plural(total - changedLines([shown]), 'changed line')} not shown`,
    };
  };
  const n = largest(1, first.lines.length - 1, (m) => fits(linesCut(m)));
  return n === undefined ? undefined : linesCut(n);
}

/** The largest n in [lo, hi] with ok(n), for ok true up to some n and false after. */
function largest(lo: number, hi: number, ok: (n: number) => boolean): number | undefined {
  let best: number | undefined;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}
