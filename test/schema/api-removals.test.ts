import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkApiVersions } from '../../src/checks/api/index.js';
import { removalTable } from '../../src/schema/api-tables.js';
import { compareVersions } from '../../src/kube/version.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { env, mirrorValidator, resources, VERSIONS } from './helpers.js';

interface CrossRow {
  apiVersion: string;
  kinds: string[];
  replacement: string | null;
}
type Cross = { official: Record<string, CrossRow[]>; observed_openapi: Record<string, CrossRow[]> };

const strip = (v: string): string => v.replace(/^v/, '');

/** Read at collection only when ../shared is there: without it the suite below is skipped, not crashed. */
function loadCross(): Cross {
  if (!HAS_SHARED) return { official: {}, observed_openapi: {} };
  return parse(readFileSync(sharedPath('data', 'api-removals', 'removals-crosscheck.yaml'), 'utf8')) as Cross;
}

describe.skipIf(!HAS_SHARED)('the removal table against the cross-check', () => {
  const cross = loadCross();
  const table = removalTable();
  const releases = [...new Set([...Object.keys(cross.official), ...Object.keys(cross.observed_openapi)])];

  it.each(releases)('every kind removed in %s is in the table with that release', (release) => {
    const rows = [...(cross.official[release] ?? []), ...(cross.observed_openapi[release] ?? [])];
    for (const row of rows) {
      for (const kind of row.kinds) {
        expect(table.byKind.get(`${row.apiVersion}/${kind}`)?.removedIn, `${row.apiVersion} ${kind}`).toBe(
          strip(release),
        );
      }
    }
  });

  it('the table has no removal the cross-check does not know (pluto-only rows stay out)', () => {
    const known = new Set<string>();
    for (const section of [cross.official, cross.observed_openapi]) {
      for (const [release, rows] of Object.entries(section))
        for (const r of rows) for (const k of r.kinds) known.add(`${r.apiVersion}/${k}@${strip(release)}`);
    }
    // extensions/v1beta1 PodSecurityPolicy (1.16) is a documented fact outside the guide (see pluto_disagrees).
    // Alpha removals before the OpenAPI snapshots start (1.23) come from the release notes; deprecated-only
    // rows (removedIn null) are checked against the OpenAPI below.
    const extra = [...table.byKind.values()]
      .filter((r) => r.removedIn !== null)
      .map((r) => `${r.apiVersion}/${r.kind}@${r.removedIn}`)
      .filter((k) => !known.has(k))
      .sort();
    expect(extra).toEqual([
      'auditregistration.k8s.io/v1alpha1/AuditSink@1.19',
      'batch/v2alpha1/CronJob@1.21',
      'extensions/v1beta1/PodSecurityPolicy@1.16',
      'rbac.authorization.k8s.io/v1alpha1/ClusterRole@1.22',
      'rbac.authorization.k8s.io/v1alpha1/ClusterRoleBinding@1.22',
      'rbac.authorization.k8s.io/v1alpha1/Role@1.22',
      'rbac.authorization.k8s.io/v1alpha1/RoleBinding@1.22',
      'scheduling.k8s.io/v1alpha1/PriorityClass@1.17',
      'settings.k8s.io/v1alpha1/PodPreset@1.20',
    ]);
    expect(table.byKind.has('flowcontrol.apiserver.k8s.io/v1beta1/FlowControl')).toBe(false);
  });

  it('official replacements agree with the guide', () => {
    for (const [, rows] of Object.entries(cross.official)) {
      for (const row of rows) {
        for (const kind of row.kinds) {
          const ours = table.byKind.get(`${row.apiVersion}/${kind}`)!;
          if (row.replacement === null) expect(ours.replacement).toBeNull();
          else expect(row.replacement.startsWith(ours.replacement ?? '?'), `${row.apiVersion} ${kind}`).toBe(true);
        }
      }
    }
  });

  it.each(VERSIONS)(
    'in %s: kinds the table says are removed are absent from the OpenAPI, the others present',
    (version) => {
      const present = new Set<string>();
      for (const file of ['api__v1', ...listGroupFiles(version)]) {
        const doc = JSON.parse(
          readFileSync(sharedPath('data', 'k8s-openapi', `v${version}`, `${file}_openapi.json`), 'utf8'),
        ) as {
          components: {
            schemas: Record<
              string,
              { 'x-kubernetes-group-version-kind'?: { group: string; version: string; kind: string }[] }
            >;
          };
        };
        for (const s of Object.values(doc.components.schemas)) {
          for (const g of s['x-kubernetes-group-version-kind'] ?? [])
            present.add(`${g.group ? `${g.group}/` : ''}${g.version}/${g.kind}`);
        }
      }
      for (const row of table.byKind.values()) {
        const key = `${row.apiVersion}/${row.kind}`;
        const removed = row.removedIn !== null && compareVersions(version, row.removedIn) >= 0;
        if (removed) expect(present.has(key), `${key} in ${version}`).toBe(false);
        // A deprecated-only row is still served: present from its deprecation on.
        else if (row.removedIn === null && compareVersions(version, row.deprecatedIn!) >= 0)
          expect(present.has(key), `${key} in ${version}`).toBe(true);
        // The release before the removal still has it (alpha kinds may be younger than 1.25).
        else if (VERSIONS[VERSIONS.indexOf(version) + 1] === row.removedIn)
          expect(present.has(key), `${key} in ${version}`).toBe(true);
        const next = row.replacement ? table.byKind.get(`${row.replacement}/${row.kind}`) : undefined;
        const nextGone = next !== undefined && next.removedIn !== null && compareVersions(version, next.removedIn) >= 0;
        if (
          row.replacement &&
          row.replacementSince &&
          !nextGone &&
          compareVersions(version, row.replacementSince) >= 0
        ) {
          expect(
            present.has(`${row.replacement}/${row.kind}`) || row.note !== undefined,
            `replacement ${row.replacement} ${row.kind} in ${version}`,
          ).toBe(true);
        }
      }
    },
  );
});

