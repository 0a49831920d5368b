import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/target.ts
function targetParts(t) {
  if (!t.sources || t.sources.length === 0) return [t];
  const { sources, helm: _helm, recurse: _recurse, namespace: _namespace, kustomizeEdits: _edits, ...base } = t;
  return sources.map((s) => ({
    ...base,
    kind: s.kind,
    path: s.path,
    ...s.helm ? { helm: s.helm } : {},
    ...s.recurse ? { recurse: true } : {},
    ...s.namespace ? { namespace: s.namespace } : {},
    ...s.kustomizeEdits ? { kustomizeEdits: s.kustomizeEdits } : {}
  }));
}
function defaultNamespaceOf(target) {
  const namespace = target.destination ? target.destination.namespace : target.namespace;
  return namespace || void 0;
}
function targetId(t) {
  return `${t.app}/${t.environment}`;
}

export {
  targetParts,
  defaultNamespaceOf,
  targetId
};
