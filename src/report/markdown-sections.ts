/** Rows and blocks of the PR comment and job summary; every piece of content goes through markdown-escape. */
import type { Finding } from '../model/finding.js';
import { describeRef, type SourceLocation } from '../model/resource.js';
import type { ImageReport, Report, TargetReport } from '../model/report.js';
import { Budget, codePoints } from './budget.js';
import { locationText, plural, targetLabel } from './common.js';
import { targetsByApp, type FindingGroup } from './finding-groups.js';
import { codeSpan, encodePath, escapeInline, inlineWithCode, tableCell } from './markdown-escape.js';
import { sourcesMarkdownItems } from './sources-section.js';

const MAX_MESSAGE = 1_000;
/** How many distinct values a grouped row names before it counts the rest. */
const SHOWN = { messages: 3, objects: 3, apps: 6, locations: 3 } as const;

export const GROUP_HEADER = '| Rule | What | Where |\n|---|---|---|\n';
export const EXEMPT_HEADER = '| Rule | Where | What | Exempted because |\n|---|---|---|---|\n';

export function clip(text: string, max: number = MAX_MESSAGE): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

function icon(f: Pick<Finding, 'severity' | 'verdict'>): string {
  if (f.verdict === 'inconclusive') return '⚪';
  return f.severity === 'error' ? '🔴' : f.severity === 'warning' ? '🟡' : '🔵';
}

export function severityWord(f: Pick<Finding, 'severity' | 'verdict'>): string {
  return f.verdict === 'inconclusive' ? `could not check (${f.severity})` : f.severity;
}

export function locationMarkdown(loc: SourceLocation | undefined, headUrl?: string): string {
  const text = locationText(loc);
  if (!text || !loc) return '';
  if (!headUrl || !loc.file) return codeSpan(text);
  const base = headUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/[\s()<>]/g, encodeURIComponent);
  const anchor = loc.line ? `#L${loc.line}` : '';
  return `[${escapeInline(text)}](${base}/${encodePath(loc.file)}${anchor})`;
}

function more(list: readonly unknown[], shown: number, word: string): string {
  return list.length > shown ? ` _+${plural(list.length - shown, word)}_` : '';
}

function whatCell(g: FindingGroup): string {
  const messages = g.messages
    .slice(0, SHOWN.messages)
    .map((m) => inlineWithCode(clip(m)))
    .join('<br>');
  const fix = g.remediation ? `<br>**Fix:** ${inlineWithCode(clip(g.remediation))}` : '';
  return `${messages}${more(g.messages, SHOWN.messages, 'variant')}${objectsText(g.objects)}${fix}`;
}

/** ` — on `Deployment web``, or ` — on 40 objects (Deployment)` when naming them would crowd the row. */
function objectsText(objects: string[]): string {
  if (objects.length === 0) return '';
  if (objects.length <= SHOWN.objects) return ` — on ${objects.map(codeSpan).join(', ')}`;
  const kinds = [...new Set(objects.map((o) => o.split(' ')[0] as string))];
  return ` — on ${objects.length} objects (${kinds.map(escapeInline).join(', ')})`;
}

/** `web` (production, staging) · `api` (dev), then the source lines. */
function whereCell(g: FindingGroup, headUrl?: string): string {
  const apps = targetsByApp(g.targets);
  const targets =
    appsText(apps.slice(0, SHOWN.apps)) +
    (apps.length > SHOWN.apps
      ? ` _+${plural(apps.length - SHOWN.apps, 'app')} (${plural(g.targets.length, 'target')} in all)_`
      : '');
  const lines = g.locations
    .slice(0, SHOWN.locations)
    .map((l) => locationMarkdown(l, headUrl))
    .join(', ');
  return lines ? `${targets}<br>${lines}${more(g.locations, SHOWN.locations, 'line')}` : targets;
}

/** Apps with the same environments share them: `` `a`, `b` (dev, prod) · `c` (prod) ``; `-` is the repository. */
function appsText(apps: [string, string[]][]): string {
  const byEnvs = new Map<string, string[]>();
  for (const [app, envs] of apps) {
    const key = app === '-' ? '' : envs.map(escapeInline).join(', ');
    byEnvs.set(key, [...(byEnvs.get(key) ?? []), app === '-' ? 'repository' : codeSpan(app)]);
  }
  return [...byEnvs]
    .map(([envs, names]) => (envs === '' ? names.join(', ') : `${names.join(', ')} (${envs})`))
    .join(' · ');
}

export function groupRow(g: FindingGroup, headUrl?: string): string {
  const count = g.findings.length > 1 ? `<br>${g.findings.length} findings` : '';
  const cells = [`${icon(g)} ${codeSpan(g.ruleId)}${count}`, whatCell(g), whereCell(g, headUrl)];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export function exemptRow(f: Finding): string {
  const reason = f.exempted ? `${f.exempted.by}: ${f.exempted.reason}` : '';
  const where = codeSpan(targetLabel(f)) + (f.resource ? `<br>${codeSpan(describeRef(f.resource))}` : '');
  const cells = [codeSpan(f.ruleId), where, inlineWithCode(clip(f.message)), escapeInline(clip(reason))];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export const TARGET_HEADER = '| Target | Status | Objects | Source |\n|---|---|---|---|\n';

export function targetRow(t: TargetReport): string {
  const status = t.reason ? `${escapeInline(t.status)}: ${inlineWithCode(clip(t.reason))}` : escapeInline(t.status);
  const source = t.paths
    ? `sources ${t.paths.map(codeSpan).join(' + ')}`
    : `${escapeInline(t.kind)} ${codeSpan(t.path)}`;
  const cells = [codeSpan(targetLabel(t)), status, String(t.resources), source];
  return `| ${cells.map(tableCell).join(' | ')} |\n`;
}

export const IMAGE_HEADER = '| Target | Image | Gate record | Status |\n|---|---|---|---|\n';

/** The reference as one code span a reader can copy: `image:tag@digest`. */
export function imageRow(img: ImageReport): string {
  const digest = img.digest ?? img.resolved?.digest;
  const ref = `${img.image}${img.tag ? `:${img.tag}` : ''}${digest ? `@${digest}` : ''}`;
  const resolved = !img.digest && img.resolved ? ` (resolved ${escapeInline(img.resolved.at)})` : '';
  const record = img.recordId ? `${img.recordId}${img.decision ? `: ${img.decision}` : ''}` : '';
  const cells = [
    codeSpan(targetLabel(img)),
    codeSpan(ref) + resolved,
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
  const images = report.images ?? [];
  if (images.length > 0) {
    const open = `<details><summary>Images (${images.length})</summary>\n\n${IMAGE_HEADER}`;
    addSection(
      budget,
      parts,
      { open, close: '\n</details>\n\n', more: (n) => `\n_${plural(n, 'more image')}: ${seeAlso}._\n` },
      images.map(imageRow),
      0,
    );
  }
  const sources = sourcesMarkdownItems(report);
  if (sources) {
    addSection(
      budget,
      parts,
      {
        open: sources.open,
        close: '\n</details>\n\n',
        more: (n) => `\n_${plural(n, 'more remote source')}: ${seeAlso}._\n`,
      },
      sources.items,
      0,
    );
  }
  const notices = report.notices ?? [];
  if (notices.length > 0) {
    const items = notices.map((n) => `- ${inlineWithCode(clip(n))}\n`);
    addSection(
      budget,
      parts,
      { open: '#### Notices\n\n', close: '\n', more: (n) => `- _${plural(n, 'more notice')}: ${seeAlso}._\n` },
      items,
      0,
    );
  }
  return parts.join('');
}
