// A target that yields zero objects was checked for nothing. When its only findings are warnings
// (here the config turns manifest/parse-error down to a warning and the folder holds a values
// file, not a Kubernetes object), the target must still be inconclusive — before, the warnings
// stood in for the "rendered no objects" finding and the audit passed with nothing validated.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const config = (rules: string): string =>
  `version: 1\n${rules}targets:\n  - {app: a, environment: production, manifests: m}\n`;

function audit(rules: string, files: Record<string, string>): Promise<Report> {
  repo = TempRepo.committed({ '.deploy-gate.yaml': config(rules), ...files });
  return auditHead(repo, { offline: true, schemaLocations: [] });
}

const rules = (r: Report): string[] => r.findings.map((f) => `${f.ruleId}:${f.severity}:${f.verdict}`).sort();

describe('zero objects with only warnings', () => {
  it('is inconclusive, not a pass', async () => {
    const report = await audit('rules:\n  manifest/parse-error: warning\n', { 'm/values.yaml': 'replicas: 3\n' });
    expect(rules(report)).toContain('render/failed:error:inconclusive');
    expect(report.verdict).toBe('inconclusive');
  });

  it('keeps an error-level parse problem as the one finding that judges the target', async () => {
    const report = await audit('', { 'm/values.yaml': 'replicas: 3\n' });
    expect(rules(report).filter((r) => r.startsWith('render/failed'))).toEqual([]);
    expect(report.verdict).toBe('fail');
  });

  it('passes a folder with a valid object and a warning', async () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: demo}\ndata: {a: "1"}\n';
    const report = await audit('rules:\n  manifest/parse-error: warning\n', {
      'm/cm.yaml': cm,
      'm/values.yaml': 'x: 1\n',
    });
    expect(rules(report).filter((r) => r.startsWith('render/failed'))).toEqual([]);
    expect(report.summary.resources).toBe(1);
  });
});
