/** The terminal report. Colour only when asked (the CLI passes `isTTY`). */
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { ConfigUsed, Report, ResourceChange } from '../model/report.js';
import { changesByTarget, groupFindings, locationText, revisionLine, rollsPodsMarker } from './common.js';
import { countReport, countsLine, currentKind, SECTION_TITLE, tallyText, type CurrentKind } from './counts.js';
import { sourcesTextLines } from './sources-section.js';
import { verdictReason } from './verdict-line.js';
import { targetId } from '../model/target.js';

export interface TextOptions {
  color: boolean;
}

type Paint = (code: string, text: string) => string;

const CODES = { red: '31', green: '32', yellow: '33', cyan: '36', dim: '2', bold: '1' } as const;

/**
 * Content shown in the terminal or a CI log (security review item 8). Control characters could
 * drive the terminal (escape sequences) or start a new line, so they are shown as U+FFFD, line
 * breaks included: multi-line content is split by the caller. A line whose text starts with a
 * workflow-command prefix (`::warning::`, `##[error]`, `##vso[`) would be obeyed by the runner,
 * which trims leading blanks first, so the prefix is escaped with a backslash.
 */
export function cleanTerminal(text: string): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\x00-\x1F\x7F-\x9F\u2028\u2029]/g, '\uFFFD');
  return flat.replace(/^(\s*)(::|##\[|##vso\[)/i, '$1\\$2');
}

export function renderText(report: Report, opts: TextOptions): string {
  const paint: Paint = opts.color ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_c, text) => text;
  const c = (text: string) => cleanTerminal(text);
  const out: string[] = [];
  out.push(verdictWords(report, paint));
  const rev = revisionLine(report);
  if (rev) out.push(c(rev));
  if (report.config) out.push(c(`config ${report.config.path} (${CONFIG_FROM[report.config.from]})`));
  out.push(countsLine(report));
  out.push(...noticesSection(report, c));
  out.push(...targetsSection(report, c));
  out.push(...sourcesTextLines(report, c));
  const groups = groupFindings(report.findings);
  const counts = countReport(report);
  for (const kind of ['failing', 'inconclusive', 'advisory'] as CurrentKind[]) {
    const list = groups.current.filter((f) => currentKind(f) === kind);
    out.push(...findingsSection(`${SECTION_TITLE[kind]}: ${tallyText(counts[kind])}`, list, paint, c));
  }
  out.push(...findingsSection(`Unchanged, also at base: ${tallyText(counts.unchanged)}`, groups.unchanged, paint, c));
  out.push(...findingsSection(`Fixed: ${tallyText(counts.fixed)}`, groups.fixed, paint, c));
  out.push(...findingsSection(`Exempted: ${tallyText(counts.exempted)}`, groups.exempted, paint, c));
  // validate reads files as they are: there is no base to change from.
  if (report.mode !== 'validate') out.push(...changesSection(report.changes, paint, c));
  out.push(...imagesSection(report, c));
  // The verdict again as the last line: what a reader of a long log sees first.
  out.push('', `${verdictWords(report, paint)} — ${c(verdictReason(report))}`);
  return `${out.join('\n')}\n`;
}

const CONFIG_FROM: Record<ConfigUsed['from'], string> = {
  base: 'as committed at base',
  ref: 'as committed',
  'working tree': 'not committed: from the working tree',
  file: 'outside the repository',
  none: 'none found: the defaults',
};

function verdictWords(report: Report, paint: Paint): string {
  const colour = report.verdict === 'pass' ? CODES.green : report.verdict === 'fail' ? CODES.red : CODES.yellow;
  return paint(CODES.bold, `deploy-gate ${report.mode}: `) + paint(colour, report.verdict.toUpperCase());
}

function noticesSection(report: Report, c: (t: string) => string): string[] {
  const notices = report.notices ?? [];
  return notices.length === 0 ? [] : ['', 'Notices', ...notices.map((n) => `  - ${c(n)}`)];
}

