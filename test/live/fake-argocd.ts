import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { liveResourceReply, treeOf } from './world.js';
import type { WorldOptions } from './world.js';

/** One canned answer: status + JSON (or raw text), optionally late. */
export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
  headers?: Record<string, string>;
  /** Send the headers and this much of a body, then stall (a proxy that hangs mid-answer). */
  stallAfter?: string;
}

export type Route = Reply | Reply[] | ((url: URL) => Reply);

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
}

/**
 * A fake Argo CD API server on 127.0.0.1 (real HTTP or HTTPS). Routes are keyed by path; an
 * array answers its replies in turn and then repeats the last. Unknown paths answer 404 the way
 * Argo CD's gateway does.
 */
export class FakeArgoCd {
  readonly seen: SeenRequest[] = [];
  private server?: http.Server;
  private readonly counters = new Map<string, number>();

  /** The Applications of the last list answer: the world (tree, live objects) is built around them. */
  private readonly known = new Map<string, Record<string, unknown>>();

  constructor(
    readonly routes: Record<string, Route>,
    private readonly tls?: { key: string; cert: string },
    readonly world: WorldOptions | false = {},
  ) {}

  async start(): Promise<string> {
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => this.handle(req, res);
    this.server = this.tls ? https.createServer(this.tls, handler) : http.createServer(handler);
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const port = (this.server.address() as AddressInfo).port;
    return `${this.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  requests(path: string): SeenRequest[] {
    return this.seen.filter((r) => r.path === path);
  }

  private reply(url: URL): Reply {
    const r = this.routed(url);
    if (url.pathname === '/api/v1/applications') this.remember(r);
    return r;
  }

  private routed(url: URL): Reply {
    const route = this.routes[url.pathname];
    if (route === undefined)
      return this.fromWorld(url) ?? { status: 404, json: { error: 'Not Found', code: 5, message: 'Not Found' } };
    if (typeof route === 'function') return route(url);
    if (!Array.isArray(route)) return route;
    const n = this.counters.get(url.pathname) ?? 0;
    this.counters.set(url.pathname, n + 1);
    return route[Math.min(n, route.length - 1)] ?? { status: 500 };
  }

  private remember(r: Reply): void {
    const items = (r.json as { items?: unknown } | undefined)?.items;
    for (const app of Array.isArray(items) ? items : []) {
      const name = (app as { metadata?: { name?: string } }).metadata?.name;
      if (name) this.known.set(name, app as Record<string, unknown>);
    }
  }

  /** Tree and live objects of a listed Application, unless a route says otherwise. */
  private fromWorld(url: URL): Reply | undefined {
    const m = /^\/api\/v1\/applications\/([^/]+)\/(resource-tree|resource)$/.exec(url.pathname);
    const app = m && this.world ? this.known.get(decodeURIComponent(m[1] ?? '')) : undefined;
    if (!m || !app || !this.world) return undefined;
    return m[2] === 'resource-tree' ? { json: treeOf(app, this.world) } : liveResourceReply(url, this.world);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    const r = this.reply(url);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(r.status ?? 200, {
        'content-type': r.text !== undefined ? 'text/html' : 'application/json',
        ...r.headers,
      });
      if (r.stallAfter !== undefined) return void res.write(r.stallAfter);
      res.end(r.text ?? JSON.stringify(r.json ?? {}));
    };
    if (r.delayMs) setTimeout(send, r.delayMs).unref();
    else send();
  }
}
