// The Kubernetes API tables shipped in policies/ (data, not code: kube-linter's template + params
// lesson), read once through the YAML entry; kube/api-removals.ts and api-introductions.ts give
// them meaning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseIntroductionTable, type IntroductionTable } from '../kube/api-introductions.js';
import { parseRemovalTable, type RemovalTable } from '../kube/api-removals.js';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { packageRoot } from '../package-root.js';

/** A data file of the package: any YAML error is a packaging fault. */
export function packagedYaml(text: string, file: string): unknown {
  const parsed = parseYamlFile(text);
  const broken = parsed.firstError;
  if (broken) throw new Error(`${file} line ${broken.line}: ${broken.error}`);
  return parsed.value;
}

const readPolicy = (name: string): unknown =>
  packagedYaml(readFileSync(path.join(packageRoot(), 'policies', name), 'utf8'), `policies/${name}`);

let removals: RemovalTable | undefined;
let introductions: IntroductionTable | undefined;

export const removalTable = (): RemovalTable => (removals ??= parseRemovalTable(readPolicy('api-removals.yaml')));

export const introductionTable = (): IntroductionTable =>
  (introductions ??= parseIntroductionTable(readPolicy('api-introductions.yaml')));
