import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  appliedIdentityOf,
  compareFindings,
  crdDocuments
} from "./chunk-LWTNYFFW.js";
import {
  siteFindings
} from "./chunk-LWAUYT3A.js";
import "./chunk-NIV5XKAB.js";
import {
  imageSites
} from "./chunk-RDWWVJLK.js";
import {
  formatImageRef,
  tryParseImageRef
} from "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import {
  customizationFor,
  customizationsOf,
  isArgocdCm,
  keyMatches
} from "./chunk-VQ6XOWD6.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import {
  HttpError,
  exchange,
  exchangeWithRetries
} from "./chunk-HDPDJ77Q.js";
import {
  environmentOf
} from "./chunk-ZQ5WTYB2.js";
import {
  finalizeDrafts
} from "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import {
  apiGroup,
  describeRef
} from "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  escapeRegExp,
  isCredentialPath
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  asObject,
  isObject,
  joinPointer
} from "./chunk-LYFTJUJU.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/registry/resolver.ts
import { createHash } from "node:crypto";

// src/registry/hosts.ts
import { isIP } from "node:net";
var API_HOSTS = { "docker.io": "registry-1.docker.io" };
var BUILT_IN_TOKEN_HOSTS = { "docker.io": ["auth.docker.io"] };
function apiHost(registry) {
  return API_HOSTS[registry] ?? registry;
}
function manifestUrl(registry, repository, reference, insecure) {
  const host = apiHost(registry);
  const scheme = insecure.has(registry) || insecure.has(host) ? "http" : "https";
  return `${scheme}://${host}/v2/${repository}/manifests/${reference}`;
}
function hostnameOf(hostPort) {
  if (hostPort.startsWith("[")) return hostPort.slice(1, hostPort.indexOf("]"));
  const colon = hostPort.lastIndexOf(":");
  return colon > 0 && hostPort.indexOf(":") === colon ? hostPort.slice(0, colon) : hostPort;
}
function isTrustedRealm(registry, realm, extra) {
  const realmHost = realm.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const own = [hostnameOf(registry), hostnameOf(apiHost(registry))].map((h) => h.toLowerCase());
  const allowed = [...own, ...BUILT_IN_TOKEN_HOSTS[registry] ?? [], ...extra?.[registry] ?? []];
  return allowed.includes(realmHost);
}
function isPrivateV4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 10 || a === 127 || a === 0 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 100 && b >= 64 && b <= 127;
}
function isPrivateV6(ip) {
  const low = ip.toLowerCase();
  return low === "::1" || low === "::" || low.startsWith("fe80:") || low.startsWith("fc") || low.startsWith("fd") || low.startsWith("::ffff:");
}
function hostRefusal(registry, allowed, insecure) {
  if (allowed && !allowed.has(registry)) {
    return `registry ${registry} is not in the configured registry allowlist`;
  }
  if (allowed?.has(registry) || insecure.has(registry)) return void 0;
  const host = hostnameOf(registry);
  const kind = isIP(host);
  if (kind === 4 && isPrivateV4(host) || kind === 6 && isPrivateV6(host) || host === "localhost") {
    return `registry ${registry} is a private or loopback address; list it explicitly to contact it`;
  }
  return void 0;
}

