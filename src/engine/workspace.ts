import type { Config } from '../model/config.js';
import type { RevisionInfo, ConfigUsed } from '../model/report.js';
import { ConfigError, defaultConfig, loadConfigDetailed } from '../config/index.js';
import { checkoutRevision } from '../git/index.js';
import { forgetScan } from '../render/index.js';
import { UsageError } from './options.js';
import { resolveSide, type ConfigChoice } from './revision-reads.js';

export { readConfig } from './revision-reads.js';

/** What the report says of the config a run used; `committed`: the revision it was read at. */
export function configUsed(choice: ConfigChoice, committed: 'base' | 'ref'): ConfigUsed {
  return { path: choice.rel, from: choice.from === 'revision' ? committed : choice.from };
}

/** One revision read into a temp folder of our own. */
export interface Side {
  info: RevisionInfo;
  root: string;
  /** Submodule folders: empty in our copy, so nothing in them was rendered. */
  submodules: string[];
  cleanup(): Promise<void>;
}

export async function openSide(repo: string, ref: string): Promise<Side> {
  return openResolved(repo, await resolveSide(repo, ref));
}

/** A resolved revision written out. */
export async function openResolved(repo: string, info: RevisionInfo): Promise<Side> {
  const tree = await checkoutRevision(repo, info.sha);
  const cleanup = async () => {
    forgetScan(tree.root);
    await tree.cleanup();
  };
  return { info, root: tree.root, submodules: tree.submodules, cleanup };
}

/** The config from its text at a revision (undefined: the revision has no such file). */
export function configOf(text: string | undefined, rel: string): { config: Config; text?: string; warnings: string[] } {
  if (text === undefined) {
    const config = defaultConfig(rel);
    return { config, warnings: assumedVersionNotice(config) };
  }
  try {
    const loaded = loadConfigDetailed(text, rel);
    return { config: loaded.config, text, warnings: [...loaded.warnings, ...assumedVersionNotice(loaded.config)] };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

/** A config without `kubernetesVersion` is judged against the newest Kubernetes deploy-gate knows: reports say so. */
export function assumedVersionNotice(config: Config): string[] {
  if (!config.kubernetesVersionAssumed) return [];
  return [
    `Kubernetes ${config.kubernetesVersion} assumed (no kubernetesVersion in the config; the newest version deploy-gate knows): set kubernetesVersion to your clusters' version`,
  ];
}

export function submoduleNotices(side: Side): string[] {
  return side.submodules.map(
    (dir) =>
      `${dir} is a git submodule at ${side.info.sha.slice(0, 12)}: its files were not read, so nothing in it was rendered or checked`,
  );
}
