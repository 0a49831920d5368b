// The pieces of ApplicationSet expansion that mirror Argo CD's Go code: formatting, flattening,
// selectors, globbing, both template forms and the helm-backed Go template engine.
import { describe, expect, it } from 'vitest';
import { helmGoTemplate, unsupported } from '../../src/targets/appset/go-template.js';
import { replaceLegacy } from '../../src/targets/appset/legacy-template.js';
import {
  flattenToStrings,
  goFormat,
  mergoOverride,
  sanitizeName,
  selectorMatcher,
} from '../../src/targets/appset/params.js';
import { pathspecMatch } from '../../src/targets/appset/repo-files.js';
import { goPathMatch } from '../../src/glob/match.js';

describe('parameters as Argo CD sees them', () => {
  it("formats JSON values with Go's %v", () => {
    expect([3, 1.5, 123456, 1234567, 0.0001, 0.00001, true, null].map(goFormat)).toEqual([
      '3',
      '1.5',
      '123456',
      '1.234567e+06',
      '0.0001',
      '1e-05',
      'true',
      '<nil>',
    ]);
  });

  it('flattens with dots, lists by index; empty maps vanish', () => {
    expect(flattenToStrings({ a: { b: 'x', c: [1, 'y'] }, e: {}, n: 2 })).toEqual({
      'a.b': 'x',
      'a.c.0': '1',
      'a.c.1': 'y',
      n: '2',
    });
  });

  it('selects on flattened parameters (matchLabels, In, NotIn, Exists, DoesNotExist)', () => {
    const m = selectorMatcher({
      matchLabels: { 'a.b': 'x' },
      matchExpressions: [
        { key: 'n', operator: 'NotIn', values: ['3'] },
        { key: 'z', operator: 'DoesNotExist' },
      ],
    });
    expect(m({ a: { b: 'x' }, n: 2 })).toBe(true);
    expect(m({ a: { b: 'x' }, n: 3 })).toBe(false);
    expect(m({ a: { b: 'y' } })).toBe(false);
    expect(() => selectorMatcher({ matchExpressions: [{ key: 'k', operator: 'Gt' }] })).toThrow(/not a valid/);
  });

  it('merges like mergo WithOverride: empty values never override', () => {
    expect(mergoOverride({ a: 'x', m: { p: 1, q: 2 } }, { a: '', m: { q: 3 }, b: 'y' })).toEqual({
      a: 'x',
      m: { p: 1, q: 3 },
      b: 'y',
    });
  });

  it('sanitizes names as utils.SanitizeName', () => {
    expect(sanitizeName('-My_App.v2-')).toBe('my-app.v2');
  });

  it("globs: Go's path.Match for directories, git's pathspec for files", () => {
    expect(goPathMatch('apps/*', 'apps/web')).toBe(true);
    expect(goPathMatch('apps/*', 'apps/web/base')).toBe(false);
    expect(pathspecMatch('apps/*/config.json', 'apps/web/prod/config.json')).toBe(true);
    expect(pathspecMatch('config', 'config/a.json')).toBe(true);
    expect(pathspecMatch('config/a.json', 'config/a.jsonx')).toBe(false);
  });
});

describe('template forms', () => {
  it('legacy: only string parameters replace a tag; others are written back', () => {
    expect(replaceLegacy('{{ a }}-{{b}}-{{}}', { a: 'x', b: 3 })).toBe('x-{{b}}-{{}}');
    expect(() => replaceLegacy('{{a}} and {{b', { a: 'x' })).toThrow(/cannot find end tag/);
  });

  it('goTemplate: Sprig, <no value> kept, missingkey=error refused, parse errors and Argo-only functions reported', async () => {
    const engine = helmGoTemplate(async () => 'helm');
    const out = await engine.render(
      [
        { template: '{{ .a | upper }}-{{ .missing }}', params: { a: 'x' } },
        { template: '{{ range .l }}[{{ . }}]{{ end }} {{ toYaml .m }}', params: { l: [1, 'b'], m: { k: 'v' } } },
        { template: '{{ .s }}\n  kept  ', params: { s: 'r1: "q" <b> & ü\nline2' } },
      ],
      [],
    );
    expect(out).toEqual(['X-<no value>', '[1][b] k: v', 'r1: "q" <b> & ü\nline2\n  kept  ']);
    await expect(
      engine.render([{ template: '{{ .a }}-{{ .missing }}', params: { a: 'x' } }], ['missingkey=error']),
    ).rejects.toThrow(/map has no entry/);
    await expect(engine.render([{ template: '{{ .a | nosuch }}', params: {} }], [])).rejects.toThrow(/nosuch/);
    expect(unsupported('{{ slugify .a }}')).toMatchObject({ verdict: 'not-checked' });
    expect(unsupported('{{ include "x" . }}')).toMatchObject({ verdict: 'error' });
    expect(unsupported('{{ end }}{{ if .a }}')).toMatchObject({ verdict: 'error' });
    expect(unsupported('{{ if .include }}x{{ end }}')).toBeUndefined();
  });
});