// src/registry/auth.ts
function parseChallenge(header) {
  if (!header) return void 0;
  const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header);
  if (!m) return void 0;
  const params = {};
  const re = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
  for (const p of (m[2] ?? "").matchAll(re)) {
    params[(p[1] ?? "").toLowerCase()] = (p[2] ?? p[3] ?? "").replace(/\\(.)/g, "$1");
  }
  return { scheme: (m[1] ?? "").toLowerCase(), params };
}
function basicHeader(c) {
  return `Basic ${Buffer.from(`${c.username}:${c.password}`).toString("base64")}`;
}
async function fetchToken(realm, creds, timeoutMs) {
  try {
    const res = await exchange(realm, {
      headers: creds ? { authorization: basicHeader(creds) } : {},
      timeoutMs,
      maxBodyBytes: 1024 * 1024,
      redirects: "follow"
    });
    if (res.status !== 200)
      return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} answered ${res.status}` };
    const body = JSON.parse(res.body?.toString("utf8") ?? "");
    const token = typeof body.token === "string" ? body.token : body.access_token;
    if (typeof token !== "string" || token === "")
      return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned no token` };
    return { ok: true, header: `Bearer ${token}` };
  } catch (err) {
    if (err instanceof HttpError) {
      return {
        ok: false,
        code: err.kind === "timeout" ? "E_REGISTRY_TIMEOUT" : "E_REGISTRY_UNREACHABLE",
        message: `token service: ${err.message}`
      };
    }
    return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned unreadable JSON` };
  }
}
async function answerChallenge(challenge, o) {
  if (challenge?.scheme === "basic") {
    if (!o.creds)
      return {
        ok: false,
        code: "E_REGISTRY_AUTH",
        message: `${o.registry} requires credentials (Basic) and none are configured`
      };
    return { ok: true, header: basicHeader(o.creds) };
  }
  if (challenge?.scheme !== "bearer" || !challenge.params.realm) {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} answered 401 without a usable challenge` };
  }
  let realm;
  try {
    realm = new URL(challenge.params.realm);
  } catch {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} sent an unreadable token realm` };
  }
  const plainOk = realm.protocol === "https:" || o.insecure.has(realm.host) || o.insecure.has(o.registry);
  if (!isTrustedRealm(o.registry, realm, o.tokenHosts) || !plainOk) {
    return {
      ok: false,
      code: "E_REGISTRY_AUTH_REALM_UNTRUSTED",
      message: `${o.registry} sent its token challenge to ${realm.protocol}//${realm.host}, which is not that registry or a token service trusted for it`
    };
  }
  if (challenge.params.service) realm.searchParams.set("service", challenge.params.service);
  realm.searchParams.set("scope", challenge.params.scope ?? `repository:${o.repository}:pull`);
  return fetchToken(realm, o.creds, o.timeoutMs);
}

// src/registry/manifest.ts
var INDEX_TYPES = /* @__PURE__ */ new Set([
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json"
]);
function kindOf(mediaType) {
  return INDEX_TYPES.has(mediaType) ? "index" : "manifest";
}
function platformOf(p) {
  if (!isObject(p)) return void 0;
  const { os, architecture, variant } = p;
  if (typeof os !== "string" || typeof architecture !== "string") return void 0;
  return [os, architecture, typeof variant === "string" ? variant : void 0].filter(Boolean).join("/");
}
function describeManifest(body, contentType) {
  let parsed = {};
  try {
    const value = JSON.parse(body.toString("utf8"));
    if (isObject(value)) parsed = value;
  } catch {
  }
  const header = (contentType ?? "").split(";")[0]?.trim() ?? "";
  const mediaType = typeof parsed.mediaType === "string" ? parsed.mediaType : header;
  const kind = kindOf(mediaType) === "index" || kindOf(header) === "index" || Array.isArray(parsed.manifests) ? "index" : "manifest";
  if (kind !== "index" || !Array.isArray(parsed.manifests)) return { mediaType, kind };
  const children = parsed.manifests.filter(isObject).flatMap(({ digest, platform }) => {
    const p = platformOf(platform);
    return typeof digest === "string" ? [{ digest, ...p ? { platform: p } : {} }] : [];
  });
  return { mediaType, kind, children };
}

