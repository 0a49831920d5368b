import type { FindingDraft } from '../../model/finding.js';
import type { EnvironmentConfig } from '../../model/config.js';
import type { Resource } from '../../model/resource.js';
import { compareVersions, minorVersion } from '../../kube/version.js';
import { removalTable } from '../../schema/api-tables.js';
import type { ApiRemoval, RemovalTable } from '../../kube/api-removals.js';

/**
 * `api/removed` and `api/deprecated` from the removal table, for the environment's Kubernetes
 * version. Kinds absent from that version's OpenAPI but unknown to the table are reported by the
 * schema validator (it is the one that reads the OpenAPI).
 */
export function checkApiVersions(
  resources: Resource[],
  env: EnvironmentConfig,
  table: RemovalTable = removalTable(),
): FindingDraft[] {
  const version = minorVersion(env.kubernetesVersion);
  if (!version)
    throw new Error(
      `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`,
    );
  const drafts: FindingDraft[] = [];
  for (const resource of resources) {
    const row = table.byKind.get(`${resource.ref.apiVersion}/${resource.ref.kind}`);
    if (!row) continue;
    if (row.removedIn !== null && compareVersions(version, row.removedIn) >= 0)
      drafts.push(removed(resource, row, row.removedIn, version));
    else if (row.deprecatedIn && compareVersions(version, row.deprecatedIn) >= 0)
      drafts.push(deprecated(resource, row, version));
  }
  if (compareVersions(version, table.coveredThrough) > 0 && resources.length > 0)
    drafts.push(beyondData(version, table.coveredThrough));
  return drafts;
}

function removed(resource: Resource, row: ApiRemoval, removedIn: string, version: string): FindingDraft {
  return {
    ruleId: 'api/removed',
    message: `${row.apiVersion} ${row.kind} is not served by Kubernetes ${version} (removed in ${removedIn})${replacementText(row, version)}`,
    resource,
    path: '/apiVersion',
    remediation: row.replacement
      ? `change apiVersion to ${row.replacement} (check the field changes between the versions)`
      : (row.note ?? 'remove the object'),
  };
}

function deprecated(resource: Resource, row: ApiRemoval, version: string): FindingDraft {
  const removal = row.removedIn ? `removed in ${row.removedIn}` : 'still served (no removal release announced yet)';
  return {
    ruleId: 'api/deprecated',
    message: `${row.apiVersion} ${row.kind} is deprecated since Kubernetes ${row.deprecatedIn} and ${removal}${replacementText(row, version)}`,
    resource,
    path: '/apiVersion',
    remediation: row.replacement
      ? `migrate to ${row.replacement}${row.removedIn ? ` before upgrading to ${row.removedIn}` : ''}`
      : `plan for its removal${row.removedIn ? ` in ${row.removedIn}` : ''}`,
  };
}

/** Names the replacement and whether this cluster already serves it. */
function replacementText(row: ApiRemoval, version: string): string {
  const note = row.note ? ` (${row.note})` : '';
  if (!row.replacement) return `; there is no direct replacement${note}`;
  if (!row.replacementSince) return `; use ${row.replacement}${note}`;
  const available = compareVersions(version, row.replacementSince) >= 0;
  const when = available
    ? `served since ${row.replacementSince}, so available in ${version}`
    : `only served from ${row.replacementSince}, not yet in ${version}`;
  return `; use ${row.replacement} (${when})${note}`;
}

/** An environment newer than the table: removals are still caught through the OpenAPI, deprecations may be missed. */
function beyondData(version: string, covered: string): FindingDraft {
  return {
    ruleId: 'api/deprecated',
    verdict: 'inconclusive',
    severity: 'warning',
    message: `Kubernetes ${version} is newer than deploy-gate's API removal table (covers up to ${covered}): deprecations announced after ${covered} are not checked; removals are still found through the ${version} OpenAPI documents`,
    remediation: 'update deploy-gate',
    fingerprintKey: 'table-coverage',
  };
}
