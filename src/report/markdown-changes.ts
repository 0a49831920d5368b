/**
 * What changed, per app: a list naming every changed app with its object counts, and one
 * collapsed block of diffs per app. Every app keeps a share of the budget, so a long diff is cut
 * inside its own app and never pushes another app out.
 */
import { describeRef } from '../model/resource.js';
import type { ChangeAction, ResourceChange } from '../model/report.js';
import { Budget, codePoints, utf8Bytes } from './budget.js';
import { plural, sortChanges } from './common.js';
import { codeBlock, codeSpan, escapeInline, htmlText } from './markdown-escape.js';
import { rollsPodsMarker } from './rolls-pods.js';

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

export function changedAppsHeading(changes: ResourceChange[], apps: AppChanges[]): string {
  const targets = apps.reduce((n, a) => n + a.targets.length, 0);
  return `#### What changed: ${plural(changes.length, 'object')} in ${plural(targets, 'target')} of ${plural(apps.length, 'app')} (${actionCounts(changes)})\n\n`;
}

function objectBlock(change: ResourceChange, diff: string): string {
  const marker = rollsPodsMarker(change);
  return `**${WORD[change.action]}** ${codeSpan(describeRef(change.resource))} ${codeSpan(change.resource.apiVersion)}${marker ? ` — _${marker}_` : ''}\n\n${codeBlock(diff, 'diff')}\n`;
}

/** The first lines of `diff` that fit `room` code points once framed, or undefined when not even a few do. */
function cutDiff(change: ResourceChange, room: Budget): { block: string; left: number } | undefined {
  const lines = change.diff.replace(/\n$/, '').split('\n');
  let lo = 0;
  let hi = lines.length - 1;
  let best: string | undefined;
  let bestLeft = 0;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const left = lines.length - mid;
    const block = `${objectBlock(change, `${lines.slice(0, mid).join('\n')}\n`)}_… ${plural(left, 'more diff line')} not shown._\n\n`;
    if (mid > 0 && room.fits(block)) {
      best = block;
      bestLeft = left;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best === undefined ? undefined : { block: best, left: bestLeft };
}

export interface AppDiffs {
  text: string;
  shownObjects: number;
  /** Objects shown with their diff cut short. */
  cutObjects: number;
}

const UNLIMITED = new Budget(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** The app's `<details>`: every environment within its share of the app's share. */
export function appDiffs(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const full = appBlock(a, UNLIMITED, seeAlso);
  return share.fits(full.text) ? full : appBlock(a, share, seeAlso);
}

function appBlock(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const open = `<details><summary>${htmlText(a.app)} — ${plural(a.total, 'object')} changed in ${a.targets.map(([e]) => htmlText(e)).join(', ')}</summary>\n\n`;
  const close = '</details>\n\n';
  const reserve = `_${plural(a.total, 'more object')} of this app not shown: ${seeAlso}._\n\n${close}`;
  const room = share.remaining(codePoints(open) + codePoints(reserve));
  const sizes = a.targets.map(([env, list]) => cost(targetBlock(env, list, UNLIMITED).text, room));
  const shares = fairShares(sizes, room.maxChars);
  const out: AppDiffs = { text: '', shownObjects: 0, cutObjects: 0 };
  a.targets.forEach(([env, list], i) => {
    const t = targetBlock(env, list, slice(room, shares[i] as number));
    if (t.shownObjects === 0 || !room.fits(t.text)) return;
    out.text += room.add(t.text);
    out.shownObjects += t.shownObjects;
    out.cutObjects += t.cutObjects;
  });
  const omitted = a.total - out.shownObjects;
  const tail = omitted > 0 ? `_${plural(omitted, 'more object')} of this app not shown: ${seeAlso}._\n\n` : '';
  return { text: open + out.text + tail + close, shownObjects: out.shownObjects, cutObjects: out.cutObjects };
}

/** `chars` of `of`, with bytes at the same ratio. */
function slice(of: Budget, chars: number): Budget {
  return new Budget(chars, Math.floor((chars * of.maxBytes) / Math.max(1, of.maxChars)));
}

/**
 * One environment's objects: all of them when they fit; else the smallest first (as many whole
 * objects as possible), then the next one cut short.
 */
function targetBlock(env: string, list: ResourceChange[], room: Budget): AppDiffs {
  const heading = `##### ${escapeInline(env)}\n\n`;
  const blocks = list.map((c) => objectBlock(c, c.diff));
  if (room.fits(heading + blocks.join('')))
    return { text: heading + blocks.join(''), shownObjects: list.length, cutObjects: 0 };
  const child = room.remaining();
  if (!child.fits(heading, 200)) return { text: '', shownObjects: 0, cutObjects: 0 };
  const parts = [child.add(heading)];
  const order = list.map((_, i) => i).sort((x, y) => codePoints(blocks[x] as string) - codePoints(blocks[y] as string));
  let shown = 0;
  for (const i of order) {
    if (child.fits(blocks[i] as string)) {
      parts.push(child.add(blocks[i] as string));
      shown++;
      continue;
    }
    const partial = cutDiff(list[i] as ResourceChange, child);
    if (partial) parts.push(child.add(partial.block));
    return { text: parts.join(''), shownObjects: shown + (partial ? 1 : 0), cutObjects: partial ? 1 : 0 };
  }
  return { text: parts.join(''), shownObjects: shown, cutObjects: 0 };
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
