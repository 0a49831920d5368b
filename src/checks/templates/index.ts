/** Every template a check file may name. */
import { containerPrivileged } from './container-privileged.js';
import { containerResources } from './container-resources.js';
import { gpuToleration } from './gpu-toleration.js';
import { imageDigest } from './image-digest.js';
import { imageRegistry } from './image-registry.js';
import { imageTag } from './image-tag.js';
import { hookJobTemplate } from './hook-job.js';
import { analysisMetric } from './analysis-metric.js';
import { replicasWithHpa } from './replicas-with-hpa.js';
import { argocdHealth } from './argocd-health.js';
import { objectSchema } from './object-schema.js';
import { probeEquality, probePort, probeReadiness } from './probes.js';
import { podSecurity } from './pod-security.js';
import { requiredAnnotation, requiredLabel } from './required-metadata.js';
import type { CheckTemplate } from './types.js';

export const TEMPLATES: readonly CheckTemplate[] = [
  imageTag,
  imageDigest,
  imageRegistry,
  containerResources,
  containerPrivileged,
  gpuToleration,
  hookJobTemplate,
  analysisMetric,
  replicasWithHpa,
  argocdHealth,
  objectSchema,
  requiredLabel,
  requiredAnnotation,
  probeReadiness,
  probeEquality,
  probePort,
  podSecurity,
];

const BY_NAME = new Map(TEMPLATES.map((t) => [t.name, t]));

export function templateNamed(name: string): CheckTemplate | undefined {
  return BY_NAME.get(name);
}

export type { TemplateContext } from './types.js';
