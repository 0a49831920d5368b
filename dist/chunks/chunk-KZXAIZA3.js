import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  apiGroup
} from "./chunk-XY7PLT3O.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  getAt,
  isObject,
  joinPointer,
  toPointer
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/kube/workflow-templates.ts
function invocations(t) {
  const out = [];
  const steps = Array.isArray(t.value.steps) ? t.value.steps : [];
  steps.forEach((group, i) => {
    if (!Array.isArray(group)) return;
    group.forEach((step, j) => {
      if (isObject(step)) out.push({ value: step, pointer: joinPointer(t.pointer, "steps", i, j) });
    });
  });
  const dag = isObject(t.value.dag) ? t.value.dag : {};
  const tasks = Array.isArray(dag.tasks) ? dag.tasks : [];
  tasks.forEach((task, i) => {
    if (isObject(task)) out.push({ value: task, pointer: joinPointer(t.pointer, "dag", "tasks", i) });
  });
  return out;
}
var SCHEDULING = ["tolerations", "nodeSelector", "affinity"];
var schedulingOf = (t) => JSON.stringify(SCHEDULING.map((f) => t.value[f] ?? null));
function agreedBoundary(name, callers, wf) {
  const list = callers.get(name) ?? [];
  if (list.length === 0 || name === wf.entrypoint || name === wf.onExit) return void 0;
  return list.every((c) => schedulingOf(c) === schedulingOf(list[0])) ? list[0] : void 0;
}
function workflowTemplates(wf, specPointer) {
  const named = [];
  const inline = [];
  const callers = /* @__PURE__ */ new Map();
  const visit2 = (layer, ancestors) => {
    for (const call of invocations(layer)) {
      if (typeof call.value.template === "string")
        callers.set(call.value.template, [...callers.get(call.value.template) ?? [], layer]);
      if (isObject(call.value.inline) && !ancestors.has(call.value.inline)) {
        const child = { value: call.value.inline, pointer: joinPointer(call.pointer, "inline") };
        inline.push({ layer: child, boundary: layer });
        visit2(child, /* @__PURE__ */ new Set([...ancestors, child.value]));
      }
    }
  };
  const templates = Array.isArray(wf.templates) ? wf.templates : [];
  templates.forEach((t, i) => {
    if (!isObject(t)) return;
    const layer = { value: t, pointer: joinPointer(specPointer, "templates", i) };
    named.push(layer);
    visit2(layer, /* @__PURE__ */ new Set([t]));
  });
  const withBoundary = named.map((layer) => {
    const { name } = layer.value;
    const boundary = agreedBoundary(name, callers, wf);
    if (boundary) return { layer, boundary };
    const layers = callers.get(name) ?? [];
    return layers.length > 0 ? { layer, callers: { layers, alone: name === wf.entrypoint || name === wf.onExit } } : { layer };
  });
  return [...withBoundary, ...inline];
}
var SPEC_AT = {
  "argoproj.io/Workflow": "/spec",
  "argoproj.io/WorkflowTemplate": "/spec",
  "argoproj.io/ClusterWorkflowTemplate": "/spec",
  "argoproj.io/CronWorkflow": "/spec/workflowSpec"
};
function workflowSpecPointer(kindKey2) {
  return SPEC_AT[kindKey2];
}

// src/kube/yaml-object.ts
var import_yaml = __toESM(require_dist(), 1);
function hasCollectionKey(node) {
  let found = false;
  (0, import_yaml.visit)(node, {
    Pair(_, pair) {
      if (pair.key !== null && !(0, import_yaml.isScalar)(pair.key)) {
        found = true;
        return import_yaml.visit.BREAK;
      }
      return void 0;
    }
  });
  return found;
}
function readYamlObject(text) {
  const doc = (0, import_yaml.parseDocument)(text, { version: "1.1" });
  if (doc.errors.length > 0) return { problem: "parse" };
  if (hasCollectionKey(doc.contents)) return { problem: "collection-key" };
  let value;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return { problem: "aliases" };
  }
  return isObject(value) ? { value } : { problem: "not-object" };
}
var YAML_OBJECT_PROBLEMS = {
  parse: "it does not parse as one YAML document",
  "collection-key": "it uses a collection as a key",
  aliases: "it holds more YAML aliases than are expanded here",
  "not-object": "it is not an object"
};

