import path from 'node:path';
import type { Config } from '../model/config.js';
import { resolveTools } from '../render/index.js';
import { createSchemaValidator } from '../schema/index.js';
import { PolicyLoadError, loadPolicies } from '../checks/index.js';
import type { Judges } from './evaluate.js';
import type { RunOptions } from './options.js';
import { UsageError } from './options.js';

/** Tools, schemas and policies, set up once per run before anything renders (bad policy files fail here). */
export async function buildJudges(config: Config, opts: RunOptions, trustedRoot: string): Promise<Judges> {
  let policies;
  try {
    policies = loadPolicies({ extraDirs: config.checks.map((dir) => path.join(trustedRoot, dir)) });
  } catch (err) {
    if (err instanceof PolicyLoadError) throw new UsageError(err.message);
    throw err;
  }
  const tools = await resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  const schema = createSchemaValidator({
    locations: [...opts.schemaLocations, ...config.schemas.locations],
    crdLocations: [...opts.crdSchemaLocations, ...config.schemas.crdLocations],
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict,
  });
  return { config, tools, schema, policies };
}

export function crdDirsOf(config: Config, root: string): string[] {
  return config.schemas.crds.map((dir) => path.join(root, dir));
}
