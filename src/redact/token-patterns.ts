/**
 * Tokens found by their shape, wherever they appear (issue 32 item 5): a `ghp_…` under a neutral
 * ConfigMap key or in an annotation is as secret as a Secret's value. The patterns are not ours:
 * secretlint's recommended preset (MIT, see NOTICE) is the maintained rule set, run through its
 * own API on the report's strings. JSON Web Tokens, which the preset does not cover, are matched
 * by their fixed shape (three base64url parts, the first two JSON objects: `eyJ…`).
 */
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { Report } from '../model/report.js';
import { byteLength, plural } from './markers.js';
import { sanitizeDeep } from './outbound.js';

const CONFIG = {
  rules: [
    {
      id: '@secretlint/secretlint-rule-preset-recommend',
      rule: recommended,
      // AWS access key ids alone are off by default in the preset; a key id is a credential half.
      rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
    },
  ],
};

const JWT = /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g;
/** Separates the strings of one scan: no rule matches across it. */
const SEPARATOR = '\n\u0000\u0000\n';

/** The token values in `texts`, longest first. */
export async function findTokens(texts: string[]): Promise<string[]> {
  const content = texts.join(SEPARATOR);
  const found = new Set<string>();
  const result = await lintSource({
    source: { content, contentType: 'text', filePath: 'report.txt' },
    options: { config: CONFIG, noPhysicFilePath: true },
  });
  for (const m of result.messages) {
    for (const part of content.slice(m.range[0], m.range[1]).split(SEPARATOR)) if (part.trim()) found.add(part);
  }
  for (const m of content.matchAll(JWT)) found.add(m[0]);
  return [...found].sort((a, b) => b.length - a.length);
}

/** The one marker a hidden value leaves, as for a Secret's data: `<redacted: 40 bytes>`. */
export function tokenMarker(token: string): string {
  return `<redacted: ${plural(byteLength(token))}>`;
}

function distinctStrings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) distinctStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) distinctStrings(v, out);
  return out;
}

/** The report with every token replaced in every string: values, annotations, messages, diffs. */
export async function redactTokens(report: Report): Promise<Report> {
  const tokens = await findTokens([...distinctStrings(report, new Set())]);
  if (tokens.length === 0) return report;
  return sanitizeDeep(report, (text) => {
    let out = text;
    for (const t of tokens) if (out.includes(t)) out = out.split(t).join(tokenMarker(t));
    return out;
  });
}
