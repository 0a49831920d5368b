// Schema validation benchmark (issue 3). Called by scripts/bench.mjs (runSchemaBench), or on its own:
//   node bench/schema-bench.mjs            (renders the corpus charts with .tools/bin/helm)
//
//   import { benchSchema } from '../bench/schema-bench.mjs';
//   const result = await benchSchema({ objects, version: '1.31', multiplier: 10 });
//   // objects: plain rendered Kubernetes objects (JSON-safe); returns the numbers and prints nothing.
//
// It bundles src/schema with esbuild (as the action does) and validates strictly against the
// local OpenAPI mirror (../shared/data/k8s-openapi, the same files the disk cache would hold)
// plus the CRDs catalog. Every measurement runs in a fresh Node process, as a CI job does:
//   cold        — no compiled validators on disk yet (compiles, writes them to the cache dir);
//   cached      — a second process on that cache dir (loads the compiled validators);
//   warm        — the same process validating everything `multiplier` more times.
// Objects are handed over as JSON: this measures the schema work alone (no YAML parsing, no policy
// checks). The user-facing comparison is bench/validation-bench.mjs (whole processes on YAML files).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseAllDocuments } from 'yaml';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const shared = path.resolve(root, '..', 'shared');
const outdir = path.join(root, 'node_modules', '.cache', 'dg-schema-bench');

async function buildSchemaModule() {
  // Inside the package, so packageRoot() finds policies/ as it does from dist/.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root, entryPoints: { schema: 'src/schema/index.ts' }, outdir, bundle: true, splitting: true,
    format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  return path.join(outdir, 'schema.js');
}

function asResource(object, i) {
  const md = object.metadata ?? {};
  return {
    ref: { apiVersion: String(object.apiVersion), kind: String(object.kind), name: String(md.name ?? `obj-${i}`), namespace: md.namespace },
    object, docIndex: i, source: { file: 'bench.yaml' }, locate: () => ({ file: 'bench.yaml' }),
  };
}

/** The child process: one cold start on `cacheDir`, then warm passes. Prints JSON. */
async function child([objectsFile, cacheDir, version, multiplier, targetSize]) {
  const t0 = performance.now();
  const mod = await import(pathToFileURL(path.join(outdir, 'schema.js')).href);
  const importMs = performance.now() - t0;
  const validator = mod.createSchemaValidator({
    locations: [path.join(shared, 'data', 'k8s-openapi', 'v{{version}}', '{{file}}')],
    crdLocations: [path.join(shared, 'data', 'crds-catalog', '{{group}}', '{{kind}}_{{version}}.json')],
    crdDirs: [], offline: true, strict: true, cacheDir,
  });
  const env = { name: 'bench', kubernetesVersion: version, requireDigests: false, gateRecords: 'off', apiVersions: [] };
  const resources = JSON.parse(readFileSync(objectsFile, 'utf8')).map(asResource);
  const targets = [];
  for (let i = 0; i < resources.length; i += Number(targetSize)) targets.push(resources.slice(i, i + Number(targetSize)));
  let findings = 0;
  const pass = async () => {
    findings = 0;
    for (const t of targets) findings += (await validator.validateTarget(t, env)).drafts.length;
  };
  let t = performance.now();
  await validator.validateTarget(targets[0] ?? [], env);
  const firstTargetMs = performance.now() - t;
  t = performance.now();
  await pass(); // the first target again (memoised) and the rest: one cold pass over everything
  const onePassMs = firstTargetMs + performance.now() - t;
  t = performance.now();
  for (let i = 1; i < Number(multiplier); i++) await pass();
  const multipliedMs = onePassMs + performance.now() - t;
  t = performance.now();
  for (let i = 0; i < Number(multiplier); i++) await pass();
  const warmMs = performance.now() - t;
  const validators = existsSync(path.join(cacheDir, 'validators')) ? readdirSync(path.join(cacheDir, 'validators')).length : 0;
  console.log(JSON.stringify({ importMs, firstTargetMs, onePassMs, multipliedMs, warmMs, findings, validators }));
}

