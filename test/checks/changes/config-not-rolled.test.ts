import { describe, expect, it } from 'vitest';
import { configNotRolled } from '../../../src/checks/changes/config-not-rolled.js';
import { resourcesFromYaml } from '../resources.js';

const config = (kind: 'ConfigMap' | 'Secret', value: string, annotations = '{}') =>
  kind === 'ConfigMap'
    ? `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: app-config, annotations: ${annotations}}\ndata: {LEVEL: "${value}"}\n`
    : `apiVersion: v1\nkind: Secret\nmetadata: {name: app-secret, annotations: ${annotations}}\nstringData: {TOKEN: "${value}"}\n`;

const workload = (reads: string, { podAnnotations = '{}', annotations = '{}', volumes = '[]' } = {}) => `
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, annotations: ${annotations}}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}, annotations: ${podAnnotations}}
    spec:
      volumes: ${volumes}
      containers:
        - name: web
          image: ghcr.io/acme/web:1
${reads}
`;

const ENV_FROM = '          envFrom: [{configMapRef: {name: app-config}}]';
const run = (base: string, head: string, reloader = false) =>
  configNotRolled({ base: resourcesFromYaml(base), head: resourcesFromYaml(head), reloader });

describe('rollout/config-not-rolled', () => {
  it('a ConfigMap read through envFrom changes while the pod template does not', () => {
    const drafts = run(
      `${config('ConfigMap', 'info')}---${workload(ENV_FROM)}`,
      `${config('ConfigMap', 'debug')}---${workload(ENV_FROM)}`,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.ruleId).toBe('rollout/config-not-rolled');
    expect(drafts[0]?.path).toBe('/spec/template/spec/containers/0/envFrom/0');
    expect(drafts[0]?.message).toContain(
      'ConfigMap app-config changes its data, but Deployment web reads it only at container start (container "web" envFrom)',
    );
    expect(drafts[0]?.remediation).toMatch(/checksum annotation.*configMapGenerator.*Reloader/s);
  });

  it('a Secret read through valueFrom: named, its values never shown', () => {
    const env = '          env: [{name: TOKEN, valueFrom: {secretKeyRef: {name: app-secret, key: TOKEN}}}]';
    const drafts = run(
      `${config('Secret', 'hunter2-old-value')}---${workload(env)}`,
      `${config('Secret', 'hunter2-new-value')}---${workload(env)}`,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.message).toContain('Secret app-secret');
    expect(drafts[0]?.message).toContain('env TOKEN');
    expect(JSON.stringify(drafts)).not.toMatch(/hunter2/);
  });

  it('a subPath mount of the ConfigMap is reported; a whole-volume mount (control) is not', () => {
    const volumes = '[{name: cfg, configMap: {name: app-config}}]';
    const sub = '          volumeMounts: [{name: cfg, mountPath: /etc/app/level, subPath: LEVEL}]';
    const whole = '          volumeMounts: [{name: cfg, mountPath: /etc/app}]';
    const pair = (mount: string) =>
      run(
        `${config('ConfigMap', 'info')}---${workload(mount, { volumes })}`,
        `${config('ConfigMap', 'debug')}---${workload(mount, { volumes })}`,
      );
    expect(pair(sub).map((d) => d.message)).toEqual([
      expect.stringContaining('container "web" subPath mount /etc/app/level'),
    ]);
    expect(pair(whole)).toEqual([]);
  });

  it('control: a checksum annotation that changes with the data rolls the pods', () => {
    const drafts = run(
      `${config('ConfigMap', 'info')}---${workload(ENV_FROM, { podAnnotations: '{checksum/config: aaa}' })}`,
      `${config('ConfigMap', 'debug')}---${workload(ENV_FROM, { podAnnotations: '{checksum/config: bbb}' })}`,
    );
    expect(drafts).toEqual([]);
  });

  it('a Reloader annotation counts only when the config says Reloader is installed', () => {
    const annotations = '{configmap.reloader.stakater.com/reload: "other, app-config"}';
    const base = `${config('ConfigMap', 'info')}---${workload(ENV_FROM, { annotations })}`;
    const head = `${config('ConfigMap', 'debug')}---${workload(ENV_FROM, { annotations })}`;
    expect(run(base, head, false)).toHaveLength(1);
    expect(run(base, head, true)).toEqual([]);
    // Reloader watching another ConfigMap does not help.
    const other = '{configmap.reloader.stakater.com/reload: other}';
    expect(
      run(
        `${config('ConfigMap', 'info')}---${workload(ENV_FROM, { annotations: other })}`,
        `${config('ConfigMap', 'debug')}---${workload(ENV_FROM, { annotations: other })}`,
        true,
      ),
    ).toHaveLength(1);
  });

  it('control: metadata-only change of the ConfigMap, or a workload that does not read it, is not reported', () => {
    expect(
      run(
        `${config('ConfigMap', 'info')}---${workload(ENV_FROM)}`,
        `${config('ConfigMap', 'info', '{note: x}')}---${workload(ENV_FROM)}`,
      ),
    ).toEqual([]);
    const other = '          envFrom: [{configMapRef: {name: unrelated}}]';
    expect(
      run(
        `${config('ConfigMap', 'info')}---${workload(other)}`,
        `${config('ConfigMap', 'debug')}---${workload(other)}`,
      ),
    ).toEqual([]);
  });
});
