// A helmfile is a Go template that renders to YAML, so it cannot be parsed as YAML before
// helmfile runs. deploy-gate does not run helmfile: it reads the few facts it needs from the
// text (chart, namespace, environments, the values list of the release or of the template it
// merges with `<<: *anchor`) line by line, substituting only `{{ .Environment.Name }}` and the
// release name. Values files outside the repository or otherwise templated are left out.

export interface HelmfileFacts {
  /** Chart references in order of appearance, with the line index of each. */
  charts: { ref: string; line: number }[];
  environments: string[];
}

export interface ChartBlock {
  namespace?: string;
  releaseName?: string;
  /** Values file names for the environment, in order, as written (relative to the helmfile). */
  valueFiles(env: string): string[];
}

const CHART_LINE = /^\s*chart:\s*["']?([^"'\s#]+)["']?/;
const ITEM_LINE = /^\s*-\s+(?:"([^"]*)"|'([^']*)'|([^\s#"']+))\s*(#.*)?$/;
const ENV_MARK = '\u0000ENV\u0000';
const RELEASE_MARK = '\u0000RELEASE\u0000';
const ENV_NAME = /\{\{-?\s*\.Environment\.Name\s*-?\}\}/g;
const RELEASE_NAME = /\{\{`\{\{-?\s*\.Release\.Name\s*-?\}\}`\}\}/g;

export function helmfileFacts(text: string): HelmfileFacts {
  const lines = text.split(/\r?\n/);
  const charts = lines.flatMap((l, i) => {
    const m = CHART_LINE.exec(l);
    return m?.[1] ? [{ ref: m[1], line: i }] : [];
  });
  return { charts, environments: environmentsOf(lines) };
}

/** What the mapping holding the chart at `chartLine` (and the template it merges) says. */
export function chartBlock(text: string, chartLine: number): ChartBlock {
  const lines = text.split(/\r?\n/);
  const own = blockAround(lines, chartLine);
  const anchor = own.map((i) => /<<:\s*\*([\w.-]+)/.exec(lines[i] ?? '')?.[1]).find((a) => a !== undefined);
  const merged = anchor === undefined ? [] : anchoredBlock(lines, anchor);
  const pick = (re: RegExp): string | undefined =>
    [...own, ...merged].map((i) => re.exec(lines[i] ?? '')?.[1]).find((v) => v !== undefined);
  const indent = indentOf(lines[chartLine] ?? '');
  const releaseName =
    own
      .filter((i) => indentOf(lines[i] ?? '') + (/^\s*-\s/.test(lines[i] ?? '') ? 2 : 0) === indent)
      .map((i) => NAME_LINE.exec(lines[i] ?? '')?.[1])
      .find((v) => v !== undefined) ?? firstRelease(lines);
  const namespace = pick(/^\s*namespace:\s*["']?([a-z0-9][a-z0-9-]*)["']?\s*(#.*)?$/);
  const items = valuesItems(lines, own);
  const list = items.length > 0 ? items : valuesItems(lines, merged);
  const block: ChartBlock = {
    valueFiles: (env) => {
      const files: string[] = [];
      for (const raw of list) {
        // Both names are plain words ([A-Za-z0-9._-]): no `$` pattern for replaceAll to read.
        const item = raw.replaceAll(ENV_MARK, env).replaceAll(RELEASE_MARK, releaseName ?? '{{');
        if (item.includes('{{') || item.startsWith('/') || !/\.ya?ml$/.test(item) || files.includes(item)) continue;
        files.push(item);
      }
      return files;
    },
  };
  if (namespace) block.namespace = namespace;
  if (releaseName) block.releaseName = releaseName;
  return block;
}

const NAME_LINE = /^\s*(?:-\s+)?name:\s*["']?([A-Za-z0-9._-]+)["']?\s*(#.*)?$/;

/** The first release of the top-level `releases:` list (a chart set in a template serves it). */
function firstRelease(lines: string[]): string | undefined {
  const start = lines.findIndex((l) => /^releases:\s*(#.*)?$/.test(l));
  if (start < 0) return undefined;
  return lines
    .slice(start + 1)
    .map((l) => NAME_LINE.exec(l)?.[1])
    .find((v) => v !== undefined);
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

const isFiller = (line: string): boolean => line.trim() === '' || line.trim().startsWith('#');

/** Line indexes of the mapping holding line `at`: neighbours at its indentation or deeper. */
function blockAround(lines: string[], at: number): number[] {
  const indent = indentOf(lines[at] ?? '');
  const out = [at];
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (isFiller(line)) continue;
    if (indentOf(line) < indent) {
      // `- name: x` opens the list item this mapping belongs to
      if (/^\s*-\s/.test(line) && indentOf(line) + 2 === indent) out.push(i);
      break;
    }
    out.push(i);
  }
  out.push(...linesUnder(lines, at, indent - 1));
  return out.sort((a, b) => a - b);
}

/** The lines after `at` deeper than `indent` (blank and comment lines skipped), up to the first that is not. */
function linesUnder(lines: string[], at: number, indent: number): number[] {
  const out: number[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (isFiller(line)) continue;
    if (indentOf(line) <= indent) break;
    out.push(i);
  }
  return out;
}

/** The lines under `key: &anchor`. */
function anchoredBlock(lines: string[], anchor: string): number[] {
  const at = lines.findIndex((l) => new RegExp(`:\\s*&${anchor.replace(/[.]/g, '\\.')}\\s*(#.*)?$`).test(l));
  return at < 0 ? [] : linesUnder(lines, at, indentOf(lines[at] ?? ''));
}

/**
 * The items of the first `values:` list among `block` lines, with the two substitutable
 * template expressions replaced by placeholders (they contain spaces).
 */
function valuesItems(lines: string[], block: number[]): string[] {
  const start = block.find((i) => /^\s*values:\s*(#.*)?$/.test(lines[i] ?? ''));
  if (start === undefined) return [];
  const indent = indentOf(lines[start] ?? '');
  const items: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = (lines[i] ?? '').replace(ENV_NAME, ENV_MARK).replace(RELEASE_NAME, RELEASE_MARK);
    if (isFiller(line)) continue;
    if (indentOf(line) < indent || (indentOf(line) === indent && !/^\s*-\s/.test(line))) break;
    const m = ITEM_LINE.exec(line);
    const item = m?.[1] ?? m?.[2] ?? m?.[3];
    if (item !== undefined) items.push(item);
  }
  return items;
}

/** Keys of the top-level `environments:` mapping. */
function environmentsOf(lines: string[]): string[] {
  const start = lines.findIndex((l) => /^environments:\s*(#.*)?$/.test(l));
  if (start < 0) return [];
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line) && !line.startsWith('#')) break;
    const m = /^ {2}([A-Za-z0-9][A-Za-z0-9._-]*):\s*(&[\w.-]+)?\s*(#.*)?$/.exec(line);
    if (m?.[1]) keys.push(m[1]);
  }
  return keys;
}
