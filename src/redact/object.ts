/**
 * Secret redaction on the PARSED object, before any text is produced (security cases E1–E3).
 * Values are replaced by markers that keep the byte length and, when the other side of a diff is
 * given, whether the value was added, removed, changed or left alone — never the value itself.
 */
import { byteLength, markSide, maskStrings, maskText, plural, valueMarker, type Peer, type Side } from './markers.js';
import { isCredentialKey, isCredentialName } from './names.js';
import { isObject as isObj } from '../kube/object.js';
import { isPointer, parsePointer } from '../kube/json-pointer.js';

export const LAST_APPLIED = 'kubectl.kubernetes.io/last-applied-configuration';

type Obj = Record<string, unknown>;

export interface RedactOptions {
  /** The same object on the other side of the diff; enables added/removed/changed markers. */
  other?: Obj;
  /** Which side `obj` is; decides `++++++++` (head) or `--------` (base) markers. Default head. */
  side?: Side;
}

export function isSecretKind(obj: unknown): boolean {
  return isObj(obj) && typeof obj.kind === 'string' && obj.kind.toLowerCase() === 'secret';
}

/** A deep copy of `obj` with Secret values, last-applied annotations, credential env pairs and PEM bodies masked. */
export function redactObject(obj: Obj, opts: RedactOptions = {}): Obj {
  const peer: Peer = opts.other === undefined ? { present: false } : { present: true, value: opts.other };
  return walk(obj, peer, opts.side ?? 'head') as Obj;
}

function walk(node: unknown, peer: Peer, side: Side): unknown {
  if (typeof node === 'string') return maskStrings(node, peer, side);
  if (Array.isArray(node)) return walkArray(node, peer, side);
  if (!isObj(node)) return node;
  if (isSecretKind(node)) return walkSecret(node, peer, side);
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    const childPeer = peerChild(peer, key);
    if (key === 'annotations' && isObj(value)) out[key] = walkAnnotations(value, childPeer, side);
    else if (isSecretScalar(value) && (isCredentialKey(key) || (key === 'value' && isCredentialPair(node)))) {
      // Unquoted numbers and booleans are credentials too (`value: 12345678901234`).
      out[key] = maskText(String(value), scalarPeer(childPeer), side);
    } else out[key] = walk(value, childPeer, side);
  }
  return out;
}

/** Items of a list pair with the other side by their `name` when they have one (env, containers), else by index. */
function walkArray(items: unknown[], peer: Peer, side: Side): unknown[] {
  const others = peer.present && Array.isArray(peer.value) ? peer.value : undefined;
  return items.map((item, index) => {
    const name = isObj(item) ? item.name : undefined;
    const match = typeof name === 'string' ? others?.find((o) => isObj(o) && o.name === name) : others?.[index];
    const itemPeer: Peer = !peer.present ? peer : { present: true, value: match };
    // `["--db-pass", V]`: the value after a credential flag is the credential.
    if (isSecretScalar(item) && index > 0 && isCredentialFlag(items[index - 1]))
      return maskText(String(item), scalarPeer(itemPeer), side);
    return walk(item, itemPeer, side);
  });
}

/** `--db-pass`, `-password`: a flag (no `=` value of its own) whose name is a credential. */
export function isCredentialFlag(item: unknown): boolean {
  return typeof item === 'string' && /^--?[A-Za-z0-9][\w.-]*$/.test(item) && isCredentialKey(item);
}

function walkAnnotations(annotations: Obj, peer: Peer, side: Side): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(annotations)) {
    const childPeer = peerChild(peer, key);
    if (key === LAST_APPLIED && typeof value === 'string') {
      // The annotation may hold a JSON copy of a Secret (CVE-2023-40029): never shown, on any kind.
      const marker = `<redacted: last-applied-configuration, ${plural(byteLength(value))}`;
      out[key] = markSide(marker, value, childPeer, side, '>');
    } else out[key] = walk(value, childPeer, side);
  }
  return out;
}