// src/registry/resolver.ts
var MANIFEST_ACCEPT = [
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json"
].join(", ");
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
var MAX_ATTEMPTS = 3;
var RETRY_BASE_MS = 250;
function failure(code, message) {
  return { ok: false, code, message, at: (/* @__PURE__ */ new Date()).toISOString() };
}
function sha256(body) {
  return `sha256:${createHash("sha256").update(body).digest("hex")}`;
}
var RegistryClient = class {
  constructor(o) {
    this.o = o;
    this.runDeadline = o.runBudgetMs !== void 0 ? Date.now() + o.runBudgetMs : Infinity;
    this.insecure = new Set(o.insecureHosts ?? []);
    this.allowed = o.allowedHosts ? new Set(o.allowedHosts) : void 0;
    this.timeoutMs = o.timeoutMs ?? 1e4;
  }
  o;
  auth = /* @__PURE__ */ new Map();
  insecure;
  allowed;
  timeoutMs;
  runDeadline;
  /** One manifest request with the auth handshake and the shared retry policy. */
  async exchange(method, ref, reference) {
    const refused = hostRefusal(ref.registry, this.allowed, this.insecure);
    if (refused) return failure("E_REGISTRY_NOT_ALLOWED", refused);
    const url = manifestUrl(ref.registry, ref.repository, reference, this.insecure);
    const key = `${ref.registry}/${ref.repository}`;
    const deadline = Math.min(Date.now() + (this.o.budgetMs ?? 6e4), this.runDeadline);
    let answered401 = false;
    for (; ; ) {
      const headers = { accept: MANIFEST_ACCEPT, "accept-encoding": "identity" };
      const auth = this.auth.get(key);
      if (auth) headers.authorization = auth;
      const outcome = await exchangeWithRetries(
        url,
        { method, headers, timeoutMs: this.timeoutMs, maxBodyBytes: MAX_MANIFEST_BYTES, redirects: "follow" },
        { attempts: MAX_ATTEMPTS, baseDelayMs: RETRY_BASE_MS, maxWaitMs: this.o.maxRetryWaitMs ?? 1e4, deadline }
      );
      if (!outcome.ok) {
        const kind = outcome.error.kind;
        return failure(
          kind === "timeout" ? "E_REGISTRY_TIMEOUT" : kind === "too-large" ? "E_MANIFEST_TOO_LARGE" : "E_REGISTRY_UNREACHABLE",
          outcome.error.message
        );
      }
      const res = outcome.response;
      if (res.status === 401 && !answered401) {
        answered401 = true;
        const challenge = await answerChallenge(parseChallenge(res.headers.get("www-authenticate")), {
          registry: ref.registry,
          repository: ref.repository,
          creds: this.o.credentials?.[ref.registry],
          insecure: this.insecure,
          tokenHosts: this.o.tokenHosts,
          timeoutMs: this.timeoutMs
        });
        if (!challenge.ok) return failure(challenge.code, challenge.message);
        this.auth.set(key, challenge.header);
        continue;
      }
      if (res.status === 429) {
        const remaining = res.headers.get("ratelimit-remaining");
        return failure(
          "E_REGISTRY_RATE_LIMITED",
          `${ref.registry} rate-limited the lookup (429${remaining ? `, ratelimit-remaining: ${remaining}` : ""})`
        );
      }
      return res;
    }
  }
  /** Why no further lookup may start, if the run's budget is spent. */
  spent() {
    if (Date.now() < this.runDeadline) return void 0;
    return failure(
      "E_REGISTRY_TIMEOUT",
      `the run's registry budget of ${Math.round((this.o.runBudgetMs ?? 0) / 1e3)} s is spent; not looked up`
    );
  }
  statusFailure(res, what) {
    if (res.status === 404) return failure("E_REGISTRY_NOT_FOUND", `${what} not found (404)`);
    if (res.status === 401 || res.status === 403)
      return failure("E_REGISTRY_AUTH", `${what}: access denied (${res.status})`);
    return failure("E_REGISTRY_RESPONSE", `${what}: registry answered ${res.status}`);
  }
  async resolveTag(ref, tag) {
    const what = `${ref.name}:${tag}`;
    const head = await this.exchange("HEAD", ref, tag);
    if (!("status" in head)) return head;
    if (head.status !== 200) return this.statusFailure(head, what);
    const headerDigest = head.headers.get("docker-content-digest");
    const mediaType = (head.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (headerDigest && /^sha256:[a-f0-9]{64}$/.test(headerDigest)) {
      return {
        ok: true,
        digest: headerDigest,
        mediaType,
        kind: kindOf(mediaType),
        via: "header",
        at: (/* @__PURE__ */ new Date()).toISOString()
      };
    }
    const get = await this.exchange("GET", ref, tag);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const digest = sha256(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (sent && sent !== digest)
      return failure("E_DIGEST_MISMATCH", `${what}: Docker-Content-Digest ${sent} differs from the body's ${digest}`);
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, mediaType: info.mediaType, kind: info.kind, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
  async inspect(ref, digest) {
    const what = `${ref.name}@${digest}`;
    const get = await this.exchange("GET", ref, digest);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const computed = sha256(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (computed !== digest || sent && sent !== computed) {
      return failure(
        "E_DIGEST_MISMATCH",
        `${what}: the body's digest is ${computed}${sent ? `, the header says ${sent}` : ""}`
      );
    }
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, ...info, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
};
function createTagResolver(opts) {
  const client = new RegistryClient(opts);
  const cache = /* @__PURE__ */ new Map();
  const cached = (key, run) => memoised(cache, key, () => {
    const refusal = opts.offline ? failure("E_REGISTRY_OFFLINE", `offline: ${key} was not looked up`) : client.spent();
    return refusal ? Promise.resolve(refusal) : run();
  });
  return {
    resolve(ref) {
      const tag = ref.tag ?? "latest";
      return cached(`${ref.name}:${tag}`, () => client.resolveTag(ref, tag));
    },
    inspect(ref, digest) {
      return cached(`${ref.name}@${digest}`, () => client.inspect(ref, digest));
    }
  };
}

// src/engine/cross-gate.ts
var gateCode = () => import("./gate-W6HG3GSH.js");
function gateRunner(ctx) {
  const needed = Object.values(ctx.config.environments).some((e) => e.gateRecords !== "off");
  let records;
  const resolver = (ctx.config.resolveTags || ctx.opts.resolveTags) && !ctx.opts.offline ? createTagResolver({ offline: false, runBudgetMs: 12e4 }) : void 0;
  const authHeaderEnv = ctx.config.gateRecords.authHeaderEnv;
  const authHeader = authHeaderEnv ? ctx.opts.env?.[authHeaderEnv] : void 0;
  if (authHeader && authHeader.length >= 8) ctx.opts.onSecret?.(authHeader);
  const load = (out) => {
    records ??= gateCode().then(
      ({ loadGateRecords }) => loadGateRecords({
        // Check mode: records come from the base revision; the head is only read to say what it tried to add.
        baseRoot: ctx.mode === "check" && ctx.baseRoot ? ctx.baseRoot : ctx.headRoot,
        ...ctx.mode === "check" ? { headRoot: ctx.headRoot } : {},
        path: ctx.config.gateRecords.path,
        url: ctx.config.gateRecords.url,
        authHeader,
        offline: ctx.opts.offline
      })
    ).then((r) => {
      out.notices.push(...r.notices);
      return r;
    });
    return records;
  };
  return async (outcomes, out) => {
    if (!needed) return;
    const { checkGate } = await gateCode();
    for (const o of outcomes) {
      const target = o.pair.head;
      if (!target || !o.head || o.head.status !== "rendered") continue;
      const env = environmentOf(ctx.config, target.environment);
      if (env.gateRecords === "off") continue;
      const result = await checkGate({
        env,
        app: target.app,
        scope: ctx.config.gateRecords.scope,
        head: o.head.resources,
        ...ctx.mode === "check" ? { base: o.base?.resources ?? [] } : {},
        records: await load(out),
        podTemplatePaths: ctx.config.podTemplatePaths,
        ...resolver ? { resolver } : {}
      });
      const findings = finalizeDrafts(result.drafts, {
        config: ctx.config,
        app: target.app,
        environment: target.environment
      });
      out.findings.push(...ctx.mode === "check" ? compareFindings([], findings) : findings);
      out.images.push(...result.images);
      out.notices.push(...result.notices);
    }
  };
}

// src/drift/expected.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var EXPECTED_ANYWHERE = [
  "/metadata/namespace",
  "/metadata/labels/**",
  "/metadata/annotations/**",
  "/metadata/uid",
  "/metadata/resourceVersion",
  "/metadata/generation",
  "/metadata/creationTimestamp",
  "/metadata/managedFields/**",
  "/status/**",
  "/status",
  "/spec/replicas",
  "**/template/metadata/labels/**",
  "**/template/metadata/annotations/**"
];
var SAFETY_VALUES = [
  "**/securityContext",
  "**/securityContext/**",
  "**/serviceAccountName",
  "**/serviceAccount",
  "**/automountServiceAccountToken",
  "**/hostNetwork",
  "**/hostPID",
  "**/hostIPC",
  "**/hostPath/**",
  "**/privileged",
  "**/allowPrivilegeEscalation",
  "**/shareProcessNamespace",
  "**/hostPort"
];
var RBAC_KINDS = /* @__PURE__ */ new Set(["Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"]);
var expected = (0, import_picomatch.default)(EXPECTED_ANYWHERE, { dot: true });
var safety = (0, import_picomatch.default)(SAFETY_VALUES, { dot: true });
function repositoryOf(image) {
  return typeof image === "string" ? tryParseImageRef(image)?.name ?? image : void 0;
}
function isImageField(logical) {
  return /\/(?:initContainers|containers|ephemeralContainers|sidecars)\/[^/]+\/image$/.test(logical) || /\/(?:templates\/[^/]+|templateDefaults|inline)\/(?:container|script)\/image$/.test(logical);
}
function makeFilter(f) {
  const user = f.ignore.length > 0 ? (0, import_picomatch.default)(f.ignore, { dot: true }) : () => false;
  return (d) => {
    const pointers = [d.logical, d.fromPointer, d.toPointer].filter((p) => p !== void 0);
    if (pointers.some((p) => user(p))) return false;
    if (f.strict) return true;
    if (pointers.some((p) => expected(p))) return false;
    if (d.kind !== "value") return true;
    if (isImageField(d.logical)) return repositoryOf(d.from) !== repositoryOf(d.to);
    if (RBAC_KINDS.has(f.kind)) return true;
    const typeChanged = typeof d.from !== typeof d.to || Array.isArray(d.from) !== Array.isArray(d.to);
    return typeChanged || pointers.some((p) => safety(p));
  };
}

// src/drift/pairing.ts
function envNeutral(value, env) {
  if (env === "") return value;
  return value.replace(new RegExp(`(^|[-._])${escapeRegExp(env)}(?=$|[-._])`, "g"), "$1{env}");
}
function keyed(resources, env, withNamespace) {
  const map = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const ns = withNamespace ? `${envNeutral(r.ref.namespace ?? "", env)}/` : "";
    const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}/${ns}${envNeutral(r.ref.name, env)}`;
    map.set(key, [...map.get(key) ?? [], r]);
  }
  return map;
}
function pairResources(from, to, fromEnv, toEnv) {
  const a = keyed(from, fromEnv, false);
  const b = keyed(to, toEnv, false);
  const ambiguous = [.../* @__PURE__ */ new Set([...a.keys(), ...b.keys()])].some(
    (k) => (a.get(k)?.length ?? 0) > 1 || (b.get(k)?.length ?? 0) > 1
  );
  const fa = ambiguous ? keyed(from, fromEnv, true) : a;
  const fb = ambiguous ? keyed(to, toEnv, true) : b;
  const pairs = [];
  for (const key of [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const left = fa.get(key) ?? [];
    const right = fb.get(key) ?? [];
    const n = Math.max(left.length, right.length);
    for (let i = 0; i < n; i++) {
      const f = left[i];
      const t = right[i];
      pairs.push({ key: n > 1 ? `${key}#${i}` : key, ...f ? { from: f } : {}, ...t ? { to: t } : {} });
    }
  }
  return pairs;
}

// src/drift/walk.ts
var KEY_FIELDS = ["name", "containerPort", "port", "mountPath", "key", "ip"];
function listKey(a, b) {
  const items = [...a, ...b];
  if (items.length === 0 || !items.every(isObject)) return void 0;
  for (const field of KEY_FIELDS) {
    const ok = [a, b].every((list) => {
      const values = list.map((i) => i[field]);
      return values.every((v) => typeof v === "string" || typeof v === "number") && new Set(values).size === values.length;
    });
    if (ok) return field;
  }
  return void 0;
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}
var step = (c, fromTok, toTok, logicalTok) => ({
  from: joinPointer(c.from, fromTok),
  to: joinPointer(c.to, toTok),
  logical: joinPointer(c.logical, logicalTok)
});
var onlyFrom = (c, token, logicalTok, from) => ({
  kind: "only-from",
  fromPointer: joinPointer(c.from, token),
  logical: joinPointer(c.logical, logicalTok),
  from
});
var onlyTo = (c, token, logicalTok, to) => ({
  kind: "only-to",
  toPointer: joinPointer(c.to, token),
  logical: joinPointer(c.logical, logicalTok),
  to
});
function compareValues(a, b, c, out) {
  if (!deepEqual(a, b))
    out.push({ kind: "value", fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
}
function walkList(a, b, c, out) {
  const key = listKey(a, b);
  if (!key && !(a.some(isObject) || b.some(isObject))) return compareValues(a, b, c, out);
  const id = (item, i) => key ? `[${String(item[key])}]` : String(i);
  const toIndex = new Map(b.map((item, i) => [id(item, i), i]));
  const seen = /* @__PURE__ */ new Set();
  a.forEach((item, i) => {
    const k = id(item, i);
    const j = toIndex.get(k);
    if (j === void 0) out.push(onlyFrom(c, i, k, item));
    else {
      seen.add(k);
      walk(item, b[j], step(c, i, j, k), out);
    }
  });
  b.forEach((item, j) => {
    const k = id(item, j);
    if (!seen.has(k)) out.push(onlyTo(c, j, k, item));
  });
}
function walk(a, b, c, out) {
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) {
      if (!Object.hasOwn(b, k)) out.push(onlyFrom(c, k, k, a[k]));
      else walk(a[k], b[k], step(c, k, k, k), out);
    }
    for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) out.push(onlyTo(c, k, k, b[k]));
  } else if (Array.isArray(a) && Array.isArray(b)) walkList(a, b, c, out);
  else compareValues(a, b, c, out);
}
function differences(from, to) {
  const out = [];
  walk(from, to, { from: "", to: "", logical: "" }, out);
  return out;
}

