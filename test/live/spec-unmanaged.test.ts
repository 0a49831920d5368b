/** The live spec against git (live/spec-drift) and Applications git declares nowhere (live/unmanaged-app). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredApplications } from '../../src/live/index.js';
import type { DeclaredApp } from '../../src/live/index.js';
import { REPO_URL, application, list, minutesAgo } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';
const SPEC = {
  project: 'default',
  source: {
    repoURL: REPO_URL,
    path: 'apps/web/overlays/production',
    targetRevision: 'main',
    kustomize: { images: ['web=registry.example/web:1.4.2'] },
  },
  destination: { server: 'https://kubernetes.default.svc', namespace: 'shop' },
};
const declared = (spec: Record<string, unknown> = SPEC): Map<string, DeclaredApp> =>
  new Map([
    [
      'web-production',
      {
        file: 'argocd/web-production.yaml',
        manifest: {
          apiVersion: 'argoproj.io/v1alpha1',
          kind: 'Application',
          metadata: { name: 'web-production' },
          spec,
        },
      },
    ],
  ]);
const live = (spec: Record<string, unknown>) => application({ name: 'web-production', spec });

describe('live/spec-drift: the live Application against its manifest in git', () => {
  it('passes when sources and destination equal the file in git (repoURL spelling and empty fields aside)', async () => {
    const same = { ...SPEC, source: { ...SPEC.source, repoURL: 'git@git.example:deploy.git', directory: {} } };
    const { result } = await judgeWith({ [APPS]: { json: list(live(same)) } }, { declaredApps: declared() });
    expect(result.drafts).toEqual([]);
  });

  it('fails production repointed at the staging overlay, at the right revision', async () => {
    const moved = { ...SPEC, source: { ...SPEC.source, path: 'apps/web/overlays/staging' } };
    const { result } = await judgeWith({ [APPS]: { json: list(live(moved)) } }, { declaredApps: declared() });
    expect(rules(result)).toEqual(['live/spec-drift']);
    expect(messages(result, 'live/spec-drift')[0]).toContain(
      'the live spec differs from argocd/web-production.yaml at the audited revision: source 1 path: live "apps/web/overlays/staging", git "apps/web/overlays/production"',
    );
  });

  it('fails changed Kustomize options and another destination namespace', async () => {
    const edited = {
      ...SPEC,
      source: { ...SPEC.source, kustomize: { images: ['web=registry.example/web:1.3.0'] } },
      destination: { ...SPEC.destination, namespace: 'shop-old' },
    };
    const { result } = await judgeWith({ [APPS]: { json: list(live(edited)) } }, { declaredApps: declared() });
    const [message] = messages(result, 'live/spec-drift');
    expect(message).toContain('source 1 kustomize');
    expect(message).toContain('destination.namespace: live "shop-old", git "shop"');
  });

  it('fails a live spec without a source at all (a missing field is never "the same")', async () => {
    const { result } = await judgeWith(
      { [APPS]: { json: list(live({ project: 'default', destination: SPEC.destination })) } },
      { declaredApps: declared() },
    );
    expect(messages(result, 'live/spec-drift')[0]).toContain('source 1 repoURL: live unset');
  });
});

describe('live/unmanaged-app: Applications in the audited projects that git declares nowhere', () => {
  it('warns about a hand-made Application of the audited project, and lists how long it has been OutOfSync', async () => {
    const stray = application({
      name: 'debug-shell',
      sync: 'OutOfSync',
      history: [{ id: 2, revision: 'x', deployedAt: minutesAgo(180) }],
      operationState: null,
    });
    const { result } = await judgeWith({ [APPS]: { json: list(live(SPEC), stray) } }, { declaredApps: declared() });
    const finding = result.drafts.find((d) => d.draft.ruleId === 'live/unmanaged-app');
    expect(finding?.draft.message).toContain(
      'Application debug-shell (project default) runs in Argo CD but no file in git declares it',
    );
    expect(result.summary.unmanaged).toEqual(['debug-shell']);
    expect(result.summary.outOfSync).toEqual([expect.objectContaining({ app: 'debug-shell', dwellMinutes: 180 })]);
    expect(result.notices.at(-1)).toContain('1 OutOfSync: debug-shell (at most 3 h 0 min)');
  });

  it('says nothing of declared apps, apps of other projects and apps an ApplicationSet generates', async () => {
    const other = application({
      name: 'infra-dns',
      spec: { project: 'platform', source: { repoURL: REPO_URL, path: 'infra' }, destination: { namespace: 'dns' } },
    });
    const generated = application({
      name: 'web-preview-42',
      ownerReferences: [{ apiVersion: 'argoproj.io/v1alpha1', kind: 'ApplicationSet', name: 'previews', uid: 'u1' }],
    });
    const { result } = await judgeWith(
      { [APPS]: { json: list(live(SPEC), other, generated) } },
      { declaredApps: declared() },
    );
    expect(rules(result)).toEqual([]);
    expect(result.summary.unmanaged).toBeUndefined();
  });
});

describe('declaredApplications: the Application manifests in the audited tree', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-declared-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds Applications in multi-document files and skips templates, other kinds and .git', async () => {
    mkdirSync(path.join(dir, 'argocd'), { recursive: true });
    mkdirSync(path.join(dir, '.git'), { recursive: true });
    writeFileSync(
      path.join(dir, 'argocd', 'apps.yaml'),
      [
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web-production\nspec:\n  project: default',
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: not-an-app',
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: api-production\nspec: {}',
      ].join('\n---\n'),
    );
    writeFileSync(
      path.join(dir, 'argocd', 'template.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: {{ .Values.name }}\n',
    );
    writeFileSync(
      path.join(dir, '.git', 'stray.yaml'),
      'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: hidden\n',
    );
    const found = await declaredApplications(dir);
    expect([...found.keys()].sort()).toEqual(['api-production', 'web-production']);
    expect(found.get('web-production')?.file).toBe(path.join('argocd', 'apps.yaml'));
  });
});
