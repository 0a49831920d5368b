// Tool stderr is attacker-influenced text that ends up in PR comments: map absolute paths to
// repo-relative ones (or <outside-root>), strip URL userinfo, and cap the size (security case E5).
import { escapeRegExp, stripUserinfo } from './outbound.js';
import { withoutNonUtf8Echoes } from './non-utf8.js';

export const MAX_ERROR_BYTES = 4096;

export interface SanitizeContext {
  /** Spellings of the revision root (as given and realpath'd): mapped to repo-relative paths. */
  roots: string[];
  /** Our own temp dirs (generated values files): shown as <generated>. */
  scratch?: string[];
}

/** Cuts to `max` UTF-8 bytes without splitting a character. */
export function capBytes(text: string, max: number): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= max) return text;
  const marker = '\n[... truncated]';
  let cut = buf.subarray(0, max - Buffer.byteLength(marker)).toString('utf8');
  if (cut.endsWith('\uFFFD')) cut = cut.slice(0, -1);
  return cut + marker;
}

export function sanitizeToolError(text: string, ctx: SanitizeContext, max = MAX_ERROR_BYTES): string {
  // helm's advice to rerun with --debug cannot be followed through the gate: dropped.
  let out = stripUserinfo(withoutNonUtf8Echoes(text)).replace(
    /^\s*Use --debug flag to render out invalid YAML\.?\s*$/gm,
    '',
  );
  const prefixes = [...new Set(ctx.roots)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const root of prefixes) {
    out = out
      .replace(new RegExp(`${escapeRegExp(root)}/`, 'g'), '')
      .replace(new RegExp(`${escapeRegExp(root)}(?![\\w.-])`, 'g'), '.');
  }
  for (const dir of [...new Set(ctx.scratch ?? [])].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`${escapeRegExp(dir)}[^\\s'":,)\\]]*`, 'g'), '<generated>');
  }
  // Any other absolute path (not the `//` of a URL) names a place outside the repository.
  out = out.replace(/(^|[\s'"(=[,:])\/(?!\/)[^\s'"()[\],:]*/gm, '$1<outside-root>');
  return capBytes(out.trim(), max);
}
