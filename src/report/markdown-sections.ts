/** Rows and blocks of the PR comment and job summary; every piece of content goes through markdown-escape. */
import type { Finding } from '../model/finding.js';
import { describeRef } from '../model/resource.js';
import type { ImageReport, Report, TargetReport } from '../model/report.js';
import { Budget, codePoints } from './budget.js';
import { plural } from './common.js';
import { fullReferences, shortenDigests } from './display-tokens.js';
import { codeBlock, codeSpan, escapeInline, inlineWithCode, tableCell } from './markdown-escape.js';
import { clip, displayInline } from './markdown-problems.js';
import { sourcesMarkdownItems } from './sources-section.js';
import { targetId } from '../model/target.js';

export const EXEMPT_HEADER = '| Rule | Where | What | Exempted because |\n|---|---|---|---|\n';

export function exemptRow(f: Finding): string {
  const reason = f.exempted ? `${f.exempted.by}: ${f.exempted.reason}` : '';
  const where = codeSpan(targetId(f)) + (f.resource ? `<br>${codeSpan(describeRef(f.resource))}` : '');
  const cells = [codeSpan(f.ruleId), where, displayInline(f.message), escapeInline(clip(reason))];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export const TARGET_HEADER = '| Target | Status | Objects | Source |\n|---|---|---|---|\n';

export function targetRow(t: TargetReport): string {
  const status = t.reason ? `${escapeInline(t.status)}: ${inlineWithCode(clip(t.reason))}` : escapeInline(t.status);
  const source = t.paths
    ? `sources ${t.paths.map(codeSpan).join(' + ')}`
    : `${escapeInline(t.kind)} ${codeSpan(t.path)}`;
  const cells = [codeSpan(targetId(t)), status, String(t.resources), source];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export const IMAGE_HEADER = '| Target | Image | Gate record | Status |\n|---|---|---|---|\n';

/** Statuses a reader may not know; `out of scope` is the one that surprised. */
const IMAGE_STATUS_NOTE =
  '\n_Status `out of scope`: the image name matches none of `gateRecords.scope` in the config, so no gate record is looked up for it; `records not required`: the environment sets `gateRecords: off`._\n';

/** `image:tag@digest`, the reference a reader copies. */
function imageRef(img: ImageReport): string {
  const digest = img.digest ?? img.resolved?.digest;
  return `${img.image}${img.tag ? `:${img.tag}` : ''}${digest ? `@${digest}` : ''}`;
}

/** The reference with its digest shortened for the column; the full one is listed below the table. */
export function imageRow(img: ImageReport): string {
  const ref = imageRef(img);
  const resolved = !img.digest && img.resolved ? ` (resolved ${escapeInline(img.resolved.at)})` : '';
  const record = img.recordId ? `${img.recordId}${img.decision ? `: ${img.decision}` : ''}` : '';
  const cells = [
    codeSpan(targetId(img)),
    codeSpan(shortenDigests(ref)) + resolved,
    record ? codeSpan(record) : '',
    escapeInline(img.status),
  ];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
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
  parts.push(
    budget.add(frame.open + items.slice(0, shown).join('') + (omitted > 0 ? frame.more(omitted) : '') + frame.close),
  );
  return omitted;
}

export function tailSections(report: Report, budget: Budget, seeAlso: string): string {
  const parts: string[] = [];
  const section = (open: string, close: string, items: string[], more: (n: number) => string) =>
    addSection(budget, parts, { open, close, more }, items, 0);
  const folded = (noun: string) => (n: number) => `\n_${plural(n, noun)}: ${seeAlso}._\n`;
  const images = report.images ?? [];
  if (images.length > 0) {
    const open = `<details><summary>Images (${images.length})</summary>\n\n${IMAGE_HEADER}`;
    const refs = fullReferences(images.map(imageRef).join('\n'));
    const full = refs.length ? `\nFull references:\n\n${codeBlock(refs.join('\n'), 'text')}` : '';
    section(open, `${full}${IMAGE_STATUS_NOTE}\n</details>\n\n`, images.map(imageRow), folded('more image'));
  }
  const sources = sourcesMarkdownItems(report);
  if (sources) section(sources.open, '\n</details>\n\n', sources.items, folded('more remote source'));
  const notices = report.notices ?? [];
  if (notices.length > 0) {
    const items = notices.map((n) => `- ${inlineWithCode(clip(n))}\n`);
    section('#### Notices\n\n', '\n', items, (n) => `- _${plural(n, 'more notice')}: ${seeAlso}._\n`);
  }
  return parts.join('');
}
