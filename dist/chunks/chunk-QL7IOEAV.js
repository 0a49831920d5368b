import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  apiGroup
} from "./chunk-XY7PLT3O.js";
import {
  isObject
} from "./chunk-LYFTJUJU.js";

// src/local/tree-files.ts
import * as promises from "node:fs/promises";
import {
  accessSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync
} from "node:fs";
var PLAIN = process.env.DEPLOY_GATE_PLAIN_FS === "1";
async function readFile2(file, encoding) {
  if (PLAIN) return encoding === void 0 ? promises.readFile(file) : promises.readFile(file, encoding);
  return encoding === void 0 ? readFileSync(file) : readFileSync(file, encoding);
}
async function stat2(file) {
  return PLAIN ? promises.stat(file) : statSync(file);
}
async function lstat2(file) {
  return PLAIN ? promises.lstat(file) : lstatSync(file);
}
async function realpath2(file) {
  return PLAIN ? promises.realpath(file) : realpathSync.native(file);
}
async function readlink2(file) {
  return PLAIN ? promises.readlink(file) : readlinkSync(file);
}
async function readdir2(dir, options) {
  if (PLAIN) return options ? promises.readdir(dir, options) : promises.readdir(dir);
  return options ? readdirSync(dir, options) : readdirSync(dir);
}

// src/kube/scope.ts
var BUILTIN_CLUSTER_SCOPED = /* @__PURE__ */ new Set([
  "/ComponentStatus",
  "/Namespace",
  "/Node",
  "/PersistentVolume",
  "admissionregistration.k8s.io/MutatingAdmissionPolicy",
  "admissionregistration.k8s.io/MutatingAdmissionPolicyBinding",
  "admissionregistration.k8s.io/MutatingWebhookConfiguration",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicy",
  "admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding",
  "admissionregistration.k8s.io/ValidatingWebhookConfiguration",
  "apiextensions.k8s.io/CustomResourceDefinition",
  "apiregistration.k8s.io/APIService",
  "authentication.k8s.io/SelfSubjectReview",
  "authentication.k8s.io/TokenReview",
  "authorization.k8s.io/SelfSubjectAccessReview",
  "authorization.k8s.io/SelfSubjectRulesReview",
  "authorization.k8s.io/SubjectAccessReview",
  "certificates.k8s.io/CertificateSigningRequest",
  "certificates.k8s.io/ClusterTrustBundle",
  "flowcontrol.apiserver.k8s.io/FlowSchema",
  "flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration",
  "internal.apiserver.k8s.io/StorageVersion",
  "networking.k8s.io/ClusterCIDR",
  "networking.k8s.io/IPAddress",
  "networking.k8s.io/IngressClass",
  "networking.k8s.io/ServiceCIDR",
  "node.k8s.io/RuntimeClass",
  "policy/PodSecurityPolicy",
  "rbac.authorization.k8s.io/ClusterRole",
  "rbac.authorization.k8s.io/ClusterRoleBinding",
  "resource.k8s.io/DeviceClass",
  "resource.k8s.io/DeviceTaintRule",
  "resource.k8s.io/ResourceClass",
  "resource.k8s.io/ResourceSlice",
  "scheduling.k8s.io/PriorityClass",
  "storage.k8s.io/CSIDriver",
  "storage.k8s.io/CSINode",
  "storage.k8s.io/StorageClass",
  "storage.k8s.io/VolumeAttachment",
  "storage.k8s.io/VolumeAttributesClass",
  "storagemigration.k8s.io/StorageVersionMigration"
]);
function crdScopes(objects) {
  const scopes = /* @__PURE__ */ new Map();
  for (const object of objects) {
    if (!isObject(object)) continue;
    if (object.kind !== "CustomResourceDefinition" || !String(object.apiVersion).startsWith("apiextensions.k8s.io/"))
      continue;
    const spec = object.spec;
    if (!isObject(spec) || typeof spec.group !== "string" || !isObject(spec.names)) continue;
    if (typeof spec.names.kind !== "string") continue;
    scopes.set(`${spec.group}/${spec.names.kind}`, spec.scope === "Cluster" ? "Cluster" : "Namespaced");
  }
  return scopes;
}
function mergeScopes(...layers) {
  const present = layers.filter((l) => l !== void 0 && l.size > 0);
  if (present.length <= 1) return present[0] ?? /* @__PURE__ */ new Map();
  return new Map(present.flatMap((l) => [...l]));
}
function isClusterScoped(kindKey, crds) {
  const crd = crds?.get(kindKey);
  return crd !== void 0 ? crd === "Cluster" : BUILTIN_CLUSTER_SCOPED.has(kindKey);
}
function appliedNamespace(kindKey, written, defaultNamespace, crds) {
  if (isClusterScoped(kindKey, crds)) return "";
  return written || defaultNamespace || "";
}
function placementOf(ref, defaultNamespace, crds) {
  const kindKey = `${apiGroup(ref.apiVersion)}/${ref.kind}`;
  const namespace = appliedNamespace(kindKey, ref.namespace, defaultNamespace, crds);
  return { key: `${kindKey}/${namespace}/${ref.name}`, namespace };
}

export {
  readFile2 as readFile,
  stat2 as stat,
  lstat2 as lstat,
  realpath2 as realpath,
  readlink2 as readlink,
  readdir2 as readdir,
  crdScopes,
  mergeScopes,
  isClusterScoped,
  placementOf
};
