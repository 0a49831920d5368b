import { dns1123Label, envVarName, ianaPortName, localDescendingPath } from './names.js';
import { checkEnum, checkMin, checkPort, isSet, list, num, obj, str, type Rejections } from './rejections.js';
import { validateResourceRequirements } from './resources.js';
import type { ContainerRole } from '../kube/pod-specs.js';

const V = 'core/validation/validation.go';
export const PROTOCOLS = ['TCP', 'UDP', 'SCTP'];

export interface ContainerContext {
  volumes: Set<string>;
  hostNetwork: boolean;
}

/** validateContainers / validateInitContainers / validateContainerCommon for one container. */
export function validateContainer(
  r: Rejections,
  path: string,
  container: Record<string, unknown>,
  role: ContainerRole,
  ctx: ContainerContext,
): void {
  const name = str(container['name']);
  if (name !== undefined) r.invalid(`${path}/name`, name, dns1123Label(name), `${V} validateContainerCommon`);
  checkEnum(
    r,
    `${path}/imagePullPolicy`,
    container['imagePullPolicy'],
    ['Always', 'IfNotPresent', 'Never'],
    `${V} validatePullPolicy`,
  );
  checkEnum(
    r,
    `${path}/terminationMessagePolicy`,
    container['terminationMessagePolicy'],
    ['File', 'FallbackToLogsOnError'],
    `${V} validateContainerCommon`,
  );
  validatePorts(r, `${path}/ports`, container['ports'], ctx.hostNetwork);
  validateEnv(r, `${path}/env`, container['env']);
  validateMounts(r, `${path}/volumeMounts`, container['volumeMounts'], ctx.volumes);
  validateResourceRequirements(r, `${path}/resources`, container['resources']);
  validateContainerSecurityContext(r, `${path}/securityContext`, container['securityContext']);
  validateRestartPolicy(r, path, container, role);
  validateProbes(r, path, container, role);
}

function validatePorts(r: Rejections, path: string, ports: unknown, hostNetwork: boolean): void {
  const cite = `${V} validateContainerPorts`;
  const names = new Set<string>();
  list(ports).forEach((p, i) => {
    const port = obj(p);
    const at = `${path}/${i}`;
    const name = str(port['name']);
    if (name) {
      r.invalid(`${at}/name`, name, ianaPortName(name), cite);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, cite);
      names.add(name);
    }
    const containerPort = num(port['containerPort']);
    checkPort(r, `${at}/containerPort`, containerPort, cite);
    const hostPort = num(port['hostPort']);
    if (hostPort !== 0) checkPort(r, `${at}/hostPort`, hostPort, cite);
    if (hostNetwork && hostPort !== undefined && hostPort !== 0 && hostPort !== containerPort)
      r.add(
        `${at}/hostPort`,
        `Invalid value: ${hostPort}: must match \`containerPort\` when \`hostNetwork\` is true`,
        `${V} validateHostNetwork`,
      );
    checkEnum(r, `${at}/protocol`, port['protocol'], PROTOCOLS, cite);
  });
}

