// What a `check` compiles as soon as it starts: the modules its entry reaches through static
// imports. The checks (with the Lua runtime and the check files' validators), the Kubernetes schema
// compiler (ajv, needed only when no compiled validator is cached), the gate records' validator, the
// cross-environment checks and the report writers are imported when first needed; a static import
// of any of them from the check's path would compile them on every start.
import { build } from 'esbuild';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

type Metafile = { inputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }> };

// The command imports the run, and the run the check, dynamically: each is an entry of its own.
const ENTRIES = ['src/commands/gate.ts', 'src/run.ts', 'src/engine/run-check.ts'];
/** Each must be left to a dynamic import on the way to the first render. */
const LATER = [
  'node_modules/fengari/',
  'node_modules/ajv/dist/core.js',
  'node_modules/ajv-formats/',
  'src/checks/load.ts',
  'src/checks/templates/index.ts',
  // Not the check files' validators: the rule registry reads deploy-gate's own check files (a rule
  // is one record, issue 29), and their 77 KB of generated code import in 8–15 ms.
  'src/health/lua-state.ts',
  'src/schema/compiler.ts',
  'src/gate/record.ts',
  'src/report/sarif-rules.ts',
  'src/report/index.ts',
  // The checks across an app's environments (run-check and run-audit import them when they start).
  'src/engine/cross-checks.ts',
  'src/engine/cross-gate.ts',
  'src/engine/cross-drift.ts',
  'src/engine/cross-health.ts',
  'src/drift/',
  'src/registry/',
];

let meta: Metafile;
beforeAll(async () => {
  const result = await build({
    absWorkingDir: path.resolve('.'),
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: 'dist-test-unused',
    write: false,
    metafile: true,
  });
  meta = result.metafile as Metafile;
}, 120_000);

/** Every input reached from `entry` through static imports, with the path that reached it. */
function staticReach(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const from = queue.shift() as string;
    for (const imp of meta.inputs[from]?.imports ?? []) {
      if (imp.external || imp.kind === 'dynamic-import' || reached.has(imp.path)) continue;
      reached.set(imp.path, [...(reached.get(from) ?? []), imp.path]);
      queue.push(imp.path);
    }
  }
  return reached;
}

describe('modules compiled before the first render of a check', () => {
  it.each(ENTRIES)('%s reaches none of the later modules through static imports', (entry) => {
    const reached = staticReach(entry);
    expect(meta.inputs[entry]).toBeDefined(); // the graph was read (a wrong key would reach nothing)
    const early = LATER.flatMap((later) =>
      [...reached].filter(([input]) => input.startsWith(later)).map(([, via]) => via.join(' -> ')),
    );
    expect(early).toEqual([]);
  });

  it('the check itself is reached, and with it most of the engine', () => {
    expect(staticReach('src/engine/run-check.ts').size).toBeGreaterThan(100);
  });

  it("a helm target's API versions (schema/schema-base.ts, before its first render) load no schema compiler", () => {
    const reached = staticReach('src/schema/schema-base.ts');
    expect(reached.has('src/schema/builtin.ts')).toBe(true); // the module is in the graph and was read
    const compiler = [...reached.keys()].filter((input) =>
      /^(node_modules\/ajv|src\/schema\/(compiler|validator|crd-resolver|embedded)\.ts)/.test(input),
    );
    expect(compiler).toEqual([]);
  });

  it('the later modules are still in the bundle, behind dynamic imports', () => {
    const all = Object.keys(meta.inputs);
    expect(LATER.filter((later) => !all.some((input) => input.startsWith(later)))).toEqual([]);
  });
});