// src/drift/env-drift.ts
var MAX_PER_OBJECT = 50;
function shown(value, object, pointer) {
  if (!object || isCredentialPath(object, pointer, value)) return "";
  const text = JSON.stringify(value);
  return text === void 0 || text.length > 80 ? "" : text;
}
function describe(d, p, from, to) {
  if (d.kind === "only-from") return `${d.fromPointer} is set in ${from} but not in ${to}`;
  if (d.kind === "only-to") return `${d.toPointer} is set in ${to} but not in ${from}`;
  const a = shown(d.from, p.from?.object, d.fromPointer ?? "");
  const b = shown(d.to, p.to?.object, d.toPointer ?? "");
  return a && b ? `${d.toPointer} differs: ${a} in ${from}, ${b} in ${to}` : `${d.toPointer} differs between ${from} and ${to}`;
}
function objectOnly(p, input, fpBase) {
  const { from, to } = input;
  const r = p.to ?? p.from;
  const [here, missing] = p.to ? [to.environment, from.environment] : [from.environment, to.environment];
  return {
    ruleId: "env/drift",
    message: `${input.app}: ${describeRef(r.ref)} exists in ${here} but not in ${missing}`,
    resource: r,
    fingerprintKey: `${fpBase}|only-${p.to ? "to" : "from"}`,
    remediation: `Add it to ${missing} or remove it from ${here}; if it is meant to differ, list it in envDiff ignore.`
  };
}
function pairDrafts(p, input) {
  const fpBase = `${input.from.environment}->${input.to.environment}|${p.key}`;
  const { from, to } = p;
  if (!from || !to) return [objectOnly(p, input, fpBase)];
  const keep = makeFilter({ ignore: input.ignore, strict: input.strict, kind: to.ref.kind });
  const diffs = differences(from.object, to.object).filter(keep);
  const drafts = diffs.slice(0, MAX_PER_OBJECT).map((d) => {
    const onFrom = d.kind === "only-from";
    const path2 = (onFrom ? d.fromPointer : d.toPointer) ?? "";
    return {
      ruleId: "env/drift",
      message: `${input.app}: ${describeRef(to.ref)}: ${describe(d, p, input.from.environment, input.to.environment)}`,
      resource: to,
      path: path2,
      ...onFrom ? { location: from.locate(path2) } : {},
      fingerprintKey: `${fpBase}|${d.logical}|${d.kind}`
    };
  });
  if (diffs.length > MAX_PER_OBJECT) {
    drafts.push({
      ruleId: "env/drift",
      resource: to,
      fingerprintKey: `${fpBase}|more`,
      message: `${input.app}: ${describeRef(to.ref)}: ${diffs.length - MAX_PER_OBJECT} more differences between ${input.from.environment} and ${input.to.environment} not listed`
    });
  }
  return drafts;
}
function envDrift(input) {
  return pairResources(input.from.resources, input.to.resources, input.from.environment, input.to.environment).flatMap(
    (p) => pairDrafts(p, input)
  );
}

