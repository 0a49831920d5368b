/** A small token service for the registry's `auth.token` mode: checks Basic credentials, signs RS256 JWTs with x5c. */
import { createSign, randomUUID, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface TokenServer {
  realm: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** A token for pushing (tests set up images with it). */
  tokenFor(repo: string, actions: string[]): string;
  stop(): Promise<void>;
}

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export async function startTokenServer(opts: {
  keyFile: string;
  certFile: string;
  issuer: string;
  service: string;
  port: number;
  users: Record<string, string>;
}): Promise<TokenServer> {
  const key = readFileSync(opts.keyFile, 'utf8');
  const certDer = new X509Certificate(readFileSync(opts.certFile)).raw.toString('base64');
  const sign = (sub: string, access: unknown[]): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', x5c: [certDer] }));
    const claims = b64url(
      JSON.stringify({
        iss: opts.issuer,
        sub,
        aud: opts.service,
        exp: now + 600,
        nbf: now - 10,
        iat: now,
        jti: randomUUID(),
        access,
      }),
    );
    const signer = createSign('RSA-SHA256');
    signer.update(`${header}.${claims}`);
    return `${header}.${claims}.${b64url(signer.sign(key))}`;
  };
  const requests: TokenServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    const auth = req.headers.authorization ?? '';
    const [user = '', pass = ''] = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!auth.startsWith('Basic ') || opts.users[user] !== pass) {
      res.writeHead(401).end('{"errors":[{"code":"UNAUTHORIZED"}]}');
      return;
    }
    const scope = url.searchParams.get('scope') ?? '';
    const [type = '', name = '', actions = ''] = scope.split(':');
    const access = scope ? [{ type, name, actions: actions.split(',').filter((a) => a === 'pull') }] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: sign(user, access) }));
  });
  await new Promise<void>((r) => server.listen(opts.port, '127.0.0.1', r));
  return {
    realm: `http://127.0.0.1:${opts.port}/token`,
    requests,
    tokenFor: (repo, actions) => sign('pusher', [{ type: 'repository', name: repo, actions }]),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
