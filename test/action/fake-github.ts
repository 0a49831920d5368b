// A fake GitHub REST API over real HTTP on 127.0.0.1: PR heads, issue comments, scripted faults, a request log.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pacing } from '../../src/github/client.js';
import { FakeIssues } from './fake-issues.js';

/** Client pacing for tests against the fake: milliseconds where GitHub needs seconds. */
export const TEST_PACING: Pacing = {
  writeIntervalMs: 5,
  notificationIntervalMs: 5,
  retryBaseMs: 20,
  retryAfterUnitMs: 20,
};

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  created_at: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
  authorization?: string;
}

export interface Fault {
  method: string;
  /** Matched against the path without the query string. */
  path: RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many matching requests get this fault (default 1). */
  times?: number;
  /** Apply the request first, then answer with the fault (a "timeout" after the write landed). */
  afterApply?: boolean;
}

const MAX_BODY = 65536;

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly comments = new Map<number, FakeComment[]>();
  readonly pullHeads = new Map<number, string>();
  readonly issues: FakeIssues;
  /** token → login; unknown tokens are rejected with 401. */
  readonly tokens = new Map<string, { login: string; readOnly?: boolean }>();
  readonly faults: Fault[] = [];
  /** Milliseconds to hold every response to a matching request (to interleave concurrent runs). */
  delays: { method: string; path: RegExp; ms: number }[] = [];
  private nextId = 1000;
  private server?: http.Server;
  url = '';

  constructor(
    readonly owner = 'acme',
    readonly repo = 'deploy',
  ) {
    this.tokens.set('ghs_test_token_123456', { login: 'github-actions[bot]' });
    this.issues = new FakeIssues(`https://github.test/${owner}/${repo}`);
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  addComment(issue: number, login: string, body: string): FakeComment {
    const c: FakeComment = {
      id: this.nextId++,
      body,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `https://github.test/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${this.nextId - 1}`,
      created_at: new Date().toISOString(),
    };
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), c]);
    return c;
  }

  commentsBy(issue: number, login: string): FakeComment[] {
    return (this.comments.get(issue) ?? []).filter((c) => c.user.login === login);
  }

  count(method: string, path: RegExp): number {
    return this.requests.filter((r) => r.method === method && path.test(r.path)).length;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    this.requests.push({ method, path: url.pathname, body, authorization: req.headers.authorization });
    const delay = this.delays.find((d) => d.method === method && d.path.test(url.pathname));
    if (delay) await new Promise((r) => setTimeout(r, delay.ms));
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(data === undefined ? '' : JSON.stringify(data));
    };
    const fault = this.takeFault(method, url.pathname);
    if (fault && !fault.afterApply) return send(fault.status, fault.body ?? { message: 'fault' }, fault.headers);
    const [status, data, headers] = this.route(method, url, body, req.headers.authorization);
    if (fault) return send(fault.status, fault.body ?? { message: 'fault' }, fault.headers);
    send(status, data, headers);
  }

  private takeFault(method: string, path: string): Fault | undefined {
    const i = this.faults.findIndex((f) => f.method === method && f.path.test(path));
    const f = this.faults[i];
    if (!f) return undefined;
    f.times = (f.times ?? 1) - 1;
    if (f.times <= 0) this.faults.splice(i, 1);
    return f;
  }

  private route(method: string, url: URL, body: unknown, auth?: string): [number, unknown, Record<string, string>?] {
    const who = this.tokens.get((auth ?? '').replace(/^(token|bearer) /i, ''));
    if (!who) return [401, { message: 'Bad credentials' }];
    // GET /user answers personal tokens; installation tokens (bots) are refused, as on github.com.
    if (url.pathname === '/user' && method === 'GET') {
      return who.login.endsWith('[bot]')
        ? [403, { message: 'Resource not accessible by integration' }]
        : [200, { login: who.login, type: 'User' }];
    }
    const prefix = `/repos/${this.owner}/${this.repo}`;
    if (!url.pathname.startsWith(prefix)) return [404, { message: 'Not Found' }];
    const path = url.pathname.slice(prefix.length);
    if (method !== 'GET' && who.readOnly) {
      return [
        403,
        { message: 'Resource not accessible by integration' },
        { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
      ];
    }
    const issueReply = this.issues.route(method, path, url, who.login, body, this.url);
    if (issueReply) return issueReply;
    let m = /^\/pulls\/(\d+)$/.exec(path);
    if (m && method === 'GET') return this.getPull(Number(m[1]));
    m = /^\/issues\/(\d+)\/comments$/.exec(path);
    if (m && method === 'GET') return this.listComments(Number(m[1]), url);
    if (m && method === 'POST') return this.create(Number(m[1]), who.login, body);
    m = /^\/issues\/comments\/(\d+)$/.exec(path);
    if (m) return this.onComment(method, Number(m[1]), who.login, body);
    return [404, { message: 'Not Found' }];
  }

  private getPull(n: number): [number, unknown] {
    const sha = this.pullHeads.get(n);
    return sha ? [200, { number: n, head: { sha } }] : [404, { message: 'Not Found' }];
  }

  private listComments(issue: number, url: URL): [number, unknown, Record<string, string>] {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const all = this.comments.get(issue) ?? [];
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < all.length) {
      headers.link = `<${this.url}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next"`;
    }
    return [200, slice, headers];
  }

  private create(issue: number, login: string, body: unknown): [number, unknown] {
    const text = String((body as { body?: unknown })?.body ?? '');
    if (text.length > MAX_BODY) return tooLong();
    return [201, this.addComment(issue, login, text)];
  }

  private onComment(method: string, id: number, login: string, body: unknown): [number, unknown] {
    for (const [issue, list] of this.comments) {
      const c = list.find((x) => x.id === id);
      if (!c) continue;
      if (method === 'GET') return [200, c];
      if (c.user.login !== login) return [403, { message: 'Resource not accessible by integration' }];
      if (method === 'DELETE') {
        this.comments.set(
          issue,
          list.filter((x) => x.id !== id),
        );
        return [204, undefined];
      }
      if (method === 'PATCH') {
        const text = String((body as { body?: unknown })?.body ?? '');
        if (text.length > MAX_BODY) return tooLong();
        c.body = text;
        return [200, c];
      }
    }
    return [404, { message: 'Not Found' }];
  }
}

function tooLong(): [number, unknown] {
  return [
    422,
    {
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
    },
  ];
}