function targetsSection(report: Report, c: (t: string) => string): string[] {
  if (report.targets.length === 0) return ['', 'Targets: none found'];
  const width = Math.max(...report.targets.map((t) => targetId(t).length));
  const rows = report.targets.map((t) => {
    const reason = t.reason ? ` (${t.reason})` : '';
    return `  ${c(targetId(t).padEnd(width))}  ${(t.paths ? 'sources' : t.kind).padEnd(9)}  ${t.status.padEnd(9)}  ${String(t.resources).padStart(4)} ${t.resources === 1 ? 'resource ' : 'resources'}  ${c(t.paths?.join(' + ') ?? t.path)}${c(reason)}`;
  });
  return ['', 'Targets', ...rows];
}

function findingsSection(title: string, findings: Finding[], paint: Paint, c: (t: string) => string): string[] {
  if (findings.length === 0) return [];
  const lines = ['', title];
  for (const f of findings) {
    const sev = f.severity === 'error' ? CODES.red : f.severity === 'warning' ? CODES.yellow : CODES.cyan;
    const verdict = f.verdict === 'inconclusive' ? ' (inconclusive)' : '';
    const object = f.resource ? `  ${describeRef(f.resource)}` : '';
    const where = locationText(f.location);
    lines.push(
      `  ${paint(sev, f.severity.padEnd(7))} ${c(f.ruleId)}${verdict}  ${c(targetId(f))}${c(object)}${where ? `  ${c(where)}` : ''}`,
    );
    for (const line of f.message.split('\n')) lines.push(`          ${c(line)}`);
    if (f.path) lines.push(paint(CODES.dim, `          at ${c(f.path)}`));
    if (f.exempted) lines.push(paint(CODES.dim, `          exempted by ${f.exempted.by}: ${c(f.exempted.reason)}`));
    if (f.remediation) lines.push(paint(CODES.dim, `          fix: ${c(f.remediation)}`));
  }
  return lines;
}

function changesSection(changes: ResourceChange[], paint: Paint, c: (t: string) => string): string[] {
  if (changes.length === 0) return ['', 'Changes: none'];
  const lines = ['', `Changes (${changes.length})`];
  for (const [target, list] of changesByTarget(changes)) {
    for (const change of list) {
      const marker = rollsPodsMarker(change);
      lines.push(
        '',
        paint(
          CODES.bold,
          `  ${c(target)}  ${change.action}  ${c(describeRef(change.resource))}${marker ? `  [${marker}]` : ''}`,
        ),
      );
      for (const line of change.diff.replace(/\n$/, '').split('\n')) lines.push(`    ${diffLine(c(line), paint)}`);
    }
  }
  return lines;
}

function diffLine(line: string, paint: Paint): string {
  if (line.startsWith('+++') || line.startsWith('---')) return paint(CODES.bold, line);
  if (line.startsWith('+')) return paint(CODES.green, line);
  if (line.startsWith('-')) return paint(CODES.red, line);
  if (line.startsWith('@@')) return paint(CODES.cyan, line);
  return line;
}

function imagesSection(report: Report, c: (t: string) => string): string[] {
  const images = report.images ?? [];
  if (images.length === 0) return [];
  const lines = ['', `Images (${images.length})`];
  for (const img of images) {
    const ref = img.digest ? `${img.image}@${img.digest}` : img.tag ? `${img.image}:${img.tag}` : img.image;
    const resolved = img.resolved ? ` → ${img.resolved.digest} (resolved ${img.resolved.at})` : '';
    const record = img.recordId ? ` record ${img.recordId}${img.decision ? ` (${img.decision})` : ''}` : '';
    lines.push(`  ${c(targetId(img))}  ${c(ref)}${c(resolved)}  ${c(img.status)}${c(record)}`);
  }
  if (images.some((img) => img.status === 'out of scope'))
    lines.push('  (out of scope: the image name matches none of gateRecords.scope, so no gate record is looked up)');
  return lines;
}
