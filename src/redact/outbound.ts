/**
 * The one sanitizer every outbound string passes through (security cases E4, E5): comment,
 * summary, annotations, logs, error messages. `core.setSecret` only masks the runner log; this
 * masks what we post ourselves, including the encoded forms of a secret.
 */
import os from 'node:os';
import path from 'node:path';
import { maskStrings } from './markers.js';
import { needleReplacer } from './needles.js';
import { MIN_MASK_VALUE_LENGTH } from './values.js';
import { memoised } from '../cache/memo.js';
import { scratchBase } from '../cache/scratch.js';

export interface SanitizeOptions {
  /** Values the action holds (tokens, credentials). Shorter than MIN_SECRET_LENGTH: ignored. */
  secrets?: string[];
  /** Absolute checkout roots: paths below them become `<repo>/…`. */
  roots?: string[];
  /**
   * Credential values found in the rendered objects (collectMaskValues): masked in every form like
   * `secrets`, down to MIN_MASK_VALUE_LENGTH characters. Never printed, never stored in the report.
   */
  values?: string[];
  /**
   * Absolute paths the user named (their own schema locations): shown as written, never rewritten
   * to `<outside-root>` even when they lie under a temp or home folder.
   */
  keep?: string[];
}

/** Shorter values would mask unrelated text (actions/runner#507); the caller warns about them. */
export const MIN_SECRET_LENGTH = 8;
export const MASK = '***';

export type Sanitizer = (text: string) => string;

/** Secrets too short to be masked safely (the caller should warn that they are not). */
export function unmaskableSecrets(secrets: string[]): string[] {
  return secrets.filter((s) => s.length > 0 && s.length < MIN_SECRET_LENGTH);
}

export function sanitize(text: string, opts: SanitizeOptions = {}): string {
  return createSanitizer(opts)(text);
}

/** Precompiles the patterns once for many strings. */
export function createSanitizer(opts: SanitizeOptions = {}): Sanitizer {
  const needles = [
    ...new Set([...secretForms(opts.secrets ?? []), ...secretForms(opts.values ?? [], MIN_MASK_VALUE_LENGTH)]),
  ];
  const replaceNeedles = needleReplacer(needles, MASK, Math.min(MIN_MASK_VALUE_LENGTH, MIN_SECRET_LENGTH));
  const keep = (opts.keep ?? []).filter((k) => path.isAbsolute(k)).map(trimSlash);
  const roots = (opts.roots ?? [])
    .filter((r) => path.isAbsolute(r))
    .map(trimSlash)
    .sort((a, b) => b.length - a.length);
  const rewrites = [
    ...roots.map((root) => pathRewrite(root, (rest) => `<repo>${rest}`)),
    ...outsidePrefixes(roots).map((prefix) =>
      pathRewrite(prefix, (rest) => (isKept(prefix + rest, keep) ? prefix + rest : '<outside-root>')),
    ),
  ];
  return (text: string) => {
    let out = stripUserinfo(replaceNeedles(text));
    for (const rewrite of rewrites) out = rewrite(out);
    // `password=…`, `--auth …`, PEM bodies in free text (tool errors, messages) are masked by name.
    return maskStrings(out, { present: false }, 'head');
  };
}

/**
 * `https://user:pass@host/` → `https://***@host/` (helm/helm PR #9867, CVE-2023-25163). Up to the
 * last `@` before the path: a password with an unescaped `@` must not leave a piece behind, and
 * an `@` in a path (`/blob/x@y`) is not userinfo.
 */
export function stripUserinfo(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#'"<>]*@/gi, `$1${MASK}@`);
}

/**
 * Every form in which a secret may show up: itself, each line of a multi-line value, base64
 * (standard and URL-safe, at each of the three byte alignments inside a longer blob) and
 * URL-encoded. Longest first so a shorter form never leaves part of a longer one behind.
 */