// src/drift/promotion.ts
var pinned = (resources, extra) => imageSites(resources ?? [], extra).filter((s) => s.ref.digest).map((s) => `${s.ref.name}@${s.ref.digest}`);
function promotionIndex(targets, podTemplatePaths) {
  const declared = /* @__PURE__ */ new Map();
  const rendered = /* @__PURE__ */ new Set();
  for (const t of targets) {
    rendered.add(t.environment);
    const set = declared.get(t.environment) ?? /* @__PURE__ */ new Set();
    for (const d of [...pinned(t.base, podTemplatePaths), ...pinned(t.head, podTemplatePaths)]) set.add(d);
    declared.set(t.environment, set);
  }
  return { declared, rendered };
}
function unpromotedImages(input) {
  const { promotion, target, index } = input;
  const position = promotion.indexOf(target.environment);
  if (position <= 0) return [];
  const previous = promotion[position - 1];
  const before = new Set(pinned(target.base, input.podTemplatePaths));
  const declared = index.declared.get(previous) ?? /* @__PURE__ */ new Set();
  const drafts = [];
  const reported = /* @__PURE__ */ new Set();
  for (const site of imageSites(target.head, input.podTemplatePaths)) {
    if (!site.ref.digest) continue;
    const id = `${site.ref.name}@${site.ref.digest}`;
    if (before.has(id) || declared.has(id) || reported.has(id)) continue;
    reported.add(id);
    const missingEnv = !index.rendered.has(previous);
    drafts.push({
      ruleId: "env/unpromoted-image",
      resource: site.resource,
      path: site.pointer,
      fingerprintKey: `${previous}->${target.environment}|${id}`,
      message: missingEnv ? `${formatImageRef(site.ref)} is introduced in ${target.environment}, but ${previous} was not rendered in this run, so its promotion could not be checked` : `${formatImageRef(site.ref)} is introduced in ${target.environment} but was never declared in ${previous} (promotion order: ${promotion.join(" \u2192 ")})`,
      remediation: `Deploy this digest to ${previous} first.`,
      ...missingEnv ? { verdict: "inconclusive" } : {}
    });
  }
  return drafts;
}

