import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { DEFAULT_POLICY_PACKS } from '../../src/model/config.js';
import { prodEnv, resourcesFromYaml } from './resources.js';

const env = prodEnv();
const families = (packs?: readonly string[]) =>
  [...new Set(loadPolicies(packs ? { packs } : {}).checks.map((c) => c.pack ?? c.id.split('/')[0] ?? ''))].sort();

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

  it('policies: [] runs no pack; [pss-restricted] runs restricted with baseline, as the standards add up; the other checks always run', () => {
    expect(families([]).filter((f) => f.startsWith('pss-'))).toEqual([]);
    expect(families(['pss-restricted']).filter((f) => f.startsWith('pss-'))).toEqual([
      'pss-baseline',
      'pss-restricted',
    ]);
    for (const c of loadPolicies().checks.filter((c) => c.pack)) expect(c.id).toMatch(/^pss\/[a-z-]+$/);
    for (const packs of [[], ['pss-restricted']]) expect(families(packs)).toContain('security');
  });

  it('a pod on the host network as root: baseline reports the namespace, restricted the rest', () => {
    const ids = (packs: string[]) =>
      [
        ...new Set(
          runPolicies(loadPolicies({ packs }), { resources: resourcesFromYaml(HOST_NETWORK_ROOT), env })
            .map((d) => d.ruleId)
            .filter((id) => id.startsWith('pss/')),
        ),
      ].sort();
    expect(ids(['pss-baseline'])).toEqual(['pss/host-namespaces']);
    expect(ids(['pss-restricted'])).toEqual([
      'pss/capabilities-drop',
      'pss/host-namespaces',
      'pss/privilege-escalation',
      'pss/run-as-non-root',
      'pss/seccomp-restricted',
    ]);
  });
});