function runChild(args) {
  return JSON.parse(execFileSync(process.execPath, [self, '--child', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

const perSecond = (objects, ms) => Math.round((objects / ms) * 1000);

/** One start (cold or cached): first target, then objects/s over 1× and ×multiplier including the start. */
function startNumbers(r, objects, multiplier) {
  const x1 = perSecond(objects, r.importMs + r.onePassMs);
  const xN = perSecond(objects * multiplier, r.importMs + r.multipliedMs);
  return {
    bundleImportMs: Math.round(r.importMs), firstTargetMs: Math.round(r.firstTargetMs),
    objectsPerSecond: x1, [`objectsPerSecondX${multiplier}`]: xN,
  };
}

/** Strict validation: cold, cold from the compiled cache, and warm, each start in a fresh process. */
export async function benchSchema({ objects, version = '1.31', multiplier = 10, targetSize = 100 } = {}) {
  await buildSchemaModule();
  const work = mkdtempSync(path.join(os.tmpdir(), 'dg-bench-'));
  try {
    const objectsFile = path.join(work, 'objects.json');
    writeFileSync(objectsFile, JSON.stringify(objects));
    const args = [objectsFile, path.join(work, 'cache'), version, String(multiplier), String(targetSize)];
    const cold = runChild(args);
    const cached = runChild(args);
    const warmObjects = objects.length * multiplier;
    const warmObjectsPerSecond = perSecond(warmObjects, cached.warmMs);
    return {
      objects: objects.length, findings: cached.findings, version, targetSize, compiledValidators: cached.validators,
      cold: startNumbers(cold, objects.length, multiplier),
      cached: startNumbers(cached, objects.length, multiplier),
      warm: { objects: warmObjects, ms: Math.round(cached.warmMs), objectsPerSecond: warmObjectsPerSecond },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Issue 3's "typical target": one workload with the objects around it. */
export function typicalTarget() {
  const md = (name) => ({ name, namespace: 'shop', labels: { app: 'web' } });
  const pod = (restartPolicy) => ({
    metadata: { labels: { app: 'web' } },
    spec: {
      ...(restartPolicy ? { restartPolicy } : {}), serviceAccountName: 'web',
      containers: [{ name: 'web', image: 'nginx:1.27', ports: [{ containerPort: 8080, name: 'http' }], envFrom: [{ configMapRef: { name: 'web' } }, { secretRef: { name: 'web' } }],
        resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '1Gi' } }, readinessProbe: { httpGet: { path: '/', port: 'http' } } }],
    },
  });
  return [
    { apiVersion: 'apps/v1', kind: 'Deployment', metadata: md('web'), spec: { replicas: 2, selector: { matchLabels: { app: 'web' } }, template: pod() } },
    { apiVersion: 'v1', kind: 'Service', metadata: md('web'), spec: { selector: { app: 'web' }, ports: [{ port: 80, targetPort: 'http' }] } },
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: md('web'), data: { LOG_LEVEL: 'info' } },
    { apiVersion: 'v1', kind: 'Secret', metadata: md('web'), type: 'Opaque', data: { TOKEN: 'c2VjcmV0' } },
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: md('web') },
    { apiVersion: 'networking.k8s.io/v1', kind: 'Ingress', metadata: md('web'), spec: { rules: [{ host: 'shop.example.com', http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'web', port: { number: 80 } } } }] } }] } },
    { apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', metadata: md('web'), spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, minReplicas: 2, maxReplicas: 5, metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } } }] } },
    { apiVersion: 'batch/v1', kind: 'CronJob', metadata: md('cleanup'), spec: { schedule: '0 3 * * *', jobTemplate: { spec: { template: pod('OnFailure') } } } },
  ];
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

/** Both workloads: the typical target (issue 3's cold-start budget) and the rendered corpus. */
export async function schemaBenchReport() {
  return { typicalTarget: await benchSchema({ objects: typicalTarget() }), corpus: await benchSchema({ objects: corpusObjects() }) };
}

/** scripts/bench.mjs: the same numbers as rows. */
export async function runSchemaBench({ row }) {
  const { typicalTarget: typical, corpus } = await schemaBenchReport();
  console.log(`\n== schema work alone (strict, Kubernetes ${corpus.version}; objects handed over as JSON, no YAML parsing; each start a fresh process) ==`);
  row('typical target, cold start, no compiled validators (ms)', typical.cold.firstTargetMs);
  row('typical target, cold start, compiled validators cached (ms)', typical.cached.firstTargetMs);
  for (const [label, s] of [['cold', corpus.cold], ['cached', corpus.cached]]) {
    row(`corpus ${corpus.objects} objects, ${label}: first target (ms)`, s.firstTargetMs);
    row(`corpus ${corpus.objects} objects, ${label}: objects/s incl. start`, s.objectsPerSecond);
    row(`corpus x10, ${label}: objects/s incl. start`, s.objectsPerSecondX10);
  }
  row('corpus x10, warm: objects/s', corpus.warm.objectsPerSecond);
}

if (process.argv[1] && self === path.resolve(process.argv[1])) {
  if (process.argv[2] === '--child') await child(process.argv.slice(3));
  else console.log(JSON.stringify(await schemaBenchReport(), null, 2));
}
