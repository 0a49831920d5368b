import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import { describeRef } from '../../model/resource.js';
import { hookJob, JUDGED_PHASES, type HookInfo } from '../hooks/hook-kind.js';
import { hookRole } from '../hooks/hook-role.js';
import { imagesOf } from '../images.js';
import { escapePointerToken, getAt } from '../../kube/json-pointer.js';
import { describeContainer, findingAt, type CheckMeta, type CheckTemplate, type TemplateContext } from './types.js';

type Aspect = 'retries' | 'deadline' | 'evidence' | 'digest';

const hookName = (r: Resource, h: HookInfo) => `${h.phases.join('/')} hook ${describeRef(r.ref)}`;

function retries(r: Resource, h: HookInfo, check: CheckMeta): FindingDraft[] {
  const limit = getAt(r.object, '/spec/backoffLimit');
  if (typeof limit === 'number' && limit <= 0) return [];
  const why =
    limit === undefined
      ? 'has no backoffLimit (Kubernetes retries 6 times)'
      : `retries ${String(limit)} times (backoffLimit)`;
  const message = `${hookName(r, h)} ${why}: a flaky check passes on a later try`;
  // One field path whatever the value (or its absence): the finding's identity, never its message.
  return [findingAt(check, r, '/spec/backoffLimit', 'backoffLimit', message)];
}

function deadline(r: Resource, h: HookInfo, check: CheckMeta): FindingDraft[] {
  if (typeof getAt(r.object, '/spec/activeDeadlineSeconds') === 'number') return [];
  const message = `${hookName(r, h)} has no activeDeadlineSeconds: a hung check holds the sync until someone notices`;
  return [findingAt(check, r, '/spec', 'activeDeadlineSeconds', message)];
}

function evidence(r: Resource, h: HookInfo, check: CheckMeta): FindingDraft[] {
  if (!h.deletePolicies.includes('HookSucceeded')) return [];
  const path = `/metadata/annotations/${escapePointerToken(h.deleteAnnotation)}`;
  const message = `${hookName(r, h)} is deleted when it succeeds (HookSucceeded): its logs and result are gone when someone asks what it checked`;
  return [findingAt(check, r, path, 'HookSucceeded', message)];
}

function digest(ctx: TemplateContext, r: Resource, h: HookInfo, check: CheckMeta, drafts: FindingDraft[]): void {
  const containers = ctx.containers.filter((c) => c.resource === r);
  for (const { site, image, path } of imagesOf(containers, drafts)) {
    if (image.digest !== undefined) continue;
    const message = `${hookName(r, h)}: ${describeContainer(site)} image "${image.original}" has no digest, so the check that gates the sync can change without a commit`;
    drafts.push(findingAt(check, r, path, site.name, message));
  }
}

export const hookJobTemplate: CheckTemplate = {
  name: 'hook-job',
  summary:
    'Jobs that run as Argo CD sync hooks (`argocd.argoproj.io/hook`, or the Helm hooks Argo CD maps to PreSync/PostSync): retries, deadline, delete policy, image digest.',
  params: {
    type: 'object',
    properties: {
      aspect: {
        description:
          'What to check: `retries` (backoffLimit absent or above 0), `deadline` (no activeDeadlineSeconds), `evidence` (HookSucceeded delete policy), `digest` (an image without a digest).',
        enum: ['retries', 'deadline', 'evidence', 'digest'],
        default: 'retries',
      },
      hooks: {
        description:
          'Which hooks are judged: `verifying` (a hook that tests or probes the release — named or annotated as a test, or running curl/wget/kubectl wait and the like; setup hooks such as migrations, bucket creation or backups are left alone; `deploy-gate.io/hook-role: verify|setup` decides) or `all`.',
        enum: ['verifying', 'all'],
        default: 'verifying',
      },
      phases: {
        description: 'Hook phases judged.',
        type: 'array',
        items: { enum: [...JUDGED_PHASES, 'PostDelete'] },
        uniqueItems: true,
        default: [...JUDGED_PHASES],
      },
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const aspect = params.aspect as Aspect;
    const drafts: FindingDraft[] = [];
    for (const r of ctx.resources) {
      const h = hookJob(r, params.phases as string[]);
      if (!h) continue;
      if (params.hooks !== 'all' && hookRole(r) !== 'verify') continue;
      if (aspect === 'retries') drafts.push(...retries(r, h, check));
      else if (aspect === 'deadline') drafts.push(...deadline(r, h, check));
      else if (aspect === 'evidence') drafts.push(...evidence(r, h, check));
      else digest(ctx, r, h, check, drafts);
    }
    return drafts;
  },
};
