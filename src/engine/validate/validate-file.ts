// One file of `deploy-gate validate`: read → parse (with locations) → strict schemas → API
// versions → findings. The same function runs in a worker thread or in the main thread; what
// crosses to it (ValidateSetup) and back (FileResult) is plain data.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import type { Config, EnvironmentConfig } from '../../model/config.js';
import type { Finding, FindingDraft } from '../../model/finding.js';
import type { TargetReport } from '../../model/report.js';
import { finalizeDrafts } from '../../findings/finalize.js';
import { parseRendered } from '../../manifest/index.js';
import { createSchemaValidator, type SchemaOptions, type SchemaValidator } from '../../schema/index.js';
import { checkApiVersions } from '../../checks/api/index.js';
import { collectMaskValues } from '../../redact/index.js';
import { renderFailureDrafts } from '../../sources/findings.js';
import type { FileInput } from './inputs.js';
import { readBounded } from './bounded-read.js';
import { guarded } from '../guarded.js';

/** Everything a validating thread needs, built once by the command (structured-cloneable). */
export interface ValidateSetup {
  config: Config;
  env: EnvironmentConfig;
  schema: SchemaOptions;
  /** The folder `schemas.crds` is relative to (shown relative to it in messages). */
  configRoot?: string;
}

export interface FileResult {
  target: TargetReport;
  findings: Finding[];
  /** Credential values the file holds: masked in every output of the run, never reported. */
  maskValues: string[];
}

export interface FileContext {
  setup: ValidateSetup;
  schema: SchemaValidator;
}

/** `environment` of every validate target: a file belongs to no environment of the config. */
export const VALIDATE_ENVIRONMENT = '-';

/** The report's line for one file: a `manifests` target named by the file, in no environment. */
export function fileTarget(display: string, status: TargetReport['status'], reason?: string): TargetReport {
  return {
    app: display,
    environment: VALIDATE_ENVIRONMENT,
    kind: 'manifests',
    path: display,
    status,
    ...(reason === undefined ? {} : { reason }),
    resources: 0,
    durationMs: 0,
  };
}

/** One file's findings, finalized as the findings of its target. */
export function fileFindings(config: Config, display: string, drafts: FindingDraft[]): Finding[] {
  return finalizeDrafts(drafts, { config, app: display, environment: VALIDATE_ENVIRONMENT });
}

export function fileContext(setup: ValidateSetup): FileContext {
  return { setup, schema: createSchemaValidator(setup.schema) };
}

class ReadRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The file's text, measured against the parsed-bytes budget before it is read (no 10 GB file in memory). */
function readText(input: FileInput, maxBytes: number): string {
  if (input.overBudget) throw overBudget(`${input.display} is more than ${maxBytes} bytes`, maxBytes);
  if (input.text !== undefined) return input.text;
  const fd = openSync(input.abs as string, 'r');
  try {
    const stat = fstatSync(fd);
    // A pipe (`validate <(helm template ...)`) has no size: it is read up to the budget, never further.
    if (!stat.isFile()) {
      const text = readBounded(fd, maxBytes);
      if (text === undefined) throw overBudget(`the stream is more than ${maxBytes} bytes`, maxBytes);
      return text;
    }
    if (stat.size > maxBytes) throw overBudget(`the file is ${stat.size} bytes`, maxBytes);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

const overBudget = (what: string, maxBytes: number) =>
  new ReadRefused(
    'E_PARSED_BYTES_BUDGET',
    `${what}, over the budget of ${maxBytes} (render.maxParsedBytes); it was not parsed`,
  );

/** Validates one file. Never throws: what could not be done is a finding of that file. */
export async function validateFile(ctx: FileContext, input: FileInput): Promise<FileResult> {
  const started = Date.now();
  const { config, env } = ctx.setup;
  const finalize = (drafts: FindingDraft[]) => fileFindings(config, input.display, drafts);
  const target = fileTarget(input.display, 'rendered');
  const failed = (drafts: FindingDraft[], reason: string): FileResult => ({
    target: { ...target, status: 'failed', reason, durationMs: Date.now() - started },
    findings: finalize(drafts),
    maskValues: [],
  });
  let text: string;
  try {
    text = readText(input, config.render.maxParsedBytes);
  } catch (err) {
    if (err instanceof ReadRefused) return failed(renderFailureDrafts(err.code, err.message, input.display), err.code);
    const message = `${input.display} could not be read: ${(err as Error).message}`;
    return failed([{ ruleId: 'targets/not-checked', message, location: { file: input.display } }], 'unreadable');
  }
  const parsed = parseRendered([{ text, file: input.display }], {
    kind: 'manifests',
    targetPath: input.display,
    maxObjects: config.render.maxObjects,
    maxParsedBytes: config.render.maxParsedBytes,
  });
  if (parsed.overBudget)
    return failed(
      renderFailureDrafts(parsed.overBudget.code, parsed.overBudget.message, input.display),
      parsed.overBudget.code,
    );
  const drafts: FindingDraft[] = [...parsed.problems];
  await guarded(drafts, 'schema validation', async () => {
    const result = await ctx.schema.validateTarget(parsed.resources, env, {
      crdDirs: ctx.setup.schema.crdDirs,
      ...(ctx.setup.configRoot ? { repoRoot: ctx.setup.configRoot } : {}),
    });
    target.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    Object.assign(target, result.counts);
    if (result.notes.length) target.notes = result.notes;
    drafts.push(...result.drafts);
  });
  await guarded(drafts, 'API version checks', async () => {
    drafts.push(...checkApiVersions(parsed.resources, env));
  });
  target.resources = parsed.resources.length;
  target.durationMs = Date.now() - started;
  return {
    target,
    findings: finalize(drafts),
    maskValues: collectMaskValues(parsed.resources.map((r) => r.object)),
  };
}