// src/engine/cross-drift.ts
function resourcesAt(o, side) {
  const result = side === "base" ? o?.base : o?.head;
  return result?.status === "rendered" ? result.resources : void 0;
}
function envOf(o) {
  return (o.pair.head ?? o.pair.base)?.environment ?? "";
}
function driftFindings(outcomes, config, mode) {
  const out = [];
  for (const pair of config.envDiff) {
    const from = outcomes.find((o) => envOf(o) === pair.from);
    const to = outcomes.find((o) => envOf(o) === pair.to);
    if (!from || !to) continue;
    const app = (to.pair.head ?? to.pair.base)?.app ?? "";
    const at = (side) => {
      const a = resourcesAt(from, side);
      const b = resourcesAt(to, side);
      if (!a || !b) return [];
      return envDrift({
        app,
        from: { environment: pair.from, resources: a },
        to: { environment: pair.to, resources: b },
        ignore: pair.ignore,
        strict: pair.strict
      });
    };
    const finalize = (side) => {
      const identityOf = appliedIdentityOf(side === "base" ? to.pair.base : to.pair.head);
      return finalizeDrafts(at(side), { config, app, environment: pair.to, identityOf });
    };
    out.push(...mode === "check" ? compareFindings(finalize("base"), finalize("head")) : finalize("head"));
  }
  return out;
}
function promotionFindings(outcomes, config, mode) {
  const order = config.promotion;
  if (!order?.length) return [];
  const targets = outcomes.flatMap((o) => {
    const head = resourcesAt(o, "head");
    const t = o.pair.head;
    if (!head || !t) return [];
    const base = mode === "check" ? resourcesAt(o, "base") ?? [] : void 0;
    return [{ app: t.app, environment: t.environment, head, ...base ? { base } : {} }];
  });
  const index = promotionIndex(targets, config.podTemplatePaths);
  return targets.flatMap((target) => {
    const drafts = unpromotedImages({ promotion: order, target, index, podTemplatePaths: config.podTemplatePaths });
    const findings = finalizeDrafts(drafts, { config, app: target.app, environment: target.environment });
    return mode === "check" ? compareFindings([], findings) : findings;
  });
}