export function secretForms(secrets: string[], min = MIN_SECRET_LENGTH): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < min) continue;
    const parts = [secret, ...secret.split(/\r?\n/).map((l) => l.trim())].filter((p) => p.length >= min);
    for (const part of parts) {
      forms.add(part);
      forms.add(encodeURIComponent(part));
      forms.add(encodeURIComponent(part).replace(/%20/g, '+'));
      for (const b64 of base64Forms(Buffer.from(part, 'utf8'))) {
        const urlSafe = b64.replace(/\+/g, '-').replace(/\//g, '_');
        for (const form of [b64, urlSafe, urlSafe.replace(/=+$/, '')]) forms.add(form);
      }
    }
  }
  return [...forms].filter((f) => f.length >= min).sort((a, b) => b.length - a.length);
}

function base64Forms(bytes: Buffer): string[] {
  const forms = [bytes.toString('base64')];
  for (let skip = 0; skip < 3; skip++) {
    // The secret starting at byte `skip` of a 3-byte group: only whole groups encode the same way everywhere.
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    if (whole > 0) forms.push(bytes.subarray(skip, skip + whole).toString('base64'));
  }
  return forms;
}

/** Temp and home folders: paths there that are not under a checkout root say nothing useful and may leak. */
function outsidePrefixes(roots: string[]): string[] {
  const candidates = [
    os.tmpdir(),
    scratchBase(),
    '/tmp',
    '/var/tmp',
    process.env.RUNNER_TEMP,
    process.env.RUNNER_WORKSPACE,
    os.homedir(),
  ];
  const prefixes = new Set<string>();
  for (const c of candidates) {
    if (!c || !path.isAbsolute(c)) continue;
    const p = trimSlash(c);
    if (p.length > 1 && !roots.includes(p)) prefixes.add(p);
  }
  return [...prefixes].sort((a, b) => b.length - a.length);
}

const PATH_CHARS = String.raw`[^\s'"\x60:,;()<>\[\]{}|]*`;

/** Replaces `prefix` and the rest of the path after it, only where `prefix` starts a path and ends a segment. */
function pathRewrite(prefix: string, replace: (rest: string) => string): Sanitizer {
  const pattern = new RegExp(
    String.raw`(?<![\w.~/>-])${escapeRegExp(prefix)}(?=$|[/\s'"\x60:,;()<>\[\]{}|])(${PATH_CHARS})`,
    'g',
  );
  return (text) => (text.includes(prefix) ? text.replace(pattern, (_m, rest: string) => replace(rest)) : text);
}

function isKept(full: string, keep: string[]): boolean {
  return keep.some((k) => full === k || full.startsWith(`${k}/`));
}

/**
 * The folders of local schema location templates (`/home/me/schemas/v{{version}}/{{file}}` →
 * `/home/me/schemas`): what a sanitizer keeps readable in messages about those locations.
 */
export function locationFolders(locations: string[]): string[] {
  return locations
    .filter((l) => path.isAbsolute(l))
    .map((l) => {
      const fixed = l.split('{{')[0] ?? '';
      return fixed.endsWith('/') ? trimSlash(fixed) : path.dirname(fixed);
    })
    .filter((d) => d.length > 1);
}

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Applies `sanitizer` to every string in a JSON-like value (keys included). A report repeats the
 * same strings thousands of times (rule ids, apps, files, remediations), and a sanitizer is a pure
 * function of its text, so each distinct string is sanitized once.
 */
export function sanitizeDeep<T>(value: T, sanitizer: Sanitizer): T {
  const done = new Map<string, string>();
  return deepWith(value, (text) => memoised(done, text, () => sanitizer(text)));
}

function deepWith<T>(value: T, sanitizer: Sanitizer): T {
  if (typeof value === 'string') return sanitizer(value) as T;
  if (Array.isArray(value)) return value.map((v) => deepWith(v, sanitizer)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  // Keys, not entries: a report has thousands of objects, and a [key, value] array per property is garbage.
  const record = value as Record<string, unknown>;
  for (const k of Object.keys(record)) out[sanitizer(k)] = deepWith(record[k], sanitizer);
  return out as T;
}
