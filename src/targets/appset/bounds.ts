// The limits one ApplicationSet's expansion runs under: a matrix of two 1,000-element lists asks
// for a million Applications, and the generators' work (nested lists, files, Go template runs)
// counts against the run's deadline. Over either, the whole set is not checked (never a partial
// set judged as if it were the set).
import { DEFAULT_MAX_APPLICATIONS_PER_SET } from '../../model/config.js';
import { NotExpandable } from './params.js';

/** The set was cut short: none of what it generated is judged. */
export class OverBounds extends NotExpandable {}

export class ExpansionBounds {
  constructor(
    /** Generated Applications (parameter sets) one ApplicationSet may have; `discovery.maxApplicationsPerSet`. */
    readonly maxApplications: number = DEFAULT_MAX_APPLICATIONS_PER_SET,
    /** Epoch ms of the run's deadline (`--timeout`); undefined: none. */
    readonly deadline?: number,
  ) {}

  /** Throws when `n` parameter sets are more than the set may generate. */
  count(n: number): void {
    if (n > this.maxApplications)
      throw new OverBounds(
        `it generates more than ${this.maxApplications} Applications (discovery.maxApplicationsPerSet); raise the limit in the base config to check it`,
      );
  }

  /** Throws once the run's deadline has passed: called between units of generator work. */
  tick(): void {
    if (this.deadline !== undefined && Date.now() >= this.deadline)
      throw new OverBounds('the run deadline (--timeout) passed while its generators were expanded (phase: discovery)');
  }
}
