// The action: inputs → (trust, revisions) → run → publish → verdict. Nothing else lives here.
import * as core from '@actions/core';
import os from 'node:os';
import { readInputs, type ActionSettings } from './inputs.js';
import { run as runGate, type RunOptions } from './run.js';
import { createSanitizer, locationFolders, type SanitizeOptions } from './redact/index.js';
import { toolCacheDir } from './cache/dir.js';
import { scratchBase } from './cache/scratch.js';
import { privilegedForkRefusal } from './github/event.js';
import { failClosed, refuseUnsafeContext } from './github/fail.js';
import { conclude, publish } from './github/publish.js';
import { builtInRuleHelp } from './checks/rule-help.js';
import { judgeMergeResult } from './github/pr-merge.js';
import { ensureCommits, persistedCredentials } from './github/revisions.js';
import { maskSecrets } from './github/secrets.js';

function runOptions(s: ActionSettings): RunOptions {
  return {
    mode: s.mode,
    repo: s.repoDir,
    base: s.base,
    ...(s.baseBranch ? { baseBranch: s.baseBranch } : {}),
    head: s.head,
    ref: s.ref,
    configPath: s.configPath,
    environments: s.environments,
    schemaLocations: s.schemaLocations,
    crdSchemaLocations: s.crdSchemaLocations,
    helm: s.helm,
    kustomize: s.kustomize,
    jobs: s.jobs,
    offline: false,
    ...(s.timeoutSeconds !== undefined ? { timeoutSeconds: s.timeoutSeconds } : {}),
    ...renderCacheOptions(s),
    ...liveOptions(s),
    secrets: s.secrets,
    env: process.env,
    onSecret: (value) => {
      s.secrets.push(value);
      core.setSecret(value);
    },
    onProgress: (msg) => core.info(msg),
  };
}

/** Renders are reused by audits only: a pull request's targets are rendered from its own commits. */
function renderCacheOptions(s: ActionSettings): Partial<RunOptions> {
  if (s.renderCache === undefined) return {};
  if (s.mode !== 'audit') {
    core.notice('render-cache is used by audits only; this pull request renders its targets afresh.');
    return {};
  }
  return { renderCache: true, ...(typeof s.renderCache === 'string' ? { renderCacheDir: s.renderCache } : {}) };
}

/** The live judgement belongs to audits; a pull request is judged on its content alone. */
function liveOptions(s: ActionSettings): Partial<RunOptions> {
  if (!s.argocdServer) return {};
  if (s.mode !== 'audit') {
    core.notice('argocd-server is used by audits only; this pull request is judged on its content.');
    return {};
  }
  return {
    argocdServer: s.argocdServer,
    argocdToken: s.argocdToken,
    argocdInsecure: s.argocdInsecure,
    argocdCaFile: s.argocdCaFile,
  };
}

async function prepareCheckout(s: ActionSettings): Promise<void> {
  const auth = s.token ? { token: s.token, serverUrl: s.github.serverUrl } : undefined;
  await ensureCommits(s.repoDir, [s.base, s.head, s.ref], auth, (m) => core.info(m));
  if (await persistedCredentials(s.repoDir)) {
    core.warning(
      'The checkout keeps a token in .git/config. Use actions/checkout with persist-credentials: false so rendered content can never read it.',
    );
  }
}

/** Named `run` like the actions/typescript-action template, so @github/local-action can drive it. */
export async function run(): Promise<void> {
  let clean: SanitizeOptions = {};
  let settings: ActionSettings | undefined;
  try {
    settings = readInputs();
    maskSecrets(settings.secrets);
    clean = {
      secrets: settings.secrets,
      roots: [settings.repoDir, process.env.RUNNER_TEMP ?? os.tmpdir(), scratchBase()],
      keep: [...locationFolders([...settings.schemaLocations, ...settings.crdSchemaLocations]), toolCacheDir('')],
    };
    // A1: decided from the payload alone, before any process is spawned.
    const refusal = privilegedForkRefusal(settings.event);
    if (refusal) return await refuseUnsafeContext(refusal);
    settings = await judgeMergeResult(settings, (m) => core.info(m));
    await prepareCheckout(settings);
    const report = await runGate(runOptions(settings));
    await publish(report, settings, clean, builtInRuleHelp());
    conclude(report, settings);
  } catch (err) {
    await failClosed(err, createSanitizer(clean), settings);
  }
}
