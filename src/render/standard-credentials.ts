// Source credentials where helm, OCI clients and git keep them, read from the caller's environment
// (HOME, XDG_CONFIG_HOME, HELM_*, DOCKER_CONFIG), after DEPLOY_GATE_SOURCE_AUTH_<HOST>:
//   Helm repositories  $HELM_REPOSITORY_CONFIG, else <helm config>/repositories.yaml (`helm repo add --username`)
//   OCI registries     $HELM_REGISTRY_CONFIG, else <helm config>/registry/config.json (`helm registry login`),
//                      then $DOCKER_CONFIG/config.json, else ~/.docker/config.json (`docker login`; no credsStore helpers)
//   git over http(s)   $XDG_CONFIG_HOME/git/credentials, else ~/.config/git/credentials, then ~/.git-credentials
// A credential goes only to the repository (Helm: the same canonical URL) or host (OCI, git) it
// was stored for, and never into argv or a message (remote-credentials.ts).
import path from 'node:path';
import { readFile } from '../local/tree-files.js';
import { canonicalSourceURL, type SourceKind } from '../sources/source-url.js';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { credentialsFor, type HostCredentials } from './remote-credentials.js';

type Env = NodeJS.ProcessEnv;
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Credentials for a canonical source URL: the deploy-gate variable for its host first, then the tools' own stores. */
export async function sourceCredentials(
  kind: SourceKind,
  url: string,
  env: Env = process.env,
): Promise<HostCredentials | undefined> {
  const host = new URL(url.replace(/^oci:/, 'https:')).host;
  const own = credentialsFor(host, env);
  if (own) return own;
  if (kind === 'helm') return helmRepositoryCredentials(url, env);
  if (kind === 'oci') return registryCredentials(host, env);
  return gitCredentials(url, env);
}

function configHome(env: Env): string | undefined {
  if (env.XDG_CONFIG_HOME) return env.XDG_CONFIG_HOME;
  return env.HOME ? path.join(env.HOME, '.config') : undefined;
}

function helmConfigHome(env: Env): string | undefined {
  if (env.HELM_CONFIG_HOME) return env.HELM_CONFIG_HOME;
  const home = configHome(env);
  return home ? path.join(home, 'helm') : undefined;
}

async function text(file: string | undefined): Promise<string | undefined> {
  return file ? readFile(file, 'utf8').catch(() => undefined) : undefined;
}

function pair(username: string | undefined, password: string | undefined): HostCredentials | undefined {
  return username && password ? { username, password } : undefined;
}

async function helmRepositoryCredentials(url: string, env: Env): Promise<HostCredentials | undefined> {
  const home = helmConfigHome(env);
  const file = env.HELM_REPOSITORY_CONFIG ?? (home ? path.join(home, 'repositories.yaml') : undefined);
  const body = await text(file);
  if (!body) return undefined;
  let value: Obj | undefined;
  try {
    value = obj(parseYamlFile(body).docs[0]?.value);
  } catch {
    return undefined; // not YAML helm could read either
  }
  const repos: unknown[] = Array.isArray(value?.repositories) ? value.repositories : [];
  for (const r of repos) {
    const entry = obj(r);
    const listed = str(entry?.url);
    const c = listed ? canonicalSourceURL('helm', listed.replace(/\/+$/, '')) : undefined;
    if (c?.ok && c.url === url) return pair(str(entry?.username), str(entry?.password));
  }
  return undefined;
}

async function registryCredentials(host: string, env: Env): Promise<HostCredentials | undefined> {
  const helm = helmConfigHome(env);
  const docker = env.DOCKER_CONFIG ?? (env.HOME ? path.join(env.HOME, '.docker') : undefined);
  const files = [
    env.HELM_REGISTRY_CONFIG ?? (helm ? path.join(helm, 'registry', 'config.json') : undefined),
    docker ? path.join(docker, 'config.json') : undefined,
  ];
  for (const file of files) {
    const body = await text(file);
    if (!body) continue;
    let auths: Obj | undefined;
    try {
      auths = obj(obj(JSON.parse(body))?.auths);
    } catch {
      continue;
    }
    const entry = obj(auths?.[host]) ?? obj(auths?.[`https://${host}`]);
    const encoded = str(entry?.auth);
    if (encoded) {
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
    const direct = pair(str(entry?.username), str(entry?.password));
    if (direct) return direct;
  }
  return undefined;
}

/** git's credential-store files: one `https://user:password@host` per line; matched by scheme and host, as git does by default. */
async function gitCredentials(url: string, env: Env): Promise<HostCredentials | undefined> {
  const wanted = new URL(url);
  const home = configHome(env);
  const files = [
    home ? path.join(home, 'git', 'credentials') : undefined,
    env.HOME ? path.join(env.HOME, '.git-credentials') : undefined,
  ];
  for (const file of files) {
    for (const line of (await text(file))?.split('\n') ?? []) {
      let stored: URL;
      try {
        stored = new URL(line.trim());
      } catch {
        continue;
      }
      if (stored.protocol !== wanted.protocol || stored.host !== wanted.host) continue;
      const found = pair(decodeURIComponent(stored.username), decodeURIComponent(stored.password));
      if (found) return found;
    }
  }
  return undefined;
}
