import { realpath } from '../local/tree-files.js';
import os from 'node:os';
import pLimit from 'p-limit';
import path from 'node:path';
import type { FindingDraft } from '../model/finding.js';
import { childMemoryLimitBytes, problemsUnder, scanTree, type Tools } from '../render/index.js';
import { DEFAULT_POLICY_PACKS, type Config } from '../model/config.js';
import type { SchemaOptions, SchemaValidator } from '../schema/index.js';
import type { SchemaBase } from '../schema/schema-base.js';
import type { LoadOptions, PolicySet } from '../checks/index.js';
import { ruleInfo } from '../findings/rules.js';
import type { Judges, SideRoots } from './evaluate.js';
import { configuredCrds } from './crd-api-versions.js';
import type { RemoteContext } from '../render/remote-chart.js';
import { SourceCache, defaultSourceCacheDir } from '../sources/cache.js';
import { trustedSourcesOf } from '../targets/base-sources.js';
import { UsageError, type RunOptions } from './options.js';
import { defaultRenderCacheDir, renderCacheAt } from './render-cache.js';
import { loadAdmissionPolicies } from './admission-policies.js';
import { crdLocationsOf, resolveRepoLocations } from './schema-locations.js';

/** Calls `fn` before the first render only (the caller's cold-start mark). */
function onceOnly(fn: (() => void) | undefined): (() => void) | undefined {
  if (!fn) return undefined;
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}

/**
 * The checks' code (their templates, the Lua runtime argocd-health runs, the check files' validators)
 * is imported when the checks load, not with the engine (test/engine/pre-render-modules.test.ts).
 */
const checksCode = () => import('../checks/load.js');

/**
 * Reads deploy-gate's own check files ahead (they need nothing of the revisions): a check calls it
 * while git writes the trees, so the ~50 ms it takes is spent while the process would wait. A bad
 * one is reported by the load that needs it.
 */
export function readChecksAhead(): void {
  checksCode()
    .then((code) => code.builtInCheckFiles())
    .catch(() => undefined);
}

export async function buildJudges(
  config: Config,
  opts: RunOptions,
  trustedRoot: string,
  tools: Promise<Tools>,
): Promise<Judges> {
  const policies = await loadChecks(config, trustedRoot);
  return { ...(await judgesWith(config, opts, trustedRoot, tools)), policies };
}

/** The config's checks, with an unknown rule id or a bad check file as the UsageError. */
async function loadChecks(config: Config, trustedRoot: string): Promise<PolicySet> {
  const { loadPolicies, PolicyLoadError } = await checksCode();
  let policies;
  try {
    policies = loadPolicies(checksOf(config, trustedRoot));
  } catch (err) {
    throw err instanceof PolicyLoadError ? new UsageError(err.message) : err;
  }
  unknownRuleIds(config, policies);
  return policies;
}

/** A config whose checks or rule ids are wrong is a usage error, even on a run that renders nothing. */
export async function validateChecks(config: Config, trustedRoot: string): Promise<void> {
  await loadChecks(config, trustedRoot);
}

function checksOf(config: Config, trustedRoot: string): LoadOptions {
  return {
    extraDirs: config.checks.map((dir) => path.join(trustedRoot, dir)),
    params: checkParamsOf(config),
    packs: config.policies ?? DEFAULT_POLICY_PACKS,
  };
}

/** Everything but the checks. */
async function judgesWith(
  config: Config,
  opts: RunOptions,
  trustedRoot: string,
  tools: Promise<Tools>,
): Promise<Omit<Judges, 'policies'>> {
  const schema = schemaOnDemand({
    locations: [
      ...opts.schemaLocations,
      ...resolveRepoLocations(config.schemas.locations, trustedRoot, 'schemas.locations'),
    ],
    crdLocations: crdLocationsOf(opts, config, trustedRoot),
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict,
    confineTo: trustedRoot,
  });
  const remote: RemoteContext = {
    sources: config.sources,
    configFile: config.file,
    offline: opts.offline,
    // The engine reads no process.env: the source cache dir and credentials come from the caller's env.
    cache: new SourceCache(opts.sourceCacheDir ?? defaultSourceCacheDir(opts.env ?? {})),
    env: opts.env ?? {},
    ...trustedSourcesOf(config.sources, trustedRoot),
  };
  const renderCache =
    opts.mode === 'audit' && opts.renderCache === true
      ? renderCacheAt(opts.renderCacheDir ?? defaultRenderCacheDir())
      : undefined;
  return {
    config,
    tools: await tools,
    schema,
    renderSlots: pLimit(jobsOf(opts)),
    childMemoryBytes: childMemoryOf(config, opts),
    remote,
    onRender: onceOnly(opts.onFirstRender),
    ...(opts.deadline ? { deadline: opts.deadline } : {}),
    ...(renderCache ? { renderCache } : {}),
    admissionPolicies: config.admission?.policies.length ? await loadAdmissionPolicies(config, trustedRoot) : undefined,
  };
}

