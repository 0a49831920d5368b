import { readFile } from 'node:fs/promises';
import type { Config } from '../model/config.js';
import { ConfigError } from './errors.js';
import { defaultConfig, withDefaults, type RawConfig } from './defaults.js';
import { describeErrors, type SchemaProblem } from './schema.js';
// schemas/config.schema.json compiled ahead of time by scripts/gen-validators.mjs (allErrors, and
// verbose for the "did you mean" hints); test/config/generated-validators.test.ts proves it matches
// the schema and answers as a validator compiled now.
import { validate } from './config-validator.generated.js';
import { checkSemantics } from './semantics.js';
import { MAX_CONFIG_BYTES, parseConfigText, type ParsedConfig } from './parse.js';

export interface LoadedConfig {
  config: Config;
  /** Things worth telling the user that do not make the config invalid ("file:line: ..."). */
  warnings: string[];
}

/** Parses and validates `.deploy-gate.yaml` text; throws ConfigError naming `file` and the line. */
export function loadConfig(text: string, file: string): Config {
  return loadConfigDetailed(text, file).config;
}

export function loadConfigDetailed(text: string, file: string): LoadedConfig {
  if (Buffer.byteLength(text, 'utf8') > MAX_CONFIG_BYTES)
    throw new ConfigError(file, undefined, `larger than ${MAX_CONFIG_BYTES} bytes`);
  const parsed = parseConfigText(text, file);
  const { raw, lineOf } = parsed;
  if (!validate(raw)) fail(file, parsed, describeErrors(validate.errors ?? []));
  const semantic = checkSemantics(raw as RawConfig);
  if (semantic.errors.length > 0) fail(file, parsed, semantic.errors);
  const warnings = semantic.warnings.map((w) => withLine(file, lineOf(w.pointer, w.key), w.message));
  return { config: withDefaults(raw as RawConfig, file), warnings };
}

/** Reads a config from disk; a missing file gives the defaults, an unreadable one is a ConfigError. */
export async function readConfigFile(filePath: string, displayName: string = filePath): Promise<LoadedConfig> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { config: defaultConfig(displayName), warnings: [] };
    throw new ConfigError(displayName, undefined, `cannot read: ${(err as Error).message}`);
  }
  return loadConfigDetailed(text, displayName);
}

function withLine(file: string, line: number | undefined, message: string): string {
  return `${file}${line === undefined ? '' : `:${line}`}: ${message}`;
}

/** Throws one ConfigError listing every problem, the first (by line) in the headline. */
function fail(file: string, { lineOf }: ParsedConfig, problems: SchemaProblem[]): never {
  const all = problems
    .map((p) => ({ line: lineOf(p.pointer, p.key), message: p.message }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const first = all[0];
  const rest = all
    .slice(1)
    .map((p) => `\n  ${withLine(file, p.line, p.message)}`)
    .join('');
  throw new ConfigError(file, first?.line, `${first?.message ?? 'invalid'}${rest}`);
}
