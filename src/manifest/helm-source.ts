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
