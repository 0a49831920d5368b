/**
 * Secret values by value, not only by name (security cases E1–E3): every value of every Secret a
 * render produced, and every value held under a credential name anywhere else, is collected so the
 * outbound sanitizer can mask it wherever it shows up — a ConfigMap that reuses it, a tool error
 * that quotes it, a finding message that prints it.
 */
import {
  isCredentialFlag,
  isCredentialPair,
  isSecretKind,
  isSecretScalar,
  LAST_APPLIED,
  secretValues,
} from './object.js';
import { isCredentialKey } from './names.js';
import { maskStrings } from './markers.js';
import { isObject as isObj } from '../kube/object.js';

/**
 * Shorter values are not masked by value: `true`, `admin`, `5432` would mask unrelated text
 * everywhere. They are still masked by name (Secret data, credential keys) in diffs.
 */
export const MIN_MASK_VALUE_LENGTH = 6;

/** Every credential value in `objects` (parsed manifests or values files), at least MIN_MASK_VALUE_LENGTH long. */
export function collectMaskValues(objects: unknown[]): string[] {
  const found = new Set<string>();
  for (const object of objects) walk(object, found, 0);
  return [...found].filter((v) => v.trim().length >= MIN_MASK_VALUE_LENGTH);
}

const MAX_DEPTH = 64;

/**
 * Every scalar of `documents` as a mask value, whatever its key: for data read out of a Secret (a
 * Flux `valuesFrom` Secret's `valuesKey` holds a values document whose every leaf is secret).
 */
export function collectLeafValues(documents: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (isSecretScalar(node)) found.add(String(node));
    else if (Array.isArray(node)) for (const item of node) visit(item, depth + 1);
    else if (isObj(node)) for (const value of Object.values(node)) visit(value, depth + 1);
  };
  for (const d of documents) visit(d, 0);
  return [...found].filter((v) => v.trim().length >= MIN_MASK_VALUE_LENGTH);
}

function walk(node: unknown, found: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof node === 'string') return inText(node, found);
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      if (i > 0 && isSecretScalar(item) && isCredentialFlag(node[i - 1])) found.add(String(item));
      else walk(item, found, depth + 1);
    });
    return;
  }
  if (!isObj(node)) return;
  if (isSecretKind(node)) for (const bytes of secretValues(node)?.values() ?? []) addBytes(bytes, found);
  for (const [key, value] of Object.entries(node)) {
    if (isSecretScalar(value) && (isCredentialKey(key) || (key === 'value' && isCredentialPair(node))))
      found.add(String(value));
    else if (key === LAST_APPLIED && typeof value === 'string') walk(parseJson(value), found, depth + 1);
    else walk(value, found, depth + 1);
  }
}

/** `--auth=V`, `&password=V`, PEM bodies inside a longer string: what maskStrings would hide. */
function inText(text: string, found: Set<string>): void {
  const masked = maskStrings(text, { present: false }, 'head');
  if (masked === text) return;
  // The hidden parts are the stretches of `text` that the masked copy replaced.
  for (const part of hiddenParts(text, masked)) found.add(part);
}

/** Splits `text` around the unchanged stretches of `masked` (markers are `<redacted: N bytes>`: no other side). */
function hiddenParts(text: string, masked: string): string[] {
  const pieces = masked.split(/<redacted: \d+ bytes?>/);
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    // The last piece ends the text (an empty one would otherwise be "found" right where the value starts).
    const start = i === pieces.length - 1 ? text.length - piece.length : text.indexOf(piece, at);
    if (start < at) break;
    if (i > 0) parts.push(text.slice(at, start));
    at = start + piece.length;
  }
  return parts
    .flatMap((p) => p.split(/\r?\n/))
    .map((p) => p.trim())
    .filter(Boolean);
}

function addBytes(bytes: Buffer, found: Set<string>): void {
  const text = bytes.toString('utf8');
  // Binary values (keystores) cannot appear as text; their base64 form is what would leak.
  if (text.includes('\uFFFD')) found.add(bytes.toString('base64'));
  else {
    found.add(text);
    if (text.includes('\n')) for (const line of text.split(/\r?\n/)) found.add(line.trim());
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
