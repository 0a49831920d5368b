import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRendered, type ParsedRender } from '../../src/manifest/index.js';
import { fastStream } from '../../src/manifest/fast-stream.js';
import { locateInText } from '../../src/manifest/fast-locate.js';
import { parsePointer } from '../../src/kube/json-pointer.js';
import { joinPointer } from '../../src/kube/json-pointer.js';
import { describeRef } from '../../src/model/resource.js';
import { HAS_SHARED, sharedPath, SKIP_SHARED_MESSAGE } from '../helpers/shared.js';
import { run, tempTree } from './helpers.js';

/**
 * The plain-manifest fast path (js-yaml, positions computed on demand) must give exactly what the
 * full path (yaml Documents with positions for every node) gives: the same objects, the same
 * problems (rule, message, file, line, column), and the same location for every field.
 */
const MAX_DOC = 8 * 1024 * 1024;

function pointers(value: unknown, prefix = '', out: string[] = [], cap = 150): string[] {
  if (out.length >= cap) return out;
  out.push(prefix);
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pointers(v, joinPointer(prefix, k), out, cap);
  return out;
}

function snapshot(result: ParsedRender) {
  return {
    overBudget: result.overBudget,
    resources: result.resources.map((r) => {
      const all = pointers(r.object);
      return {
        ref: r.ref,
        object: r.object,
        docIndex: r.docIndex,
        source: r.source,
        // fields that exist, and ones that do not (the deepest existing parent is located)
        located: [...all, ...all.slice(0, 20).map((p) => `${p}/nope`)].map((p) => [p, r.locate(p)]),
      };
    }),
    problems: result.problems.map((p) => ({
      ...p,
      resource: p.resource && 'ref' in p.resource ? describeRef(p.resource.ref) : undefined,
    })),
  };
}

function bothPaths(text: string, file = 'apps/raw/a.yaml') {
  const opts = { kind: 'manifests' as const, targetPath: path.posix.dirname(file) };
  const fast = parseRendered([{ text, file }], opts);
  const full = parseRendered([{ text, file }], { ...opts, fullParse: true });
  return { fast: snapshot(fast), full: snapshot(full), tookFast: fastStream(text, MAX_DOC, Infinity) !== undefined };
}

const DEPLOY = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: prod
  labels: {app: web, "tier": 'front'}
spec:
  replicas: 3
  template:
    spec:
      containers:
      - name: app
        image: "nginx:1.27"
        args: [--a=b, "--c", 'd']
        ports:
          - containerPort: 8080
            protocol: TCP
        env:
          - name: MULTI
            value: first line
              second line
          - name: FOLDED
            value: >
              folded
              text
          - {name: EMPTY, value: ""}
