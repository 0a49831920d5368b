/**
 * One control of the Pod Security Standards (kubernetes.io "Pod Security Standards"): a field of
 * the pod or of every container, with the values the control allows. The check files under
 * policies/checks/pss hold the controls as data, each with its pack (pss-baseline, pss-restricted).
 */
import type { FindingDraft } from '../../model/finding.js';
import { getAt, joinPointer, parsePointer } from '../../kube/json-pointer.js';
import { isObject } from '../../kube/object.js';
import { containerFieldPointer, podFieldPointer } from '../../kube/pod-pointers.js';
import type { ContainerSite, PodSpecSite } from '../../kube/pod-specs.js';
import { podTemplatePointer } from '../../kube/workloads.js';
import { describeContainer, findingAt, unreadablePatchDrafts, type CheckMeta, type CheckTemplate } from './types.js';

type Scalar = string | number | boolean;

interface Rule {
  control: string;
  scope: 'pod' | 'container' | 'effective' | 'annotations';
  field: string;
  podField?: string;
  valuesAre: 'values' | 'keys';
  allowed?: Scalar[];
  allowedPrefixes?: string[];
  forbidden?: Scalar[];
  required: boolean;
  mustContain?: string[];
}

interface Hit {
  /** Tokens below the pod or container. */
  tokens: Array<string | number>;
  value: unknown;
}

/** Every value at `field` (a pointer whose `*` tokens walk every list item or map entry). */
function expand(root: unknown, field: string): Hit[] {
  let hits: Hit[] = [{ tokens: [], value: root }];
  for (const token of parsePointer(field)) {
    const next: Hit[] = [];
    for (const h of hits) {
      if (token === '*') {
        if (Array.isArray(h.value)) h.value.forEach((v, i) => next.push({ tokens: [...h.tokens, i], value: v }));
        else if (isObject(h.value))
          for (const [k, v] of Object.entries(h.value)) next.push({ tokens: [...h.tokens, k], value: v });
      } else if (isObject(h.value) && h.value[token] !== undefined)
        next.push({ tokens: [...h.tokens, token], value: h.value[token] });
    }
    hits = next;
  }
  return hits;
}

/** The values a hit stands for: itself, or its keys (a volume's type) but `name`. */
function valuesOf(rule: Rule, hit: Hit): Array<{ value: unknown; tokens: Array<string | number> }> {
  if (rule.valuesAre === 'values') return [hit];
  if (!isObject(hit.value)) return [];
  return Object.keys(hit.value)
    .filter((k) => k !== 'name')
    .map((k) => ({ value: k, tokens: [...hit.tokens, k] }));
}

/** Why a value breaks the control, or undefined when it is allowed. */
function problem(rule: Rule, value: unknown): string | undefined {
  const shown = JSON.stringify(value);
  if (rule.mustContain) {
    const list = Array.isArray(value) ? value.map((v) => String(v).toUpperCase()) : [];
    const missing = rule.mustContain.filter((m) => !list.includes(m.toUpperCase()));
    return missing.length ? `does not include ${missing.join(', ')}` : undefined;
  }
  if (value === null) return undefined;
  const norm = (v: unknown) => (typeof v === 'string' ? v.toUpperCase().replace(/^CAP_/, '') : v);
  if (rule.forbidden?.some((f) => norm(f) === norm(value))) return `is ${shown}`;
  if (rule.allowed || rule.allowedPrefixes) {
    const ok =
      rule.allowed?.some((a) => norm(a) === norm(value)) ||
      (typeof value === 'string' && rule.allowedPrefixes?.some((p) => value.startsWith(p)));
    if (!ok)
      return `is ${shown} (allowed: ${[...(rule.allowed ?? []).map((a) => JSON.stringify(a)), ...(rule.allowedPrefixes ?? []).map((p) => `${p}…`)].join(', ') || 'unset only'})`;
  }
  return undefined;
}

