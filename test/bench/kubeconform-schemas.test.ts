import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error bench-only script, plain JavaScript
import { schemaFileName, writeKubeconformSchemas } from '../../scripts/kubeconform-schemas.mjs';

/** The bench's schemas for kubeconform: named as kubeconform looks them up, standalone, strict. */
const openapi = path.resolve(import.meta.dirname, '..', 'fixtures', 'k8s-openapi', 'v1.31');
const out = mkdtempSync(path.join(os.tmpdir(), 'dg-kcschemas-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function walk(node: unknown, visit: (n: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (node !== null && typeof node === 'object') {
    visit(node as Record<string, unknown>);
    Object.values(node).forEach((n) => walk(n, visit));
  }
}

describe('kubeconform schemas for the bench', () => {
  it('names files as kubeconform looks them up ({kind}{-group prefix}-{version}.json)', () => {
    expect(schemaFileName({ group: '', version: 'v1', kind: 'Service' })).toBe('service-v1.json');
    expect(schemaFileName({ group: 'apps', version: 'v1', kind: 'Deployment' })).toBe('deployment-apps-v1.json');
    expect(schemaFileName({ group: 'networking.k8s.io', version: 'v1', kind: 'Ingress' })).toBe(
      'ingress-networking-v1.json',
    );
  });

  it('writes one standalone, strict schema per kind of the OpenAPI documents', () => {
    const count = writeKubeconformSchemas(openapi, out);
    const files = readdirSync(out);
    expect(count).toBe(files.length);
    expect(files).toContain('service-v1.json');
    const service = JSON.parse(readFileSync(path.join(out, 'service-v1.json'), 'utf8'));
    let refs = 0;
    walk(service, (n) => {
      if ('$ref' in n) refs++;
      if (n.properties && !n['x-kubernetes-preserve-unknown-fields']) expect(n.additionalProperties).toBe(false);
    });
    expect(refs).toBe(0);
    const port = service.properties.spec.properties.ports.items;
    expect(port.required).toContain('port');
    expect(port.properties.port.type).toBe('integer'); // required: no null
    expect(port.properties.targetPort.oneOf).toEqual([{ type: 'string' }, { type: 'integer' }, { type: 'null' }]);
    expect(service.properties.metadata.properties.name.type).toEqual(['string', 'null']); // optional: null allowed
  });
});