function listGroupFiles(version: string): string[] {
  return readdirSync(sharedPath('data', 'k8s-openapi', `v${version}`))
    .filter((f) => f.startsWith('apis__'))
    .map((f) => f.replace(/_openapi\.json$/, ''));
}

const CRONJOB =
  'apiVersion: batch/v1beta1\nkind: CronJob\nmetadata: {name: cleanup}\nspec:\n  schedule: "0 * * * *"\n  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: c, image: busybox}]}}}}\n';
const CSI_CAP =
  'apiVersion: storage.k8s.io/v1beta1\nkind: CSIStorageCapacity\nmetadata: {name: cap, namespace: kube-system}\nstorageClassName: fast\n';
const VAC =
  'apiVersion: storage.k8s.io/v1beta1\nkind: VolumeAttributesClass\nmetadata: {name: gold}\ndriverName: csi.example.com\n';

describe('api/removed and api/deprecated', () => {
  it('batch/v1beta1 CronJob: deprecated in 1.21-1.24, removed from 1.25, naming the replacement', () => {
    const objs = resources(CRONJOB);
    expect(checkApiVersions(objs, env('1.20'))).toEqual([]);
    const dep = checkApiVersions(objs, env('1.23'));
    expect(dep.map((d) => d.ruleId)).toEqual(['api/deprecated']);
    expect(dep[0]!.message).toBe(
      'batch/v1beta1 CronJob is deprecated since Kubernetes 1.21 and removed in 1.25; use batch/v1 (served since 1.21, so available in 1.23)',
    );
    for (const v of VERSIONS) {
      const rem = checkApiVersions(objs, env(v));
      expect(rem.map((d) => [d.ruleId, d.path])).toEqual([['api/removed', '/apiVersion']]);
      expect(rem[0]!.message).toContain(`not served by Kubernetes ${v} (removed in 1.25); use batch/v1`);
    }
  });

  it('is per kind: storage.k8s.io/v1beta1 CSIStorageCapacity goes in 1.27, VolumeAttributesClass v1beta1 is only deprecated (1.34)', () => {
    expect(checkApiVersions(resources(CSI_CAP), env('1.26')).map((d) => d.ruleId)).toEqual(['api/deprecated']);
    expect(checkApiVersions(resources(CSI_CAP), env('1.27')).map((d) => d.ruleId)).toEqual(['api/removed']);
    expect(checkApiVersions(resources(VAC), env('1.31'))).toEqual([]);
    expect(checkApiVersions(resources(VAC), env('1.33'))).toEqual([]);
  });

  it('a deprecated API with no removal release yet gets api/deprecated only, in every later version', () => {
    const slice = resources(
      'apiVersion: resource.k8s.io/v1beta1\nkind: ResourceSlice\nmetadata: {name: s}\nspec: {driver: d, pool: {name: p, generation: 1, resourceSliceCount: 1}}\n',
    );
    expect(checkApiVersions(slice, env('1.33'))).toEqual([]);
    for (const v of ['1.34', '1.35']) {
      const drafts = checkApiVersions([...slice, ...resources(VAC)], env(v));
      expect(drafts.map((d) => d.ruleId)).toEqual(['api/deprecated', 'api/deprecated']);
      expect(drafts[0]!.message).toContain(
        'deprecated since Kubernetes 1.34 and still served (no removal release announced yet); use resource.k8s.io/v1',
      );
      expect(drafts[0]!.remediation).toBe('migrate to resource.k8s.io/v1');
    }
  });

  it.each([
    ['scheduling.k8s.io/v1alpha1', 'PriorityClass', '1.17', 'value: 1000'],
    ['rbac.authorization.k8s.io/v1alpha1', 'ClusterRole', '1.22', 'rules: []'],
    [
      'rbac.authorization.k8s.io/v1alpha1',
      'RoleBinding',
      '1.22',
      'roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: r}',
    ],
    ['batch/v2alpha1', 'CronJob', '1.21', 'spec: {}'],
    ['settings.k8s.io/v1alpha1', 'PodPreset', '1.20', 'spec: {}'],
  ])(
    '%s %s removed before 1.25 is api/removed (removed in %s), not schema/not-found',
    (apiVersion, kind, release, body) => {
      const obj = resources(`apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata: {name: x, namespace: ns}\n${body}\n`);
      const drafts = checkApiVersions(obj, env('1.29'));
      expect(drafts.map((d) => d.ruleId)).toEqual(['api/removed']);
      expect(drafts[0]!.message).toContain(`(removed in ${release})`);
    },
  );

  it('says whether the replacement exists yet', () => {
    const pdb = resources(
      'apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: p}\nspec: {minAvailable: 1}\n',
    );
    expect(checkApiVersions(pdb, env('1.21'))[0]!.message).toContain(
      'use policy/v1 (served since 1.21, so available in 1.21)',
    );
    const psp = resources('apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata: {name: p}\nspec: {}\n');
    expect(checkApiVersions(psp, env('1.25'))[0]!.message).toContain('there is no direct replacement');
  });

  it('an environment newer than the table says so instead of passing silently', () => {
    const drafts = checkApiVersions(resources(CSI_CAP.replace('v1beta1', 'v1')), env('1.36'));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ ruleId: 'api/deprecated', verdict: 'inconclusive' });
    expect(drafts[0]!.message).toContain('newer than');
    expect(checkApiVersions(resources(CSI_CAP.replace('v1beta1', 'v1')), env('1.35'))).toEqual([]);
  });
});

