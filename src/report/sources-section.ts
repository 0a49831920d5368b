// "Remote sources": which upstream chart or base bytes each target was checked with (repository,
// name, version, digest), so a reviewer sees exactly what was fetched. Only when a target used any.
import type { Report } from '../model/report.js';
import { codeSpan, tableCell } from './markdown-escape.js';
import { targetId } from '../model/target.js';

/** One row per remote source of each target. */
function rows(report: Report) {
  return report.targets.flatMap((t) =>
    (t.sources ?? []).map((s) => ({
      target: targetId(t),
      source: `${s.type} ${s.url} ${s.name}`,
      version: s.version,
      digest: s.digest,
      cached: s.cached,
    })),
  );
}

/** Markdown rows (with their collapsed header) for the PR comment; undefined when no target used a remote source. */
export function sourcesMarkdownItems(report: Report): { open: string; items: string[] } | undefined {
  const list = rows(report);
  if (list.length === 0) return undefined;
  const open = `<details><summary>Remote sources (${list.length})</summary>\n\n| Target | Source | Version | Digest checked |\n|---|---|---|---|\n`;
  const items = list.map(
    (r) =>
      `| ${[codeSpan(r.target), codeSpan(r.source), codeSpan(r.version), codeSpan(r.digest)].map(tableCell).join(' | ')} |\n`,
  );
  return { open, items };
}

export function sourcesTextLines(report: Report, c: (t: string) => string): string[] {
  const list = rows(report);
  if (list.length === 0) return [];
  return [
    '',
    'Remote sources',
    ...list.map((r) => `  ${c(r.target)}  ${c(r.source)} ${c(r.version)}  ${c(r.digest)}${r.cached ? ' (cache)' : ''}`),
  ];
}
