/**
 * Debian's docker-registry (distribution 2.8) on 127.0.0.1 for tests: temp storage, a free port,
 * optional htpasswd basic auth or token auth, and image pushes through the HTTP API.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';

export const REGISTRY_BIN = ['/usr/bin/docker-registry', '/usr/bin/registry'].find((p) => existsSync(p));
export const SKIP_REGISTRY_MESSAGE =
  'docker-registry is not installed (apt-get install -y docker-registry): skipping real-registry tests';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RegistryAuth {
  basic?: { username: string; password: string };
  token?: { realm: string; service: string; issuer: string; certFile: string };
}

export interface RunningRegistry {
  host: string;
  url: string;
  pushAuth?: string;
  /** The registry's storage root (tests that tamper with stored blobs). */
  dataDir: string;
  stop(): Promise<void>;
}

function authYaml(dir: string, auth: RegistryAuth | undefined): string {
  if (auth?.basic) {
    const file = path.join(dir, 'htpasswd');
    writeFileSync(file, `${auth.basic.username}:${bcrypt.hashSync(auth.basic.password, 5)}\n`);
    return `auth:\n  htpasswd:\n    realm: basic-realm\n    path: ${file}\n`;
  }
  if (auth?.token) {
    const t = auth.token;
    return `auth:\n  token:\n    realm: ${t.realm}\n    service: ${t.service}\n    issuer: ${t.issuer}\n    rootcertbundle: ${t.certFile}\n`;
  }
  return '';
}

async function waitUp(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`docker-registry exited: ${log()}`);
    try {
      await fetch(`${url}/v2/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`docker-registry did not come up: ${log()}`);
}

export async function startRegistry(auth?: RegistryAuth): Promise<RunningRegistry> {
  if (!REGISTRY_BIN) throw new Error(SKIP_REGISTRY_MESSAGE);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-registry-'));
  const port = await freePort();
  const config = path.join(dir, 'config.yml');
  writeFileSync(
    config,
    [
      'version: 0.1',
      'log:\n  level: error\n  accesslog:\n    disabled: true',
      `storage:\n  filesystem:\n    rootdirectory: ${path.join(dir, 'data')}\n  delete:\n    enabled: true`,
      `http:\n  addr: 127.0.0.1:${port}\n  secret: test-secret`,
      authYaml(dir, auth),
    ].join('\n'),
  );
  const proc = spawn(REGISTRY_BIN, ['serve', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH ?? '' },
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(url, proc, () => stderr);
  const basic = auth?.basic;
  return {
    host: `127.0.0.1:${port}`,
    url,
    dataDir: path.join(dir, 'data'),
    ...(basic ? { pushAuth: `Basic ${Buffer.from(`${basic.username}:${basic.password}`).toString('base64')}` } : {}),
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function sha256(data: Buffer | string): string {
  return `sha256:${createHash('sha256').update(data).digest('hex')}`;
}

/** A self-signed RSA key + certificate for the token server (openssl is on every runner). */
export function makeSigningCert(dir: string): { keyFile: string; certFile: string } {
  const keyFile = path.join(dir, 'token.key');
  const certFile = path.join(dir, 'token.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=dg-test-token',
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}
