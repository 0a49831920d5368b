// `.deploy-gate.yaml` text → plain data, through the one YAML entry (manifest/yaml-file.ts), with
// node lines for config errors.
import { parseYamlFile } from '../manifest/yaml-file.js';
import { ConfigError } from './errors.js';

/**
 * A config file larger than this is not a config file. It admits 10,000 targets of ~1.6 KB each
 * (a written-out target is ~250 bytes; inline Helm values make it longer).
 */
export const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
const MAX_ALIAS_COUNT = 100;

export interface ParsedConfig {
  /** The file's data: a mapping ({} for an empty file). */
  raw: Record<string, unknown>;
  /** Line of the node at a JSON pointer (of the key `key` inside it when given). */
  lineOf(pointer: string, key?: string): number | undefined;
}

/** The config's one document; any YAML error (duplicate keys included) is a ConfigError at its line. */
export function parseConfigText(text: string, file: string): ParsedConfig {
  const parsed = parseYamlFile(text, { maxDocBytes: MAX_CONFIG_BYTES, maxAliasCount: MAX_ALIAS_COUNT });
  const broken = parsed.firstError;
  if (broken) throw new ConfigError(file, broken.line, `YAML: ${broken.error}`);
  if (parsed.documents.length > 1)
    throw new ConfigError(file, parsed.docs[1]?.line, 'YAML: the config is one document (found a second)');
  return { raw: asMapping(parsed.value, file), lineOf: parsed.lineOf };
}

function asMapping(value: unknown, file: string): Record<string, unknown> {
  // An empty file is a config with every default.
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(file, 1, 'the config must be a mapping (key: value)');
  return value as Record<string, unknown>;
}
