import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { DEFAULT_POLICY_PACKS } from '../../src/model/config.js';
import { resourcesFromYaml } from './resources.js';

const env = {
  name: 'prod',
  kubernetesVersion: '1.33.0',
  requireDigests: false,
  gateRecords: 'off' as const,
  apiVersions: [],
};
const families = (packs?: readonly string[]) =>
  [...new Set(loadPolicies(packs ? { packs } : {}).checks.map((c) => c.id.split('/')[0] ?? ''))].sort();

const HOST_NETWORK_ROOT = `apiVersion: v1
kind: Pod
metadata: {name: agent}
spec:
  hostNetwork: true
  containers: [{name: agent, image: ghcr.io/acme/agent:1}]
`;

describe('policy packs (config policies:)', () => {
  it('the default runs the Pod Security Standards baseline only', () => {
    expect(DEFAULT_POLICY_PACKS).toEqual(['pss-baseline']);
    expect(families(DEFAULT_POLICY_PACKS)).toContain('pss-baseline');
    expect(families(DEFAULT_POLICY_PACKS)).not.toContain('pss-restricted');
  });

  it('policies: [] runs no pack; [pss-restricted] runs restricted alone; the other checks always run', () => {
    expect(families([]).filter((f) => f.startsWith('pss-'))).toEqual([]);
    expect(families(['pss-restricted']).filter((f) => f.startsWith('pss-'))).toEqual(['pss-restricted']);
    for (const packs of [[], ['pss-restricted']]) expect(families(packs)).toContain('security');
  });

  it('a pod on the host network as root: baseline reports the namespace, restricted the rest', () => {
    const ids = (packs: string[]) =>
      [
        ...new Set(
          runPolicies(loadPolicies({ packs }), { resources: resourcesFromYaml(HOST_NETWORK_ROOT), env })
            .map((d) => d.ruleId)
            .filter((id) => id.startsWith('pss-')),
        ),
      ].sort();
    expect(ids(['pss-baseline'])).toEqual(['pss-baseline/host-namespaces']);
    expect(ids(['pss-restricted'])).toEqual([
      'pss-restricted/capabilities-drop',
      'pss-restricted/privilege-escalation',
      'pss-restricted/run-as-non-root',
      'pss-restricted/seccomp',
    ]);
  });
});
