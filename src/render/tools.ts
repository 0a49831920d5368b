// Finds helm and kustomize (or `kubectl kustomize`) and records their versions. A missing or too
// old tool is data, not an exception: only the targets that need it fail, naming the tool.
import path from 'node:path';
import type { ToolVersion } from '../model/report.js';
import { executableOn } from './child-memory.js';
import { execTool } from './exec.js';

export type ToolName = 'helm' | 'kustomize';

export type ToolStatus =
  | {
      ok: true;
      tool: ToolVersion;
      bin: string;
      /** argv that starts a render before the target: ['build'] for kustomize, ['kustomize'] for kubectl */ renderArgs: string[];
    }
  | {
      ok: false;
      name: ToolName;
      code: 'E_TOOL_MISSING' | 'E_TOOL_VERSION_UNSUPPORTED';
      reason: string;
      tool?: ToolVersion;
    };

export interface Tools {
  helm: ToolStatus;
  kustomize: ToolStatus;
}

export interface ResolveToolsOptions {
  /** A path or a bare name looked up on PATH (e.g. `helm3`). Default `helm`. */
  helm?: string;
  /** A path or bare name of a standalone kustomize. Default `kustomize`, then `kubectl kustomize`. */
  kustomize?: string;
  pathEnv?: string;
}

/**
 * The one table of version floors (security case B10). Helm < 3.11.1 resolves DNS in templates
 * without `--enable-dns` (CVE-2023-25165, B5). Kustomize < 5 is untested here and older releases
 * differ in origin annotations. Kept lenient enough for helm 3.18 and 4.1.
 */
export const VERSION_FLOORS: Record<ToolName, { min: string; why: string }> = {
  helm: { min: '3.11.1', why: 'older helm performs DNS lookups from templates without --enable-dns (CVE-2023-25165)' },
  kustomize: { min: '5.0.0', why: 'deploy-gate relies on kustomize v5 origin annotations and load restrictions' },
};

const VERSION_TIMEOUT_MS = 15_000;

export function parseVersion(text: string): [number, number, number] | undefined {
  const m = /v?(\d+)\.(\d+)\.(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

export function versionAtLeast(version: string, min: string): boolean {
  const v = parseVersion(version);
  const m = parseVersion(min);
  if (!v || !m) return false;
  for (let i = 0; i < 3; i++) {
    if (v[i]! !== m[i]!) return v[i]! > m[i]!;
  }
  return true;
}

/** `name` on PATH, or `name` itself (made absolute) when it contains a slash; undefined if not executable. */
export function findExecutable(name: string, pathEnv: string): string | undefined {
  return executableOn(name.includes('/') ? path.resolve(name) : name, pathEnv);
}

async function versionOutput(bin: string, args: string[], pathEnv: string): Promise<string | undefined> {
  const r = await execTool(bin, args, { timeoutMs: VERSION_TIMEOUT_MS, maxOutputBytes: 64 * 1024, pathEnv });
  return r.exitCode === 0 ? r.stdout.trim() : undefined;
}

function checkFloor(name: ToolName, tool: ToolVersion, bin: string, renderArgs: string[]): ToolStatus {
  const floor = VERSION_FLOORS[name];
  if (!versionAtLeast(tool.version, floor.min)) {
    return {
      ok: false,
      name,
      tool,
      code: 'E_TOOL_VERSION_UNSUPPORTED',
      reason: `${tool.name} ${tool.version} at ${bin} is older than the supported ${floor.min}: ${floor.why}`,
    };
  }
  return { ok: true, tool, bin, renderArgs };
}

/** The tool cannot be used at all: not found, or it does not say its version. */
function toolMissing(name: ToolName, reason: string): ToolStatus {
  return { ok: false, name, code: 'E_TOOL_MISSING', reason };
}

/** A helm found by name or path (also kustomize's helm: `helm3` beside a helm 4), its version checked. */
export async function resolveHelm(name: string, pathEnv: string): Promise<ToolStatus> {
  const bin = findExecutable(name, pathEnv);
  if (!bin) return toolMissing('helm', `helm not found (looked for '${name}' on PATH)`);
  const out = await versionOutput(bin, ['version', '--short'], pathEnv);
  const version = out?.split(/\s+/)[0];
  if (!version || !parseVersion(version))
    return toolMissing('helm', `'${bin} version --short' did not report a version`);
  return checkFloor('helm', { name: 'helm', version, path: bin }, bin, []);
}

/** `kustomize version` prints `v5.7.1` (v5) or `{Version:kustomize/v4.5.7 ...}` (v4). */
async function standaloneKustomize(name: string, pathEnv: string): Promise<ToolStatus | undefined> {
  const bin = findExecutable(name, pathEnv);
  if (!bin) return undefined;
  const out = await versionOutput(bin, ['version'], pathEnv);
  const v = out ? parseVersion(out) : undefined;
  if (!v) return toolMissing('kustomize', `'${bin} version' did not report a version`);
  return checkFloor('kustomize', { name: 'kustomize', version: `v${v.join('.')}`, path: bin }, bin, ['build']);
}

/** `kubectl version --client` prints `Client Version: v1.35.2` and `Kustomize Version: v5.7.1`. */
async function kubectlKustomize(pathEnv: string): Promise<ToolStatus | undefined> {
  const bin = findExecutable('kubectl', pathEnv);
  if (!bin) return undefined;
  const out = await versionOutput(bin, ['version', '--client'], pathEnv);
  const line = out ? /Kustomize Version:\s*(\S+)/.exec(out) : null;
  const v = line?.[1] ? parseVersion(line[1]) : undefined;
  if (!v) return toolMissing('kustomize', `'${bin} version --client' did not report a Kustomize version`);
  return checkFloor('kustomize', { name: 'kubectl kustomize', version: `v${v.join('.')}`, path: bin }, bin, [
    'kustomize',
  ]);
}

async function resolveKustomize(name: string | undefined, pathEnv: string): Promise<ToolStatus> {
  const standalone = await standaloneKustomize(name ?? 'kustomize', pathEnv);
  if (standalone || name) return standalone ?? toolMissing('kustomize', `kustomize not found (looked for '${name}')`);
  return (
    (await kubectlKustomize(pathEnv)) ??
    toolMissing('kustomize', 'neither kustomize nor kubectl (for `kubectl kustomize`) found on PATH')
  );
}

export async function resolveTools(opts: ResolveToolsOptions = {}): Promise<Tools> {
  const pathEnv = opts.pathEnv ?? process.env.PATH ?? '';
  const [helm, kustomize] = await Promise.all([
    resolveHelm(opts.helm ?? 'helm', pathEnv),
    resolveKustomize(opts.kustomize, pathEnv),
  ]);
  return { helm, kustomize };
}
