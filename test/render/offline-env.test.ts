// Second line behind the static checks: helm and kustomize run with a dead proxy, so a fetch
// that slipped through reaches no network (Go exempts loopback, so TEST-NET-1 stands in).
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_NETWORK_ENV, execTool } from '../../src/render/exec.js';
import { renderTarget } from '../../src/render/index.js';
import {
  SMALL_CHART,
  cleanup,
  fakeTool,
  fakeTools,
  helmTarget,
  kustomizeTarget,
  request,
  tools,
  tree,
} from './helpers.js';

afterAll(cleanup);

describe('renderers run without network', () => {
  it.each(['helm', 'kustomize'] as const)('%s gets the dead proxy and no git transport', async (kind) => {
    const fake = fakeTool('env | sed "s/^/# /"');
    const root = tree({ ...SMALL_CHART, 'k/kustomization.yaml': 'resources: []\n' });
    const target = kind === 'helm' ? helmTarget('chart') : kustomizeTarget('k');
    const r = await renderTarget(request(root, target, fakeTools(fake, kind)));
    const out = r.ok ? (r.chunks[0]?.text ?? '') : '';
    expect(out).toContain('# HTTPS_PROXY=http://127.0.0.1:9');
    expect(out).toContain('# GIT_ALLOW_PROTOCOL=none');
  });

  it('real kustomize, handed a remote resource directly, fails at the proxy instead of fetching', async () => {
    const t = await tools();
    if (!t.kustomize.ok) throw new Error('kustomize missing');
    const root = tree({ 'k/kustomization.yaml': 'resources: ["http://192.0.2.1/x.yaml"]\n' });
    const dir = path.join(root, 'k');
    const r = await execTool(t.kustomize.bin, [...t.kustomize.renderArgs, dir], {
      cwd: dir,
      env: { ...NO_NETWORK_ENV },
      timeoutMs: 60_000,
      maxOutputBytes: 1 << 20,
    });
    expect(r.exitCode).not.toBe(0);
    expect(r.timedOut).toBe(false);
    expect(r.stderr).toMatch(/proxyconnect|127\.0\.0\.1:9/);
  });
});