// src/kube/pod-specs-embedded.ts
var SOURCE_ORDER = ["s3", "inline", "file", "url", "git", "configmap", "resource"];
var CARRIERS = {
  "argoproj.io/Sensor": ["k8s", "argoWorkflow"]
};
function isCarrier(kindKey2) {
  return Object.hasOwn(CARRIERS, kindKey2);
}
var carriedCache = /* @__PURE__ */ new WeakMap();
function carriedObjects(resource, kindKey2) {
  const cached = carriedCache.get(resource);
  if (cached) return cached;
  const triggerKinds = CARRIERS[kindKey2] ?? [];
  const triggers = getAt(resource.object, "/spec/triggers");
  if (!Array.isArray(triggers)) return [];
  const inlined = /* @__PURE__ */ new Map();
  const carried = triggers.flatMap((trigger, i) => {
    if (!isObject(trigger) || !isObject(trigger.template)) return [];
    const template = trigger.template;
    return triggerKinds.filter((kind) => isObject(template[kind])).map((kind) => carriedBy(resource, trigger, i, kind, inlined));
  });
  const carrier = inlined.size === 0 ? resource : withInlined(resource, inlined);
  const out = carried.map((c) => ({ ...c, carrier }));
  carriedCache.set(resource, out);
  return out;
}
function withInlined(resource, inlined) {
  const object = structuredClone(resource.object);
  for (const [pointer, value] of inlined) {
    const source = getAt(object, pointer.slice(0, pointer.lastIndexOf("/")));
    source.inline = value;
  }
  const inside = (p) => [...inlined.keys()].find((at) => p.startsWith(`${at}/`));
  return { ...resource, object, locate: (p) => resource.locate(inside(p) ?? p) };
}
function sourceOrder(source) {
  if (!isObject(source)) return {};
  const present = (k) => source[k] !== null && source[k] !== void 0;
  const unknown = Object.keys(source).find((k) => present(k) && !SOURCE_ORDER.includes(k));
  const first = SOURCE_ORDER.find(present);
  return { ...unknown ? { unknown } : {}, ...first ? { first } : {} };
}
function carriedBy(resource, trigger, i, kind, inlined) {
  const sourcePointer = joinPointer("/spec/triggers", i, "template", kind, "source");
  const { first, unknown } = sourceOrder(getAt(resource.object, sourcePointer));
  const at = joinPointer(sourcePointer, first === "inline" ? "inline" : "resource");
  const elsewhere = unknown ?? (first === "resource" || first === "inline" ? void 0 : first);
  if (elsewhere !== void 0)
    return unread(
      at,
      joinPointer(sourcePointer, elsewhere),
      `creates what its source's \`${elsewhere}\` holds when it fires, not an object written here`
    );
  if (first !== "inline") return createdObject(trigger, i, kind, at, getAt(resource.object, at), sourcePointer);
  const text = getAt(resource.object, at);
  const read = typeof text === "string" ? readYamlObject(text) : { problem: "not-object" };
  if (!("value" in read))
    return unread(at, at, `has an \`inline\` source Argo Events cannot create: ${YAML_OBJECT_PROBLEMS[read.problem]}`);
  inlined.set(at, read.value);
  return createdObject(trigger, i, kind, at, read.value, sourcePointer);
}
function createdObject(trigger, i, kind, at, object, sourcePointer) {
  const templatePointer = joinPointer("/spec/triggers", i, "template");
  const key = isObject(object) && typeof object.apiVersion === "string" && typeof object.kind === "string" ? `${apiGroup(object.apiVersion)}/${object.kind}` : "";
  const writes = [
    ...parameterWrites(trigger.parameters, joinPointer("/spec/triggers", i, "parameters"), templatePointer).filter(
      (w) => templateWriteReaches(w.target, templatePointer, at, key)
    ),
    ...parameterWrites(
      getAt(trigger.template, `/${kind}/parameters`),
      joinPointer(templatePointer, kind, "parameters"),
      at
    ).filter((w) => reachesPods(w.target, at, key))
  ].map(({ pointer, dest }) => ({ pointer, dest }));
  if (!isObject(object) && writes.length === 0)
    return unread(at, sourcePointer, "has no object written under `source.resource`");
  return { pointer: at, kindKey: key, runtimeWrites: writes };
}
var unread = (at, pointer, reason) => ({
  pointer: at,
  kindKey: "",
  runtimeWrites: [],
  unread: { pointer, reason }
});
function templateWriteReaches(target, templatePointer, object, kindKey2) {
  const first = target.slice(templatePointer.length + 1).split("/")[0];
  if (target.startsWith(`${templatePointer}/`) && (first === "name" || first === "conditions")) return false;
  if (target.startsWith(`${object}/`)) return reachesPods(target, object, kindKey2);
  return true;
}
function parameterWrites(params, listPointer, base) {
  if (!Array.isArray(params)) return [];
  return params.flatMap((p, n) => {
    if (!isObject(p)) return [];
    const pointer = joinPointer(listPointer, n);
    const dest = typeof p.dest === "string" ? p.dest : "";
    return [{ pointer, dest, target: dest === "" ? base : joinPointer(base, ...sjsonKeys(dest)) }];
  });
}
function sjsonKeys(path) {
  const keys = [];
  let key = "";
  for (let i = 0; i < path.length; i++) {
    const ch = path[i];
    if (ch === "\\" && i + 1 < path.length) key += path[++i];
    else if (ch === ".") {
      keys.push(key);
      key = "";
    } else key += ch;
  }
  keys.push(key);
  return keys.map((k) => /^:\d+$/.test(k) ? k.slice(1) : k);
}
function reachesPods(target, object, kindKey2) {
  if (object === target || object.startsWith(`${target}/`)) return true;
  if (!target.startsWith(`${object}/`)) return false;
  const inside = target.slice(object.length);
  if (inside === "/metadata" || inside.startsWith("/metadata/")) return false;
  const spec = workflowSpecPointer(kindKey2);
  const args = spec === void 0 ? void 0 : `${spec}/arguments`;
  return !(args && (inside === args || inside.startsWith(`${args}/`)));
}

