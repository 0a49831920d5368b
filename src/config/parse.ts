// `.deploy-gate.yaml` text → plain data, with node positions computed only when a message needs a
// line. A generated config with thousands of targets took ~0.3 s to parse with positions on every
// run; most runs never print a config line. The fast path is the plain-manifest one
// (src/manifest/fast-stream.ts): any construct it is not sure about (anchors, tags, `<<`, octal-like
// numbers, duplicate keys, multi-line flow, anything js-yaml refuses…) takes the full parse, so
// both give the same data and the full parse still reports every YAML error with its line.
// Target lists written one flow mapping per line skip js-yaml too (flow-items.ts).
import { LineCounter, parseDocument, type Document } from 'yaml';
import { fastStream } from '../manifest/fast-stream.js';
import { ConfigError } from './errors.js';
import { expandFlowItems, splitFlowItems } from './flow-items.js';

/**
 * A config file larger than this is not a config file. It admits 10,000 targets of ~1.6 KB each
 * (a written-out target is ~250 bytes; inline Helm values make it longer).
 */
export const MAX_CONFIG_BYTES = 16 * 1024 * 1024;
const MAX_ALIAS_COUNT = 100;

export interface ConfigPositions {
  doc: Document;
  counter: LineCounter;
}

export interface ParsedConfig {
  /** The file's data: a mapping ({} for an empty file). */
  raw: Record<string, unknown>;
  /** Read on the fast path (positions not computed yet). */
  fast: boolean;
  /** The document with node positions, parsed on first use. */
  positions(): ConfigPositions;
}

export function parseConfigText(text: string, file: string): ParsedConfig {
  const value = viaFlowItems(text) ?? fastValue(text);
  if (value) {
    let positions: ConfigPositions | undefined;
    return {
      raw: asMapping(value.of, file),
      fast: true,
      positions: () => (positions ??= parseWithPositions(text, file)),
    };
  }
  const full = parseWithPositions(text, file);
  return { raw: asMapping(toJS(full.doc, file), file), fast: false, positions: () => full };
}

/** The one document's value on the fast path (undefined: the full parse must read it). */
function fastValue(text: string): { of: unknown } | undefined {
  // No rule reads the config's YAML 1.1 ambiguities (`off`, `yes`): those strings stay on the fast path.
  const fast = fastStream(text, 4 * MAX_CONFIG_BYTES, 1, { yaml11: false });
  return fast?.docs.length === 1 ? { of: fast.docs[0]?.value } : undefined;
}

/** Target lists written one flow mapping per line, read by flow-items.ts and the rest on the fast path. */
function viaFlowItems(text: string): { of: unknown } | undefined {
  const split = text.length * 3 > 4 * MAX_CONFIG_BYTES ? undefined : splitFlowItems(text);
  const skeleton = split && fastValue(split.skeleton);
  if (!split || !skeleton) return undefined;
  const value = expandFlowItems(skeleton.of, split.runs);
  return value === undefined ? undefined : { of: value };
}

function parseWithPositions(text: string, file: string): ConfigPositions {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false, strict: true });
  const first = doc.errors[0];
  if (first) {
    const line = first.linePos?.[0].line ?? counter.linePos(first.pos[0]).line;
    throw new ConfigError(file, line, `YAML: ${first.message.split('\n')[0]}`);
  }
  return { doc, counter };
}

function toJS(doc: Document, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    throw new ConfigError(file, undefined, `YAML: ${(err as Error).message}`);
  }
}

function asMapping(value: unknown, file: string): Record<string, unknown> {
  // An empty file is a config with every default.
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(file, 1, 'the config must be a mapping (key: value)');
  return value as Record<string, unknown>;
}
