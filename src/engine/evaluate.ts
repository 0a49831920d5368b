import type { Config, EnvironmentConfig } from '../model/config.js';
import type { Finding, FindingDraft } from '../model/finding.js';
import type { ToolVersion } from '../model/report.js';
import type { Resource, ResourceRef } from '../model/resource.js';
import type { CrdScopes } from '../kube/scope.js';
import { appliedIdentityOf } from './applied-identity.js';
import { defaultNamespaceOf, targetParts, type Target } from '../model/target.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { verdictOf } from '../findings/verdict.js';
import type { parseRendered } from '../manifest/index.js';
import { renderTarget, type Tools } from '../render/index.js';
import type { SchemaValidator } from '../schema/index.js';
import type { TransitionRules } from '../schema/types.js';
import { checkApiVersions } from '../checks/api/index.js';
import { guarded } from './guarded.js';
import { admissionDrafts } from '../schema/cel/admission.js';
import { servedForRender } from './served-apis.js';
import { inputMaskValues, secretInputMaskValues } from './input-values.js';
import { otherBranchDrafts, unknownAskedApis } from './capability-branches.js';
import { collectMaskValues } from '../redact/index.js';
import type { RemoteContext } from '../render/remote-chart.js';
import type { WrittenAt } from '../render/types.js';
import { renderFailureDrafts } from '../sources/findings.js';
import { writtenLocation } from '../sources/written-at.js';
import type { SourceRecord } from '../model/sources.js';
import { cachedRender, type RenderCache } from './render-cache.js';
import { parseOrRestore } from './render-cache-parse.js';
import type { PolicySet } from '../checks/index.js';

/** Everything that judges one rendered side of a target; built once per run. */
export interface Judges {
  /**
   * Admits at most `--jobs` helm/kustomize processes at once. Only the process is limited: one
   * target's parsing and checks overlap the next target's render, even at `--jobs 1`.
   */
  renderSlots: <T>(fn: () => Promise<T>) => Promise<T>;
  config: Config;
  tools: Tools;
  schema: SchemaValidator;
  policies: PolicySet;
  /** Allowlist, cache and offline flag for remote charts (absent: every remote chart is refused). */
  remote?: RemoteContext;
  /** Called before each render; the caller's once-only cold-start mark. */
  onRender?: () => void;
  /** Epoch ms of the whole-run deadline (`--timeout`): renders after it are not started, renders before it are cut to it. */
  deadline?: number;
  /** Audits only (render-cache.ts): renders reused when every input is unchanged. */
  renderCache?: RenderCache;
  /** The memory ceiling of each render process (render/child-memory.ts); absent: exec's default. */
  childMemoryBytes?: number;
  /** The admission policies the config names (`admission.policies`), read at the trusted revision. */
  admissionPolicies?: Resource[];
}

/** What one revision gives every target rendered from it. */
export interface SideRoots {
  /** Absolute dir of the revision tree. */
  root: string;
  /** Absolute CRD dirs of this revision (config schemas.crds). */
  crdDirs: string[];
  /** Group/versions those CRDs serve, for helm's --api-versions. */
  crdApiVersions: string[];
  /** Scopes of the kinds those CRDs define (objects are identified where they are applied). */
  crdScopes?: CrdScopes;
  /** The base revision's CRD folders, looked up first when validating the head (check mode). */
  trustedCrdDirs?: string[];
  /** Repo-relative submodule folders of this revision (empty in our copy). */
  submodules?: string[];
}

export interface SideInput extends SideRoots {
  target: Target;
  env: EnvironmentConfig;
}

export interface SideResult {
  status: 'rendered' | 'failed';
  resources: Resource[];
  findings: Finding[];
  durationMs: number;
  tool?: ToolVersion;
  validation?: string;
  counts?: { validated: number; unvalidated: number };
  notes?: string[];
  reason?: string;
  /** Credential values this side rendered (or its inputs hold, when it failed): masked in every output, never reported. */
  maskValues: string[];
  /** Remote charts rendered, with the digests of the bytes checked. */
  sources?: SourceRecord[];
  /** The rendered output came from the render cache (same inputs, same tools). */
  cached?: boolean;
  /** Custom resources with CRD transition rules, for the pair checks (check mode). */
  transitionRules?: TransitionRules[];
}

export type RenderParsed =
  | {
      ok: true;
      parsed: ReturnType<typeof parseRendered>;
      tool?: ToolVersion;
      sources?: SourceRecord[];
      cached?: boolean;
      /** helm had to render without the environment's served API list (served-apis.ts). */
      apiVersionsGap?: FindingDraft;
    }
  | { ok: false; code: string; error: string; tool?: ToolVersion; written?: WrittenAt };

