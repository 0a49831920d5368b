/** health/test-failed, health/script-error and health/no-generation-check for a repository's own health tests. */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isObject } from '../kube/object.js';
import type { FindingDraft } from '../model/finding.js';
import type { HealthCustomization } from './argocd-cm.js';
import { generationProbes, healthyProbe } from './probes.js';
import { discoverHealthTests, readTestFile, type HealthTestDir } from './suite.js';
import { runHealthSuites, type HealthCaseResult } from './suite-run.js';
import { readYaml11 } from './yaml-input.js';

const FIX_TEST =
  'Make the script return what the test expects, or correct the test; run `deploy-gate health-test <dir>` locally.';
const FIX_ERROR = 'Fix the script so it returns a status for this input (guard nil fields before indexing them).';
const FIX_GENERATION =
  'Return Progressing while status or status.observedGeneration is missing, or observedGeneration < metadata.generation.';

/** Errors from the script itself, as opposed to a test that cannot run (missing input, no script). */
const NOT_SCRIPT = /^(cannot read the input|no health\.lua|the script returned no health status)/;

/** A finding about one file of the repository's health tests, told apart by that file. */
function fileDraft(ruleId: string, file: string, remediation: string, message: string): FindingDraft {
  return { ruleId, location: { file }, fingerprintKey: file, remediation, message };
}

function caseDraft(root: string, c: HealthCaseResult): FindingDraft {
  const file = path.relative(root, c.inputPath);
  if (c.error !== null && !NOT_SCRIPT.test(c.error)) {
    const message = `the health check for ${c.kind} errors on ${file}: ${c.error}`;
    return fileDraft('health/script-error', file, FIX_ERROR, message);
  }
  const got = c.error ?? (c.actual ? `${c.actual.status} "${c.actual.message}"` : 'no health status');
  const message = `health test ${c.kind} ${file}: expected ${c.expected.status} "${c.expected.message}", got ${got}`;
  return fileDraft('health/test-failed', file, FIX_TEST, message);
}

/** Healthy test inputs of a directory, the bases of its probes. */
function healthyInputs(dir: HealthTestDir): Array<Record<string, unknown>> {
  return dir.cases
    .filter((c) => c.expected.status === 'Healthy')
    .flatMap((c) => {
      try {
        const o = readYaml11(readTestFile(c.root, path.join(dir.dir, c.inputPath)));
        return isObject(o) ? [o] : [];
      } catch {
        return [];
      }
    });
}

function probeDrafts(root: string, dir: HealthTestDir): FindingDraft[] {
  const bases = healthyInputs(dir);
  if (dir.script === undefined || bases.length === 0) return [];
  const probe = healthyProbe(dir.script, true, generationProbes(bases, false));
  if (!probe) return [];
  const file = path.relative(root, path.join(dir.dir, 'health.lua'));
  const message = `the health check for ${dir.kind} (${file}) says Healthy for ${probe.name}, built from its own healthy test input`;
  return [fileDraft('health/no-generation-check', file, FIX_GENERATION, message)];
}

/** A configured directory inside the checkout, or why not. */
function resolveDir(root: string, rel: string): string | FindingDraft {
  const abs = path.resolve(root, rel);
  const fix = 'Fix argocd.healthTests in the config.';
  const problem = (why: string) =>
    fileDraft('health/test-failed', rel, fix, `argocd.healthTests: ${rel} ${why}; its tests did not run`);
  if (!existsSync(abs)) return problem('does not exist');
  const real = realpathSync(abs);
  if (real !== realpathSync(root) && !real.startsWith(realpathSync(root) + path.sep))
    return problem('leaves the repository');
  return abs;
}

/** Every finding of the repository's health tests at one revision checked out at `root`. */
export function repoHealthDrafts(
  root: string,
  dirs: readonly string[],
  customizations: readonly HealthCustomization[],
): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  for (const rel of dirs) {
    const abs = resolveDir(root, rel);
    if (typeof abs !== 'string') {
      drafts.push(abs);
      continue;
    }
    const result = runHealthSuites([abs], customizations);
    drafts.push(...result.cases.filter((c) => !c.ok).map((c) => caseDraft(root, c)));
    for (const dir of discoverHealthTests(abs)) drafts.push(...probeDrafts(root, dir));
  }
  return drafts;
}
