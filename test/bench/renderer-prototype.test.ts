// The long-lived kustomize renderer prototype (bench-only, built by
// scripts/build-renderer-prototype.mjs) must print what `kubectl kustomize` prints, byte for byte,
// for every target of one helper process: also after a target whose kustomization installs a
// custom OpenAPI schema, which krusty keeps in package state (without the helper's reset, the
// next target's list patch merges by that schema's merge key instead of replacing the list), and
// after a target on which kustomize panics (a name with a comma under namePrefix), which kills
// kubectl and which the helper must report as that panic and survive.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_NETWORK_ENV, execTool } from '../../src/render/exec.js';
import { cleanup, tools, tree } from '../render/helpers.js';

const helper = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin', 'kustomize-renderer');
const NOT_BUILT = `${helper} is not built (RENDERER_MIRRORS=<git mirrors> node scripts/build-renderer-prototype.mjs)`;
afterAll(cleanup);

const thing = (value: string, extra = ''): string =>
  `apiVersion: example.com/v1\nkind: Thing\nmetadata:\n  name: thing\nspec:\n  items:\n${extra}    - name: two\n      value: "${value}"\n`;

/** A CRD-like kind whose `items` list merges by `name` only under the custom schema. */
const schema = JSON.stringify({
  definitions: {
    'com.example.v1.Thing': {
      type: 'object',
      'x-kubernetes-group-version-kind': [{ group: 'example.com', kind: 'Thing', version: 'v1' }],
      properties: {
        spec: {
          type: 'object',
          properties: {
            items: {
              type: 'array',
              'x-kubernetes-patch-merge-key': 'name',
              'x-kubernetes-patch-strategy': 'merge',
              items: { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
});

const withPatch = (extra: string): Record<string, string> => ({
  'kustomization.yaml': `resources: [thing.yaml]\n${extra}patches:\n  - path: patch.yaml\n`,
  'thing.yaml': thing('2', '    - name: one\n      value: "1"\n'),
  'patch.yaml': thing('22'),
});

function fixtures(): string[] {
  const root = tree({
    ...prefixed('custom-schema', { ...withPatch('openapi:\n  path: schema.json\n'), 'schema.json': schema }),
    ...prefixed('no-schema', withPatch('')),
    ...prefixed('overlay', {
      'kustomization.yaml': 'resources: [../base]\nnamePrefix: dev-\nbuildMetadata: [originAnnotations]\n',
    }),
    ...prefixed('base', {
      'kustomization.yaml': 'resources: [cm.yaml]\nconfigMapGenerator:\n  - name: gen\n    literals: [a=b]\n',
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\ndata: {k: v}\n',
    }),
    ...prefixed('missing', { 'kustomization.yaml': 'resources: [nothere.yaml]\n' }),
    ...prefixed('panics', {
      'kustomization.yaml': 'namePrefix: p-\nresources: [cm.yaml]\n',
      'cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "a,b"\n',
    }),
  });
  const order = ['custom-schema', 'no-schema', 'overlay', 'missing', 'panics', 'no-schema', 'overlay'];
  return order.map((d) => path.join(root, d));
}

function prefixed(dir: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [`${dir}/${k}`, v]));
}

const limits = { timeoutMs: 60_000, maxOutputBytes: 16 << 20, env: { ...NO_NETWORK_ENV } };

async function viaKubectl(dir: string): Promise<{ yaml?: string; error?: string }> {
  const t = await tools();
  if (!t.kustomize.ok) throw new Error('pinned kubectl missing (npm ci installs it)');
  const args = [...t.kustomize.renderArgs, dir, '--load-restrictor', 'LoadRestrictionsRootOnly'];
  const r = await execTool(t.kustomize.bin, args, { ...limits, cwd: dir });
  if (r.exitCode === 0) return { yaml: r.stdout };
  // A crash is its panic line; an error is what follows `error: ` (after any warnings).
  const panic = /^panic: (.*)$/m.exec(r.stderr);
  if (panic) return { error: `panic: ${panic[1]}` };
  return {
    error: r.stderr
      .slice(Math.max(0, r.stderr.search(/^error: /m)))
      .replace(/^error: /, '')
      .trimEnd(),
  };
}

async function viaHelper(dirs: string[]): Promise<{ yaml?: string; error?: string }[]> {
  const input = dirs.map((dir, id) => `${JSON.stringify({ id, dir })}\n`).join('');
  const r = await execTool(helper, [], { ...limits, input });
  expect(r.exitCode, r.stderr).toBe(0);
  return r.stdout
    .trimEnd()
    .split('\n')
    .map((line, i) => {
      const res = JSON.parse(line) as { id: number; yaml?: string; error?: string };
      expect(res.id).toBe(i);
      return res.error === undefined ? { yaml: res.yaml } : { error: res.error };
    });
}

describe('kustomize renderer prototype', () => {
  it('renders every target of one process as kubectl kustomize does, errors included', async (ctx) => {
    if (!existsSync(helper)) return ctx.skip(NOT_BUILT);
    const dirs = fixtures();
    const fromHelper = await viaHelper(dirs);
    const fromKubectl = await Promise.all(dirs.map(viaKubectl));
    expect(fromHelper).toEqual(fromKubectl);
    // The fixtures mean something: the schema decides merge vs replace, and one target fails.
    expect(fromKubectl[0]?.yaml).toContain('name: one');
    expect(fromKubectl[1]?.yaml).not.toContain('name: one');
    expect(fromKubectl[3]?.error).toMatch(/nothere\.yaml/);
    expect(fromKubectl[4]?.error).toMatch(/^panic: /);
  });
});
