// The pre-filter of files that may declare an object (manifest/may-spell.ts): every way a YAML
// reader assembles a word from other text counts, and the `!=`, `\n` and `\"` of dashboards and
// alert rules do not. And it never says no to a text whose parsed strings hold the word.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maySpell, parseYamlFile } from '../../src/manifest/index.js';

const WORD = 'Application';

describe('maySpell', () => {
  it.each([
    ['the word', 'kind: Application\n'],
    ['a \\x escape', 'kind: "Applic\\x61tion"\n'],
    ['an upper-case \\x escape', 'kind: "App\\x6Cication"\n'],
    ['a \\u escape (JSON too)', '{"kind": "\\u0041pplication"}\n'],
    ['a \\U escape', 'kind: "Applicatio\\U0000006e"\n'],
    ['a line continuation', 'kind: "Appli\\\n  cation"\n'],
    ['a line continuation on a lone CR', 'kind: "Appli\\\r  cation"\n'],
    ['a line continuation on U+2028', 'kind: "Appli\\\u2028  cation"\n'],
    ['!!binary', 'kind: !!binary QXBwbGljYXRpb24=\n'],
    ['a verbose binary tag', 'kind: !<tag:yaml.org,2002:binary> QXBwbGljYXRpb24=\n'],
    ['a percent-encoded tag', 'kind: !!bin%61ry QXBwbGljYXRpb24=\n'],
    ['a %TAG directive', '%TAG !b! tag:yaml.org,2002:\n---\nkind: !b!binary QXBwbGljYXRpb24=\n'],
    ['UTF-16 read as UTF-8', Buffer.from('\ufeffkind: Application\n', 'utf16le').toString('utf8')],
  ])('may spell it with %s', (_, text) => {
    expect(maySpell(text, WORD)).toBe(true);
    // Each is read as the word here too, but for what only go-yaml reads so (!!binary as its bytes;
    // line breaks YAML 1.2 does not know, for which the document is refused).
    if (!/[!\r\u2028\0]/.test(text))
      expect(JSON.stringify(parseYamlFile(text).docs.map((d) => d.value))).toContain(WORD);
  });

  it.each([
    ['PromQL', 'expr: sum(rate(x{mode!="idle"}[5m])) != 0\n'],
    ['JSON escapes of other characters', '{"expr": "a\\nb \\"c\\" \\u003c d \\/ e \\\\ f"}\n'],
    ['a \\x escape of another character', 'name: "Applic\\x62tion"\n'],
    ['a regex', 'regex: ^(\\d+)!$\n'],
    ['prose', 'description: Postgres cluster for the application\n'],
  ])('cannot spell it in %s', (_, text) => {
    expect(maySpell(text, WORD)).toBe(false);
  });

  it('never refuses a text whose parsed strings hold the word (every YAML and JSON file of the project)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir)) {
        if (e === 'node_modules' || e === '.git' || e === '.tools' || e === 'dist') continue;
        const p = path.join(dir, e);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ya?ml|json)$/.test(e) && statSync(p).size < 2_000_000) files.push(p);
      }
    };
    walk(path.resolve(import.meta.dirname, '../..'));
    expect(files.length).toBeGreaterThan(200);
    let spelled = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const values = JSON.stringify(parseYamlFile(text).docs.map((d) => d.value ?? null));
      for (const word of [WORD, 'fluxcd.io']) {
        const holds = values.includes(word);
        if (holds) spelled++;
        if (holds) expect(maySpell(text, word), `${file}: ${word}`).toBe(true);
      }
    }
    expect(spelled).toBeGreaterThan(5);
  });
});
