// The fast path's scalar resolution (fast-schema.ts) against the yaml package's YAML 1.2 core schema,
// scalar by scalar: the first-character look that spares the regular expressions must change nothing.
import jsyaml from 'js-yaml';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FAST_SCHEMA } from '../../src/manifest/fast-schema.js';

const SCALARS = [
  ...['', '~', 'null', 'Null', 'NULL', 'nUll', 'nul', 'n', 'N', 'None', '~x'],
  ...['true', 'True', 'TRUE', 'tRue', 'false', 'False', 'FALSE', 'fAlse', 't', 'f', 'yes', 'on', 'off'],
  ...['0', '-0', '+0', '12', '+12', '-12', '007', '0o17', '0o8', '0o', '0x1F', '0xg', '0x', '0b1', '1_000'],
  ...['.5', '-.5', '1.', '1.5', '+1.5e3', '1e3', '1E-3', '.e3', '.', '+', '-.', '+.'],
  ...['.inf', '-.Inf', '+.INF', '.nan', '.NaN', '.NAN', '.Nan', 'inf', 'nan'],
  ...['abc', 'web-1', 'x86_64', '1.2.3', '10.0.0.1', '12:30', '2026-12-01', 'v1', 'Tuesday', 'Never', 'Nope'],
];

describe('fast-schema scalar resolution', () => {
  it('gives every plain scalar the value yaml gives it', () => {
    for (const s of SCALARS) {
      const text = `k: ${s}\n`;
      const fast = (jsyaml.load(text, { schema: FAST_SCHEMA }) as { k: unknown }).k;
      const full = (parse(text) as { k: unknown }).k;
      expect(Object.is(fast, full) || fast === full, `${JSON.stringify(s)}: ${String(fast)} vs ${String(full)}`).toBe(
        true,
      );
    }
  });
});
