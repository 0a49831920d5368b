import { compileCondition, type Condition } from './expr-eval.js';
import { ExprError } from './expr-parse.js';

export type Phase = 'Successful' | 'Failed' | 'Inconclusive' | 'Error';

export interface MetricConditions {
  success?: Condition;
  failure?: Condition;
}

/** Compiles a metric's conditions once; a condition that does not parse is reported, not guessed. */
export function compileConditions(successCondition: unknown, failureCondition: unknown): MetricConditions | string {
  const compile = (text: unknown) =>
    typeof text === 'string' && text.trim() !== '' ? compileCondition(text) : undefined;
  try {
    return { success: compile(successCondition), failure: compile(failureCondition) };
  } catch (e) {
    if (e instanceof ExprError) return e.message;
    throw e;
  }
}

/**
 * The phase Argo Rollouts gives one measurement (utils/evaluate): an error evaluating either
 * condition is Error; without conditions every measurement succeeds; a missing condition is the
 * negation of the other; failure wins over success; neither is Inconclusive.
 */
export function measurementPhase(c: MetricConditions, result: unknown): Phase {
  let success = false;
  let failure = false;
  try {
    if (c.success) success = c.success.holds(result);
    if (c.failure) failure = c.failure.holds(result);
  } catch (e) {
    if (e instanceof ExprError) return 'Error';
    throw e;
  }
  if (!c.success && !c.failure) return 'Successful';
  if (c.success && !c.failure) failure = !success;
  if (!c.success && c.failure) success = !failure;
  if (failure) return 'Failed';
  return success ? 'Successful' : 'Inconclusive';
}

/** Results a provider returns when the query measured nothing: an empty vector, no value, NaN (0/0). */
export const EMPTY_RESULTS: ReadonlyArray<{ label: string; value: unknown }> = [
  { label: 'an empty result ([])', value: [] },
  { label: 'no value (nil)', value: null },
  { label: 'NaN', value: [Number.NaN] },
  { label: 'a NaN scalar', value: Number.NaN },
];
