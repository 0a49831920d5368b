import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Config } from '../model/config.js';
import { ConfigError } from './errors.js';
import { DEFAULT_CONFIG_FILE, defaultConfig, withDefaults, type RawConfig } from './defaults.js';
import { lineOf } from './locate.js';
import { configValidator, describeErrors, type SchemaProblem } from './schema.js';
import { checkSemantics } from './semantics.js';

/** A config file larger than this is not a config file. */
export const MAX_CONFIG_BYTES = 1024 * 1024;
const MAX_ALIAS_COUNT = 100;

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
  const counter = new LineCounter();
  const doc = parseYaml(text, file, counter);
  const raw = toPlain(doc, file);
  const validate = configValidator();
  if (!validate(raw)) fail(file, doc, counter, describeErrors(validate.errors ?? []));
  const semantic = checkSemantics(raw as RawConfig);
  if (semantic.errors.length > 0) fail(file, doc, counter, semantic.errors);
  const warnings = semantic.warnings.map((w) => withLine(file, lineOf(doc, counter, w.pointer, w.key), w.message));
  return { config: withDefaults(raw as RawConfig, file), warnings };
}

/** `text === undefined` (no config file in the revision) means every default. */
export function loadConfigOrDefault(text: string | undefined, file: string = DEFAULT_CONFIG_FILE): Config {
  return text === undefined ? defaultConfig(file) : loadConfig(text, file);
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

function parseYaml(text: string, file: string, counter: LineCounter): Document {
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false, strict: true });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0].line ?? counter.linePos(first.pos[0]).line;
    throw new ConfigError(file, line, `YAML: ${first.message.split('\n')[0]}`);
  }
  return doc;
}

function toPlain(doc: Document, file: string): unknown {
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    throw new ConfigError(file, undefined, `YAML: ${(err as Error).message}`);
  }
  // An empty file is a config with every default.
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(file, 1, 'the config must be a mapping (key: value)');
  return value;
}

function withLine(file: string, line: number | undefined, message: string): string {
  return `${file}${line === undefined ? '' : `:${line}`}: ${message}`;
}

/** Throws one ConfigError listing every problem, the first (by line) in the headline. */
function fail(file: string, doc: Document, counter: LineCounter, problems: SchemaProblem[]): never {
  const all = problems
    .map((p) => ({ line: lineOf(doc, counter, p.pointer, p.key), message: p.message }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const first = all[0];
  const rest = all
    .slice(1)
    .map((p) => `\n  ${withLine(file, p.line, p.message)}`)
    .join('');
  throw new ConfigError(file, first?.line, `${first?.message ?? 'invalid'}${rest}`);
}
