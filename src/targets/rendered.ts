// Rendering a target during discovery, for the deploy objects its output holds (app-of-apps
// Applications and ApplicationSets, Flux HelmReleases). Only targets whose inputs may declare such
// objects are rendered; a render failure here is left to the target's own render to report.
import { scratchDir } from '../cache/scratch.js';
import { removeTree } from '../render/remove-tree.js';
import { copyFileSync, cpSync, linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { readdir, readFile } from '../local/tree-files.js';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Config, EnvironmentConfig } from '../model/config.js';
import { environmentOf } from '../model/config.js';
import type { Target } from '../model/target.js';
import { renderTarget, type RenderRequest, type RenderResult } from '../render/index.js';
import { resolveTools, type Tools } from '../render/tools.js';
import { targetInputs } from './affected.js';
import { kustomizeBatcher, renderedObjects } from './kustomize-batch.js';
import type { Obj } from './yaml-docs.js';

/** `mayDeclare`: whether an input text may declare the objects wanted (no input may: no render). */
export type RenderObjects = (target: Target, mayDeclare: TextTest) => Promise<Obj[]>;
export type TextTest = Pick<RegExp, 'test'>;

/**
 * Makes one render of discovery: `render()` runs the tool in discovery's private copy; `pristine`
 * is the same request on the revision tree as checked out (never written to), for keying it.
 */
export type RenderThrough = (pristine: RenderRequest, render: () => Promise<RenderResult>) => Promise<RenderResult>;

/** The binaries discovery renders with (default: helm/kustomize on PATH). */
export interface DiscoveryTools {
  helm?: string;
  kustomize?: string;
  /** Those binaries found already (the run's own lookup): not asked for their versions again. */
  tools?: Promise<Tools>;
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
  const slots = pLimit(RENDERS_AT_ONCE);
  // The plain path of discovery's speed paths: one build per process, in a copied tree.
  const plain = process.env.DEPLOY_GATE_PLAIN_DISCOVERY === '1';
  const renderIn = plain
    ? (req: RenderRequest) => slots(() => renderTarget(req))
    : kustomizeBatcher(renderTarget, slots);
  const render: RenderObjects = async (target, mayDeclare) => {
    if (!(await inputsMention(root, target, config.file, mayDeclare))) return [];
    tools ??=
      bins.tools ??
      resolveTools({
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
      renderIn({ ...pristine, root: await (copy ??= privateCopy(root, plain)) }),
    );
    return result.ok ? renderedObjects(result) : [];
  };
  const dispose = async (): Promise<void> => {
    const dir = await copy?.catch(() => undefined);
    if (dir) await removeTree(path.dirname(dir));
  };
  return { render, dispose };
}

/** Discovery's tool processes running at once (a batch of kustomize builds is one). */
const RENDERS_AT_ONCE = 4;

/**
 * Discovery's own tree: renders write into the tree they build (overlays, origin annotations), and
 * the revision tree must stay as checked out. Files are hard links: every write a render makes goes
 * to a new file or replaces one by rename (rewriteFile), never into an existing one, so the links
 * keep the revision's bytes; made synchronously, as discovery waits for it. A 2,000-file tree took
 * 0.4 s to link where cpSync took 1.8 s. The plain path, DEPLOY_GATE_PLAIN_DISCOVERY=1, copies.
 */
async function privateCopy(root: string, copied: boolean): Promise<string> {
  const dir = await scratchDir('dg-discover-');
  const tree = path.join(dir, 'tree');
  if (copied)
    cpSync(root, tree, { recursive: true, verbatimSymlinks: true, filter: (src) => path.basename(src) !== '.git' });
  else linkTree(root, tree);
  return tree;
}

function linkTree(from: string, to: string): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const source = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, dest);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), dest);
    else if (entry.isFile()) linkOrCopy(source, dest);
  }
}

function linkOrCopy(source: string, dest: string): void {
  try {
    linkSync(source, dest);
  } catch {
    copyFileSync(source, dest); // another file system, or one without hard links
  }
}

async function inputsMention(root: string, target: Target, configFile: string, pattern: TextTest): Promise<boolean> {
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

async function fileOrDirMentions(abs: string, pattern: TextTest, depth = 0): Promise<boolean> {
  const text = await readFile(abs, 'utf8').catch(() => undefined);
  if (text !== undefined) return pattern.test(text);
  if (depth > 8) return true;
  const entries = await readdir(abs).catch(() => [] as string[]);
  for (const e of entries) if (await fileOrDirMentions(path.join(abs, e), pattern, depth + 1)) return true;
  return false;
}
