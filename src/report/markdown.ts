/**
 * The PR comment and the job summary, findings first: the verdict and why in one line, the
 * failing problems grouped by rule (what, where, fix), then what changed (one line per app), then
 * one collapsed block of diffs per app. Everything from manifests is escaped (F1) and the body
 * fits its limits (G1): sections by whole blocks, diffs by per-app shares.
 */
import type { Report } from '../model/report.js';
import { Budget, codePoints, DEFAULT_MAX_CHARS, MAX_BYTES, utf8Bytes } from './budget.js';
import { groupFindings, plural } from './common.js';
import { countReport, countsLine, currentProblems, SECTION_TITLE, tallyText } from './counts.js';
import { verdictReason } from './verdict-line.js';
import { groupFindingsByProblem, type FindingGroup } from './finding-groups.js';
import { appLine, changedAppsHeading, changesByApp, diffSections } from './markdown-changes.js';
import { codeSpan, escapeHtml, escapeInline } from './markdown-escape.js';
import { byRule, ruleItems } from './markdown-problems.js';
import { addSection, EXEMPT_HEADER, exemptRow, tailSections, TARGET_HEADER, targetRow } from './markdown-sections.js';

export interface MarkdownOptions {
  /** Code points; default 65,000. */
  maxChars?: number;
  /** UTF-8 bytes; default 260,000 (a comment). The job summary passes about 1 MiB. */
  maxBytes?: number;
  /** e.g. https://github.com/o/r/blob/<sha>: findings link to file#Lline below it. */
  headUrl?: string;
  /** Hidden sticky-comment marker, written as the first line. */
  marker?: string;
  /** The pull request's head when `report.head` is the merge commit GitHub made of it. */
  prHead?: string;
  /** Where the reader finds what did not fit (default: the job summary and the report artifact). */
  seeAlso?: string;
}

const ICON = { pass: '✅', fail: '❌', inconclusive: '⚠️' } as const;
// Room kept for the truncation notes and the footer whatever the sections took.
const NOTE_RESERVE = 400;
const TAIL_SHARE = 0.15;
/** More changed apps than this and their list is folded. */
const COLLAPSE_APPS = 10;
export const SEE_ALSO_COMMENT = 'see the job summary / report artifact';
export const SEE_ALSO_SUMMARY = 'see the report artifact';

interface Ctx {
  report: Report;
  budget: Budget;
  parts: string[];
  reserve: number;
  seeAlso: string;
  headUrl?: string;
}

export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const budget = new Budget(
    Math.max(1_000, opts.maxChars ?? DEFAULT_MAX_CHARS),
    Math.max(4_000, opts.maxBytes ?? MAX_BYTES),
  );
  const seeAlso = opts.seeAlso ?? SEE_ALSO_COMMENT;
  const parts = [budget.add(header(report, opts))];
  const tail = tailSections(
    report,
    new Budget(Math.floor(budget.maxChars * TAIL_SHARE), Math.floor(budget.maxBytes * TAIL_SHARE)),
    seeAlso,
  );
  const footer = `\n<sub>${escapeHtml(`deploy-gate ${report.tool.version}`)}</sub>\n`;
  const ctx: Ctx = {
    report,
    budget,
    parts,
    reserve: codePoints(tail) + codePoints(footer) + NOTE_RESERVE,
    seeAlso,
    headUrl: opts.headUrl,
  };
  let omittedRows = findingSections(ctx);
  omittedRows += changedApps(ctx);
  omittedRows += targetsSection(ctx);
  const notes = diffsSection(ctx);
  if (omittedRows > 0)
    notes.push(`⚠️ ${plural(omittedRows, 'more row')} of findings, apps and targets not shown, ${seeAlso}.`);
  const body = parts.join('') + notes.map((n) => `\n${n}\n`).join('') + (tail ? `\n${tail}` : '') + footer;
  const fits = codePoints(body) <= budget.maxChars && utf8Bytes(body) <= budget.maxBytes;
  // Last resort when the sections could not be fitted: verdict and counts only.
  return fits ? body : `${header(report, opts)}\n⚠️ The full report does not fit here, ${seeAlso}.\n`;
}

function header(report: Report, opts: MarkdownOptions): string {
  const lines: string[] = [];
  if (opts.marker) lines.push(opts.marker);
  lines.push(
    `### ${ICON[report.verdict]} deploy-gate ${report.mode}: **${report.verdict.toUpperCase()}** — ${escapeInline(verdictReason(report))}`,
    '',
  );
  lines.push(escapeInline(countsLine(report)));
  const probes = probeChangeLine(report);
  if (probes) lines.push('', probes);
  const rev = revision(report, opts.prHead);
  if (rev) lines.push('', rev);
  return `${lines.join('\n')}\n\n`;
}

/**
 * Probe changes are notes, but a readiness path the new build does not serve is a classic outage:
 * the headline names every workload whose probes the change edits (issue 33).
 */
function probeChangeLine(report: Report): string | undefined {
  const changed = report.findings.filter((f) => f.ruleId === 'probes/changed' && f.change === 'introduced');
  if (changed.length === 0) return undefined;
  const where = [
    ...new Set(
      changed.map((f) => `${f.resource ? `${f.resource.kind} ${f.resource.name}` : '-'} (${f.app}/${f.environment})`),
    ),
  ];
  const shown = where.slice(0, 5).map(escapeInline).join(', ');
  const more = where.length > 5 ? ` and ${where.length - 5} more` : '';
  return `🩺 **Probes change** in ${shown}${more}: make sure the new build answers them before this merges.`;
}

