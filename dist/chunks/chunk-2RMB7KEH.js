import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  runHealthScript
} from "./chunk-E3XLLA4L.js";

// src/health/probes.ts
var READY_PHASES = ["Ready", "Running", "Healthy", "Available", "Succeeded", "Active", "Bound", "Deployed"];
var READY_CONDITIONS = ["Ready", "Available", "Healthy", "Synced", "Succeeded", "Deployed", "Reconciled"].map(
  (type) => ({ type, status: "True", reason: type })
);
function syntheticObject(key) {
  const [group, kind] = key.includes("/") ? key.split("/") : ["", key];
  const fill = (s) => s.replace(/\*/g, "example");
  return {
    apiVersion: group ? `${fill(group)}/v1` : "v1",
    kind: fill(kind),
    metadata: { name: "probe", namespace: "default", generation: 2 },
    spec: { replicas: 1 },
    status: {
      observedGeneration: 2,
      phase: "Ready",
      replicas: 1,
      readyReplicas: 1,
      availableReplicas: 1,
      updatedReplicas: 1,
      conditions: READY_CONDITIONS
    }
  };
}
function withoutStatus(base) {
  const o = structuredClone(base);
  delete o.status;
  return o;
}
function withoutObservedGeneration(base) {
  const o = structuredClone(base);
  if (o.status && typeof o.status === "object") delete o.status.observedGeneration;
  else o.status = { conditions: READY_CONDITIONS };
  return o;
}
function previousGeneration(base) {
  const o = structuredClone(base);
  const status = o.status && typeof o.status === "object" ? o.status : o.status = { conditions: READY_CONDITIONS };
  const observed = typeof status.observedGeneration === "number" ? status.observedGeneration : 1;
  status.observedGeneration = observed;
  o.metadata = { ...o.metadata, generation: observed + 1 };
  return o;
}
function generationProbes(bases, synthetic) {
  const out = [];
  for (const base of bases) {
    out.push({ name: "an object without status", object: withoutStatus(base) });
    out.push({ name: "a status without observedGeneration", object: withoutObservedGeneration(base) });
    const phases = synthetic ? READY_PHASES : [void 0];
    for (const phase of phases) {
      const o = previousGeneration(base);
      if (phase) o.status.phase = phase;
      out.push({
        name: `status.observedGeneration ${String(o.status.observedGeneration)} < metadata.generation ${String(o.metadata.generation)} with ready-looking status${phase ? ` (phase ${phase})` : ""}`,
        object: o
      });
    }
  }
  return out;
}
function healthyProbe(script, openLibs, probes) {
  const outcome = probeOutcome(script, openLibs, probes);
  return "healthy" in outcome ? outcome.healthy : void 0;
}
function probeOutcome(script, openLibs, probes) {
  for (const p of probes) {
    const run = runHealthScript(script, p.object, { openLibs });
    if (run.kind === "error" && run.limit !== void 0) return { limit: run.limit, error: run.error };
    if (run.kind === "status" && run.health.status === "Healthy") return { healthy: p };
  }
  return { healthy: void 0 };
}

export {
  syntheticObject,
  generationProbes,
  healthyProbe,
  probeOutcome
};
