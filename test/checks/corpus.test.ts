import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { isRenderedResource, type FindingDraft } from '../../src/model/finding.js';
import { describeRef } from '../../src/model/resource.js';
import { HAS_SHARED } from '../helpers/shared.js';
import { removeCorpusTemp, renderCorpus, type CorpusRender } from './corpus.js';
import { prodEnv } from './resources.js';

interface Row {
  target: string;
  draft: FindingDraft;
  text: string;
}

function rowOf(target: string, d: FindingDraft): Row {
  const r = isRenderedResource(d.resource) ? d.resource : undefined;
  const loc = d.location ?? r?.locate(d.path ?? '');
  const where = loc ? `${loc.file}:${loc.line ?? '?'}${loc.exact ? '' : '~'}` : '?';
  return {
    target,
    draft: d,
    text: `${target} | ${d.ruleId}${d.severity ? ` (${d.severity})` : ''} | ${r ? describeRef(r.ref) : '-'} | ${d.path} | ${where} | ${d.message}`,
  };
}

describe.skipIf(!HAS_SHARED)(
  'policies on the real corpus (every finding reviewed by hand; see the report with CORPUS_REPORT=file)',
  () => {
    let render: CorpusRender;
    const rows: Row[] = [];
    beforeAll(() => {
      render = renderCorpus();
      const set = loadPolicies();
      for (const t of render.targets) {
        const env = prodEnv({ name: t.env });
        for (const d of runPolicies(set, { resources: t.resources, env })) rows.push(rowOf(`${t.name}/${t.env}`, d));
      }
      if (process.env.CORPUS_REPORT)
        writeFileSync(
          process.env.CORPUS_REPORT,
          [...rows.map((r) => r.text), '', 'render failures:', ...render.failed].join('\n'),
        );
    }, 300_000);
    afterAll(() => removeCorpusTemp(render));

    it('renders enough of the corpus to mean something', () => {
      expect(render.targets.length).toBeGreaterThan(40);
      expect(render.targets.some((t) => t.name === 'prom/kube-prometheus-stack-vendored')).toBe(true);
    });

    it('points every finding at a rendered resource, a field of a PodSpec (or the hook annotation) and a source line', () => {
      for (const { draft: d, text } of rows) {
        expect(isRenderedResource(d.resource), text).toBe(true);
        // Pod-spec policies point at the container field; the GitOps rules at the object's own field.
        if (/^(image|resources|security|gpu)\//.test(d.ruleId))
          expect(d.path, text).toMatch(/^\/spec\/.*\/(image|resources\/(requests|limits))$/);
        else expect(d.path, text).toMatch(/^\/(spec|metadata|data)(\/|$)/);
        const loc = d.location ?? (isRenderedResource(d.resource) ? d.resource.locate(d.path!) : undefined);
        expect(loc?.line, text).toBeGreaterThan(0);
        expect(d.fingerprintKey, text).toBeTruthy();
      }
    });

    it('leaves the setup hooks of the real charts alone: kube-prometheus-stack admission create/patch Jobs are not verifying hooks', () => {
      const hooks = rows.filter(
        (r) => r.draft.ruleId.startsWith('hook/') && r.target === 'prom/kube-prometheus-stack-vendored/default',
      );
      expect(hooks.map((r) => r.text)).toEqual([]);
    });

    it('parses every real image reference (a schema/invalid here is a parser bug)', () => {
      expect(rows.filter((r) => r.draft.ruleId === 'schema/invalid').map((r) => r.text)).toEqual([]);
    });

    it('does not judge helm test hooks, which are never deployed', () => {
      expect(rows.filter((r) => /service-checker/.test(r.text)).map((r) => r.text)).toEqual([]);
    });

    it('reports only what is missing: the springboot production overlay sets memory but not cpu', () => {
      const prod = rows.filter(
        (r) =>
          r.target === 'kustomize/springboot/overlays/production/default' && r.draft.ruleId.startsWith('resources/'),
      );
      expect(prod.map((r) => r.draft.message)).toEqual(['container "sbdemo" sets no request for cpu']);
    });

    it('finds the real mutable tags (wikimedia sidecars on :latest, untagged kustomize examples)', () => {
      const tags = rows.filter((r) => r.draft.ruleId === 'image/mutable-tag').map((r) => r.draft.message);
      expect(tags).toContain(
        'container "changeprop-nutcracker" image "docker-registry.wikimedia.org/nutcracker:latest" uses the mutable tag `latest`',
      );
      expect(tags).toContain('init container "init-command" image "debian" has no tag, so the runtime pulls `:latest`');
      // Pinned release tags are never mutable.
      expect(tags.filter((m) => /:v?\d+\.\d+/.test(m))).toEqual([]);
    });
  },
);
