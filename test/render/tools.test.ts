import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTarget, resolveTools, versionAtLeast } from '../../src/render/index.js';
import { SMALL_CHART, cleanup, fakeTool, helmTarget, kustomizeTarget, request, tree } from './helpers.js';

afterAll(cleanup);

const toolsBin = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin');

describe('resolveTools', () => {
  it('finds helm 4 and kustomize through kubectl on PATH, with versions', async () => {
    const t = await resolveTools();
    expect(t.helm.ok && t.helm.tool).toMatchObject({ name: 'helm', version: expect.stringMatching(/^v4\.\d+\.\d+/) });
    expect(t.kustomize.ok && t.kustomize.tool).toMatchObject({
      name: 'kubectl kustomize',
      version: expect.stringMatching(/^v5\./),
    });
    expect(t.kustomize.ok && t.kustomize.renderArgs).toEqual(['kustomize']);
  });

  it('takes helm3 by name', async () => {
    const t = await resolveTools({ helm: 'helm3' });
    expect(t.helm.ok && t.helm.tool.version).toMatch(/^v3\.18\./);
  });

  it('records missing tools without throwing, and a target needing one fails naming it', async () => {
    const t = await resolveTools({ pathEnv: tree() });
    expect(t.helm).toMatchObject({ ok: false, code: 'E_TOOL_MISSING' });
    expect(t.kustomize).toMatchObject({ ok: false, code: 'E_TOOL_MISSING' });
    const r = await renderTarget(request(tree(SMALL_CHART), helmTarget('chart'), t));
    expect(r).toMatchObject({ ok: false, code: 'E_TOOL_MISSING', error: expect.stringContaining('helm') });
    const k = await renderTarget(request(tree({ 'k/kustomization.yaml': 'resources: []\n' }), kustomizeTarget('k'), t));
    expect(k).toMatchObject({ ok: false, code: 'E_TOOL_MISSING', error: expect.stringContaining('kustomize') });
  });

  it('refuses helm below the version floor (B5/B10)', async () => {
    const old = fakeTool('echo v3.11.0+g472c573');
    const t = await resolveTools({ helm: old, pathEnv: toolsBin });
    expect(t.helm).toMatchObject({
      ok: false,
      code: 'E_TOOL_VERSION_UNSUPPORTED',
      reason: expect.stringContaining('3.11.1'),
    });
    const r = await renderTarget(request(tree(SMALL_CHART), helmTarget('chart'), t));
    expect(r).toMatchObject({ ok: false, code: 'E_TOOL_VERSION_UNSUPPORTED' });
    const ok = await resolveTools({ helm: fakeTool('echo v3.11.1+gabc'), pathEnv: toolsBin });
    expect(ok.helm.ok).toBe(true);
  });

  it('prefers a standalone kustomize and parses both version formats', async () => {
    const v5 = await resolveTools({ kustomize: fakeTool('echo v5.4.2'), pathEnv: toolsBin });
    expect(v5.kustomize.ok && v5.kustomize.renderArgs).toEqual(['build']);
    const v4 = await resolveTools({
      kustomize: fakeTool("echo '{Version:kustomize/v4.5.7 GitCommit:x}'"),
      pathEnv: toolsBin,
    });
    expect(v4.kustomize).toMatchObject({ ok: false, code: 'E_TOOL_VERSION_UNSUPPORTED' });
  });

  it('compares versions numerically', () => {
    expect(versionAtLeast('v3.18.0', '3.11.1')).toBe(true);
    expect(versionAtLeast('v4.1.4+g05fa379', '3.11.1')).toBe(true);
    expect(versionAtLeast('v3.9.10', '3.11.1')).toBe(false);
    expect(versionAtLeast('v3.11.0', '3.11.1')).toBe(false);
    expect(versionAtLeast('garbage', '3.11.1')).toBe(false);
  });
});