/** The real tool's output for one target at one revision, parsed. */
export async function renderAndParse(input: SideInput, judges: Judges): Promise<RenderParsed> {
  const { target } = input;
  // .Capabilities answers as the cluster would: what the environment's version serves, plus the repo's CRDs (item 5).
  const served = await servedForRender(target, input.env, judges.schema, input.root);
  const extraApiVersions = [...new Set([...served.apis, ...input.crdApiVersions])];
  const req = {
    target,
    root: input.root,
    env: input.env,
    tools: judges.tools,
    timeoutMs: judges.config.render.timeoutSeconds * 1000,
    maxOutputBytes: judges.config.render.maxOutputBytes,
    ...(judges.childMemoryBytes === undefined ? {} : { memoryLimitBytes: judges.childMemoryBytes }),
    extraApiVersions,
  };
  const render = () =>
    judges.renderSlots(async () => {
      const left = (judges.deadline ?? Infinity) - Date.now();
      if (left <= 0) return DEADLINE_PASSED;
      const result = await renderTarget({
        ...req,
        timeoutMs: Math.min(req.timeoutMs, left),
        ...(judges.remote ? { remote: judges.remote } : {}),
      });
      return !result.ok && Date.now() >= (judges.deadline ?? Infinity)
        ? { ...DEADLINE_PASSED, tool: result.tool }
        : result;
    });
  const rendered = judges.renderCache
    ? await cachedRender(judges.renderCache, req, judges.config.file, render)
    : await render();
  if (!rendered.ok) return rendered;
  const parsed = await parseOrRestore(rendered, {
    kind: target.kind,
    targetPath: rendered.builtPath ?? target.path,
    root: input.root,
    maxObjects: judges.config.render.maxObjects,
    maxParsedBytes: judges.config.render.maxParsedBytes,
    ...defaultNamespaceOption(target),
    ...(input.crdScopes ? { crdScopes: input.crdScopes } : {}),
    ...(rendered.originAnnotationsAdded !== undefined
      ? { originAnnotationsAdded: rendered.originAnnotationsAdded }
      : {}),
  });
  if (parsed.overBudget)
    return { ok: false, code: parsed.overBudget.code, error: parsed.overBudget.message, tool: rendered.tool };
  const cached = 'cached' in rendered && rendered.cached ? { cached: true } : {};
  return {
    ok: true,
    parsed,
    ...(served.gap ? { apiVersionsGap: served.gap } : {}),
    tool: rendered.tool,
    ...(rendered.sources ? { sources: rendered.sources } : {}),
    ...cached,
  };
}

function defaultNamespaceOption(target: Target): { defaultNamespace?: string } {
  const namespace = defaultNamespaceOf(target);
  return namespace ? { defaultNamespace: namespace } : {};
}

const DEADLINE_PASSED = {
  ok: false as const,
  code: 'E_RUN_DEADLINE',
  durationMs: 0,
  error: 'the run deadline (--timeout) passed before this target was rendered; it was not checked',
};

/** render → parse → checks → findings for one target at one revision. Never throws. */
export async function evaluateSide(input: SideInput, judges: Judges): Promise<SideResult> {
  const started = Date.now();
  const { target } = input;
  const finalizer = (identityOf?: (ref: ResourceRef) => string) => (drafts: FindingDraft[]) =>
    finalizeDrafts(drafts, { config: judges.config, app: target.app, environment: target.environment, identityOf });
  judges.onRender?.();
  const rendered = await renderAndParse(input, judges);
  if (!rendered.ok) {
    const at = await writtenLocation(input.root, target.path, rendered.written);
    const drafts = renderFailureDrafts(rendered.code, rendered.error, at);
    const maskValues = [...(await inputMaskValues(input.root, target)), ...(target.secretValues ?? [])];
    return {
      status: 'failed',
      resources: [],
      findings: finalizer()(drafts),
      durationMs: Date.now() - started,
      tool: rendered.tool,
      reason: rendered.code,
      maskValues,
    };
  }
  const { parsed } = rendered;
  const checked = await runChecks(parsed.resources, input, judges);
  const branch = await capabilityBranch(input, judges, parsed.resources, checked.drafts, rendered.sources);
  const drafts = [
    ...parsed.problems,
    ...(rendered.apiVersionsGap ? [rendered.apiVersionsGap] : []),
    ...checked.drafts,
    ...branch.drafts,
  ];
  const findings = renderedFindings(
    drafts,
    target,
    parsed.resources,
    finalizer(
      appliedIdentityOf(
        target,
        parsed.resources.map((r) => r.ref),
      ),
    ),
  );
  return {
    status: 'rendered',
    resources: parsed.resources,
    findings,
    durationMs: Date.now() - started,
    tool: rendered.tool,
    validation: checked.validation,
    counts: checked.counts,
    notes: checked.notes,
    maskValues: [
      ...collectMaskValues([...parsed.resources, ...branch.resources].map((r) => r.object)),
      ...(await secretInputMaskValues(input.root, target)),
      ...(branch.failed ? await inputMaskValues(input.root, target) : []),
      ...(target.secretValues ?? []),
    ],
    ...(rendered.sources ? { sources: rendered.sources } : {}),
    ...(rendered.cached ? { cached: true } : {}),
    ...(checked.transitionRules ? { transitionRules: checked.transitionRules } : {}),
  };
}

