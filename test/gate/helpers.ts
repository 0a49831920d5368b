import { isNode, LineCounter, parseAllDocuments } from 'yaml';
import { parsePointer } from '../../src/kube/json-pointer.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import type { Resource } from '../../src/model/resource.js';
import { checkGate, type RecordSource } from '../../src/gate/index.js';

/** YAML → Resources with a `locate` that finds the line of a pointer (a stand-in for the manifest parser). */
export function resources(text: string, file = 'rendered.yaml'): Resource[] {
  const lc = new LineCounter();
  return parseAllDocuments(text, { lineCounter: lc }).flatMap((doc, docIndex) => {
    const object = doc.toJS() as Record<string, unknown> | null;
    if (!object) return [];
    const meta = (object.metadata ?? {}) as Record<string, unknown>;
    const lineOf = (pointer: string): number => {
      const tokens = (parsePointer(pointer) ?? []).map((t) => (/^\d+$/.test(t) ? Number(t) : t));
      for (let n = tokens.length; n >= 0; n--) {
        const node = n === 0 ? doc.contents : doc.getIn(tokens.slice(0, n), true);
        if (isNode(node) && node.range) return lc.linePos(node.range[0]).line;
      }
      return 1;
    };
    return [
      {
        ref: {
          apiVersion: String(object.apiVersion),
          kind: String(object.kind),
          name: String(meta.name),
          ...(typeof meta.namespace === 'string' ? { namespace: meta.namespace } : {}),
        },
        object,
        docIndex,
        source: { file, line: lineOf('') },
        locate: (pointer: string) => ({ file, line: lineOf(pointer) }),
      },
    ];
  });
}

export function deployment(name: string, images: string[] | string, namespace = 'apps'): string {
  const list = Array.isArray(images) ? images : [images];
  return `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: ${namespace}
spec:
  template:
    spec:
      containers:
${list.map((image, i) => `        - name: c${i}\n          image: ${image}`).join('\n')}
`;
}

export function env(name: string, gateRecords: EnvironmentConfig['gateRecords'] = 'required'): EnvironmentConfig {
  return { name, kubernetesVersion: '1.31', requireDigests: true, gateRecords, apiVersions: [] };
}

export const hex = (c: string): string => `sha256:${c.repeat(64)}`;

export function record(
  id: string,
  image: string,
  digest: string,
  decision = 'pass',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    apiVersion: 'deploy-gate/v1',
    kind: 'GateDecision',
    id,
    decision,
    candidate: { image, digest },
    criteriaVersion: 'release-2026.11.2',
    decidedAt: '2026-11-25T14:40:00Z',
    ...extra,
  };
}

/** The production gate (records required, every image in scope) over one Deployment `name` running `images`. */
export const gateDeployment = (records: RecordSource, name: string, images: string[] | string) =>
  checkGate({ env: env('production'), scope: [], head: resources(deployment(name, images)), records });
