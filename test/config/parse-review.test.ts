// The config (src/config/parse.ts, through manifest/yaml-file.ts) must give exactly yaml's own
// reading for plain-scalar forms, keys and layouts, so the one YAML entry never changes what a
// config means.
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/parse.js';

const F = '.deploy-gate.yaml';
const fullParse = (text: string): unknown => parseDocument(text, { uniqueKeys: true, strict: true }).toJS() ?? {};

const CASES: Array<[string, string]> = [
  [
    'numbers',
    'a: 1e3\nb: 0x1F\nc: 0o17\nd: 1_000\ne: 0b1\nf: .5\ng: -.inf\nh: +12\ni: -0\nj: 12345678901234567890\nk: 1.\n',
  ],
  ['nulls and booleans', 'a: null\nb: ~\nc: Null\nd: NULL\ne: nUll\nf: True\ng: tRue\nh: FALSE\ni:\n'],
  ['keys that resolve to scalars', '1: a\n1.0e1: b\n0x10: c\ntrue: d\n.inf: e\n-0: f\n0o17: g\n'],
  ['quoted escapes', 'a: "\\x41\\u00e9\\/"\nb: \'it\'\'s\'\nc: "tab\\tend"\n'],
  [
    'timestamps and odd plain scalars',
    'a: 2001-12-14\nb: 2001-12-14t21:59:43.10-05:00\nc: =\nd: b#c\ne: x # comment\n',
  ],
  [
    'multi-line plain and block scalars',
    'a: b\n  c\nb: |2-\n    x\n   y\nc: >\n  folded\n  text\n\n  para\nd: |+\n  keep\n\n',
  ],
  ['CRLF line ends', 'a: |\r\n  x\r\n  y\r\nb: [1, 2]\r\nc: {d: e}\r\n'],
  [
    'YAML 1.1 lookalikes (strings to both parsers; no rule reads them in the config)',
    'a: yes\nb: off\nc: "off"\nd: 1:20\ne: On\nf: y\ng: [no, N, "ON"]\nrules: {image/not-pinned: "off"}\n',
  ],
  ['flow collections', 'a: [1, "2", x y, {b: c}]\nb: {c: , d}\nc: []\nd: {}\n'],
  [
    'targets like a config',
    'version: 1\ntargets:\n  - app: web\n    environment: production\n    helm: {chart: charts/web, valueFiles: [v.yaml]}\n',
  ],
];

describe("config reading keeps the meaning of yaml's parse", () => {
  it.each(CASES)('%s', (_, text) => {
    let fast: unknown;
    try {
      fast = parseConfigText(text, F).raw;
    } catch (err) {
      // A refusal must be yaml's too.
      expect(parseDocument(text, { uniqueKeys: true, strict: true }).errors.length, String(err)).toBeGreaterThan(0);
      return;
    }
    expect(fast).toEqual(fullParse(text));
  });
});
