import path from 'node:path';
import type { Config } from '../model/config.js';
import type { Tools } from '../render/index.js';
import { createSchemaValidator } from '../schema/index.js';
import { PolicyLoadError, loadPolicies } from '../checks/index.js';
import type { PolicySet } from '../checks/index.js';
import { ruleInfo } from '../findings/rules.js';
import type { Judges } from './evaluate.js';
import type { SideRoots } from './target-run.js';
import { crdApiVersions } from './crd-api-versions.js';
import type { RunOptions } from './options.js';
import { UsageError } from './options.js';

/** Tools, schemas and policies, set up once per run before anything renders (bad policy files fail here). */
export async function buildJudges(config: Config, opts: RunOptions, trustedRoot: string, tools: Promise<Tools>): Promise<Judges> {
  let policies;
  try {
    policies = loadPolicies({ extraDirs: config.checks.map((dir) => path.join(trustedRoot, dir)) });
  } catch (err) {
    if (err instanceof PolicyLoadError) throw new UsageError(err.message);
    throw err;
  }
  unknownRuleIds(config, policies);
  const schema = createSchemaValidator({
    locations: [...opts.schemaLocations, ...config.schemas.locations],
    crdLocations: [...opts.crdSchemaLocations, ...config.schemas.crdLocations],
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict,
  });
  return { config, tools: await tools, schema, policies };
}

export function crdDirsOf(config: Config, root: string): string[] {
  return config.schemas.crds.map((dir) => path.join(root, dir));
}

/** Where a revision's CRDs live and what they serve. */
export async function sideRootsOf(config: Config, root: string): Promise<SideRoots> {
  const crdDirs = crdDirsOf(config, root);
  return { root, crdDirs, crdApiVersions: await crdApiVersions(crdDirs) };
}

/** A `rules:` entry naming no rule would silently do nothing: the config is wrong (exit 2). */
function unknownRuleIds(config: Config, policies: PolicySet): void {
  const custom = new Set(policies.checks.map((c) => c.id));
  const unknown = Object.keys(config.rules).filter((id) => !ruleInfo(id) && !custom.has(id));
  if (unknown.length) {
    throw new UsageError(`${config.file}: rules: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a rule id (see \`deploy-gate rules\`) nor a check in ${config.checks.join(', ') || 'the checks dirs'}`);
  }
}
