/**
 * Test doubles that are real servers: a Helm chart repository (charts packaged by the real
 * `helm package`, indexed by `helm repo index`) served by a Node HTTP server on 127.0.0.1, with
 * switches to inject faults (status codes, hangs, other bytes, basic auth).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** helm with every HELM_* dir in a temp dir (no state shared with the machine or other tests). */
export function helmCli(args: string[], cwd?: string): string {
  const home = mkdtempSync(path.join(os.tmpdir(), 'dg-helmcli-'));
  try {
    return execFileSync('helm', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        HELM_CONFIG_HOME: path.join(home, 'config'),
        HELM_CACHE_HOME: path.join(home, 'cache'),
        HELM_DATA_HOME: path.join(home, 'data'),
        HELM_REGISTRY_CONFIG: path.join(home, 'registry.json'),
        HELM_REPOSITORY_CONFIG: path.join(home, 'repositories.yaml'),
      },
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

export interface ChartSpec {
  name: string;
  version: string;
  /** Goes into the ConfigMap the chart renders, so two versions render differently. */
  value?: string;
  /** Extra files in the chart (path → content), e.g. crds/ or templates. */
  files?: Record<string, string>;
  /** Chart.yaml `dependencies:` block, verbatim YAML. */
  dependencies?: string;
}

/** A minimal chart on disk: a ConfigMap named after the release. */
export function writeChart(parent: string, spec: ChartSpec): string {
  const dir = path.join(parent, spec.name);
  mkdirSync(path.join(dir, 'templates'), { recursive: true });
  writeFileSync(
    path.join(dir, 'Chart.yaml'),
    `apiVersion: v2\nname: ${spec.name}\nversion: ${spec.version}\n${spec.dependencies ?? ''}`,
  );
  writeFileSync(path.join(dir, 'values.yaml'), `value: ${JSON.stringify(spec.value ?? spec.version)}\n`);
  writeFileSync(
    path.join(dir, 'templates', 'cm.yaml'),
    [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: {{ .Release.Name }}-{{ .Chart.Name }}',
      '  namespace: {{ .Release.Namespace }}',
      'data:',
      '  value: {{ .Values.value | quote }}',
      '  version: {{ .Chart.Version | quote }}',
      '',
    ].join('\n'),
  );
  for (const [rel, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** `helm package` of a chart into `dest`; returns the archive path. */
export function packageChart(spec: ChartSpec, dest: string): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'dg-chartsrc-'));
  try {
    const dir = writeChart(work, spec);
    helmCli(['package', dir, '--destination', dest]);
    return path.join(dest, `${spec.name}-${spec.version}.tgz`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface Faults {
  /** Answer every request with this status (404, 500, 503). */
  status?: number;
  /** Only requests whose path ends with this get the fault. */
  onlyPath?: string;
  /** Never answer (a timeout). */
  hang?: boolean;
  /** Serve these bytes instead of the file (path → bytes): the index lists one digest, the archive is another. */
  replace?: Record<string, Buffer>;
  /** Require this basic auth on every request. */
  basicAuth?: { username: string; password: string };
}

export interface ChartRepoServer {
  url: string;
  dir: string;
  faults: Faults;
  requests: string[];
  /** Digest the index lists for `name-version.tgz`, as helm computed it. */
  archive(name: string, version: string): Buffer;
  stop(): Promise<void>;
}

export async function startChartRepo(charts: ChartSpec[]): Promise<ChartRepoServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-chartrepo-'));
  const faults: Faults = {};
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    requests.push(urlPath);
    const faulty = faults.onlyPath === undefined || urlPath.endsWith(faults.onlyPath);
    if (faults.basicAuth) {
      const want = `Basic ${Buffer.from(`${faults.basicAuth.username}:${faults.basicAuth.password}`).toString('base64')}`;
      if (req.headers.authorization !== want)
        return void res.writeHead(401, { 'www-authenticate': 'Basic realm="charts"' }).end();
    }
    if (faulty && faults.hang) return; // the socket stays open; helm's timeout (ours) must end it
    if (faulty && faults.status) return void res.writeHead(faults.status).end('injected fault');
    const replaced = faults.replace?.[urlPath.replace(/^\//, '')];
    try {
      const body = replaced ?? readFileSync(path.join(dir, path.basename(urlPath)));
      res.writeHead(200, { 'content-type': urlPath.endsWith('.yaml') ? 'text/yaml' : 'application/gzip' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  for (const c of charts) packageChart(c, dir);
  helmCli(['repo', 'index', dir, '--url', url]);
  return {
    url,
    dir,
    faults,
    requests,
    archive: (name, version) => readFileSync(path.join(dir, `${name}-${version}.tgz`)),
    stop: () => stopServer(server, dir),
  };
}

function stopServer(server: Server, dir: string): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) =>
    server.close(() => {
      rmSync(dir, { recursive: true, force: true });
      resolve();
    }),
  );
}
