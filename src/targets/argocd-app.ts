// One Argo CD Application → one target. A multi-source Application is one unit, as in Argo CD:
// the repo-server renders each source that has a path or a chart (a pure `ref:` source, or any
// source with neither, renders nothing) and the controller joins their objects. A source that
// cannot be checked makes the whole unit not-checked, a wrong one fails it: never a partial pass.
import type { GeneratedFrom } from './appset/discover.js';
import { remoteChartSource } from './argocd-remote.js';
import { resolveSource } from './argocd-source.js';
import { repoJoin, type NotCheckable, type ResolvedSource, type SourceProblem } from './argocd-source-types.js';
import { toTarget, type PartSource } from './argocd-target.js';
import type { AppSourceRef, ArgoNaming, DeclaredAt, Found } from './argocd-types.js';
import {
  hasPathOrChart,
  isThisBranch,
  refRepositories,
  refRevisions,
  severalRepositories,
  sourceLabel,
} from './argocd-app-sources.js';
import { sameRepository } from './repo-url.js';
import type { RepoIndex } from './walk.js';
import { asArray, asObj, asString, objects, type Obj } from './yaml-docs.js';

type Resolution = ResolvedSource | SourceProblem | NotCheckable;

interface Reporter {
  problem(message: string, verdict?: 'fail' | 'inconclusive'): void;
  notChecked(reason: string, inputs: string[]): void;
}

export function fromApplication(
  app: Obj,
  at: DeclaredAt,
  index: RepoIndex,
  naming: ArgoNaming,
  found: Found,
  from?: GeneratedFrom,
): void {
  const name = asString(asObj(app.metadata)?.name);
  const spec = asObj(app.spec);
  const report = reporter(app, at, found, name, from);
  if (!name || !spec) return report.problem('metadata.name and spec are required');
  // Argo CD's CRD refuses such an Application: it deploys nothing of it, so it is wrong, not skipped.
  const bad = asArray(spec.sources).findIndex((s) => asObj(s) === undefined);
  if (bad >= 0) return report.problem(`spec.sources entry ${bad + 1} is not a mapping`);
  const { list, multi } = appSources(spec);
  found.applications.push({ key: `${at.file}#${name}`, file: at.file, name, sources: list.map(sourceRef) });
  const refs = new Map(list.filter((s) => typeof s.ref === 'string').map((s) => [s.ref as string, s]));
  const renderable = list
    .map((src, i) => ({ src, label: list.length > 1 ? sourceLabel(src, i, list.length) : '' }))
    .filter(({ src }) => (multi ? hasPathOrChart(src) : isRenderedAlone(src)));
  if (renderable.length === 0) return report.problem('no source with a path or chart');
  const ctx = { index, name, naming, file: at.file };
  const resolved = renderable.map(({ src, label }) => ({ label, result: resolveAppSource(src, refs, ctx) }));
  const rendered = renderable.map((r) => r.src);
  resolved.push(
    ...refRevisions(list, naming),
    ...refRepositories(list, naming),
    ...severalRepositories(rendered, naming),
  );
  const parts = settle(resolved, report);
  if (parts) found.targets.push(toTarget(app, parts, { file: at.file, name, naming, from }));
}

/** Argo CD's GetSources: `spec.sources` when it has entries (then each is one of several), else `spec.source`. */
function appSources(spec: Obj): { list: Obj[]; multi: boolean } {
  const multi = asArray(spec.sources).length > 0;
  const list = objects(multi ? spec.sources : [spec.source]);
  return { list, multi };
}

/** A lone `spec.source` renders its path (the root when empty); one that only names a ref is refused. */
function isRenderedAlone(src: Obj): boolean {
  return src.path !== undefined || src.chart !== undefined || src.ref === undefined;
}

/**
 * Every source resolved, or the unit reported: a wrong source fails it, then a source that cannot
 * be checked makes it not-checked (with every reason and every known input), then a source out of
 * reach makes it inconclusive.
 */