const fieldName = (field: string) => field.replace(/^\//, '').replace(/\//g, '.');

function draft(
  rule: Rule,
  check: CheckMeta,
  site: { resource: PodSpecSite['resource'] },
  path: string,
  key: string,
  message: string,
): FindingDraft {
  return findingAt(check, site.resource, path, key, `${rule.control}: ${message}`);
}

function podDrafts(rule: Rule, pod: PodSpecSite, check: CheckMeta): FindingDraft[] {
  const hits = expand(pod.spec, rule.field);
  if (hits.length === 0 && rule.required) {
    const message = `the pod does not set ${fieldName(rule.field)}`;
    return [draft(rule, check, pod, pod.pointer, `${pod.pointer} ${rule.field}`, message)];
  }
  return hits.flatMap((h) =>
    valuesOf(rule, h).flatMap(({ value, tokens }) => {
      const why = problem(rule, value);
      if (!why) return [];
      const where = podFieldPointer(pod, ...tokens);
      return [draft(rule, check, pod, where, `${pod.pointer} ${tokens.join('/')}`, `pod ${tokens.join('.')} ${why}`)];
    }),
  );
}

/** The container's name; with the item's place when the field walks a list (several findings per container). */
function containerKey(rule: Rule, c: ContainerSite, tokens: Array<string | number> = []): string {
  return rule.field.includes('*') && tokens.length > 0 ? `${c.name} ${tokens.join('/')}` : c.name;
}

function containerDrafts(rule: Rule, c: ContainerSite, check: CheckMeta): FindingDraft[] {
  const flag = (path: string, message: string, key = containerKey(rule, c)): FindingDraft[] => [
    draft(rule, check, c, path, key, `${describeContainer(c)} ${message}`),
  ];
  const own = expand(c.container, rule.field);
  if (rule.scope === 'effective' && own.length === 0) {
    // The pod-level value applies to every container that sets none.
    const podField = rule.podField ?? rule.field;
    const podHits = expand(c.pod.spec, podField);
    if (podHits.length === 0)
      return rule.required
        ? flag(c.pointer, `sets no ${fieldName(rule.field)}, nor does the pod (${fieldName(podField)})`)
        : [];
    return podHits.flatMap((h) => {
      const why = problem(rule, h.value);
      return why ? flag(podFieldPointer(c.pod, ...h.tokens), `inherits pod ${h.tokens.join('.')}, which ${why}`) : [];
    });
  }
  if (own.length === 0 && rule.required) return flag(c.pointer, `does not set ${fieldName(rule.field)}`);
  return own.flatMap((h) =>
    valuesOf(rule, h).flatMap(({ value, tokens }) => {
      const why = problem(rule, value);
      if (!why) return [];
      return flag(containerFieldPointer(c, ...tokens), `${tokens.join('.')} ${why}`, containerKey(rule, c, tokens));
    }),
  );
}

/** Pod template annotations (`container.apparmor.security.beta.kubernetes.io/<container>`). */
function annotationDrafts(rule: Rule, pod: PodSpecSite, check: CheckMeta): FindingDraft[] {
  if (pod.fieldPointers) return []; // a workflow pod: no pod template metadata of its own
  const pointer = joinPointer(podTemplatePointer(pod), 'metadata', 'annotations');
  const annotations = getAt(pod.resource.object, pointer);
  if (!isObject(annotations)) return [];
  return Object.entries(annotations).flatMap(([key, value]) => {
    if (!key.startsWith(rule.field)) return [];
    const why = problem(rule, value);
    return why ? [draft(rule, check, pod, joinPointer(pointer, key), key, `annotation ${key} ${why}`)] : [];
  });
}

const scalarList = { type: 'array', items: { type: ['string', 'number', 'boolean'] } };

export const podSecurity: CheckTemplate = {
  name: 'pod-security',
  summary:
    'One Pod Security Standards control: a field of every pod (built-in workloads and custom resources with pod templates) or of each of its containers, with the values the control allows.',
  params: {
    type: 'object',
    properties: {
      control: {
        description: "The control's name as the Pod Security Standards write it (starts each message).",
        type: 'string',
        minLength: 1,
      },
      scope: {
        description:
          "`pod` (a PodSpec field), `container` (a field of every container, init and ephemeral container), `effective` (the container's field, else the pod's `podField`), `annotations` (pod template annotations whose key starts with `field`).",
        enum: ['pod', 'container', 'effective', 'annotations'],
        default: 'container',
      },
      field: {
        description:
          'JSON pointer below the PodSpec or the container (or a list of them, each judged alike); `*` walks every item of a list (or entry of a map).',
        anyOf: [
          { type: 'string', minLength: 1 },
          { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
        ],
      },
      podField: {
        description: 'For `effective`: the PodSpec field that applies when the container sets none.',
        type: 'string',
      },
      valuesAre: {
        description:
          "`values` (the field's values) or `keys` (the keys of each object found, but `name`: a volume's type).",
        enum: ['values', 'keys'],
        default: 'values',
      },
      allowed: {
        description: 'Values allowed (unset is always allowed unless `required`). Absent: any value not `forbidden`.',
        ...scalarList,
      },
      allowedPrefixes: {
        description: 'String prefixes allowed too (`localhost/`).',
        type: 'array',
        items: { type: 'string' },
      },
      forbidden: { description: 'Values that break the control.', ...scalarList },
      required: { description: 'The field must be set.', type: 'boolean', default: false },
      mustContain: {
        description: 'The list at `field` must hold these values (`capabilities.drop: [ALL]`).',
        type: 'array',
        items: { type: 'string' },
      },
    },
    required: ['control', 'field'],
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const drafts: FindingDraft[] = [];
    const fields = params.field as string | string[];
    for (const field of Array.isArray(fields) ? fields : [fields]) {
      const rule = { ...params, field } as unknown as Rule;
      if (rule.scope === 'pod') for (const pod of ctx.pods) drafts.push(...podDrafts(rule, pod, check));
      else if (rule.scope === 'annotations')
        for (const pod of ctx.pods) drafts.push(...annotationDrafts(rule, pod, check));
      else for (const c of ctx.containers) drafts.push(...containerDrafts(rule, c, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
