import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  removalTable
} from "./chunk-AY36APSX.js";
import {
  compareVersions,
  minorVersion
} from "./chunk-QMC5NZGM.js";

// src/checks/api/index.ts
function checkApiVersions(resources, env, table = removalTable()) {
  const version = minorVersion(env.kubernetesVersion);
  if (!version)
    throw new Error(
      `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`
    );
  const drafts = [];
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
function removed(resource, row, removedIn, version) {
  return {
    ruleId: "api/removed",
    message: `${row.apiVersion} ${row.kind} is not served by Kubernetes ${version} (removed in ${removedIn})${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `change apiVersion to ${row.replacement} (check the field changes between the versions)` : row.note ?? "remove the object"
  };
}
function deprecated(resource, row, version) {
  const removal = row.removedIn ? `removed in ${row.removedIn}` : "still served (no removal release announced yet)";
  return {
    ruleId: "api/deprecated",
    message: `${row.apiVersion} ${row.kind} is deprecated since Kubernetes ${row.deprecatedIn} and ${removal}${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `migrate to ${row.replacement}${row.removedIn ? ` before upgrading to ${row.removedIn}` : ""}` : `plan for its removal${row.removedIn ? ` in ${row.removedIn}` : ""}`
  };
}
function replacementText(row, version) {
  const note = row.note ? ` (${row.note})` : "";
  if (!row.replacement) return `; there is no direct replacement${note}`;
  if (!row.replacementSince) return `; use ${row.replacement}${note}`;
  const available = compareVersions(version, row.replacementSince) >= 0;
  const when = available ? `served since ${row.replacementSince}, so available in ${version}` : `only served from ${row.replacementSince}, not yet in ${version}`;
  return `; use ${row.replacement} (${when})${note}`;
}
function beyondData(version, covered) {
  return {
    ruleId: "api/deprecated",
    verdict: "inconclusive",
    severity: "warning",
    message: `Kubernetes ${version} is newer than deploy-gate's API removal table (covers up to ${covered}): deprecations announced after ${covered} are not checked; removals are still found through the ${version} OpenAPI documents`,
    remediation: "update deploy-gate",
    fingerprintKey: "table-coverage"
  };
}

// src/engine/guarded.ts
async function guarded(drafts, what, fn) {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    drafts.push({ ruleId: "internal/check-error", message: `${what} could not run: ${message}` });
  }
}

// src/sources/findings.ts
function renderFailureDrafts(code, error, where) {
  const location = typeof where === "string" ? { file: where } : where;
  const first = { ...renderFailureRule(code), message: `${code}: ${error}`, location };
  if (code !== "E_SOURCE_UNPINNED" && code !== "E_SOURCE_NOT_ALLOWED") return [first];
  return [
    first,
    {
      ruleId: "render/failed",
      verdict: "inconclusive",
      message: `${code}: the source was not fetched, so nothing in this target was rendered or checked`,
      location
    }
  ];
}
function renderFailureRule(code) {
  switch (code) {
    case "E_SOURCE_UNPINNED":
      return { ruleId: "sources/unpinned" };
    case "E_SOURCE_NOT_ALLOWED":
      return { ruleId: "sources/not-allowed" };
    // Unreachable or unverified sources, a budget exceeded, the run's deadline passed, a render over its time or
    // memory ceiling (security case B8, whatever the flags): not checked, never a pass.
    case "E_SOURCE_UNREACHABLE":
    case "E_SOURCE_UNVERIFIED":
    case "E_OBJECT_BUDGET":
    case "E_PARSED_BYTES_BUDGET":
    case "E_RUN_DEADLINE":
    case "E_VALIDATOR_DIED":
    case "E_RENDER_TIMEOUT":
    case "E_RENDER_OOM":
      return { ruleId: "render/failed", verdict: "inconclusive" };
    default:
      return { ruleId: "render/failed" };
  }
}

export {
  checkApiVersions,
  guarded,
  renderFailureDrafts
};
