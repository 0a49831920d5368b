// ApplicationSets found by Argo CD discovery, expanded into the Applications they generate; each
// one is handed back to be judged like an Application written in the repo. What cannot be
// expanded offline is `targets/not-checked`; what Argo CD itself would refuse is `render/failed`.
import type { ClusterConfig } from '../../model/config.js';
import type { FindingDraft } from '../../model/finding.js';
import { resolveTools } from '../../render/tools.js';
import { asObj, asString, type Obj } from '../yaml-docs.js';
import { expandApplicationSet, type GeneratedApp } from './expand.js';
import { helmGoTemplate } from './go-template.js';
import { NotExpandable } from './params.js';
import { readTree, type RepoTree } from './repo-files.js';
import { ExpansionBounds } from './bounds.js';

export interface SetDoc {
  obj: Obj;
  file: string;
  line: number;
}

/** What a generated Application adds to the target made from it. */
export interface GeneratedFrom {
  /** `ApplicationSet <name>` */
  set: string;
  /** Repo files its parameters were read from (git files generator). */
  inputs: string[];
  /** The environment its generator element names (a configured cluster's, or an `environmentLabel` parameter). */
  environment?: string;
}

export interface SetOptions {
  clusters?: ClusterConfig[];
  environmentLabel: string;
  /** The helm binary (--helm); default: helm on PATH. */
  helm?: string;
  /** Generated Applications one set may have (default 10,000). */
  maxApplicationsPerSet?: number;
  /** Epoch ms of the run's deadline (`--timeout`). */
  deadline?: number;
  /** This repository's own URLs (empty when unknown). */
  repoUrls?: readonly string[];
}

export type Emit = (app: Obj, at: { file: string; line: number }, from: GeneratedFrom) => void;

export async function expandSets(
  root: string,
  sets: SetDoc[],
  opts: SetOptions,
  emit: Emit,
  problems: FindingDraft[],
): Promise<void> {
  if (sets.length === 0) return;
  let tree: Promise<RepoTree> | undefined;
  let helm: Promise<string> | undefined;
  const ctx = {
    root,
    clusters: opts.clusters,
    ...(opts.repoUrls ? { repoUrls: opts.repoUrls } : {}),
    tree: () => (tree ??= readTree(root, opts.deadline)),
    engine: helmGoTemplate(() => (helm ??= helmBinary(opts.helm))),
  };
  for (const set of sets) {
    const name = asString(asObj(set.obj.metadata)?.name) ?? '(unnamed)';
    const location = { file: set.file, line: set.line };
    const bounds = new ExpansionBounds(opts.maxApplicationsPerSet, opts.deadline);
    // An error nobody foresaw (a file gone from under the walk) is this set's finding, never the run's end.
    const expansion = await expandApplicationSet(set.obj, { ...ctx, bounds }).catch((err: unknown) => ({
      apps: [],
      errors: [],
      notExpandable: [`its expansion failed: ${err instanceof Error ? err.message : String(err)}`],
    }));
    const problem = (ruleId: string, said: string, key: string): FindingDraft => ({
      ruleId,
      message: `${set.file}: ApplicationSet ${name}${said}`,
      location,
      fingerprintKey: `${name}: ${key}`,
    });
    problems.push(
      ...expansion.notExpandable.map((r) => problem('targets/not-checked', ` is not expanded: ${r}`, r)),
      ...expansion.errors.map((error) => problem('render/failed', `: ${error}`, error)),
    );
    for (const g of expansion.apps) emit(g.app, location, generatedFrom(name, g, opts.environmentLabel));
  }
}

function generatedFrom(set: string, g: GeneratedApp, envLabel: string): GeneratedFrom {
  const from: GeneratedFrom = { set: `ApplicationSet ${set}`, inputs: g.elem.files };
  const env = g.elem.environment ?? asString(g.elem.params[envLabel]);
  if (env) from.environment = env;
  return from;
}

async function helmBinary(bin: string | undefined): Promise<string> {
  const tools = await resolveTools(bin ? { helm: bin } : {});
  if (!tools.helm.ok) throw new NotExpandable(`goTemplate needs helm as its Go template engine: ${tools.helm.reason}`);
  return tools.helm.bin;
}