/**
 * The schema validator, made when first asked (a rendered target's objects): its code (ajv, the
 * OpenAPI graph) is not compiled before a kustomize target's first render. A helm target's API
 * versions need only the documents (schema-base.ts, no ajv): they are read without the validator,
 * which is built later on the same base (the documents are not read twice).
 */
function schemaOnDemand(opts: SchemaOptions): SchemaValidator {
  let base: Promise<SchemaBase> | undefined;
  let made: Promise<SchemaValidator> | undefined;
  const baseOf = () => (base ??= import('../schema/schema-base.js').then((m) => m.createSchemaBase(opts)));
  const validator = () =>
    (made ??= Promise.all([baseOf(), import('../schema/validator.js')]).then(([b, m]) =>
      m.createSchemaValidator(opts, b),
    ));
  return {
    servedApiVersions: async (env) => (await baseOf()).servedApiVersions(env),
    validateTarget: async (resources, env, per) => (await validator()).validateTarget(resources, env, per),
  };
}

/**
 * Where a revision's CRDs live and what they serve. A CRD dir that is (or holds) a symlink out of
 * the revision is refused before anything reads it: the head could point it at any folder.
 */
export async function sideRootsOf(config: Config, root: string): Promise<SideRoots & { refused: FindingDraft[] }> {
  const scan = await scanTree(root);
  const refused: FindingDraft[] = [];
  const crdDirs: string[] = [];
  for (const dir of config.schemas.crds) {
    const problems = problemsUnder(scan, [dir]);
    const escapes = await outsideRoot(root, dir);
    if (problems.length || escapes) {
      refused.push({
        ruleId: 'render/failed',
        message: `schemas.crds dir ${dir} was not read: ${escapes ? 'it resolves outside the repository' : problems.map((p) => `${p.code}: ${p.message}`).join('; ')}`,
        location: { file: dir },
      });
      continue;
    }
    crdDirs.push(path.join(root, dir));
  }
  const crds = await configuredCrds(crdDirs);
  return { root, crdDirs, crdApiVersions: crds.apiVersions, crdScopes: crds.scopes, refused };
}

async function outsideRoot(root: string, dir: string): Promise<boolean> {
  const [realRoot, realDir] = await Promise.all([
    realpath(root),
    realpath(path.join(root, dir)).catch(() => undefined),
  ]);
  if (realDir === undefined) return false; // absent: nothing to read
  const inside = realDir === realRoot || realDir.startsWith(`${realRoot}${path.sep}`);
  return !inside || realDir.split(path.sep).includes('.git');
}

/** `render.maxMemoryMiB`, or the machine's memory split over `--jobs` parallel renders. */
function childMemoryOf(config: Config, opts: RunOptions): number {
  const mib = config.render.maxMemoryMiB;
  return mib === undefined ? childMemoryLimitBytes(os.totalmem(), jobsOf(opts)) : mib * 1024 * 1024;
}

/** `--jobs`: parallel renders, default one per CPU. */
export function jobsOf(opts: RunOptions): number {
  return opts.jobs > 0 ? opts.jobs : Math.max(1, os.availableParallelism());
}

/** A `rules:` entry naming no rule would silently do nothing: the config is wrong (exit 2). */
function unknownRuleIds(config: Config, policies: PolicySet): void {
  const custom = new Set(policies.checks.map((c) => c.id));
  const unknown = Object.keys(config.rules).filter((id) => !ruleInfo(id) && !custom.has(id));
  if (unknown.length) {
    throw new UsageError(
      `${config.file}: rules: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a rule id (see \`deploy-gate rules\`) nor a check in ${config.checks.join(', ') || 'the checks dirs'}`,
    );
  }
}

/** The config's parameter overrides for checks; `analysis.minWindow` is short for analysis/short-window's minWindow. */
export function checkParamsOf(config: Config): Record<string, Record<string, unknown>> {
  const out = structuredClone(config.checkParams ?? {});
  if (config.analysis?.minWindow !== undefined)
    out['analysis/short-window'] = { ...out['analysis/short-window'], minWindow: config.analysis.minWindow };
  return out;
}