// src/kube/workflow-fields.ts
var INHERITED = [
  ["tolerations"],
  ["nodeSelector"],
  ["affinity"],
  ["schedulerName"],
  ["priorityClassName", "podPriorityClassName"],
  ["securityContext"],
  ["resourceClaims"],
  ["serviceAccountName"],
  ["automountServiceAccountToken"]
];
var SPEC_ONLY = ["hostNetwork", "dnsPolicy", "dnsConfig", "imagePullSecrets"];
function isSet(v) {
  return v !== void 0 && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
}
function mergeOver(base, patch) {
  if (!isObject(base) || !isObject(patch)) return patch === void 0 ? base : patch;
  const out = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergeOver(base[key], value);
  }
  return out;
}
function mergeByKey(template, defaults, field, key) {
  const items = (layer) => layer && Array.isArray(layer.value[field]) ? layer.value[field].flatMap(
    (item, i) => isObject(item) ? [{ item, pointer: joinPointer(layer.pointer, field, i) }] : []
  ) : [];
  const own = items(template);
  const inherited = items(defaults);
  const merged = own.map((o) => {
    const d = o.item[key] === void 0 ? void 0 : inherited.find((x) => x.item[key] === o.item[key]);
    return d ? { item: mergeOver(d.item, o.item), pointer: o.pointer, defaultsPointer: d.pointer } : o;
  });
  const ownKeys = new Set(own.map((o) => o.item[key]).filter((k) => k !== void 0));
  return [...merged, ...inherited.filter((d) => d.item[key] === void 0 || !ownKeys.has(d.item[key]))];
}
var FROM_BOUNDARY = ["tolerations", "nodeSelector", "affinity"];
function ownField(field, template, defaults, out) {
  if (field === "tolerations") {
    const merged = mergeByKey(template, defaults, field, "key");
    if (merged.length === 0) return false;
    out.spec[field] = merged.map((m) => m.item);
    merged.forEach((m, i) => out.pointers[`${field}/${i}`] = m.pointer);
    return true;
  }
  const layer = [template, defaults].find((l) => l && isSet(l.value[field]));
  if (!layer) return false;
  out.spec[field] = mergeOver(defaults?.value[field], template.value[field]);
  out.pointers[field] = joinPointer(layer.pointer, field);
  return true;
}
function copyField(from, field, as, out) {
  out.spec[as] = from.value[field];
  out.pointers[as] = joinPointer(from.pointer, field);
}
function callerTolerations(callers, spec, out) {
  const listOf = (l) => Array.isArray(l.value.tolerations) ? l.value.tolerations : [];
  const specToo = callers.alone || callers.layers.some((c) => listOf(c).length === 0);
  const seen = /* @__PURE__ */ new Set();
  const items = [];
  for (const layer of [...specToo ? [spec] : [], ...callers.layers]) {
    listOf(layer).forEach((item, i) => {
      const key = JSON.stringify(item);
      if (seen.has(key)) return;
      seen.add(key);
      items.push({ item, pointer: joinPointer(layer.pointer, "tolerations", i) });
    });
  }
  if (items.length === 0) return false;
  out.spec.tolerations = items.map((x) => x.item);
  items.forEach((x, i) => out.pointers[`tolerations/${i}`] = x.pointer);
  return true;
}
function podFields(template, defaults, spec, run = {}) {
  const out = { spec: {}, pointers: {} };
  const { boundary, callers } = run;
  for (const [field, specField = field] of INHERITED) {
    if (ownField(field, template, defaults, out)) continue;
    if (field === "tolerations" && !boundary && callers && callerTolerations(callers, spec, out)) continue;
    if (boundary && FROM_BOUNDARY.includes(field) && isSet(boundary.value[field]))
      copyField(boundary, field, field, out);
    else if (isSet(spec.value[specField])) copyField(spec, specField, field, out);
  }
  for (const field of SPEC_ONLY) if (spec.value[field] !== void 0) copyField(spec, field, field, out);
  return out;
}

