/**
 * Probe templates: a serving container without a readinessProbe, a liveness probe that is the
 * readiness probe, and probes or Service targetPorts that name a port nobody declares.
 */
import type { FindingDraft } from '../../model/finding.js';
import { describeRef } from '../../model/resource.js';
import { getAt, joinPointer } from '../../kube/json-pointer.js';
import { canonicalJson, isObject } from '../../kube/object.js';
import { containerFieldPointer } from '../../kube/pod-pointers.js';
import type { ContainerSite, PodSpecSite } from '../../kube/pod-specs.js';
import { isRollingWorkload, serviceSelects, servicesOf, servicesSelecting } from '../../kube/workloads.js';
import { describeContainer, findingAt, type CheckMeta, type CheckTemplate, type TemplateContext } from './types.js';

export const PROBE_KINDS = ['readinessProbe', 'livenessProbe', 'startupProbe'] as const;

/** Handlers whose `port` may be a name (grpc takes a number only). */
const NAMED_PORT_HANDLERS = ['httpGet', 'tcpSocket'] as const;

function declaredPortNames(container: Record<string, unknown>): Set<string> {
  const ports = Array.isArray(container.ports) ? container.ports : [];
  return new Set(ports.flatMap((p) => (isObject(p) && typeof p.name === 'string' ? [p.name] : [])));
}

/** A port written as a name: a string that is not all digits (the kubelet reads "8080" as a number). */
function portName(port: unknown): string | undefined {
  return typeof port === 'string' && !/^\d+$/.test(port.trim()) ? port : undefined;
}

function isServing(c: ContainerSite): boolean {
  return c.role === 'container' && Array.isArray(c.container.ports) && c.container.ports.length > 0;
}

export const probeReadiness: CheckTemplate = {
  name: 'probe-readiness',
  summary:
    'Containers of Deployments, StatefulSets, DaemonSets and Rollouts that declare ports, are selected by a Service of the same render, and have no readinessProbe. Severity `error` where the environment sets `requireReadinessProbes: true`.',
  params: { type: 'object', properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    const drafts: FindingDraft[] = [];
    for (const c of ctx.containers) {
      if (!isRollingWorkload(c.resource) || !isServing(c) || c.container.readinessProbe !== undefined) continue;
      const services = servicesSelecting(c.pod, ctx.resources);
      if (services.length === 0) continue;
      const env = ctx.env.requireReadinessProbes ? ` (environment "${ctx.env.name}" requires readiness probes)` : '';
      const message = `${describeContainer(c)} serves ${services.map((s) => describeRef(s.ref)).join(', ')} but has no readinessProbe: its pods get traffic as soon as the process starts${env}`;
      const finding = findingAt(check, c.resource, containerFieldPointer(c, 'ports'), c.name, message);
      drafts.push(ctx.env.requireReadinessProbes ? { ...finding, severity: 'error' } : finding);
    }
    return drafts;
  },
};

export const probeEquality: CheckTemplate = {
  name: 'probe-equality',
  summary: 'Containers whose livenessProbe is the same as their readinessProbe.',
  params: { type: 'object', properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    return ctx.containers.flatMap((c): FindingDraft[] => {
      const { livenessProbe, readinessProbe } = c.container;
      if (!isObject(livenessProbe) || !isObject(readinessProbe)) return [];
      if (canonicalJson(livenessProbe) !== canonicalJson(readinessProbe)) return [];
      const message = `${describeContainer(c)} has a livenessProbe identical to its readinessProbe: when a dependency is slow, the kubelet restarts the pods instead of only taking them out of the Service`;
      return [findingAt(check, c.resource, containerFieldPointer(c, 'livenessProbe'), c.name, message)];
    });
  },
};

function probePortDrafts(c: ContainerSite, check: CheckMeta): FindingDraft[] {
  const names = declaredPortNames(c.container);
  const drafts: FindingDraft[] = [];
  for (const probe of PROBE_KINDS) {
    for (const handler of NAMED_PORT_HANDLERS) {
      const name = portName(getAt(c.container, `/${probe}/${handler}/port`));
      if (name === undefined || names.has(name)) continue;
      const path = containerFieldPointer(c, probe, handler, 'port');
      const message = `${describeContainer(c)} ${probe} uses port "${name}", which the container does not declare (${names.size > 0 ? `it declares ${[...names].map((n) => `"${n}"`).join(', ')}` : 'it names no ports'}): the kubelet fails every probe`;
      drafts.push(findingAt(check, c.resource, path, `${c.name} ${probe}`, message));
    }
  }
  return drafts;
}

/** Names of ports the pods of a site declare (containers and sidecars serve a Service). */
function podPortNames(site: PodSpecSite, containers: ContainerSite[]): Set<string> {
  const names = new Set<string>();
  for (const c of containers)
    if (c.pod === site && (c.role === 'container' || c.role === 'sidecar'))
      for (const n of declaredPortNames(c.container)) names.add(n);
  return names;
}

function servicePortDrafts(ctx: TemplateContext, check: CheckMeta): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  for (const service of servicesOf(ctx.resources)) {
    const selected = ctx.pods.filter((p) => serviceSelects(service, p));
    // No selected pod in this render (pods made elsewhere): nothing to compare with.
    if (selected.length === 0) continue;
    const ports = getAt(service.object, '/spec/ports');
    if (!Array.isArray(ports)) continue;
    ports.forEach((port, index) => {
      const name = isObject(port) ? portName(port.targetPort) : undefined;
      if (name === undefined) return;
      if (selected.some((site) => podPortNames(site, ctx.containers).has(name))) return;
      const path = joinPointer('/spec/ports', index, 'targetPort');
      const message = `targetPort "${name}" is declared by no container of the pods it selects (${selected.map((s) => describeRef(s.resource.ref)).join(', ')}): the Service has no endpoints for this port`;
      drafts.push(findingAt(check, service, path, `targetPort ${name}`, message));
    });
  }
  return drafts;
}

export const probePort: CheckTemplate = {
  name: 'probe-port',
  summary:
    'Probes that name a port the container does not declare, and Service targetPorts that name a port no selected container declares.',
  params: { type: 'object', properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    return [...ctx.containers.flatMap((c) => probePortDrafts(c, check)), ...servicePortDrafts(ctx, check)];
  },
};
