import { validatePortRef, PROTOCOLS } from './containers.js';
import { validateLabels } from './metadata.js';
import { dns1123Label, dns1123Subdomain } from './names.js';
import { checkEnum, checkPort, isSet, list, num, obj, str, type Rejections } from './rejections.js';

const V = 'core/validation/validation.go';
const NET = 'networking/validation/validation.go';
const TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer', 'ExternalName'];

/** ValidateService: type, ports, nodePorts, ExternalName, policies. */
export function validateService(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${V} ValidateService`;
  const type = str(spec['type']) ?? 'ClusterIP';
  checkEnum(r, '/spec/type', spec['type'], TYPES, cite);
  const ports = list(spec['ports']);
  if (type === 'ExternalName') {
    const name = str(spec['externalName']);
    if (!name) r.add('/spec/externalName', 'Required value', cite);
    else r.invalid('/spec/externalName', name, dns1123Subdomain(name.replace(/\.$/, '')), cite);
    const ip = str(spec['clusterIP']);
    if (ip && ip !== '') r.add('/spec/clusterIP', 'Forbidden: may not be set for ExternalName services', cite);
  } else if (ports.length === 0 && spec['clusterIP'] !== 'None') r.add('/spec/ports', 'Required value', cite);
  const seen = new Set<string>();
  const names = new Set<string>();
  ports.forEach((p, i) => {
    const port = obj(p);
    const at = `/spec/ports/${i}`;
    const name = str(port['name']);
    if (ports.length > 1 && !name) r.add(`${at}/name`, 'Required value', `${V} validateServicePort`);
    if (name) {
      r.invalid(`${at}/name`, name, dns1123Label(name), `${V} validateServicePort`);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, `${V} validateServicePort`);
      names.add(name);
    }
    const number = num(port['port']);
    checkPort(r, `${at}/port`, number, `${V} validateServicePort`);
    checkEnum(r, `${at}/protocol`, port['protocol'], PROTOCOLS, `${V} validateServicePort`);
    if (isSet(port['targetPort']))
      validatePortRef(r, `${at}/targetPort`, port['targetPort'], `${V} validateServicePort`);
    const key = `${number}/${str(port['protocol']) ?? 'TCP'}`;
    if (seen.has(key))
      r.add(
        at,
        `Duplicate value: {"port": ${number}, "protocol": ${JSON.stringify(str(port['protocol']) ?? 'TCP')}}`,
        cite,
      );
    seen.add(key);
    const nodePort = num(port['nodePort']);
    if (nodePort !== undefined && nodePort !== 0) {
      if (type === 'ClusterIP' || type === 'ExternalName')
        r.add(`${at}/nodePort`, `Forbidden: may not be used when \`type\` is '${type}'`, cite);
      else checkPort(r, `${at}/nodePort`, nodePort, cite);
    }
  });
  checkEnum(r, '/spec/sessionAffinity', spec['sessionAffinity'], ['ClientIP', 'None'], cite);
  for (const field of ['externalTrafficPolicy', 'internalTrafficPolicy'])
    checkEnum(r, `/spec/${field}`, spec[field], ['Cluster', 'Local'], cite);
  // Only externally accessible Services may set it: NodePort, LoadBalancer, or ClusterIP with externalIPs.
  const external =
    type === 'NodePort' || type === 'LoadBalancer' || (type === 'ClusterIP' && list(spec['externalIPs']).length > 0);
  if (isSet(spec['externalTrafficPolicy']) && !external)
    r.add(
      '/spec/externalTrafficPolicy',
      `Invalid value: ${JSON.stringify(spec['externalTrafficPolicy'])}: may only be set for externally-accessible services`,
      `${V} validateServiceExternalTrafficPolicy`,
    );
  checkEnum(
    r,
    '/spec/ipFamilyPolicy',
    spec['ipFamilyPolicy'],
    ['SingleStack', 'PreferDualStack', 'RequireDualStack'],
    cite,
  );
  list(spec['ipFamilies']).forEach((f, i) => checkEnum(r, `/spec/ipFamilies/${i}`, f, ['IPv4', 'IPv6'], cite));
  if (spec['clusterIP'] === 'None' && type !== 'ClusterIP' && type !== 'ExternalName')
    r.add('/spec/clusterIP', `Invalid value: "None": may not be set to 'None' for ${type} services`, cite);
  validateLabels(r, '/spec/selector', spec['selector']);
}