// src/kube/pod-specs.ts
function isRuntimeImage(site, image) {
  return site.runtimeTemplated === true && typeof image === "string" && image.includes("{{");
}
var TEMPLATE_SPEC = "/spec/template/spec";
var BUILT_IN = {
  "/Pod": ["/spec"],
  "/ReplicationController": [TEMPLATE_SPEC],
  "apps/Deployment": [TEMPLATE_SPEC],
  "apps/StatefulSet": [TEMPLATE_SPEC],
  "apps/DaemonSet": [TEMPLATE_SPEC],
  "apps/ReplicaSet": [TEMPLATE_SPEC],
  // Served until 1.16; still found in old charts, and its pods are just as real.
  "extensions/Deployment": [TEMPLATE_SPEC],
  "extensions/DaemonSet": [TEMPLATE_SPEC],
  "extensions/ReplicaSet": [TEMPLATE_SPEC],
  "batch/Job": [TEMPLATE_SPEC],
  "batch/CronJob": ["/spec/jobTemplate/spec/template/spec"],
  "argoproj.io/Rollout": [TEMPLATE_SPEC]
};
var WORKLOAD_REF_TARGETS = {
  "apps/Deployment": TEMPLATE_SPEC,
  "apps/ReplicaSet": TEMPLATE_SPEC,
  "/PodTemplate": "/template/spec"
};
function kindKey(resource) {
  return `${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`;
}
function configuredSites(resource, paths) {
  const sites = [];
  for (const p of paths) {
    const at = getAt(resource.object, p);
    if (!isObject(at)) continue;
    if (Array.isArray(at.containers)) sites.push({ resource, pointer: p, spec: at });
    else if (isObject(at.spec)) sites.push({ resource, pointer: joinPointer(p, "spec"), spec: at.spec });
  }
  return sites;
}
function sitesAt(resource, pointers) {
  const sites = [];
  for (const pointer of pointers) {
    const spec = getAt(resource.object, pointer);
    if (isObject(spec)) sites.push({ resource, pointer, spec });
  }
  return sites;
}
function podTemplateKeys(apiVersion, kind) {
  return [`${apiVersion}/${kind}`, `${apiGroup(apiVersion)}/${kind}`, kind];
}
function extraPathsFor(resource, extraPaths) {
  if (!extraPaths) return void 0;
  for (const key of podTemplateKeys(resource.ref.apiVersion, resource.ref.kind)) {
    if (Object.hasOwn(extraPaths, key)) return extraPaths[key];
  }
  return void 0;
}
function rolloutWorkload(resource, all) {
  const ref = getAt(resource.object, "/spec/workloadRef");
  if (!isObject(ref) || typeof ref.name !== "string" || typeof ref.kind !== "string") return [];
  const group = typeof ref.apiVersion === "string" ? apiGroup(ref.apiVersion) : "apps";
  const pointer = WORKLOAD_REF_TARGETS[`${group}/${ref.kind}`];
  if (!pointer) return [];
  const ns = resource.ref.namespace ?? "";
  const target = all.find(
    (r) => r.ref.kind === ref.kind && r.ref.name === ref.name && apiGroup(r.ref.apiVersion) === group && (r.ref.namespace ?? "") === ns
  );
  return target ? sitesAt(target, [pointer]) : [];
}
function podSpecsOf(resource, all, extraPaths) {
  const configured = extraPathsFor(resource, extraPaths);
  if (configured) return configuredSites(resource, configured);
  const key = kindKey(resource);
  if (isCarrier(key)) return carriedObjects(resource, key).flatMap(carriedPodSites);
  const pointers = BUILT_IN[key];
  if (!pointers) {
    const workflowSpec = workflowSpecPointer(key);
    if (workflowSpec !== void 0) return workflowPodSites(resource, workflowSpec);
    const patterns = customPodSpecPatterns(resource, all);
    return sitesAt(
      resource,
      patterns.flatMap((p) => expandPointer(resource.object, p))
    ).filter((site) => Array.isArray(site.spec.containers));
  }
  const own = sitesAt(resource, pointers);
  if (key === "argoproj.io/Rollout" && own.length === 0) return rolloutWorkload(resource, all);
  return own;
}
function carriedPodSites(carried) {
  const resource = carried.carrier;
  if (carried.unread) return [unreadSite(resource, carried.pointer, [{ ...carried.unread, what: "Sensor trigger" }])];
  const builtIn = BUILT_IN[carried.kindKey];
  const spec = workflowSpecPointer(carried.kindKey);
  const sites = builtIn ? sitesAt(
    resource,
    builtIn.map((p) => carried.pointer + p)
  ) : spec !== void 0 ? workflowPodSites(resource, carried.pointer + spec) : [];
  if (carried.runtimeWrites.length === 0) return sites;
  const unreadable = carried.runtimeWrites.map((w) => ({
    pointer: w.pointer,
    what: "Sensor trigger parameter",
    reason: `writes ${w.dest === "" ? "the whole object" : JSON.stringify(w.dest)} from the event payload when the trigger fires`
  }));
  if (sites.length === 0) return [unreadSite(resource, carried.pointer, unreadable)];
  return sites.map((site) => ({ ...site, unreadablePatches: [...site.unreadablePatches ?? [], ...unreadable] }));
}
function unreadSite(resource, pointer, why) {
  return { resource, pointer, spec: {}, unreadablePatches: why };
}
var initRole = (c) => c.restartPolicy === "Always" ? "sidecar" : "init";
function slotName(container, fallback) {
  return typeof container.name === "string" && container.name !== "" ? container.name : fallback;
}
function containersOf(site) {
  if (site.containerSlots) {
    return site.containerSlots.map((slot) => ({ ...slot, resource: site.resource, pod: site }));
  }
  const out = [];
  const lists = [
    ["initContainers", initRole],
    ["containers", () => "container"],
    ["ephemeralContainers", () => "ephemeral"]
  ];
  for (const [field, roleOf] of lists) {
    const raw = site.spec[field];
    if (!Array.isArray(raw)) continue;
    raw.forEach((container, index) => {
      if (!isObject(container)) return;
      out.push({
        resource: site.resource,
        pod: site,
        container,
        name: slotName(container, `#${index}`),
        role: roleOf(container),
        pointer: joinPointer(site.pointer, field, index)
      });
    });
  }
  return out;
}
var KNOWN = {
  "argoproj.io/Experiment": ["/spec/templates/*/template/spec"],
  "argoproj.io/AnalysisTemplate": ["/spec/metrics/*/provider/job/spec/template/spec"],
  "argoproj.io/ClusterAnalysisTemplate": ["/spec/metrics/*/provider/job/spec/template/spec"],
  "argoproj.io/AnalysisRun": ["/spec/metrics/*/provider/job/spec/template/spec"],
  "serving.knative.dev/Service": ["/spec/template/spec"],
  "serving.knative.dev/Configuration": ["/spec/template/spec"],
  "keda.sh/ScaledJob": ["/spec/jobTargetRef/template/spec"]
};
var MAX_DEPTH = 14;
function podSpecPointers(schema, pointer, depth, out) {
  if (!isObject(schema) || depth > MAX_DEPTH) return;
  const props = isObject(schema.properties) ? schema.properties : void 0;
  const containers = props && isObject(props.containers) ? props.containers : void 0;
  const item = containers && isObject(containers.items) ? containers.items : void 0;
  if (item && isObject(item.properties) && "image" in item.properties) out.add(pointer || "/");
  for (const [name, sub] of Object.entries(props ?? {})) {
    if (name !== "containers") podSpecPointers(sub, joinPointer(pointer, name), depth + 1, out);
  }
  if (isObject(schema.items)) podSpecPointers(schema.items, `${pointer}/*`, depth + 1, out);
}
var schemaCache = /* @__PURE__ */ new WeakMap();
function schemaDerived(all) {
  const key = all;
  const cached = schemaCache.get(key);
  if (cached) return cached;
  const map = /* @__PURE__ */ new Map();
  for (const r of all) {
    if (r.ref.kind !== "CustomResourceDefinition" || apiGroup(r.ref.apiVersion) !== "apiextensions.k8s.io") continue;
    const spec = isObject(r.object.spec) ? r.object.spec : {};
    const names = isObject(spec.names) ? spec.names : {};
    if (typeof spec.group !== "string" || typeof names.kind !== "string") continue;
    const found = /* @__PURE__ */ new Set();
    const versions = Array.isArray(spec.versions) ? spec.versions : [];
    for (const v of [...versions, spec]) {
      const validation = isObject(v) && isObject(v.schema) ? v.schema : isObject(v) && isObject(v.validation) ? v.validation : void 0;
      podSpecPointers(validation?.openAPIV3Schema, "", 0, found);
    }
    if (found.size > 0)
      map.set(
        `${spec.group}/${names.kind}`,
        [...found].filter((p) => p !== "/")
      );
  }
  schemaCache.set(key, map);
  return map;
}
function expandPointer(value, pattern) {
  const tokens = pattern.split("/").slice(1);
  const walk = (v, i, at) => {
    if (i === tokens.length) return [at];
    const token = tokens[i];
    if (token === "*") return Array.isArray(v) ? v.flatMap((item, n) => walk(item, i + 1, joinPointer(at, n))) : [];
    return isObject(v) && token in v ? walk(v[token], i + 1, joinPointer(at, token)) : [];
  };
  return walk(value, 0, "");
}
function customPodSpecPatterns(resource, all) {
  const key = `${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`;
  return KNOWN[key] ?? schemaDerived(all).get(key) ?? [];
}
var TYPE_ORDER = [
  "container",
  "containerSet",
  "steps",
  "dag",
  "script",
  "resource",
  "data",
  "suspend",
  "http",
  "plugin"
];
var MAIN_TYPES = ["container", "containerSet", "script"];
var EXECUTOR_TYPES = ["resource", "data"];
function mainSlots(type, template, defaults) {
  if (type === "containerSet") {
    const set = template.value.containerSet;
    const list = isObject(set) && Array.isArray(set.containers) ? set.containers : [];
    return list.flatMap(
      (c, i) => isObject(c) ? [
        {
          container: c,
          pointer: joinPointer(template.pointer, "containerSet", "containers", i),
          name: slotName(c, `#${i}`),
          role: "container",
          runtimeTemplated: true
        }
      ] : []
    );
  }
  const own = template.value[type];
  if (!isObject(own)) return [];
  const fromDefaults = defaults?.value[type];
  const slot = {
    container: mergeOver(fromDefaults, own),
    pointer: joinPointer(template.pointer, type),
    name: "main",
    role: "container",
    runtimeTemplated: true
  };
  if (isObject(fromDefaults)) slot.defaultsPointer = joinPointer(defaults.pointer, type);
  return [slot];
}
function extraSlots(template, defaults) {
  const lists = [
    ["initContainers", initRole],
    ["sidecars", () => "container"]
  ];
  return lists.flatMap(
    ([field, roleOf]) => mergeByKey(template, defaults, field, "name").map((m, i) => ({
      container: m.item,
      pointer: m.pointer,
      name: slotName(m.item, `${field}#${i}`),
      role: roleOf(m.item),
      runtimeTemplated: true,
      ...m.defaultsPointer ? { defaultsPointer: m.defaultsPointer } : {}
    }))
  );
}
function templateType(t) {
  return TYPE_ORDER.find((field) => t[field] !== void 0 && t[field] !== null);
}
function podSpecOf(fields, slots) {
  const init = slots.filter((s) => s.role === "init" || s.role === "sidecar").map((s) => s.container);
  const containers = slots.filter((s) => s.role === "container").map((s) => s.container);
  return { ...fields, ...init.length > 0 ? { initContainers: init } : {}, containers };
}
function workflowPodSites(resource, specPointer) {
  const wf = getAt(resource.object, specPointer);
  if (!isObject(wf)) return [];
  const specLayer = { value: wf, pointer: specPointer };
  const defaults = isObject(wf.templateDefaults) ? { value: wf.templateDefaults, pointer: joinPointer(specPointer, "templateDefaults") } : void 0;
  const sites = [];
  for (const { layer: template, ...run } of workflowTemplates(wf, specPointer)) {
    const type = templateType(template.value);
    if (type === void 0 || !(MAIN_TYPES.includes(type) || EXECUTOR_TYPES.includes(type))) continue;
    const declared = [
      ...MAIN_TYPES.includes(type) ? mainSlots(type, template, defaults) : [],
      ...extraSlots(template, defaults)
    ];
    const fields = podFields(template, defaults, specLayer, run);
    const { patches, unreadable } = podSpecPatches(specLayer, template, defaults);
    const slots = applyPodPatches(declared, fields, patches);
    sites.push({
      resource,
      pointer: template.pointer,
      spec: podSpecOf(fields.spec, slots),
      fieldPointers: fields.pointers,
      containerSlots: slots,
      ...unreadable.length > 0 ? { unreadablePatches: unreadable } : {}
    });
  }
  return sites;
}
var hasPatch = (layer) => typeof layer?.value.podSpecPatch === "string" && layer.value.podSpecPatch.trim() !== "";
function readPatch(layer) {
  const text = String(layer.value.podSpecPatch);
  const pointer = joinPointer(layer.pointer, "podSpecPatch");
  const runtime = "is filled in from workflow parameters when the pod starts ({{\u2026}})";
  const read = readYamlObject(text);
  if ("value" in read) return { value: read.value, pointer };
  const templated = text.includes("{{");
  const reasons = {
    parse: templated ? runtime : "does not parse as YAML (Argo fails the pod)",
    "collection-key": templated ? runtime : "uses a collection as a key, which no PodSpec has",
    aliases: "holds more YAML aliases than are expanded here",
    "not-object": "is not a PodSpec object (Argo fails the pod)"
  };
  return { pointer, reason: reasons[read.problem] };
}
function podSpecPatches(spec, template, defaults) {
  const own = hasPatch(template) ? template : defaults;
  const read = [spec, own].filter(hasPatch).map(readPatch);
  return {
    patches: read.filter((r) => "value" in r),
    unreadable: read.filter((r) => "reason" in r)
  };
}
var LISTS = [
  ["containers", (r) => r === "container", () => "container"],
  ["initContainers", (r) => r === "init" || r === "sidecar", initRole]
];
function patchContainers(slots, patch) {
  const out = [...slots];
  for (const [field, isRole, roleOf] of LISTS) {
    const items = Array.isArray(patch.value[field]) ? patch.value[field].filter(isObject) : [];
    for (const item of items) {
      const at = out.findIndex((s) => isRole(s.role) && s.name === item.name);
      const by = { pointer: patch.pointer, value: item };
      if (at >= 0) {
        const slot = out[at];
        const container = mergeOver(slot.container, item);
        out[at] = { ...slot, container, role: roleOf(container), patches: [...slot.patches ?? [], by] };
        continue;
      }
      const name = slotName(item, `${field}#patch`);
      out.push({ container: item, pointer: patch.pointer, name, role: roleOf(item), runtimeTemplated: true });
    }
  }
  return out;
}
function applyPodPatches(slots, fields, patches) {
  let out = slots;
  for (const patch of patches) {
    out = patchContainers(out, patch);
    for (const [field, value] of Object.entries(patch.value)) {
      if (field === "containers" || field === "initContainers") continue;
      if (value === null) delete fields.spec[field];
      else fields.spec[field] = mergeOver(fields.spec[field], value);
      for (const key of Object.keys(fields.pointers)) {
        if (key === field || key.startsWith(`${field}/`)) delete fields.pointers[key];
      }
      fields.pointers[field] = patch.pointer;
    }
  }
  return out;
}

// src/kube/pod-pointers.ts
function below(object, pointer, tokens) {
  return typeof getAt(object, pointer) === "string" ? pointer : joinPointer(pointer, ...tokens);
}
function podFieldPointer(pod, ...tokens) {
  for (let n = tokens.length; n > 0; n--) {
    const mapped = pod.fieldPointers?.[tokens.slice(0, n).join("/")];
    if (mapped !== void 0) return below(pod.resource.object, mapped, tokens.slice(n));
  }
  return joinPointer(pod.pointer, ...tokens);
}
function containerFieldPointer(c, ...tokens) {
  const relative = toPointer(tokens);
  const patch = [...c.patches ?? []].reverse().find((p) => getAt(p.value, relative) !== void 0);
  if (patch) return patch.pointer;
  const object = c.resource.object;
  const own = below(object, c.pointer, tokens);
  if (c.defaultsPointer === void 0 || getAt(object, own) !== void 0) return own;
  const fromDefaults = joinPointer(c.defaultsPointer, ...tokens);
  return getAt(object, fromDefaults) !== void 0 ? fromDefaults : own;
}

export {
  podFieldPointer,
  containerFieldPointer,
  isRuntimeImage,
  podSpecsOf,
  containersOf
};
