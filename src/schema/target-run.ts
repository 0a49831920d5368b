import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import type { TargetValidation, TransitionRules } from './types.js';

/** The findings, counts and validation level of one target as its objects are validated. */
export class TargetRun {
  private readonly drafts: FindingDraft[] = [];
  private readonly notes = new Set<string>();
  /** Objects validated against the OpenAPI documents, and against a CRD schema. */
  openapi = 0;
  custom = 0;
  private unvalidated = 0;
  private readonly embeddedKinds = new Set<string>();
  private embeddedCount = 0;
  private embeddedReason: string | undefined;
  /** Built-in objects neither the OpenAPI nor the embedded models could check. */
  builtinUnchecked = 0;
  readonly transitionRules: TransitionRules[] = [];

  constructor(
    readonly version: string,
    private readonly strict: boolean,
    private readonly dirNames: Map<string, string>,
    /** The API server's create-time validation runs after the OpenAPI check (SchemaOptions.apiServer). */
    readonly apiServer = true,
  ) {}

  add(...drafts: FindingDraft[]): void {
    this.drafts.push(...drafts);
  }

  addNotes(notes: string[]): void {
    for (const n of notes) this.notes.add(n);
  }

  countEmbedded(kind: string, reason: string): void {
    this.embeddedCount++;
    this.embeddedKinds.add(kind);
    this.embeddedReason ??= reason;
  }

  /** An object whose apiVersion or kind is not a valid name: its finding; it is not validated. */
  invalidIdentity(draft: FindingDraft): void {
    this.unvalidated++;
    this.drafts.push(draft);
  }

  /** `schema/not-found` (inconclusive) naming every place that was asked. */
  notFound(resource: Resource, lookedIn: string[]): void {
    this.unvalidated++;
    this.drafts.push({
      ruleId: 'schema/not-found',
      message: `no schema for ${resource.ref.apiVersion} ${resource.ref.kind}; looked in: ${lookedIn.join('; ')}`,
      resource,
      path: '/apiVersion',
      remediation: 'add the CRD (YAML or JSON schema) to a schemas.crds folder, or a --crd-schema-location that has it',
    });
  }

  displayLooked(entry: string): string {
    for (const [dir, shown] of this.dirNames) if (entry.includes(dir)) return entry.replace(dir, shown);
    return entry;
  }

  finish(source: { template: string } | { reason: string }): TargetValidation {
    const counts = { validated: this.openapi + this.custom + this.embeddedCount, unvalidated: this.unvalidated };
    const notes = [...this.notes];
    const transitions = this.transitionRules.length > 0 ? { transitionRules: this.transitionRules } : {};
    if (this.embeddedCount === 0 && !('reason' in source))
      return { drafts: this.drafts, level: 'openapi', notes, counts, ...transitions };
    const reason = this.embeddedReason ?? ('reason' in source ? source.reason : 'unknown');
    if (this.strict && this.embeddedCount > 0) this.drafts.push(this.strictNotRun(reason));
    // `none` only when no object fell back to the embedded models and some built-in one went unchecked.
    const level = this.embeddedCount === 0 && this.builtinUnchecked > 0 ? 'none' : 'embedded';
    return { drafts: this.drafts, level, reason, notes, counts, ...transitions };
  }

  /** Strict checks that could not run are said, not skipped: one inconclusive finding per target. */
  private strictNotRun(reason: string): FindingDraft {
    const kinds = [...this.embeddedKinds].sort().join(', ');
    return {
      ruleId: 'schema/unknown-field',
      verdict: 'inconclusive',
      message: `unknown fields were not checked for ${this.embeddedCount} built-in object(s) (${kinds}): ${reason}; only the embedded kubernetes-models schemas ran (types, required fields, formats)`,
      remediation:
        'warm the schema cache named above: run once with network access (it keeps every document it fetches; in CI restore that folder with actions/cache), or give --schema-location a local copy, and run again',
      fingerprintKey: 'strict-unavailable',
    };
  }
}
