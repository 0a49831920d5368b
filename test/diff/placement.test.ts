// Objects pair where they are applied (src/kube/scope.ts): a namespace written out that equals the
// side's destination namespace is a modification, a moved destination namespace moves the objects.
import { describe, expect, it } from 'vitest';
import { diffTarget } from '../../src/diff/index.js';
import { resource } from './resources.js';

const cm = (namespace?: string) =>
  resource({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'a', ...(namespace ? { namespace } : {}) },
    data: { k: 'v' },
  });
const role = (namespace?: string) =>
  resource({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRole',
    metadata: { name: 'r', ...(namespace ? { namespace } : {}) },
  });
const actions = (changes: ReturnType<typeof diffTarget>) =>
  changes.map((c) => `${c.action} ${c.resource.namespace ?? ''}/${c.resource.name}`);

describe('the diff pairs objects where they are applied', () => {
  it('writing out the destination namespace is a modification of the same object', () => {
    const changes = diffTarget({
      app: 'a',
      environment: 'e',
      base: [cm()],
      head: [cm('pay')],
      baseNamespace: 'pay',
      headNamespace: 'pay',
    });
    expect(actions(changes)).toEqual(['modified pay/a']);
    expect(changes[0]?.diff).toContain('+  namespace: pay');
    // Without a destination namespace they stay two objects, as before.
    expect(actions(diffTarget({ app: 'a', environment: 'e', base: [cm()], head: [cm('pay')] })).sort()).toEqual([
      'added pay/a',
      'removed /a',
    ]);
  });

  it('a moved destination namespace moves the objects that name none', () => {
    const changes = diffTarget({
      app: 'a',
      environment: 'e',
      base: [cm()],
      head: [cm()],
      baseNamespace: 'pay',
      headNamespace: 'shop',
    });
    expect(actions(changes).sort()).toEqual(['added /a', 'removed /a']);
    // An object that names its namespace stays where it is.
    expect(
      diffTarget({
        app: 'a',
        environment: 'e',
        base: [cm('x')],
        head: [cm('x')],
        baseNamespace: 'pay',
        headNamespace: 'shop',
      }),
    ).toEqual([]);
  });

  it('a cluster-scoped object is the same object whatever namespace is written on it', () => {
    expect(
      actions(diffTarget({ app: 'a', environment: 'e', base: [role()], head: [role('pay')], headNamespace: 'pay' })),
    ).toEqual(['modified pay/r']);
  });
});