describe.skipIf(!HAS_SHARED)('kinds absent from the OpenAPI although the table is silent', () => {
  const validator = mirrorValidator();

  it('storage.k8s.io/v1beta1 VolumeAttributesClass is not yet served by 1.30, is by 1.31', async () => {
    const before = await validator.validateTarget(resources(VAC), env('1.30'));
    expect(before.drafts.map((d) => [d.ruleId, d.path])).toEqual([['api/not-yet-served', '/apiVersion']]);
    expect(before.drafts[0]!.message).toContain('first served by Kubernetes 1.31');
    const after = await validator.validateTarget(resources(VAC), env('1.31'));
    expect(after.drafts).toEqual([]);
  });

  it('a kind the table reports is left to checkApiVersions (one finding, with the replacement)', async () => {
    const out = await validator.validateTarget(resources(CRONJOB), env('1.29'));
    expect(out.drafts).toEqual([]);
    expect(checkApiVersions(resources(CRONJOB), env('1.29'))).toHaveLength(1);
  });

  it('a group-version whose whole document is missing is not served (yet: 1.35 serves it)', async () => {
    const wl = resources(
      'apiVersion: scheduling.k8s.io/v1alpha1\nkind: Workload\nmetadata: {name: w, namespace: x}\nspec: {}\n',
    );
    const drafts = (await validator.validateTarget(wl, env('1.34'))).drafts;
    expect(drafts.map((d) => d.ruleId)).toEqual(['api/not-yet-served']);
    expect(drafts[0]!.message).toContain('first served by Kubernetes 1.35');
  });
});
