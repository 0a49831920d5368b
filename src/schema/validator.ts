import path from 'node:path';
import { whyNotServed } from '../kube/api-introductions.js';
import { introductionTable, removalTable } from './api-tables.js';
import type { FindingDraft } from '../model/finding.js';
import { apiGroup, type Resource } from '../model/resource.js';
import { compareVersions, minorVersion } from '../kube/version.js';
import type { BuiltinSchemas } from './builtin.js';
import { SchemaCompiler, type CompiledSchema } from './compiler.js';
import { CrdResolver, type TargetCrds } from './crd-resolver.js';
import { EMBEDDED_KINDS, EMBEDDED_MODELS_VERSION } from './embedded-kinds.js';
import type { EmbeddedModule } from './embedded-types.js';
import { errorsToDrafts } from './errors-to-drafts.js';
import { TargetRun } from './target-run.js';
import type { SchemaOptions, SchemaValidator, TargetValidation, ValidateTargetOptions } from './types.js';
import { compiledCacheDir } from '../cache/dir.js';
import { memoised } from '../cache/memo.js';
import { invalidIdentity } from './object-identity.js';
import { createSchemaBase, type SchemaBase } from './schema-base.js';
import { crdRuleDrafts, hasTransitionRules } from './cel/crd-rules.js';
import { apiServerDrafts } from '../apiserver/index.js';

/**
 * One per run: compiled validators, fetched documents and CRD folder indexes are shared by every
 * target and both sides. `base`: the fetcher and documents a helm render's served-API list already
 * read (engine/judges.ts makes it first); default: a new one.
 */
export function createSchemaValidator(opts: SchemaOptions, base: SchemaBase = createSchemaBase(opts)): SchemaValidator {
  const { fetcher, builtin } = base;
  const compiler = new SchemaCompiler(opts.strict, { cacheDir: compiledCacheDir(base.cacheDir) });
  const crds = new CrdResolver(fetcher, opts.crdLocations);
  return {
    servedApiVersions: (env) => base.servedApiVersions(env),
    async validateTarget(resources, env, per?: ValidateTargetOptions): Promise<TargetValidation> {
      const version = minorVersion(env.kubernetesVersion);
      if (!version)
        throw new Error(
          `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`,
        );
      const dirs = per?.crdDirs ?? opts.crdDirs;
      const targetCrds = await crds.forTarget(resources, dirs, per?.trustedCrdDirs ?? []);
      const run = new TargetRun(version, opts.strict, displayDirs(dirs, per?.repoRoot), opts.apiServer ?? true);
      for (const resource of resources) {
        const invalid = invalidIdentity(resource);
        if (invalid) run.invalidIdentity(invalid);
        else if (removalTable().builtinGroups.has(apiGroup(resource.ref.apiVersion)))
          await validateBuiltin(run, builtin, compiler, resource);
        else await validateCustom(run, compiler, targetCrds, resource);
      }
      run.addNotes(targetCrds.notes);
      return run.finish(await builtin.source(version));
    },
  };
}

async function validateBuiltin(
  run: TargetRun,
  builtin: BuiltinSchemas,
  compiler: SchemaCompiler,
  resource: Resource,
): Promise<void> {
  const { apiVersion, kind } = resource.ref;
  const found = await builtin.lookup(run.version, apiVersion, kind);
  if (found.status === 'ok') {
    run.openapi++;
    const compile = () => compiler.fromOpenApiDoc(found.docHash, found.schemas, found.name);
    run.add(...check(resource, compile, `Kubernetes ${run.version} OpenAPI`, run));
    if (run.apiServer) run.add(...apiServerDrafts(resource, run.version));
    return;
  }
  if (removedByTable(apiVersion, kind, run.version)) return; // checkApiVersions names the replacement
  if (found.status === 'absent') {
    const notYet = notYetServed(resource, run.version);
    if (notYet) return run.add(notYet);
    run.add({
      ruleId: 'api/removed',
      message: `${apiVersion} ${kind} is not served by Kubernetes ${run.version}: the ${run.version} OpenAPI (${found.from}) has no such kind`,
      resource,
      path: '/apiVersion',
      remediation: 'use an apiVersion this Kubernetes version serves (kubectl api-resources)',
    });
    return;
  }
  await validateEmbedded(run, resource, found.reason);
}

/**
 * A built-in kind this version's OpenAPI lacks that a newer Kubernetes serves is not "removed":
 * `api/not-yet-served`, naming the first release that serves it; one no release deploy-gate knows
 * serves may be newer still (or a typo): inconclusive.
 */
