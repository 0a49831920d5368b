import { existsSync, readFileSync, statSync } from 'node:fs';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { customizationsOf, type HealthCustomization } from '../health/argocd-cm.js';
import { formatSuiteJson, formatSuiteText, suiteExitCode } from '../health/suite-report.js';
import { runHealthSuites } from '../health/suite-run.js';
import { UsageError } from '../engine/options.js';
import { writeOutput } from './common.js';
import { targetId } from '../model/target.js';
import { resolveTools } from '../render/index.js';
import { renderOne, withTargets, type InspectFlags } from './inspect.js';

type HealthRepoFlags = Pick<InspectFlags, 'repo' | 'ref' | 'config' | 'helm' | 'kustomize'>;

/** `repo`: render this repository's targets and use the scripts their argocd-cm ConfigMaps configure. */
export type HealthTestFlags = Partial<HealthRepoFlags> & {
  format: 'text' | 'json';
  output?: string;
  argocdCm: string[];
};

/** Health customizations in a file: argocd-cm ConfigMaps (any document) or argo-cd chart values (`configs.cm`). */
function customizationsInFile(file: string): HealthCustomization[] {
  if (!existsSync(file)) throw new UsageError(`--argocd-cm ${file}: no such file`);
  const found: HealthCustomization[] = [];
  for (const doc of parseYamlFile(readFileSync(file, 'utf8')).docs) {
    if (doc.error !== undefined) throw new UsageError(`--argocd-cm ${file} line ${doc.line}: ${doc.error}`);
    found.push(...customizationsOf(doc.value, file));
  }
  if (found.length === 0) throw new UsageError(`--argocd-cm ${file}: no argocd-cm health customization in it`);
  return found;
}

/**
 * The health customizations of every argocd-cm that some target of the repository renders. A
 * target that fails to render is named on stderr: a test that needed its script then fails.
 */
async function renderedCustomizations(flags: HealthRepoFlags): Promise<HealthCustomization[]> {
  return withTargets(flags, async (targets, config, root) => {
    const tools = await resolveTools({ helm: flags.helm, kustomize: flags.kustomize });
    const found: HealthCustomization[] = [];
    for (const target of targets) {
      const result = await renderOne(target, { config, root, tools });
      if (!result.ok) {
        process.stderr.write(`deploy-gate: ${targetId(target)}: ${result.code}: ${result.error}\n`);
        continue;
      }
      const { parsed } = result;
      for (const r of parsed.resources)
        found.push(...customizationsOf(r.object, `${targetId(target)} ${r.source.file}`));
    }
    return found;
  });
}

/** `deploy-gate health-test DIR...`: Argo CD's health_test.yaml cases, run with Argo CD's Lua semantics. */
export async function healthTestCommand(dirs: string[], flags: HealthTestFlags): Promise<number> {
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${dir}: not a directory`);
  }
  const customizations = flags.argocdCm.flatMap(customizationsInFile);
  if (flags.repo) customizations.push(...(await renderedCustomizations({ ...flags, repo: flags.repo })));
  const result = runHealthSuites(dirs, customizations);
  writeOutput(flags.format === 'json' ? formatSuiteJson(result) : formatSuiteText(result), flags.output);
  return suiteExitCode(result);
}
