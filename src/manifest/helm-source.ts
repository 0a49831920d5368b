import { repoRelative, type SourceFiles } from './source-files.js';

const SOURCE_COMMENT = /^#\s*Source:\s*(\S.*?)\s*$/gm;

/**
 * Template file of a helm document from the `# Source: <chart>/templates/x.yaml` comment helm writes
 * between `---` and the object (`text` is that stretch of the stream). The chart-name segment is
 * replaced by the target's chart dir, so subcharts map to `<target>/charts/<sub>/templates/...`.
 */
export function helmSourceFile(header: string, targetPath: string): string | undefined {
  let last: string | undefined;
  for (const m of header.matchAll(SOURCE_COMMENT)) last = m[1];
  if (!last) return undefined;
  const slash = last.indexOf('/');
  if (slash < 0) return undefined;
  return repoRelative(targetPath, last.slice(slash + 1));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Section {
  start: number;
  end: number;
}

/**
 * Best-effort lines in a template file. Templates are not YAML, so this is a cheap textual guess:
 * the k-th `kind: <Kind>` line for the k-th rendered object of that kind from the template, and the
 * first `<key>:` after it. Locations built from it are always `exact: false`.
 */
export class HelmTemplates {
  private readonly lines = new Map<string, string[] | undefined>();

  constructor(private readonly files: SourceFiles) {}

  private linesOf(file: string): string[] | undefined {
    if (!this.lines.has(file)) this.lines.set(file, this.files.read(file)?.split(/\r?\n/));
    return this.lines.get(file);
  }

  /** 1-based line of the `kind:` line of the `ordinal`-th document of this kind in the template. */
  docLine(file: string, kind: string, ordinal: number): number | undefined {
    const lines = this.linesOf(file);
    if (!lines) return undefined;
    const kindLine = new RegExp(`^\\s*kind:\\s*["']?${escapeRegExp(kind)}["']?\\s*(#.*)?$`);
    const found: number[] = [];
    lines.forEach((line, i) => {
      if (kindLine.test(line)) found.push(i + 1);
    });
    return found[ordinal] ?? found[0];
  }

  /** 1-based line of the first `key:` at or after `fromLine`, before the next `---`. */
  keyLine(file: string, fromLine: number, key: string): number | undefined {
    const lines = this.linesOf(file);
    if (!lines) return undefined;
    const keyRe = new RegExp(`^\\s*(-\\s+)?["']?${escapeRegExp(key)}["']?\\s*:`);
    const section = this.sectionAt(lines, fromLine);
    for (let i = section.start; i <= section.end; i++) {
      if (keyRe.test(lines[i - 1] ?? '')) return i;
    }
    return undefined;
  }

  /**
   * 1-based line of a field reached by walking `tokens` (`spec`, `containers`, `1`, `image`) from
   * `fromLine`: each key is looked for after the previous one, and an index counts the list items
   * (`- `) of the list below its key, so `containers/1/image` lands in the second container, not
   * on the first `image:`. Returns the deepest line reached (undefined when not even the first key is found).
   */
  pathLine(file: string, fromLine: number, tokens: readonly string[]): number | undefined {
    const lines = this.linesOf(file);
    if (!lines) return undefined;
    const section = this.sectionAt(lines, fromLine);
    let range = { start: section.start, end: section.end };
    let reached: number | undefined;
    for (const token of tokens) {
      const next = /^(0|[1-9][0-9]*)$/.test(token)
        ? listItem(lines, range, Number(token))
        : keyIn(lines, range, token, reached !== undefined && /^\s*-\s/.test(lines[reached - 1] ?? ''));
      if (!next) return reached;
      reached = next.line;
      range = next.range;
    }
    return reached;
  }

  private sectionAt(lines: string[], line: number): Section {
    let start = 1;
    let end = lines.length;
    for (let i = 1; i <= lines.length; i++) {
      if (!/^---(\s|$)/.test(lines[i - 1] ?? '')) continue;
      if (i <= line) start = i;
      else {
        end = i - 1;
        break;
      }
    }
    return { start: Math.max(start, line), end };
  }
}

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;
const meaningful = (line: string) => line.trim() !== '' && !/^\s*(#|\{\{)/.test(line);

/** The lines below `line` that are indented deeper (its block), within `end`. */
function blockEnd(lines: string[], line: number, indent: number, end: number): number {
  for (let i = line + 1; i <= end; i++) {
    const text = lines[i - 1] ?? '';
    if (meaningful(text) && indentOf(text) <= indent) return i - 1;
  }
  return end;
}

/** `key:` in the range; on an item line (`- key:`) when `itemFirst` says the range starts with one. */
function keyIn(
  lines: string[],
  range: Section,
  key: string,
  itemFirst: boolean,
): { line: number; range: Section } | undefined {
  const keyRe = new RegExp(`^(\\s*-)?\\s*["']?${escapeRegExp(key)}["']?\\s*:`);
  // The range starts on its parent's line, which is searched only when it is a list item (`- key:`).
  for (let i = itemFirst ? range.start : range.start + 1; i <= range.end; i++) {
    const text = lines[i - 1] ?? '';
    if (!keyRe.test(text)) continue;
    const indent = /^\s*-\s*/.test(text) ? (/^\s*-\s*/.exec(text)?.[0].length ?? 0) : indentOf(text);
    return { line: i, range: { start: i, end: blockEnd(lines, i, indent - 1, range.end) } };
  }
  return undefined;
}

/** The `index`-th `- ` item of the first list in the range (items at the first item's indent). */
function listItem(lines: string[], range: Section, index: number): { line: number; range: Section } | undefined {
  let indent: number | undefined;
  let count = -1;
  for (let i = range.start + 1; i <= range.end; i++) {
    const text = lines[i - 1] ?? '';
    if (!/^\s*-(\s|$)/.test(text)) continue;
    indent ??= indentOf(text);
    if (indentOf(text) !== indent) continue;
    if (++count === index) return { line: i, range: { start: i, end: blockEnd(lines, i, indent, range.end) } };
  }
  return undefined;
}
