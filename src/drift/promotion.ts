/** `env/unpromoted-image`: with `promotion: [a, b]`, a digest introduced in b must already be declared in a. */
import { formatImageRef } from '../kube/image-ref.js';
import { imageSites } from '../kube/image-sites.js';
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';

/** One rendered target; `base` is absent in audit mode or when the target is new. */
export interface PromotionTarget {
  app: string;
  environment: string;
  base?: Resource[];
  head: Resource[];
}

/** Per environment: every `name@digest` declared at base or head, across all its targets. */
export interface PromotionIndex {
  declared: Map<string, Set<string>>;
  /** Environments with at least one rendered target in this run. */
  rendered: Set<string>;
}

const pinned = (resources: Resource[] | undefined, extra?: Record<string, string[]>): string[] =>
  imageSites(resources ?? [], extra)
    .filter((s) => s.ref.digest)
    .map((s) => `${s.ref.name}@${s.ref.digest}`);

/** Build once per run from every rendered target (all environments, base and head). */
export function promotionIndex(
  targets: PromotionTarget[],
  podTemplatePaths?: Record<string, string[]>,
): PromotionIndex {
  const declared = new Map<string, Set<string>>();
  const rendered = new Set<string>();
  for (const t of targets) {
    rendered.add(t.environment);
    const set = declared.get(t.environment) ?? new Set<string>();
    for (const d of [...pinned(t.base, podTemplatePaths), ...pinned(t.head, podTemplatePaths)]) set.add(d);
    declared.set(t.environment, set);
  }
  return { declared, rendered };
}

export interface UnpromotedInput {
  promotion: string[];
  target: PromotionTarget;
  index: PromotionIndex;
  podTemplatePaths?: Record<string, string[]>;
}

/**
 * Drafts for one target: each digest its head introduces (absent from its base) that the previous
 * environment in `promotion` never declared. If the previous environment was not rendered in this
 * run, the check could not be made: inconclusive, never silently passed.
 */
export function unpromotedImages(input: UnpromotedInput): FindingDraft[] {
  const { promotion, target, index } = input;
  const position = promotion.indexOf(target.environment);
  if (position <= 0) return [];
  const previous = promotion[position - 1] as string;
  const before = new Set(pinned(target.base, input.podTemplatePaths));
  const declared = index.declared.get(previous) ?? new Set<string>();
  const drafts: FindingDraft[] = [];
  const reported = new Set<string>();
  for (const site of imageSites(target.head, input.podTemplatePaths)) {
    if (!site.ref.digest) continue;
    const id = `${site.ref.name}@${site.ref.digest}`;
    if (before.has(id) || declared.has(id) || reported.has(id)) continue;
    reported.add(id);
    const missingEnv = !index.rendered.has(previous);
    drafts.push({
      ruleId: 'env/unpromoted-image',
      resource: site.resource,
      path: site.pointer,
      fingerprintKey: `${previous}->${target.environment}|${id}`,
      message: missingEnv
        ? `${formatImageRef(site.ref)} is introduced in ${target.environment}, but ${previous} was not rendered in this run, so its promotion could not be checked`
        : `${formatImageRef(site.ref)} is introduced in ${target.environment} but was never declared in ${previous} (promotion order: ${promotion.join(' → ')})`,
      remediation: `Deploy this digest to ${previous} first.`,
      ...(missingEnv ? { verdict: 'inconclusive' as const } : {}),
    });
  }
  return drafts;
}
