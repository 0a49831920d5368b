/**
 * OCI distribution API client for one question: which manifest does `repo:tag` (or a digest) name?
 * Exchanges go through the shared HTTP core (src/http/), which follows redirects but never sends
 * the Authorization header on to another host (I5, the registry analogue of CVE-2021-32690).
 */
import { createHash } from 'node:crypto';
import type { ImageRef } from '../kube/image-ref.js';
import { answerChallenge, parseChallenge } from './auth.js';
import { hostRefusal, manifestUrl } from './hosts.js';
import { exchangeWithRetries, type HttpResponse } from '../http/index.js';
import { describeManifest, kindOf } from './manifest.js';
import type { RegistryFailure, Resolution, TagResolver, TagResolverOptions } from './types.js';
import { memoised } from '../cache/memo.js';

/** All four, indexes first: without the list types a registry may down-convert to one platform (I1). */
export const MANIFEST_ACCEPT = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');

const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

/** The shared retry policy: a 429 (Retry-After honoured), a 5xx or a dropped connection is tried twice more. */
const MAX_ATTEMPTS = 3;
const RETRY_BASE_MS = 250;

function failure(code: RegistryFailure['code'], message: string): RegistryFailure {
  return { ok: false, code, message, at: new Date().toISOString() };
}

function sha256(body: Buffer): string {
  return `sha256:${createHash('sha256').update(body).digest('hex')}`;
}

class RegistryClient {
  private readonly auth = new Map<string, string>();
  private readonly insecure: Set<string>;
  private readonly allowed: Set<string> | undefined;
  private readonly timeoutMs: number;

  private readonly runDeadline: number;

  constructor(private readonly o: TagResolverOptions) {
    this.runDeadline = o.runBudgetMs !== undefined ? Date.now() + o.runBudgetMs : Infinity;
    this.insecure = new Set(o.insecureHosts ?? []);
    this.allowed = o.allowedHosts ? new Set(o.allowedHosts) : undefined;
    this.timeoutMs = o.timeoutMs ?? 10_000;
  }

  /** One manifest request with the auth handshake and the shared retry policy. */
  async exchange(method: 'GET' | 'HEAD', ref: ImageRef, reference: string): Promise<HttpResponse | RegistryFailure> {
    const refused = hostRefusal(ref.registry, this.allowed, this.insecure);
    if (refused) return failure('E_REGISTRY_NOT_ALLOWED', refused);
    const url = manifestUrl(ref.registry, ref.repository, reference, this.insecure);
    const key = `${ref.registry}/${ref.repository}`;
    const deadline = Math.min(Date.now() + (this.o.budgetMs ?? 60_000), this.runDeadline);
    let answered401 = false;
    for (;;) {
      const headers: Record<string, string> = { accept: MANIFEST_ACCEPT, 'accept-encoding': 'identity' };
      const auth = this.auth.get(key);
      if (auth) headers.authorization = auth;
      const outcome = await exchangeWithRetries(
        url,
        { method, headers, timeoutMs: this.timeoutMs, maxBodyBytes: MAX_MANIFEST_BYTES, redirects: 'follow' },
        { attempts: MAX_ATTEMPTS, baseDelayMs: RETRY_BASE_MS, maxWaitMs: this.o.maxRetryWaitMs ?? 10_000, deadline },
      );
      if (!outcome.ok) {
        const kind = outcome.error.kind;
        return failure(
          kind === 'timeout'
            ? 'E_REGISTRY_TIMEOUT'
            : kind === 'too-large'
              ? 'E_MANIFEST_TOO_LARGE'
              : 'E_REGISTRY_UNREACHABLE',
          outcome.error.message,
        );
      }
      const res = outcome.response;
      if (res.status === 401 && !answered401) {
        answered401 = true;
        const challenge = await answerChallenge(parseChallenge(res.headers.get('www-authenticate')), {
          registry: ref.registry,
          repository: ref.repository,
          creds: this.o.credentials?.[ref.registry],
          insecure: this.insecure,
          tokenHosts: this.o.tokenHosts,
          timeoutMs: this.timeoutMs,
        });
        if (!challenge.ok) return failure(challenge.code, challenge.message);
        this.auth.set(key, challenge.header);
        continue;
      }
      if (res.status === 429) {
        const remaining = res.headers.get('ratelimit-remaining');
        return failure(
          'E_REGISTRY_RATE_LIMITED',
          `${ref.registry} rate-limited the lookup (429${remaining ? `, ratelimit-remaining: ${remaining}` : ''})`,
        );
      }
      return res;
    }
  }

