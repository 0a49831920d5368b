import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  ALL_ROLES,
  EMPTY_RESULTS,
  KINDS_PARAM,
  compileConditions,
  describeContainer,
  durationSeconds,
  findingAt,
  inRoles,
  measurementPhase,
  metricsOf,
  probeEquality,
  probePort,
  probeReadiness,
  queryOf,
  rolesParam,
  unreadablePatchDrafts
} from "./chunk-BVFYZUKM.js";
import {
  podTemplatePointer
} from "./chunk-AEMN7P2B.js";
import {
  generationProbes,
  probeOutcome,
  syntheticObject
} from "./chunk-2RMB7KEH.js";
import {
  ImageRefError,
  parseImageRef
} from "./chunk-4EY6NFE4.js";
import {
  containerFieldPointer,
  isRuntimeImage,
  podFieldPointer
} from "./chunk-KZXAIZA3.js";
import {
  healthCustomizations,
  isArgocdCm
} from "./chunk-VQ6XOWD6.js";
import {
  isQuantity
} from "./chunk-54GLFIVL.js";
import {
  require_ajv
} from "./chunk-BNZOBEEZ.js";
import {
  syntaxError
} from "./chunk-LYETZ6Z3.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import {
  apiGroup,
  describeRef
} from "./chunk-XY7PLT3O.js";
import {
  escapeRegExp
} from "./chunk-URNH3GDA.js";
import {
  annotationsOf,
  asObject,
  escapePointerToken,
  getAt,
  isObject,
  joinPointer,
  parsePointer
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/checks/templates/container-privileged.ts
var containerPrivileged = {
  name: "container-privileged",
  summary: "Containers with `securityContext.privileged: true` (and optionally added capabilities that amount to it).",
  params: {
    type: "object",
    properties: {
      capabilities: {
        description: "Added capabilities that count as privileged too (e.g. `SYS_ADMIN`, `ALL`). Empty: only `privileged: true`.",
        type: "array",
        items: { type: "string", minLength: 1 },
        uniqueItems: true,
        default: []
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const drafts = [];
    const wanted = new Set(params.capabilities.map((c) => c.toUpperCase().replace(/^CAP_/, "")));
    for (const c of ctx.containers) {
      if (!inRoles(c, params)) continue;
      if (getAt(c.container, "/securityContext/privileged") === true) {
        const path2 = containerFieldPointer(c, "securityContext", "privileged");
        const message2 = `${describeContainer(c)} runs privileged (full access to the node)`;
        drafts.push(findingAt(check, c.resource, path2, c.name, message2));
        continue;
      }
      const added = getAt(c.container, "/securityContext/capabilities/add");
      if (!Array.isArray(added)) continue;
      const index = added.findIndex(
        (cap) => typeof cap === "string" && wanted.has(cap.toUpperCase().replace(/^CAP_/, ""))
      );
      if (index < 0) continue;
      const path = containerFieldPointer(c, "securityContext", "capabilities", "add", index);
      const message = `${describeContainer(c)} adds capability ${String(added[index])}, which amounts to running privileged`;
      drafts.push(findingAt(check, c.resource, path, c.name, message));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  }
};

// src/checks/limit-ranges.ts
function keys(v) {
  return isObject(v) ? Object.keys(v).filter((k) => v[k] !== null && v[k] !== void 0) : [];
}
function defaultsOf(resource2) {
  const requests = /* @__PURE__ */ new Set();
  const limits = /* @__PURE__ */ new Set();
  const items = isObject(resource2.object.spec) ? resource2.object.spec.limits : void 0;
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item) || item.type !== "Container") continue;
    for (const k of [...keys(item.default), ...keys(item.max)]) limits.add(k);
    for (const k of [...limits, ...keys(item.defaultRequest), ...keys(item.min)]) requests.add(k);
  }
  return { resource: resource2, requests, limits };
}
function limitRangesIn(resources, namespace) {
  return resources.filter(
    (r) => r.ref.kind === "LimitRange" && r.ref.apiVersion === "v1" && (r.ref.namespace ?? "") === (namespace ?? "")
  ).map(defaultsOf);
}

// src/checks/templates/container-resources.ts
function has(v, name) {
  if (!isObject(v)) return false;
  const value = v[name];
  if (typeof value === "string" && value.includes("{{")) return true;
  return isQuantity(value);
}
function missingOf(c, field, names, limitsCount) {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  return names.filter((n) => !has(res[field], n) && !(field === "requests" && limitsCount && has(res.limits, n)));
}
function locationFor(c, field) {
  const candidates = [containerFieldPointer(c, "resources", field), containerFieldPointer(c, "resources"), c.pointer];
  const pointer = candidates.find((p) => getAt(c.resource.object, p) !== void 0) ?? c.pointer;
  return c.resource.locate(pointer);
}
function draftFor(c, field, missing, ranges, check) {
  const coveredBy = (n) => ranges.find((r) => r[field].has(n));
  const uncovered = missing.filter((n) => !coveredBy(n));
  const names = [
    ...new Set(
      missing.map(coveredBy).filter((r) => r !== void 0).map((r) => describeRef(r.resource.ref))
    )
  ];
  const path = containerFieldPointer(c, "resources", field);
  const at = (message) => ({
    ...findingAt(check, c.resource, path, c.name, message),
    location: locationFor(c, field)
  });
  const what = `${describeContainer(c)} sets no ${field === "requests" ? "request" : "limit"} for ${missing.join(", ")}`;
  if (uncovered.length === 0)
    return { ...at(`${what}; ${names.join(", ")} in the same namespace supplies the default`), severity: "note" };
  const partly = names.length > 0 ? ` (${names.join(", ")} supplies defaults only for ${missing.filter((n) => coveredBy(n)).join(", ")})` : "";
  return at(`${what}${partly}`);
}
var containerResources = {
  name: "container-resources",
  summary: "Containers that leave resource requests or limits unset, unless a LimitRange in the same namespace supplies them (then a note naming it).",
  params: {
    type: "object",
    properties: {
      field: {
        description: "Which part of `resources` must be set: `requests` or `limits`.",
        enum: ["requests", "limits"]
      },
      resources: {
        description: "Resource names that must be set.",
        type: "array",
        items: { type: "string", minLength: 1 },
        minItems: 1,
        uniqueItems: true,
        default: ["cpu", "memory"]
      },
      limitsCountAsRequests: {
        description: "A limit without a request counts as the request (Kubernetes copies it).",
        type: "boolean",
        default: true
      },
      honorLimitRanges: {
        description: "A LimitRange default in the same namespace turns the finding into a note that names it.",
        type: "boolean",
        default: true
      },
      roles: rolesParam(["container", "sidecar", "init"])
    },
    required: ["field"],
    additionalProperties: false
  },
  run(ctx, params, check) {
    const field = params.field;
    const drafts = [];
    for (const c of ctx.containers) {
      if (!inRoles(c, params) || c.role === "ephemeral") continue;
      const missing = missingOf(c, field, params.resources, params.limitsCountAsRequests);
      if (missing.length === 0) continue;
      const ranges = params.honorLimitRanges ? limitRangesIn(ctx.resources, c.resource.ref.namespace) : [];
      drafts.push(draftFor(c, field, missing, ranges, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  }
};

// src/checks/templates/gpu-toleration.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function tolerations(pod) {
  return Array.isArray(pod.spec.tolerations) ? pod.spec.tolerations.filter(isObject) : [];
}
function tolerates(t, key, effect) {
  const effectOk = t.effect === void 0 || t.effect === null || t.effect === "" || t.effect === effect;
  const keyOk = t.key === key || (t.key === void 0 || t.key === "") && t.operator === "Exists";
  return effectOk && keyOk;
}
function gpuRequest(c, gpu) {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  for (const field of ["limits", "requests"]) {
    const list2 = res[field];
    const name = isObject(list2) ? Object.keys(list2).find((n) => gpu.isGpu(n)) : void 0;
    if (name) return { field, name };
  }
  return void 0;
}
function withoutRequest(pod, containers, gpu, check) {
  if (Array.isArray(pod.spec.resourceClaims) && pod.spec.resourceClaims.length > 0) return [];
  if (containers.some((c) => gpuRequest(c, gpu))) return [];
  const list2 = tolerations(pod);
  const index = list2.findIndex((t) => typeof t.key === "string" && gpu.taintKeys.includes(t.key));
  if (index < 0) return [];
  const key = String(list2[index]?.key);
  const message = `tolerates the GPU taint ${key} but no container requests a GPU: the pod can take a GPU node's capacity without using the GPU`;
  return [findingAt(check, pod.resource, podFieldPointer(pod, "tolerations", index), key, message)];
}
function withoutToleration(pod, containers, gpu, check) {
  const list2 = tolerations(pod);
  if (gpu.taintKeys.some((key) => list2.some((t) => tolerates(t, key, gpu.effect)))) return [];
  const drafts = [];
  for (const c of containers) {
    const req = gpuRequest(c, gpu);
    if (!req) continue;
    const path = containerFieldPointer(c, "resources", req.field, req.name);
    const message = `${describeContainer(c)} requests ${req.name} but the pod tolerates none of the GPU node taints (${gpu.taintKeys.join(", ")}): it stays Pending`;
    drafts.push(findingAt(check, c.resource, path, c.name, message));
  }
  return drafts;
}
var gpuToleration = {
  name: "gpu-toleration",
  summary: "Pods that tolerate a GPU taint without requesting a GPU; optionally the reverse (a GPU request without the toleration tainted GPU nodes need).",
  params: {
    type: "object",
    properties: {
      taintKeys: {
        description: "Taint keys that mark GPU nodes.",
        type: "array",
        items: { type: "string", minLength: 1 },
        minItems: 1,
        default: ["nvidia.com/gpu", "amd.com/gpu"]
      },
      taintEffect: {
        description: "Effect of the GPU node taint (for the reverse case).",
        enum: ["NoSchedule", "PreferNoSchedule", "NoExecute"],
        default: "NoSchedule"
      },
      gpuResources: {
        description: "Extended resource names (globs) that are GPUs; the config's GPU resources are added.",
        type: "array",
        items: { type: "string", minLength: 1 },
        default: ["nvidia.com/gpu", "nvidia.com/mig-*", "amd.com/gpu", "gpu.intel.com/*"]
      },
      tolerationWithoutRequest: {
        description: "Report a GPU toleration in a pod that requests no GPU.",
        type: "boolean",
        default: true
      },
      requestWithoutToleration: {
        description: "Report a GPU request in a pod that tolerates no GPU taint. Turn on where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off.",
        type: "boolean",
        default: false
      },
      roles: rolesParam(["container", "sidecar", "init"])
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const gpu = {
      taintKeys: params.taintKeys,
      effect: params.taintEffect,
      isGpu: (0, import_picomatch.default)([...params.gpuResources, ...ctx.gpuResources])
    };
    const drafts = [];
    for (const pod of ctx.pods) {
      const containers = ctx.containers.filter((c) => c.pod === pod && inRoles(c, params));
      if (params.tolerationWithoutRequest) drafts.push(...withoutRequest(pod, containers, gpu, check));
      if (params.requestWithoutToleration) drafts.push(...withoutToleration(pod, containers, gpu, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  }
};

// src/checks/images.ts
function imagesOf(containers, problems, checkId) {
  const out = [];
  for (const site of containers) {
    const raw = site.container.image;
    if (raw === void 0 || raw === null) continue;
    const path = containerFieldPointer(site, "image");
    if (isRuntimeImage(site, raw)) {
      if (checkId !== void 0) problems.push(runtimeImage(site, raw, path, checkId));
      continue;
    }
    try {
      if (typeof raw !== "string")
        throw new ImageRefError(`invalid image reference ${JSON.stringify(raw)}: it is not a string`);
      out.push({ site, image: parseImageRef(raw), path });
    } catch (err) {
      if (!(err instanceof ImageRefError)) throw err;
      problems.push({
        ruleId: "schema/invalid",
        message: `${describeContainer(site)}: ${err.message}`,
        resource: site.resource,
        path,
        fingerprintKey: site.name,
        remediation: "Write the image as [registry[:port]/]repository[:tag][@sha256:<64 hex>], lowercase repository."
      });
    }
  }
  return out;
}
function runtimeImage(site, raw, path, checkId) {
  return {
    ruleId: checkId,
    verdict: "inconclusive",
    message: `${describeContainer(site)} image "${raw}" is filled in from a workflow parameter when the pod starts, so it was not checked`,
    resource: site.resource,
    path,
    fingerprintKey: site.name,
    remediation: "Write the image (or the parameter's default and every value the workflow is submitted with) where it can be reviewed, or exempt the finding."
  };
}
function imageFaultDrafts(ctx, params, check, fault, extra = {}) {
  const drafts = [];
  const containers = ctx.containers.filter((c) => inRoles(c, params));
  for (const { site, image, path } of imagesOf(containers, drafts, check.id)) {
    const why = fault(image);
    if (why === void 0) continue;
    const message = `${describeContainer(site)} image "${image.original}" ${why}`;
    drafts.push({ ...findingAt(check, site.resource, path, site.name, message), ...extra });
  }
  drafts.push(...unreadablePatchDrafts(ctx.pods, check));
  return drafts;
}

// src/checks/templates/image-digest.ts
var imageDigest = {
  name: "image-digest",
  summary: "Images without an `@sha256:` digest. Severity `error` where the environment sets `requireDigests: true`.",
  params: {
    type: "object",
    properties: {
      algorithms: {
        description: "Digest algorithms that count as pinned.",
        type: "array",
        items: { enum: ["sha256", "sha384", "sha512"] },
        minItems: 1,
        default: ["sha256"]
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const algorithms = params.algorithms;
    const env = ctx.env.requireDigests ? ` (environment "${ctx.env.name}" requires digests)` : "";
    const pinned = (algo) => algo !== void 0 && algorithms.includes(algo);
    return imageFaultDrafts(
      ctx,
      params,
      check,
      (image) => pinned(image.digest?.split(":")[0]) ? void 0 : `is not pinned to a digest${env}`,
      ctx.env.requireDigests ? { severity: "error" } : {}
    );
  }
};

// src/checks/templates/image-registry.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var imageRegistry = {
  name: "image-registry",
  summary: "Images whose normalised name (`registry/repository`, Docker Hub as `docker.io/library/\u2026`) matches none of the allowed globs.",
  params: {
    type: "object",
    properties: {
      allowed: {
        description: "Globs matched against the normalised image name, e.g. `ghcr.io/acme/**` or `registry.example.com:5000/**`.",
        type: "array",
        items: { type: "string", minLength: 1 },
        minItems: 1
      },
      roles: rolesParam(ALL_ROLES)
    },
    required: ["allowed"],
    additionalProperties: false
  },
  run(ctx, params, check) {
    const allowed = params.allowed;
    const isAllowed = (0, import_picomatch2.default)(allowed, { dot: true });
    return imageFaultDrafts(
      ctx,
      params,
      check,
      (image) => isAllowed(image.name) ? void 0 : `(${image.name}) is not from an allowed registry (${allowed.join(", ")})`
    );
  }
};

// src/checks/templates/image-tag.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
var imageTag = {
  name: "image-tag",
  summary: "Images referenced by a mutable tag (or no tag at all) and no digest.",
  params: {
    type: "object",
    properties: {
      mutableTags: {
        description: "Tags (globs, case-sensitive) that are moved on purpose and so do not identify one image.",
        type: "array",
        items: { type: "string", minLength: 1 },
        default: ["latest"]
      },
      requireTag: {
        description: "Also report references with neither tag nor digest (the runtime pulls `:latest`).",
        type: "boolean",
        default: true
      },
      roles: rolesParam(ALL_ROLES)
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const isMutable = (0, import_picomatch3.default)(params.mutableTags, { dot: true });
    return imageFaultDrafts(ctx, params, check, (image) => {
      if (image.digest) return void 0;
      if (image.tag === void 0) return params.requireTag ? "has no tag, so the runtime pulls `:latest`" : void 0;
      return isMutable(image.tag) ? `uses the mutable tag \`${image.tag}\`` : void 0;
    });
  }
};

// src/checks/hooks/hook-kind.ts
var ARGO_HOOK = "argocd.argoproj.io/hook";
var ARGO_DELETE_POLICY = "argocd.argoproj.io/hook-delete-policy";
var HELM_HOOK = "helm.sh/hook";
var HELM_DELETE_POLICY = "helm.sh/hook-delete-policy";
var JUDGED_PHASES = ["PreSync", "Sync", "PostSync", "SyncFail"];
var HELM_TO_ARGO = {
  "crd-install": "PreSync",
  "pre-install": "PreSync",
  "pre-upgrade": "PreSync",
  "post-install": "PostSync",
  "post-upgrade": "PostSync"
};
var HELM_DELETE = {
  "hook-succeeded": "HookSucceeded",
  "hook-failed": "HookFailed",
  "before-hook-creation": "BeforeHookCreation"
};
var list = (value) => typeof value === "string" ? value.split(",").map((s) => s.trim()).filter(Boolean) : [];
function hookInfo(resource2) {
  const a = annotationsOf(resource2);
  if (typeof a[ARGO_HOOK] === "string") {
    return {
      phases: list(a[ARGO_HOOK]),
      deletePolicies: list(a[ARGO_DELETE_POLICY]),
      annotation: ARGO_HOOK,
      deleteAnnotation: ARGO_DELETE_POLICY
    };
  }
  const helm = list(a[HELM_HOOK]).map((h) => HELM_TO_ARGO[h]).filter((p) => p !== void 0);
  if (helm.length === 0) return void 0;
  const argoDelete = list(a[ARGO_DELETE_POLICY]);
  const deletePolicies = argoDelete.length > 0 ? argoDelete : list(a[HELM_DELETE_POLICY]).map((p) => HELM_DELETE[p] ?? p);
  return {
    phases: [...new Set(helm)],
    deletePolicies,
    annotation: HELM_HOOK,
    deleteAnnotation: argoDelete.length > 0 ? ARGO_DELETE_POLICY : HELM_DELETE_POLICY
  };
}
function hookJob(resource2, phases) {
  if (resource2.ref.kind !== "Job" || apiGroup(resource2.ref.apiVersion) !== "batch") return void 0;
  const info = hookInfo(resource2);
  return info && info.phases.some((p) => phases.includes(p)) ? info : void 0;
}

// src/checks/hooks/hook-role.ts
var HOOK_ROLE_ANNOTATION = "deploy-gate.io/hook-role";
var TEST_WORDS = /* @__PURE__ */ new Set([
  "test",
  "tests",
  "testing",
  "smoke",
  "smoketest",
  "smoketests",
  "e2e",
  "verify",
  "verification",
  "check",
  "checks",
  "healthcheck",
  "health",
  "probe",
  "integration",
  "acceptance",
  "conformance",
  "validate",
  "validation",
  "sanity"
]);
var SETUP_WORDS = /* @__PURE__ */ new Set([
  "migrate",
  "migrator",
  "migration",
  "migrations",
  "setup",
  "init",
  "initialize",
  "initdb",
  "bootstrap",
  "seed",
  "backup",
  "restore",
  "bucket",
  "buckets",
  "create",
  "provision",
  "install",
  "upgrade",
  "schema",
  "cleanup",
  "admission",
  "certgen",
  "patch",
  "notify",
  "notification",
  "slack"
]);
var SETUP_COMMAND = /(^|[\s/;&|"'])(migrate|flyway|liquibase|alembic|pg_dump|pg_restore|mysqldump|mongodump|atlas\s+migrate|mc\s+mb|aws\s+s3\s+mb|gsutil\s+mb|rake\s+db:|manage\.py\s+migrate)\b/;
var VERIFY_COMMAND = /(^|[\s/;&|"'])(curl|wget|grpc_health_probe|grpcurl|kubectl\s+wait|kubectl\s+rollout\s+status|argocd\s+app\s+wait|nc\s+-z|pytest|newman|k6|go\s+test|npm\s+(run\s+)?test|yarn\s+test|helm\s+test|bats)\b/;
var VERIFY_IMAGE = /(^|\/)(curl|newman|k6|grpc-health-probe|grpcurl)(:|@|$)/;
var wordsOf = (name) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
function containersOf(r) {
  const pod = asObject(getAt(r.object, "/spec/template/spec"));
  return [pod.initContainers, pod.containers].flatMap((list2) => Array.isArray(list2) ? list2.filter(isObject) : []);
}
function namesOf(r) {
  const meta = asObject(r.object.metadata);
  const labels = asObject(meta.labels);
  const names = [r.ref.name, meta.generateName, labels["app.kubernetes.io/component"]];
  for (const c of containersOf(r)) names.push(c.name);
  return names.filter((n) => typeof n === "string");
}
function commandText(r) {
  const parts = [];
  for (const c of containersOf(r))
    for (const field of [c.command, c.args]) if (Array.isArray(field)) parts.push(...field.map(String));
  return parts.join(" ");
}
function declaredRole(r) {
  const value = annotationsOf(r)[HOOK_ROLE_ANNOTATION];
  return value === "verify" || value === "setup" ? value : void 0;
}
function hookRole(r) {
  const declared = declaredRole(r);
  if (declared) return declared;
  const words = namesOf(r).flatMap(wordsOf);
  if (words.some((w) => TEST_WORDS.has(w))) return "verify";
  if (words.some((w) => SETUP_WORDS.has(w))) return "setup";
  const command = commandText(r);
  if (SETUP_COMMAND.test(command)) return "setup";
  if (VERIFY_COMMAND.test(command)) return "verify";
  const images = containersOf(r).map((c) => typeof c.image === "string" ? c.image : "");
  return images.some((i) => VERIFY_IMAGE.test(i)) ? "verify" : "unknown";
}

// src/checks/templates/hook-job.ts
var hookName = (r, h) => `${h.phases.join("/")} hook ${describeRef(r.ref)}`;
function retries(r, h, check) {
  const limit = getAt(r.object, "/spec/backoffLimit");
  if (typeof limit === "number" && limit <= 0) return [];
  const why = limit === void 0 ? "has no backoffLimit (Kubernetes retries 6 times)" : `retries ${String(limit)} times (backoffLimit)`;
  const message = `${hookName(r, h)} ${why}: a flaky check passes on a later try`;
  return [findingAt(check, r, "/spec/backoffLimit", "backoffLimit", message)];
}
function deadline(r, h, check) {
  if (typeof getAt(r.object, "/spec/activeDeadlineSeconds") === "number") return [];
  const message = `${hookName(r, h)} has no activeDeadlineSeconds: a hung check holds the sync until someone notices`;
  return [findingAt(check, r, "/spec", "activeDeadlineSeconds", message)];
}
function evidence(r, h, check) {
  if (!h.deletePolicies.includes("HookSucceeded")) return [];
  const path = `/metadata/annotations/${escapePointerToken(h.deleteAnnotation)}`;
  const message = `${hookName(r, h)} is deleted when it succeeds (HookSucceeded): its logs and result are gone when someone asks what it checked`;
  return [findingAt(check, r, path, "HookSucceeded", message)];
}
function digest(ctx, r, h, check, drafts) {
  const containers = ctx.containers.filter((c) => c.resource === r);
  for (const { site, image, path } of imagesOf(containers, drafts)) {
    if (image.digest !== void 0) continue;
    const message = `${hookName(r, h)}: ${describeContainer(site)} image "${image.original}" has no digest, so the check that gates the sync can change without a commit`;
    drafts.push(findingAt(check, r, path, site.name, message));
  }
}
var hookJobTemplate = {
  name: "hook-job",
  summary: "Jobs that run as Argo CD sync hooks (`argocd.argoproj.io/hook`, or the Helm hooks Argo CD maps to PreSync/PostSync): retries, deadline, delete policy, image digest.",
  params: {
    type: "object",
    properties: {
      aspect: {
        description: "What to check: `retries` (backoffLimit absent or above 0), `deadline` (no activeDeadlineSeconds), `evidence` (HookSucceeded delete policy), `digest` (an image without a digest).",
        enum: ["retries", "deadline", "evidence", "digest"],
        default: "retries"
      },
      hooks: {
        description: "Which hooks are judged: `verifying` (a hook that tests or probes the release \u2014 named or annotated as a test, or running curl/wget/kubectl wait and the like; setup hooks such as migrations, bucket creation or backups are left alone; `deploy-gate.io/hook-role: verify|setup` decides) or `all`.",
        enum: ["verifying", "all"],
        default: "verifying"
      },
      phases: {
        description: "Hook phases judged.",
        type: "array",
        items: { enum: [...JUDGED_PHASES, "PostDelete"] },
        uniqueItems: true,
        default: [...JUDGED_PHASES]
      }
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const aspect = params.aspect;
    const drafts = [];
    for (const r of ctx.resources) {
      const h = hookJob(r, params.phases);
      if (!h) continue;
      if (params.hooks !== "all" && hookRole(r) !== "verify") continue;
      if (aspect === "retries") drafts.push(...retries(r, h, check));
      else if (aspect === "deadline") drafts.push(...deadline(r, h, check));
      else if (aspect === "evidence") drafts.push(...evidence(r, h, check));
      else digest(ctx, r, h, check, drafts);
    }
    return drafts;
  }
};

// src/checks/analysis/empty-result.ts
var VECTOR_FALLBACK = /\bor\s+(?:on\s*\(\s*\)\s*)?vector\s*\(\s*([-+]?[\d.]+(?:e[-+]?\d+)?)\s*\)/gi;
function fallbackCases(site, c) {
  const q = queryOf(site.metric);
  if (!q) return [];
  const out = [];
  for (const m of q.query.matchAll(VECTOR_FALLBACK)) {
    const value = Number(m[1]);
    if (measurementPhase(c, [value]) === "Successful")
      out.push(`an empty result, which \`${m[0].trim()}\` turns into ${value}`);
  }
  return out;
}
function passesWhenEmpty(site) {
  const c = compileConditions(site.metric.successCondition, site.metric.failureCondition);
  if (typeof c === "string") return { cases: [], unreadable: c };
  if (!c.success && !c.failure) return { cases: [] };
  const cases = EMPTY_RESULTS.filter((e) => measurementPhase(c, e.value) === "Successful").map((e) => e.label);
  return { cases: [.../* @__PURE__ */ new Set([...cases, ...fallbackCases(site, c)])] };
}

// src/checks/analysis/traffic-guard.ts
var RATIO_NAME = /success[-_ ]?rate|error[-_ ]?rate|availability|ratio|percent|apdex/i;
function shape(query) {
  return query.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\{[^}]*\}/g, "").replace(/\[[^\]]*\]/g, "");
}
function divides(query) {
  return /\)\s*\/\s*(?:\(|[a-z_])/i.test(shape(query));
}
function isRatioMetric(site) {
  const q = queryOf(site.metric);
  if (!q) return false;
  return divides(q.query) || RATIO_NAME.test(site.name);
}
function queryGuard(query) {
  const s = shape(query);
  return /\b(?:and|unless)\b/i.test(s) || /(?:[<>]=?|==)\s*(?:bool\s+)?[\d.]/.test(s);
}
function conditionGuard(site) {
  const c = compileConditions(site.metric.successCondition, site.metric.failureCondition);
  if (typeof c === "string" || !c.success && !c.failure) return false;
  const phases = EMPTY_RESULTS.map((e) => measurementPhase(c, e.value));
  if (phases.some((p) => p === "Successful")) return false;
  const text = `${String(site.metric.successCondition ?? "")} ${String(site.metric.failureCondition ?? "")}`;
  const explicit = /\blen\s*\(\s*result\s*\)|\bisNaN\s*\(|\bisInf\s*\(/.test(text);
  return explicit || measurementPhase(c, [Number.NaN]) === "Inconclusive";
}
function countMetric(site, siblings) {
  return siblings.find((other) => {
    if (other === site || isRatioMetric(other)) return false;
    const q = queryOf(other.metric);
    if (!q || !/count|requests|_total|throughput|\brps\b|qps/i.test(`${other.name} ${q.query}`)) return false;
    return typeof other.metric.failureCondition === "string" || typeof other.metric.successCondition === "string";
  });
}
function trafficGuard(site, siblings) {
  const q = queryOf(site.metric);
  if (q && queryGuard(q.query)) return "query";
  if (conditionGuard(site)) return "conditions";
  const counter = countMetric(site, siblings);
  return counter ? `metric "${counter.name}"` : void 0;
}

// src/checks/templates/analysis-metric.ts
var named = (s) => `${describeRef(s.resource.ref)} metric "${s.name}"`;
var draft = (s, check, path, message) => findingAt(check, s.resource, `${s.pointer}${path}`, s.name, message);
function emptyResult(s, check) {
  const found = passesWhenEmpty(s);
  if (found.unreadable !== void 0) {
    const message2 = `${named(s)}: its conditions could not be evaluated (${found.unreadable}); whether an empty result passes was not checked`;
    return [{ ...draft(s, check, "", message2), verdict: "inconclusive" }];
  }
  if (found.cases.length === 0) return [];
  const path = s.metric.successCondition !== void 0 ? "/successCondition" : "/failureCondition";
  const message = `${named(s)} passes when the query measures nothing: ${found.cases.join("; ")} is a successful measurement`;
  return [draft(s, check, path, message)];
}
function failureCondition(s, check) {
  if (typeof s.metric.failureCondition === "string" && s.metric.failureCondition.trim() !== "") return [];
  if (queryOf(s.metric) === void 0) return [];
  const message = `${named(s)} has no failureCondition: a bad measurement is only "not successful", and nothing says when to abort`;
  return [draft(s, check, "", message)];
}
function window(s, check, minSeconds, minText) {
  const interval = s.metric.interval === void 0 ? 0 : durationSeconds(s.metric.interval);
  const count = s.metric.count;
  if (interval === void 0) return [];
  if (count === void 0 && interval > 0) return [];
  const n = count === void 0 ? 1 : typeof count === "number" ? count : Number.NaN;
  if (!Number.isFinite(n)) return [];
  const seconds = interval * n;
  if (seconds >= minSeconds) return [];
  const measured = interval === 0 ? "a single measurement" : `${String(s.metric.interval)} \xD7 ${n} = ${seconds}s`;
  const message = `${named(s)} watches ${measured}, less than ${minText}: a slow leak or a burst after warm-up is not seen`;
  return [draft(s, check, count === void 0 ? "" : "/count", message)];
}
var RESOURCE = /container_cpu|container_memory|cpu_usage|memory_usage|memory_working_set|process_cpu|process_resident|node_cpu|node_memory|kube_pod_container_resource|system\.cpu|system\.mem|cpuutilization|memoryutilization|\bcpu\b|\bmemory\b/i;
var USER_FACING = /error|5\d\d|4\d\d|latency|duration|_bucket|quantile|status|success|fail|http_requests|grpc|request/i;
function resource(s, check) {
  const q = queryOf(s.metric);
  if (!q || !RESOURCE.test(q.query) || USER_FACING.test(q.query)) return [];
  const message = `${named(s)} measures CPU or memory, not what users see (errors, latency): a release that fails every request can use less CPU than the one it replaces`;
  return [draft(s, check, q.pointer, message)];
}
function noTrafficGuard(s, siblings, check) {
  if (!isRatioMetric(s) || trafficGuard(s, siblings) !== void 0) return [];
  const q = queryOf(s.metric);
  const message = `${named(s)} is a ratio with no minimum-traffic guard: with a handful of requests (or none) nothing makes the measurement fail or be inconclusive, so the canary can be promoted on no evidence`;
  return [draft(s, check, q ? q.pointer : "", message)];
}
var analysisMetric = {
  name: "analysis-metric",
  summary: "Metrics of Argo Rollouts analyses (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun), their conditions evaluated as Rollouts does (expr).",
  params: {
    type: "object",
    properties: {
      aspect: {
        description: "`empty-result` (a measurement of nothing passes), `failure-condition` (none), `window` (interval \xD7 count below minWindow), `resource` (CPU/memory instead of errors or latency), `traffic-guard` (a ratio with no minimum-traffic guard).",
        enum: ["empty-result", "failure-condition", "window", "resource", "traffic-guard"],
        default: "empty-result"
      },
      minWindow: {
        description: "Shortest time a metric must watch (`window`), a Go duration.",
        type: "string",
        pattern: "^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$",
        default: "10m"
      }
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const aspect = params.aspect;
    const minText = params.minWindow;
    const minSeconds = durationSeconds(minText) ?? 600;
    const drafts = [];
    for (const metrics of ctx.resources.map(metricsOf)) {
      for (const s of metrics) {
        if (aspect === "traffic-guard") drafts.push(...noTrafficGuard(s, metrics, check));
        else if (aspect === "empty-result") drafts.push(...emptyResult(s, check));
        else if (aspect === "failure-condition") drafts.push(...failureCondition(s, check));
        else if (aspect === "window") drafts.push(...window(s, check, minSeconds, minText));
        else drafts.push(...resource(s, check));
      }
    }
    return drafts;
  }
};

// src/checks/templates/replicas-with-hpa.ts
var SCALED = /* @__PURE__ */ new Set(["apps/Deployment", "apps/StatefulSet", "argoproj.io/Rollout"]);
function scalersOf(resources) {
  const out = [];
  for (const r of resources) {
    const isHpa = r.ref.kind === "HorizontalPodAutoscaler" && apiGroup(r.ref.apiVersion) === "autoscaling";
    const isKeda = r.ref.kind === "ScaledObject" && apiGroup(r.ref.apiVersion) === "keda.sh";
    const ref = getAt(r.object, "/spec/scaleTargetRef");
    if (!(isHpa || isKeda) || !isObject(ref) || typeof ref.name !== "string") continue;
    const kind = typeof ref.kind === "string" ? ref.kind : "Deployment";
    const group = typeof ref.apiVersion === "string" ? apiGroup(ref.apiVersion) : kind === "Rollout" ? "argoproj.io" : "apps";
    out.push({ resource: r, group, kind, name: ref.name });
  }
  return out;
}
var glob = (pattern, value) => pattern === void 0 || pattern === "*" || pattern === value;
var REPLICAS = /* @__PURE__ */ new Set(["/spec/replicas", ".spec.replicas"]);
function ignoresReplicas(entries, r) {
  return entries.some((e) => {
    if (!glob(e.group ?? "", apiGroup(r.ref.apiVersion)) || !glob(e.kind, r.ref.kind)) return false;
    if (e.name !== void 0 && e.name !== r.ref.name) return false;
    if (e.namespace !== void 0 && r.ref.namespace !== void 0 && e.namespace !== r.ref.namespace) return false;
    const paths = [
      ...Array.isArray(e.jsonPointers) ? e.jsonPointers : [],
      ...Array.isArray(e.jqPathExpressions) ? e.jqPathExpressions : []
    ];
    return paths.some((p) => typeof p === "string" && REPLICAS.has(p.trim())) || Array.isArray(e.managedFieldsManagers) && e.managedFieldsManagers.length > 0;
  });
}
var replicasWithHpa = {
  name: "replicas-with-hpa",
  summary: "Deployments, StatefulSets and Rollouts that set `spec.replicas` while an HPA (or KEDA ScaledObject) of the same target scales them.",
  params: { type: "object", properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    const drafts = [];
    const scalers = scalersOf(ctx.resources);
    for (const r of ctx.resources) {
      if (!SCALED.has(`${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`) || getAt(r.object, "/spec/replicas") === void 0)
        continue;
      const scaler = scalers.find(
        (s) => s.name === r.ref.name && s.kind === r.ref.kind && s.group === apiGroup(r.ref.apiVersion) && (s.resource.ref.namespace ?? "") === (r.ref.namespace ?? "")
      );
      if (!scaler || ignoresReplicas(ctx.ignoreDifferences, r)) continue;
      const message = `${describeRef(r.ref)} sets spec.replicas: ${String(getAt(r.object, "/spec/replicas"))} while ${describeRef(scaler.resource.ref)} scales it: every sync resets the HPA's choice`;
      drafts.push(findingAt(check, r, "/spec/replicas", "replicas", message));
    }
    return drafts;
  }
};

// src/checks/templates/argocd-health.ts
var IGNORE_HEALTHCHECK = "argocd.argoproj.io/ignore-healthcheck";
function customizationsIn(resources) {
  return resources.filter((r) => isArgocdCm(r.object)).flatMap((cm) => {
    const data = isObject(cm.object.data) ? cm.object.data : {};
    return healthCustomizations(data, describeRef(cm.ref)).map((c) => ({ cm, c }));
  });
}
function draftFor2(cm, c, check, message) {
  return findingAt(check, cm, `/data/${escapePointerToken(c.dataKey)}`, c.key, message);
}
var outcomes = /* @__PURE__ */ new Map();
function probesOf(c) {
  const key = `${String(c.openLibs)}\0${c.key}\0${c.script}`;
  let outcome = outcomes.get(key);
  if (!outcome) {
    outcome = probeOutcome(c.script, c.openLibs, generationProbes([syntheticObject(c.key)], true));
    if (outcomes.size > 256) outcomes.clear();
    outcomes.set(key, outcome);
  }
  return outcome;
}
function generation(cm, c, check) {
  if (syntaxError(c.script, c.key) !== void 0) return [];
  const outcome = probesOf(c);
  const probe = "healthy" in outcome ? outcome.healthy : void 0;
  if (!probe) return [];
  const message = `the health check for ${c.key} says Healthy for ${probe.name}: a rollout of that resource inherits the previous generation's "Healthy"`;
  return [draftFor2(cm, c, check, message)];
}
function scriptError(cm, c, check) {
  const error = syntaxError(c.script, c.key);
  if (error !== void 0) return [draftFor2(cm, c, check, `the health check for ${c.key} does not compile: ${error}`)];
  const outcome = probesOf(c);
  if (!("limit" in outcome)) return [];
  const message = `the health check for ${c.key} went over its ${outcome.limit} on a test input: ${outcome.error}`;
  return [{ ...draftFor2(cm, c, check, message), verdict: "inconclusive" }];
}
function ignored(r, check) {
  const value = annotationsOf(r)[IGNORE_HEALTHCHECK];
  if (value === void 0 || String(value).toLowerCase() === "false") return [];
  const path = `/metadata/annotations/${escapePointerToken(IGNORE_HEALTHCHECK)}`;
  const message = `${describeRef(r.ref)} carries ${IGNORE_HEALTHCHECK}: Argo CD leaves it out of the Application's health, so the app is Healthy whatever it does`;
  return [findingAt(check, r, path, IGNORE_HEALTHCHECK, message)];
}
var argocdHealth = {
  name: "argocd-health",
  summary: "Argo CD health: custom health checks in rendered `argocd-cm` ConfigMaps (run with Argo CD's Lua semantics) and objects excluded from health assessment.",
  params: {
    type: "object",
    properties: {
      aspect: {
        description: "`generation` (a customized check says Healthy on a probe of no status, no observedGeneration, or the previous generation), `script-error` (does not compile), `ignored` (the ignore-healthcheck annotation).",
        enum: ["generation", "script-error", "ignored"],
        default: "generation"
      }
    },
    additionalProperties: false
  },
  run(ctx, params, check) {
    const aspect = params.aspect;
    if (aspect === "ignored") return ctx.resources.flatMap((r) => ignored(r, check));
    const run = aspect === "generation" ? generation : scriptError;
    return customizationsIn(ctx.resources).flatMap(({ cm, c }) => run(cm, c, check));
  }
};

// src/checks/templates/object-schema.ts
var import_ajv = __toESM(require_ajv(), 1);
var ajv;
var compiled = /* @__PURE__ */ new WeakMap();
var globToRegExp = (glob2) => new RegExp(`^${glob2.split("*").map(escapeRegExp).join("[^/]*")}$`);
function compileObjectSchema(params) {
  try {
    ajv ??= new import_ajv.Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(params.schema);
    compiled.set(params, { validate, kinds: params.kinds.map(globToRegExp) });
    return [];
  } catch (e) {
    return [`params.schema is not a valid JSON Schema: ${e instanceof Error ? e.message : String(e)}`];
  }
}
var objectSchema = {
  name: "object-schema",
  summary: "Objects of the selected kinds must satisfy a JSON Schema (required labels, allowed values, disallowed kinds with `schema: false`). Compiled once when the checks load.",
  params: {
    type: "object",
    properties: {
      kinds: KINDS_PARAM,
      schema: {
        description: "The JSON Schema (draft-07) each object must satisfy; `false` reports every object of those kinds.",
        type: ["object", "boolean"],
        default: true
      },
      message: {
        description: "What a finding says before the schema error.",
        type: "string",
        minLength: 1,
        default: "the object does not satisfy the check's schema"
      }
    },
    additionalProperties: false
  },
  compile: compileObjectSchema,
  run(ctx, params, check) {
    const c = compiled.get(params) ?? (compileObjectSchema(params), compiled.get(params));
    if (!c) return [];
    const drafts = [];
    for (const r of ctx.resources) {
      const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`;
      if (!c.kinds.some((k) => k.test(key)) || c.validate(r.object)) continue;
      const errors = c.validate.errors ?? [{ instancePath: "", message: "is not allowed" }];
      for (const e of errors) {
        const extra = e.params && "missingProperty" in e.params ? ` (${String(e.params.missingProperty)})` : "";
        const message = `${describeRef(r.ref)}: ${params.message}: ${e.instancePath || "the object"} ${e.message ?? "is invalid"}${extra}`;
        drafts.push(findingAt(check, r, e.instancePath || "", `${e.instancePath}${extra}`, message));
      }
    }
    return drafts;
  }
};

// src/checks/templates/pod-security.ts
function expand(root, field) {
  let hits = [{ tokens: [], value: root }];
  for (const token of parsePointer(field)) {
    const next = [];
    for (const h of hits) {
      if (token === "*") {
        if (Array.isArray(h.value)) h.value.forEach((v, i) => next.push({ tokens: [...h.tokens, i], value: v }));
        else if (isObject(h.value))
          for (const [k, v] of Object.entries(h.value)) next.push({ tokens: [...h.tokens, k], value: v });
      } else if (isObject(h.value) && h.value[token] !== void 0)
        next.push({ tokens: [...h.tokens, token], value: h.value[token] });
    }
    hits = next;
  }
  return hits;
}
function valuesOf(rule, hit) {
  if (rule.valuesAre === "values") return [hit];
  if (!isObject(hit.value)) return [];
  return Object.keys(hit.value).filter((k) => k !== "name").map((k) => ({ value: k, tokens: [...hit.tokens, k] }));
}
function problem(rule, value) {
  const shown = JSON.stringify(value);
  if (rule.mustContain) {
    const list2 = Array.isArray(value) ? value.map((v) => String(v).toUpperCase()) : [];
    const missing = rule.mustContain.filter((m) => !list2.includes(m.toUpperCase()));
    return missing.length ? `does not include ${missing.join(", ")}` : void 0;
  }
  if (value === null) return void 0;
  const norm = (v) => typeof v === "string" ? v.toUpperCase().replace(/^CAP_/, "") : v;
  if (rule.forbidden?.some((f) => norm(f) === norm(value))) return `is ${shown}`;
  if (rule.allowed || rule.allowedPrefixes) {
    const ok = rule.allowed?.some((a) => norm(a) === norm(value)) || typeof value === "string" && rule.allowedPrefixes?.some((p) => value.startsWith(p));
    if (!ok)
      return `is ${shown} (allowed: ${[...(rule.allowed ?? []).map((a) => JSON.stringify(a)), ...(rule.allowedPrefixes ?? []).map((p) => `${p}\u2026`)].join(", ") || "unset only"})`;
  }
  return void 0;
}
var fieldName = (field) => field.replace(/^\//, "").replace(/\//g, ".");
function draft2(rule, check, site, path, key, message) {
  return findingAt(check, site.resource, path, key, `${rule.control}: ${message}`);
}
function podDrafts(rule, pod, check) {
  const hits = expand(pod.spec, rule.field);
  if (hits.length === 0 && rule.required) {
    const message = `the pod does not set ${fieldName(rule.field)}`;
    return [draft2(rule, check, pod, pod.pointer, `${pod.pointer} ${rule.field}`, message)];
  }
  return hits.flatMap(
    (h) => valuesOf(rule, h).flatMap(({ value, tokens }) => {
      const why = problem(rule, value);
      if (!why) return [];
      const where = podFieldPointer(pod, ...tokens);
      return [draft2(rule, check, pod, where, `${pod.pointer} ${tokens.join("/")}`, `pod ${tokens.join(".")} ${why}`)];
    })
  );
}
function containerKey(rule, c, tokens = []) {
  return rule.field.includes("*") && tokens.length > 0 ? `${c.name} ${tokens.join("/")}` : c.name;
}
function containerDrafts(rule, c, check) {
  const flag = (path, message, key = containerKey(rule, c)) => [
    draft2(rule, check, c, path, key, `${describeContainer(c)} ${message}`)
  ];
  const own = expand(c.container, rule.field);
  if (rule.scope === "effective" && own.length === 0) {
    const podField = rule.podField ?? rule.field;
    const podHits = expand(c.pod.spec, podField);
    if (podHits.length === 0)
      return rule.required ? flag(c.pointer, `sets no ${fieldName(rule.field)}, nor does the pod (${fieldName(podField)})`) : [];
    return podHits.flatMap((h) => {
      const why = problem(rule, h.value);
      return why ? flag(podFieldPointer(c.pod, ...h.tokens), `inherits pod ${h.tokens.join(".")}, which ${why}`) : [];
    });
  }
  if (own.length === 0 && rule.required) return flag(c.pointer, `does not set ${fieldName(rule.field)}`);
  return own.flatMap(
    (h) => valuesOf(rule, h).flatMap(({ value, tokens }) => {
      const why = problem(rule, value);
      if (!why) return [];
      return flag(containerFieldPointer(c, ...tokens), `${tokens.join(".")} ${why}`, containerKey(rule, c, tokens));
    })
  );
}
function annotationDrafts(rule, pod, check) {
  if (pod.fieldPointers) return [];
  const pointer = joinPointer(podTemplatePointer(pod), "metadata", "annotations");
  const annotations = getAt(pod.resource.object, pointer);
  if (!isObject(annotations)) return [];
  return Object.entries(annotations).flatMap(([key, value]) => {
    if (!key.startsWith(rule.field)) return [];
    const why = problem(rule, value);
    return why ? [draft2(rule, check, pod, joinPointer(pointer, key), key, `annotation ${key} ${why}`)] : [];
  });
}
var scalarList = { type: "array", items: { type: ["string", "number", "boolean"] } };
var podSecurity = {
  name: "pod-security",
  summary: "One Pod Security Standards control: a field of every pod (built-in workloads and custom resources with pod templates) or of each of its containers, with the values the control allows.",
  params: {
    type: "object",
    properties: {
      control: {
        description: "The control's name as the Pod Security Standards write it (starts each message).",
        type: "string",
        minLength: 1
      },
      scope: {
        description: "`pod` (a PodSpec field), `container` (a field of every container, init and ephemeral container), `effective` (the container's field, else the pod's `podField`), `annotations` (pod template annotations whose key starts with `field`).",
        enum: ["pod", "container", "effective", "annotations"],
        default: "container"
      },
      field: {
        description: "JSON pointer below the PodSpec or the container (or a list of them, each judged alike); `*` walks every item of a list (or entry of a map).",
        anyOf: [
          { type: "string", minLength: 1 },
          { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 }
        ]
      },
      podField: {
        description: "For `effective`: the PodSpec field that applies when the container sets none.",
        type: "string"
      },
      valuesAre: {
        description: "`values` (the field's values) or `keys` (the keys of each object found, but `name`: a volume's type).",
        enum: ["values", "keys"],
        default: "values"
      },
      allowed: {
        description: "Values allowed (unset is always allowed unless `required`). Absent: any value not `forbidden`.",
        ...scalarList
      },
      allowedPrefixes: {
        description: "String prefixes allowed too (`localhost/`).",
        type: "array",
        items: { type: "string" }
      },
      forbidden: { description: "Values that break the control.", ...scalarList },
      required: { description: "The field must be set.", type: "boolean", default: false },
      mustContain: {
        description: "The list at `field` must hold these values (`capabilities.drop: [ALL]`).",
        type: "array",
        items: { type: "string" }
      }
    },
    required: ["control", "field"],
    additionalProperties: false
  },
  run(ctx, params, check) {
    const drafts = [];
    const fields = params.field;
    for (const field of Array.isArray(fields) ? fields : [fields]) {
      const rule = { ...params, field };
      if (rule.scope === "pod") for (const pod of ctx.pods) drafts.push(...podDrafts(rule, pod, check));
      else if (rule.scope === "annotations")
        for (const pod of ctx.pods) drafts.push(...annotationDrafts(rule, pod, check));
      else for (const c of ctx.containers) drafts.push(...containerDrafts(rule, c, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  }
};

// src/checks/templates/required-metadata.ts
function requiredMetadata(name, field) {
  const noun = field === "labels" ? "label" : "annotation";
  const pattern = (params) => typeof params.pattern === "string" ? new RegExp(params.pattern, "u") : void 0;
  return {
    name,
    summary: `Objects of the selected kinds must carry the ${noun} \`key\` (with a value matching \`pattern\` when one is given). Says what, why and how to fix by itself, so a check file needs only the template and the key.`,
    params: {
      type: "object",
      properties: {
        key: {
          description: `The ${noun} every selected object carries, e.g. \`app.kubernetes.io/part-of\`.`,
          type: "string",
          minLength: 1
        },
        pattern: {
          description: `A regular expression (Unicode, unanchored: write \`^\u2026$\`) the ${noun}'s value must match.`,
          type: "string",
          minLength: 1
        },
        kinds: KINDS_PARAM
      },
      required: ["key"],
      additionalProperties: false
    },
    compile(params) {
      try {
        pattern(params);
        return [];
      } catch (e) {
        return [`params.pattern is not a valid regular expression: ${e instanceof Error ? e.message : String(e)}`];
      }
    },
    describe(params) {
      const key = params.key;
      const value = typeof params.pattern === "string" ? ` whose value matches \`${params.pattern}\`` : "";
      const kinds = params.kinds.map((k) => `\`${k}\``).join(", ");
      return {
        description: `An object of the kinds ${kinds} without the ${noun} \`${key}\`${value}.`,
        why: `This repository requires the ${noun} \`${key}\`: what reads it (ownership, cost, routing, policy) would find it missing only after the deploy.`,
        remediation: `Set the ${noun} \`${key}\`${value} in \`metadata.${field}\` of the object (in a Helm chart, where the chart sets its ${field}; with Kustomize, \`${field === "labels" ? "labels" : "commonAnnotations"}:\` in the kustomization).`
      };
    },
    run(ctx, params, check) {
      const key = params.key;
      const kinds = params.kinds.map(globToRegExp);
      const valueRule = pattern(params);
      const drafts = [];
      for (const r of ctx.resources) {
        if (!kinds.some((k) => k.test(`${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`))) continue;
        const metadata = isObject(r.object.metadata) ? r.object.metadata : {};
        const map = isObject(metadata[field]) ? metadata[field] : void 0;
        const value = map?.[key];
        if (value === void 0 || value === null) {
          const path = map ? `/metadata/${field}` : "/metadata";
          drafts.push(findingAt(check, r, path, key, `${describeRef(r.ref)} has no ${noun} "${key}"`));
        } else if (valueRule && !valueRule.test(String(value))) {
          const message = `${describeRef(r.ref)}: ${noun} "${key}" is "${String(value)}", which does not match ${String(params.pattern)}`;
          drafts.push(findingAt(check, r, joinPointer(`/metadata/${field}`, key), key, message));
        }
      }
      return drafts;
    }
  };
}
var requiredLabel = requiredMetadata("required-label", "labels");
var requiredAnnotation = requiredMetadata("required-annotation", "annotations");

// src/checks/templates/index.ts
var TEMPLATES = [
  imageTag,
  imageDigest,
  imageRegistry,
  containerResources,
  containerPrivileged,
  gpuToleration,
  hookJobTemplate,
  analysisMetric,
  replicasWithHpa,
  argocdHealth,
  objectSchema,
  requiredLabel,
  requiredAnnotation,
  probeReadiness,
  probeEquality,
  probePort,
  podSecurity
];
var BY_NAME = new Map(TEMPLATES.map((t) => [t.name, t]));
function templateNamed(name) {
  return BY_NAME.get(name);
}

export {
  TEMPLATES,
  templateNamed
};
