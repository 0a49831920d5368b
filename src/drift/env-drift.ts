/** `env/drift`: the same app rendered for two environments, compared object by object. */
import type { FindingDraft } from '../model/finding.js';
import { describeRef, type Resource } from '../model/resource.js';
import { makeFilter } from './expected.js';
import { pairResources, type Pair } from './pairing.js';
import { differences, type Difference } from './walk.js';
import { isCredentialPath } from '../redact/index.js';

export interface EnvDriftInput {
  app: string;
  from: { environment: string; resources: Resource[] };
  to: { environment: string; resources: Resource[] };
  /** JSON-pointer globs of expected differences (matched against the pointer in either object and the index-free path). */
  ignore: string[];
  strict: boolean;
}

const MAX_PER_OBJECT = 50;

/** Values are shown only when short and never where redaction would hide them (security cases E1–E3). */
function shown(value: unknown, object: Record<string, unknown> | undefined, pointer: string): string {
  if (!object || isCredentialPath(object, pointer, value)) return '';
  const text = JSON.stringify(value);
  return text === undefined || text.length > 80 ? '' : text;
}

function describe(d: Difference, p: Pair, from: string, to: string): string {
  if (d.kind === 'only-from') return `${d.fromPointer} is set in ${from} but not in ${to}`;
  if (d.kind === 'only-to') return `${d.toPointer} is set in ${to} but not in ${from}`;
  const a = shown(d.from, p.from?.object, d.fromPointer ?? '');
  const b = shown(d.to, p.to?.object, d.toPointer ?? '');
  return a && b
    ? `${d.toPointer} differs: ${a} in ${from}, ${b} in ${to}`
    : `${d.toPointer} differs between ${from} and ${to}`;
}

function objectOnly(p: Pair, input: EnvDriftInput, fpBase: string): FindingDraft {
  const { from, to } = input;
  const r = (p.to ?? p.from) as Resource;
  const [here, missing] = p.to ? [to.environment, from.environment] : [from.environment, to.environment];
  return {
    ruleId: 'env/drift',
    message: `${input.app}: ${describeRef(r.ref)} exists in ${here} but not in ${missing}`,
    resource: r,
    fingerprintKey: `${fpBase}|only-${p.to ? 'to' : 'from'}`,
    remediation: `Add it to ${missing} or remove it from ${here}; if it is meant to differ, list it in envDiff ignore.`,
  };
}

function pairDrafts(p: Pair, input: EnvDriftInput): FindingDraft[] {
  const fpBase = `${input.from.environment}->${input.to.environment}|${p.key}`;
  const { from, to } = p;
  if (!from || !to) return [objectOnly(p, input, fpBase)];
  const keep = makeFilter({ ignore: input.ignore, strict: input.strict, kind: to.ref.kind });
  const diffs = differences(from.object, to.object).filter(keep);
  const drafts = diffs.slice(0, MAX_PER_OBJECT).map((d): FindingDraft => {
    const onFrom = d.kind === 'only-from';
    const path = (onFrom ? d.fromPointer : d.toPointer) ?? '';
    // The finding belongs to the `to` target, so it names the `to` object (its namespace); what
    // only `from` sets is located where `from` sets it.
    return {
      ruleId: 'env/drift',
      message: `${input.app}: ${describeRef(to.ref)}: ${describe(d, p, input.from.environment, input.to.environment)}`,
      resource: to,
      path,
      ...(onFrom ? { location: from.locate(path) } : {}),
      fingerprintKey: `${fpBase}|${d.logical}|${d.kind}`,
    };
  });
  if (diffs.length > MAX_PER_OBJECT) {
    drafts.push({
      ruleId: 'env/drift',
      resource: to,
      fingerprintKey: `${fpBase}|more`,
      message: `${input.app}: ${describeRef(to.ref)}: ${diffs.length - MAX_PER_OBJECT} more differences between ${input.from.environment} and ${input.to.environment} not listed`,
    });
  }
  return drafts;
}

/**
 * Drift between two environments of one app. Drafts point into the `to` object (or the `from`
 * object for what only `from` has); fingerprintKey is index-free, so the engine can tell drift the
 * change introduced from drift that already existed by running this on base and head.
 */
export function envDrift(input: EnvDriftInput): FindingDraft[] {
  return pairResources(input.from.resources, input.to.resources, input.from.environment, input.to.environment).flatMap(
    (p) => pairDrafts(p, input),
  );
}
