import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/model/config.ts
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
  "Jenkinsfile"
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
  DEFAULT_IGNORE,
  DEFAULT_MAX_APPLICATIONS_PER_SET,
  environmentOf,
  DEFAULT_POLICY_PACKS
};
