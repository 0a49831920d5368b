/**
 * Problems in the PR comment as a list, one block per rule: a list reads in a 746 px column where
 * a table of messages, digests and paths scrolls sideways. Each problem says what, where (the
 * source line, linked to the PR head) and which targets, before anything else can push it away.
 */
import type { Finding } from '../model/finding.js';
import type { SourceLocation } from '../model/resource.js';
import { locationText, plural } from './common.js';
import { fullReferences, shortenDigests, shortenPath } from './display-tokens.js';
import { targetsByApp, type FindingGroup } from './finding-groups.js';
import { codeBlock, codeSpan, encodePath, escapeInline, inlineWithCode } from './markdown-escape.js';

const MAX_MESSAGE = 1_000;
/** How many distinct values a problem names before it counts the rest. */
const SHOWN = { messages: 3, objects: 3, apps: 6, locations: 3 } as const;

export function clip(text: string, max: number = MAX_MESSAGE): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** Text of a message or fix for the column: digests shortened, backticked parts as code. */
export function displayInline(text: string): string {
  return inlineWithCode(shortenDigests(clip(text)));
}

function icon(f: Pick<Finding, 'severity' | 'verdict'>): string {
  if (f.verdict === 'inconclusive') return '⚪';
  return f.severity === 'error' ? '🔴' : f.severity === 'warning' ? '🟡' : '🔵';
}

/** A source line linked to the PR head; the link text keeps the end of a long path. */
export function locationMarkdown(loc: SourceLocation | undefined, headUrl?: string): string {
  const text = locationText(loc);
  if (!text || !loc) return '';
  const shown = shortenPath(text);
  if (!headUrl || !loc.file) return codeSpan(shown);
  const base = headUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/[\s()<>]/g, encodeURIComponent);
  const anchor = loc.line ? `#L${loc.line}` : '';
  return `[${escapeInline(shown)}](${base}/${encodePath(loc.file)}${anchor})`;
}

function more(list: readonly unknown[], shown: number, word: string): string {
  return list.length > shown ? ` _+${plural(list.length - shown, word)}_` : '';
}

/** ` — on `Deployment web``, or ` — on 40 objects (Deployment)` when naming them would crowd the line. */
function objectsText(objects: string[]): string {
  if (objects.length === 0) return '';
  if (objects.length <= SHOWN.objects) return ` — on ${objects.map(codeSpan).join(', ')}`;
  const kinds = [...new Set(objects.map((o) => o.split(' ')[0] as string))];
  return ` — on ${objects.length} objects (${kinds.map(escapeInline).join(', ')})`;
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

/** `📍 [file:line](…), [file:line](…) in `web` (production, staging)`: the places of one problem. */
function placesText(g: FindingGroup, headUrl?: string): string {
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
  return lines ? `📍 ${lines}${more(g.locations, SHOWN.locations, 'line')} in ${targets}` : `📍 ${targets}`;
}

function messagesText(g: FindingGroup): string {
  return (
    g.messages.slice(0, SHOWN.messages).map(displayInline).join('<br>') + more(g.messages, SHOWN.messages, 'variant')
  );
}

/** Problems of one rule, in the order they came (most targets first). */
export function byRule(groups: FindingGroup[]): FindingGroup[][] {
  const rules = new Map<string, FindingGroup[]>();
  for (const g of groups) rules.set(g.ruleId, [...(rules.get(g.ruleId) ?? []), g]);
  return [...rules.values()];
}

function fullDigestsBlock(g: FindingGroup): string {
  const refs = fullReferences(g.messages.slice(0, SHOWN.messages).join('\n'));
  if (refs.length === 0) return '';
  const fence = codeBlock(refs.join('\n'), 'text').replace(/^(?=.)/gm, '  ');
  return `  <details><summary>Full digests</summary>\n\n${fence}\n  </details>\n\n`;
}

/**
 * One rule's problems as list items to fit whole into a budget: the first carries the rule with
 * its count and the fix when every problem shares it, so no cut separates a rule from its fix.
 * Digests shortened in the text are given in full in a collapsed block under their problem.
 */
export function ruleItems(groups: FindingGroup[], headUrl?: string): string[] {
  const first = groups[0] as FindingGroup;
  const findings = groups.reduce((n, g) => n + g.findings.length, 0);
  const count =
    groups.length > 1
      ? `${plural(groups.length, 'problem')}, ${plural(findings, 'finding')}`
      : plural(findings, 'finding');
  const fixes = [...new Set(groups.map((g) => g.remediation ?? ''))];
  const sharedFix = fixes.length === 1 && fixes[0] ? fixes[0] : undefined;
  const head = `**${icon(first)} ${codeSpan(first.ruleId)}** — ${count}${sharedFix ? `<br>**Fix:** ${displayInline(sharedFix)}` : ''}\n\n`;
  return groups.map((g, i) => {
    const fix = !sharedFix && g.remediation ? `<br>**Fix:** ${displayInline(g.remediation)}` : '';
    const digests = fullDigestsBlock(g);
    const item = `- ${messagesText(g)}${objectsText(g.objects)}<br>${placesText(g, headUrl)}${fix}\n${digests}`;
    const end = i === groups.length - 1 && !digests ? '\n' : '';
    return `${i === 0 ? head : ''}${item}${end}`;
  });
}
