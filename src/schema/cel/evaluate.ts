// Compiles and runs one CEL expression of a CRD validation rule, with the Kubernetes libraries.
// Three outcomes: a value, an error the API server would also meet (the rule errors at admission),
// or "cannot evaluate here" (syntax or a function this evaluator lacks): never a silent true.
import { celEnv, isCelError, parse, plan, type CelInput, type CelValue } from '@bufbuild/cel';
import { translateRe2 } from '../re2.js';
import { KUBE_LIBRARY } from './kube-library.js';
import { OPTIONAL_LIBRARY } from './optional-library.js';
import { rewriteOptionalSyntax } from './optional-syntax.js';

export type CelOutcome =
  { kind: 'value'; value: CelValue } | { kind: 'error'; message: string } | { kind: 'unsupported'; message: string };

type Program = { ok: true; run: (vars: Record<string, CelInput>) => unknown } | { ok: false; message: string };

const env = celEnv({
  funcs: [...KUBE_LIBRARY, ...OPTIONAL_LIBRARY],
  re2: {
    compile(pattern: string) {
      const t = translateRe2(pattern);
      return new RegExp(t.source, t.flags);
    },
  },
});
const programs = new Map<string, Program>();

function compile(expression: string): Program {
  let program = programs.get(expression);
  if (!program) {
    try {
      const run = plan(env, parse(rewriteOptionalSyntax(expression))) as (vars: Record<string, CelInput>) => unknown;
      program = { ok: true, run };
    } catch (err) {
      program = { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    programs.set(expression, program);
  }
  return program;
}

// Errors that say the evaluator, not the object, is short of something.
const UNSUPPORTED = /unbound function|no such overload|unsupported|not implemented|unknown (function|macro)/i;

export function evaluateCel(expression: string, vars: Record<string, CelInput>): CelOutcome {
  const program = compile(expression);
  if (!program.ok) return { kind: 'unsupported', message: `the expression does not parse here: ${program.message}` };
  let result: unknown;
  try {
    result = program.run(vars);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { kind: UNSUPPORTED.test(message) ? 'unsupported' : 'error', message };
  }
  if (isCelError(result)) {
    const message = result.message;
    return { kind: UNSUPPORTED.test(message) ? 'unsupported' : 'error', message };
  }
  return { kind: 'value', value: result as CelValue };
}
