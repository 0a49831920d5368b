import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import { finalizeDrafts } from '../findings/finalize.js';
import type { LiveResult } from './types.js';

/** The live drafts as report findings (severity, exemptions, fingerprints), each on its target. */
export function liveFindings(result: LiveResult, config: Config): Finding[] {
  return result.drafts.flatMap((d) => finalizeDrafts([d.draft], { config, app: d.app, environment: d.environment }));
}
