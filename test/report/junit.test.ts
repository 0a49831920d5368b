import { describe, expect, it } from 'vitest';
import { formatReport } from '../../src/report/index.js';
import { finding, report } from './fixtures.js';

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

describe('--format junit', () => {
  const r = report({
    targets: [
      {
        app: 'web',
        environment: 'staging',
        kind: 'kustomize',
        path: 'apps/web/overlays/staging',
        status: 'rendered',
        resources: 3,
        durationMs: 1,
      },
      {
        app: 'api',
        environment: 'prod',
        kind: 'helm',
        path: 'charts/api',
        status: 'rendered',
        resources: 5,
        durationMs: 1,
      },
    ],
    findings: [
      finding({ message: 'bad <tag> & "quote"\u0007 ]]>', remediation: 'pin it' }),
      finding({ ruleId: 'schema/not-found', verdict: 'inconclusive', message: 'no schema' }),
      finding({ severity: 'warning', message: 'only a warning' }),
      finding({ change: 'unchanged', message: 'old problem' }),
    ],
  });
  const xml = formatReport(r, 'junit');

  it('one suite per target, a failure per failing finding, an error per unchecked one, a passing case for a clean target', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml).toMatch(/<testsuites name="deploy-gate check: FAIL — [^"]*" tests="3" failures="1" errors="1">/);
    expect(xml).toContain('<testsuite name="web/staging" tests="2" failures="1" errors="1">');
    expect(xml).toContain('<testsuite name="api/prod" tests="1" failures="0" errors="0">');
    expect(xml).toContain('<testcase classname="api/prod" name="rendered: 5 objects checked"/>');
    expect(count(xml, /<failure /g)).toBe(1);
    expect(count(xml, /<error /g)).toBe(1);
    expect(xml).not.toContain('only a warning');
    expect(xml).not.toContain('old problem');
  });

  it('escapes content: no markup, no control characters', () => {
    expect(xml).toContain('bad &lt;tag&gt; &amp; &quot;quote&quot;\uFFFD ]]&gt;');
    expect(xml).toContain('Fix: pin it');
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F]/);
    expect(count(xml, /<testcase /g)).toBe(count(xml, /<testcase [^>]*\/>|<\/testcase>/g));
  });
});
