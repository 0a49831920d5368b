// The network steps of a remote chart, with the real helm: `helm repo add` + `helm pull` for a
// Helm repository (the index helm used is kept so the archive can be checked against the digest
// it lists), `helm pull oci://` for a registry (content-addressed: helm verifies the blobs).
// Every run goes through exec.ts with its own HELM dirs in a temp dir deleted afterwards.
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { sha256Hex } from '../sources/cache.js';
import { sourceCredentials } from './standard-credentials.js';
import { networkEnv, withoutCredentials, writeRegistryConfig, type HostCredentials } from './remote-credentials.js';
import { execSucceeded, execTool, type ExecResult } from './exec.js';
import { sanitizeToolError } from '../redact/index.js';
import { sourceUnreachable, type FetchFailure } from '../sources/unreachable.js';

export interface PullInput {
  helmBin: string;
  kind: 'helm' | 'oci';
  /** Normalised repository URL (`https://…` or `oci://…`). */
  url: string;
  chart: string;
  version: string;
  /** A fresh temp dir owned by the caller. */
  scratch: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
}

export type Pulled = { ok: true; bytes: Buffer; digest: string } | FetchFailure;

const REPO_ALIAS = 'dg-source';
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

function helmEnv(scratch: string): Record<string, string> {
  return {
    HELM_REPOSITORY_CONFIG: path.join(scratch, 'repositories.yaml'),
    HELM_REPOSITORY_CACHE: path.join(scratch, 'repository'),
    HELM_REGISTRY_CONFIG: path.join(scratch, 'registry.json'),
  };
}

export async function pullChart(input: PullInput): Promise<Pulled> {
  const host = new URL(input.url.replace(/^oci:/, 'https:')).host;
  const creds = await sourceCredentials(input.kind, input.url, input.env);
  const out = path.join(input.scratch, 'out');
  await mkdir(out, { recursive: true });
  const pull = ['pull', `--version=${input.version}`, `--destination=${out}`];
  if (input.kind === 'oci') {
    if (creds) await writeRegistryConfig(helmEnv(input.scratch).HELM_REGISTRY_CONFIG as string, host, creds);
    const plain = LOOPBACK.test(host) ? ['--plain-http'] : [];
    const r = await helm(input, [...pull, ...plain, '--', `${input.url}/${input.chart}`]);
    if (!execSucceeded(r)) return fetchFailure(r, input, creds);
    return readArchive(out);
  }
  const login = creds ? [`--username=${creds.username}`, '--password-stdin'] : [];
  const add = await helm(
    input,
    ['repo', 'add', '--force-update', ...login, '--', REPO_ALIAS, input.url],
    creds?.password,
  );
  if (!execSucceeded(add)) return fetchFailure(add, input, creds);
  const pulled = await helm(input, [...pull, '--', `${REPO_ALIAS}/${input.chart}`]);
  if (!execSucceeded(pulled)) return fetchFailure(pulled, input, creds);
  const archive = await readArchive(out);
  return archive.ok ? checkAgainstIndex(archive, input) : archive;
}

function helm(input: PullInput, args: string[], stdin?: string): Promise<ExecResult> {
  return execTool(input.helmBin, args, {
    env: { ...networkEnv(input.env), ...helmEnv(input.scratch) },
    timeoutMs: input.timeoutMs,
    maxOutputBytes: 1024 * 1024,
    ...(stdin === undefined ? {} : { input: `${stdin}\n` }),
  });
}

/** Every way a fetch can fail is "could not check" (inconclusive), except bytes that do not match their digest. */
function fetchFailure(r: ExecResult, input: PullInput, creds: HostCredentials | undefined): Pulled {
  const where = `${input.url} ${input.chart} ${input.version}`;
  const source = `${input.kind} ${where}`;
  if (r.timedOut)
    return sourceUnreachable(
      source,
      `the fetch did not finish within ${Math.round(input.timeoutMs / 1000)}s (sources.timeoutSeconds)`,
    );
  const text = withoutCredentials(
    sanitizeToolError(r.stderr || r.spawnError || '', { roots: [], scratch: [input.scratch] }),
    creds,
  );
  if (/digest|does not match|mismatch/i.test(r.stderr) && /verif|mismatch|match/i.test(r.stderr)) {
    return {
      ok: false,
      code: 'E_SOURCE_DIGEST_MISMATCH',
      message: `${where}: the fetched bytes do not match their digest: ${text}`,
    };
  }
  return sourceUnreachable(source, text || `helm exited with ${String(r.exitCode)}`);
}

async function readArchive(out: string): Promise<Pulled> {
  const files = (await readdir(out)).filter((f) => f.endsWith('.tgz'));
  if (files.length !== 1)
    return {
      ok: false,
      code: 'E_SOURCE_UNREACHABLE',
      message: `helm pull left ${files.length} archives instead of one`,
    };
  const bytes = await readFile(path.join(out, files[0] as string));
  return { ok: true, bytes, digest: `sha256:${sha256Hex(bytes)}` };
}

/** The index helm itself read lists a digest per version: the archive it then served must hash to it. */
async function checkAgainstIndex(archive: Pulled & { ok: true }, input: PullInput): Promise<Pulled> {
  const indexFile = path.join(input.scratch, 'repository', `${REPO_ALIAS}-index.yaml`);
  // A repository index has no per-document cap: helm itself read it whole.
  const parsed = parseYamlFile(await readFile(indexFile, 'utf8'), { maxDocBytes: Infinity });
  if (parsed.firstError) throw new Error(`index.yaml line ${parsed.firstError.line}: ${parsed.firstError.error}`);
  const index = parsed.value as {
    entries?: Record<string, { version?: string; digest?: string }[]>;
  } | null;
  const entry = index?.entries?.[input.chart]?.find(
    (e) => e.version === input.version || `v${String(e.version)}` === input.version,
  );
  const listed = typeof entry?.digest === 'string' ? entry.digest.replace(/^sha256:/, '') : undefined;
  const where = `${input.url} ${input.chart} ${input.version}`;
  if (!listed) {
    return {
      ok: false,
      code: 'E_SOURCE_UNVERIFIED',
      message: `${where}: the repository index lists no digest for this version, so the archive cannot be verified and was not used`,
    };
  }
  if (`sha256:${listed}` !== archive.digest) {
    return {
      ok: false,
      code: 'E_SOURCE_DIGEST_MISMATCH',
      message: `${where}: the archive served (${archive.digest}) does not match the digest the repository index lists (sha256:${listed}); it was not used`,
    };
  }
  return archive;
}
