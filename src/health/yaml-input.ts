import { parseAllDocuments } from 'yaml';
import type { DocumentOptions, ParseOptions, SchemaOptions } from 'yaml';

const OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  // go-yaml hands timestamps to JSON as the strings they were written as.
  customTags: (tags) => tags.filter((t) => typeof t === 'string' || t.tag !== 'tag:yaml.org,2002:timestamp'),
};

/**
 * Reads YAML as Argo CD does (go-yaml, YAML 1.1, through JSON): `on`/`yes` are booleans, `0644`
 * is octal, timestamps stay strings, `<<` merges. Returns the first document's value. go-yaml also
 * accepts a quoted scalar whose continuation lines are no deeper than its key (kubectl writes
 * those); the YAML 1.2 parser refuses them, so on that error they are indented and read again.
 */
export function readYaml11(text: string): unknown {
  try {
    return firstDocument(text);
  } catch (e) {
    const fixed = indentQuotedContinuations(text);
    if (fixed === text) throw e;
    return firstDocument(fixed);
  }
}

function firstDocument(text: string): unknown {
  const docs = parseAllDocuments(text, OPTIONS);
  const list = Array.isArray(docs) ? docs : [docs];
  const first = list.find((d) => d.contents !== null) ?? list[0];
  if (!first) return null;
  if (first.errors.length > 0) throw new Error(first.errors[0]!.message);
  return first.toJS({ maxAliasCount: 100 });
}

/** A quoted scalar closed on its line, from after the opening quote: `\` escapes in "…", `''` is a quote in '…'. */
const CLOSED: Record<string, RegExp> = { '"': /^(?:[^"\\]|\\[\s\S])*"/, "'": /^(?:[^']|'')*'(?!')/ };

/** Whether a quoted scalar (its text after the opening quote) is still open at the end of the line. */
function openQuote(rest: string, quote: string): boolean {
  return !CLOSED[quote]!.test(rest);
}

/**
 * Continuation lines of a multi-line quoted value are re-indented below their key. Leading
 * whitespace of such lines is folded away, so the value read is the one go-yaml reads.
 */
export function indentQuotedContinuations(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:- )?[^'"#\s][^'"#]*?:\s+(['"])(.*)$/.exec(lines[i]!);
    if (!m || !openQuote(m[3]!, m[2]!)) continue;
    const pad = ' '.repeat(m[1]!.length + 2);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      lines[j] = line.trim() === '' ? line : pad + line.trimStart();
      if (!openQuote(line, m[2]!)) break;
    }
    i = j;
  }
  return lines.join('\n');
}
