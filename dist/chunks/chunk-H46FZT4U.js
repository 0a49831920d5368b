import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG_FILE,
  DEFAULT_IGNORE
} from "./chunk-ZQ5WTYB2.js";
import {
  require_mod
} from "./chunk-W4UYNDBW.js";
import {
  rules
} from "./chunk-XJGA2I7W.js";
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  require_equal,
  require_ucs2length
} from "./chunk-ZD4QIQZI.js";
import {
  parsePointer
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/config/errors.ts
var ConfigError = class extends Error {
  file;
  line;
  constructor(file, line, detail) {
    super(`${file}${line === void 0 ? "" : `:${line}`}: ${detail}`);
    this.name = "ConfigError";
    this.file = file;
    this.line = line;
  }
};

// src/config/load.ts
import { readFile } from "node:fs/promises";

// src/model/sources.ts
var DEFAULT_SOURCE_TIMEOUT_SECONDS = 60;

// src/config/defaults.ts
var DEFAULT_KUBERNETES_VERSION = "1.35";
var DEFAULT_RENDER_TIMEOUT_SECONDS = 120;
var DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
var DEFAULT_MAX_OBJECTS = 1e4;
var DEFAULT_MAX_PARSED_BYTES = 32 * 1024 * 1024;
function withDefaults(raw, file) {
  const kubernetesVersion = raw.kubernetesVersion ?? DEFAULT_KUBERNETES_VERSION;
  const config = {
    version: 1,
    kubernetesVersion,
    ...raw.kubernetesVersion === void 0 ? { kubernetesVersionAssumed: true } : {},
    environments: environments(raw.environments ?? {}, kubernetesVersion),
    discovery: discovery(raw.discovery ?? {}),
    ignore: [...raw.ignore ?? DEFAULT_IGNORE],
    exclude: [...raw.exclude ?? []],
    knownFailures: (raw.knownFailures ?? []).map((k) => ({ ...k })),
    schemas: {
      crds: [...raw.schemas?.crds ?? []],
      strict: raw.schemas?.strict ?? true,
      locations: [...raw.schemas?.locations ?? []],
      crdLocations: [...raw.schemas?.crdLocations ?? []]
    },
    gateRecords: gateRecords(raw.gateRecords ?? {}),
    envDiff: (raw.envDiff ?? []).map((d) => ({
      from: d.from,
      to: d.to,
      ignore: [...d.ignore ?? []],
      strict: d.strict ?? false
    })),
    rules: { ...raw.rules ?? {} },
    exemptions: (raw.exemptions ?? []).map((e) => structuredClone(e)),
    checks: [...raw.checks ?? []],
    ...raw.policies ? { policies: [...raw.policies] } : {},
    podTemplatePaths: structuredClone(raw.podTemplatePaths ?? {}),
    render: {
      timeoutSeconds: raw.render?.timeoutSeconds ?? DEFAULT_RENDER_TIMEOUT_SECONDS,
      maxOutputBytes: raw.render?.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
      maxObjects: raw.render?.maxObjects ?? DEFAULT_MAX_OBJECTS,
      maxParsedBytes: raw.render?.maxParsedBytes ?? DEFAULT_MAX_PARSED_BYTES,
      ...raw.render?.maxMemoryMiB === void 0 ? {} : { maxMemoryMiB: raw.render.maxMemoryMiB },
      diffIgnore: raw.render?.diffIgnore ?? []
    },
    sources: {
      helm: [...raw.sources?.helm ?? []],
      oci: [...raw.sources?.oci ?? []],
      git: [...raw.sources?.git ?? []],
      timeoutSeconds: raw.sources?.timeoutSeconds ?? DEFAULT_SOURCE_TIMEOUT_SECONDS,
      trustBase: raw.sources?.trustBase ?? true
    },
    resolveTags: raw.resolveTags ?? false,
    live: { ...raw.live ?? {} },
    file
  };
  if (raw.targets) config.targets = raw.targets.map((t) => structuredClone(t));
  if (raw.promotion) config.promotion = [...raw.promotion];
  if (raw.checkParams) config.checkParams = structuredClone(raw.checkParams);
  if (raw.analysis) config.analysis = { ...raw.analysis };
  if (raw.admission) config.admission = { policies: [...raw.admission.policies ?? []] };
  if (raw.rollout) config.rollout = { ...raw.rollout };
  if (raw.argocd) config.argocd = { healthTests: [...raw.argocd.healthTests ?? []] };
  return config;
}
function defaultConfig(file = DEFAULT_CONFIG_FILE) {
  return withDefaults({}, file);
}
function environments(raw, kubernetesVersion) {
  const out = {};
  for (const name of Object.keys(raw).sort()) {
    const e = raw[name] ?? {};
    out[name] = {
      name,
      kubernetesVersion: e.kubernetesVersion ?? kubernetesVersion,
      requireDigests: e.requireDigests ?? false,
      ...e.requireReadinessProbes ? { requireReadinessProbes: true } : {},
      gateRecords: e.gateRecords ?? "off",
      apiVersions: [...e.apiVersions ?? []]
    };
  }
  return out;
}
function gateRecords(raw) {
  const out = { scope: [...raw.scope ?? []] };
  if (raw.path !== void 0) out.path = raw.path;
  if (raw.url !== void 0 && raw.url !== "") out.url = raw.url;
  if (raw.authHeaderEnv !== void 0) out.authHeaderEnv = raw.authHeaderEnv;
  return out;
}
function discovery(raw) {
  const out = {
    argocd: raw.argocd ?? true,
    environmentLabel: raw.environmentLabel ?? "environment",
    applicationSets: raw.applicationSets ?? true,
    appOfApps: raw.appOfApps ?? true,
    flux: raw.flux ?? true,
    withTargets: raw.withTargets ?? false
  };
  if (raw.clusters) out.clusters = raw.clusters.map((c) => structuredClone(c));
  if (raw.maxApplicationsPerSet !== void 0) out.maxApplicationsPerSet = raw.maxApplicationsPerSet;
  return out;
}

// src/config/schema.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
function describeErrors(errors) {
  const problems = [];
  for (const e of errors) {
    if (e.schemaPath.includes("/oneOf/")) continue;
    const where = e.instancePath === "" ? "the top level" : humanPath(e.instancePath);
    problems.push(describe(e, where));
  }
  return dedupe(problems);
}
function describe(e, where) {
  const at = { pointer: e.instancePath };
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String(e.params.additionalProperty);
      const allowed = Object.keys(e.parentSchema?.properties ?? {});
      return { ...at, key, message: `unknown key "${key}" in ${where}${suggest(key, allowed)}` };
    }
    case "enum":
      return {
        ...at,
        message: `${where} must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`
      };
    case "const":
      return {
        ...at,
        message: `${where} must be ${JSON.stringify(e.params.allowedValue)}`
      };
    case "oneOf":
      return { ...at, message: `${where} must set exactly one of "helm", "kustomize" or "manifests"` };
    case "propertyNames":
      return {
        ...at,
        key: String(e.params.propertyName),
        message: `${where}: invalid key "${e.params.propertyName}"${keyHint(e.instancePath)}`
      };
    case "type":
      return { ...at, message: `${where} ${e.message ?? "has the wrong type"}${quoteHint(e)}` };
    default:
      return { ...at, message: `${where} ${e.message ?? "is invalid"}` };
  }
}
function humanPath(pointer) {
  return parsePointer(pointer).map((s, i) => /^\d+$/.test(s) ? `[${s}]` : `${i === 0 ? "" : "."}${s}`).join("");
}
function keyHint(pointer) {
  if (pointer === "/rules" || pointer.startsWith("/exemptions"))
    return ' (rule ids look like "family/name", e.g. "image/not-pinned")';
  return "";
}
function quoteHint(e) {
  return typeof e.data === "number" && e.params.type === "string" ? ` (got the number ${e.data}; quote it, e.g. "1.30" \u2014 unquoted 1.30 reads as 1.3)` : "";
}
function suggest(word, candidates) {
  let best;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = (0, import_fastest_levenshtein.distance)(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best !== void 0 && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? ` (did you mean "${best}"?)` : "";
}
function dedupe(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const k = `${p.pointer}|${p.key ?? ""}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// src/config/config-validator.generated.js
var import_equal = __toESM(require_equal(), 1);
var import_ucs2length = __toESM(require_ucs2length(), 1);
function exportsOf(m) {
  return typeof m === "function" ? { default: m } : m;
}
var runtime_equal = exportsOf(import_equal.default);
var runtime_ucs2length = exportsOf(import_ucs2length.default);
var validate = validate0;
var schema0 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://deploy-gate.dev/schemas/config.schema.json", "title": "deploy-gate configuration (.deploy-gate.yaml)", "description": "Every object is closed (additionalProperties: false) so a misspelt key is an error, not a silently ignored setting.", "type": "object", "additionalProperties": false, "properties": { "version": { "const": 1, "description": "Config format version; only 1 exists." }, "kubernetesVersion": { "$ref": "#/definitions/kubeVersion" }, "environments": { "type": "object", "propertyNames": { "$ref": "#/definitions/name" }, "additionalProperties": { "$ref": "#/definitions/environment" } }, "targets": { "type": "array", "items": { "$ref": "#/definitions/target" } }, "discovery": { "type": "object", "additionalProperties": false, "properties": { "argocd": { "type": "boolean", "description": "Argo CD Applications in the repo become targets." }, "environmentLabel": { "type": "string", "minLength": 1 }, "withTargets": { "type": "boolean", "description": "Discover targets even when `targets:` is set; the config's targets are added (and win on the same app/environment)." }, "applicationSets": { "type": "boolean", "description": "ApplicationSets are expanded offline into the Applications they generate (default true)." }, "appOfApps": { "type": "boolean", "description": "Applications and ApplicationSets that a target renders become targets too (default true)." }, "flux": { "type": "boolean", "description": "Flux Kustomizations and HelmReleases in the repo become targets (default true)." }, "maxApplicationsPerSet": { "type": "integer", "minimum": 1, "description": "Applications one ApplicationSet may generate; a set over it is targets/not-checked (default 10000)." }, "clusters": { "type": "array", "description": "The clusters Argo CD knows, for the ApplicationSet clusters generator (real clusters are not reachable from CI).", "items": { "type": "object", "additionalProperties": false, "required": ["name", "server"], "properties": { "name": { "type": "string", "minLength": 1 }, "server": { "type": "string", "minLength": 1 }, "labels": { "type": "object", "additionalProperties": { "type": "string" } }, "annotations": { "type": "object", "additionalProperties": { "type": "string" } }, "environment": { "$ref": "#/definitions/name" }, "project": { "type": "string" } } } } } }, "schemas": { "type": "object", "additionalProperties": false, "properties": { "crds": { "$ref": "#/definitions/repoPaths" }, "strict": { "type": "boolean" }, "locations": { "$ref": "#/definitions/strings" }, "crdLocations": { "$ref": "#/definitions/strings" } } }, "gateRecords": { "type": "object", "additionalProperties": false, "properties": { "path": { "$ref": "#/definitions/repoPath" }, "url": { "type": "string" }, "authHeaderEnv": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }, "scope": { "$ref": "#/definitions/strings" } } }, "envDiff": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["from", "to"], "properties": { "from": { "$ref": "#/definitions/name" }, "to": { "$ref": "#/definitions/name" }, "ignore": { "$ref": "#/definitions/strings" }, "strict": { "type": "boolean" } } } }, "promotion": { "type": "array", "minItems": 2, "uniqueItems": true, "items": { "$ref": "#/definitions/name" } }, "rules": { "type": "object", "propertyNames": { "$ref": "#/definitions/ruleId" }, "additionalProperties": { "enum": ["error", "warning", "note", "off"] } }, "exemptions": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["rules", "reason"], "properties": { "rules": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/ruleId" } }, "reason": { "type": "string", "minLength": 1 }, "targets": { "$ref": "#/definitions/strings" }, "namespaces": { "$ref": "#/definitions/strings" } } } }, "ignore": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Globs of changed files that need no target (default: Markdown, licence and docs/ files)." }, "exclude": { "type": "array", "items": { "type": "string", "minLength": 1 }, "description": "Globs of repository paths taken out of target discovery (reported as excluded)." }, "knownFailures": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["target", "rule", "reason"], "properties": { "target": { "type": "string", "minLength": 1, "description": "app/environment of the target (or `-/-` for repository-level findings)." }, "rule": { "$ref": "#/definitions/ruleId" }, "reason": { "type": "string", "minLength": 1 } } } }, "checks": { "$ref": "#/definitions/repoPaths" }, "policies": { "type": "array", "description": "Built-in policy packs to run: pss-baseline and pss-restricted (the Pod Security Standards, one rule per control, warnings by default). Absent: [pss-baseline]; [] runs none.", "items": { "enum": ["pss-baseline", "pss-restricted"] }, "uniqueItems": true }, "checkParams": { "type": "object", "description": "Parameters of checks by rule id, overriding the check file's (validated against the template when the checks load).", "propertyNames": { "pattern": "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, "additionalProperties": { "type": "object" } }, "admission": { "type": "object", "additionalProperties": false, "properties": { "policies": { "$ref": "#/definitions/repoPaths", "description": "Folders (or files) of ValidatingAdmissionPolicies, their bindings and params that the clusters run, read at the base revision like `checks`: every rendered object is admitted through them (admission/denied), besides the policies a target renders itself." } } }, "rollout": { "type": "object", "additionalProperties": false, "properties": { "reloader": { "type": "boolean", "description": "stakater Reloader runs in the clusters: its annotations on a workload (reloader.stakater.com/auto, configmap/secret.reloader.stakater.com/reload or /auto, reloader.stakater.com/search) count as rolling the pods when their ConfigMap or Secret changes (rollout/config-not-rolled)." } } }, "analysis": { "type": "object", "additionalProperties": false, "properties": { "minWindow": { "type": "string", "pattern": "^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$", "description": "Shortest interval \xD7 count an analysis metric must watch (analysis/short-window); default 10m." } } }, "argocd": { "type": "object", "additionalProperties": false, "description": "Argo CD specifics of the repository.", "properties": { "healthTests": { "$ref": "#/definitions/repoPaths", "description": "Directories in Argo CD's resource_customizations layout (<group>/<Kind>/health_test.yaml, health.lua) run by check and audit (health/test-failed); a test without health.lua tests the script argocd-cm configures." } } }, "podTemplatePaths": { "type": "object", "propertyNames": { "pattern": "^/?([a-z0-9.-]+/)?([a-z0-9]+/)?[A-Za-z][A-Za-z0-9]*$" }, "additionalProperties": { "type": "array", "items": { "type": "string", "pattern": "^(/[^/]*)*$" } } }, "render": { "type": "object", "additionalProperties": false, "properties": { "timeoutSeconds": { "type": "number", "exclusiveMinimum": 0, "maximum": 3600 }, "maxOutputBytes": { "type": "integer", "minimum": 1024 }, "maxObjects": { "type": "integer", "minimum": 1, "description": "Per-target object budget (default 10000): more is render/failed, inconclusive." }, "maxParsedBytes": { "type": "integer", "minimum": 1024, "description": "Per-target rendered YAML parsed at most (default 32 MiB): more is render/failed, inconclusive." }, "maxMemoryMiB": { "type": "integer", "minimum": 64, "maximum": 65536, "description": "Memory ceiling of each helm/kustomize/git process in MiB (RLIMIT_DATA via prlimit on Linux). Default: 60% of the machine's memory split over --jobs, between 512 and 4096. Over it is render/failed E_RENDER_OOM, inconclusive." }, "diffIgnore": { "type": "array", "description": "Left out of the diff, never out of the checks: label/annotation keys (helm.sh/chart) and JSON pointers (/metadata/annotations/checksum~1config).", "items": { "type": "string", "minLength": 1, "pattern": "^(/.*|[A-Za-z0-9][A-Za-z0-9._/-]*)$" } } } }, "sources": { "type": "object", "additionalProperties": false, "description": "Remote charts and bases deploy-gate may fetch, beside the ones the base revision already uses. Read from the base revision when gating a change: a pull request cannot allow its own sources.", "properties": { "helm": { "type": "array", "description": "Helm chart repositories: URL prefixes (https://charts.example.com/stable).", "items": { "type": "string", "pattern": "^https?://[^\\s@]+$" } }, "oci": { "type": "array", "description": "OCI chart repositories: oci://host/org/chart, or oci://host/org/* for everything below.", "items": { "type": "string", "pattern": "^oci://[^\\s@*]+(/\\*)?$" } }, "git": { "type": "array", "description": "Git repositories for kustomize remote bases: URL prefixes (https://github.com/acme/bases).", "items": { "type": "string", "pattern": "^(https?|ssh|git|file)://[^\\s@]+$" } }, "timeoutSeconds": { "type": "number", "exclusiveMinimum": 0, "maximum": 3600, "description": "Per fetch step (index, archive, clone)." }, "trustBase": { "type": "boolean", "description": "Also allow the Helm, OCI and git sources the base revision already deploys from (default true)." } } }, "resolveTags": { "type": "boolean" }, "live": { "type": "object", "additionalProperties": false, "description": "How audits judge live Argo CD Applications (--argocd-server).", "properties": { "progressingLimitMinutes": { "type": "number", "exclusiveMinimum": 0 }, "unhealthyStatuses": { "type": "array", "items": { "enum": ["Degraded", "Missing", "Unknown", "Suspended", "Progressing"] } }, "staleAfterMinutes": { "type": "number", "exclusiveMinimum": 0 }, "expectedSuspended": { "$ref": "#/definitions/strings", "description": "Applications (by name) expected to be Suspended: Suspended passes for them." }, "repoURLs": { "$ref": "#/definitions/strings", "description": "URLs of this repository as Argo CD sources name it (besides the git remote origin)." }, "checkEndpoints": { "type": "boolean", "description": "Read the ready endpoints of every Service with a selector (default true)." }, "smoke": { "type": "object", "description": "One real request per Application, keyed by Application name or target app/env.", "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["url"], "properties": { "url": { "type": "string", "pattern": "^https?://" }, "status": { "type": "integer", "minimum": 100, "maximum": 599 }, "timeoutSeconds": { "type": "number", "exclusiveMinimum": 0, "maximum": 120 }, "release": { "type": "object", "additionalProperties": false, "properties": { "pointer": { "type": "string", "pattern": "^(/.*)?$" }, "value": { "type": "string" }, "image": { "type": "string", "minLength": 1 }, "use": { "enum": ["tag", "digest"] } }, "oneOf": [{ "required": ["value"] }, { "required": ["image"] }] } } } } } } }, "definitions": { "name": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, "kubeVersion": { "type": "string", "pattern": "^1\\.[0-9]+$", "description": "MAJOR.MINOR as a quoted string (unquoted 1.30 is the number 1.3)." }, "ruleId": { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, "strings": { "type": "array", "items": { "type": "string" } }, "repoPath": { "type": "string", "minLength": 1 }, "repoPaths": { "type": "array", "items": { "$ref": "#/definitions/repoPath" } }, "environment": { "type": "object", "additionalProperties": false, "properties": { "kubernetesVersion": { "$ref": "#/definitions/kubeVersion" }, "requireDigests": { "type": "boolean" }, "requireReadinessProbes": { "type": "boolean" }, "gateRecords": { "enum": ["required", "optional", "off"] }, "apiVersions": { "$ref": "#/definitions/strings" } } }, "helmParameter": { "type": "object", "additionalProperties": false, "required": ["name", "value"], "properties": { "name": { "type": "string", "minLength": 1 }, "value": { "type": "string" }, "forceString": { "type": "boolean" } } }, "target": { "type": "object", "additionalProperties": false, "required": ["app", "environment"], "oneOf": [{ "required": ["helm"] }, { "required": ["kustomize"] }, { "required": ["manifests"] }], "properties": { "app": { "$ref": "#/definitions/name" }, "environment": { "$ref": "#/definitions/name" }, "namespace": { "type": "string", "minLength": 1 }, "helm": { "type": "object", "additionalProperties": false, "required": ["chart"], "properties": { "chart": { "$ref": "#/definitions/repoPath" }, "repoURL": { "type": "string", "pattern": "^(https?|oci)://[^\\s@]+$", "description": "Fetch the chart from this Helm repository or OCI registry (allowed by sources:); chart is then its name." }, "version": { "type": "string", "minLength": 1, "description": "The exact chart version (with repoURL)." }, "valueFiles": { "$ref": "#/definitions/repoPaths" }, "releaseName": { "type": "string", "minLength": 1 }, "namespace": { "type": "string", "minLength": 1 }, "values": { "type": "object" }, "parameters": { "type": "array", "items": { "$ref": "#/definitions/helmParameter" } } } }, "kustomize": { "$ref": "#/definitions/repoPath" }, "manifests": { "$ref": "#/definitions/repoPath" } } } } };
var schema1 = { "type": "string", "pattern": "^1\\.[0-9]+$", "description": "MAJOR.MINOR as a quoted string (unquoted 1.30 is the number 1.3)." };
var schema2 = { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$" };
var schema5 = { "type": "array", "items": { "type": "string" } };
var schema9 = { "type": "string", "minLength": 1 };
var schema24 = { "type": "string", "pattern": "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" };
var func0 = Object.prototype.hasOwnProperty;
var func1 = runtime_ucs2length.default;
var func14 = runtime_equal.default;
var pattern0 = new RegExp("^1\\.[0-9]+$", "u");
var pattern1 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");
var pattern7 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
var pattern11 = new RegExp("^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", "u");
var pattern15 = new RegExp("^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$", "u");
var pattern16 = new RegExp("^/?([a-z0-9.-]+/)?([a-z0-9]+/)?[A-Za-z][A-Za-z0-9]*$", "u");
var pattern17 = new RegExp("^(/[^/]*)*$", "u");
var pattern18 = new RegExp("^(/.*|[A-Za-z0-9][A-Za-z0-9._/-]*)$", "u");
var pattern19 = new RegExp("^https?://[^\\s@]+$", "u");
var pattern20 = new RegExp("^oci://[^\\s@*]+(/\\*)?$", "u");
var pattern21 = new RegExp("^(https?|ssh|git|file)://[^\\s@]+$", "u");
var pattern22 = new RegExp("^https?://", "u");
var pattern23 = new RegExp("^(/.*)?$", "u");
var schema3 = { "type": "object", "additionalProperties": false, "properties": { "kubernetesVersion": { "$ref": "#/definitions/kubeVersion" }, "requireDigests": { "type": "boolean" }, "requireReadinessProbes": { "type": "boolean" }, "gateRecords": { "enum": ["required", "optional", "off"] }, "apiVersions": { "$ref": "#/definitions/strings" } } };
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "kubernetesVersion" || key0 === "requireDigests" || key0 === "requireReadinessProbes" || key0 === "gateRecords" || key0 === "apiVersions")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema3, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.kubernetesVersion !== void 0) {
      let data0 = data.kubernetesVersion;
      if (typeof data0 === "string") {
        if (!pattern0.test(data0)) {
          const err1 = { instancePath: instancePath + "/kubernetesVersion", schemaPath: "#/definitions/kubeVersion/pattern", keyword: "pattern", params: { pattern: "^1\\.[0-9]+$" }, message: 'must match pattern "^1\\.[0-9]+$"', schema: "^1\\.[0-9]+$", parentSchema: schema1, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/kubernetesVersion", schemaPath: "#/definitions/kubeVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.type, parentSchema: schema1, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.requireDigests !== void 0) {
      let data1 = data.requireDigests;
      if (typeof data1 !== "boolean") {
        const err3 = { instancePath: instancePath + "/requireDigests", schemaPath: "#/properties/requireDigests/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema3.properties.requireDigests.type, parentSchema: schema3.properties.requireDigests, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.requireReadinessProbes !== void 0) {
      let data2 = data.requireReadinessProbes;
      if (typeof data2 !== "boolean") {
        const err4 = { instancePath: instancePath + "/requireReadinessProbes", schemaPath: "#/properties/requireReadinessProbes/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema3.properties.requireReadinessProbes.type, parentSchema: schema3.properties.requireReadinessProbes, data: data2 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.gateRecords !== void 0) {
      let data3 = data.gateRecords;
      if (!(data3 === "required" || data3 === "optional" || data3 === "off")) {
        const err5 = { instancePath: instancePath + "/gateRecords", schemaPath: "#/properties/gateRecords/enum", keyword: "enum", params: { allowedValues: schema3.properties.gateRecords.enum }, message: "must be equal to one of the allowed values", schema: schema3.properties.gateRecords.enum, parentSchema: schema3.properties.gateRecords, data: data3 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.apiVersions !== void 0) {
      let data4 = data.apiVersions;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 !== "string") {
            const err6 = { instancePath: instancePath + "/apiVersions/" + i0, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/apiVersions", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data4 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema3.type, parentSchema: schema3, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
var schema6 = { "type": "object", "additionalProperties": false, "required": ["app", "environment"], "oneOf": [{ "required": ["helm"] }, { "required": ["kustomize"] }, { "required": ["manifests"] }], "properties": { "app": { "$ref": "#/definitions/name" }, "environment": { "$ref": "#/definitions/name" }, "namespace": { "type": "string", "minLength": 1 }, "helm": { "type": "object", "additionalProperties": false, "required": ["chart"], "properties": { "chart": { "$ref": "#/definitions/repoPath" }, "repoURL": { "type": "string", "pattern": "^(https?|oci)://[^\\s@]+$", "description": "Fetch the chart from this Helm repository or OCI registry (allowed by sources:); chart is then its name." }, "version": { "type": "string", "minLength": 1, "description": "The exact chart version (with repoURL)." }, "valueFiles": { "$ref": "#/definitions/repoPaths" }, "releaseName": { "type": "string", "minLength": 1 }, "namespace": { "type": "string", "minLength": 1 }, "values": { "type": "object" }, "parameters": { "type": "array", "items": { "$ref": "#/definitions/helmParameter" } } } }, "kustomize": { "$ref": "#/definitions/repoPath" }, "manifests": { "$ref": "#/definitions/repoPath" } } };
var schema12 = { "type": "object", "additionalProperties": false, "required": ["name", "value"], "properties": { "name": { "type": "string", "minLength": 1 }, "value": { "type": "string" }, "forceString": { "type": "boolean" } } };
var pattern5 = new RegExp("^(https?|oci)://[^\\s@]+$", "u");
var schema10 = { "type": "array", "items": { "$ref": "#/definitions/repoPath" } };
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err0 = { instancePath: instancePath + "/" + i0, schemaPath: "#/definitions/repoPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9, data: data0 };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      } else {
        const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/definitions/repoPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema10.type, parentSchema: schema10, data };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.helm === void 0) {
      const err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "helm" }, message: "must have required property 'helm'", schema: schema6.oneOf[0].required, parentSchema: schema6.oneOf[0], data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kustomize === void 0) {
      const err1 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "kustomize" }, message: "must have required property 'kustomize'", schema: schema6.oneOf[1].required, parentSchema: schema6.oneOf[1], data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.manifests === void 0) {
        const err2 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "manifests" }, message: "must have required property 'manifests'", schema: schema6.oneOf[2].required, parentSchema: schema6.oneOf[2], data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
      }
    }
  }
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema6.oneOf, parentSchema: schema6, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.app === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "app" }, message: "must have required property 'app'", schema: schema6.required, parentSchema: schema6, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.environment === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "environment" }, message: "must have required property 'environment'", schema: schema6.required, parentSchema: schema6, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "app" || key0 === "environment" || key0 === "namespace" || key0 === "helm" || key0 === "kustomize" || key0 === "manifests")) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.app !== void 0) {
      let data0 = data.app;
      if (typeof data0 === "string") {
        if (!pattern1.test(data0)) {
          const err7 = { instancePath: instancePath + "/app", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data0 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/app", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.environment !== void 0) {
      let data1 = data.environment;
      if (typeof data1 === "string") {
        if (!pattern1.test(data1)) {
          const err9 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.namespace !== void 0) {
      let data2 = data.namespace;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err11 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.namespace, data: data2 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/namespace", schemaPath: "#/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.namespace.type, parentSchema: schema6.properties.namespace, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.helm !== void 0) {
      let data3 = data.helm;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.chart === void 0) {
          const err13 = { instancePath: instancePath + "/helm", schemaPath: "#/properties/helm/required", keyword: "required", params: { missingProperty: "chart" }, message: "must have required property 'chart'", schema: schema6.properties.helm.required, parentSchema: schema6.properties.helm, data: data3 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(key1 === "chart" || key1 === "repoURL" || key1 === "version" || key1 === "valueFiles" || key1 === "releaseName" || key1 === "namespace" || key1 === "values" || key1 === "parameters")) {
            const err14 = { instancePath: instancePath + "/helm", schemaPath: "#/properties/helm/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema6.properties.helm, data: data3 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data3.chart !== void 0) {
          let data4 = data3.chart;
          if (typeof data4 === "string") {
            if (func1(data4) < 1) {
              const err15 = { instancePath: instancePath + "/helm/chart", schemaPath: "#/definitions/repoPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9, data: data4 };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/helm/chart", schemaPath: "#/definitions/repoPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data4 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data3.repoURL !== void 0) {
          let data5 = data3.repoURL;
          if (typeof data5 === "string") {
            if (!pattern5.test(data5)) {
              const err17 = { instancePath: instancePath + "/helm/repoURL", schemaPath: "#/properties/helm/properties/repoURL/pattern", keyword: "pattern", params: { pattern: "^(https?|oci)://[^\\s@]+$" }, message: 'must match pattern "^(https?|oci)://[^\\s@]+$"', schema: "^(https?|oci)://[^\\s@]+$", parentSchema: schema6.properties.helm.properties.repoURL, data: data5 };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/helm/repoURL", schemaPath: "#/properties/helm/properties/repoURL/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.helm.properties.repoURL.type, parentSchema: schema6.properties.helm.properties.repoURL, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data3.version !== void 0) {
          let data6 = data3.version;
          if (typeof data6 === "string") {
            if (func1(data6) < 1) {
              const err19 = { instancePath: instancePath + "/helm/version", schemaPath: "#/properties/helm/properties/version/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.helm.properties.version, data: data6 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = { instancePath: instancePath + "/helm/version", schemaPath: "#/properties/helm/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.helm.properties.version.type, parentSchema: schema6.properties.helm.properties.version, data: data6 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data3.valueFiles !== void 0) {
          if (!validate4(data3.valueFiles, { instancePath: instancePath + "/helm/valueFiles", parentData: data3, parentDataProperty: "valueFiles", rootData })) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
        if (data3.releaseName !== void 0) {
          let data8 = data3.releaseName;
          if (typeof data8 === "string") {
            if (func1(data8) < 1) {
              const err21 = { instancePath: instancePath + "/helm/releaseName", schemaPath: "#/properties/helm/properties/releaseName/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.helm.properties.releaseName, data: data8 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = { instancePath: instancePath + "/helm/releaseName", schemaPath: "#/properties/helm/properties/releaseName/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.helm.properties.releaseName.type, parentSchema: schema6.properties.helm.properties.releaseName, data: data8 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data3.namespace !== void 0) {
          let data9 = data3.namespace;
          if (typeof data9 === "string") {
            if (func1(data9) < 1) {
              const err23 = { instancePath: instancePath + "/helm/namespace", schemaPath: "#/properties/helm/properties/namespace/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema6.properties.helm.properties.namespace, data: data9 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/helm/namespace", schemaPath: "#/properties/helm/properties/namespace/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema6.properties.helm.properties.namespace.type, parentSchema: schema6.properties.helm.properties.namespace, data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data3.values !== void 0) {
          let data10 = data3.values;
          if (!(data10 && typeof data10 == "object" && !Array.isArray(data10))) {
            const err25 = { instancePath: instancePath + "/helm/values", schemaPath: "#/properties/helm/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.helm.properties.values.type, parentSchema: schema6.properties.helm.properties.values, data: data10 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data3.parameters !== void 0) {
          let data11 = data3.parameters;
          if (Array.isArray(data11)) {
            const len0 = data11.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data12 = data11[i0];
              if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                if (data12.name === void 0) {
                  const err26 = { instancePath: instancePath + "/helm/parameters/" + i0, schemaPath: "#/definitions/helmParameter/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema12.required, parentSchema: schema12, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data12.value === void 0) {
                  const err27 = { instancePath: instancePath + "/helm/parameters/" + i0, schemaPath: "#/definitions/helmParameter/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema12.required, parentSchema: schema12, data: data12 };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                for (const key2 in data12) {
                  if (!(key2 === "name" || key2 === "value" || key2 === "forceString")) {
                    const err28 = { instancePath: instancePath + "/helm/parameters/" + i0, schemaPath: "#/definitions/helmParameter/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema12, data: data12 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data12.name !== void 0) {
                  let data13 = data12.name;
                  if (typeof data13 === "string") {
                    if (func1(data13) < 1) {
                      const err29 = { instancePath: instancePath + "/helm/parameters/" + i0 + "/name", schemaPath: "#/definitions/helmParameter/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema12.properties.name, data: data13 };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                  } else {
                    const err30 = { instancePath: instancePath + "/helm/parameters/" + i0 + "/name", schemaPath: "#/definitions/helmParameter/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.name.type, parentSchema: schema12.properties.name, data: data13 };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
                if (data12.value !== void 0) {
                  let data14 = data12.value;
                  if (typeof data14 !== "string") {
                    const err31 = { instancePath: instancePath + "/helm/parameters/" + i0 + "/value", schemaPath: "#/definitions/helmParameter/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.value.type, parentSchema: schema12.properties.value, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data12.forceString !== void 0) {
                  let data15 = data12.forceString;
                  if (typeof data15 !== "boolean") {
                    const err32 = { instancePath: instancePath + "/helm/parameters/" + i0 + "/forceString", schemaPath: "#/definitions/helmParameter/properties/forceString/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema12.properties.forceString.type, parentSchema: schema12.properties.forceString, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = { instancePath: instancePath + "/helm/parameters/" + i0, schemaPath: "#/definitions/helmParameter/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data: data12 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/helm/parameters", schemaPath: "#/properties/helm/properties/parameters/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema6.properties.helm.properties.parameters.type, parentSchema: schema6.properties.helm.properties.parameters, data: data11 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/helm", schemaPath: "#/properties/helm/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.properties.helm.type, parentSchema: schema6.properties.helm, data: data3 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.kustomize !== void 0) {
      let data16 = data.kustomize;
      if (typeof data16 === "string") {
        if (func1(data16) < 1) {
          const err36 = { instancePath: instancePath + "/kustomize", schemaPath: "#/definitions/repoPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9, data: data16 };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = { instancePath: instancePath + "/kustomize", schemaPath: "#/definitions/repoPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data16 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.manifests !== void 0) {
      let data17 = data.manifests;
      if (typeof data17 === "string") {
        if (func1(data17) < 1) {
          const err38 = { instancePath: instancePath + "/manifests", schemaPath: "#/definitions/repoPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9, data: data17 };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      } else {
        const err39 = { instancePath: instancePath + "/manifests", schemaPath: "#/definitions/repoPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data17 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema6.type, parentSchema: schema6, data };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      let data0 = data.version;
      if (1 !== data0) {
        const err1 = { instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema0.properties.version, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.kubernetesVersion !== void 0) {
      let data1 = data.kubernetesVersion;
      if (typeof data1 === "string") {
        if (!pattern0.test(data1)) {
          const err2 = { instancePath: instancePath + "/kubernetesVersion", schemaPath: "#/definitions/kubeVersion/pattern", keyword: "pattern", params: { pattern: "^1\\.[0-9]+$" }, message: 'must match pattern "^1\\.[0-9]+$"', schema: "^1\\.[0-9]+$", parentSchema: schema1, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/kubernetesVersion", schemaPath: "#/definitions/kubeVersion/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema1.type, parentSchema: schema1, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.environments !== void 0) {
      let data2 = data.environments;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          const _errs8 = errors;
          if (typeof key1 === "string") {
            if (!pattern1.test(key1)) {
              const err4 = { instancePath: instancePath + "/environments", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: key1, propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          } else {
            const err5 = { instancePath: instancePath + "/environments", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: key1, propertyName: key1 };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          var valid2 = _errs8 === errors;
          if (!valid2) {
            const err6 = { instancePath: instancePath + "/environments", schemaPath: "#/properties/environments/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid", schema: schema0.properties.environments.propertyNames, parentSchema: schema0.properties.environments, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        for (const key2 in data2) {
          if (!validate1(data2[key2], { instancePath: instancePath + "/environments/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key2, rootData })) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/environments", schemaPath: "#/properties/environments/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.environments.type, parentSchema: schema0.properties.environments, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.targets !== void 0) {
      let data4 = data.targets;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate3(data4[i0], { instancePath: instancePath + "/targets/" + i0, parentData: data4, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/targets", schemaPath: "#/properties/targets/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.targets.type, parentSchema: schema0.properties.targets, data: data4 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.discovery !== void 0) {
      let data6 = data.discovery;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        for (const key3 in data6) {
          if (!(key3 === "argocd" || key3 === "environmentLabel" || key3 === "withTargets" || key3 === "applicationSets" || key3 === "appOfApps" || key3 === "flux" || key3 === "maxApplicationsPerSet" || key3 === "clusters")) {
            const err9 = { instancePath: instancePath + "/discovery", schemaPath: "#/properties/discovery/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.discovery, data: data6 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data6.argocd !== void 0) {
          let data7 = data6.argocd;
          if (typeof data7 !== "boolean") {
            const err10 = { instancePath: instancePath + "/discovery/argocd", schemaPath: "#/properties/discovery/properties/argocd/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.discovery.properties.argocd.type, parentSchema: schema0.properties.discovery.properties.argocd, data: data7 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data6.environmentLabel !== void 0) {
          let data8 = data6.environmentLabel;
          if (typeof data8 === "string") {
            if (func1(data8) < 1) {
              const err11 = { instancePath: instancePath + "/discovery/environmentLabel", schemaPath: "#/properties/discovery/properties/environmentLabel/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.discovery.properties.environmentLabel, data: data8 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/discovery/environmentLabel", schemaPath: "#/properties/discovery/properties/environmentLabel/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.environmentLabel.type, parentSchema: schema0.properties.discovery.properties.environmentLabel, data: data8 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data6.withTargets !== void 0) {
          let data9 = data6.withTargets;
          if (typeof data9 !== "boolean") {
            const err13 = { instancePath: instancePath + "/discovery/withTargets", schemaPath: "#/properties/discovery/properties/withTargets/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.discovery.properties.withTargets.type, parentSchema: schema0.properties.discovery.properties.withTargets, data: data9 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data6.applicationSets !== void 0) {
          let data10 = data6.applicationSets;
          if (typeof data10 !== "boolean") {
            const err14 = { instancePath: instancePath + "/discovery/applicationSets", schemaPath: "#/properties/discovery/properties/applicationSets/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.discovery.properties.applicationSets.type, parentSchema: schema0.properties.discovery.properties.applicationSets, data: data10 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data6.appOfApps !== void 0) {
          let data11 = data6.appOfApps;
          if (typeof data11 !== "boolean") {
            const err15 = { instancePath: instancePath + "/discovery/appOfApps", schemaPath: "#/properties/discovery/properties/appOfApps/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.discovery.properties.appOfApps.type, parentSchema: schema0.properties.discovery.properties.appOfApps, data: data11 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data6.flux !== void 0) {
          let data12 = data6.flux;
          if (typeof data12 !== "boolean") {
            const err16 = { instancePath: instancePath + "/discovery/flux", schemaPath: "#/properties/discovery/properties/flux/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.discovery.properties.flux.type, parentSchema: schema0.properties.discovery.properties.flux, data: data12 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.maxApplicationsPerSet !== void 0) {
          let data13 = data6.maxApplicationsPerSet;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err17 = { instancePath: instancePath + "/discovery/maxApplicationsPerSet", schemaPath: "#/properties/discovery/properties/maxApplicationsPerSet/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.discovery.properties.maxApplicationsPerSet.type, parentSchema: schema0.properties.discovery.properties.maxApplicationsPerSet, data: data13 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 1 || isNaN(data13)) {
              const err18 = { instancePath: instancePath + "/discovery/maxApplicationsPerSet", schemaPath: "#/properties/discovery/properties/maxApplicationsPerSet/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.discovery.properties.maxApplicationsPerSet, data: data13 };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
        }
        if (data6.clusters !== void 0) {
          let data14 = data6.clusters;
          if (Array.isArray(data14)) {
            const len1 = data14.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data15 = data14[i1];
              if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                if (data15.name === void 0) {
                  const err19 = { instancePath: instancePath + "/discovery/clusters/" + i1, schemaPath: "#/properties/discovery/properties/clusters/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema0.properties.discovery.properties.clusters.items.required, parentSchema: schema0.properties.discovery.properties.clusters.items, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (data15.server === void 0) {
                  const err20 = { instancePath: instancePath + "/discovery/clusters/" + i1, schemaPath: "#/properties/discovery/properties/clusters/items/required", keyword: "required", params: { missingProperty: "server" }, message: "must have required property 'server'", schema: schema0.properties.discovery.properties.clusters.items.required, parentSchema: schema0.properties.discovery.properties.clusters.items, data: data15 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                for (const key4 in data15) {
                  if (!(key4 === "name" || key4 === "server" || key4 === "labels" || key4 === "annotations" || key4 === "environment" || key4 === "project")) {
                    const err21 = { instancePath: instancePath + "/discovery/clusters/" + i1, schemaPath: "#/properties/discovery/properties/clusters/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.discovery.properties.clusters.items, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
                if (data15.name !== void 0) {
                  let data16 = data15.name;
                  if (typeof data16 === "string") {
                    if (func1(data16) < 1) {
                      const err22 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/name", schemaPath: "#/properties/discovery/properties/clusters/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.name, data: data16 };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  } else {
                    const err23 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/name", schemaPath: "#/properties/discovery/properties/clusters/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.clusters.items.properties.name.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.name, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data15.server !== void 0) {
                  let data17 = data15.server;
                  if (typeof data17 === "string") {
                    if (func1(data17) < 1) {
                      const err24 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/server", schemaPath: "#/properties/discovery/properties/clusters/items/properties/server/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.server, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                  } else {
                    const err25 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/server", schemaPath: "#/properties/discovery/properties/clusters/items/properties/server/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.clusters.items.properties.server.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.server, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                }
                if (data15.labels !== void 0) {
                  let data18 = data15.labels;
                  if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                    for (const key5 in data18) {
                      let data19 = data18[key5];
                      if (typeof data19 !== "string") {
                        const err26 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/labels/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/discovery/properties/clusters/items/properties/labels/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.clusters.items.properties.labels.additionalProperties.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.labels.additionalProperties, data: data19 };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err27 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/labels", schemaPath: "#/properties/discovery/properties/clusters/items/properties/labels/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.discovery.properties.clusters.items.properties.labels.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.labels, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
                if (data15.annotations !== void 0) {
                  let data20 = data15.annotations;
                  if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                    for (const key6 in data20) {
                      let data21 = data20[key6];
                      if (typeof data21 !== "string") {
                        const err28 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/annotations/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/discovery/properties/clusters/items/properties/annotations/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.clusters.items.properties.annotations.additionalProperties.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.annotations.additionalProperties, data: data21 };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err29 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/annotations", schemaPath: "#/properties/discovery/properties/clusters/items/properties/annotations/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.discovery.properties.clusters.items.properties.annotations.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.annotations, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data15.environment !== void 0) {
                  let data22 = data15.environment;
                  if (typeof data22 === "string") {
                    if (!pattern1.test(data22)) {
                      const err30 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/environment", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data22 };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  } else {
                    const err31 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/environment", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data15.project !== void 0) {
                  let data23 = data15.project;
                  if (typeof data23 !== "string") {
                    const err32 = { instancePath: instancePath + "/discovery/clusters/" + i1 + "/project", schemaPath: "#/properties/discovery/properties/clusters/items/properties/project/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.discovery.properties.clusters.items.properties.project.type, parentSchema: schema0.properties.discovery.properties.clusters.items.properties.project, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = { instancePath: instancePath + "/discovery/clusters/" + i1, schemaPath: "#/properties/discovery/properties/clusters/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.discovery.properties.clusters.items.type, parentSchema: schema0.properties.discovery.properties.clusters.items, data: data15 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/discovery/clusters", schemaPath: "#/properties/discovery/properties/clusters/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.discovery.properties.clusters.type, parentSchema: schema0.properties.discovery.properties.clusters, data: data14 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/discovery", schemaPath: "#/properties/discovery/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.discovery.type, parentSchema: schema0.properties.discovery, data: data6 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.schemas !== void 0) {
      let data24 = data.schemas;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        for (const key7 in data24) {
          if (!(key7 === "crds" || key7 === "strict" || key7 === "locations" || key7 === "crdLocations")) {
            const err36 = { instancePath: instancePath + "/schemas", schemaPath: "#/properties/schemas/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.schemas, data: data24 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data24.crds !== void 0) {
          if (!validate4(data24.crds, { instancePath: instancePath + "/schemas/crds", parentData: data24, parentDataProperty: "crds", rootData })) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
        if (data24.strict !== void 0) {
          let data26 = data24.strict;
          if (typeof data26 !== "boolean") {
            const err37 = { instancePath: instancePath + "/schemas/strict", schemaPath: "#/properties/schemas/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.schemas.properties.strict.type, parentSchema: schema0.properties.schemas.properties.strict, data: data26 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data24.locations !== void 0) {
          let data27 = data24.locations;
          if (Array.isArray(data27)) {
            const len2 = data27.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data28 = data27[i2];
              if (typeof data28 !== "string") {
                const err38 = { instancePath: instancePath + "/schemas/locations/" + i2, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data28 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/schemas/locations", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data27 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data24.crdLocations !== void 0) {
          let data29 = data24.crdLocations;
          if (Array.isArray(data29)) {
            const len3 = data29.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data30 = data29[i3];
              if (typeof data30 !== "string") {
                const err40 = { instancePath: instancePath + "/schemas/crdLocations/" + i3, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data30 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/schemas/crdLocations", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data29 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/schemas", schemaPath: "#/properties/schemas/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.schemas.type, parentSchema: schema0.properties.schemas, data: data24 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.gateRecords !== void 0) {
      let data31 = data.gateRecords;
      if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
        for (const key8 in data31) {
          if (!(key8 === "path" || key8 === "url" || key8 === "authHeaderEnv" || key8 === "scope")) {
            const err43 = { instancePath: instancePath + "/gateRecords", schemaPath: "#/properties/gateRecords/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.gateRecords, data: data31 };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data31.path !== void 0) {
          let data32 = data31.path;
          if (typeof data32 === "string") {
            if (func1(data32) < 1) {
              const err44 = { instancePath: instancePath + "/gateRecords/path", schemaPath: "#/definitions/repoPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema9, data: data32 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          } else {
            const err45 = { instancePath: instancePath + "/gateRecords/path", schemaPath: "#/definitions/repoPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema9.type, parentSchema: schema9, data: data32 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data31.url !== void 0) {
          let data33 = data31.url;
          if (typeof data33 !== "string") {
            const err46 = { instancePath: instancePath + "/gateRecords/url", schemaPath: "#/properties/gateRecords/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.gateRecords.properties.url.type, parentSchema: schema0.properties.gateRecords.properties.url, data: data33 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data31.authHeaderEnv !== void 0) {
          let data34 = data31.authHeaderEnv;
          if (typeof data34 === "string") {
            if (!pattern7.test(data34)) {
              const err47 = { instancePath: instancePath + "/gateRecords/authHeaderEnv", schemaPath: "#/properties/gateRecords/properties/authHeaderEnv/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"', schema: "^[A-Za-z_][A-Za-z0-9_]*$", parentSchema: schema0.properties.gateRecords.properties.authHeaderEnv, data: data34 };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          } else {
            const err48 = { instancePath: instancePath + "/gateRecords/authHeaderEnv", schemaPath: "#/properties/gateRecords/properties/authHeaderEnv/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.gateRecords.properties.authHeaderEnv.type, parentSchema: schema0.properties.gateRecords.properties.authHeaderEnv, data: data34 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data31.scope !== void 0) {
          let data35 = data31.scope;
          if (Array.isArray(data35)) {
            const len4 = data35.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data36 = data35[i4];
              if (typeof data36 !== "string") {
                const err49 = { instancePath: instancePath + "/gateRecords/scope/" + i4, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data36 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
          } else {
            const err50 = { instancePath: instancePath + "/gateRecords/scope", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data35 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/gateRecords", schemaPath: "#/properties/gateRecords/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.gateRecords.type, parentSchema: schema0.properties.gateRecords, data: data31 };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.envDiff !== void 0) {
      let data37 = data.envDiff;
      if (Array.isArray(data37)) {
        const len5 = data37.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data38 = data37[i5];
          if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
            if (data38.from === void 0) {
              const err52 = { instancePath: instancePath + "/envDiff/" + i5, schemaPath: "#/properties/envDiff/items/required", keyword: "required", params: { missingProperty: "from" }, message: "must have required property 'from'", schema: schema0.properties.envDiff.items.required, parentSchema: schema0.properties.envDiff.items, data: data38 };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            if (data38.to === void 0) {
              const err53 = { instancePath: instancePath + "/envDiff/" + i5, schemaPath: "#/properties/envDiff/items/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'", schema: schema0.properties.envDiff.items.required, parentSchema: schema0.properties.envDiff.items, data: data38 };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            for (const key9 in data38) {
              if (!(key9 === "from" || key9 === "to" || key9 === "ignore" || key9 === "strict")) {
                const err54 = { instancePath: instancePath + "/envDiff/" + i5, schemaPath: "#/properties/envDiff/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.envDiff.items, data: data38 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data38.from !== void 0) {
              let data39 = data38.from;
              if (typeof data39 === "string") {
                if (!pattern1.test(data39)) {
                  const err55 = { instancePath: instancePath + "/envDiff/" + i5 + "/from", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data39 };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              } else {
                const err56 = { instancePath: instancePath + "/envDiff/" + i5 + "/from", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data39 };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data38.to !== void 0) {
              let data40 = data38.to;
              if (typeof data40 === "string") {
                if (!pattern1.test(data40)) {
                  const err57 = { instancePath: instancePath + "/envDiff/" + i5 + "/to", schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data40 };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              } else {
                const err58 = { instancePath: instancePath + "/envDiff/" + i5 + "/to", schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data40 };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data38.ignore !== void 0) {
              let data41 = data38.ignore;
              if (Array.isArray(data41)) {
                const len6 = data41.length;
                for (let i6 = 0; i6 < len6; i6++) {
                  let data42 = data41[i6];
                  if (typeof data42 !== "string") {
                    const err59 = { instancePath: instancePath + "/envDiff/" + i5 + "/ignore/" + i6, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data42 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
              } else {
                const err60 = { instancePath: instancePath + "/envDiff/" + i5 + "/ignore", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data41 };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data38.strict !== void 0) {
              let data43 = data38.strict;
              if (typeof data43 !== "boolean") {
                const err61 = { instancePath: instancePath + "/envDiff/" + i5 + "/strict", schemaPath: "#/properties/envDiff/items/properties/strict/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.envDiff.items.properties.strict.type, parentSchema: schema0.properties.envDiff.items.properties.strict, data: data43 };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
            }
          } else {
            const err62 = { instancePath: instancePath + "/envDiff/" + i5, schemaPath: "#/properties/envDiff/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.envDiff.items.type, parentSchema: schema0.properties.envDiff.items, data: data38 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/envDiff", schemaPath: "#/properties/envDiff/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.envDiff.type, parentSchema: schema0.properties.envDiff, data: data37 };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.promotion !== void 0) {
      let data44 = data.promotion;
      if (Array.isArray(data44)) {
        if (data44.length < 2) {
          const err64 = { instancePath: instancePath + "/promotion", schemaPath: "#/properties/promotion/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items", schema: 2, parentSchema: schema0.properties.promotion, data: data44 };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        const len7 = data44.length;
        for (let i7 = 0; i7 < len7; i7++) {
          let data45 = data44[i7];
          if (typeof data45 === "string") {
            if (!pattern1.test(data45)) {
              const err65 = { instancePath: instancePath + "/promotion/" + i7, schemaPath: "#/definitions/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"', schema: "^[A-Za-z0-9][A-Za-z0-9._-]*$", parentSchema: schema2, data: data45 };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = { instancePath: instancePath + "/promotion/" + i7, schemaPath: "#/definitions/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema2.type, parentSchema: schema2, data: data45 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        let i8 = data44.length;
        let j0;
        if (i8 > 1) {
          outer0:
            for (; i8--; ) {
              for (j0 = i8; j0--; ) {
                if (func14(data44[i8], data44[j0])) {
                  const err67 = { instancePath: instancePath + "/promotion", schemaPath: "#/properties/promotion/uniqueItems", keyword: "uniqueItems", params: { i: i8, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i8 + " are identical)", schema: true, parentSchema: schema0.properties.promotion, data: data44 };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                  break outer0;
                }
              }
            }
        }
      } else {
        const err68 = { instancePath: instancePath + "/promotion", schemaPath: "#/properties/promotion/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.promotion.type, parentSchema: schema0.properties.promotion, data: data44 };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data46 = data.rules;
      if (data46 && typeof data46 == "object" && !Array.isArray(data46)) {
        for (const key10 in data46) {
          const _errs113 = errors;
          if (typeof key10 === "string") {
            if (!pattern11.test(key10)) {
              const err69 = { instancePath: instancePath + "/rules", schemaPath: "#/definitions/ruleId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"', schema: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", parentSchema: schema24, data: key10, propertyName: key10 };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
          } else {
            const err70 = { instancePath: instancePath + "/rules", schemaPath: "#/definitions/ruleId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.type, parentSchema: schema24, data: key10, propertyName: key10 };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
          var valid38 = _errs113 === errors;
          if (!valid38) {
            const err71 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/propertyNames", keyword: "propertyNames", params: { propertyName: key10 }, message: "property name must be valid", schema: schema0.properties.rules.propertyNames, parentSchema: schema0.properties.rules, data: data46 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        for (const key11 in data46) {
          let data47 = data46[key11];
          if (!(data47 === "error" || data47 === "warning" || data47 === "note" || data47 === "off")) {
            const err72 = { instancePath: instancePath + "/rules/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/rules/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema0.properties.rules.additionalProperties.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.rules.additionalProperties.enum, parentSchema: schema0.properties.rules.additionalProperties, data: data47 };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
      } else {
        const err73 = { instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.rules.type, parentSchema: schema0.properties.rules, data: data46 };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.exemptions !== void 0) {
      let data48 = data.exemptions;
      if (Array.isArray(data48)) {
        const len8 = data48.length;
        for (let i9 = 0; i9 < len8; i9++) {
          let data49 = data48[i9];
          if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
            if (data49.rules === void 0) {
              const err74 = { instancePath: instancePath + "/exemptions/" + i9, schemaPath: "#/properties/exemptions/items/required", keyword: "required", params: { missingProperty: "rules" }, message: "must have required property 'rules'", schema: schema0.properties.exemptions.items.required, parentSchema: schema0.properties.exemptions.items, data: data49 };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (data49.reason === void 0) {
              const err75 = { instancePath: instancePath + "/exemptions/" + i9, schemaPath: "#/properties/exemptions/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema0.properties.exemptions.items.required, parentSchema: schema0.properties.exemptions.items, data: data49 };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            for (const key12 in data49) {
              if (!(key12 === "rules" || key12 === "reason" || key12 === "targets" || key12 === "namespaces")) {
                const err76 = { instancePath: instancePath + "/exemptions/" + i9, schemaPath: "#/properties/exemptions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.exemptions.items, data: data49 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data49.rules !== void 0) {
              let data50 = data49.rules;
              if (Array.isArray(data50)) {
                if (data50.length < 1) {
                  const err77 = { instancePath: instancePath + "/exemptions/" + i9 + "/rules", schemaPath: "#/properties/exemptions/items/properties/rules/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema0.properties.exemptions.items.properties.rules, data: data50 };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                const len9 = data50.length;
                for (let i10 = 0; i10 < len9; i10++) {
                  let data51 = data50[i10];
                  if (typeof data51 === "string") {
                    if (!pattern11.test(data51)) {
                      const err78 = { instancePath: instancePath + "/exemptions/" + i9 + "/rules/" + i10, schemaPath: "#/definitions/ruleId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"', schema: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", parentSchema: schema24, data: data51 };
                      if (vErrors === null) {
                        vErrors = [err78];
                      } else {
                        vErrors.push(err78);
                      }
                      errors++;
                    }
                  } else {
                    const err79 = { instancePath: instancePath + "/exemptions/" + i9 + "/rules/" + i10, schemaPath: "#/definitions/ruleId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.type, parentSchema: schema24, data: data51 };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
              } else {
                const err80 = { instancePath: instancePath + "/exemptions/" + i9 + "/rules", schemaPath: "#/properties/exemptions/items/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.exemptions.items.properties.rules.type, parentSchema: schema0.properties.exemptions.items.properties.rules, data: data50 };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data49.reason !== void 0) {
              let data52 = data49.reason;
              if (typeof data52 === "string") {
                if (func1(data52) < 1) {
                  const err81 = { instancePath: instancePath + "/exemptions/" + i9 + "/reason", schemaPath: "#/properties/exemptions/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.exemptions.items.properties.reason, data: data52 };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              } else {
                const err82 = { instancePath: instancePath + "/exemptions/" + i9 + "/reason", schemaPath: "#/properties/exemptions/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.exemptions.items.properties.reason.type, parentSchema: schema0.properties.exemptions.items.properties.reason, data: data52 };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
            if (data49.targets !== void 0) {
              let data53 = data49.targets;
              if (Array.isArray(data53)) {
                const len10 = data53.length;
                for (let i11 = 0; i11 < len10; i11++) {
                  let data54 = data53[i11];
                  if (typeof data54 !== "string") {
                    const err83 = { instancePath: instancePath + "/exemptions/" + i9 + "/targets/" + i11, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data54 };
                    if (vErrors === null) {
                      vErrors = [err83];
                    } else {
                      vErrors.push(err83);
                    }
                    errors++;
                  }
                }
              } else {
                const err84 = { instancePath: instancePath + "/exemptions/" + i9 + "/targets", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data53 };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
            }
            if (data49.namespaces !== void 0) {
              let data55 = data49.namespaces;
              if (Array.isArray(data55)) {
                const len11 = data55.length;
                for (let i12 = 0; i12 < len11; i12++) {
                  let data56 = data55[i12];
                  if (typeof data56 !== "string") {
                    const err85 = { instancePath: instancePath + "/exemptions/" + i9 + "/namespaces/" + i12, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data56 };
                    if (vErrors === null) {
                      vErrors = [err85];
                    } else {
                      vErrors.push(err85);
                    }
                    errors++;
                  }
                }
              } else {
                const err86 = { instancePath: instancePath + "/exemptions/" + i9 + "/namespaces", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data55 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
          } else {
            const err87 = { instancePath: instancePath + "/exemptions/" + i9, schemaPath: "#/properties/exemptions/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.exemptions.items.type, parentSchema: schema0.properties.exemptions.items, data: data49 };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
      } else {
        const err88 = { instancePath: instancePath + "/exemptions", schemaPath: "#/properties/exemptions/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.exemptions.type, parentSchema: schema0.properties.exemptions, data: data48 };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
    }
    if (data.ignore !== void 0) {
      let data57 = data.ignore;
      if (Array.isArray(data57)) {
        const len12 = data57.length;
        for (let i13 = 0; i13 < len12; i13++) {
          let data58 = data57[i13];
          if (typeof data58 === "string") {
            if (func1(data58) < 1) {
              const err89 = { instancePath: instancePath + "/ignore/" + i13, schemaPath: "#/properties/ignore/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.ignore.items, data: data58 };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          } else {
            const err90 = { instancePath: instancePath + "/ignore/" + i13, schemaPath: "#/properties/ignore/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.ignore.items.type, parentSchema: schema0.properties.ignore.items, data: data58 };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
      } else {
        const err91 = { instancePath: instancePath + "/ignore", schemaPath: "#/properties/ignore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.ignore.type, parentSchema: schema0.properties.ignore, data: data57 };
        if (vErrors === null) {
          vErrors = [err91];
        } else {
          vErrors.push(err91);
        }
        errors++;
      }
    }
    if (data.exclude !== void 0) {
      let data59 = data.exclude;
      if (Array.isArray(data59)) {
        const len13 = data59.length;
        for (let i14 = 0; i14 < len13; i14++) {
          let data60 = data59[i14];
          if (typeof data60 === "string") {
            if (func1(data60) < 1) {
              const err92 = { instancePath: instancePath + "/exclude/" + i14, schemaPath: "#/properties/exclude/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.exclude.items, data: data60 };
              if (vErrors === null) {
                vErrors = [err92];
              } else {
                vErrors.push(err92);
              }
              errors++;
            }
          } else {
            const err93 = { instancePath: instancePath + "/exclude/" + i14, schemaPath: "#/properties/exclude/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.exclude.items.type, parentSchema: schema0.properties.exclude.items, data: data60 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
      } else {
        const err94 = { instancePath: instancePath + "/exclude", schemaPath: "#/properties/exclude/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.exclude.type, parentSchema: schema0.properties.exclude, data: data59 };
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      }
    }
    if (data.knownFailures !== void 0) {
      let data61 = data.knownFailures;
      if (Array.isArray(data61)) {
        const len14 = data61.length;
        for (let i15 = 0; i15 < len14; i15++) {
          let data62 = data61[i15];
          if (data62 && typeof data62 == "object" && !Array.isArray(data62)) {
            if (data62.target === void 0) {
              const err95 = { instancePath: instancePath + "/knownFailures/" + i15, schemaPath: "#/properties/knownFailures/items/required", keyword: "required", params: { missingProperty: "target" }, message: "must have required property 'target'", schema: schema0.properties.knownFailures.items.required, parentSchema: schema0.properties.knownFailures.items, data: data62 };
              if (vErrors === null) {
                vErrors = [err95];
              } else {
                vErrors.push(err95);
              }
              errors++;
            }
            if (data62.rule === void 0) {
              const err96 = { instancePath: instancePath + "/knownFailures/" + i15, schemaPath: "#/properties/knownFailures/items/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'", schema: schema0.properties.knownFailures.items.required, parentSchema: schema0.properties.knownFailures.items, data: data62 };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
            if (data62.reason === void 0) {
              const err97 = { instancePath: instancePath + "/knownFailures/" + i15, schemaPath: "#/properties/knownFailures/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema0.properties.knownFailures.items.required, parentSchema: schema0.properties.knownFailures.items, data: data62 };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            }
            for (const key13 in data62) {
              if (!(key13 === "target" || key13 === "rule" || key13 === "reason")) {
                const err98 = { instancePath: instancePath + "/knownFailures/" + i15, schemaPath: "#/properties/knownFailures/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key13 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.knownFailures.items, data: data62 };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data62.target !== void 0) {
              let data63 = data62.target;
              if (typeof data63 === "string") {
                if (func1(data63) < 1) {
                  const err99 = { instancePath: instancePath + "/knownFailures/" + i15 + "/target", schemaPath: "#/properties/knownFailures/items/properties/target/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.knownFailures.items.properties.target, data: data63 };
                  if (vErrors === null) {
                    vErrors = [err99];
                  } else {
                    vErrors.push(err99);
                  }
                  errors++;
                }
              } else {
                const err100 = { instancePath: instancePath + "/knownFailures/" + i15 + "/target", schemaPath: "#/properties/knownFailures/items/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.knownFailures.items.properties.target.type, parentSchema: schema0.properties.knownFailures.items.properties.target, data: data63 };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data62.rule !== void 0) {
              let data64 = data62.rule;
              if (typeof data64 === "string") {
                if (!pattern11.test(data64)) {
                  const err101 = { instancePath: instancePath + "/knownFailures/" + i15 + "/rule", schemaPath: "#/definitions/ruleId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"', schema: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", parentSchema: schema24, data: data64 };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
              } else {
                const err102 = { instancePath: instancePath + "/knownFailures/" + i15 + "/rule", schemaPath: "#/definitions/ruleId/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema24.type, parentSchema: schema24, data: data64 };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data62.reason !== void 0) {
              let data65 = data62.reason;
              if (typeof data65 === "string") {
                if (func1(data65) < 1) {
                  const err103 = { instancePath: instancePath + "/knownFailures/" + i15 + "/reason", schemaPath: "#/properties/knownFailures/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.knownFailures.items.properties.reason, data: data65 };
                  if (vErrors === null) {
                    vErrors = [err103];
                  } else {
                    vErrors.push(err103);
                  }
                  errors++;
                }
              } else {
                const err104 = { instancePath: instancePath + "/knownFailures/" + i15 + "/reason", schemaPath: "#/properties/knownFailures/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.knownFailures.items.properties.reason.type, parentSchema: schema0.properties.knownFailures.items.properties.reason, data: data65 };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
            }
          } else {
            const err105 = { instancePath: instancePath + "/knownFailures/" + i15, schemaPath: "#/properties/knownFailures/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.knownFailures.items.type, parentSchema: schema0.properties.knownFailures.items, data: data62 };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
      } else {
        const err106 = { instancePath: instancePath + "/knownFailures", schemaPath: "#/properties/knownFailures/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.knownFailures.type, parentSchema: schema0.properties.knownFailures, data: data61 };
        if (vErrors === null) {
          vErrors = [err106];
        } else {
          vErrors.push(err106);
        }
        errors++;
      }
    }
    if (data.checks !== void 0) {
      if (!validate4(data.checks, { instancePath: instancePath + "/checks", parentData: data, parentDataProperty: "checks", rootData })) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.policies !== void 0) {
      let data67 = data.policies;
      if (Array.isArray(data67)) {
        const len15 = data67.length;
        for (let i16 = 0; i16 < len15; i16++) {
          let data68 = data67[i16];
          if (!(data68 === "pss-baseline" || data68 === "pss-restricted")) {
            const err107 = { instancePath: instancePath + "/policies/" + i16, schemaPath: "#/properties/policies/items/enum", keyword: "enum", params: { allowedValues: schema0.properties.policies.items.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.policies.items.enum, parentSchema: schema0.properties.policies.items, data: data68 };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
        let i17 = data67.length;
        let j1;
        if (i17 > 1) {
          outer1:
            for (; i17--; ) {
              for (j1 = i17; j1--; ) {
                if (func14(data67[i17], data67[j1])) {
                  const err108 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/uniqueItems", keyword: "uniqueItems", params: { i: i17, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i17 + " are identical)", schema: true, parentSchema: schema0.properties.policies, data: data67 };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                  break outer1;
                }
              }
            }
        }
      } else {
        const err109 = { instancePath: instancePath + "/policies", schemaPath: "#/properties/policies/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.policies.type, parentSchema: schema0.properties.policies, data: data67 };
        if (vErrors === null) {
          vErrors = [err109];
        } else {
          vErrors.push(err109);
        }
        errors++;
      }
    }
    if (data.checkParams !== void 0) {
      let data69 = data.checkParams;
      if (data69 && typeof data69 == "object" && !Array.isArray(data69)) {
        for (const key14 in data69) {
          const _errs166 = errors;
          if (typeof key14 === "string") {
            if (!pattern11.test(key14)) {
              const err110 = { instancePath: instancePath + "/checkParams", schemaPath: "#/properties/checkParams/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$"', schema: "^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$", parentSchema: schema0.properties.checkParams.propertyNames, data: key14, propertyName: key14 };
              if (vErrors === null) {
                vErrors = [err110];
              } else {
                vErrors.push(err110);
              }
              errors++;
            }
          }
          var valid64 = _errs166 === errors;
          if (!valid64) {
            const err111 = { instancePath: instancePath + "/checkParams", schemaPath: "#/properties/checkParams/propertyNames", keyword: "propertyNames", params: { propertyName: key14 }, message: "property name must be valid", schema: schema0.properties.checkParams.propertyNames, parentSchema: schema0.properties.checkParams, data: data69 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        for (const key15 in data69) {
          let data70 = data69[key15];
          if (!(data70 && typeof data70 == "object" && !Array.isArray(data70))) {
            const err112 = { instancePath: instancePath + "/checkParams/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/checkParams/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.checkParams.additionalProperties.type, parentSchema: schema0.properties.checkParams.additionalProperties, data: data70 };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
      } else {
        const err113 = { instancePath: instancePath + "/checkParams", schemaPath: "#/properties/checkParams/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.checkParams.type, parentSchema: schema0.properties.checkParams, data: data69 };
        if (vErrors === null) {
          vErrors = [err113];
        } else {
          vErrors.push(err113);
        }
        errors++;
      }
    }
    if (data.admission !== void 0) {
      let data71 = data.admission;
      if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
        for (const key16 in data71) {
          if (!(key16 === "policies")) {
            const err114 = { instancePath: instancePath + "/admission", schemaPath: "#/properties/admission/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key16 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.admission, data: data71 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        if (data71.policies !== void 0) {
          if (!validate4(data71.policies, { instancePath: instancePath + "/admission/policies", parentData: data71, parentDataProperty: "policies", rootData })) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err115 = { instancePath: instancePath + "/admission", schemaPath: "#/properties/admission/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.admission.type, parentSchema: schema0.properties.admission, data: data71 };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
    }
    if (data.rollout !== void 0) {
      let data73 = data.rollout;
      if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
        for (const key17 in data73) {
          if (!(key17 === "reloader")) {
            const err116 = { instancePath: instancePath + "/rollout", schemaPath: "#/properties/rollout/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key17 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.rollout, data: data73 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        }
        if (data73.reloader !== void 0) {
          let data74 = data73.reloader;
          if (typeof data74 !== "boolean") {
            const err117 = { instancePath: instancePath + "/rollout/reloader", schemaPath: "#/properties/rollout/properties/reloader/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.rollout.properties.reloader.type, parentSchema: schema0.properties.rollout.properties.reloader, data: data74 };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
      } else {
        const err118 = { instancePath: instancePath + "/rollout", schemaPath: "#/properties/rollout/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.rollout.type, parentSchema: schema0.properties.rollout, data: data73 };
        if (vErrors === null) {
          vErrors = [err118];
        } else {
          vErrors.push(err118);
        }
        errors++;
      }
    }
    if (data.analysis !== void 0) {
      let data75 = data.analysis;
      if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
        for (const key18 in data75) {
          if (!(key18 === "minWindow")) {
            const err119 = { instancePath: instancePath + "/analysis", schemaPath: "#/properties/analysis/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key18 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.analysis, data: data75 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data75.minWindow !== void 0) {
          let data76 = data75.minWindow;
          if (typeof data76 === "string") {
            if (!pattern15.test(data76)) {
              const err120 = { instancePath: instancePath + "/analysis/minWindow", schemaPath: "#/properties/analysis/properties/minWindow/pattern", keyword: "pattern", params: { pattern: "^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$" }, message: 'must match pattern "^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$"', schema: "^([0-9]+(\\.[0-9]+)?(ns|us|ms|s|m|h))+$", parentSchema: schema0.properties.analysis.properties.minWindow, data: data76 };
              if (vErrors === null) {
                vErrors = [err120];
              } else {
                vErrors.push(err120);
              }
              errors++;
            }
          } else {
            const err121 = { instancePath: instancePath + "/analysis/minWindow", schemaPath: "#/properties/analysis/properties/minWindow/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.analysis.properties.minWindow.type, parentSchema: schema0.properties.analysis.properties.minWindow, data: data76 };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
      } else {
        const err122 = { instancePath: instancePath + "/analysis", schemaPath: "#/properties/analysis/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.analysis.type, parentSchema: schema0.properties.analysis, data: data75 };
        if (vErrors === null) {
          vErrors = [err122];
        } else {
          vErrors.push(err122);
        }
        errors++;
      }
    }
    if (data.argocd !== void 0) {
      let data77 = data.argocd;
      if (data77 && typeof data77 == "object" && !Array.isArray(data77)) {
        for (const key19 in data77) {
          if (!(key19 === "healthTests")) {
            const err123 = { instancePath: instancePath + "/argocd", schemaPath: "#/properties/argocd/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key19 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.argocd, data: data77 };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
        if (data77.healthTests !== void 0) {
          if (!validate4(data77.healthTests, { instancePath: instancePath + "/argocd/healthTests", parentData: data77, parentDataProperty: "healthTests", rootData })) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err124 = { instancePath: instancePath + "/argocd", schemaPath: "#/properties/argocd/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.argocd.type, parentSchema: schema0.properties.argocd, data: data77 };
        if (vErrors === null) {
          vErrors = [err124];
        } else {
          vErrors.push(err124);
        }
        errors++;
      }
    }
    if (data.podTemplatePaths !== void 0) {
      let data79 = data.podTemplatePaths;
      if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
        for (const key20 in data79) {
          const _errs190 = errors;
          if (typeof key20 === "string") {
            if (!pattern16.test(key20)) {
              const err125 = { instancePath: instancePath + "/podTemplatePaths", schemaPath: "#/properties/podTemplatePaths/propertyNames/pattern", keyword: "pattern", params: { pattern: "^/?([a-z0-9.-]+/)?([a-z0-9]+/)?[A-Za-z][A-Za-z0-9]*$" }, message: 'must match pattern "^/?([a-z0-9.-]+/)?([a-z0-9]+/)?[A-Za-z][A-Za-z0-9]*$"', schema: "^/?([a-z0-9.-]+/)?([a-z0-9]+/)?[A-Za-z][A-Za-z0-9]*$", parentSchema: schema0.properties.podTemplatePaths.propertyNames, data: key20, propertyName: key20 };
              if (vErrors === null) {
                vErrors = [err125];
              } else {
                vErrors.push(err125);
              }
              errors++;
            }
          }
          var valid70 = _errs190 === errors;
          if (!valid70) {
            const err126 = { instancePath: instancePath + "/podTemplatePaths", schemaPath: "#/properties/podTemplatePaths/propertyNames", keyword: "propertyNames", params: { propertyName: key20 }, message: "property name must be valid", schema: schema0.properties.podTemplatePaths.propertyNames, parentSchema: schema0.properties.podTemplatePaths, data: data79 };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
        for (const key21 in data79) {
          let data80 = data79[key21];
          if (Array.isArray(data80)) {
            const len16 = data80.length;
            for (let i18 = 0; i18 < len16; i18++) {
              let data81 = data80[i18];
              if (typeof data81 === "string") {
                if (!pattern17.test(data81)) {
                  const err127 = { instancePath: instancePath + "/podTemplatePaths/" + key21.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i18, schemaPath: "#/properties/podTemplatePaths/additionalProperties/items/pattern", keyword: "pattern", params: { pattern: "^(/[^/]*)*$" }, message: 'must match pattern "^(/[^/]*)*$"', schema: "^(/[^/]*)*$", parentSchema: schema0.properties.podTemplatePaths.additionalProperties.items, data: data81 };
                  if (vErrors === null) {
                    vErrors = [err127];
                  } else {
                    vErrors.push(err127);
                  }
                  errors++;
                }
              } else {
                const err128 = { instancePath: instancePath + "/podTemplatePaths/" + key21.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i18, schemaPath: "#/properties/podTemplatePaths/additionalProperties/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.podTemplatePaths.additionalProperties.items.type, parentSchema: schema0.properties.podTemplatePaths.additionalProperties.items, data: data81 };
                if (vErrors === null) {
                  vErrors = [err128];
                } else {
                  vErrors.push(err128);
                }
                errors++;
              }
            }
          } else {
            const err129 = { instancePath: instancePath + "/podTemplatePaths/" + key21.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/podTemplatePaths/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.podTemplatePaths.additionalProperties.type, parentSchema: schema0.properties.podTemplatePaths.additionalProperties, data: data80 };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
      } else {
        const err130 = { instancePath: instancePath + "/podTemplatePaths", schemaPath: "#/properties/podTemplatePaths/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.podTemplatePaths.type, parentSchema: schema0.properties.podTemplatePaths, data: data79 };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      }
    }
    if (data.render !== void 0) {
      let data82 = data.render;
      if (data82 && typeof data82 == "object" && !Array.isArray(data82)) {
        for (const key22 in data82) {
          if (!(key22 === "timeoutSeconds" || key22 === "maxOutputBytes" || key22 === "maxObjects" || key22 === "maxParsedBytes" || key22 === "maxMemoryMiB" || key22 === "diffIgnore")) {
            const err131 = { instancePath: instancePath + "/render", schemaPath: "#/properties/render/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key22 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.render, data: data82 };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
        if (data82.timeoutSeconds !== void 0) {
          let data83 = data82.timeoutSeconds;
          if (typeof data83 == "number" && isFinite(data83)) {
            if (data83 > 3600 || isNaN(data83)) {
              const err132 = { instancePath: instancePath + "/render/timeoutSeconds", schemaPath: "#/properties/render/properties/timeoutSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3600 }, message: "must be <= 3600", schema: 3600, parentSchema: schema0.properties.render.properties.timeoutSeconds, data: data83 };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
            if (data83 <= 0 || isNaN(data83)) {
              const err133 = { instancePath: instancePath + "/render/timeoutSeconds", schemaPath: "#/properties/render/properties/timeoutSeconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.render.properties.timeoutSeconds, data: data83 };
              if (vErrors === null) {
                vErrors = [err133];
              } else {
                vErrors.push(err133);
              }
              errors++;
            }
          } else {
            const err134 = { instancePath: instancePath + "/render/timeoutSeconds", schemaPath: "#/properties/render/properties/timeoutSeconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.render.properties.timeoutSeconds.type, parentSchema: schema0.properties.render.properties.timeoutSeconds, data: data83 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
        if (data82.maxOutputBytes !== void 0) {
          let data84 = data82.maxOutputBytes;
          if (!(typeof data84 == "number" && (!(data84 % 1) && !isNaN(data84)) && isFinite(data84))) {
            const err135 = { instancePath: instancePath + "/render/maxOutputBytes", schemaPath: "#/properties/render/properties/maxOutputBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.render.properties.maxOutputBytes.type, parentSchema: schema0.properties.render.properties.maxOutputBytes, data: data84 };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
          if (typeof data84 == "number" && isFinite(data84)) {
            if (data84 < 1024 || isNaN(data84)) {
              const err136 = { instancePath: instancePath + "/render/maxOutputBytes", schemaPath: "#/properties/render/properties/maxOutputBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1024 }, message: "must be >= 1024", schema: 1024, parentSchema: schema0.properties.render.properties.maxOutputBytes, data: data84 };
              if (vErrors === null) {
                vErrors = [err136];
              } else {
                vErrors.push(err136);
              }
              errors++;
            }
          }
        }
        if (data82.maxObjects !== void 0) {
          let data85 = data82.maxObjects;
          if (!(typeof data85 == "number" && (!(data85 % 1) && !isNaN(data85)) && isFinite(data85))) {
            const err137 = { instancePath: instancePath + "/render/maxObjects", schemaPath: "#/properties/render/properties/maxObjects/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.render.properties.maxObjects.type, parentSchema: schema0.properties.render.properties.maxObjects, data: data85 };
            if (vErrors === null) {
              vErrors = [err137];
            } else {
              vErrors.push(err137);
            }
            errors++;
          }
          if (typeof data85 == "number" && isFinite(data85)) {
            if (data85 < 1 || isNaN(data85)) {
              const err138 = { instancePath: instancePath + "/render/maxObjects", schemaPath: "#/properties/render/properties/maxObjects/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema0.properties.render.properties.maxObjects, data: data85 };
              if (vErrors === null) {
                vErrors = [err138];
              } else {
                vErrors.push(err138);
              }
              errors++;
            }
          }
        }
        if (data82.maxParsedBytes !== void 0) {
          let data86 = data82.maxParsedBytes;
          if (!(typeof data86 == "number" && (!(data86 % 1) && !isNaN(data86)) && isFinite(data86))) {
            const err139 = { instancePath: instancePath + "/render/maxParsedBytes", schemaPath: "#/properties/render/properties/maxParsedBytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.render.properties.maxParsedBytes.type, parentSchema: schema0.properties.render.properties.maxParsedBytes, data: data86 };
            if (vErrors === null) {
              vErrors = [err139];
            } else {
              vErrors.push(err139);
            }
            errors++;
          }
          if (typeof data86 == "number" && isFinite(data86)) {
            if (data86 < 1024 || isNaN(data86)) {
              const err140 = { instancePath: instancePath + "/render/maxParsedBytes", schemaPath: "#/properties/render/properties/maxParsedBytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1024 }, message: "must be >= 1024", schema: 1024, parentSchema: schema0.properties.render.properties.maxParsedBytes, data: data86 };
              if (vErrors === null) {
                vErrors = [err140];
              } else {
                vErrors.push(err140);
              }
              errors++;
            }
          }
        }
        if (data82.maxMemoryMiB !== void 0) {
          let data87 = data82.maxMemoryMiB;
          if (!(typeof data87 == "number" && (!(data87 % 1) && !isNaN(data87)) && isFinite(data87))) {
            const err141 = { instancePath: instancePath + "/render/maxMemoryMiB", schemaPath: "#/properties/render/properties/maxMemoryMiB/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.render.properties.maxMemoryMiB.type, parentSchema: schema0.properties.render.properties.maxMemoryMiB, data: data87 };
            if (vErrors === null) {
              vErrors = [err141];
            } else {
              vErrors.push(err141);
            }
            errors++;
          }
          if (typeof data87 == "number" && isFinite(data87)) {
            if (data87 > 65536 || isNaN(data87)) {
              const err142 = { instancePath: instancePath + "/render/maxMemoryMiB", schemaPath: "#/properties/render/properties/maxMemoryMiB/maximum", keyword: "maximum", params: { comparison: "<=", limit: 65536 }, message: "must be <= 65536", schema: 65536, parentSchema: schema0.properties.render.properties.maxMemoryMiB, data: data87 };
              if (vErrors === null) {
                vErrors = [err142];
              } else {
                vErrors.push(err142);
              }
              errors++;
            }
            if (data87 < 64 || isNaN(data87)) {
              const err143 = { instancePath: instancePath + "/render/maxMemoryMiB", schemaPath: "#/properties/render/properties/maxMemoryMiB/minimum", keyword: "minimum", params: { comparison: ">=", limit: 64 }, message: "must be >= 64", schema: 64, parentSchema: schema0.properties.render.properties.maxMemoryMiB, data: data87 };
              if (vErrors === null) {
                vErrors = [err143];
              } else {
                vErrors.push(err143);
              }
              errors++;
            }
          }
        }
        if (data82.diffIgnore !== void 0) {
          let data88 = data82.diffIgnore;
          if (Array.isArray(data88)) {
            const len17 = data88.length;
            for (let i19 = 0; i19 < len17; i19++) {
              let data89 = data88[i19];
              if (typeof data89 === "string") {
                if (func1(data89) < 1) {
                  const err144 = { instancePath: instancePath + "/render/diffIgnore/" + i19, schemaPath: "#/properties/render/properties/diffIgnore/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.render.properties.diffIgnore.items, data: data89 };
                  if (vErrors === null) {
                    vErrors = [err144];
                  } else {
                    vErrors.push(err144);
                  }
                  errors++;
                }
                if (!pattern18.test(data89)) {
                  const err145 = { instancePath: instancePath + "/render/diffIgnore/" + i19, schemaPath: "#/properties/render/properties/diffIgnore/items/pattern", keyword: "pattern", params: { pattern: "^(/.*|[A-Za-z0-9][A-Za-z0-9._/-]*)$" }, message: 'must match pattern "^(/.*|[A-Za-z0-9][A-Za-z0-9._/-]*)$"', schema: "^(/.*|[A-Za-z0-9][A-Za-z0-9._/-]*)$", parentSchema: schema0.properties.render.properties.diffIgnore.items, data: data89 };
                  if (vErrors === null) {
                    vErrors = [err145];
                  } else {
                    vErrors.push(err145);
                  }
                  errors++;
                }
              } else {
                const err146 = { instancePath: instancePath + "/render/diffIgnore/" + i19, schemaPath: "#/properties/render/properties/diffIgnore/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.render.properties.diffIgnore.items.type, parentSchema: schema0.properties.render.properties.diffIgnore.items, data: data89 };
                if (vErrors === null) {
                  vErrors = [err146];
                } else {
                  vErrors.push(err146);
                }
                errors++;
              }
            }
          } else {
            const err147 = { instancePath: instancePath + "/render/diffIgnore", schemaPath: "#/properties/render/properties/diffIgnore/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.render.properties.diffIgnore.type, parentSchema: schema0.properties.render.properties.diffIgnore, data: data88 };
            if (vErrors === null) {
              vErrors = [err147];
            } else {
              vErrors.push(err147);
            }
            errors++;
          }
        }
      } else {
        const err148 = { instancePath: instancePath + "/render", schemaPath: "#/properties/render/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.render.type, parentSchema: schema0.properties.render, data: data82 };
        if (vErrors === null) {
          vErrors = [err148];
        } else {
          vErrors.push(err148);
        }
        errors++;
      }
    }
    if (data.sources !== void 0) {
      let data90 = data.sources;
      if (data90 && typeof data90 == "object" && !Array.isArray(data90)) {
        for (const key23 in data90) {
          if (!(key23 === "helm" || key23 === "oci" || key23 === "git" || key23 === "timeoutSeconds" || key23 === "trustBase")) {
            const err149 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key23 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.sources, data: data90 };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
        }
        if (data90.helm !== void 0) {
          let data91 = data90.helm;
          if (Array.isArray(data91)) {
            const len18 = data91.length;
            for (let i20 = 0; i20 < len18; i20++) {
              let data92 = data91[i20];
              if (typeof data92 === "string") {
                if (!pattern19.test(data92)) {
                  const err150 = { instancePath: instancePath + "/sources/helm/" + i20, schemaPath: "#/properties/sources/properties/helm/items/pattern", keyword: "pattern", params: { pattern: "^https?://[^\\s@]+$" }, message: 'must match pattern "^https?://[^\\s@]+$"', schema: "^https?://[^\\s@]+$", parentSchema: schema0.properties.sources.properties.helm.items, data: data92 };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                }
              } else {
                const err151 = { instancePath: instancePath + "/sources/helm/" + i20, schemaPath: "#/properties/sources/properties/helm/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.sources.properties.helm.items.type, parentSchema: schema0.properties.sources.properties.helm.items, data: data92 };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
            }
          } else {
            const err152 = { instancePath: instancePath + "/sources/helm", schemaPath: "#/properties/sources/properties/helm/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.sources.properties.helm.type, parentSchema: schema0.properties.sources.properties.helm, data: data91 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data90.oci !== void 0) {
          let data93 = data90.oci;
          if (Array.isArray(data93)) {
            const len19 = data93.length;
            for (let i21 = 0; i21 < len19; i21++) {
              let data94 = data93[i21];
              if (typeof data94 === "string") {
                if (!pattern20.test(data94)) {
                  const err153 = { instancePath: instancePath + "/sources/oci/" + i21, schemaPath: "#/properties/sources/properties/oci/items/pattern", keyword: "pattern", params: { pattern: "^oci://[^\\s@*]+(/\\*)?$" }, message: 'must match pattern "^oci://[^\\s@*]+(/\\*)?$"', schema: "^oci://[^\\s@*]+(/\\*)?$", parentSchema: schema0.properties.sources.properties.oci.items, data: data94 };
                  if (vErrors === null) {
                    vErrors = [err153];
                  } else {
                    vErrors.push(err153);
                  }
                  errors++;
                }
              } else {
                const err154 = { instancePath: instancePath + "/sources/oci/" + i21, schemaPath: "#/properties/sources/properties/oci/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.sources.properties.oci.items.type, parentSchema: schema0.properties.sources.properties.oci.items, data: data94 };
                if (vErrors === null) {
                  vErrors = [err154];
                } else {
                  vErrors.push(err154);
                }
                errors++;
              }
            }
          } else {
            const err155 = { instancePath: instancePath + "/sources/oci", schemaPath: "#/properties/sources/properties/oci/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.sources.properties.oci.type, parentSchema: schema0.properties.sources.properties.oci, data: data93 };
            if (vErrors === null) {
              vErrors = [err155];
            } else {
              vErrors.push(err155);
            }
            errors++;
          }
        }
        if (data90.git !== void 0) {
          let data95 = data90.git;
          if (Array.isArray(data95)) {
            const len20 = data95.length;
            for (let i22 = 0; i22 < len20; i22++) {
              let data96 = data95[i22];
              if (typeof data96 === "string") {
                if (!pattern21.test(data96)) {
                  const err156 = { instancePath: instancePath + "/sources/git/" + i22, schemaPath: "#/properties/sources/properties/git/items/pattern", keyword: "pattern", params: { pattern: "^(https?|ssh|git|file)://[^\\s@]+$" }, message: 'must match pattern "^(https?|ssh|git|file)://[^\\s@]+$"', schema: "^(https?|ssh|git|file)://[^\\s@]+$", parentSchema: schema0.properties.sources.properties.git.items, data: data96 };
                  if (vErrors === null) {
                    vErrors = [err156];
                  } else {
                    vErrors.push(err156);
                  }
                  errors++;
                }
              } else {
                const err157 = { instancePath: instancePath + "/sources/git/" + i22, schemaPath: "#/properties/sources/properties/git/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.sources.properties.git.items.type, parentSchema: schema0.properties.sources.properties.git.items, data: data96 };
                if (vErrors === null) {
                  vErrors = [err157];
                } else {
                  vErrors.push(err157);
                }
                errors++;
              }
            }
          } else {
            const err158 = { instancePath: instancePath + "/sources/git", schemaPath: "#/properties/sources/properties/git/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.sources.properties.git.type, parentSchema: schema0.properties.sources.properties.git, data: data95 };
            if (vErrors === null) {
              vErrors = [err158];
            } else {
              vErrors.push(err158);
            }
            errors++;
          }
        }
        if (data90.timeoutSeconds !== void 0) {
          let data97 = data90.timeoutSeconds;
          if (typeof data97 == "number" && isFinite(data97)) {
            if (data97 > 3600 || isNaN(data97)) {
              const err159 = { instancePath: instancePath + "/sources/timeoutSeconds", schemaPath: "#/properties/sources/properties/timeoutSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3600 }, message: "must be <= 3600", schema: 3600, parentSchema: schema0.properties.sources.properties.timeoutSeconds, data: data97 };
              if (vErrors === null) {
                vErrors = [err159];
              } else {
                vErrors.push(err159);
              }
              errors++;
            }
            if (data97 <= 0 || isNaN(data97)) {
              const err160 = { instancePath: instancePath + "/sources/timeoutSeconds", schemaPath: "#/properties/sources/properties/timeoutSeconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.sources.properties.timeoutSeconds, data: data97 };
              if (vErrors === null) {
                vErrors = [err160];
              } else {
                vErrors.push(err160);
              }
              errors++;
            }
          } else {
            const err161 = { instancePath: instancePath + "/sources/timeoutSeconds", schemaPath: "#/properties/sources/properties/timeoutSeconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.sources.properties.timeoutSeconds.type, parentSchema: schema0.properties.sources.properties.timeoutSeconds, data: data97 };
            if (vErrors === null) {
              vErrors = [err161];
            } else {
              vErrors.push(err161);
            }
            errors++;
          }
        }
        if (data90.trustBase !== void 0) {
          let data98 = data90.trustBase;
          if (typeof data98 !== "boolean") {
            const err162 = { instancePath: instancePath + "/sources/trustBase", schemaPath: "#/properties/sources/properties/trustBase/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.sources.properties.trustBase.type, parentSchema: schema0.properties.sources.properties.trustBase, data: data98 };
            if (vErrors === null) {
              vErrors = [err162];
            } else {
              vErrors.push(err162);
            }
            errors++;
          }
        }
      } else {
        const err163 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.sources.type, parentSchema: schema0.properties.sources, data: data90 };
        if (vErrors === null) {
          vErrors = [err163];
        } else {
          vErrors.push(err163);
        }
        errors++;
      }
    }
    if (data.resolveTags !== void 0) {
      let data99 = data.resolveTags;
      if (typeof data99 !== "boolean") {
        const err164 = { instancePath: instancePath + "/resolveTags", schemaPath: "#/properties/resolveTags/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.resolveTags.type, parentSchema: schema0.properties.resolveTags, data: data99 };
        if (vErrors === null) {
          vErrors = [err164];
        } else {
          vErrors.push(err164);
        }
        errors++;
      }
    }
    if (data.live !== void 0) {
      let data100 = data.live;
      if (data100 && typeof data100 == "object" && !Array.isArray(data100)) {
        for (const key24 in data100) {
          if (!(key24 === "progressingLimitMinutes" || key24 === "unhealthyStatuses" || key24 === "staleAfterMinutes" || key24 === "expectedSuspended" || key24 === "repoURLs" || key24 === "checkEndpoints" || key24 === "smoke")) {
            const err165 = { instancePath: instancePath + "/live", schemaPath: "#/properties/live/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key24 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.live, data: data100 };
            if (vErrors === null) {
              vErrors = [err165];
            } else {
              vErrors.push(err165);
            }
            errors++;
          }
        }
        if (data100.progressingLimitMinutes !== void 0) {
          let data101 = data100.progressingLimitMinutes;
          if (typeof data101 == "number" && isFinite(data101)) {
            if (data101 <= 0 || isNaN(data101)) {
              const err166 = { instancePath: instancePath + "/live/progressingLimitMinutes", schemaPath: "#/properties/live/properties/progressingLimitMinutes/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.live.properties.progressingLimitMinutes, data: data101 };
              if (vErrors === null) {
                vErrors = [err166];
              } else {
                vErrors.push(err166);
              }
              errors++;
            }
          } else {
            const err167 = { instancePath: instancePath + "/live/progressingLimitMinutes", schemaPath: "#/properties/live/properties/progressingLimitMinutes/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.live.properties.progressingLimitMinutes.type, parentSchema: schema0.properties.live.properties.progressingLimitMinutes, data: data101 };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
        if (data100.unhealthyStatuses !== void 0) {
          let data102 = data100.unhealthyStatuses;
          if (Array.isArray(data102)) {
            const len21 = data102.length;
            for (let i23 = 0; i23 < len21; i23++) {
              let data103 = data102[i23];
              if (!(data103 === "Degraded" || data103 === "Missing" || data103 === "Unknown" || data103 === "Suspended" || data103 === "Progressing")) {
                const err168 = { instancePath: instancePath + "/live/unhealthyStatuses/" + i23, schemaPath: "#/properties/live/properties/unhealthyStatuses/items/enum", keyword: "enum", params: { allowedValues: schema0.properties.live.properties.unhealthyStatuses.items.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.live.properties.unhealthyStatuses.items.enum, parentSchema: schema0.properties.live.properties.unhealthyStatuses.items, data: data103 };
                if (vErrors === null) {
                  vErrors = [err168];
                } else {
                  vErrors.push(err168);
                }
                errors++;
              }
            }
          } else {
            const err169 = { instancePath: instancePath + "/live/unhealthyStatuses", schemaPath: "#/properties/live/properties/unhealthyStatuses/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema0.properties.live.properties.unhealthyStatuses.type, parentSchema: schema0.properties.live.properties.unhealthyStatuses, data: data102 };
            if (vErrors === null) {
              vErrors = [err169];
            } else {
              vErrors.push(err169);
            }
            errors++;
          }
        }
        if (data100.staleAfterMinutes !== void 0) {
          let data104 = data100.staleAfterMinutes;
          if (typeof data104 == "number" && isFinite(data104)) {
            if (data104 <= 0 || isNaN(data104)) {
              const err170 = { instancePath: instancePath + "/live/staleAfterMinutes", schemaPath: "#/properties/live/properties/staleAfterMinutes/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.live.properties.staleAfterMinutes, data: data104 };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
          } else {
            const err171 = { instancePath: instancePath + "/live/staleAfterMinutes", schemaPath: "#/properties/live/properties/staleAfterMinutes/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.live.properties.staleAfterMinutes.type, parentSchema: schema0.properties.live.properties.staleAfterMinutes, data: data104 };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
        if (data100.expectedSuspended !== void 0) {
          let data105 = data100.expectedSuspended;
          if (Array.isArray(data105)) {
            const len22 = data105.length;
            for (let i24 = 0; i24 < len22; i24++) {
              let data106 = data105[i24];
              if (typeof data106 !== "string") {
                const err172 = { instancePath: instancePath + "/live/expectedSuspended/" + i24, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data106 };
                if (vErrors === null) {
                  vErrors = [err172];
                } else {
                  vErrors.push(err172);
                }
                errors++;
              }
            }
          } else {
            const err173 = { instancePath: instancePath + "/live/expectedSuspended", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data105 };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
        if (data100.repoURLs !== void 0) {
          let data107 = data100.repoURLs;
          if (Array.isArray(data107)) {
            const len23 = data107.length;
            for (let i25 = 0; i25 < len23; i25++) {
              let data108 = data107[i25];
              if (typeof data108 !== "string") {
                const err174 = { instancePath: instancePath + "/live/repoURLs/" + i25, schemaPath: "#/definitions/strings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema5.items.type, parentSchema: schema5.items, data: data108 };
                if (vErrors === null) {
                  vErrors = [err174];
                } else {
                  vErrors.push(err174);
                }
                errors++;
              }
            }
          } else {
            const err175 = { instancePath: instancePath + "/live/repoURLs", schemaPath: "#/definitions/strings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema5.type, parentSchema: schema5, data: data107 };
            if (vErrors === null) {
              vErrors = [err175];
            } else {
              vErrors.push(err175);
            }
            errors++;
          }
        }
        if (data100.checkEndpoints !== void 0) {
          let data109 = data100.checkEndpoints;
          if (typeof data109 !== "boolean") {
            const err176 = { instancePath: instancePath + "/live/checkEndpoints", schemaPath: "#/properties/live/properties/checkEndpoints/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.live.properties.checkEndpoints.type, parentSchema: schema0.properties.live.properties.checkEndpoints, data: data109 };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
        }
        if (data100.smoke !== void 0) {
          let data110 = data100.smoke;
          if (data110 && typeof data110 == "object" && !Array.isArray(data110)) {
            for (const key25 in data110) {
              let data111 = data110[key25];
              if (data111 && typeof data111 == "object" && !Array.isArray(data111)) {
                if (data111.url === void 0) {
                  const err177 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/live/properties/smoke/additionalProperties/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema0.properties.live.properties.smoke.additionalProperties.required, parentSchema: schema0.properties.live.properties.smoke.additionalProperties, data: data111 };
                  if (vErrors === null) {
                    vErrors = [err177];
                  } else {
                    vErrors.push(err177);
                  }
                  errors++;
                }
                for (const key26 in data111) {
                  if (!(key26 === "url" || key26 === "status" || key26 === "timeoutSeconds" || key26 === "release")) {
                    const err178 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/live/properties/smoke/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key26 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.live.properties.smoke.additionalProperties, data: data111 };
                    if (vErrors === null) {
                      vErrors = [err178];
                    } else {
                      vErrors.push(err178);
                    }
                    errors++;
                  }
                }
                if (data111.url !== void 0) {
                  let data112 = data111.url;
                  if (typeof data112 === "string") {
                    if (!pattern22.test(data112)) {
                      const err179 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: 'must match pattern "^https?://"', schema: "^https?://", parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.url, data: data112 };
                      if (vErrors === null) {
                        vErrors = [err179];
                      } else {
                        vErrors.push(err179);
                      }
                      errors++;
                    }
                  } else {
                    const err180 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/url", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.url.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.url, data: data112 };
                    if (vErrors === null) {
                      vErrors = [err180];
                    } else {
                      vErrors.push(err180);
                    }
                    errors++;
                  }
                }
                if (data111.status !== void 0) {
                  let data113 = data111.status;
                  if (!(typeof data113 == "number" && (!(data113 % 1) && !isNaN(data113)) && isFinite(data113))) {
                    const err181 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/status", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.status.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.status, data: data113 };
                    if (vErrors === null) {
                      vErrors = [err181];
                    } else {
                      vErrors.push(err181);
                    }
                    errors++;
                  }
                  if (typeof data113 == "number" && isFinite(data113)) {
                    if (data113 > 599 || isNaN(data113)) {
                      const err182 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/status", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/status/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599", schema: 599, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.status, data: data113 };
                      if (vErrors === null) {
                        vErrors = [err182];
                      } else {
                        vErrors.push(err182);
                      }
                      errors++;
                    }
                    if (data113 < 100 || isNaN(data113)) {
                      const err183 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/status", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/status/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100", schema: 100, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.status, data: data113 };
                      if (vErrors === null) {
                        vErrors = [err183];
                      } else {
                        vErrors.push(err183);
                      }
                      errors++;
                    }
                  }
                }
                if (data111.timeoutSeconds !== void 0) {
                  let data114 = data111.timeoutSeconds;
                  if (typeof data114 == "number" && isFinite(data114)) {
                    if (data114 > 120 || isNaN(data114)) {
                      const err184 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutSeconds", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/timeoutSeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 120 }, message: "must be <= 120", schema: 120, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.timeoutSeconds, data: data114 };
                      if (vErrors === null) {
                        vErrors = [err184];
                      } else {
                        vErrors.push(err184);
                      }
                      errors++;
                    }
                    if (data114 <= 0 || isNaN(data114)) {
                      const err185 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutSeconds", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/timeoutSeconds/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.timeoutSeconds, data: data114 };
                      if (vErrors === null) {
                        vErrors = [err185];
                      } else {
                        vErrors.push(err185);
                      }
                      errors++;
                    }
                  } else {
                    const err186 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/timeoutSeconds", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/timeoutSeconds/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.timeoutSeconds.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.timeoutSeconds, data: data114 };
                    if (vErrors === null) {
                      vErrors = [err186];
                    } else {
                      vErrors.push(err186);
                    }
                    errors++;
                  }
                }
                if (data111.release !== void 0) {
                  let data115 = data111.release;
                  const _errs270 = errors;
                  let valid95 = false;
                  let passing0 = null;
                  const _errs271 = errors;
                  if (data115 && typeof data115 == "object" && !Array.isArray(data115)) {
                    if (data115.value === void 0) {
                      const err187 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/oneOf/0/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.oneOf[0].required, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.oneOf[0], data: data115 };
                      if (vErrors === null) {
                        vErrors = [err187];
                      } else {
                        vErrors.push(err187);
                      }
                      errors++;
                    }
                  }
                  var _valid0 = _errs271 === errors;
                  if (_valid0) {
                    valid95 = true;
                    passing0 = 0;
                  }
                  const _errs272 = errors;
                  if (data115 && typeof data115 == "object" && !Array.isArray(data115)) {
                    if (data115.image === void 0) {
                      const err188 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/oneOf/1/required", keyword: "required", params: { missingProperty: "image" }, message: "must have required property 'image'", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.oneOf[1].required, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.oneOf[1], data: data115 };
                      if (vErrors === null) {
                        vErrors = [err188];
                      } else {
                        vErrors.push(err188);
                      }
                      errors++;
                    }
                  }
                  var _valid0 = _errs272 === errors;
                  if (_valid0 && valid95) {
                    valid95 = false;
                    passing0 = [passing0, 1];
                  } else {
                    if (_valid0) {
                      valid95 = true;
                      passing0 = 1;
                    }
                  }
                  if (!valid95) {
                    const err189 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.oneOf, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release, data: data115 };
                    if (vErrors === null) {
                      vErrors = [err189];
                    } else {
                      vErrors.push(err189);
                    }
                    errors++;
                  } else {
                    errors = _errs270;
                    if (vErrors !== null) {
                      if (_errs270) {
                        vErrors.length = _errs270;
                      } else {
                        vErrors = null;
                      }
                    }
                  }
                  if (data115 && typeof data115 == "object" && !Array.isArray(data115)) {
                    for (const key27 in data115) {
                      if (!(key27 === "pointer" || key27 === "value" || key27 === "image" || key27 === "use")) {
                        const err190 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key27 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release, data: data115 };
                        if (vErrors === null) {
                          vErrors = [err190];
                        } else {
                          vErrors.push(err190);
                        }
                        errors++;
                      }
                    }
                    if (data115.pointer !== void 0) {
                      let data116 = data115.pointer;
                      if (typeof data116 === "string") {
                        if (!pattern23.test(data116)) {
                          const err191 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/pointer", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/pointer/pattern", keyword: "pattern", params: { pattern: "^(/.*)?$" }, message: 'must match pattern "^(/.*)?$"', schema: "^(/.*)?$", parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.pointer, data: data116 };
                          if (vErrors === null) {
                            vErrors = [err191];
                          } else {
                            vErrors.push(err191);
                          }
                          errors++;
                        }
                      } else {
                        const err192 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/pointer", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/pointer/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.pointer.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.pointer, data: data116 };
                        if (vErrors === null) {
                          vErrors = [err192];
                        } else {
                          vErrors.push(err192);
                        }
                        errors++;
                      }
                    }
                    if (data115.value !== void 0) {
                      let data117 = data115.value;
                      if (typeof data117 !== "string") {
                        const err193 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/value", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.value.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.value, data: data117 };
                        if (vErrors === null) {
                          vErrors = [err193];
                        } else {
                          vErrors.push(err193);
                        }
                        errors++;
                      }
                    }
                    if (data115.image !== void 0) {
                      let data118 = data115.image;
                      if (typeof data118 === "string") {
                        if (func1(data118) < 1) {
                          const err194 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/image", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/image/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.image, data: data118 };
                          if (vErrors === null) {
                            vErrors = [err194];
                          } else {
                            vErrors.push(err194);
                          }
                          errors++;
                        }
                      } else {
                        const err195 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/image", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.image.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.image, data: data118 };
                        if (vErrors === null) {
                          vErrors = [err195];
                        } else {
                          vErrors.push(err195);
                        }
                        errors++;
                      }
                    }
                    if (data115.use !== void 0) {
                      let data119 = data115.use;
                      if (!(data119 === "tag" || data119 === "digest")) {
                        const err196 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release/use", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/properties/use/enum", keyword: "enum", params: { allowedValues: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.use.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.use.enum, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.properties.use, data: data119 };
                        if (vErrors === null) {
                          vErrors = [err196];
                        } else {
                          vErrors.push(err196);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err197 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1") + "/release", schemaPath: "#/properties/live/properties/smoke/additionalProperties/properties/release/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.live.properties.smoke.additionalProperties.properties.release.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties.properties.release, data: data115 };
                    if (vErrors === null) {
                      vErrors = [err197];
                    } else {
                      vErrors.push(err197);
                    }
                    errors++;
                  }
                }
              } else {
                const err198 = { instancePath: instancePath + "/live/smoke/" + key25.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/live/properties/smoke/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.live.properties.smoke.additionalProperties.type, parentSchema: schema0.properties.live.properties.smoke.additionalProperties, data: data111 };
                if (vErrors === null) {
                  vErrors = [err198];
                } else {
                  vErrors.push(err198);
                }
                errors++;
              }
            }
          } else {
            const err199 = { instancePath: instancePath + "/live/smoke", schemaPath: "#/properties/live/properties/smoke/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.live.properties.smoke.type, parentSchema: schema0.properties.live.properties.smoke, data: data110 };
            if (vErrors === null) {
              vErrors = [err199];
            } else {
              vErrors.push(err199);
            }
            errors++;
          }
        }
      } else {
        const err200 = { instancePath: instancePath + "/live", schemaPath: "#/properties/live/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.live.type, parentSchema: schema0.properties.live, data: data100 };
        if (vErrors === null) {
          vErrors = [err200];
        } else {
          vErrors.push(err200);
        }
        errors++;
      }
    }
  } else {
    const err201 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
      vErrors = [err201];
    } else {
      vErrors.push(err201);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}

// src/config/semantics.ts
function checkSemantics(raw) {
  const result = { errors: [], warnings: [] };
  checkPaths(raw, result.errors);
  checkRuleIds(raw, result);
  checkConsistency(raw, result.errors);
  return result;
}
function repoPathProblem(p) {
  if (!MAYBE_PROBLEM.test(p)) return void 0;
  if (p.includes(":")) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p))
      return "is a URL; only directories and files inside the repository are allowed";
    if (/^[a-z]:/i.test(p)) return ABSOLUTE;
  }
  if (p.startsWith("/") || p.startsWith("\\")) return ABSOLUTE;
  if (p.includes("..") && p.split(/[\\/]/).includes(".."))
    return 'contains ".."; paths must stay inside the repository';
  if (p.includes("\0")) return "contains a NUL byte";
  return void 0;
}
var ABSOLUTE = "is absolute; use a path relative to the repository root";
var MAYBE_PROBLEM = /[:\0]|^[/\\]|\.\./;
function checkPaths(raw, errors) {
  const check = (p, list, i, key, j) => {
    const problem = p === void 0 ? void 0 : repoPathProblem(p);
    if (!problem) return;
    const pointer = [list, i, key, j].filter((part) => part !== void 0).join("/");
    errors.push({ pointer, message: `${humanPath(pointer)}: "${p}" ${problem}` });
  };
  raw.schemas?.crds?.forEach((p, i) => check(p, "/schemas/crds", i));
  raw.checks?.forEach((p, i) => check(p, "/checks", i));
  raw.admission?.policies?.forEach((p, i) => check(p, "/admission/policies", i));
  check(raw.gateRecords?.path, "/gateRecords/path");
  raw.targets?.forEach((t, i) => {
    check(t.helm?.chart, "/targets", i, "helm/chart");
    check(t.kustomize, "/targets", i, "kustomize");
    check(t.manifests, "/targets", i, "manifests");
    t.helm?.valueFiles?.forEach((v, j) => check(v, "/targets", i, "helm/valueFiles", j));
  });
}
function checkRuleIds(raw, result) {
  const known = rules().map((r) => r.id);
  const ids = [];
  for (const id of Object.keys(raw.rules ?? {})) ids.push(["/rules", id, id]);
  raw.exemptions?.forEach(
    (e, i) => e.rules.forEach((id, j) => ids.push([`/exemptions/${i}/rules/${j}`, id, void 0]))
  );
  for (const [pointer, id, key] of ids) {
    if (known.includes(id)) continue;
    const problem = { pointer, message: `unknown rule id "${id}"${suggest(id, known)}` };
    if (key !== void 0) problem.key = key;
    if ((raw.checks ?? []).length > 0) {
      problem.message += "; accepted only if one of the checks in `checks` defines it";
      result.warnings.push(problem);
    } else {
      result.errors.push(problem);
    }
  }
}
function checkConsistency(raw, errors) {
  const seen = /* @__PURE__ */ new Map();
  raw.targets?.forEach((t, i) => {
    const id = `${t.app}/${t.environment}`;
    const first = seen.get(id);
    if (first !== void 0)
      errors.push({ pointer: `/targets/${i}`, message: `target ${id} is declared twice (also targets[${first}])` });
    else seen.set(id, i);
  });
  raw.envDiff?.forEach((d, i) => {
    if (d.from === d.to) errors.push({ pointer: `/envDiff/${i}`, message: `envDiff compares "${d.from}" with itself` });
  });
  const hasSource = Boolean(raw.gateRecords?.path) || Boolean(raw.gateRecords?.url);
  for (const [name, env] of Object.entries(raw.environments ?? {})) {
    if (env.gateRecords && env.gateRecords !== "off" && !hasSource) {
      errors.push({
        pointer: `/environments/${name}/gateRecords`,
        message: `environment "${name}" sets gateRecords: ${env.gateRecords} but gateRecords.path and gateRecords.url are both unset`
      });
    }
  }
}

// src/config/parse.ts
var MAX_CONFIG_BYTES = 16 * 1024 * 1024;
var MAX_ALIAS_COUNT = 100;
function parseConfigText(text, file) {
  const parsed = parseYamlFile(text, { maxDocBytes: MAX_CONFIG_BYTES, maxAliasCount: MAX_ALIAS_COUNT });
  const broken = parsed.firstError;
  if (broken) throw new ConfigError(file, broken.line, `YAML: ${broken.error}`);
  if (parsed.documents.length > 1)
    throw new ConfigError(file, parsed.docs[1]?.line, "YAML: the config is one document (found a second)");
  return { raw: asMapping(parsed.value, file), lineOf: parsed.lineOf };
}
function asMapping(value, file) {
  if (value === null || value === void 0) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw new ConfigError(file, 1, "the config must be a mapping (key: value)");
  return value;
}

// src/config/load.ts
function loadConfig(text, file) {
  return loadConfigDetailed(text, file).config;
}
function loadConfigDetailed(text, file) {
  if (Buffer.byteLength(text, "utf8") > MAX_CONFIG_BYTES)
    throw new ConfigError(file, void 0, `larger than ${MAX_CONFIG_BYTES} bytes`);
  const parsed = parseConfigText(text, file);
  const { raw, lineOf } = parsed;
  if (!validate(raw)) fail(file, parsed, describeErrors(validate.errors ?? []));
  const semantic = checkSemantics(raw);
  if (semantic.errors.length > 0) fail(file, parsed, semantic.errors);
  const warnings = semantic.warnings.map((w) => withLine(file, lineOf(w.pointer, w.key), w.message));
  return { config: withDefaults(raw, file), warnings };
}
async function readConfigFile(filePath, displayName = filePath) {
  let text;
  try {
    text = await readFile(filePath, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return { config: defaultConfig(displayName), warnings: [] };
    throw new ConfigError(displayName, void 0, `cannot read: ${err.message}`);
  }
  return loadConfigDetailed(text, displayName);
}
function withLine(file, line, message) {
  return `${file}${line === void 0 ? "" : `:${line}`}: ${message}`;
}
function fail(file, { lineOf }, problems) {
  const all = problems.map((p) => ({ line: lineOf(p.pointer, p.key), message: p.message })).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const first = all[0];
  const rest = all.slice(1).map((p) => `
  ${withLine(file, p.line, p.message)}`).join("");
  throw new ConfigError(file, first?.line, `${first?.message ?? "invalid"}${rest}`);
}

export {
  ConfigError,
  DEFAULT_KUBERNETES_VERSION,
  defaultConfig,
  repoPathProblem,
  MAX_CONFIG_BYTES,
  loadConfig,
  loadConfigDetailed,
  readConfigFile
};