`;

/** Inputs that must stay on the fast path, and inputs a guard or a parser difference must send to the full path. */
const CASES: Record<string, { text: string; fast: boolean }> = {
  'a plain Deployment': { text: DEPLOY, fast: true },
  'several documents, empty ones, comments': {
    text: `# leading comment\n---\n# Source: x\n${DEPLOY}---\n---\n# only a comment\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  k: |\n    line\n    # not a comment\n\n`,
    fast: true,
  },
  'CRLF line ends': { text: DEPLOY.replace(/\n/g, '\r\n'), fast: true },
  'numbers of every form': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: num}\ndata:\n  a: 0x1F\n  b: 0o17\n  c: 1e3\n  d: .inf\n  e: -.Inf\n  f: .nan\n  g: 1_000\n  h: +12\n  i: 0.50\n  j: 12345678901234567890\n  k: 1.\n  l: -0\n  m: ~\n  n: Null\n  o: TRUE\n  p:\n  q: 0b11\n  1.0: x\n  true: yy\n',
    // `1_000` and `0b11` are numbers only to YAML 1.1 (yaml11-number.ts): the full path reports them
    fast: false,
  },
  'numbers of every form YAML 1.1 reads alike': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: num}\ndata:\n  a: 0x1F\n  b: 0o17\n  c: 1e3\n  d: .inf\n  e: -.Inf\n  f: .nan\n  h: +12\n  i: 0.50\n  j: 12345678901234567890\n  k: 1.\n  l: -0\n  m: ~\n  n: Null\n  o: TRUE\n  p:\n  1.0: x\n  true: yy\n',
    fast: true,
  },
  'missing kind, a scalar document, generateName': {
    text: 'apiVersion: v1\nmetadata: {name: a}\n---\njust text\n---\napiVersion: batch/v1\nkind: Job\nmetadata: {generateName: j-}\n',
    fast: true,
  },
  'duplicate resources': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n',
    fast: true,
  },
  'a __proto__ key': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: p}\ndata:\n  __proto__: x\n',
    fast: true,
  },
  'duplicate key': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\nkind: Secret\n', fast: false },
  'YAML 1.1 booleans': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {a: yes, b: off}\n',
    fast: false,
  },
  'quoted yes': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {a: "yes"}\n', fast: false },
  'octal and sexagesimal': {
    text: 'apiVersion: v1\nkind: Pod\nmetadata: {name: a}\nspec:\n  mode: 0644\n  t: 1:20\n',
    fast: false,
  },
  'anchors, aliases, merge keys': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: &m {name: a}\ndata:\n  <<: {x: "1"}\n  y: *m\n',
    fast: false,
  },
  tags: { text: 'apiVersion: v1\nkind: !!binary Q29uZmlnTWFw\nmetadata: {name: a}\n', fast: false },
  'collection keys': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  [a]: b\n', fast: false },
  'explicit keys': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n? data\n: {}\n', fast: false },
  'a foreign line break': {
    text: 'apiVersion: v1\nkind: ConfigMap # x\u2028data: {}\nmetadata: {name: a}\n',
    fast: false,
  },
  'a lone CR': { text: 'apiVersion: v1\rkind: ConfigMap\nmetadata: {name: a}\n', fast: false },
  'a tab': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n\tname: a\n', fast: false },
  'a BOM': { text: '\ufeffapiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n', fast: false },
  'a directive and a document end': { text: '%YAML 1.1\n---\na: 1\n...\n', fast: false },
  'content after ---': { text: '--- |\n  text\n', fast: false },
  'a List': {
    text: 'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: a}\n',
    fast: false,
  },
  'a null key': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {~: x}\n', fast: false },
  'a key over 1024 characters': {
    text: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  ${'k'.repeat(1100)}: v\n`,
    fast: false,
  },
  'a long base64 value under a short key (a Secret certificate) takes the fast path': {
    text: `apiVersion: v1\nkind: Secret\nmetadata: {name: a}\ndata:\n  tls.crt: LS0t${'QUJD'.repeat(400)}==\n  tls.key: x\n`,
    fast: true,
  },
  'a long value that is not base64 stays on the full path': {
    text: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: ${'word '.repeat(300)}end\n`,
    fast: false,
  },
  'a long base64-looking value made of digits stays on the full path': {
    text: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: ${'1'.repeat(1100)}\n`,
    fast: false,
  },
  'a broken document': { text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a\n', fast: false },
  'a flow mapping continued on a less indented line (an error to yaml, a mapping to js-yaml)': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a,\nnamespace: b}\n',
    fast: false,
  },
  'a double-quoted scalar continued at column 0': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: "x\ny"\n',
    fast: false,
  },
  'an escaped line break in a double-quoted scalar': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: "x\\\n    y"\n',
    fast: false,
  },
  'a comment glued to a flow sequence': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: "1"}#c\n',
    fast: false,
  },
  'a comment glued to a quoted scalar': {
    text: 'apiVersion: v1\nkind: "ConfigMap"#x\nmetadata: {name: a}\n',
    fast: false,
  },
  // Documents the line reader (block-parse.ts) takes whole: helm's own shapes, with findings inside.
  'helm output the line reader reads: literals, quoted flow sequences, {} below a key, comments': {
    text: [
      '---\n# Source: c/templates/role.yaml\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: r\n  labels:\n    app.kubernetes.io/name: "r"\n    helm.sh/chart: r-1.0.0 # chart\nrules:\n- apiGroups: [""]\n  resources: ["pods", \'nodes\']\n  verbs: [ "list" , "watch" ]\n- apiGroups:\n  - apps\n  resources:\n    - deployments\n  verbs: []\n',
      "---\n# Source: c/templates/cm.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: \"c\\u0041\"\n  annotations:\n    checksum/config: 'it''s'\ndata:\n  a.conf: |\n    x: 1\n\n      indented: 2\n    # not a comment\n  b.conf: |-\n    last\n\n  c.conf: |+\n    kept\n\n\n  url: http://x:80/y\n  empty:\n",
      '---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: d\nspec:\n  replicas: "3"\n  selector:\n    matchLabels:\n      app: d\n  template:\n    spec:\n      volumes:\n        - name: tmp\n          emptyDir:\n            {}\n      containers:\n      - name: app\n        image: nginx:1.27\n        resources:\n          {}\n        ports:\n        - containerPort: 8080\n          bogus: 1\n',
    ].join(''),
    fast: true,
  },
  'the line reader gives up on a folded scalar and a continued plain scalar mid-stream (js-yaml reads those documents)':
    {
      text: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  k: >-\n    folded\n    text\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: b\ndata:\n  k: one\n    two\n  n: 5\n',
      fast: true,
    },
  // js-yaml puts the item after an empty `-` into that inner list: the privileged sidecar would hide
  // in the app container's args. A flow mapping elsewhere makes the line reader give up first.
  'an empty sequence item (helm prints `- {{ .Values.unset }}` so) takes the full path': {
    text: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  labels: {app: web}\nspec:\n  containers:\n  - name: app\n    image: a:1\n    args:\n    - \n  - name: sidecar\n    image: b:1\n    securityContext: {privileged: true}\n',
    fast: false,
  },
  '`---` glued to a key at a line start (a marker to js-yaml, a key to yaml) takes the full path': {
    text: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  k: v\n---k: 1\n',
    fast: false,
  },
  'CRLF with a literal (js-yaml reads it)': {
    text: 'apiVersion: v1\r\nkind: ConfigMap\r\nmetadata:\r\n  name: a\r\ndata:\r\n  k: |\r\n    x\r\n\r\n  n: 5\r\n',
    fast: true,
  },
};

describe('plain-manifest fast path', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: ${c.fast ? 'fast path' : 'full path'}, identical findings and locations`, () => {
      const r = bothPaths(c.text);
      expect(r.tookFast).toBe(c.fast);
      expect(r.fast).toEqual(r.full);
    });
  }

  it('reads field locations of block YAML off the text, without composing the document', () => {
    const d = fastStream(DEPLOY, MAX_DOC, Infinity)?.docs[0];
    if (!d) throw new Error('the Deployment must take the fast path');
    const line = (pointer: string) => {
      const hit = locateInText(DEPLOY, d.end, d.contentStart, d.value, parsePointer(pointer));
      return hit && DEPLOY.slice(0, hit.offset).split('\n').length;
    };
    expect(line('/metadata/namespace')).toBe(5);
    expect(line('/spec/template/spec/containers/0/image')).toBe(13);
    expect(line('/spec/template/spec/containers/0/ports/0/containerPort')).toBe(16);
    expect(line('/spec/template/spec/containers/0/env/1')).toBe(22);
    expect(line('/spec/template/spec/containers/0/resources')).toBe(12); // missing: its parent, the container
    expect(line('/metadata/labels/app')).toBeUndefined(); // flow mapping: composed instead
    expect(line('/metadata/labels/missing')).toBe(6); // missing inside a flow mapping: the mapping's key
  });

  it('the project examples parse identically on both paths', () => {
    const root = path.resolve(import.meta.dirname, '..', '..', 'examples');
    const files = yamlFiles(root);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const r = bothPaths(readFileSync(file, 'utf8'), path.relative(root, file));
      expect(r.fast, file).toEqual(r.full);
    }
  });

  it('helm output: a small chart rendered by the real helm maps identically on both paths', () => {
    const root = tempTree({
      'apps/demo/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 0.1.0\n',
      'apps/demo/templates/cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  a: "1"\n',
      'apps/demo/templates/deploy.yaml': DEPLOY,
    });
    const text = run('helm', ['template', 'rel', path.join(root, 'apps/demo')]);
    const r = bothHelm(text, root, 'apps/demo');
    expect(r.tookFast).toBe(true);
    expect(r.fast.resources.map((x) => x.source.file)).toEqual([
      'apps/demo/templates/cm.yaml',
      'apps/demo/templates/deploy.yaml',
    ]);
    expect(r.fast).toEqual(r.full);
  });

  it('helm output of every corpus chart (and its ci/ values) maps identically on both paths', (ctx) => {
    if (!HAS_SHARED) return ctx.skip(SKIP_SHARED_MESSAGE);
    const repo = sharedPath('corpus', 'prometheus-community-charts');
    let fast = 0;
    let total = 0;
    for (const name of readdirSync(path.join(repo, 'charts')).sort()) {
      const chartRel = `charts/${name}`;
      const ci = path.join(repo, chartRel, 'ci');
      const sets = [
        [],
        ...(existsSync(ci)
          ? readdirSync(ci)
              .filter((f) => f.endsWith('.yaml'))
              .sort()
              .map((f) => ['-f', path.join(ci, f)])
          : []),
      ];
      for (const set of sets) {
        let text: string;
        try {
          text = run('helm', ['template', 'bench', path.join(repo, chartRel), '--kube-version', '1.31.0', ...set]);
        } catch {
          continue; // unvendored dependencies
        }
        const r = bothHelm(text, repo, chartRel);
        expect(r.fast, `${chartRel} ${set.join(' ')}`).toEqual(r.full);
        total++;
        if (r.tookFast) fast++;
      }
    }
    expect(total).toBeGreaterThan(20);
    expect(fast / total).toBeGreaterThan(0.5);
  }, 600_000);

  it('every YAML file of the shared corpus parses identically on both paths', (ctx) => {
    if (!HAS_SHARED) return ctx.skip(SKIP_SHARED_MESSAGE);
    const files = yamlFiles(sharedPath('corpus'));
    let fast = 0;
    for (const file of files) {
      const r = bothPaths(readFileSync(file, 'utf8'), path.relative(sharedPath('corpus'), file));
      expect(r.fast, file).toEqual(r.full);
      if (r.tookFast) fast++;
    }
    // The comparison means something only if many files really took the fast path (most of the
    // others are Helm templates, which are not YAML and must take the full path).
    expect(fast / files.length).toBeGreaterThan(0.3);
  }, 600_000);
});

/** The same helm output parsed on both paths, mapped to the chart's templates (root = the corpus repo). */
function bothHelm(text: string, root: string, chartRel: string) {
  const opts = { kind: 'helm' as const, targetPath: chartRel, root };
  const fast = parseRendered([{ text }], opts);
  const full = parseRendered([{ text }], { ...opts, fullParse: true });
  return { fast: snapshot(fast), full: snapshot(full), tookFast: fastStream(text, MAX_DOC, Infinity) !== undefined };
}

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (name === '.git' || name === 'node_modules') continue;
    const st = statSync(p);
    if (st.isDirectory()) out.push(...yamlFiles(p));
    else if (/\.ya?ml$/.test(name) && st.size < 4 * 1024 * 1024) out.push(p);
  }
  return out;
}
