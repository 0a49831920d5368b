/** Which host answers the registry API for a registry name, and which hosts may see its credentials. */
import { isIP } from 'node:net';

/** Docker Hub's API is not served at docker.io. */
const API_HOSTS: Record<string, string> = { 'docker.io': 'registry-1.docker.io' };

/** Token services that legitimately sit on another host than their registry (I5). */
const BUILT_IN_TOKEN_HOSTS: Record<string, string[]> = { 'docker.io': ['auth.docker.io'] };

export function apiHost(registry: string): string {
  return API_HOSTS[registry] ?? registry;
}

/** `https://host/v2/<repository>/manifests/<reference>` (http for the loopback hosts tests list). */
export function manifestUrl(registry: string, repository: string, reference: string, insecure: Set<string>): string {
  const host = apiHost(registry);
  const scheme = insecure.has(registry) || insecure.has(host) ? 'http' : 'https';
  return `${scheme}://${host}/v2/${repository}/manifests/${reference}`;
}

function hostnameOf(hostPort: string): string {
  if (hostPort.startsWith('[')) return hostPort.slice(1, hostPort.indexOf(']'));
  const colon = hostPort.lastIndexOf(':');
  return colon > 0 && hostPort.indexOf(':') === colon ? hostPort.slice(0, colon) : hostPort;
}

/** The realm of a Bearer challenge may receive the registry's credentials only if it is that host or a known token service. */
export function isTrustedRealm(registry: string, realm: URL, extra: Record<string, string[]> | undefined): boolean {
  const realmHost = realm.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const own = [hostnameOf(registry), hostnameOf(apiHost(registry))].map((h) => h.toLowerCase());
  const allowed = [...own, ...(BUILT_IN_TOKEN_HOSTS[registry] ?? []), ...(extra?.[registry] ?? [])];
  return allowed.includes(realmHost);
}

function isPrivateV4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateV6(ip: string): boolean {
  const low = ip.toLowerCase();
  return (
    low === '::1' ||
    low === '::' ||
    low.startsWith('fe80:') ||
    low.startsWith('fc') ||
    low.startsWith('fd') ||
    low.startsWith('::ffff:')
  );
}

/**
 * A PR names the images; without an allowlist it could make the action probe internal addresses
 * (cloud metadata, cluster services). IP literals in private ranges need an explicit opt-in.
 */
export function hostRefusal(
  registry: string,
  allowed: Set<string> | undefined,
  insecure: Set<string>,
): string | undefined {
  if (allowed && !allowed.has(registry)) {
    return `registry ${registry} is not in the configured registry allowlist`;
  }
  if (allowed?.has(registry) || insecure.has(registry)) return undefined;
  const host = hostnameOf(registry);
  const kind = isIP(host);
  if ((kind === 4 && isPrivateV4(host)) || (kind === 6 && isPrivateV6(host)) || host === 'localhost') {
    return `registry ${registry} is a private or loopback address; list it explicitly to contact it`;
  }
  return undefined;
}
