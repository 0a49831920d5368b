// GO_RUNTIME_ENV (GOGC, GOMEMLIMIT) only changes when Go collects garbage: every corpus render
// must print the same bytes with it as with Go's defaults. The bench's raw floor runs under the same.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GO_RUNTIME_ENV, NO_NETWORK_ENV, execTool, minimalEnv } from '../../src/render/exec.js';
import { HAS_SHARED, SKIP_SHARED_MESSAGE, sharedPath } from '../helpers/shared.js';
import { tools } from './helpers.js';
// @ts-expect-error bench-only module, plain JavaScript
import { GATE_GO_ENV } from '../../bench/go-env.mjs';

const GO_DEFAULTS = { GOGC: '100', GOMEMLIMIT: 'off' };

function findKustomizations(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) findKustomizations(p, out);
    else if (e.name === 'kustomization.yaml') out.push(dir);
  }
  return out;
}

/** [label, binary, argv] of every corpus chart (with each ci/ values file) and kustomization. */
async function corpusRenders(): Promise<[string, string, string[]][]> {
  const t = await tools();
  if (!t.helm.ok || !t.kustomize.ok) throw new Error('pinned helm/kubectl missing (npm ci installs them)');
  const helm = t.helm.bin;
  const kustomize = t.kustomize;
  const charts = sharedPath('corpus', 'prometheus-community-charts');
  const renders: [string, string, string[]][] = [];
  for (const group of ['charts', 'charts-vendored']) {
    for (const name of readdirSync(path.join(charts, group)).sort()) {
      const chart = path.join(charts, group, name);
      const ci = path.join(chart, 'ci');
      const sets = existsSync(ci)
        ? readdirSync(ci)
            .filter((f) => f.endsWith('.yaml'))
            .sort()
        : [];
      renders.push([name, helm, ['template', 'r', chart]]);
      for (const f of sets) renders.push([`${name} ${f}`, helm, ['template', 'r', chart, '-f', path.join(ci, f)]]);
    }
  }
  for (const corpus of ['kustomize-examples', 'flux2-kustomize-helm-example']) {
    for (const dir of findKustomizations(sharedPath('corpus', corpus)).sort()) {
      renders.push([path.relative(sharedPath('corpus'), dir), kustomize.bin, [...kustomize.renderArgs, dir]]);
    }
  }
  return renders;
}

describe('Go runtime env of the children', () => {
  it('is part of every child environment', () => {
    expect(minimalEnv('/s', '/bin')).toMatchObject(GO_RUNTIME_ENV);
  });

  it("is what the bench's raw floor runs under (bench/go-env.mjs)", () => {
    expect(GATE_GO_ENV).toEqual(GO_RUNTIME_ENV);
  });

  it('a child sees it, and a caller can still set the Go defaults back', async () => {
    const r = await execTool('/bin/sh', ['-c', 'echo "$GOGC $GOMEMLIMIT"'], {
      timeoutMs: 10_000,
      maxOutputBytes: 1024,
    });
    expect(r.stdout).toBe('400 1GiB\n');
    const d = await execTool('/bin/sh', ['-c', 'echo "$GOGC $GOMEMLIMIT"'], {
      env: GO_DEFAULTS,
      timeoutMs: 10_000,
      maxOutputBytes: 1024,
    });
    expect(d.stdout).toBe('100 off\n');
  });

  it('every corpus render is byte-identical with and without it', async (ctx) => {
    if (!HAS_SHARED) return ctx.skip(SKIP_SHARED_MESSAGE);
    const renders = await corpusRenders();
    expect(renders.length).toBeGreaterThan(40);
    let rendered = 0;
    const nondeterministic: string[] = [];
    const opts = { timeoutMs: 120_000, maxOutputBytes: 64 << 20 };
    const plainRender = (bin: string, args: string[]) =>
      execTool(bin, args, { ...opts, env: { ...NO_NETWORK_ENV, ...GO_DEFAULTS } });
    for (const [label, bin, args] of renders) {
      const tuned = await execTool(bin, args, { ...opts, env: { ...NO_NETWORK_ENV } });
      const plain = await plainRender(bin, args);
      expect(tuned.exitCode, label).toBe(plain.exitCode);
      if (tuned.stdout !== plain.stdout && (await plainRender(bin, args)).stdout !== plain.stdout) {
        nondeterministic.push(label); // differs from itself under Go's defaults too (bcrypt salts)
        continue;
      }
      expect(tuned.stdout, label).toBe(plain.stdout);
      if (tuned.exitCode === 0) rendered++;
    }
    // Most of the corpus renders offline; a comparison of error outputs alone would prove little.
    expect(rendered).toBeGreaterThan(40);
    expect(nondeterministic.length, nondeterministic.join(', ')).toBeLessThanOrEqual(3);
  }, 600_000);
});