function validateEnv(r: Rejections, path: string, env: unknown): void {
  const cite = `${V} ValidateEnv`;
  // RelaxedEnvironmentVariableValidation: beta and on by default since 1.32.
  const relaxed = r.atLeast('1.32');
  list(env).forEach((e, i) => {
    const v = obj(e);
    const at = `${path}/${i}`;
    const name = str(v['name']);
    if (name !== undefined && name !== '') r.invalid(`${at}/name`, name, envVarName(name, relaxed), cite);
    const from = obj(v['valueFrom']);
    if (isSet(v['valueFrom'])) {
      const sources = ['fieldRef', 'resourceFieldRef', 'configMapKeyRef', 'secretKeyRef'].filter((k) => isSet(from[k]));
      if (str(v['value']))
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": may not be specified when `value` is not empty',
          `${V} validateEnvVarValueFrom`,
        );
      if (sources.length === 0)
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`',
          `${V} validateEnvVarValueFrom`,
        );
      else if (sources.length > 1)
        r.add(
          `${at}/valueFrom`,
          'Invalid value: "": may not have more than one field specified at a time',
          `${V} validateEnvVarValueFrom`,
        );
    }
  });
}

function validateMounts(r: Rejections, path: string, mounts: unknown, volumes: Set<string>): void {
  const cite = `${V} ValidateVolumeMounts`;
  const paths = new Set<string>();
  list(mounts).forEach((m, i) => {
    const mount = obj(m);
    const at = `${path}/${i}`;
    const name = str(mount['name']);
    if (name && !volumes.has(name)) r.add(`${at}/name`, `Not found: ${JSON.stringify(name)}`, cite);
    const mountPath = str(mount['mountPath']);
    if (mountPath) {
      if (paths.has(mountPath))
        r.add(`${at}/mountPath`, `Invalid value: ${JSON.stringify(mountPath)}: must be unique`, cite);
      paths.add(mountPath);
    }
    const subPath = str(mount['subPath']);
    if (subPath)
      r.invalid(`${at}/subPath`, subPath, localDescendingPath(subPath), `${cite} (validateLocalDescendingPath)`);
    if (isSet(mount['subPath']) && isSet(mount['subPathExpr']) && subPath && str(mount['subPathExpr']))
      r.add(`${at}/subPathExpr`, 'Invalid value: subPathExpr and subPath are mutually exclusive', cite);
  });
}

function validateContainerSecurityContext(r: Rejections, path: string, value: unknown): void {
  const sc = obj(value);
  const cite = `${V} ValidateSecurityContext`;
  checkMin(r, `${path}/runAsUser`, sc['runAsUser'], 0, cite);
  checkMin(r, `${path}/runAsGroup`, sc['runAsGroup'], 0, cite);
  if (sc['allowPrivilegeEscalation'] === false) {
    if (sc['privileged'] === true)
      r.add(path, 'Invalid value: cannot set `allowPrivilegeEscalation` to false and `privileged` to true', cite);
    const added = list(obj(sc['capabilities'])['add']);
    if (added.includes('SYS_ADMIN') || added.includes('CAP_SYS_ADMIN'))
      r.add(
        path,
        'Invalid value: cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN',
        cite,
      );
  }
}

/** restartPolicy on containers: only init containers, only `Always` (sidecars); gated before 1.29. */
function validateRestartPolicy(
  r: Rejections,
  path: string,
  container: Record<string, unknown>,
  role: ContainerRole,
): void {
  const policy = str(container['restartPolicy']);
  if (policy === undefined) return;
  const at = `${path}/restartPolicy`;
  if (role === 'container' || role === 'ephemeral') {
    // ContainerRestartRules (alpha in 1.34, off by default) is the first to allow it on regular containers.
    r.add(at, 'Forbidden: may not be set for non-init containers', `${V} validateContainers`);
    return;
  }
  if (!r.atLeast('1.29'))
    // SidecarContainers: alpha (off) in 1.28, beta and on by default from 1.29. With it off the API
    // server drops the field (dropDisabledPodFields): the sidecar becomes an init container that never ends.
    r.add(
      at,
      'Forbidden: dropped before Kubernetes 1.29 (SidecarContainers is off by default): the container runs as a plain init container and the pod never starts',
      'core/pod/util.go dropDisabledPodFields',
    );
  else if (policy !== 'Always') r.unsupported(at, policy, ['Always'], `${V} validateInitContainers`);
}

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;
const HANDLERS = ['exec', 'httpGet', 'tcpSocket', 'grpc'];
const INIT_ONLY_WITH_ALWAYS = 'Forbidden: may not be set for init containers without restartPolicy=Always';

function validateProbes(r: Rejections, path: string, container: Record<string, unknown>, role: ContainerRole): void {
  for (const probe of PROBES) {
    if (!isSet(container[probe])) continue;
    const at = `${path}/${probe}`;
    if (role === 'init' || role === 'ephemeral') {
      r.add(at, INIT_ONLY_WITH_ALWAYS, `${V} validateInitContainers`);
      continue;
    }
    validateProbe(r, at, obj(container[probe]), probe !== 'readinessProbe');
  }
  if (role === 'init' && isSet(container['lifecycle']))
    r.add(`${path}/lifecycle`, INIT_ONLY_WITH_ALWAYS, `${V} validateInitContainers`);
  const lifecycle = obj(container['lifecycle']);
  for (const hook of ['postStart', 'preStop'])
    if (isSet(lifecycle[hook]))
      validateHandler(
        r,
        `${path}/lifecycle/${hook}`,
        obj(lifecycle[hook]),
        ['exec', 'httpGet', 'tcpSocket', 'sleep'],
        `${V} validateLifecycle`,
      );
}

function validateProbe(r: Rejections, path: string, probe: Record<string, unknown>, mustSucceedOnce: boolean): void {
  const cite = `${V} validateProbe`;
  validateHandler(r, path, probe, HANDLERS, cite);
  for (const field of [
    'initialDelaySeconds',
    'timeoutSeconds',
    'periodSeconds',
    'successThreshold',
    'failureThreshold',
  ])
    checkMin(r, `${path}/${field}`, probe[field], 0, cite);
  const success = num(probe['successThreshold']);
  if (mustSucceedOnce && success !== undefined && success !== 0 && success !== 1)
    r.add(
      `${path}/successThreshold`,
      `Invalid value: ${success}: must be 1`,
      `${V} validateLivenessProbe / validateStartupProbe`,
    );
  checkMin(r, `${path}/terminationGracePeriodSeconds`, probe['terminationGracePeriodSeconds'], 1, cite);
}

function validateHandler(
  r: Rejections,
  path: string,
  handler: Record<string, unknown>,
  kinds: string[],
  cite: string,
): void {
  const set = kinds.filter((k) => isSet(handler[k]));
  if (set.length === 0) r.add(path, 'Required value: must specify a handler type', cite);
  if (set.length > 1) r.add(`${path}/${set[1]}`, `Forbidden: may not specify more than 1 handler type`, cite);
  const http = obj(handler['httpGet']);
  if (isSet(handler['httpGet'])) {
    validatePortRef(r, `${path}/httpGet/port`, http['port'], cite);
    checkEnum(r, `${path}/httpGet/scheme`, http['scheme'], ['HTTP', 'HTTPS'], cite);
  }
  if (isSet(handler['tcpSocket']))
    validatePortRef(r, `${path}/tcpSocket/port`, obj(handler['tcpSocket'])['port'], cite);
  checkPort(r, `${path}/grpc/port`, obj(handler['grpc'])['port'], cite);
}

/** A port given as a number or an IANA name (probe handlers, Service targetPort). */
export function validatePortRef(r: Rejections, path: string, port: unknown, cite: string): void {
  checkPort(r, path, port, cite);
  if (typeof port === 'string' && !/^\d+$/.test(port)) r.invalid(path, port, ianaPortName(port), cite);
}
