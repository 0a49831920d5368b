// Kustomize generators, transformers and validators may name KRM functions (exec or container),
// which would run code from the repository, and the builtin Helm generator fetches charts: both
// are refused by name before kustomize runs (security case C4).
import { asObject } from '../kube/object.js';
import { readKustomizeYaml } from './kustomize-yaml.js';
import type { RenderProblem } from './types.js';

const FUNCTION_ANNOTATIONS = ['config.kubernetes.io/function', 'config.k8s.io/function'];
const FUNCTION_MENTION = /config\.(kubernetes\.io|k8s\.io)\/function/i;

/** Inside a generator/transformer folder, nothing may even name a function annotation (commonAnnotations, patches). */
export function functionMention(problems: RenderProblem[], text: string, where: string): void {
  if (!FUNCTION_MENTION.test(text)) return;
  problems.push({
    code: 'E_PLUGIN_FORBIDDEN',
    path: where,
    message: `${where}: a generator/transformer configuration names a KRM function annotation; deploy-gate never enables kustomize plugins or functions`,
  });
}

/**
 * A KRM function (exec or container) would run PR code: refuse any function annotation, and the
 * builtin helm generator (it would fetch a chart). Read like a kustomization (kustomize-yaml.ts).
 */
export function checkFunctionText(problems: RenderProblem[], text: string, where: string): void {
  const read = readKustomizeYaml(text, where);
  if (!read.ok) {
    // Unparsable: kustomize reports it and nothing can run. Ambiguous: refused like a kustomization.
    if (read.problem.code !== 'E_RENDER_FAILED') problems.push(read.problem);
    return;
  }
  for (const doc of read.docs) {
    if (typeof doc.kind === 'string' && doc.kind.toLowerCase() === 'helmchartinflationgenerator') {
      problems.push({
        code: 'E_PLUGIN_FORBIDDEN',
        path: where,
        message: `${where}: HelmChartInflationGenerator needs kustomize --enable-helm, which deploy-gate never passes (it would fetch and run helm)`,
      });
    }
    const annotations = asObject(asObject(doc.metadata).annotations);
    for (const key of FUNCTION_ANNOTATIONS.filter((a) => annotations[a] !== undefined)) {
      const spec = String(annotations[key]);
      const how = /\bexec\s*:/.test(spec) ? 'an exec' : /\bcontainer\s*:/.test(spec) ? 'a container' : 'a';
      problems.push({
        code: 'E_PLUGIN_FORBIDDEN',
        path: where,
        message: `${where}: ${how} KRM function (${key}) would run code from the repository; deploy-gate never enables kustomize plugins or functions`,
      });
    }
  }
}