/** `stringData` is merged into `data` (as the API server does) so both spellings diff as one map. */
function walkSecret(secret: Obj, peer: Peer, side: Side): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(secret)) {
    if (key === 'data' || key === 'stringData') continue;
    out[key] = walk(value, peerChild(peer, key), side);
  }
  const mine = secretValues(secret);
  if (mine === undefined) return out;
  const theirs = peer.present ? ((isObj(peer.value) ? secretValues(peer.value) : undefined) ?? new Map()) : undefined;
  const data: Obj = {};
  for (const key of [...mine.keys()].sort()) {
    const bytes = mine.get(key) as Buffer;
    const other: Peer = theirs === undefined ? { present: false } : { present: true, value: theirs.get(key) };
    data[key] = markSecretValue(bytes, other, side);
  }
  out.data = data;
  return out;
}

function markSecretValue(bytes: Buffer, peer: Peer, side: Side): string {
  const other = peer.present ? { present: true, value: peer.value as Buffer | undefined } : peer;
  return valueMarker(bytes.length, other, side, (o) => o !== undefined && (o as Buffer).equals(bytes));
}

/** Decoded bytes per key of `data` and `stringData` (stringData wins, like the API server); undefined if neither. */
export function secretValues(secret: Obj): Map<string, Buffer> | undefined {
  const { data, stringData } = secret;
  if (data === undefined && stringData === undefined) return undefined;
  const values = new Map<string, Buffer>();
  addValues(values, data, (v) => decodeBase64(v));
  addValues(values, stringData, (v) => Buffer.from(v, 'utf8'));
  return values;
}

function addValues(into: Map<string, Buffer>, field: unknown, decode: (v: string) => Buffer): void {
  if (isObj(field)) {
    for (const [key, value] of Object.entries(field)) into.set(key, decode(valueText(value)));
  } else if (field !== undefined && field !== null) {
    // A malformed data field (a string, a list) is still secret material.
    into.set('<malformed>', Buffer.from(valueText(field), 'utf8'));
  }
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Invalid base64 keeps its raw bytes so a change is still visible (and its text still hidden). */
function decodeBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (/^[A-Za-z0-9+/]*={0,2}$/.test(compact) && compact.length % 4 === 0) return Buffer.from(compact, 'base64');
  return Buffer.from(text, 'utf8');
}

/** A value that can carry a secret: text or a number (a boolean cannot: `automountServiceAccountToken: false`). */
export function isSecretScalar(v: unknown): v is string | number | bigint {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint';
}

function scalarPeer(peer: Peer): Peer {
  return peer.present && isSecretScalar(peer.value) ? { present: true, value: String(peer.value) } : peer;
}

/**
 * Whether a field's value must never be shown — in a diff, a drift message or a validation
 * error: anything in a Secret (any casing of the kind), the last-applied annotation, a key that
 * names a credential, the value of a credential name/value pair, or text the masker would hide.
 */
export function isCredentialPath(object: Obj, pointer: string, value?: unknown): boolean {
  if (typeof value === 'boolean') return false;
  if (isSecretKind(object) || pointer.includes('last-applied-configuration')) return true;
  let node: unknown = object;
  for (const token of isPointer(pointer) ? parsePointer(pointer) : []) {
    if (isCredentialKey(token)) return true;
    if (token === 'value' && isObj(node) && isCredentialPair(node)) return true;
    if (Array.isArray(node) && Number(token) > 0 && isCredentialFlag(node[Number(token) - 1])) return true;
    node = isObj(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : undefined;
  }
  const text = typeof value === 'string' ? value : typeof node === 'string' ? node : undefined;
  return text !== undefined && maskStrings(text, { present: false }, 'head') !== text;
}

export function isCredentialPair(node: Obj): boolean {
  const name = typeof node.name === 'string' ? node.name : typeof node.key === 'string' ? node.key : undefined;
  return name !== undefined && isCredentialName(name);
}

function peerChild(peer: Peer, key: string): Peer {
  if (!peer.present) return peer;
  return { present: true, value: isObj(peer.value) ? peer.value[key] : undefined };
}
