/**
 * The templates of an Argo Workflows spec that may run pods, and the steps/DAG template each one
 * runs under. Besides `spec.templates`, a step or DAG task may define its template `inline`
 * (Argo Workflows 3.2+): that is a pod too, and a container in it is as real as any other.
 *
 * The boundary template (the steps/DAG template a pod runs under) lends the pod its tolerations,
 * node selector and affinity when its own template sets none (workflowpod.go
 * addSchedulingConstraints). A named template may be run from several places; its pod is judged
 * under its callers only when every caller agrees on those fields and it is not also run on its
 * own (the entrypoint or the exit handler); otherwise under the workflow spec, with the
 * tolerations of every pod it runs as (workflow-fields.ts callerTolerations).
 */
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import type { Callers, Layer, Obj } from './workflow-fields.js';

export interface WorkflowTemplate {
  layer: Layer;
  /** The steps/DAG template it runs under, when that is certain. */
  boundary?: Layer;
  /** Otherwise, the steps/DAG templates that run it (their pods differ) and whether it also runs on its own. */
  callers?: Callers;
}

/** The steps and DAG tasks of a template, each with its pointer. */
function invocations(t: Layer): Layer[] {
  const out: Layer[] = [];
  const steps = Array.isArray(t.value.steps) ? t.value.steps : [];
  steps.forEach((group: unknown, i: number) => {
    if (!Array.isArray(group)) return;
    group.forEach((step: unknown, j: number) => {
      if (isObject(step)) out.push({ value: step, pointer: joinPointer(t.pointer, 'steps', i, j) });
    });
  });
  const dag = isObject(t.value.dag) ? t.value.dag : {};
  const tasks = Array.isArray(dag.tasks) ? dag.tasks : [];
  tasks.forEach((task: unknown, i: number) => {
    if (isObject(task)) out.push({ value: task, pointer: joinPointer(t.pointer, 'dag', 'tasks', i) });
  });
  return out;
}

const SCHEDULING = ['tolerations', 'nodeSelector', 'affinity'];
const schedulingOf = (t: Layer) => JSON.stringify(SCHEDULING.map((f) => t.value[f] ?? null));

/** The one boundary of a named template, when all its callers agree and nothing runs it on its own. */
function agreedBoundary(name: unknown, callers: Map<unknown, Layer[]>, wf: Obj): Layer | undefined {
  const list = callers.get(name) ?? [];
  if (list.length === 0 || name === wf.entrypoint || name === wf.onExit) return undefined;
  return list.every((c) => schedulingOf(c) === schedulingOf(list[0]!)) ? list[0] : undefined;
}

/** Every template of the spec, inline ones included, with its boundary when certain. */
export function workflowTemplates(wf: Obj, specPointer: string): WorkflowTemplate[] {
  const named: Layer[] = [];
  const inline: WorkflowTemplate[] = [];
  const callers = new Map<unknown, Layer[]>();
  // Argo sets no depth limit on inline templates: every level is walked. Only a YAML alias that
  // names its own ancestor (a cycle no workflow can run) is not followed again.
  const visit = (layer: Layer, ancestors: ReadonlySet<Obj>): void => {
    for (const call of invocations(layer)) {
      if (typeof call.value.template === 'string')
        callers.set(call.value.template, [...(callers.get(call.value.template) ?? []), layer]);
      if (isObject(call.value.inline) && !ancestors.has(call.value.inline)) {
        const child = { value: call.value.inline, pointer: joinPointer(call.pointer, 'inline') };
        inline.push({ layer: child, boundary: layer });
        visit(child, new Set([...ancestors, child.value]));
      }
    }
  };
  const templates = Array.isArray(wf.templates) ? wf.templates : [];
  templates.forEach((t: unknown, i: number) => {
    if (!isObject(t)) return;
    const layer = { value: t, pointer: joinPointer(specPointer, 'templates', i) };
    named.push(layer);
    visit(layer, new Set([t]));
  });
  const withBoundary = named.map((layer): WorkflowTemplate => {
    const { name } = layer.value;
    const boundary = agreedBoundary(name, callers, wf);
    if (boundary) return { layer, boundary };
    const layers = callers.get(name) ?? [];
    return layers.length > 0
      ? { layer, callers: { layers, alone: name === wf.entrypoint || name === wf.onExit } }
      : { layer };
  });
  return [...withBoundary, ...inline];
}

/** `group/Kind` → pointer of its WorkflowSpec. */
const SPEC_AT: Record<string, string> = {
  'argoproj.io/Workflow': '/spec',
  'argoproj.io/WorkflowTemplate': '/spec',
  'argoproj.io/ClusterWorkflowTemplate': '/spec',
  'argoproj.io/CronWorkflow': '/spec/workflowSpec',
};

/** Where a kind keeps its WorkflowSpec, or undefined for kinds that are not Argo workflows. */
export function workflowSpecPointer(kindKey: string): string | undefined {
  return SPEC_AT[kindKey];
}