const short = (sha: string) => codeSpan(sha.slice(0, 12));
/** A ref that is only the SHA again says nothing: show it once. */
const named = (r: { ref: string; sha: string }) =>
  r.ref === r.sha || r.sha.startsWith(r.ref) ? short(r.sha) : `${codeSpan(r.ref)} ${short(r.sha)}`;

function revision(report: Report, prHead?: string): string | undefined {
  if (report.base && report.head) {
    if (prHead && prHead !== report.head.sha) {
      return `base ${named(report.base)} → head ${short(prHead)}, judged as merge commit ${short(report.head.sha)}`;
    }
    return `base ${named(report.base)} → head ${named(report.head)}`;
  }
  return report.ref ? `at ${named(report.ref)}` : undefined;
}

function changedApps(ctx: Ctx): number {
  const { report, budget, parts } = ctx;
  if (report.changes.length === 0) {
    // An audit judges one revision: there is no change to describe.
    if (report.mode === 'check') parts.push(budget.add('No rendered object changed.\n\n'));
    return 0;
  }
  const apps = changesByApp(report.changes);
  const more = (n: number) => `- _${plural(n, 'more app')}: ${ctx.seeAlso}._\n`;
  const heading = changedAppsHeading(report.changes, apps);
  // Many apps would push the diffs (and, in long lists, the reader's patience) away: fold them.
  const frame =
    apps.length > COLLAPSE_APPS
      ? { open: `<details><summary>${escapeHtml(heading)}</summary>\n\n`, close: '\n</details>\n\n', more }
      : { open: `#### ${heading}\n\n`, close: '\n', more };
  return addSection(budget, parts, frame, apps.map(appLine), ctx.reserve);
}

/** Failing problems open, one block per rule; what cannot fail the gate folded below them. */
function findingSections(ctx: Ctx): number {
  const { report, budget, parts } = ctx;
  const groups = groupFindings(report.findings);
  const counts = countReport(report);
  const current = currentProblems(report);
  const blocks = (list: FindingGroup[]) => byRule(list).flatMap((rule) => ruleItems(rule, ctx.headUrl));
  const more = (n: number) => `\n_${plural(n, 'more problem')}: ${ctx.seeAlso}._\n`;
  let omitted = 0;
  if (groups.current.length === 0)
    parts.push(budget.add(report.mode === 'check' ? 'No finding introduced by this change.\n\n' : 'No findings.\n\n'));
  for (const kind of ['failing', 'inconclusive'] as const) {
    if (current[kind].length === 0) continue;
    const open = `#### ${kind === 'failing' ? '❌' : '⚠️'} ${SECTION_TITLE[kind]}: ${tallyText(counts[kind])}\n\n`;
    omitted += addSection(budget, parts, { open, close: '\n', more }, blocks(current[kind]), ctx.reserve);
  }
  const collapsed = [
    { title: SECTION_TITLE.advisory, tally: counts.advisory, items: () => blocks(current.advisory) },
    {
      title: 'Unchanged, also present at base',
      tally: counts.unchanged,
      items: () => blocks(groupFindingsByProblem(groups.unchanged)),
    },
    { title: 'Fixed', tally: counts.fixed, items: () => blocks(groupFindingsByProblem(groups.fixed)) },
    { title: 'Exempted', tally: counts.exempted, items: () => groups.exempted.map(exemptRow), head: EXEMPT_HEADER },
  ];
  for (const g of collapsed) {
    if (g.tally.findings === 0) continue;
    const open = `<details><summary>${escapeHtml(`${g.title}: ${tallyText(g.tally)}`)}</summary>\n\n${g.head ?? ''}`;
    omitted += addSection(budget, parts, { open, close: '\n</details>\n\n', more }, g.items(), ctx.reserve);
  }
  return omitted;
}

function targetsSection(ctx: Ctx): number {
  const { report, budget, parts } = ctx;
  if (report.targets.length === 0) {
    parts.push(budget.add('No targets found: nothing was rendered or checked.\n\n'));
    return 0;
  }
  const byStatus = new Map<string, number>();
  for (const t of report.targets) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ');
  const open = `<details><summary>Targets (${report.targets.length}): ${escapeHtml(counts)}</summary>\n\n${TARGET_HEADER}`;
  const more = (n: number) => `\n_${plural(n, 'more target')}: ${ctx.seeAlso}._\n`;
  const frame = { open, close: '\n</details>\n\n', more };
  return addSection(budget, parts, frame, report.targets.map(targetRow), ctx.reserve);
}

/** Per-app diffs; returns the notes on what was cut. */
function diffsSection(ctx: Ctx): string[] {
  const { report, budget, parts } = ctx;
  const total = report.changes.length;
  if (total === 0) return [];
  const heading = `#### Diffs per app\n\n`;
  if (!budget.fits(heading, ctx.reserve))
    return [`⚠️ No diff shown (${plural(total, 'changed object')}), ${ctx.seeAlso}.`];
  parts.push(budget.add(heading));
  const d = diffSections(changesByApp(report.changes), budget, ctx.reserve, ctx.seeAlso);
  parts.push(d.text);
  const full = d.shownObjects - d.cutObjects;
  if (full === total) return [];
  return [
    `⚠️ ${full} of ${plural(total, 'changed object')} shown in full${d.cutObjects ? `, ${d.cutObjects} cut short` : ''}; ${ctx.seeAlso}.`,
  ];
}