  /** Why no further lookup may start, if the run's budget is spent. */
  spent(): RegistryFailure | undefined {
    if (Date.now() < this.runDeadline) return undefined;
    return failure(
      'E_REGISTRY_TIMEOUT',
      `the run's registry budget of ${Math.round((this.o.runBudgetMs ?? 0) / 1000)} s is spent; not looked up`,
    );
  }

  statusFailure(res: HttpResponse, what: string): RegistryFailure {
    if (res.status === 404) return failure('E_REGISTRY_NOT_FOUND', `${what} not found (404)`);
    if (res.status === 401 || res.status === 403)
      return failure('E_REGISTRY_AUTH', `${what}: access denied (${res.status})`);
    return failure('E_REGISTRY_RESPONSE', `${what}: registry answered ${res.status}`);
  }

  async resolveTag(ref: ImageRef, tag: string): Promise<Resolution> {
    const what = `${ref.name}:${tag}`;
    const head = await this.exchange('HEAD', ref, tag);
    if (!('status' in head)) return head;
    if (head.status !== 200) return this.statusFailure(head, what);
    const headerDigest = head.headers.get('docker-content-digest');
    const mediaType = (head.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (headerDigest && /^sha256:[a-f0-9]{64}$/.test(headerDigest)) {
      return {
        ok: true,
        digest: headerDigest,
        mediaType,
        kind: kindOf(mediaType),
        via: 'header',
        at: new Date().toISOString(),
      };
    }
    // The header is optional (ECR omits it): compute over the raw body, never over re-serialised JSON (I2).
    const get = await this.exchange('GET', ref, tag);
    if (!('status' in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const digest = sha256(get.body);
    const sent = get.headers.get('docker-content-digest');
    if (sent && sent !== digest)
      return failure('E_DIGEST_MISMATCH', `${what}: Docker-Content-Digest ${sent} differs from the body's ${digest}`);
    const info = describeManifest(get.body, get.headers.get('content-type'));
    return { ok: true, digest, mediaType: info.mediaType, kind: info.kind, via: 'body', at: new Date().toISOString() };
  }

  async inspect(ref: ImageRef, digest: string): Promise<Resolution> {
    const what = `${ref.name}@${digest}`;
    const get = await this.exchange('GET', ref, digest);
    if (!('status' in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const computed = sha256(get.body);
    const sent = get.headers.get('docker-content-digest');
    if (computed !== digest || (sent && sent !== computed)) {
      return failure(
        'E_DIGEST_MISMATCH',
        `${what}: the body's digest is ${computed}${sent ? `, the header says ${sent}` : ''}`,
      );
    }
    const info = describeManifest(get.body, get.headers.get('content-type'));
    return { ok: true, digest, ...info, via: 'body', at: new Date().toISOString() };
  }
}

/**
 * A resolver with a per-run cache: base and head (and every target naming the same tag) see one
 * answer, so a tag that moves during the run cannot make the two sides disagree (I3).
 */
export function createTagResolver(opts: TagResolverOptions): TagResolver {
  const client = new RegistryClient(opts);
  const cache = new Map<string, Promise<Resolution>>();
  const cached = (key: string, run: () => Promise<Resolution>): Promise<Resolution> =>
    memoised(cache, key, () => {
      const refusal = opts.offline
        ? failure('E_REGISTRY_OFFLINE', `offline: ${key} was not looked up`)
        : client.spent();
      return refusal ? Promise.resolve(refusal) : run();
    });
  return {
    resolve(ref) {
      const tag = ref.tag ?? 'latest';
      return cached(`${ref.name}:${tag}`, () => client.resolveTag(ref, tag));
    },
    inspect(ref, digest) {
      return cached(`${ref.name}@${digest}`, () => client.inspect(ref, digest));
    },
  };
}
