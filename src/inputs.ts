// The only reader of the action's inputs and runner environment: everything else gets typed settings.
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMENT_KEY_RE } from './github/comment-stamp.js';
import { autoMode, readEvent, type EventInfo } from './github/event.js';
import { DEFAULT_ACTION_TIMEOUT_SECONDS, type ActionSettings } from './github/settings.js';

export type { ActionSettings } from './github/settings.js';

function optional(name: string): string | undefined {
  const v = core.getInput(name);
  return v === '' ? undefined : v;
}

function optionalPath(name: string, workspace: string): string | undefined {
  const v = optional(name);
  return v === undefined ? undefined : path.resolve(workspace, v);
}

/** One value per line; `commas` also splits on commas (names, never URLs or templates). */
function list(name: string, commas = false): string[] {
  const lines = core.getMultilineInput(name);
  return (commas ? lines.flatMap((l) => l.split(',')) : lines).map((s) => s.trim()).filter(Boolean);
}

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];

function bool(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (TRUE_WORDS.includes(v)) return true;
  if (FALSE_WORDS.includes(v)) return false;
  throw new InputError(`input '${name}' must be true or false, got '${v}'`);
}

function positiveInt(name: string, fallback: number): number {
  const v = optional(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InputError(`input '${name}' must be a positive integer, got '${v}'`);
  return n;
}

function positiveSeconds(name: string): number | undefined {
  const v = optional(name)?.trim();
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0)
    throw new InputError(`input '${name}' must be a positive number of seconds, got '${v}'`);
  return n;
}

/** `render-cache`: false/empty is off, true is the default folder (the runner's tool cache), else a folder. */
function renderCacheOf(workspace: string): true | string | undefined {
  const v = optional('render-cache')?.trim() ?? '';
  if (v === '' || FALSE_WORDS.includes(v.toLowerCase())) return undefined;
  if (TRUE_WORDS.includes(v.toLowerCase())) return true;
  return path.resolve(workspace, v);
}

/** A wrong input or runner environment: fails the step before anything runs. */
export class InputError extends Error {
  override name = 'InputError';
}

function readPayload(env: NodeJS.ProcessEnv): unknown {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (err) {
    throw new InputError(`cannot read the event payload ${file}: ${(err as Error).message}`);
  }
}

function modeOf(event: EventInfo): 'check' | 'audit' {
  const v = (optional('mode') ?? 'auto').toLowerCase();
  if (v === 'auto') return autoMode(event);
  if (v === 'check' || v === 'audit') return v;
  throw new InputError(`input 'mode' must be auto, check or audit, got '${v}'`);
}

function githubOf(env: NodeJS.ProcessEnv): ActionSettings['github'] {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  return {
    owner,
    repo,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1),
    job: env.GITHUB_JOB ?? '',
  };
}

/** An input given under its old name still works, with a warning that says the new one. */
function deprecated(old: string, name: string): string | undefined {
  const v = optional(old);
  if (v !== undefined) core.warning(`input '${old}' is deprecated: use '${name}' (same meaning; '${old}' goes in v2)`);
  return v;
}

/** The token, the `mask-values` input (one value per line) and credentials the engine reads from the environment. */
function secretsOf(token: string, argocdToken: string | undefined, env: NodeJS.ProcessEnv): string[] {
  const extra = [core.getInput('mask-values'), deprecated('secrets', 'mask-values') ?? '']
    .join('\n')
    .split(/\r?\n/)
    .map((s) => s.trim());
  return [...new Set([token, ...extra, argocdToken ?? '', env.ARGOCD_AUTH_TOKEN ?? ''])].filter(Boolean);
}

function commentKeyOf(): string | undefined {
  const key = optional('comment-key')?.trim();
  if (key && !COMMENT_KEY_RE.test(key))
    throw new InputError(`input 'comment-key' may use letters, digits, '.', '_' and '-' (at most 64), got '${key}'`);
  return key || undefined;
}

