import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { FormatsPlugin } from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/findings/rules.js';
import { formatReport } from '../../src/report/index.js';
import { renderJson } from '../../src/report/json.js';
import { FINGERPRINT_KEY, renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { change, finding, report } from './fixtures.js';

const require = createRequire(import.meta.url);
// Both are CommonJS; require() gives the constructor/plugin itself under NodeNext.
const AjvDraft04 = require('ajv-draft-04') as typeof Ajv;
const addFormats = require('ajv-formats') as FormatsPlugin;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The official OASIS SARIF 2.1.0 (rtm.5) schema, as shipped by @microsoft/jest-sarif. */
function sarifValidator() {
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  // The schema is draft-04 and has one pattern that is not valid with the `u` flag.
  const ajv = new AjvDraft04({ strict: false, unicodeRegExp: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(file, 'utf8')));
}

function reportValidator() {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(path.join(ROOT, 'docs', 'report.schema.json'), 'utf8')));
}

const full = report({
  findings: [
    finding(),
    finding({
      ruleId: 'gate/records-unavailable',
      verdict: 'inconclusive',
      resource: undefined,
      location: undefined,
      path: undefined,
      message: 'record store unreachable',
    }),
    finding({
      change: 'unchanged',
      severity: 'warning',
      ruleId: 'api/deprecated',
      location: { file: 'charts/web/templates/hpa.yaml', line: 4, exact: false },
    }),
    finding({ change: 'fixed', message: 'gone now' }),
    finding({ exempted: { by: 'annotation', reason: 'legacy' }, location: { file: 'apps/web/base/dep loy(1).yaml' } }),
  ],
  changes: [change('settings', '--- base\n+++ head\n@@ -1 +1 @@\n-a\n+b\n')],
  images: [
    {
      app: 'web',
      environment: 'staging',
      image: 'ghcr.io/acme/web',
      digest: 'sha256:' + 'c'.repeat(64),
      status: 'approved',
    },
  ],
  notices: ['config changed'],
  summary: { targets: 1, resources: 3, fail: 2, inconclusive: 1, warning: 1, note: 0, exempted: 1 },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SARIF results are checked field by field below
type SarifResult = Record<string, any>;

describe('SARIF', () => {
  const log = JSON.parse(renderSarif(full));
  const validate = sarifValidator();

  it('validates against the official SARIF 2.1.0 schema', () => {
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('the schema check can fail: a wrong level is rejected', () => {
    const broken = structuredClone(log);
    broken.runs[0].results[0].level = 'fatal';
    expect(validate(broken)).toBe(false);
  });

  it('has one rule per rule id, with help text', () => {
    const descriptors = log.runs[0].tool.driver.rules as { id: string; help: { text: string } }[];
    expect(descriptors.map((r) => r.id)).toEqual(rules().map((r) => r.id));
    expect(descriptors.every((r) => r.help.text.length > 20)).toBe(true);
  });

  it('omits fixed findings and carries fingerprints, levels and locations', () => {
    const results = log.runs[0].results as SarifResult[];
    expect(results).toHaveLength(4);
    expect(results.some((r) => r.message.text.includes('gone now'))).toBe(false);
    for (const r of results) {
      expect(r.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^fp-/);
      expect(r.locations[0].physicalLocation.artifactLocation.uri).toBeTruthy();
      expect(log.runs[0].tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    }
    const mutable = results.find((r) => r.ruleId === 'image/mutable-tag' && !r.suppressions);
    expect(mutable?.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'apps/web/base/deployment.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 17 },
    });
    expect(results.find((r) => r.ruleId === 'api/deprecated')?.level).toBe('warning');
  });

  it('puts findings without a file on the target path, and encodes file names as URIs', () => {
    const results = log.runs[0].results as SarifResult[];
    const store = results.find((r) => r.ruleId === 'gate/records-unavailable');
    expect(store?.locations[0].physicalLocation.artifactLocation.uri).toBe('apps/web/overlays/staging');
    expect(store?.locations[0].physicalLocation.region).toEqual({ startLine: 1 }); // a file-level result sits on line 1
    const exempt = results.find((r) => r.suppressions);
    expect(exempt?.locations[0].physicalLocation.artifactLocation.uri).toBe('apps/web/base/dep%20loy(1).yaml');
    expect(exempt?.suppressions).toEqual([{ kind: 'inSource', justification: 'annotation: legacy' }]);
  });
});

describe('JSON report', () => {
  const validate = reportValidator();

  it('validates against docs/report.schema.json', () => {
    const parsed = JSON.parse(renderJson(full));
    expect(validate(parsed), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(full)));
  });

  it('validates an audit report and a report with no findings', () => {
    const audit = report({
      mode: 'audit',
      base: undefined,
      head: undefined,
      ref: { ref: 'main', sha: 'd'.repeat(40) },
      findings: [finding({ change: undefined })],
      shard: { index: 0, count: 2 },
    });
    expect(validate(JSON.parse(formatReport(audit, 'json')))).toBe(true);
    expect(validate(JSON.parse(formatReport(report({ verdict: 'pass', findings: [] }), 'json')))).toBe(true);
  });

  it('the schema check can fail: a bad verdict or a missing field is rejected', () => {
    const parsed = JSON.parse(renderJson(full));
    expect(validate({ ...parsed, verdict: 'ok' })).toBe(false);
    const { fingerprint: _f, ...noPrint } = parsed.findings[0];
    expect(validate({ ...parsed, findings: [noPrint] })).toBe(false);
  });
});

describe('text report', () => {
  it('prints verdict, findings by group, diffs and images without colour unless asked', () => {
    const plain = renderText(full, { color: false });
    expect(plain.split('\n')[0]).toBe('deploy-gate check: FAIL');
    expect(plain).not.toContain('\x1b[');
    expect(plain).toMatch(
      /Failing: \d+ problems? \(\d+ findings?\)[\s\S]*Unchanged, also at base: 1 problem \(1 finding\)[\s\S]*Fixed: 1 problem \(1 finding\)[\s\S]*Exempted: 1 problem \(1 finding\)/,
    );
    expect(plain).toContain('charts/web/templates/hpa.yaml:4 (approximate)');
    expect(plain).toContain('\n    +b\n');
    expect(plain).toContain('ghcr.io/acme/web@sha256:');
    const coloured = renderText(full, { color: true });
    expect(coloured).toContain('\x1b[31mFAIL\x1b[0m');
    expect(coloured).toContain('\x1b[32m+b\x1b[0m');
  });

  it('neutralises terminal escape sequences coming from content', () => {
    const out = renderText(report({ findings: [finding({ message: 'evil \x1b[2J\x1b]0;title\x07 text' })] }), {
      color: false,
    });
    expect(out).not.toContain('\x1b');
    expect(out).not.toContain('\x07');
    expect(out).toContain('evil \uFFFD[2J');
  });

  it('escapes workflow-command prefixes and lists remote sources before the final verdict line', () => {
    const sources = [
      {
        type: 'helm' as const,
        url: 'https://charts.example.com',
        name: 'web',
        version: '1.2.3',
        digest: 'sha256:abc',
        cached: true,
      },
    ];
    const out = renderText(
      report({ targets: [{ ...report().targets[0]!, sources }], findings: [finding({ message: '::error::forged' })] }),
      { color: false },
    );
    expect(out).toContain('\\::error::forged');
    expect(out).not.toMatch(/^\s*::error::/m);
    expect(out).toMatch(
      /Remote sources\n {2}web\/staging {2}helm https:\/\/charts\.example\.com web 1\.2\.3 {2}sha256:abc \(cache\)/,
    );
    const lines = out.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^deploy-gate check: FAIL — /);
  });
});
