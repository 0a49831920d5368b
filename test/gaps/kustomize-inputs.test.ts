// Every input of a kustomization is an input of the target: a change to only that file re-renders
// it (with the real kustomize), so what kustomize now builds is checked.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { check, deployment, introduced, PINNED } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\ntargets:\n  - {app: web, environment: production, kustomize: app}\n';
const privilegedPatch = (on: boolean) =>
  `- op: add\n  path: /spec/template/spec/containers/0/securityContext\n  value: {privileged: ${on}}\n`;

interface Case {
  field: string;
  files: Record<string, string>;
  /** The one file the head changes, and its new text. */
  change: [string, string];
  /** A rule the new render must introduce, when the change makes one. */
  rule?: string;
  /** False when the new file leaves the output as it was (the target must still be re-rendered). */
  changesOutput?: false;
}

const base = (kustomization: string, extra: Record<string, string> = {}): Record<string, string> => ({
  '.deploy-gate.yaml': CONFIG,
  'app/deploy.yaml': deployment(PINNED),
  'app/kustomization.yaml': `resources: [deploy.yaml]\n${kustomization}`,
  ...extra,
});

const CASES: Case[] = [
  {
    field: 'transformers: PatchTransformer path',
    files: base('transformers: [patcher.yaml]\n', {
      'app/patcher.yaml':
        'apiVersion: builtin\nkind: PatchTransformer\nmetadata: {name: p}\npath: patch.yaml\ntarget: {kind: Deployment}\n',
      'app/patch.yaml': privilegedPatch(false),
    }),
    change: ['app/patch.yaml', privilegedPatch(true)],
    rule: 'security/privileged',
  },
  {
    // kustomize configures the folder's configs with the loader of the kustomization listing the
    // folder (KustTarget.configureExternalTransformers), so `path:` resolves in app/, not app/tx/.
    field: 'transformers: a transformer folder whose PatchTransformer path names a file of the listing kustomization',
    files: base('transformers: [tx]\n', {
      'app/tx/kustomization.yaml': 'resources: [patcher.yaml]\n',
      'app/tx/patcher.yaml':
        'apiVersion: builtin\nkind: PatchTransformer\nmetadata: {name: p}\npath: patch.yaml\ntarget: {kind: Deployment}\n',
      'app/patch.yaml': privilegedPatch(false),
    }),
    change: ['app/patch.yaml', privilegedPatch(true)],
    rule: 'security/privileged',
  },
  {
    field: 'transformers: the config file itself',
    files: base('transformers: [patcher.yaml]\n', {
      'app/patcher.yaml':
        'apiVersion: builtin\nkind: PatchTransformer\nmetadata: {name: p}\npatch: \'[{"op": "add", "path": "/metadata/labels", "value": {"a": "b"}}]\'\ntarget: {kind: Deployment}\n',
    }),
    change: [
      'app/patcher.yaml',
      `apiVersion: builtin\nkind: PatchTransformer\nmetadata: {name: p}\npatch: '${JSON.stringify(JSON.parse('[{"op":"add","path":"/spec/template/spec/containers/0/securityContext","value":{"privileged":true}}]'))}'\ntarget: {kind: Deployment}\n`,
    ],
    rule: 'security/privileged',
  },
  {
    field: 'generators: ConfigMapGenerator envs',
    files: base('generators: [gen.yaml]\n', {
      'app/gen.yaml':
        'apiVersion: builtin\nkind: ConfigMapGenerator\nmetadata: {name: settings}\nenvs: [settings.env]\n',
      'app/settings.env': 'A=1\n',
    }),
    change: ['app/settings.env', 'A=2\n'],
  },
  {
    field: 'generators: SecretGenerator files',
    files: base('generators: [gen.yaml]\n', {
      'app/gen.yaml': 'apiVersion: builtin\nkind: SecretGenerator\nmetadata: {name: creds}\nfiles: [key=creds.txt]\n',
      'app/creds.txt': 'one\n',
    }),
    change: ['app/creds.txt', 'two\n'],
  },
  {
    field: 'transformers: ReplacementTransformer replacements path',
    files: base(
      'transformers: [repl.yaml]\nconfigMapGenerator: [{name: src, literals: [image=reg.example/web:1.2.3]}]\n',
      {
        'app/repl.yaml':
          'apiVersion: builtin\nkind: ReplacementTransformer\nmetadata: {name: r}\nreplacements: [{path: replacement.yaml}]\n',
        'app/replacement.yaml':
          'source: {kind: ConfigMap, name: src, fieldPath: metadata.name}\ntargets: [{select: {kind: Deployment}, fieldPaths: [metadata.annotations.src], options: {create: true}}]\n',
      },
    ),
    change: [
      'app/replacement.yaml',
      'source: {kind: ConfigMap, name: src, fieldPath: data.image}\ntargets: [{select: {kind: Deployment}, fieldPaths: [spec.template.spec.containers.0.image]}]\n',
    ],
    rule: 'image/not-pinned',
  },
  {
    field: 'replacements: path',
    files: base(
      'replacements: [{path: replacement.yaml}]\nconfigMapGenerator: [{name: src, literals: [image=reg.example/web:latest]}]\n',
      {
        'app/replacement.yaml':
          'source: {kind: ConfigMap, name: src, fieldPath: metadata.name}\ntargets: [{select: {kind: Deployment}, fieldPaths: [metadata.annotations.src], options: {create: true}}]\n',
      },
    ),
    change: [
      'app/replacement.yaml',
      'source: {kind: ConfigMap, name: src, fieldPath: data.image}\ntargets: [{select: {kind: Deployment}, fieldPaths: [spec.template.spec.containers.0.image]}]\n',
    ],
    rule: 'image/mutable-tag',
  },
  {
    field: 'components',
    files: base('components: [../comp]\n', {
      'comp/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches: [{path: patch.yaml, target: {kind: Deployment}}]\n',
      'comp/patch.yaml': privilegedPatch(false),
    }),
    change: ['comp/patch.yaml', privilegedPatch(true)],
    rule: 'security/privileged',
  },
  {
    field: 'configurations',
    files: base('configurations: [conf.yaml]\ncommonAnnotations: {team: a}\n', {
      'app/conf.yaml': 'commonAnnotations: []\n',
    }),
    change: ['app/conf.yaml', 'commonAnnotations:\n  - path: spec/template/metadata/annotations\n    create: true\n'],
    changesOutput: false,
  },
];

describe('every kustomization input re-renders the target', () => {
  for (const c of CASES) {
    it(c.field, async () => {
      repo = TempRepo.committed(c.files);
      repo.write({ [c.change[0]]: c.change[1] }).commit('head');
      const report = await check(repo);
      expect(report.targets.map((t) => [t.app, t.status])).toEqual([['web', 'rendered']]);
      if (c.changesOutput !== false) expect(report.changes.length).toBeGreaterThan(0);
      expect(introduced(report)).not.toContain('targets/unchecked-change');
      if (c.rule) expect(introduced(report)).toContain(c.rule);
    });
  }
});
