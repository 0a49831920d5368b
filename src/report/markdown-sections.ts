/** Rows and blocks of the PR comment; every piece of content goes through markdown-escape. */
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { ImageReport, Report, ResourceChange, TargetReport } from '../model/report.js';
import { Budget, codePoints } from './budget.js';
import { locationText, targetLabel } from './common.js';
import { codeBlock, codeSpan, encodePath, escapeInline, htmlText, tableCell } from './markdown-escape.js';
import { sourcesMarkdownItems } from './sources-section.js';

const MAX_MESSAGE = 1_000;

export const FINDING_HEADER = '| Severity | Rule | Target | Object | Message | Location |\n|---|---|---|---|---|---|\n';
export const EXEMPT_HEADER = '| Rule | Target | Object | Message | Exempted because |\n|---|---|---|---|---|\n';

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

function severityCell(f: Finding): string {
  if (f.verdict === 'inconclusive') return '⚪ inconclusive';
  return f.severity === 'error' ? '🔴 error' : f.severity === 'warning' ? '🟡 warning' : '🔵 note';
}

export function locationMarkdown(f: Finding, headUrl?: string): string {
  const text = locationText(f.location);
  if (!text || !f.location) return '';
  if (!headUrl || !f.location.file) return codeSpan(text);
  const base = headUrl.trim().replace(/\/+$/, '').replace(/[\s()<>]/g, encodeURIComponent);
  const anchor = f.location.line ? `#L${f.location.line}` : '';
  return `[${escapeInline(text)}](${base}/${encodePath(f.location.file)}${anchor})`;
}

export function findingRow(f: Finding, headUrl?: string): string {
  const cells = [
    severityCell(f),
    codeSpan(f.ruleId),
    codeSpan(targetLabel(f)),
    f.resource ? codeSpan(describeRef(f.resource)) : '',
    escapeInline(clip(f.message, MAX_MESSAGE)) + (f.remediation ? `<br>${escapeInline(clip(f.remediation, MAX_MESSAGE))}` : ''),
    locationMarkdown(f, headUrl),
  ];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export function exemptRow(f: Finding): string {
  const reason = f.exempted ? `${f.exempted.by}: ${f.exempted.reason}` : '';
  const cells = [
    codeSpan(f.ruleId),
    codeSpan(targetLabel(f)),
    f.resource ? codeSpan(describeRef(f.resource)) : '',
    escapeInline(clip(f.message, MAX_MESSAGE)),
    escapeInline(clip(reason, MAX_MESSAGE)),
  ];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export function targetRow(t: TargetReport): string {
  const cells = [codeSpan(targetLabel(t)), t.kind, t.status, String(t.resources), codeSpan(t.path), t.reason ? escapeInline(clip(t.reason, MAX_MESSAGE)) : ''];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export function imageRow(img: ImageReport): string {
  const ref = img.tag ? `${img.image}:${img.tag}` : img.image;
  const digest = img.digest ?? (img.resolved ? `${img.resolved.digest} (resolved ${img.resolved.at})` : '');
  const record = img.recordId ? `${img.recordId}${img.decision ? `: ${img.decision}` : ''}` : '';
  const cells = [codeSpan(targetLabel(img)), codeSpan(ref), digest ? codeSpan(digest) : '', record ? codeSpan(record) : '', escapeInline(img.status)];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export function objectBlock(change: ResourceChange): string {
  const title = `##### ${change.action} ${codeSpan(describeRef(change.resource))} ${codeSpan(change.resource.apiVersion)}`;
  return `${title}\n\n${codeBlock(change.diff, 'diff')}\n`;
}

export function targetSummary(target: string, list: ResourceChange[]): string {
  const counts = (['added', 'modified', 'removed'] as const)
    .map((a) => [a, list.filter((c) => c.action === a).length] as const)
    .filter(([, n]) => n > 0)
    .map(([a, n]) => `${n} ${a}`);
  return `<details><summary>${htmlText(target)}: ${list.length} object${list.length === 1 ? '' : 's'} changed (${counts.join(', ')})</summary>\n\n`;
}

/**
 * Adds `open` + as many whole `items` as fit + a "N more" line + `close` to `parts`, keeping
 * `reserve` code points free. Returns how many items were left out. Nothing is added when not
 * even the frame fits, so fences and `<details>` always stay balanced.
 */
export function addSection(
  budget: Budget,
  parts: string[],
  frame: { open: string; close: string; more: (n: number) => string },
  items: string[],
  reserve: number,
): number {
  const closing = codePoints(frame.close) + codePoints(frame.more(items.length));
  const child = budget.remaining(reserve + closing);
  if (!child.fits(frame.open)) return items.length;
  child.add(frame.open);
  let shown = 0;
  while (shown < items.length && child.fits(items[shown] as string)) child.add(items[shown++] as string);
  if (shown === 0 && items.length > 0) return items.length;
  const omitted = items.length - shown;
  parts.push(budget.add(frame.open + items.slice(0, shown).join('') + (omitted > 0 ? frame.more(omitted) : '') + frame.close));
  return omitted;
}

export function tailSections(report: Report, budget: Budget): string {
  const parts: string[] = [];
  const images = report.images ?? [];
  if (images.length > 0) {
    const open = `### Images (${images.length})\n\n| Target | Image | Digest | Gate record | Status |\n|---|---|---|---|---|\n`;
    addSection(budget, parts, { open, close: '\n', more: (n) => `\n_${n} more images: see the job summary / report artifact._\n` }, images.map(imageRow), 0);
  }
  const sources = sourcesMarkdownItems(report);
  if (sources) {
    addSection(budget, parts, { open: sources.open, close: '\n', more: (n) => `\n_${n} more remote sources: see the job summary / report artifact._\n` }, sources.items, 0);
  }
  const notices = report.notices ?? [];
  if (notices.length > 0) {
    const items = notices.map((n) => `- ${escapeInline(clip(n, MAX_MESSAGE))}\n`);
    addSection(budget, parts, { open: '### Notices\n\n', close: '\n', more: (n) => `- _${n} more notices: see the job summary / report artifact._\n` }, items, 0);
  }
  return parts.join('');
}
