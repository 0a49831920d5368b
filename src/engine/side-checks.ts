// The checks one rendered side goes through (schemas, API versions, policies), each guarded so a
// check that crashes is reported for this target instead of passing it.
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { checkApiVersions } from '../checks/api/index.js';
import type { Judges, SideInput } from './evaluate.js';
import { guarded } from './guarded.js';
import { admissionDrafts } from '../schema/cel/admission.js';
import type { TransitionRules } from '../schema/types.js';

export interface Checked {
  drafts: FindingDraft[];
  validation: string;
  counts?: { validated: number; unvalidated: number };
  notes: string[];
  transitionRules?: TransitionRules[];
}

export async function runChecks(resources: Resource[], input: SideInput, judges: Judges): Promise<Checked> {
  const checked: Checked = { drafts: [], validation: 'none', notes: [] };
  const { drafts } = checked;
  await guarded(drafts, 'schema validation', async () => {
    const result = await judges.schema.validateTarget(resources, input.env, {
      crdDirs: input.crdDirs,
      repoRoot: input.root,
      trustedCrdDirs: input.trustedCrdDirs ?? [],
    });
    checked.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    checked.counts = result.counts;
    checked.notes.push(...result.notes);
    if (result.transitionRules) checked.transitionRules = result.transitionRules;
    drafts.push(...result.drafts);
  });
  await guarded(drafts, 'admission policies', async () => {
    drafts.push(...admissionDrafts(resources, judges.admissionPolicies));
  });
  await guarded(drafts, 'API version checks', async () => {
    drafts.push(...checkApiVersions(resources, input.env));
  });
  await guarded(drafts, 'policies', async () => {
    // The checks' code is imported with the checks (judges.ts), after the first render has started.
    const { runPolicies } = await import('../checks/run.js');
    drafts.push(
      ...runPolicies(await judges.policies, {
        resources,
        env: input.env,
        podTemplatePaths: judges.config.podTemplatePaths,
        ignoreDifferences: input.target.ignoreDifferences,
      }),
    );
  });
  return checked;
}
