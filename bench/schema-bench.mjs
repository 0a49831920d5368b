// Schema validation benchmark (issue 3). Called by scripts/bench.mjs, or on its own:
//   node bench/schema-bench.mjs            (renders a few corpus charts with .tools/bin/helm)
//
//   import { benchSchema } from '../bench/schema-bench.mjs';
//   const result = await benchSchema({ objects, version: '1.31', multiplier: 10 });
//   // objects: plain rendered Kubernetes objects (JSON-safe); returns the numbers and prints nothing.
//
// It bundles src/schema with esbuild (as the action does) and validates strictly against the
// local OpenAPI mirror (../shared/data/k8s-openapi, the same files the disk cache would hold)
// plus the CRDs catalog. Reference: kubeconform 0.7, 20,910 objects strict, 4.9 s, 4 workers.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '..', 'shared');
export const KUBECONFORM_REFERENCE = { objects: 20910, seconds: 4.9, workers: 4 };

async function loadSchemaModule() {
  // Inside the package, so packageRoot() finds policies/ as it does from dist/.
  const outdir = path.join(root, 'node_modules', '.cache', 'dg-schema-bench');
  await build({
    absWorkingDir: root, entryPoints: { schema: 'src/schema/index.ts' }, outdir, bundle: true, splitting: true,
    format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  return import(pathToFileURL(path.join(outdir, 'schema.js')).href);
}

function asResource(object, i) {
  const md = object.metadata ?? {};
  return {
    ref: { apiVersion: String(object.apiVersion), kind: String(object.kind), name: String(md.name ?? `obj-${i}`), namespace: md.namespace },
    object, docIndex: i, source: { file: 'bench.yaml' }, locate: () => ({ file: 'bench.yaml' }),
  };
}

/** Strict validation throughput: cold (first target, then the rest) and warm, ×multiplier. */
export async function benchSchema({ objects, version = '1.31', multiplier = 10, targetSize = 100 } = {}) {
  const t0 = performance.now();
  const mod = await loadSchemaModule();
  const loadMs = performance.now() - t0;
  const env = { name: 'bench', kubernetesVersion: version, requireDigests: false, gateRecords: 'off', apiVersions: [] };
  const validator = mod.createSchemaValidator({
    locations: [path.join(shared, 'data', 'k8s-openapi', 'v{{version}}', '{{file}}')],
    crdLocations: [path.join(shared, 'data', 'crds-catalog', '{{group}}', '{{kind}}_{{version}}.json')],
    crdDirs: [], offline: true, strict: true, cacheDir: mkdtempSync(path.join(os.tmpdir(), 'dg-bench-cache-')),
  });
  const resources = objects.map(asResource);
  const targets = [];
  for (let i = 0; i < resources.length; i += targetSize) targets.push(resources.slice(i, i + targetSize));
  const run = async () => {
    let findings = 0;
    for (const t of targets) findings += (await validator.validateTarget(t, env)).drafts.length;
    return findings;
  };
  let t = performance.now();
  await validator.validateTarget(targets[0] ?? [], env);
  const coldFirstTargetMs = performance.now() - t;
  t = performance.now();
  const findings = await run();
  const coldAllMs = performance.now() - t + coldFirstTargetMs;
  t = performance.now();
  for (let i = 0; i < multiplier; i++) await run();
  const warmMs = performance.now() - t;
  const warmObjects = resources.length * multiplier;
  const ref = KUBECONFORM_REFERENCE.objects / KUBECONFORM_REFERENCE.seconds;
  return {
    objects: resources.length, findings, version, bundleLoadMs: Math.round(loadMs),
    coldFirstTargetMs: Math.round(coldFirstTargetMs), coldAllMs: Math.round(coldAllMs),
    warmObjects, warmMs: Math.round(warmMs), warmObjectsPerSecond: Math.round((warmObjects / warmMs) * 1000),
    kubeconformObjectsPerSecond: Math.round(ref), speedupVsKubeconform: Number(((warmObjects / warmMs) * 1000 / ref).toFixed(1)),
  };
}

/** Objects from rendering the corpus charts (each chart with each of its ci/*.yaml value sets). */
export function corpusObjects() {
  const charts = path.join(shared, 'corpus', 'prometheus-community-charts');
  const helm = path.join(root, '.tools', 'bin', 'helm');
  const objects = [];
  const dirs = [...readdirSync(path.join(charts, 'charts')).map((c) => path.join(charts, 'charts', c)), ...readdirSync(path.join(charts, 'charts-vendored')).map((c) => path.join(charts, 'charts-vendored', c))];
  for (const chart of dirs) {
    const ci = path.join(chart, 'ci');
    const sets = [[], ...(existsSync(ci) ? readdirSync(ci).filter((f) => f.endsWith('.yaml')).map((f) => ['-f', path.join(ci, f)]) : [])];
    for (const set of sets) {
      let text;
      try {
        text = execFileSync(helm, ['template', 'bench', chart, '--kube-version', '1.31.0', ...set], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
      } catch {
        continue; // charts with unvendored dependencies do not render; that is the renderer's finding
      }
      for (const doc of parseAllDocuments(text)) {
        const o = doc.toJS();
        if (o && typeof o === 'object' && o.kind && o.apiVersion) objects.push(o);
      }
    }
  }
  return objects;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const objects = corpusObjects();
  console.log(JSON.stringify(await benchSchema({ objects }), null, 2));
}
