import picomatch from 'picomatch';
import type { FindingDraft } from '../../model/finding.js';
import { isObject } from '../../kube/object.js';
import { containerFieldPointer, podFieldPointer } from '../../kube/pod-pointers.js';
import type { ContainerSite, PodSpecSite } from '../../kube/pod-specs.js';
import {
  describeContainer,
  findingAt,
  inRoles,
  rolesParam,
  type CheckMeta,
  type CheckTemplate,
  unreadablePatchDrafts,
} from './types.js';

interface Gpu {
  taintKeys: string[];
  effect: string;
  isGpu: (name: string) => boolean;
}

function tolerations(pod: PodSpecSite): Record<string, unknown>[] {
  return Array.isArray(pod.spec.tolerations) ? (pod.spec.tolerations as unknown[]).filter(isObject) : [];
}

/** Whether a toleration lets the pod onto a node with taint `key` (effect as configured). */
function tolerates(t: Record<string, unknown>, key: string, effect: string): boolean {
  const effectOk = t.effect === undefined || t.effect === null || t.effect === '' || t.effect === effect;
  const keyOk = t.key === key || ((t.key === undefined || t.key === '') && t.operator === 'Exists');
  return effectOk && keyOk;
}

/** The first GPU resource name a container asks for (limits first: extended resources are set there). */
function gpuRequest(c: ContainerSite, gpu: Gpu): { field: string; name: string } | undefined {
  const res = isObject(c.container.resources) ? c.container.resources : {};
  for (const field of ['limits', 'requests']) {
    const list = res[field];
    const name = isObject(list) ? Object.keys(list).find((n) => gpu.isGpu(n)) : undefined;
    if (name) return { field, name };
  }
  return undefined;
}

function withoutRequest(pod: PodSpecSite, containers: ContainerSite[], gpu: Gpu, check: CheckMeta): FindingDraft[] {
  // A DRA resource claim may well be the GPU; without the claim's device class we cannot tell.
  if (Array.isArray(pod.spec.resourceClaims) && pod.spec.resourceClaims.length > 0) return [];
  if (containers.some((c) => gpuRequest(c, gpu))) return [];
  const list = tolerations(pod);
  const index = list.findIndex((t) => typeof t.key === 'string' && gpu.taintKeys.includes(t.key));
  if (index < 0) return [];
  const key = String(list[index]?.key);
  const message = `tolerates the GPU taint ${key} but no container requests a GPU: the pod can take a GPU node's capacity without using the GPU`;
  return [findingAt(check, pod.resource, podFieldPointer(pod, 'tolerations', index), key, message)];
}

function withoutToleration(pod: PodSpecSite, containers: ContainerSite[], gpu: Gpu, check: CheckMeta): FindingDraft[] {
  const list = tolerations(pod);
  if (gpu.taintKeys.some((key) => list.some((t) => tolerates(t, key, gpu.effect)))) return [];
  const drafts: FindingDraft[] = [];
  for (const c of containers) {
    const req = gpuRequest(c, gpu);
    if (!req) continue;
    const path = containerFieldPointer(c, 'resources', req.field, req.name);
    const message = `${describeContainer(c)} requests ${req.name} but the pod tolerates none of the GPU node taints (${gpu.taintKeys.join(', ')}): it stays Pending`;
    drafts.push(findingAt(check, c.resource, path, c.name, message));
  }
  return drafts;
}

export const gpuToleration: CheckTemplate = {
  name: 'gpu-toleration',
  summary:
    'Pods that tolerate a GPU taint without requesting a GPU; optionally the reverse (a GPU request without the toleration tainted GPU nodes need).',
  params: {
    type: 'object',
    properties: {
      taintKeys: {
        description: 'Taint keys that mark GPU nodes.',
        type: 'array',
        items: { type: 'string', minLength: 1 },
        minItems: 1,
        default: ['nvidia.com/gpu', 'amd.com/gpu'],
      },
      taintEffect: {
        description: 'Effect of the GPU node taint (for the reverse case).',
        enum: ['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        default: 'NoSchedule',
      },
      gpuResources: {
        description: "Extended resource names (globs) that are GPUs; the config's GPU resources are added.",
        type: 'array',
        items: { type: 'string', minLength: 1 },
        default: ['nvidia.com/gpu', 'nvidia.com/mig-*', 'amd.com/gpu', 'gpu.intel.com/*'],
      },
      tolerationWithoutRequest: {
        description: 'Report a GPU toleration in a pod that requests no GPU.',
        type: 'boolean',
        default: true,
      },
      requestWithoutToleration: {
        description:
          'Report a GPU request in a pod that tolerates no GPU taint. Turn on where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off.',
        type: 'boolean',
        default: false,
      },
      roles: rolesParam(['container', 'sidecar', 'init']),
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const gpu: Gpu = {
      taintKeys: params.taintKeys as string[],
      effect: params.taintEffect as string,
      isGpu: picomatch([...(params.gpuResources as string[]), ...ctx.gpuResources]),
    };
    const drafts: FindingDraft[] = [];
    for (const pod of ctx.pods) {
      const containers = ctx.containers.filter((c) => c.pod === pod && inRoles(c, params));
      if (params.tolerationWithoutRequest) drafts.push(...withoutRequest(pod, containers, gpu, check));
      if (params.requestWithoutToleration) drafts.push(...withoutToleration(pod, containers, gpu, check));
    }
    drafts.push(...unreadablePatchDrafts(ctx.pods, check));
    return drafts;
  },
};
