import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { asObject } from '../kube/object.js';
import { readYaml11 } from './yaml-input.js';

/** One case of a `health_test.yaml`. */
export interface HealthTestCase {
  /** `<group>/<Kind>` as the directory names it (`_` for Argo CD's wildcard directories). */
  kind: string;
  dir: string;
  inputPath: string;
  expected: { status: string; message: string };
}

/** A `<group>/<Kind>` directory with a health_test.yaml: its cases, its health.lua if any, or why it cannot run. */
export interface HealthTestDir {
  kind: string;
  dir: string;
  script?: string;
  cases: HealthTestCase[];
  error?: string;
}

const TEST_FILE = 'health_test.yaml';
const SCRIPT_FILE = 'health.lua';

function* testDirs(root: string): Generator<string> {
  if (existsSync(path.join(root, TEST_FILE))) yield root;
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      yield* testDirs(path.join(root, entry.name));
  }
}

function kindOf(dir: string): string {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  return parts.slice(-2).join('/');
}

/** A field as Go's JSON decoding finds it: the exact name first, else any case (`inputpath` works in Argo CD). */
function field(value: unknown, name: string): unknown {
  const object = asObject(value);
  if (name in object) return object[name];
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

function parseCases(dir: string, kind: string, text: string): HealthTestCase[] {
  const doc = readYaml11(text) as { tests?: unknown } | null;
  if (!doc || !Array.isArray(doc.tests)) throw new Error(`${TEST_FILE} has no tests list`);
  return doc.tests.map((t: unknown, i) => {
    const inputPath = field(t, 'inputPath');
    if (typeof inputPath !== 'string') throw new Error(`tests[${i}] has no inputPath`);
    const hs = field(t, 'healthStatus');
    const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    return {
      kind,
      dir,
      inputPath,
      expected: { status: text(field(hs, 'status')), message: text(field(hs, 'message')) },
    };
  });
}

/** Every directory under `root` (itself included) that holds a health_test.yaml. */
export function discoverHealthTests(root: string): HealthTestDir[] {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`${root} is not a directory`);
  const out: HealthTestDir[] = [];
  for (const dir of testDirs(root)) {
    const kind = kindOf(dir);
    const scriptPath = path.join(dir, SCRIPT_FILE);
    const script = existsSync(scriptPath) ? readFileSync(scriptPath, 'utf8') : undefined;
    try {
      out.push({ kind, dir, script, cases: parseCases(dir, kind, readFileSync(path.join(dir, TEST_FILE), 'utf8')) });
    } catch (e) {
      const error = `${path.join(dir, TEST_FILE)}: ${e instanceof Error ? e.message : String(e)}`;
      out.push({ kind, dir, script, cases: [], error });
    }
  }
  return out;
}

/** The Argo CD key a directory stands for: `_` in a name is its wildcard. */
export function customizationKeyOf(kind: string): string {
  return kind.replace(/_/g, '*');
}
