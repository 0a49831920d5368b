// Rendering a target during discovery, for the deploy objects its output holds (app-of-apps
// Applications and ApplicationSets, Flux HelmReleases). Only targets whose inputs may declare such
// objects are rendered; a render failure here is left to the target's own render to report.
import { cpSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config, EnvironmentConfig } from '../model/config.js';
import { environmentOf } from '../model/config.js';
import type { Target } from '../model/target.js';
import { renderTarget, type RenderRequest, type RenderResult } from '../render/index.js';
import { resolveTools, type Tools } from '../render/tools.js';
import { targetInputs } from './affected.js';
import { asObj, parseDocs, type Obj } from './yaml-docs.js';

export type RenderObjects = (target: Target, mayDeclare: RegExp) => Promise<Obj[]>;

/**
 * Makes one render of discovery: `render()` runs the tool in discovery's private copy; `pristine`
 * is the same request on the revision tree as checked out (never written to), for keying it.
 */
export type RenderThrough = (pristine: RenderRequest, render: () => Promise<RenderResult>) => Promise<RenderResult>;

/** The binaries discovery renders with (default: helm/kustomize on PATH). */
export interface DiscoveryTools {
  helm?: string;
  kustomize?: string;
  /**
   * What a helm render in discovery gets as `--api-versions` besides the environment's own (the
   * served list and the repository's CRDs, as the target's own render gets them): an app-of-apps
   * chart that gates a child on `.Capabilities.APIVersions` declares the child Argo CD sees.
   */
  apiVersionsFor?: (env: EnvironmentConfig) => Promise<string[]>;
  /**
   * How a render of discovery is made; the plain path renders. A check gives both revisions one
   * that shares a render whose inputs are the same on both sides (engine/discovery-renders.ts).
   */
  renderThrough?: RenderThrough;
}

const renderItself: RenderThrough = (_pristine, render) => render();

export interface DiscoveryRenderer {
  render: RenderObjects;
  dispose(): Promise<void>;
}

/** A renderer bound to one revision tree; tools are looked up and the tree copied once, on first use. */
export function discoveryRenderer(root: string, config: Config, bins: DiscoveryTools = {}): DiscoveryRenderer {
  let tools: Promise<Tools> | undefined;
  let copy: Promise<string> | undefined;
  const render: RenderObjects = async (target, mayDeclare) => {
    if (!(await inputsMention(root, target, config.file, mayDeclare))) return [];
    tools ??= resolveTools({
      ...(bins.helm ? { helm: bins.helm } : {}),
      ...(bins.kustomize ? { kustomize: bins.kustomize } : {}),
    });
    const env = environmentOf(config, target.environment);
    const helm = target.kind === 'helm' || (target.sources ?? []).some((s) => s.kind === 'helm');
    const extraApiVersions = helm && bins.apiVersionsFor ? await bins.apiVersionsFor(env).catch(() => []) : [];
    const pristine: RenderRequest = {
      target,
      root,
      env,
      extraApiVersions,
      tools: await tools,
      timeoutMs: config.render.timeoutSeconds * 1000,
      maxOutputBytes: config.render.maxOutputBytes,
    };
    const through = bins.renderThrough ?? renderItself;
    const result = await through(pristine, async () =>
      renderTarget({ ...pristine, root: await (copy ??= privateCopy(root)) }),
    );
    if (!result.ok) return [];
    return result.chunks.flatMap((c) =>
      parseDocs(c.text)
        .map((d) => asObj(d.value))
        .filter((o): o is Obj => o !== undefined),
    );
  };
  const dispose = async (): Promise<void> => {
    const dir = await copy?.catch(() => undefined);
    if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
  };
  return { render, dispose };
}

/**
 * The whole tree, copied synchronously: the promise-based fs.cp took 1.5–3 s for a 2,000-file
 * repository where cpSync takes 0.4 s, and discovery has nothing else to do while it copies.
 */
async function privateCopy(root: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dg-discover-'));
  const tree = path.join(dir, 'tree');
  cpSync(root, tree, { recursive: true, verbatimSymlinks: true, filter: (src) => path.basename(src) !== '.git' });
  return tree;
}

async function inputsMention(root: string, target: Target, configFile: string, pattern: RegExp): Promise<boolean> {
  let inputs: string[];
  try {
    inputs = await targetInputs(root, target, configFile);
  } catch {
    return true;
  }
  for (const rel of inputs.filter((i) => i !== configFile && i !== target.origin.file)) {
    if (await fileOrDirMentions(path.join(root, rel), pattern)) return true;
  }
  return false;
}

async function fileOrDirMentions(abs: string, pattern: RegExp, depth = 0): Promise<boolean> {
  const text = await readFile(abs, 'utf8').catch(() => undefined);
  if (text !== undefined) return pattern.test(text);
  if (depth > 8) return true;
  const entries = await readdir(abs).catch(() => [] as string[]);
  for (const e of entries) if (await fileOrDirMentions(path.join(abs, e), pattern, depth + 1)) return true;
  return false;
}
