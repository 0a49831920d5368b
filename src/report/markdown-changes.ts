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
  return [...apps].map(([app, envs]) => ({ app, targets: [...envs], total: [...envs.values()].reduce((n, l) => n + l.length, 0) }));
}

/** `1 added, 2 changed` */
export function actionCounts(list: ResourceChange[]): string {
  return (['added', 'modified', 'removed'] as const)
    .map((a) => [a, list.filter((c) => c.action === a).length] as const)
    .filter(([, n]) => n > 0)
    .map(([a, n]) => `${n} ${WORD[a]}`)
    .join(', ');
}

/** One line per app: `` - `web` — production: 1 added, 2 changed · staging: 1 changed ``. */
export function appLine(a: AppChanges): string {
  const envs = a.targets.map(([env, list]) => `${escapeInline(env)}: ${actionCounts(list)}`).join(' · ');
  return `- ${codeSpan(a.app)} — ${envs}\n`;
}

export function changedAppsHeading(changes: ResourceChange[], apps: AppChanges[]): string {
  const targets = apps.reduce((n, a) => n + a.targets.length, 0);
  return `#### What changed: ${plural(changes.length, 'object')} in ${plural(targets, 'target')} of ${plural(apps.length, 'app')} (${actionCounts(changes)})\n\n`;
}

function objectBlock(change: ResourceChange, diff: string): string {
  return `**${WORD[change.action]}** ${codeSpan(describeRef(change.resource))} ${codeSpan(change.resource.apiVersion)}\n\n${codeBlock(diff, 'diff')}\n`;
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

/** The app's `<details>`: whole objects while they fit its share, then one cut object, then a count. */
export function appDiffs(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const full = appBlock(a, UNLIMITED, seeAlso);
  return share.fits(full.text) ? full : appBlock(a, share, seeAlso);
}

function appBlock(a: AppChanges, share: Budget, seeAlso: string): AppDiffs {
  const open = `<details><summary>${htmlText(a.app)} — ${plural(a.total, 'object')} changed in ${a.targets.map(([e]) => htmlText(e)).join(', ')}</summary>\n\n`;
  const close = '</details>\n\n';
  const reserve = `_${plural(a.total, 'more object')} of this app not shown: ${seeAlso}._\n\n${close}`;
  const room = share.remaining(codePoints(open) + codePoints(reserve));
  const parts: string[] = [];
  let shown = 0;
  let cut = 0;
  let full = true;
  for (const [env, list] of a.targets) {
    const heading = `##### ${escapeInline(env)}\n\n`;
    if (!full || !room.fits(heading, 200)) break;
    parts.push(room.add(heading));
    for (const change of list) {
      const block = objectBlock(change, change.diff);
      if (full && room.fits(block)) {
        parts.push(room.add(block));
        shown++;
        continue;
      }
      const partial = full ? cutDiff(change, room) : undefined;
      if (partial) {
        parts.push(room.add(partial.block));
        shown++;
        cut++;
      }
      full = false;
      break;
    }
  }
  const omitted = a.total - shown;
  const tail = omitted > 0 ? `_${plural(omitted, 'more object')} of this app not shown: ${seeAlso}._\n\n` : '';
  return { text: open + parts.join('') + tail + close, shownObjects: shown, cutObjects: cut };
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
    const chars = shares[i] as number;
    const share = new Budget(chars, Math.floor((chars * room.maxBytes) / Math.max(1, room.maxChars)));
    const d = appDiffs(a, share, seeAlso);
    if (!room.fits(d.text)) return;
    out.text += room.add(d.text);
    out.shownObjects += d.shownObjects;
    out.cutObjects += d.cutObjects;
  });
  budget.add(out.text);
  return out;
}