function notYetServed(resource: Resource, version: string): FindingDraft | undefined {
  const { apiVersion, kind } = resource.ref;
  const why = whyNotServed(apiVersion, kind, version, introductionTable());
  if (why.why === 'removed') return undefined;
  const base = { ruleId: 'api/not-yet-served', resource, path: '/apiVersion' };
  if (why.why === 'newer')
    return {
      ...base,
      message: `${apiVersion} ${kind} is first served by Kubernetes ${why.since}; this environment's Kubernetes ${version} does not serve it`,
      remediation: `set kubernetesVersion to the cluster's version (${why.since} or later serves it), or use an apiVersion ${version} serves`,
    };
  return {
    ...base,
    verdict: 'inconclusive',
    message: `${apiVersion} ${kind} is not served by Kubernetes ${version} nor by any release deploy-gate knows (through ${why.newest}): a newer release may serve it, or the apiVersion is mistyped`,
    remediation: `check the apiVersion (kubectl api-resources on the cluster); if a release after ${why.newest} serves it, update deploy-gate`,
  };
}

const embeddedModels = new Map<string, Promise<EmbeddedModule | undefined>>();

/**
 * The kubernetes-models validator of a built-in kind, imported on first use (each kind is its
 * own chunk in the bundle). Undefined when the package has no model for it.
 */
function embeddedModel(apiVersion: string, kind: string): Promise<EmbeddedModule | undefined> {
  const key = `${apiVersion}/${kind}`;
  return memoised(embeddedModels, key, () => EMBEDDED_KINDS[key]?.() ?? Promise.resolve(undefined));
}

async function validateEmbedded(run: TargetRun, resource: Resource, reason: string): Promise<void> {
  const { apiVersion, kind } = resource.ref;
  const embedded = await embeddedModel(apiVersion, kind);
  if (!embedded) {
    run.builtinUnchecked++;
    run.notFound(resource, [reason, `kubernetes-models ${EMBEDDED_MODELS_VERSION} (no model for this kind)`]);
    return;
  }
  run.countEmbedded(kind, reason);
  const against = `embedded kubernetes-models ${EMBEDDED_MODELS_VERSION}; the ${run.version} OpenAPI could not be read`;
  const errors = embedded.validate(resource.object) ? [] : [...(embedded.validate.errors ?? [])];
  run.add(...errorsToDrafts(resource, errors, against));
  if (run.apiServer) run.add(...apiServerDrafts(resource, run.version));
}

async function validateCustom(
  run: TargetRun,
  compiler: SchemaCompiler,
  crds: TargetCrds,
  resource: Resource,
): Promise<void> {
  const { apiVersion, kind } = resource.ref;
  const slash = apiVersion.indexOf('/');
  const got = await crds.lookup(apiGroup(apiVersion), apiVersion.slice(slash + 1), kind);
  if (got.status === 'not-found') {
    run.notFound(
      resource,
      got.lookedIn.map((l) => run.displayLooked(l)),
    );
    return;
  }
  const { found } = got;
  if (!found.served) {
    run.add({
      ruleId: 'api/removed',
      message: `${apiVersion} ${kind}: version ${apiVersion.slice(slash + 1)} is not served (served: false in ${found.from})`,
      resource,
      path: '/apiVersion',
    });
    return;
  }
  run.custom++;
  const namespace = (resource.object['metadata'] as { namespace?: unknown } | undefined)?.namespace;
  if (found.scope === 'Cluster' && typeof namespace === 'string' && namespace !== '') {
    run.add({
      ruleId: 'schema/invalid',
      message: `${kind} is cluster-scoped (${found.from}) but has metadata.namespace "${namespace}"`,
      resource,
      path: '/metadata/namespace',
      remediation: 'remove metadata.namespace',
      fingerprintKey: 'scope',
    });
  }
  const drafts = check(resource, () => compiler.fromSchema(found.schema), found.from, run);
  run.add(...drafts);
  // The API server runs a CRD's CEL rules on an object its schema accepts.
  if (drafts.length > 0) return;
  run.add(...crdRuleDrafts(resource, found.schema, found.from));
  if (hasTransitionRules(found.schema)) run.transitionRules.push({ resource, schema: found.schema, from: found.from });
}

/** Compiles (cached) and validates; a schema that does not compile is "could not check", not a crash. */
function check(resource: Resource, compile: () => CompiledSchema, against: string, run: TargetRun): FindingDraft[] {
  let schema: CompiledSchema;
  try {
    schema = compile();
  } catch (err) {
    return [
      {
        ruleId: 'schema/not-found',
        message: `the schema for ${resource.ref.apiVersion} ${resource.ref.kind} from ${against} does not compile: ${(err as Error).message}`,
        resource,
        path: '/apiVersion',
      },
    ];
  }
  for (const p of schema.skippedPatterns)
    run.addNotes([
      `pattern ${JSON.stringify(p)} in ${against} is not a valid JavaScript regular expression even after RE2 translation: not checked`,
    ]);
  return errorsToDrafts(resource, schema.validate(resource.object), against);
}

function removedByTable(apiVersion: string, kind: string, version: string): boolean {
  const row = removalTable().byKind.get(`${apiVersion}/${kind}`);
  return row !== undefined && row.removedIn !== null && compareVersions(version, row.removedIn) >= 0;
}

function displayDirs(dirs: string[], repoRoot: string | undefined): Map<string, string> {
  return new Map(dirs.map((d) => [d, repoRoot ? path.relative(repoRoot, d) || '.' : d]));
}