/** `argocd-server`, or the deprecated `argocd`; both given must agree. */
function argocdServerOf(): string | undefined {
  const long = optional('argocd-server')?.trim();
  const short = deprecated('argocd', 'argocd-server')?.trim();
  if (long && short && long !== short)
    throw new InputError(`inputs 'argocd' and 'argocd-server' name different servers; give one`);
  return long || short || undefined;
}

/**
 * The environments to audit: the input, else (on workflow_dispatch) the dispatch's own
 * `environments` input, so a dispatch form works without wiring it through `with:`.
 */
function environmentsOf(event: EventInfo, payload: unknown): string[] {
  const given = list('environments', true);
  if (given.length > 0 || event.name !== 'workflow_dispatch') return given;
  const inputs = (payload as { inputs?: Record<string, unknown> } | null)?.inputs;
  const raw = inputs?.['environments'];
  return typeof raw === 'string'
    ? raw
        .split(/[,\n]/)
        .map((e) => e.trim())
        .filter(Boolean)
    : [];
}

/** Revisions: the inputs win; otherwise the event payload's base and head (the PR, the merge group, the push). */
function revisionsOf(
  mode: 'check' | 'audit',
  event: EventInfo,
  env: NodeJS.ProcessEnv,
): Pick<ActionSettings, 'base' | 'baseBranch' | 'head' | 'ref'> {
  const base = optional('base');
  const head = optional('head');
  if (mode === 'audit') return { ref: head ?? event.range?.head ?? event.sha };
  const baseBranch = event.pr?.baseRef || env.GITHUB_BASE_REF || undefined;
  return {
    base: base ?? event.pr?.baseSha ?? event.range?.base,
    ...(baseBranch ? { baseBranch } : {}),
    head: head ?? event.pr?.headSha ?? event.range?.head ?? event.sha,
  };
}

export function readInputs(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const payload = readPayload(env);
  const event = readEvent(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_SHA ?? '', payload);
  const mode = modeOf(event);
  const workspace = path.resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const temp = env.RUNNER_TEMP ?? os.tmpdir();
  const token = optional('github-token') ?? '';
  const argocdToken = optional('argocd-token') ?? (env.ARGOCD_AUTH_TOKEN || undefined);
  return {
    mode,
    repoDir: path.resolve(workspace, optional('path') ?? '.'),
    workspace,
    configPath: optional('config'),
    ...revisionsOf(mode, event, env),
    revisionsFromInputs: optional('base') !== undefined || optional('head') !== undefined,
    environments: environmentsOf(event, payload),
    token,
    comment: bool('comment', true),
    commentAuthor: optional('comment-author')?.trim() || undefined,
    commentKey: commentKeyOf(),
    auditIssue: bool('audit-issue', false),
    argocdServer: argocdServerOf(),
    argocdToken,
    argocdInsecure: bool('argocd-insecure', false),
    argocdCaFile: optionalPath('argocd-ca-file', workspace),
    sarifCategory: optional('sarif-category'),
    schemaLocations: list('schema-location'),
    crdSchemaLocations: list('crd-schema-location'),
    helm: optional('helm'),
    kustomize: optional('kustomize'),
    jobs: positiveInt('jobs', os.availableParallelism()),
    timeoutSeconds: positiveSeconds('timeout') ?? DEFAULT_ACTION_TIMEOUT_SECONDS,
    renderCache: renderCacheOf(workspace),
    failOnInconclusive: bool('fail-on-inconclusive', true),
    sarifFile: path.resolve(workspace, optional('sarif-file') ?? path.join(temp, 'deploy-gate.sarif')),
    reportFile: path.resolve(workspace, optional('report-file') ?? path.join(temp, 'deploy-gate-report.json')),
    secrets: secretsOf(token, argocdToken, env),
    event,
    github: githubOf(env),
  };
}
