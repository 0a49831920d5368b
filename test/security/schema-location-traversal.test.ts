// An object's apiVersion and kind go into schema location templates ({{group}}, {{version}},
// {{kind}}, {{file}}). Before this test, `apiVersion: a/x/../../../evil/z` made a CRD template
// point at another folder (or, on the catalog's host, another repository: URLs normalise `..`), and a
// permissive JSON file there validated the object: a pass for something the API server refuses.
// Now such a name is `schema/invalid` (fail) and nothing is looked up for it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandTemplate } from '../../src/schema/locations.js';
import { isValidApiVersion, isValidKind } from '../../src/schema/object-identity.js';
import { validateIn } from '../helpers/validate.js';

let work: string;
let server: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'dg-schema-traversal-'));
  // Every path answers with a schema that accepts anything: a lookup that strays would "validate".
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    res.end('{"type":"object"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The same decoy on disk, where a plain-path template would stray to.
  mkdirSync(path.join(work, 'crds'), { recursive: true });
  mkdirSync(path.join(work, 'evil'), { recursive: true });
  writeFileSync(path.join(work, 'evil', 'z.json'), '{"type":"object"}');
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const object = (apiVersion: string, kind: string) =>
  `apiVersion: ${JSON.stringify(apiVersion)}\nkind: ${JSON.stringify(kind)}\nmetadata:\n  name: x\nspec:\n  anything: [1, 2]\n`;

async function validateOne(text: string, crdLocation: string) {
  const file = path.join(work, `m-${asked.length}-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  return validateIn(work, [file], { crdSchemaLocations: [crdLocation], offline: false });
}

describe('apiVersion and kind cannot steer a schema location', () => {
  const cases: [string, string, string][] = [
    ['a/x/../../../evil/z', 'Widget', '/apiVersion'],
    ['example.com/v1', '../../../evil/z', '/kind'],
    ['apps/x/../../../../evil', 'Deployment', '/apiVersion'],
    ['example.com/%2e%2e', 'Widget', '/apiVersion'],
    ['example.com/v1?x=', 'Widget', '/apiVersion'],
  ];
  for (const [apiVersion, kind, pointer] of cases)
    it(`${apiVersion} ${kind}: schema/invalid at ${pointer}, nothing asked`, async () => {
      asked.length = 0;
      const http = await validateOne(object(apiVersion, kind), `${base}/crds/{{group}}/{{kind}}_{{version}}.json`);
      const disk = await validateOne(
        object(apiVersion, kind),
        path.join(work, 'crds', '{{group}}', '{{kind}}_{{version}}.json'),
      );
      for (const report of [http, disk]) {
        expect(report.verdict).toBe('fail');
        expect(report.findings.map((f) => [f.ruleId, f.path, f.verdict])).toEqual([
          ['schema/invalid', pointer, 'fail'],
        ]);
        expect(report.targets[0]).toMatchObject({ validated: 0, unvalidated: 1 });
      }
      expect(asked).toEqual([]);
    });

  it('a valid custom resource is looked up where the template says, and validated', async () => {
    asked.length = 0;
    const report = await validateOne(
      object('example.com/v1', 'Widget'),
      `${base}/crds/{{group}}/{{kind}}_{{version}}.json`,
    );
    expect(asked).toEqual(['/crds/example.com/widget_v1.json']);
    expect(report.verdict).toBe('pass');
    expect(report.targets[0]).toMatchObject({ validated: 1, unvalidated: 0 });
  });
});

describe('names the API server accepts', () => {
  it('apiVersion: group (DNS subdomain) / version (DNS label), or a core version', () => {
    for (const ok of ['v1', 'apps/v1', 'cert-manager.io/v1', 'argoproj.io/v1alpha1', 'a-b.c-d.io/v2beta3'])
      expect(isValidApiVersion(ok), ok).toBe(true);
    for (const bad of [
      '',
      '/v1',
      'apps/',
      'Apps/v1',
      'apps/V1',
      'a/b/c',
      'a/..',
      '../v1',
      'a b/v1',
      'apps/1',
      `${'a'.repeat(254)}/v1`,
    ])
      expect(isValidApiVersion(bad), bad).toBe(false);
  });

  it('kind: letters, digits and dashes, starting with a letter', () => {
    for (const ok of ['Deployment', 'HorizontalPodAutoscaler', 'My-Kind', 'V1Thing'])
      expect(isValidKind(ok), ok).toBe(true);
    for (const bad of ['', '1Kind', '../x', 'a/b', 'Kind.', 'Kind-', 'a b', 'K'.repeat(64)])
      expect(isValidKind(bad), bad).toBe(false);
  });

  it('a template value is one path segment, or the expansion is refused', () => {
    expect(expandTemplate('/s/{{group}}/{{kind}}_{{version}}.json', { group: 'apps', kind: 'x', version: 'v1' })).toBe(
      '/s/apps/x_v1.json',
    );
    for (const bad of ['..', '.', '../x', 'a/b', 'a\\b', '%2e%2e', 'a?b', 'a#b', ''])
      expect(() => expandTemplate('/s/{{group}}.json', { group: bad }), bad).toThrow(/is not one path segment/);
  });
});
