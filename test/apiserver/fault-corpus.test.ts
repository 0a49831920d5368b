import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { immutableFieldDrafts } from '../../src/apiserver/index.js';
import { createSchemaValidator } from '../../src/schema/index.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { env, resources } from '../schema/helpers.js';
import { CONTROLS, CREATE, UPDATE, UPDATE_CONTROLS } from './fault-cases.mjs';
import { FAULTS_DIR, faultFiles } from './fault-files.mjs';

const read = (rel: string) => readFileSync(path.join(FAULTS_DIR, rel), 'utf8');
const parse = (rel: string) => resources(read(rel), `faults/${rel}`);
const validator = (apiServer: boolean) =>
  createSchemaValidator({
    locations: [OPENAPI_LOCATION],
    crdLocations: [],
    crdDirs: [],
    offline: true,
    strict: true,
    apiServer,
    cacheDir: mkdtempSync(path.join(os.tmpdir(), 'dg-faults-cache-')),
  });
const full = validator(true);
const openApiOnly = validator(false);

describe('the API-server fault corpus', () => {
  it('has at least 80 create-time and 15 update cases, and its files are current', () => {
    expect(CREATE.length).toBeGreaterThanOrEqual(80);
    expect(UPDATE.length).toBeGreaterThanOrEqual(15);
    for (const [rel, text] of faultFiles()) expect(read(rel), rel).toBe(text);
  });

  it('passes OpenAPI-only validation everywhere (the comparison with OpenAPI validators is fair)', async () => {
    const rels = [...faultFiles().keys()];
    for (const rel of rels) {
      const version = rel.startsWith('controls/') ? controlVersion(rel) : '1.31';
      const out = await openApiOnly.validateTarget(parse(rel), env(version));
      expect(out.level, rel).toBe('openapi');
      expect(
        out.drafts.map((d) => d.message),
        rel,
      ).toEqual([]);
    }
  });

  it.each(CREATE.map(([id, , expectText]) => [id, expectText] as const))(
    'create: %s is rejected',
    async (id, expectText) => {
      const out = await full.validateTarget(parse(`create/${id}.yaml`), env('1.31'));
      const messages = out.drafts.filter((d) => d.ruleId === 'schema/invalid').map((d) => d.message);
      expect(
        messages.some((m) => m.includes(expectText)),
        `${id}: ${messages.join('\n')}`,
      ).toBe(true);
      for (const d of out.drafts) expect(d.location?.line, d.message).toBeGreaterThan(0);
    },
  );

  it.each(CONTROLS.map(([id]) => [id] as const))('control: %s is accepted', async (id) => {
    const out = await full.validateTarget(parse(`controls/${id}.yaml`), env(controlVersion(`controls/${id}.yaml`)));
    expect(out.drafts.map((d) => d.message)).toEqual([]);
  });

  it.each(UPDATE.map(([id, , field]) => [id, field] as const))('update: %s is refused', (id, field) => {
    const drafts = immutableFieldDrafts(parse(`update/${id}/base.yaml`), parse(`update/${id}/head.yaml`));
    const hit = drafts.find((d) => d.path === field);
    expect(hit, `${id}: ${drafts.map((d) => `${d.path} ${d.message}`).join('\n')}`).toBeDefined();
    expect(hit?.severity).toBeUndefined();
    expect(hit?.message).toContain('field is immutable');
    expect(hit?.remediation).toContain('Force=true');
  });

  it.each(UPDATE_CONTROLS.map(([id, , , , allowed]) => [id, allowed] as const))('update control: %s', (id, allowed) => {
    const drafts = immutableFieldDrafts(
      parse(`update-controls/${id}/base.yaml`),
      parse(`update-controls/${id}/head.yaml`),
    );
    if (allowed === 'note') {
      expect(drafts.length).toBeGreaterThan(0);
      for (const d of drafts) expect(d.severity).toBe('note');
    } else expect(drafts.map((d) => d.message)).toEqual([]);
  });
});

function controlVersion(rel: string): string {
  const id = path.basename(rel, '.yaml');
  const row = CONTROLS.find(([c]) => c === id);
  return (row?.[3] as string | undefined) ?? '1.31';
}
