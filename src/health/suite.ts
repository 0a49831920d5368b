import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { asObject } from '../kube/object.js';
import { readYaml11 } from './yaml-input.js';

/** One case of a `health_test.yaml`. */
export interface HealthTestCase {
  /** `<group>/<Kind>` as the directory names it (`_` for Argo CD's wildcard directories). */
  kind: string;
  /** The folder of the tests being run: every file a case reads is inside it (readTestFile). */
  root: string;
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
/** Larger test files, scripts and inputs are not read. */
const MAX_TEST_FILE_BYTES = 8 * 1024 * 1024;

/**
 * A file of the health tests under `root`, when it really is one: a regular file of at most 8 MB
 * whose real path stays under root's (an `inputPath` of `../../x`, or a link to /dev/zero or out of
 * the repository, reads nothing). Throws why not.
 */
export function readTestFile(root: string, file: string): string {
  const real = realpathSync(file);
  const top = realpathSync(root);
  if (real !== top && !real.startsWith(top + path.sep)) throw new Error('it resolves outside the health tests folder');
  const stat = statSync(real);
  if (!stat.isFile()) throw new Error('it is not a regular file');
  if (stat.size > MAX_TEST_FILE_BYTES) throw new Error('it is larger than 8 MB');
  return readFileSync(real, 'utf8');
}

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

function parseCases(root: string, dir: string, kind: string, text: string): HealthTestCase[] {
  const doc = readYaml11(text) as { tests?: unknown } | null;
  if (!doc || !Array.isArray(doc.tests)) throw new Error(`${TEST_FILE} has no tests list`);
  return doc.tests.map((t: unknown, i) => {
    const inputPath = field(t, 'inputPath');
    if (typeof inputPath !== 'string') throw new Error(`tests[${i}] has no inputPath`);
    const hs = field(t, 'healthStatus');
    const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    return {
      kind,
      root,
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
    let script: string | undefined;
    let file = scriptPath;
    try {
      script = existsSync(scriptPath) ? readTestFile(root, scriptPath) : undefined;
      file = path.join(dir, TEST_FILE);
      out.push({ kind, dir, script, cases: parseCases(root, dir, kind, readTestFile(root, file)) });
    } catch (e) {
      const error = `${file}: ${e instanceof Error ? e.message : String(e)}`;
      out.push({ kind, dir, script, cases: [], error });
    }
  }
  return out;
}

/** The Argo CD key a directory stands for: `_` in a name is its wildcard. */
export function customizationKeyOf(kind: string): string {
  return kind.replace(/_/g, '*');
}
