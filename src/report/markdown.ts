/**
 * The PR comment. Order: verdict, counts, introduced findings, then the collapsed rest, one
 * `<details>` per target with its diffs, images, notices. Everything from manifests is escaped
 * (F1) and the body fits GitHub's limits by whole objects (G1).
 */
import type { Finding } from '../model/finding.js';
import type { Report } from '../model/report.js';
import { Budget, codePoints, DEFAULT_MAX_CHARS, MAX_BYTES, utf8Bytes } from './budget.js';
import { changesByTarget, countsLine, groupFindings, plural } from './common.js';
import { codeSpan, escapeHtml, escapeInline } from './markdown-escape.js';
import {
  addSection,
  EXEMPT_HEADER,
  exemptRow,
  FINDING_HEADER,
  findingRow,
  objectBlock,
  tailSections,
  targetRow,
  targetSummary,
} from './markdown-sections.js';

export interface MarkdownOptions {
  /** Code points; default 65,000. */
  maxChars?: number;
  /** UTF-8 bytes; default 260,000 (a comment). The job summary may pass up to ~1,000,000. */
  maxBytes?: number;
  /** e.g. https://github.com/o/r/blob/<sha>: findings link to file#Lline below it. */
  headUrl?: string;
  /** Hidden sticky-comment marker, written as the first line. */
  marker?: string;
}

const ICON = { pass: '✅', fail: '❌', inconclusive: '⚠️' } as const;
// Room kept for the truncation note and the footer whatever the sections took.
const NOTE_RESERVE = 400;
const TAIL_SHARE = 0.2;
const SEE_ALSO = 'see the job summary / report artifact';

export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const budget = new Budget(Math.max(1_000, opts.maxChars ?? DEFAULT_MAX_CHARS), Math.max(4_000, opts.maxBytes ?? MAX_BYTES));
  const parts: string[] = [];
  parts.push(budget.add(header(report, opts.marker)));
  const tail = tailSections(report, new Budget(Math.floor(budget.maxChars * TAIL_SHARE), Math.floor(budget.maxBytes * TAIL_SHARE)));
  const footer = `\n<sub>${escapeHtml(`deploy-gate ${report.tool.version}`)}</sub>\n`;
  const reserve = codePoints(tail) + codePoints(footer) + NOTE_RESERVE;
  let omittedFindings = findingSections(report, budget, parts, reserve, opts.headUrl);
  omittedFindings += targetsSection(report, budget, parts, reserve);
  const { shown, omitted } = changesSection(report, budget, parts, reserve);
  const notes: string[] = [];
  if (omitted > 0) notes.push(`⚠️ ${plural(omitted, 'more object')} not shown (${shown} of ${shown + omitted} changed objects shown), ${SEE_ALSO}.`);
  if (omittedFindings > 0) notes.push(`⚠️ ${plural(omittedFindings, 'more row')} of findings and targets not shown, ${SEE_ALSO}.`);
  const body = parts.join('') + notes.map((n) => `\n${n}\n`).join('') + (tail ? `\n${tail}` : '') + footer;
  return withinLimits(body, budget) ? body : minimal(report, opts.marker);
}

function withinLimits(body: string, budget: Budget): boolean {
  return codePoints(body) <= budget.maxChars && utf8Bytes(body) <= budget.maxBytes;
}

/** Last resort when the sections above could not be fitted: verdict and counts only. */
function minimal(report: Report, marker?: string): string {
  return `${header(report, marker)}\n⚠️ The full report does not fit in a comment, ${SEE_ALSO}.\n`;
}

function header(report: Report, marker?: string): string {
  const lines: string[] = [];
  if (marker) lines.push(marker);
  lines.push(`### ${ICON[report.verdict]} deploy-gate ${report.mode}: **${report.verdict.toUpperCase()}**`, '');
  lines.push(escapeInline(countsLine(report)));
  const rev = revision(report);
  if (rev) lines.push('', rev);
  return `${lines.join('\n')}\n\n`;
}

function revision(report: Report): string | undefined {
  const short = (sha: string) => codeSpan(sha.slice(0, 12));
  if (report.base && report.head) {
    return `base ${codeSpan(report.base.ref)} (${short(report.base.sha)}) → head ${codeSpan(report.head.ref)} (${short(report.head.sha)})`;
  }
  return report.ref ? `at ${codeSpan(report.ref.ref)} (${short(report.ref.sha)})` : undefined;
}

function findingSections(report: Report, budget: Budget, parts: string[], reserve: number, headUrl?: string): number {
  const groups = groupFindings(report.findings);
  const row = (f: Finding) => findingRow(f, headUrl);
  const more = (n: number) => `\n_${plural(n, 'more finding')}: ${SEE_ALSO}._\n`;
  const title = report.mode === 'check' ? 'Introduced findings' : 'Findings';
  let omitted = 0;
  if (groups.current.length === 0) {
    parts.push(budget.add(report.mode === 'check' ? 'No finding introduced by this change.\n\n' : 'No findings.\n\n'));
  } else {
    const open = `#### ${title} (${groups.current.length})\n\n${FINDING_HEADER}`;
    omitted += addSection(budget, parts, { open, close: '\n', more }, groups.current.map(row), reserve);
  }
  const collapsed = [
    { title: 'Unchanged findings, also present at base', list: groups.unchanged, rows: groups.unchanged.map(row), head: FINDING_HEADER },
    { title: 'Fixed findings', list: groups.fixed, rows: groups.fixed.map(row), head: FINDING_HEADER },
    { title: 'Exempted findings', list: groups.exempted, rows: groups.exempted.map(exemptRow), head: EXEMPT_HEADER },
  ];
  for (const g of collapsed) {
    if (g.list.length === 0) continue;
    const open = `<details><summary>${g.title} (${g.list.length})</summary>\n\n${g.head}`;
    omitted += addSection(budget, parts, { open, close: '\n</details>\n\n', more }, g.rows, reserve);
  }
  return omitted;
}

function targetsSection(report: Report, budget: Budget, parts: string[], reserve: number): number {
  if (report.targets.length === 0) {
    parts.push(budget.add('No targets found: nothing was rendered or checked.\n\n'));
    return 0;
  }
  const byStatus = new Map<string, number>();
  for (const t of report.targets) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ');
  const open = `<details><summary>Targets (${report.targets.length}): ${counts}</summary>\n\n| Target | Kind | Status | Resources | Path | Reason |\n|---|---|---|---|---|---|\n`;
  const more = (n: number) => `\n_${plural(n, 'more target')}: ${SEE_ALSO}._\n`;
  return addSection(budget, parts, { open, close: '\n</details>\n\n', more }, report.targets.map(targetRow), reserve);
}

/** Whole objects in target order until one does not fit; everything after it is counted, not shown. */
function changesSection(report: Report, budget: Budget, parts: string[], reserve: number): { shown: number; omitted: number } {
  const total = report.changes.length;
  if (total === 0) {
    parts.push(budget.add('#### Changes\n\nNo rendered object changed.\n\n'));
    return { shown: 0, omitted: 0 };
  }
  parts.push(budget.add(`#### Changes (${plural(total, 'object')})\n\n`));
  let shown = 0;
  let stopped = false;
  for (const [target, list] of changesByTarget(report.changes)) {
    if (stopped) continue;
    const frame = { open: targetSummary(target, list), close: '</details>\n\n', more: () => '' };
    const blocks = list.map(objectBlock);
    const left = addSection(budget, parts, frame, blocks, reserve);
    shown += list.length - left;
    if (left > 0) stopped = true;
  }
  return { shown, omitted: total - shown };
}