/**
 * The other branch of `.Capabilities.APIVersions.Has` on APIs whose presence on the cluster is
 * unknown, rendered and judged (capability-branches.ts). Without the environment's served list the
 * render already carries render/api-versions-unknown (served-apis.ts): nothing more here.
 */
async function capabilityBranch(
  input: SideInput,
  judges: Judges,
  resources: Resource[],
  drafts: FindingDraft[],
  /** The charts the render fetched (a remote chart, dependencies pulled at render time). */
  sources: SourceRecord[] | undefined,
): Promise<{ drafts: FindingDraft[]; resources: Resource[]; failed: boolean }> {
  const out = { drafts: [] as FindingDraft[], resources: [] as Resource[], failed: false };
  if (!targetParts(input.target).some((p) => p.kind === 'helm')) return out;
  const served = await judges.schema.servedApiVersions(input.env).catch(() => undefined);
  if (!served || !('apis' in served)) return out;
  const known = [...served.apis, ...input.crdApiVersions, ...input.env.apiVersions];
  const archives = (sources ?? []).flatMap((s) => {
    const hex = s.type === 'git' ? undefined : /^sha256:([0-9a-f]{64})$/.exec(s.digest)?.[1];
    return hex && judges.remote ? [judges.remote.cache.blobFile(hex)] : [];
  });
  const unknown = await unknownAskedApis(input.target, input.root, known, archives);
  out.drafts = await otherBranchDrafts({
    target: input.target,
    environment: input.env.name,
    unknown,
    main: { resources, drafts },
    renderWith: async (apis) => {
      const r = await renderAndParse({ ...input, crdApiVersions: [...input.crdApiVersions, ...apis] }, judges);
      if (!r.ok) {
        out.failed = true;
        return { error: `${r.code}: ${r.error}` };
      }
      out.resources = r.parsed.resources;
      return { resources: r.parsed.resources };
    },
    check: async (other) => (await runChecks(other, input, judges)).drafts,
  });
  return out;
}

/** With zero objects, warnings alone (a parse problem turned down to one) must not let it pass. */
function renderedFindings(
  drafts: FindingDraft[],
  target: Target,
  resources: Resource[],
  finalize: (drafts: FindingDraft[]) => Finding[],
): Finding[] {
  const findings = finalize(drafts);
  if (resources.length > 0 || verdictOf(findings) !== 'pass') return findings;
  return finalize([...drafts, emptyRenderDraft(target)]);
}

/** Zero objects is not a pass (security case H2): nothing was checked. */
function emptyRenderDraft(target: Target): FindingDraft {
  return {
    ruleId: 'render/failed',
    verdict: 'inconclusive',
    message: target.sources
      ? `the sources ${target.sources.map((s) => s.path).join(' + ')} rendered no objects: nothing could be checked`
      : `${target.kind} rendered no objects for ${target.path}: nothing could be checked`,
    location: { file: target.path },
  };
}

// The checks one rendered side goes through (schemas, API versions, policies), each guarded so a
// check that crashes is reported for this target instead of passing it.
export interface Checked {
  drafts: FindingDraft[];
  validation: string;
  counts?: { validated: number; unvalidated: number };
  notes: string[];
  transitionRules?: TransitionRules[];
}

export async function runChecks(resources: Resource[], input: SideInput, judges: Judges): Promise<Checked> {
  const checked: Checked = { drafts: [], validation: 'none', notes: [] };
  const { drafts } = checked;
  await guarded(drafts, 'schema validation', async () => {
    const result = await judges.schema.validateTarget(resources, input.env, {
      crdDirs: input.crdDirs,
      repoRoot: input.root,
      trustedCrdDirs: input.trustedCrdDirs ?? [],
    });
    checked.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    checked.counts = result.counts;
    checked.notes.push(...result.notes);
    if (result.transitionRules) checked.transitionRules = result.transitionRules;
    drafts.push(...result.drafts);
  });
  await guarded(drafts, 'admission policies', async () => {
    drafts.push(...admissionDrafts(resources, judges.admissionPolicies));
  });
  await guarded(drafts, 'API version checks', async () => {
    drafts.push(...checkApiVersions(resources, input.env));
  });
  await guarded(drafts, 'policies', async () => {
    // The checks' code is imported with the checks (judges.ts), after the first render has started.
    const { runPolicies } = await import('../checks/run.js');
    drafts.push(
      ...runPolicies(judges.policies, {
        resources,
        env: input.env,
        podTemplatePaths: judges.config.podTemplatePaths,
        ignoreDifferences: input.target.ignoreDifferences,
      }),
    );
  });
  return checked;
}
