// The issues part of the fake GitHub API: list (state, creator, pagination), create, get, update.
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason: string | null;
  user: { login: string; type: string };
  html_url: string;
}

type Reply = [number, unknown, Record<string, string>?];

const MAX_BODY = 65536;

export class FakeIssues {
  readonly list: FakeIssue[] = [];
  /** Issue numbers start above the test PR numbers so comments never mix. */
  private next = 100;

  constructor(private readonly base: string) {}

  add(login: string, title: string, body: string, state: 'open' | 'closed' = 'open'): FakeIssue {
    const issue: FakeIssue = {
      number: this.next++,
      title,
      body,
      state,
      state_reason: null,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `${this.base}/issues/${this.next - 1}`,
    };
    this.list.push(issue);
    return issue;
  }

  get(n: number): FakeIssue | undefined {
    return this.list.find((i) => i.number === n);
  }

  /** `path` is relative to /repos/{owner}/{repo}; undefined when it is not an issues route. */
  route(method: string, path: string, url: URL, login: string, body: unknown, selfUrl: string): Reply | undefined {
    if (path === '/issues' && method === 'GET') return this.listIssues(url, selfUrl);
    if (path === '/issues' && method === 'POST') return this.create(login, body);
    const m = /^\/issues\/(\d+)$/.exec(path);
    if (!m) return undefined;
    const issue = this.get(Number(m[1]));
    if (!issue) return [404, { message: 'Not Found' }];
    if (method === 'GET') return [200, issue];
    if (method === 'PATCH') return this.update(issue, body);
    return [404, { message: 'Not Found' }];
  }

  private listIssues(url: URL, selfUrl: string): Reply {
    const state = url.searchParams.get('state') ?? 'open';
    const creator = url.searchParams.get('creator');
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const all = this.list
      .filter((i) => state === 'all' || i.state === state)
      .filter((i) => !creator || i.user.login === creator)
      .sort((a, b) => b.number - a.number); // GitHub's default: newest first
    const headers: Record<string, string> = {};
    if (page * perPage < all.length) {
      const q = new URLSearchParams(url.searchParams);
      q.set('page', String(page + 1));
      headers.link = `<${selfUrl}${url.pathname}?${q.toString()}>; rel="next"`;
    }
    return [200, all.slice((page - 1) * perPage, page * perPage), headers];
  }

  private create(login: string, body: unknown): Reply {
    const b = (body ?? {}) as { title?: unknown; body?: unknown };
    const text = String(b.body ?? '');
    if (typeof b.title !== 'string' || b.title === '')
      return [422, { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] }];
    if (text.length > MAX_BODY)
      return [422, { message: 'Validation Failed', errors: [{ message: 'body is too long' }] }];
    return [201, this.add(login, b.title, text)];
  }

  private update(issue: FakeIssue, body: unknown): Reply {
    const b = (body ?? {}) as { title?: unknown; body?: unknown; state?: unknown; state_reason?: unknown };
    if (typeof b.body === 'string' && b.body.length > MAX_BODY)
      return [422, { message: 'Validation Failed', errors: [{ message: 'body is too long' }] }];
    if (typeof b.title === 'string') issue.title = b.title;
    if (typeof b.body === 'string') issue.body = b.body;
    if (b.state === 'open' || b.state === 'closed') {
      issue.state = b.state;
      issue.state_reason = typeof b.state_reason === 'string' ? b.state_reason : null;
    }
    return [200, issue];
  }
}