/** ValidateIngressSpec: pathType, absolute paths, backends, hosts. */
export function validateIngress(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${NET} validateIngressRules`;
  list(spec['rules']).forEach((rule, i) => {
    const host = str(obj(rule)['host']);
    if (host) {
      const plain = host.startsWith('*.') ? host.slice(2) : host;
      if (/^\d+(\.\d+){3}$/.test(host))
        r.add(
          `/spec/rules/${i}/host`,
          `Invalid value: ${JSON.stringify(host)}: must be a DNS name, not an IP address`,
          cite,
        );
      else r.invalid(`/spec/rules/${i}/host`, host, dns1123Subdomain(plain), cite);
    }
    list(obj(obj(rule)['http'])['paths']).forEach((p, j) => {
      const path = obj(p);
      const at = `/spec/rules/${i}/http/paths/${j}`;
      const type = str(path['pathType']);
      checkEnum(
        r,
        `${at}/pathType`,
        type,
        ['Exact', 'Prefix', 'ImplementationSpecific'],
        `${NET} validateHTTPIngressPath`,
      );
      const value = str(path['path']);
      // Exact and Prefix need a path; ImplementationSpecific may leave it empty, but a written one is absolute too.
      if (type !== undefined && value !== undefined && value !== '' && !value.startsWith('/'))
        r.add(
          `${at}/path`,
          `Invalid value: ${JSON.stringify(value)}: must be an absolute path`,
          `${NET} validateHTTPIngressPath`,
        );
      validateBackend(r, `${at}/backend`, path['backend']);
    });
  });
  if (isSet(spec['defaultBackend'])) validateBackend(r, '/spec/defaultBackend', spec['defaultBackend']);
  const cls = str(spec['ingressClassName']);
  if (cls) r.invalid('/spec/ingressClassName', cls, dns1123Subdomain(cls), `${NET} ValidateIngressSpec`);
}

function validateBackend(r: Rejections, path: string, value: unknown): void {
  const cite = `${NET} validateIngressBackend`;
  const backend = obj(value);
  const hasService = isSet(backend['service']);
  if (hasService && isSet(backend['resource']))
    r.add(path, 'Invalid value: cannot set both resource and service backends', cite);
  if (!hasService && !isSet(backend['resource']))
    r.add(path, 'Invalid value: resource or service backend is required', cite);
  if (!hasService) return;
  const service = obj(backend['service']);
  const name = str(service['name']);
  if (name) r.invalid(`${path}/service/name`, name, dns1123Label(name), cite);
  const port = obj(service['port']);
  if (isSet(port['name']) && isSet(port['number']))
    r.add(`${path}/service/port`, 'Invalid value: cannot set both port name & port number', cite);
  else if (!isSet(port['name']) && !isSet(port['number']))
    r.add(`${path}/service/port`, 'Invalid value: port name or number is required', cite);
  if (isSet(port['number'])) validatePortRef(r, `${path}/service/port/number`, port['number'], cite);
  if (isSet(port['name'])) validatePortRef(r, `${path}/service/port/name`, port['name'], cite);
}

/** ValidateNetworkPolicySpec: policy types, port protocols and ranges. */
export function validateNetworkPolicy(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${NET} ValidateNetworkPolicySpec`;
  list(spec['policyTypes']).forEach((t, i) => checkEnum(r, `/spec/policyTypes/${i}`, t, ['Ingress', 'Egress'], cite));
  for (const direction of ['ingress', 'egress'])
    list(spec[direction]).forEach((rule, i) =>
      list(obj(rule)['ports']).forEach((p, j) => {
        const port = obj(p);
        const at = `/spec/${direction}/${i}/ports/${j}`;
        checkEnum(r, `${at}/protocol`, port['protocol'], PROTOCOLS, `${NET} ValidateNetworkPolicyPort`);
        if (isSet(port['port'])) validatePortRef(r, `${at}/port`, port['port'], `${NET} ValidateNetworkPolicyPort`);
        const end = num(port['endPort']);
        if (end !== undefined) {
          if (typeof port['port'] !== 'number')
            r.add(
              `${at}/endPort`,
              'Required value: may not be specified when `port` is not a number',
              `${NET} ValidateNetworkPolicyPort`,
            );
          else if (end < port['port'])
            r.add(
              `${at}/endPort`,
              `Invalid value: ${end}: must be greater than or equal to \`port\``,
              `${NET} ValidateNetworkPolicyPort`,
            );
        }
      }),
    );
}
