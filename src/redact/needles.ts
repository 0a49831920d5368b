/**
 * Replaces many literal needles in one pass. A run can hold thousands of mask values (every
 * Secret value of every target, each in ~10 encodings), and the report has thousands of strings:
 * testing every needle against every string would be quadratic. Needles are indexed by their
 * first `prefix` characters; the text is scanned once, and at each position only the needles
 * sharing that prefix are tried, longest first.
 */
export type NeedleReplacer = (text: string) => string;

export function needleReplacer(needles: string[], replacement: string, prefix: number): NeedleReplacer {
  const usable = needles.filter((n) => n.length >= prefix);
  if (usable.length === 0) return (text) => text;
  const index = new Map<string, string[]>();
  for (const n of [...usable].sort((a, b) => b.length - a.length)) {
    const key = n.slice(0, prefix);
    const list = index.get(key);
    if (list) list.push(n);
    else index.set(key, [n]);
  }
  return (text) => {
    if (text.length < prefix) return text;
    let out = '';
    let copied = 0;
    for (let i = 0; i + prefix <= text.length;) {
      const hit = index.get(text.slice(i, i + prefix))?.find((n) => text.startsWith(n, i));
      if (hit === undefined) {
        i++;
        continue;
      }
      out += text.slice(copied, i) + replacement;
      i += hit.length;
      copied = i;
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}
