import type { Config } from '../model/config.js';
import type { Finding, FindingDraft, Severity } from '../model/finding.js';
import { isRenderedResource } from '../model/finding.js';
import type { ResourceRef } from '../model/resource.js';
import { annotationsOf } from '../kube/object.js';
import { annotationExemption, configExemption, knownFailure } from './exemptions.js';
import { fingerprint } from './fingerprint.js';
import { defaultSeverities, ruleInfo } from './rules.js';

export interface FinalizeContext {
  config: Config;
  app: string;
  environment: string;
  /**
   * An object's identity where it is applied (a target's objects: kube/scope.ts placementOf), so
   * writing out the namespace an object already lands in keeps its findings' fingerprints.
   */
  identityOf?: (ref: ResourceRef) => string;
}

/**
 * Severity: `off` in the config drops the rule; a check-specific severity (e.g. requireDigests
 * for image/not-pinned) beats the repo-wide `rules:` map, which beats the rule's default (rules-code.ts or its check file).
 */
function severityOf(draft: FindingDraft, config: Config): Severity | 'off' {
  const configured = config.rules[draft.ruleId];
  if (configured === 'off') return 'off';
  return draft.severity ?? configured ?? draft.defaultSeverity ?? defaultSeverities()[draft.ruleId] ?? 'error';
}

function refOf(draft: FindingDraft): ResourceRef | undefined {
  if (!draft.resource) return undefined;
  return isRenderedResource(draft.resource) ? draft.resource.ref : draft.resource;
}

function locationOf(draft: FindingDraft): Finding['location'] {
  if (draft.location) return draft.location;
  if (isRenderedResource(draft.resource)) return draft.resource.locate(draft.path ?? '');
  return undefined;
}

/**
 * A repository-level finding names no target or object: without a key of its own, its file and
 * message tell it apart, so several broken Applications are several findings, not one.
 */
function keyOf(draft: FindingDraft, ctx: FinalizeContext, resource: ResourceRef | undefined): string | undefined {
  if (draft.fingerprintKey !== undefined || resource || draft.path !== undefined || ctx.app !== '-')
    return draft.fingerprintKey;
  return `${draft.location?.file ?? ''}\u0000${draft.message}`;
}

export function finalizeDraft(draft: FindingDraft, ctx: FinalizeContext): Finding | undefined {
  const severity = severityOf(draft, ctx.config);
  if (severity === 'off') return undefined;
  const resource = refOf(draft);
  const finding: Finding = {
    ruleId: draft.ruleId,
    verdict: draft.verdict ?? ruleInfo(draft.ruleId)?.verdict ?? 'fail',
    severity,
    app: ctx.app,
    environment: ctx.environment,
    ...(resource ? { resource } : {}),
    ...(draft.path !== undefined ? { path: draft.path } : {}),
    message: draft.message,
    fingerprint: fingerprint({
      ruleId: draft.ruleId,
      app: ctx.app,
      environment: ctx.environment,
      resource,
      ...(resource && ctx.identityOf ? { resourceIdentity: ctx.identityOf(resource) } : {}),
      path: draft.path,
      key: keyOf(draft, ctx, resource),
    }),
  };
  const location = locationOf(draft);
  if (location) finding.location = location;
  if (draft.remediation) finding.remediation = draft.remediation;
  applyExemption(finding, draft, ctx.config);
  return finding;
}

/**
 * Gate-record and promotion findings are the release gate's word on a digest: an annotation in
 * the manifest — which the change under review can add — cannot waive them; the base config can.
 * The same holds for a loosened analysis: the change that loosens it could also exempt it.
 */
const NOT_EXEMPTIBLE_BY_ANNOTATION = /^(gate\/|env\/unpromoted-image$|analysis\/loosened$)/;

function applyExemption(finding: Finding, draft: FindingDraft, config: Config): void {
  const rendered = isRenderedResource(draft.resource) ? draft.resource : undefined;
  const subject = { ...finding, annotations: annotationsOf(rendered) };
  const byAnnotation = NOT_EXEMPTIBLE_BY_ANNOTATION.test(finding.ruleId) ? undefined : annotationExemption(subject);
  if (byAnnotation === 'missing-reason') {
    finding.message +=
      ' (deploy-gate.io/ignore names this rule but deploy-gate.io/ignore-reason is missing: not exempted)';
  } else if (byAnnotation) {
    finding.exempted = byAnnotation;
    return;
  }
  const byConfig = configExemption(config, subject) ?? knownFailure(config, finding);
  if (byConfig) finding.exempted = byConfig;
}

export function finalizeDrafts(drafts: FindingDraft[], ctx: FinalizeContext): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const finding = finalizeDraft(draft, ctx);
    if (!finding) continue;
    // Two drafts with one fingerprint (the same problem found twice) are one finding.
    if (seen.has(finding.fingerprint)) continue;
    seen.add(finding.fingerprint);
    out.push(finding);
  }
  return out;
}
