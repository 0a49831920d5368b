/** Renders the shared corpus with the real helm / kustomize for the corpus test (test-only code). */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { parseRendered } from '../../src/manifest/index.js';
import type { Resource } from '../../src/model/resource.js';
import { sharedPath } from '../helpers/shared.js';

export interface CorpusTarget {
  name: string;
  env: string;
  resources: Resource[];
}

export interface CorpusRender {
  targets: CorpusTarget[];
  failed: string[];
  /** Temp dirs to remove when done. */
  cleanup: string[];
}

const WMF = sharedPath('corpus', 'wikimedia-deployment-charts');
const PROM = sharedPath('corpus', 'prometheus-community-charts');
const KUSTOMIZE = sharedPath('corpus', 'kustomize-examples', 'examples');

function run(cmd: string, args: string[]): string {
  return execFileSync(cmd, args, {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function helmTarget(
  out: CorpusRender,
  o: { root: string; chart: string; name: string; env: string; ns: string; values: string[] },
): void {
  try {
    const text = run('helm', [
      'template',
      o.name.split('/').pop()!,
      path.join(o.root, o.chart),
      '--namespace',
      o.ns,
      ...o.values.flatMap((v) => ['-f', v]),
    ]);
    const parsed = parseRendered([{ text }], { kind: 'helm', targetPath: o.chart, root: o.root });
    out.targets.push({ name: o.name, env: o.env, resources: parsed.resources });
  } catch (err) {
    out.failed.push(`${o.name}/${o.env}: ${String((err as { stderr?: string }).stderr ?? err).split('\n')[0]}`);
  }
}

/**
 * Wikimedia's mesh charts read `services_proxy` from /etc/helmfile-defaults, outside the repo.
 * A stub listener per `discovery.listeners` entry stands in for it, first so the service overrides it.
 */
function meshStub(out: CorpusRender, files: string[]): string {
  const listeners = new Set<string>();
  for (const f of files) {
    const values = parse(readFileSync(f, 'utf8')) as { discovery?: { listeners?: unknown } } | null;
    const list = values?.discovery?.listeners;
    if (Array.isArray(list)) for (const l of list) if (typeof l === 'string') listeners.add(l);
  }
  const proxy = Object.fromEntries(
    [...listeners].map((name, i) => [
      name,
      {
        keepalive: '4.5s',
        port: 6500 + i,
        timeout: '60s',
        upstream: { address: `${name}.discovery.wmnet`, port: 443, encryption: true, ips: ['10.2.2.1/32'] },
      },
    ]),
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'dg-corpus-'));
  out.cleanup.push(dir);
  const file = path.join(dir, 'mesh-stub.yaml');
  writeFileSync(file, stringify({ services_proxy: proxy }));
  return file;
}

function wikimedia(out: CorpusRender): void {
  const services = path.join(WMF, 'helmfile.d', 'services');
  for (const svc of readdirSync(services).filter((s) => existsSync(path.join(services, s, 'helmfile.yaml')))) {
    const dir = path.join(services, svc);
    const helmfile = readFileSync(path.join(dir, 'helmfile.yaml'), 'utf8');
    const chart = /chart: *wmf-stable\/([a-z0-9-]+)/.exec(helmfile)?.[1];
    const ns = /namespace: *([a-z0-9-]+)/.exec(helmfile)?.[1] ?? svc;
    if (!chart) continue;
    for (const env of ['staging', 'eqiad', 'codfw']) {
      const files = ['values.yaml', `values-${env}.yaml`].map((f) => path.join(dir, f)).filter((f) => existsSync(f));
      if (!existsSync(path.join(dir, `values-${env}.yaml`))) continue;
      helmTarget(out, {
        root: WMF,
        chart: `charts/${chart}`,
        name: `wikimedia/${svc}`,
        env,
        ns,
        values: [meshStub(out, files), ...files],
      });
    }
  }
}

/**
 * The umbrella charts' vendored dependencies are incomplete in the corpus; assemble them in a temp
 * dir from the sibling charts and drop the ones the corpus lacks (grafana, windows exporter).
 */
function assembleUmbrella(chart: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dg-corpus-'));
  const dir = path.join(root, 'charts-vendored', chart);
  cpSync(path.join(PROM, 'charts-vendored', chart), dir, { recursive: true });
  const chartFile = path.join(dir, 'Chart.yaml');
  const meta = parse(readFileSync(chartFile, 'utf8')) as { dependencies?: { name: string }[] };
  meta.dependencies = (meta.dependencies ?? []).filter((d) => {
    const sibling = path.join(PROM, 'charts', d.name);
    if (existsSync(path.join(dir, 'charts', d.name))) return true;
    if (!existsSync(sibling)) return false;
    cpSync(sibling, path.join(dir, 'charts', d.name), { recursive: true });
    return true;
  });
  writeFileSync(chartFile, stringify(meta));
  return root;
}

function prometheus(out: CorpusRender): void {
  for (const chart of readdirSync(path.join(PROM, 'charts-vendored'))) {
    const root = assembleUmbrella(chart);
    out.cleanup.push(root);
    const off = path.join(root, 'off.yaml');
    writeFileSync(off, 'grafana: {enabled: false}\nwindowsMonitoring: {enabled: false}\n');
    helmTarget(out, {
      root,
      chart: `charts-vendored/${chart}`,
      name: `prom/${chart}-vendored`,
      env: 'default',
      ns: 'monitoring',
      values: [off],
    });
  }
  for (const chart of readdirSync(path.join(PROM, 'charts'))) {
    const ci = path.join(PROM, 'charts', chart, 'ci');
    const sets = existsSync(ci) ? readdirSync(ci).filter((f) => f.endsWith('.yaml')) : [];
    for (const set of ['default', ...sets]) {
      helmTarget(out, {
        root: PROM,
        chart: `charts/${chart}`,
        name: `prom/${chart}`,
        env: set,
        ns: 'monitoring',
        values: set === 'default' ? [] : [path.join(ci, set)],
      });
    }
  }
}

function kustomizeDirs(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...kustomizeDirs(path.join(dir, e.name)));
    else if (e.name === 'kustomization.yaml') out.push(dir);
  }
  return out;
}

function kustomize(out: CorpusRender): void {
  for (const dir of kustomizeDirs(KUSTOMIZE)) {
    const rel = path.relative(KUSTOMIZE, dir);
    if (rel.startsWith('loadHttp')) continue; // remote base: needs the network
    try {
      const text = run('kubectl', ['kustomize', dir]);
      const parsed = parseRendered([{ text }], { kind: 'kustomize', targetPath: rel, root: KUSTOMIZE });
      out.targets.push({ name: `kustomize/${rel}`, env: 'default', resources: parsed.resources });
    } catch (err) {
      out.failed.push(`kustomize/${rel}: ${String((err as { stderr?: string }).stderr ?? err).split('\n')[0]}`);
    }
  }
}

export function renderCorpus(): CorpusRender {
  const out: CorpusRender = { targets: [], failed: [], cleanup: [] };
  wikimedia(out);
  prometheus(out);
  kustomize(out);
  return out;
}

export function removeCorpusTemp(render: CorpusRender): void {
  for (const dir of render.cleanup) rmSync(dir, { recursive: true, force: true });
}
