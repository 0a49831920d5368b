import path from 'node:path';
import { customizationFor, type HealthCustomization } from './argocd-cm.js';
import type { HealthStatus } from './health-script.js';
import { runHealthScript } from './lua-sandbox.js';
import {
  customizationKeyOf,
  discoverHealthTests,
  readTestFile,
  type HealthTestCase,
  type HealthTestDir,
} from './suite.js';
import { readYaml11 } from './yaml-input.js';

export interface HealthCaseResult {
  kind: string;
  inputPath: string;
  expected: HealthStatus;
  actual: HealthStatus | null;
  error: string | null;
  ok: boolean;
}

export interface HealthSuiteResult {
  passed: number;
  failed: number;
  cases: HealthCaseResult[];
}

interface Script {
  text: string;
  openLibs: boolean;
  name: string;
}

/** health.lua beside the tests (Argo CD opens the libraries for those), else the argocd-cm customization. */
function scriptFor(dir: HealthTestDir, customizations: readonly HealthCustomization[]): Script | string {
  if (dir.script !== undefined) return { text: dir.script, openLibs: true, name: path.join(dir.dir, 'health.lua') };
  const custom = customizationFor(customizations, customizationKeyOf(dir.kind));
  if (custom) return { text: custom.script, openLibs: custom.openLibs, name: custom.source };
  return `no health.lua beside the tests and no argocd-cm health customization for ${customizationKeyOf(dir.kind)}`;
}

function runCase(c: HealthTestCase, script: Script | string): HealthCaseResult {
  const base = { kind: c.kind, inputPath: path.join(c.dir, c.inputPath), expected: c.expected };
  const failed = (error: string): HealthCaseResult => ({ ...base, actual: null, error, ok: false });
  if (typeof script === 'string') return failed(script);
  let object: unknown;
  try {
    object = readYaml11(readTestFile(c.root, base.inputPath));
  } catch (e) {
    return failed(`cannot read the input: ${e instanceof Error ? e.message : String(e)}`);
  }
  const run = runHealthScript(script.text, object, { openLibs: script.openLibs, name: script.name });
  if (run.kind === 'error') return failed(run.error);
  if (run.kind === 'none') return failed('the script returned no health status');
  const ok = run.health.status === c.expected.status && run.health.message === c.expected.message;
  return { ...base, actual: run.health, error: null, ok };
}

/** Runs every health test under each directory, sorted by kind and input path as Argo CD names them. */
export function runHealthSuites(
  dirs: readonly string[],
  customizations: readonly HealthCustomization[] = [],
): HealthSuiteResult {
  const cases: HealthCaseResult[] = [];
  for (const root of dirs) {
    for (const dir of discoverHealthTests(root)) {
      if (dir.error !== undefined) {
        const inputPath = path.join(dir.dir, 'health_test.yaml');
        const expected = { status: '', message: '' };
        cases.push({ kind: dir.kind, inputPath, expected, actual: null, error: dir.error, ok: false });
        continue;
      }
      const script = scriptFor(dir, customizations);
      for (const c of dir.cases) cases.push(runCase(c, script));
    }
  }
  const passed = cases.filter((c) => c.ok).length;
  return { passed, failed: cases.length - passed, cases };
}
