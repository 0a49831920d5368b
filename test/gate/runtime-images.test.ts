import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkGate, loadGateRecords } from '../../src/gate/index.js';
import { env, resources } from './helpers.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-gate-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workflow = (image: string, patch = '') => `apiVersion: argoproj.io/v1alpha1
kind: WorkflowTemplate
metadata: {name: etl, namespace: data}
spec:
  templates:
    - name: load
      inputs: {parameters: [{name: tag}]}
      container: {image: "${image}"}
      podSpecPatch: ${JSON.stringify(patch)}
`;

async function gate(
  head: string,
  base: string | undefined,
  mode: 'required' | 'optional' | 'off' = 'required',
  patches: { head?: string; base?: string } = {},
) {
  const records = await loadGateRecords({ baseRoot: dir, path: 'gate-records', offline: true });
  return checkGate({
    env: env('production', mode),
    app: 'etl',
    scope: [],
    head: resources(workflow(head, patches.head)),
    ...(base ? { base: resources(workflow(base, patches.base)) } : {}),
    records,
  });
}

describe('gate records and images a workflow parameter fills in', () => {
  const templated = 'ghcr.io/acme/etl:{{inputs.parameters.tag}}';

  it('a new parameter-filled image is inconclusive gate/record-missing at its line, never passed', async () => {
    const r = await gate(templated, 'ghcr.io/acme/etl:1.0.0@sha256:' + 'a'.repeat(64));
    expect(r.drafts.map((d) => [d.ruleId, d.verdict, d.path, d.severity])).toEqual([
      ['gate/record-missing', 'inconclusive', '/spec/templates/0/container/image', undefined],
    ]);
    expect(r.drafts[0]?.message).toMatch(/workflow parameter/);
  });

  it('optional records make it a warning; records off, or the same image at base, raise nothing', async () => {
    expect((await gate(templated, undefined, 'optional')).drafts[0]?.severity).toBe('warning');
    expect((await gate(templated, undefined, 'off')).drafts).toEqual([]);
    expect((await gate(templated, templated)).drafts).toEqual([]);
  });

  it('a new podSpecPatch only known when the pod starts may set any image: inconclusive gate/record-missing at the patch', async () => {
    const pinned = 'ghcr.io/acme/etl@sha256:' + 'a'.repeat(64);
    const patch = '{{inputs.parameters.patch}}';
    const r = await gate(pinned, pinned, 'required', { head: patch });
    expect(r.drafts.map((d) => [d.ruleId, d.verdict, d.path])).toEqual([
      ['gate/record-missing', 'inconclusive', '/spec/templates/0/podSpecPatch'],
    ]);
    expect((await gate(pinned, pinned, 'required', { head: patch, base: patch })).drafts).toEqual([]);
  });
});
