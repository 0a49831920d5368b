// The validation level a target reports, for every way its built-in objects could be checked.
import { describe, expect, it } from 'vitest';
import { TargetRun } from '../../src/schema/target-run.js';

function run(o: { embedded?: number; unchecked?: number; strict?: boolean } = {}): TargetRun {
  const r = new TargetRun('1.31', o.strict ?? false, new Map());
  for (let i = 0; i < (o.embedded ?? 0); i++) r.countEmbedded('Deployment', 'offline');
  r.builtinUnchecked = o.unchecked ?? 0;
  return r;
}

describe('TargetRun.finish: the validation level', () => {
  it('is openapi when the documents were read and nothing fell back', () => {
    expect(run().finish({ template: 't' })).toMatchObject({ level: 'openapi', counts: { validated: 0 } });
    expect(run().finish({ template: 't' }).reason).toBeUndefined();
  });

  it('is embedded, with the reason, when an object fell back to the embedded models', () => {
    expect(run({ embedded: 2, unchecked: 1 }).finish({ template: 't' })).toMatchObject({
      level: 'embedded',
      reason: 'offline',
      counts: { validated: 2 },
    });
    expect(run({ embedded: 1 }).finish({ reason: 'no document' })).toMatchObject({
      level: 'embedded',
      reason: 'offline',
    });
  });

  it('is embedded when the documents could not be read and no built-in object was left unchecked', () => {
    expect(run().finish({ reason: 'no document' })).toMatchObject({ level: 'embedded', reason: 'no document' });
  });

  it('is none when the documents could not be read and built-in objects went unchecked', () => {
    expect(run({ unchecked: 1 }).finish({ reason: 'no document' })).toMatchObject({
      level: 'none',
      reason: 'no document',
    });
  });

  it('says once, inconclusive, that strict checks did not run on embedded objects', () => {
    const drafts = run({ embedded: 2, strict: true }).finish({ reason: 'no document' }).drafts;
    expect(drafts.map((d) => [d.ruleId, d.verdict])).toEqual([['schema/unknown-field', 'inconclusive']]);
    expect(run({ strict: true, unchecked: 1 }).finish({ reason: 'x' }).drafts).toEqual([]);
  });
});
