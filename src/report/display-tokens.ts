/**
 * Long unbreakable tokens in a narrow comment column (a PR comment is 746 px wide): digests are
 * shown as `sha256:4444…4444` and long paths keep their end, while the full value stays in a link
 * or a collapsed block. Display only: reports that are data (JSON, SARIF) keep every character.
 */

const DIGEST = /\b(sha(?:256|384|512)):([0-9a-f]{32,128})\b/g;
/** Past this many characters a word without a break would push the column wider than 740 px. */
export const MAX_TOKEN_CHARS = 60;

/** `sha256:4444…4444` for every full digest in `text`. */
export function shortenDigests(text: string): string {
  return text.replace(DIGEST, (_m, algo: string, hex: string) => `${algo}:${hex.slice(0, 4)}…${hex.slice(-4)}`);
}

/** Image references (`name@sha256:…`) or bare digests in `text`, the longest form each appears in. */
export function fullReferences(text: string): string[] {
  const refs = [...text.matchAll(/[\w.\-/:]*@?\bsha(?:256|384|512):[0-9a-f]{32,128}\b/g)].map((m) => m[0]);
  return [...new Set(refs)];
}

/** A path too long for the column keeps its last segments: `…/templates/deployment.yaml:20`. */
export function shortenPath(text: string, max = MAX_TOKEN_CHARS): string {
  if ([...text].length <= max) return text;
  const segments = text.split('/');
  let out = segments.pop() as string;
  while (segments.length > 0 && [...`…/${segments.at(-1)}/${out}`].length <= max) out = `${segments.pop()}/${out}`;
  return [...`…/${out}`].length <= max ? `…/${out}` : `…${[...out].slice(-(max - 1)).join('')}`;
}
