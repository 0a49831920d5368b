import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/config.ts
var DEFAULT_CONFIG_FILE = ".deploy-gate.yaml";
var DEFAULT_IGNORE = [
  "**/*.md",
  "**/*.markdown",
  "**/LICENSE*",
  "**/LICENCE*",
  "**/COPYING*",
  "docs/**",
  // CI configuration: it runs checks, it is never applied to a cluster.
  ".github/**",
  ".gitlab-ci.yml",
  ".gitlab/**",
  ".circleci/**",
  ".buildkite/**",
  ".woodpecker/**",
  ".woodpecker.yml",
  ".drone.yml",
  "azure-pipelines.yml",
  "Jenkinsfile",
  // Repository housekeeping read by git, editors, linters and bots, never by helm, kustomize or a
  // GitOps controller (.helmignore and Flux's .sourceignore are not here: they change what is built).
  "**/.gitignore",
  ".editorconfig",
  ".pre-commit-config.yaml",
  ".yamllint",
  ".yamllint.yaml",
  ".yamllint.yml",
  ".markdownlint*",
  "renovate.json",
  "renovate.json5",
  ".renovaterc",
  ".renovaterc.json",
  "CODEOWNERS"
];
var DEFAULT_MAX_APPLICATIONS_PER_SET = 1e4;
function environmentOf(config, name) {
  return config.environments[name] ?? {
    name,
    kubernetesVersion: config.kubernetesVersion,
    requireDigests: false,
    gateRecords: "off",
    apiVersions: []
  };
}
var DEFAULT_POLICY_PACKS = ["pss-baseline"];

export {
  DEFAULT_CONFIG_FILE,
  DEFAULT_IGNORE,
  DEFAULT_MAX_APPLICATIONS_PER_SET,
  environmentOf,
  DEFAULT_POLICY_PACKS
};
