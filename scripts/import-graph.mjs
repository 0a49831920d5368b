#!/usr/bin/env node
// The import graph of src/: file-level import cycles (type-only and dynamic imports included),
// folder imports the layering in docs/architecture.md does not allow, and YAML libraries imported
// outside manifest/. Prints what it finds and exits 1 when there is any (`--folders` prints the
// folder graph instead).
// Usage: node scripts/import-graph.mjs [--folders] [--root DIR (default src/)]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootAt = process.argv.indexOf('--root');
const root =
  rootAt > 0 && process.argv[rootAt + 1]
    ? path.resolve(process.argv[rootAt + 1])
    : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * What each folder of src/ may import besides itself and SHARED (docs/architecture.md, "Layers").
 * An entry is a folder or one file. Top-level files (run.ts, cli.ts, main.ts, index.ts, inputs.ts)
 * are the edges and may import anything; so may commands/.
 */
const SHARED = [
  'model',
  'cache',
  'kube',
  'types',
  'package-root.ts',
  'redact',
  'render/exec.ts',
  'findings/rules.ts',
  'findings/rules-code.ts',
  // A built-in check file is its rule's record: the registry (findings/rules.ts) reads them here.
  'checks/check-file.ts',
  'checks/check-validators.generated.js',
];
const ALLOWED = {
  model: [],
  cache: [],
  glob: [],
  apiserver: [],
  types: [],
  kube: [],
  http: [],
  redact: [],
  local: [],
  manifest: [],
  config: ['manifest'],
  git: ['local'],
  sources: ['http', 'git', 'manifest', 'local'],
  targets: ['config', 'manifest', 'git', 'sources', 'local', 'render', 'glob'],
  render: ['manifest', 'sources', 'local'],
  schema: ['manifest', 'http', 'local', 'apiserver'],
  registry: ['http'],
  health: ['manifest'],
  checks: ['manifest', 'schema', 'health'],
  gate: ['manifest', 'http', 'registry', 'git'],
  diff: ['manifest'],
  drift: ['manifest', 'diff', 'checks'],
  findings: [],
  live: ['http', 'findings', 'manifest', 'health'],
  engine: [
    'config',
    'git',
    'local',
    'sources',
    'targets',
    'render',
    'manifest',
    'schema',
    'registry',
    'checks',
    'health',
    'gate',
    'diff',
    'drift',
    'findings',
    'live',
    'http',
    'report',
    'apiserver',
  ],
  report: ['findings'],
  github: ['http', 'report', 'findings'],
  commands: ['*'],
};

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.(ts|js)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const SPEC =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const out = new Set();
  for (const m of text.matchAll(SPEC)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec);
    const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, path.join(base, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && /\.(ts|js)$/.test(c));
    if (hit) out.add(hit);
  }
  return [...out];
}

const rel = (f) => path.relative(root, f).split(path.sep).join('/');
const inList = (list, f) => list.some((e) => rel(f) === e || rel(f).startsWith(`${e}/`));
const folderOf = (f) => (rel(f).includes('/') ? rel(f).split('/')[0] : '.');

const files = walk(root);
const graph = new Map(files.map((f) => [f, importsOf(f)]));

/** Tarjan's strongly connected components: each one with more than one file is a cycle. */
function cycles() {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.map(rel).sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return out;
}

function crossLayer() {
  const found = new Map();
  for (const [from, tos] of graph) {
    const a = folderOf(from);
    if (a === '.' || ALLOWED[a]?.includes('*')) continue;
    for (const to of tos) {
      const b = folderOf(to);
      if (b === a || inList(SHARED, to) || inList(ALLOWED[a] ?? [], to)) continue;
      const key = `${a} → ${b === '.' ? rel(to) : b}`;
      if (!found.has(key)) found.set(key, []);
      found.get(key).push(`${rel(from)} → ${rel(to)}`);
    }
  }
  return found;
}

/** Files outside manifest/ that import a YAML library themselves (one YAML entry, issue 29). */
function yamlOutsideManifest() {
  return files.filter(
    (f) => folderOf(f) !== 'manifest' && /from\s+['"](yaml|js-yaml)['"]/.test(readFileSync(f, 'utf8')),
  );
}

if (process.argv.includes('--folders')) {
  const edges = new Map();
  for (const [from, tos] of graph)
    for (const to of tos) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a !== b) edges.set(a, new Set([...(edges.get(a) ?? []), b]));
    }
  for (const [a, bs] of [...edges].sort()) console.log(`${a}: ${[...bs].sort().join(' ')}`);
  process.exit(0);
}

const found = cycles();
const cross = crossLayer();
const yaml = yamlOutsideManifest();
console.log(
  `${files.length} files, ${found.length} import cycle(s), ${cross.size} cross-layer folder import(s), ${yaml.length} YAML import(s) outside manifest/`,
);
for (const scc of found) console.log(`cycle: ${scc.join(' ⇄ ')}`);
for (const [key, list] of cross)
  console.log(`cross-layer ${key}: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` (+${list.length - 3})` : ''}`);
if (yaml.length > 0) console.log(`yaml outside manifest/: ${yaml.map(rel).join(', ')}`);
process.exit(found.length + cross.size + yaml.length > 0 ? 1 : 0);
