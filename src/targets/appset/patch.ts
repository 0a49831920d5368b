// `templatePatch`: the rendered patch is YAML (or JSON) applied to each generated Application as a
// strategic merge patch (applicationset/controllers/template/patch.go). The Application type
// declares no merge keys, so maps merge, lists are replaced and `null` deletes; SMP directives
// (`$patch`, `$retainKeys`, ...) are not modelled and make the set not-checked. The patch can
// never change `spec.project`, as in Argo CD.
import { asObj, parseDocs, type Obj } from '../yaml-docs.js';
import { ExpandError, NotExpandable } from './params.js';

export function applyTemplatePatch(app: Obj, patchText: string): Obj {
  const docs = parseDocs(patchText);
  const bad = docs.find((d) => d.error !== undefined);
  if (bad) throw new ExpandError(`error while converting templatePatch to json: ${bad.error ?? ''}`);
  const patch = docs.length === 0 ? {} : asObj(docs[0]?.value);
  if (!patch) throw new ExpandError('invalid templatePatch: not a YAML mapping');
  if (hasDirective(patch))
    throw new NotExpandable(
      'templatePatch uses strategic-merge directives ($patch, $retainKeys, ...) that are not modelled',
    );
  const out = mergePatch(app, patch);
  const spec = asObj(out.spec) ?? {};
  const project = asObj(app.spec)?.project;
  if (project === undefined) delete spec.project;
  else spec.project = project;
  return { ...out, spec };
}

function hasDirective(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasDirective);
  const obj = asObj(value);
  return obj !== undefined && Object.entries(obj).some(([k, v]) => k.startsWith('$') || hasDirective(v));
}

function mergePatch(target: Obj, patch: Obj): Obj {
  const out: Obj = { ...target };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) {
      delete out[k];
      continue;
    }
    const cur = asObj(out[k]);
    const next = asObj(v);
    out[k] = cur && next ? mergePatch(cur, next) : v;
  }
  return out;
}
