/**
 * `required-label` and `required-annotation`: for a user's own checks, so that one takes a template
 * and a key. The templates say what, why and how to fix from their parameters.
 */
import type { FindingDraft } from '../../model/finding.js';
import { apiGroup, describeRef } from '../../model/resource.js';
import { isObject } from '../../kube/object.js';
import { joinPointer } from '../../kube/json-pointer.js';
import { globToRegExp } from './object-schema.js';
import { findingAt, KINDS_PARAM, type CheckTemplate } from './types.js';

type Field = 'labels' | 'annotations';

function requiredMetadata(name: string, field: Field): CheckTemplate {
  const noun = field === 'labels' ? 'label' : 'annotation';
  const pattern = (params: Record<string, unknown>) =>
    typeof params.pattern === 'string' ? new RegExp(params.pattern, 'u') : undefined;
  return {
    name,
    summary: `Objects of the selected kinds must carry the ${noun} \`key\` (with a value matching \`pattern\` when one is given). Says what, why and how to fix by itself, so a check file needs only the template and the key.`,
    params: {
      type: 'object',
      properties: {
        key: {
          description: `The ${noun} every selected object carries, e.g. \`app.kubernetes.io/part-of\`.`,
          type: 'string',
          minLength: 1,
        },
        pattern: {
          description: `A regular expression (Unicode, unanchored: write \`^…$\`) the ${noun}'s value must match.`,
          type: 'string',
          minLength: 1,
        },
        kinds: KINDS_PARAM,
      },
      required: ['key'],
      additionalProperties: false,
    },
    compile(params) {
      try {
        pattern(params);
        return [];
      } catch (e) {
        return [`params.pattern is not a valid regular expression: ${e instanceof Error ? e.message : String(e)}`];
      }
    },
    describe(params) {
      const key = params.key as string;
      const value = typeof params.pattern === 'string' ? ` whose value matches \`${params.pattern}\`` : '';
      const kinds = (params.kinds as string[]).map((k) => `\`${k}\``).join(', ');
      return {
        description: `An object of the kinds ${kinds} without the ${noun} \`${key}\`${value}.`,
        why: `This repository requires the ${noun} \`${key}\`: what reads it (ownership, cost, routing, policy) would find it missing only after the deploy.`,
        remediation: `Set the ${noun} \`${key}\`${value} in \`metadata.${field}\` of the object (in a Helm chart, where the chart sets its ${field}; with Kustomize, \`${field === 'labels' ? 'labels' : 'commonAnnotations'}:\` in the kustomization).`,
      };
    },
    run(ctx, params, check) {
      const key = params.key as string;
      const kinds = (params.kinds as string[]).map(globToRegExp);
      const valueRule = pattern(params);
      const drafts: FindingDraft[] = [];
      for (const r of ctx.resources) {
        if (!kinds.some((k) => k.test(`${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`))) continue;
        const metadata = isObject(r.object.metadata) ? r.object.metadata : {};
        const map = isObject(metadata[field]) ? metadata[field] : undefined;
        const value = map?.[key];
        if (value === undefined || value === null) {
          const path = map ? `/metadata/${field}` : '/metadata';
          drafts.push(findingAt(check, r, path, key, `${describeRef(r.ref)} has no ${noun} "${key}"`));
        } else if (valueRule && !valueRule.test(String(value))) {
          const message = `${describeRef(r.ref)}: ${noun} "${key}" is "${String(value)}", which does not match ${String(params.pattern)}`;
          drafts.push(findingAt(check, r, joinPointer(`/metadata/${field}`, key), key, message));
        }
      }
      return drafts;
    },
  };
}

export const requiredLabel = requiredMetadata('required-label', 'labels');
export const requiredAnnotation = requiredMetadata('required-annotation', 'annotations');
