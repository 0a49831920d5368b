// The argv of `helm template`, built so that no PR-controlled value can become a flag (an Argo CD
// `releaseName: --post-renderer=./pr.sh` ran repository code). Three layers:
//   1. every value is checked against what helm itself accepts, before anything is written or run;
//   2. every option is passed as one `--flag=value` element, so its value is bound to that flag;
//   3. options end with `--`, and only the release name and chart path follow it (helm 3.18 and
//      4.1 both accept this; verified with the real binaries).
// `--values` and `--api-versions` are pflag string *slices*: helm splits their values at commas, so
// `x,/etc/passwd` would name a second file. Commas (and quotes, which the CSV reader interprets)
// are refused in those values.
import type { HelmParameter } from '../model/target.js';
import type { HelmInputs } from './helm-inputs.js';
import type { RenderProblem, RenderRequest } from './types.js';

/** helm's own release name rule (pkg/chartutil ValidateReleaseName): DNS-1123 labels joined by dots, ≤ 53. */
const RELEASE_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
export const MAX_RELEASE_NAME = 53;
/** A Kubernetes namespace: one DNS-1123 label. */
const NAMESPACE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** `group/version`, `version` or `group/version/Kind`, as helm's --api-versions takes them. */
export const API_VERSION =
  /^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?(\/[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?){0,2}$/;
export const KUBE_VERSION = /^v\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]*)?$/;

/** `1.31` → `v1.31.0`: helm 3 and 4 spell a bare minor differently in .Capabilities otherwise. */
export function normalizeKubeVersion(v: string): string {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?(.*)$/.exec(v.trim());
  return m ? `v${m[1]}.${m[2]}.${m[3] ?? '0'}${m[4] ?? ''}` : v;
}

/**
 * Argo CD's escaping for `helm.parameters`: unescaped commas become `\,` (helm would split there),
 * except for `{a,b}` list values.
 */
export function escapeSetValue(value: string): string {
  if (value.startsWith('{') && value.endsWith('}')) return value;
  return value.replace(/(?<!\\),/g, '\\,');
}

const unsafe = (message: string): RenderProblem => ({ code: 'E_UNSAFE_ARGUMENT', message });
/** Shown in messages: JSON-quoted so control characters and leading dashes are visible. */
const show = (v: string): string => JSON.stringify(v.length > 80 ? `${v.slice(0, 80)}…` : v);

export function releaseNameProblem(name: string): RenderProblem | undefined {
  if (name.length <= MAX_RELEASE_NAME && RELEASE_NAME.test(name)) return undefined;
  return unsafe(
    `helm release name ${show(name)} is not a valid release name (helm requires lower-case letters, digits, '-' and '.', ` +
      `starting and ending with a letter or digit, at most ${MAX_RELEASE_NAME} characters); it is never passed to helm`,
  );
}

/** Every argv value a render would pass, checked; called before anything is written or run. */
export function helmArgProblems(req: RenderRequest, inputs: HelmInputs, inlineValuesFile?: string): RenderProblem[] {
  const { target } = req;
  const problems: RenderProblem[] = [];
  const release = releaseNameProblem(target.helm?.releaseName ?? target.app);
  if (release) problems.push(release);
  if (target.namespace !== undefined && (target.namespace.length > 63 || !NAMESPACE.test(target.namespace))) {
    problems.push(unsafe(`namespace ${show(target.namespace)} is not a valid Kubernetes namespace name`));
  }
  const kubeVersion = kubeVersionOf(req);
  const kube = normalizeKubeVersion(kubeVersion);
  if (!KUBE_VERSION.test(kube))
    problems.push(unsafe(`kubernetesVersion ${show(kubeVersion)} is not a version like 1.31 or v1.31.2`));
  for (const api of apiVersionsOf(req)) {
    if (!API_VERSION.test(api))
      problems.push(unsafe(`API version ${show(api)} is not of the form group/version[/Kind]`));
  }
  for (const [i, file] of [...inputs.valueFilesAbs, ...(inlineValuesFile ? [inlineValuesFile] : [])].entries()) {
    if (/[,"\n\r]/.test(file)) {
      const shown = inputs.valueFiles[i] ?? 'the generated inline values file';
      problems.push(
        unsafe(
          `values file ${show(shown)} has a comma, quote or line break in its path; helm would split it into several files`,
        ),
      );
    }
  }
  for (const p of target.helm?.parameters ?? []) {
    if (!p.name || /[=,\n\r]/.test(p.name))
      problems.push(unsafe(`helm parameter name ${show(p.name)} is empty or contains '=', ',' or a line break`));
  }
  return problems;
}

/** Argo CD `helm.kubeVersion` replaces the cluster's version (GetKubeVersionOrDefault); else the environment's. */
function kubeVersionOf(req: RenderRequest): string {
  return req.target.helm?.kubeVersion ?? req.env.kubernetesVersion;
}

/** Argo CD `helm.apiVersions` replace the cluster's API versions (GetAPIVersionsOrDefault); else the environment's and the CRDs'. */
function apiVersionsOf(req: RenderRequest): string[] {
  const own = req.target.helm?.apiVersions;
  return own && own.length > 0 ? own : [...req.env.apiVersions, ...(req.extraApiVersions ?? [])];
}

function setArgs(params: HelmParameter[]): string[] {
  return params.map((p) => `${p.forceString ? '--set-string' : '--set'}=${p.name}=${escapeSetValue(p.value)}`);
}

export interface HelmArgsInput {
  req: RenderRequest;
  inputs: HelmInputs;
  /** Generated values file holding `helm.values`, applied after the files. */
  inlineValuesFile?: string;
}

/**
 * The full argv after the binary, or the first problem that forbids running helm at all.
 * Exported so tests can assert what is (never) passed.
 */
export function helmTemplateArgs({ req, inputs, inlineValuesFile }: HelmArgsInput): string[] | RenderProblem {
  const problem = helmArgProblems(req, inputs, inlineValuesFile)[0];
  if (problem) return problem;
  const { target } = req;
  // Argo CD passes --include-crds unless helm.skipCrds is set.
  const crds = target.helm?.skipCrds ? '--skip-crds' : '--include-crds';
  const args = ['template', crds, `--kube-version=${normalizeKubeVersion(kubeVersionOf(req))}`];
  if (target.namespace) args.push(`--namespace=${target.namespace}`);
  for (const api of apiVersionsOf(req)) args.push(`--api-versions=${api}`);
  for (const file of inputs.valueFilesAbs) args.push(`--values=${file}`);
  if (inlineValuesFile) args.push(`--values=${inlineValuesFile}`);
  args.push(...setArgs(target.helm?.parameters ?? []));
  return [...args, '--', target.helm?.releaseName ?? target.app, inputs.chartAbs];
}
