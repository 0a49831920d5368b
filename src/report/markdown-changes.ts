/**
 * What changed, per app: a list naming every changed app with its object counts, and one
 * collapsed block of diffs per app, a diff shared by several environments shown once. Every app
 * keeps a share of the budget, so a long diff is cut (by hunks) inside its own app and never
 * pushes another app out.
 */
import { describeRef } from '../model/resource.js';
import type { ChangeAction, ResourceChange } from '../model/report.js';
import { Budget, codePoints, utf8Bytes } from './budget.js';
import { plural, rollsPodsMarker, sortChanges } from './common.js';
import { codeBlock, codeSpan, escapeInline, htmlText } from './markdown-escape.js';
import { cutByHunks, type CutDiff } from './diff-hunks.js';

export interface AppChanges {
  app: string;
  /** environment → its changes, environments in order. */
  targets: [string, ResourceChange[]][];
  total: number;
}

const WORD: Record<ChangeAction, string> = { added: 'added', modified: 'changed', removed: 'removed' };

export function changesByApp(changes: ResourceChange[]): AppChanges[] {
  const apps = new Map<string, Map<string, ResourceChange[]>>();
  for (const c of sortChanges(changes)) {
    const envs = apps.get(c.app) ?? new Map<string, ResourceChange[]>();
    envs.set(c.environment, [...(envs.get(c.environment) ?? []), c]);
    apps.set(c.app, envs);
  }
  return [...apps].map(([app, envs]) => ({
    app,
    targets: [...envs],
    total: [...envs.values()].reduce((n, l) => n + l.length, 0),
  }));
}

/** `1 added, 2 changed` */
export function actionCounts(list: ResourceChange[]): string {
  return (['added', 'modified', 'removed'] as const)
    .map((a) => [a, list.filter((c) => c.action === a).length] as const)
    .filter(([, n]) => n > 0)
    .map(([a, n]) => `${n} ${WORD[a]}`)
    .join(', ');
}

/**
 * One line per app, environments with the same counts together:
 * `` - `web` — production: 1 added, 2 changed · staging: 1 changed ``, `` - `api` — dev, prod: 1 changed ``.
 */
export function appLine(a: AppChanges): string {
  const byCounts = new Map<string, string[]>();
  for (const [env, list] of a.targets) {
    const counts = actionCounts(list);
    byCounts.set(counts, [...(byCounts.get(counts) ?? []), escapeInline(env)]);
  }
  const envs = [...byCounts].map(([counts, names]) => `${names.join(', ')}: ${counts}`).join(' · ');
  return `- ${codeSpan(a.app)} — ${envs}\n`;
}

/** The changes section's title, without markup (a heading or a folded summary). */
export function changedAppsHeading(changes: ResourceChange[], apps: AppChanges[]): string {
  const targets = apps.reduce((n, a) => n + a.targets.length, 0);
  return `What changed: ${plural(changes.length, 'object')} in ${plural(targets, 'target')} of ${plural(apps.length, 'app')} (${actionCounts(changes)})`;
}

/** One diff shown once for every environment where the object changed the same way. */
interface DiffEntry {
  change: ResourceChange;
  envs: string[];
}

/** The diff from its first hunk on: what must be equal for two environments to share a block. */
function hunksOf(diff: string): string {
  const at = diff.search(/^@@/m);
  return at < 0 ? diff : diff.slice(at);
}

/** Same object (kind and name), same action, same hunks: one entry naming every environment. */
export function diffEntries(a: AppChanges): DiffEntry[] {
  const byKey = new Map<string, DiffEntry>();
  for (const [env, list] of a.targets)
    for (const c of list) {
      const r = c.resource;
      const key = [c.action, r.apiVersion, r.kind, r.name, hunksOf(c.diff)].join('\u0000');
      const entry = byKey.get(key);
      if (entry) entry.envs.push(env);
      else byKey.set(key, { change: c, envs: [env] });
    }
  return [...byKey.values()];
}

function entryTitle(e: DiffEntry): string {
  const r = e.change.resource;
  const marker = rollsPodsMarker(e.change);
  const rolls = marker ? ` — _${marker}_` : '';
  if (e.envs.length === 1)
    return `**${WORD[e.change.action]}** ${codeSpan(describeRef(r))} ${codeSpan(r.apiVersion)} in ${escapeInline(e.envs[0] as string)}${rolls}`;
  return `**${WORD[e.change.action]}** ${codeSpan(`${r.kind} ${r.name}`)} ${codeSpan(r.apiVersion)} — same change in ${e.envs.map(escapeInline).join(', ')}${rolls}`;
}

