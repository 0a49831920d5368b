// What a check leaves until its first render's tool has started (cold start, third round): the
// head's config text (read only to say the config changed) is asked of git after that process,
// and the report still says the config changed.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\ndata: {k: v}\n';
const CONFIG = 'version: 1\ntargets:\n  - {app: a, environment: dev, kustomize: apps/a}\n';

/** Every process the check starts, in order: its file and arguments. */
async function processesOf(run: () => Promise<unknown>): Promise<{ result: unknown; spawned: string[][] }> {
  const spawned: string[][] = [];
  const onProcess = (message: unknown) => {
    const child = (message as { process: ChildProcess & { spawnargs?: string[] } }).process;
    // spawnargs is set by spawn(), right after the channel's message: read it once it is there.
    queueMicrotask(() => spawned.push(child.spawnargs ?? []));
  };
  subscribe('child_process', onProcess);
  try {
    return { result: await run(), spawned };
  } finally {
    unsubscribe('child_process', onProcess);
  }
}

describe('the order of work in a check', () => {
  it("reads the head's config after the first render's tool has started, and reports the change", async () => {
    repo = new TempRepo();
    repo.write({
      '.deploy-gate.yaml': CONFIG,
      'apps/a/kustomization.yaml': 'resources: [cm.yaml]\n',
      'apps/a/cm.yaml': CM,
    });
    repo.commit('base');
    repo.write({ '.deploy-gate.yaml': `${CONFIG}# changed\n`, 'apps/a/cm.yaml': CM.replace('k: v', 'k: w') });
    repo.commit('head');
    const { result, spawned } = await processesOf(() => checkLastCommit(repo as TempRepo));
    // A tool may start under the memory ceiling's wrapper (render/child-memory.ts): `prlimit … -- tool`.
    const command = (args: string[]) => (/prlimit$/.test(args[0] ?? '') ? args[args.indexOf('--') + 1] : args[0]);
    const isTool = (args: string[]) => /kubectl|kustomize|helm/.test(command(args) ?? '') && !args.includes('version');
    const configReads = spawned
      .map((args, i) => ({ args, i }))
      .filter(({ args }) => args.includes('ls-tree') && args.includes('.deploy-gate.yaml'));
    const firstTool = spawned.findIndex(isTool);
    expect(firstTool).toBeGreaterThan(0);
    expect(configReads).toHaveLength(2); // base (before anything renders) and head
    expect(configReads[0]?.i).toBeLessThan(firstTool);
    expect(configReads[1]?.i).toBeGreaterThan(firstTool);
    const findings = (result as { findings: Array<{ ruleId: string }> }).findings;
    expect(findings.map((f) => f.ruleId)).toContain('config/changed');
  });
});
