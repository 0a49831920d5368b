/**
 * Characters that go-yaml — the YAML reader of kubectl, the API server's decoders, helm, kustomize
 * and Argo CD — takes as line breaks (YAML 1.1), while the yaml package (YAML 1.2) takes them as
 * ordinary content. After one inside a comment, go-yaml reads a new line: a field Kubernetes
 * applies and no check here would see. A document holding one is refused, never half-read.
 */
const FOREIGN_BREAK = /\u0085|\u2028|\u2029|\r(?!\n)/g;

const NAMES: Readonly<Record<string, string>> = {
  '\u0085': 'U+0085 (NEL, next line)',
  '\u2028': 'U+2028 (line separator)',
  '\u2029': 'U+2029 (paragraph separator)',
  '\r': 'U+000D (carriage return) without a line feed after it',
};

/** The first occurrence of one such character in one document, and how often it occurs there. */
export interface ForeignBreak {
  /** 0-based document index (by the stream's document starts). */
  index: number;
  char: string;
  offset: number;
  count: number;
}

/**
 * Every such character of `text`, grouped by document (`indexOf(offset)`) and character, so an
 * input made of millions of them stays a handful of entries.
 */
export function foreignBreaks(text: string, indexOf: (offset: number) => number): ForeignBreak[] {
  const found = new Map<string, ForeignBreak>();
  for (const match of text.matchAll(FOREIGN_BREAK)) {
    const offset = match.index;
    const index = indexOf(offset);
    const key = `${index}:${match[0]}`;
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { index, char: match[0], offset, count: 1 });
  }
  return [...found.values()];
}

/** "contains U+0085 (NEL, next line) 3 times (first at line 7), which Kubernetes …" */
export function describeForeignBreak(b: ForeignBreak, line: number): string {
  const times = b.count > 1 ? ` ${b.count} times (first at line ${line})` : ` at line ${line}`;
  return (
    `contains ${NAMES[b.char] ?? 'a line break character'}${times}, which Kubernetes' YAML reader ` +
    `(go-yaml, also used by helm, kustomize and Argo CD) reads as a line break and this parser does not: ` +
    `the cluster could see fields no check sees, so the document is not checked`
  );
}

/** A stable name for fingerprints: `U+0085`. */
export function breakCode(b: ForeignBreak): string {
  return `U+${(b.char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