// src/health/missing.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var builtin;
function builtinHealthKinds() {
  if (!builtin) {
    const text = readFileSync(path.join(packageRoot(), "policies", "argocd-builtin-health.txt"), "utf8");
    builtin = text.split("\n").map((l) => l.trim()).filter((l) => /^(native|lua) /.test(l)).map((l) => l.split(" ")[1].replace(/_/g, "*"));
  }
  return builtin;
}
function hasBuiltinHealth(group, kind) {
  const key = `${group || "core"}/${kind}`;
  return builtinHealthKinds().some((p) => keyMatches(p, key));
}
function statusKinds(objects) {
  const out = /* @__PURE__ */ new Set();
  for (const o of objects) {
    if (o.kind !== "CustomResourceDefinition" || typeof o.apiVersion !== "string" || apiGroup(o.apiVersion) !== "apiextensions.k8s.io")
      continue;
    const spec = asObject(o.spec);
    const versions = Array.isArray(spec.versions) ? spec.versions.map(asObject) : [];
    const hasStatus = asObject(spec.subresources).status !== void 0 || versions.some((v) => asObject(v.subresources).status !== void 0);
    const kind = asObject(spec.names).kind;
    if (hasStatus && typeof spec.group === "string" && typeof kind === "string") out.add(`${spec.group}/${kind}`);
  }
  return out;
}
function missingHealthDrafts(resources, withStatus, customizations, sawArgocdCm) {
  const drafts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const r of resources) {
    const group = apiGroup(r.ref.apiVersion);
    const key = `${group}/${r.ref.kind}`;
    if (!withStatus.has(key) || seen.has(key) || hasBuiltinHealth(group, r.ref.kind) || customizationFor(customizations, key))
      continue;
    seen.add(key);
    const unseen = sawArgocdCm ? "" : " (no argocd-cm was rendered in this run, so a customization elsewhere could not be seen)";
    drafts.push({
      ruleId: "health/missing",
      resource: r,
      path: "/status",
      fingerprintKey: key,
      remediation: `Add resource.customizations.health.${group}_${r.ref.kind} to argocd-cm, with tests (deploy-gate health-test).`,
      message: `${describeRef(r.ref)}: ${key} has a status subresource but no Argo CD health check (not native, not shipped, not customized); Argo CD calls it Healthy as soon as it exists${unseen}`,
      ...sawArgocdCm ? {} : { verdict: "inconclusive" }
    });
  }
  return drafts;
}

