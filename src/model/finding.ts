import type { Resource, ResourceRef, SourceLocation } from './resource.js';

export type Severity = 'error' | 'warning' | 'note';
export type SeverityOrOff = Severity | 'off';
/** What a finding means for the gate: a real problem, or something that could not be checked. */
export type FindingVerdict = 'fail' | 'inconclusive';
export type Change = 'introduced' | 'unchanged' | 'fixed';
export type Verdict = 'pass' | 'fail' | 'inconclusive';

export interface Exemption {
  by: 'annotation' | 'config';
  reason: string;
}

/** A finding as reported (contract: report `findings[]`). */
export interface Finding {
  ruleId: string;
  verdict: FindingVerdict;
  severity: Severity;
  /** check mode only */
  change?: Change;
  app: string;
  environment: string;
  resource?: ResourceRef;
  /** JSON pointer inside the resource */
  path?: string;
  location?: SourceLocation;
  message: string;
  remediation?: string;
  exempted?: Exemption;
  /** Stable across line shifts: rule, target, resource identity, path and `fingerprintKey`. */
  fingerprint: string;
}

/**
 * What a check produces. The engine adds the target, severity (policy default, then config),
 * verdict (from the rule), exemptions and the fingerprint.
 */
export interface FindingDraft {
  ruleId: string;
  message: string;
  resource?: Resource | ResourceRef;
  path?: string;
  /** Defaults to `resource.locate(path)` when the resource is a rendered Resource. */
  location?: SourceLocation;
  remediation?: string;
  /** A check-specific severity (e.g. requireDigests for image/not-pinned); beats the policy default and the config's `rules:` map, though `off` there still drops the rule. */
  severity?: Severity;
  /** The default for rules outside the registry (custom checks); the config's `rules:` still overrides it. */
  defaultSeverity?: Severity;
  /** Overrides the rule's verdict, e.g. a check that could only partly run. */
  verdict?: FindingVerdict;
  /** Extra discriminator for the fingerprint when path alone is not stable (e.g. container name). */
  fingerprintKey?: string;
}

export function isRenderedResource(r: Resource | ResourceRef | undefined): r is Resource {
  return r !== undefined && typeof (r as Resource).locate === 'function';
}
