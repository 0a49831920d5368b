import { isCredentialKey, MAY_NAME_CREDENTIAL } from './names.js';

/** The text that stands in for a redacted value: its size and how it compares to the other side. */

export type Side = 'base' | 'head';
/** The same place on the other side of a diff. `present: false` means no other side is known at all. */
export interface Peer {
  present: boolean;
  value?: unknown;
}

export function plural(bytes: number): string {
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function status(peer: Peer, side: Side, equals: (other: unknown) => boolean): string | undefined {
  if (!peer.present) return undefined;
  if (peer.value === undefined) return side === 'head' ? 'added' : 'removed';
  if (equals(peer.value)) return 'unchanged';
  // The two sides of a changed value must differ, or a diff would show no change at all.
  return side === 'head' ? 'new value' : 'old value';
}

/**
 * The one marker a hidden value leaves, whatever the change: `<redacted: 13 bytes, new value>`
 * (and `old value` on the base side), `added`, `removed`, `unchanged`, or `<redacted: 13 bytes>`
 * where there is no other side.
 */
export function valueMarker(bytes: number, peer: Peer, side: Side, equals: (other: unknown) => boolean): string {
  const st = status(peer, side, equals);
  return `<redacted: ${plural(bytes)}${st === undefined ? '' : `, ${st}`}>`;
}

export function maskText(value: string, peer: Peer, side: Side): string {
  return valueMarker(byteLength(value), peer, side, (other) => other === value);
}

/** `prefix` + `, changed` (when the other side is known) + `suffix`. */
export function markSide(prefix: string, value: string, peer: Peer, side: Side, suffix: string): string {
  const st = status(peer, side, (other) => other === value);
  return st === undefined ? `${prefix}${suffix}` : `${prefix}, ${st}${suffix}`;
}

// An unterminated block (truncated key) is masked to the end of the string.
const PEM = /(-----BEGIN ([A-Z0-9 ]{1,64})-----)([\s\S]*?)(-----END \2-----|$)/g;
/**
 * `--db-password=…`, `api_key: …`, `&password=…`, `--auth …` inside a single string (args,
 * command lines, connection strings, tool errors). Group 3 is the name, judged by
 * isCredentialKey; a space-separated value counts only after a `-`/`--` flag.
 */
const KEYED_VALUE =
  /((?:^|[\s"'{,;&?(])(-{0,2})([A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?)(\s?[=:]\s?|\s+))((?:(?:Bearer|Basic|Token)\s+)?[^\s"',;}&)]+)/gi;

function isReference(value: string): boolean {
  // Paths, references to other variables and markers are not credentials themselves.
  return (
    value.startsWith('/') ||
    value.startsWith('$(') ||
    value.startsWith('${') ||
    value.startsWith('<redacted') ||
    /^[*+-]{3,8}$/.test(value)
  );
}

/** Masks PEM bodies and `name=value` credential flags inside any string. */
export function maskStrings(text: string, peer: Peer, side: Side): string {
  if (!text.includes('-----BEGIN ') && !MAY_NAME_CREDENTIAL.test(text)) return text;
  const otherText = peer.present && typeof peer.value === 'string' ? peer.value : undefined;
  const peerOf = (part: string): Peer =>
    !peer.present
      ? peer
      : { present: true, value: otherText?.includes(part) ? part : otherText === undefined ? undefined : '' };
  const pemMasked = text.replace(PEM, (block: string, begin: string, _t: string, body: string, end: string) => {
    const marker = valueMarker(byteLength(body), peerOf(block), side, (o) => o === block);
    return `${begin}${marker}${end}`;
  });
  return pemMasked.replace(
    KEYED_VALUE,
    (whole: string, lead: string, dashes: string, name: string, sep: string, value: string) => {
      if (!isCredentialKey(name) || isReference(value)) return whole;
      if (sep.trim() === '' && dashes === '') return whole;
      return `${lead}${valueMarker(byteLength(value), peerOf(whole), side, (o) => o === whole)}`;
    },
  );
}