// src/engine/cross-health.ts
var newSide = () => ({ customizations: [], crds: [], sawCm: false, candidates: [] });
function isCustom(r) {
  const group = apiGroup(r.ref.apiVersion);
  return group.includes(".") && !group.endsWith(".k8s.io") && !hasBuiltinHealth(group, r.ref.kind);
}
function healthCollector(config, mode, roots, crdDirs) {
  const sides = { base: newSide(), head: newSide() };
  let result;
  const collect = (outcomes) => {
    for (const o of outcomes) {
      const t = o.pair.head ?? o.pair.base;
      for (const side of ["base", "head"]) {
        const res = side === "base" ? o.base : o.head;
        if (!t || res?.status !== "rendered") continue;
        const state = sides[side];
        for (const r of res.resources) {
          if (isArgocdCm(r.object)) state.sawCm = true;
          state.customizations.push(...customizationsOf(r.object, r.ref.name));
          if (r.ref.kind === "CustomResourceDefinition") state.crds.push(r.object);
        }
        const custom = res.resources.filter(isCustom);
        if (custom.length > 0) state.candidates.push({ app: t.app, environment: t.environment, resources: custom });
      }
    }
  };
  const missingAt = async (side) => {
    const s = sides[side];
    const files = (await crdDocuments(crdDirs[side] ?? [], true)).filter(isObject);
    const kinds = statusKinds([...s.crds, ...files]);
    return s.candidates.flatMap(
      (c) => finalizeDrafts(missingHealthDrafts(c.resources, kinds, s.customizations, s.sawCm), {
        config,
        app: c.app,
        environment: c.environment
      })
    );
  };
  const testsAt = async (side, root) => {
    const dirs = config.argocd?.healthTests ?? [];
    if (dirs.length === 0) return [];
    const { repoHealthDrafts } = await import("./repo-tests-UWPHOY4K.js");
    return siteFindings(config, repoHealthDrafts(root, dirs, sides[side].customizations));
  };
  const findings = async () => {
    if (result) return result;
    const head = [...await missingAt("head"), ...await testsAt("head", roots.head)];
    result = mode === "check" && roots.base ? compareFindings([...await missingAt("base"), ...await testsAt("base", roots.base)], head) : head;
    return result;
  };
  return { collect, findings };
}

// src/engine/cross-checks.ts
function crossChecks(input) {
  const out = { findings: [], images: [], notices: [] };
  const gate = gateRunner(input);
  const health = healthCollector(
    input.config,
    input.mode,
    { base: input.baseRoot, head: input.headRoot },
    input.crdDirs
  );
  return {
    run: async (outcomes) => {
      await gate(outcomes, out);
      out.findings.push(...driftFindings(outcomes, input.config, input.mode));
      out.findings.push(...promotionFindings(outcomes, input.config, input.mode));
      health.collect(outcomes);
    },
    settle: async () => {
      const notices = [...out.notices];
      return { findings: [...out.findings, ...await health.findings()], images: out.images, notices };
    }
  };
}
export {
  crossChecks
};
