// The edits Argo CD's repo-server makes with `kustomize edit`, checked against the behaviour of
// kustomize's edit commands (kustomize/commands/edit/set, edit/add).
import { describe, expect, it } from 'vitest';
import { applyKustomizeEdits, EditRefused } from '../../src/render/kustomize-edit.js';
import { parseImageArg, splitImage } from '../../src/render/kustomize-edit-images.js';
import type { KustomizeEdits } from '../../src/model/target.js';

const edit = (k: Record<string, unknown>, e: KustomizeEdits, exists: (c: string) => boolean = () => true) => {
  applyKustomizeEdits(k, e, exists);
  return k;
};

describe('kustomize edit set image', () => {
  it('parses the argument forms kustomize accepts', () => {
    expect(parseImageArg('node:8.15.0')).toEqual({ name: 'node', newTag: '8.15.0' });
    expect(parseImageArg('mysql=mariadb')).toEqual({ name: 'mysql', newName: 'mariadb' });
    expect(parseImageArg('alpine@sha256:abc')).toEqual({ name: 'alpine', digest: 'sha256:abc' });
    expect(parseImageArg('a=reg:5000/b:1@sha256:x')).toEqual({
      name: 'a',
      newName: 'reg:5000/b',
      newTag: '1',
      digest: 'sha256:x',
    });
    expect(splitImage('localhost:5000/app')).toEqual({ name: 'localhost:5000/app', tag: '', digest: '' });
    expect(() => parseImageArg('nginx')).toThrow(EditRefused);
  });

  it('replaces the entry of the same name whole, keeps the others, sorts by name, and keeps `*` fields', () => {
    const k = edit(
      {
        images: [
          { name: 'z', newTag: '1' },
          { name: 'web', newName: 'old', newTag: '1', tagSuffix: 'x' },
        ],
      },
      { images: ['web:latest', 'api=reg/api:*'] },
    );
    expect(k.images).toEqual([
      { name: 'api', newName: 'reg/api' },
      { name: 'web', newTag: 'latest' },
      { name: 'z', newTag: '1' },
    ]);
    const kept = edit({ images: [{ name: 'web', newName: 'keep', newTag: '1' }] }, { images: ['web=*:2'] });
    expect(kept.images).toEqual([{ name: 'web', newName: 'keep', newTag: '2' }]);
  });

  it('reads imageTags and case-folded keys as kustomize does', () => {
    const k = edit(
      { Images: [{ name: 'a', newTag: '1' }], imageTags: [{ name: 'b', newTag: '2' }] },
      { images: ['c:3'] },
    );
    expect(k).toEqual({
      images: [
        { name: 'a', newTag: '1' },
        { name: 'b', newTag: '2' },
        { name: 'c', newTag: '3' },
      ],
    });
  });
});

describe('other kustomize edits', () => {
  it('sets namePrefix, nameSuffix and namespace, and refuses an invalid namespace', () => {
    expect(edit({ namePrefix: 'a-' }, { namePrefix: 'b-', nameSuffix: '-s', namespace: 'ns' })).toEqual({
      namePrefix: 'b-',
      nameSuffix: '-s',
      namespace: 'ns',
    });
    expect(() => edit({}, { namespace: 'Not_Valid' })).toThrow(/not a valid namespace/);
  });

  it('sets replicas by name and sorts them', () => {
    const k = edit(
      {
        replicas: [
          { name: 'b', count: 1 },
          { name: 'a', count: 1 },
        ],
      },
      { replicas: [{ name: 'b', count: 5 }] },
    );
    expect(k.replicas).toEqual([
      { name: 'a', count: 1 },
      { name: 'b', count: 5 },
    ]);
  });

  it('adds labels: an existing key needs force; --without-selector writes a labels entry', () => {
    expect(() => edit({ commonLabels: { team: 'a' } }, { commonLabels: { team: 'b' } })).toThrow(/Use --force/);
    expect(edit({ commonLabels: { team: 'a' } }, { commonLabels: { team: 'b' }, forceCommonLabels: true })).toEqual({
      commonLabels: { team: 'b' },
    });
    const k = edit(
      { labels: [{ pairs: { x: '1' }, includeSelectors: true }] },
      { commonLabels: { team: 'b' }, labelWithoutSelector: true, labelIncludeTemplates: true },
    );
    expect(k.labels).toEqual([
      { pairs: { x: '1' }, includeSelectors: true },
      { pairs: { team: 'b' }, includeTemplates: true },
    ]);
    expect(() => edit({}, { commonLabels: { a: 'b' }, labelIncludeTemplates: true })).toThrow(/--without-selector/);
    expect(() => edit({}, { commonLabels: { a: 'no spaces' } })).toThrow(/not a valid label value/);
  });

  it('adds annotations, with force for an existing key', () => {
    expect(() => edit({ commonAnnotations: { a: '1' } }, { commonAnnotations: { a: '2' } })).toThrow(/Use --force/);
    expect(edit({}, { commonAnnotations: { 'example.com/a': 'x: "y"' } })).toEqual({
      commonAnnotations: { 'example.com/a': 'x: "y"' },
    });
  });

  it('appends patches after the existing ones', () => {
    const k = edit({ patches: [{ path: 'a.yaml' }] }, { patches: [{ path: 'b.yaml' }] });
    expect(k.patches).toEqual([{ path: 'a.yaml' }, { path: 'b.yaml' }]);
  });

  it('adds components once; a missing one fails unless ignoreMissingComponents drops it', () => {
    const exists = (c: string) => c !== 'missing';
    expect(edit({ components: ['c1'], bases: ['../b'] }, { components: ['c1', 'c2'] }, exists)).toEqual({
      components: ['c1', 'c2'],
      resources: ['../b'],
    });
    expect(() => edit({}, { components: ['missing'] }, exists)).toThrow(/has no match/);
    expect(edit({}, { components: ['missing'], ignoreMissingComponents: true }, exists)).toEqual({});
  });
});
