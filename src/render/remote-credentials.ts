// Credentials for chart sources come from the environment only, one variable per host:
//   DEPLOY_GATE_SOURCE_AUTH_<HOST>=<username>:<password-or-token>
// where <HOST> is the host (and port) upper-cased with every other character turned into `_`
// (`charts.example.com` → DEPLOY_GATE_SOURCE_AUTH_CHARTS_EXAMPLE_COM). They reach helm through
// stdin or a file in the fetch's own temp dir, never argv or the report.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface HostCredentials {
  username: string;
  password: string;
}

export function credentialVariable(host: string): string {
  return `DEPLOY_GATE_SOURCE_AUTH_${host.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

export function credentialsFor(host: string, env: NodeJS.ProcessEnv = process.env): HostCredentials | undefined {
  const raw = env[credentialVariable(host)];
  const colon = raw?.indexOf(':') ?? -1;
  if (!raw || colon <= 0) return undefined;
  return { username: raw.slice(0, colon), password: raw.slice(colon + 1) };
}

/** What `helm registry login` would write, written by us into the fetch's own registry config. */
export async function writeRegistryConfig(file: string, host: string, creds: HostCredentials): Promise<void> {
  const auth = Buffer.from(`${creds.username}:${creds.password}`).toString('base64');
  await writeFile(path.resolve(file), JSON.stringify({ auths: { [host]: { auth } } }), { mode: 0o600 });
}

/** Every credential value removed from a text (a tool may echo what it was given). */
export function withoutCredentials(text: string, creds: HostCredentials | undefined): string {
  if (!creds) return text;
  let out = text;
  for (const secret of [creds.password, creds.username]) {
    if (secret.length >= 3) out = out.split(secret).join('***');
  }
  return out;
}

/** The caller's proxy and CA settings, passed to fetches (never to renders): CI behind a proxy can still fetch. */
const NETWORK_VARS = [
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
];

export function networkEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of NETWORK_VARS) {
    const v = env[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}