function entryBlock(e: DiffEntry, cut: CutDiff): string {
  const note = cut.note ? `_✂️ ${escapeInline(cut.note)}._\n\n` : '';
  return `${entryTitle(e)}\n\n${codeBlock(cut.diff, 'diff')}\n${note}`;
}

export interface AppDiffs {
  text: string;
  /** Changed objects (one per target) whose diff is shown, whole or cut. */
  shownObjects: number;
  /** Of those, the ones shown cut. */
  cutObjects: number;
}

const UNLIMITED = new Budget(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** The app's `<details>`: every diff within its share of the app's share. */
export function appDiffs(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const full = appBlock(a, UNLIMITED, seeAlso);
  return share.fits(full.text) ? full : appBlock(a, share, seeAlso);
}

/**
 * Each distinct diff gets a fair share of the app's room; one that does not fit its share is cut
 * by hunks (its changed lines first), so a long ConfigMap never hides a Deployment's image line.
 */
function appBlock(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const open = `<details><summary>${htmlText(a.app)} — ${plural(a.total, 'object')} changed in ${a.targets.map(([e]) => htmlText(e)).join(', ')}</summary>\n\n`;
  const close = '</details>\n\n';
  const reserve = `_${plural(a.total, 'more object')} of this app not shown: ${seeAlso}._\n\n${close}`;
  const room = share.remaining(codePoints(open) + codePoints(reserve));
  const entries = diffEntries(a);
  const sizes = entries.map((e) => cost(entryBlock(e, { diff: e.change.diff }), room));
  const shares = fairShares(sizes, room.maxChars);
  const out: AppDiffs = { text: '', shownObjects: 0, cutObjects: 0 };
  entries.forEach((e, i) => {
    const mine = slice(room, shares[i] as number);
    const cut = cutByHunks(e.change.diff, (c) => mine.fits(entryBlock(e, c)) && room.fits(entryBlock(e, c)));
    if (!cut) return;
    out.text += room.add(entryBlock(e, cut));
    out.shownObjects += e.envs.length;
    if (cut.note) out.cutObjects += e.envs.length;
  });
  const omitted = a.total - out.shownObjects;
  const tail = omitted > 0 ? `_${plural(omitted, 'more object')} of this app not shown: ${seeAlso}._\n\n` : '';
  return { text: open + out.text + tail + close, shownObjects: out.shownObjects, cutObjects: out.cutObjects };
}

/** `chars` of `of`, with bytes at the same ratio. */
function slice(of: Budget, chars: number): Budget {
  return new Budget(chars, Math.floor((chars * of.maxBytes) / Math.max(1, of.maxChars)));
}

/** Rendered size in code points, counting bytes at the budget's exchange rate. */
function cost(text: string, budget: Budget): number {
  return Math.max(codePoints(text), Math.ceil((utf8Bytes(text) * budget.maxChars) / Math.max(1, budget.maxBytes)));
}

/**
 * Shares of `total` for apps needing `sizes`: the smallest needs are met in full, the rest split
 * what is left evenly (water filling), so no app is starved by a larger one.
 */
export function fairShares(sizes: number[], total: number): number[] {
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[a] as number) - (sizes[b] as number));
  const shares = sizes.map(() => 0);
  let left = Math.max(0, total);
  let n = sizes.length;
  for (const i of order) {
    const share = Math.min(sizes[i] as number, Math.floor(left / n));
    shares[i] = share;
    left -= share;
    n--;
  }
  return shares;
}

/** Every app's block within `budget` (minus `reserve`), each within its fair share. */
export function diffSections(apps: AppChanges[], budget: Budget, reserve: number, seeAlso: string): AppDiffs {
  const room = budget.remaining(reserve);
  const sizes = apps.map((a) => cost(appBlock(a, UNLIMITED, seeAlso).text, room));
  const shares = fairShares(sizes, room.maxChars);
  const out: AppDiffs = { text: '', shownObjects: 0, cutObjects: 0 };
  apps.forEach((a, i) => {
    const d = appDiffs(a, slice(room, shares[i] as number), seeAlso);
    if (!room.fits(d.text)) return;
    out.text += room.add(d.text);
    out.shownObjects += d.shownObjects;
    out.cutObjects += d.cutObjects;
  });
  budget.add(out.text);
  return out;
}