function settle(resolved: Array<{ label: string; result: Resolution }>, report: Reporter): PartSource[] | undefined {
  const said = (label: string, text: string) => (label ? `${label}: ${text}` : text);
  const problems = resolved.flatMap(({ label, result }) =>
    'verdict' in result ? [{ verdict: result.verdict, message: said(label, result.message) }] : [],
  );
  const failed = problems.filter((p) => p.verdict === 'fail');
  if (failed.length > 0) return void report.problem(failed.map((p) => p.message).join('; '));
  const blocked = resolved.flatMap(({ label, result }) =>
    'notChecked' in result ? [said(label, result.notChecked)] : [],
  );
  if (blocked.length > 0)
    return void report.notChecked(
      blocked.join('; '),
      resolved.flatMap(({ result }) => inputsOf(result)),
    );
  if (problems.length > 0) return void report.problem(problems.map((p) => p.message).join('; '), 'inconclusive');
  return resolved.map(({ label, result }) => ({ label, source: result as ResolvedSource }));
}

/** Repo paths a source reads, as far as they are known without rendering it. */
function inputsOf(result: Resolution): string[] {
  if ('notChecked' in result) return result.inputs;
  if ('verdict' in result) return [];
  return [result.path, ...(result.helm?.valueFiles ?? [])];
}

function reporter(app: Obj, at: DeclaredAt, found: Found, name: string | undefined, from?: GeneratedFrom): Reporter {
  const by = from ? ` (generated by ${from.set})` : '';
  return {
    problem(message, verdict = 'fail') {
      found.problems.push({
        ruleId: 'render/failed',
        verdict,
        message: `${at.file}: Application ${name ?? '(unnamed)'}${by}: ${message}`,
        location: { file: at.file, line: at.line },
        fingerprintKey: from ? `${from.set}/${name ?? ''}` : `${at.file}#${name ?? at.line}`,
      });
    },
    notChecked(reason, inputs) {
      found.notChecked.push({
        unit: `Application ${name ?? '(unnamed)'}${by}`,
        file: at.file,
        line: at.line,
        reason,
        inputs: [...new Set([...inputs, ...(from?.inputs ?? [])])],
        declaration: JSON.stringify(app),
      });
    },
  };
}

interface SourceContext {
  index: RepoIndex;
  name: string;
  naming: ArgoNaming;
  /** The file declaring the Application (a remote chart's target path). */
  file: string;
}

function resolveAppSource(src: Obj, refs: Map<string, Obj>, ctx: SourceContext): Resolution {
  // A chart from a Helm or OCI repository renders from the `sources:` allowlist (fetched, digest-checked).
  if (src.chart !== undefined)
    return remoteChartSource(src, refs, { index: ctx.index, appName: ctx.name, file: ctx.file });
  const { naming } = ctx;
  const repoURL = asString(src.repoURL);
  if (repoURL && naming.repoUrls.length > 0 && !sameRepository(repoURL, naming.repoUrls)) {
    return {
      notChecked: `its source repoURL ${repoURL} is not this repository (${naming.repoUrls[0] ?? ''}); what it deploys is not in this change`,
      inputs: [],
    };
  }
  const revision = asString(src.targetRevision) ?? '';
  if (naming.branch && !isThisBranch(revision, naming.branch)) {
    return {
      notChecked: `its source targetRevision ${JSON.stringify(revision)} is not the branch checked here (${naming.branch}); Argo CD deploys that revision, not this one`,
      inputs: [repoJoin('.', asString(src.path) ?? '.') ?? '.'],
    };
  }
  const result = resolveSource(src, refs, ctx.index, ctx.name);
  // A source that cannot be checked still reads its folder: a change there is a change of the unit.
  const own = repoJoin('.', asString(src.path) ?? '.');
  if ('notChecked' in result && own && ctx.index.dirs.has(own) && !result.inputs.includes(own))
    return { ...result, inputs: [own, ...result.inputs] };
  return result;
}

function sourceRef(src: Obj): AppSourceRef['sources'][number] {
  const out: AppSourceRef['sources'][number] = {};
  for (const key of ['repoURL', 'targetRevision', 'chart', 'path'] as const) {
    const v = src[key];
    if (v !== undefined && v !== null) out[key] = String(v);
  }
  return out;
}
