import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  DEFAULT_K8S_LOCATION,
  KNOWN_GROUP_VERSIONS,
  capabilityEntries,
  displayLocation,
  expandTemplate,
  isRemote,
  minorVersion,
  openApiFileName
} from "./chunk-QMC5NZGM.js";
import {
  exchangeWithRetries
} from "./chunk-HDPDJ77Q.js";
import {
  defaultCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";

// src/schema/hash.ts
import { createHash } from "node:crypto";
function hashText(text) {
  return createHash("sha1").update(text).digest("hex");
}
var jsonHashes = /* @__PURE__ */ new WeakMap();
function hashJson(value) {
  if (typeof value === "object" && value !== null) {
    const hit = jsonHashes.get(value);
    if (hit) return hit;
    const h = hashText(JSON.stringify(value));
    jsonHashes.set(value, h);
    return h;
  }
  return hashText(JSON.stringify(value));
}

// src/schema/builtin.ts
var BuiltinSchemas = class {
  constructor(fetcher, templates) {
    this.fetcher = fetcher;
    this.templates = templates;
  }
  fetcher;
  templates;
  chosen = /* @__PURE__ */ new Map();
  indexes = /* @__PURE__ */ new Map();
  lookups = /* @__PURE__ */ new Map();
  /** Where this version's documents come from, or why none could be read. */
  async source(version) {
    return memoised(this.chosen, version, () => this.choose(version));
  }
  served = /* @__PURE__ */ new Map();
  /**
   * Every non-alpha group/version and group/version/Kind this version's OpenAPI documents serve,
   * sorted; the reason when a document could not be read (absent is an answer: not served).
   */
  servedApis(version) {
    return memoised(this.served, version, () => this.readServed(version));
  }
  async readServed(version) {
    const choice = await this.source(version);
    if ("reason" in choice) return choice;
    const docs = KNOWN_GROUP_VERSIONS.map(
      (gv) => [gv, expandTemplate(choice.template, { version, file: openApiFileName(gv) })]
    );
    const got = await Promise.all(docs.map(([, location]) => this.fetcher.read(location)));
    const unread = got.findIndex((g) => g.status === "unreachable");
    if (unread >= 0) {
      const g = got[unread];
      return {
        reason: `the OpenAPI document of ${docs[unread]?.[0]} for Kubernetes ${version} could not be read (${g.from}: ${g.reason})`
      };
    }
    const found = got.map(
      (g, i) => g.status === "ok" ? capabilityEntries(docs[i]?.[0], this.index(g.text, g.json).kinds.keys()) : []
    );
    return { apis: [...new Set(found.flat())].sort() };
  }
  /** Memoised per version and kind: the hot path of every object. */
  lookup(version, apiVersion, kind) {
    const key = `${version}|${apiVersion}|${kind}`;
    return memoised(this.lookups, key, () => this.resolve(version, apiVersion, kind));
  }
  async resolve(version, apiVersion, kind) {
    const choice = await this.source(version);
    if ("reason" in choice) return { status: "unreachable", reason: choice.reason };
    const got = await this.fetcher.read(
      expandTemplate(choice.template, { version, file: openApiFileName(apiVersion) })
    );
    if (got.status !== "ok") {
      return got.status === "absent" ? { status: "absent", from: got.from } : { status: "unreachable", reason: `${got.from}: ${got.reason}` };
    }
    const index = this.index(got.text, got.json);
    const name = index.kinds.get(`${apiVersion}/${kind}`);
    if (!name) return { status: "absent", from: got.from };
    return { status: "ok", docHash: index.hash, schemas: index.schemas, name, from: got.from };
  }
  /**
   * The first template that has the core document of this version. Probing `api__v1` first means
   * a wrong or too new version reads as "unreachable", never as "every kind was removed".
   */
  async choose(version) {
    const reasons = [];
    for (const template of this.templates) {
      const got = await this.fetcher.read(expandTemplate(template, { version, file: openApiFileName("v1") }));
      if (got.status === "ok") return { template };
      reasons.push(`${got.from}: ${got.reason}`);
    }
    return { reason: `no OpenAPI document for Kubernetes ${version} (${reasons.join("; ")})` };
  }
  index(text, json) {
    const hash = hashText(text);
    return memoised(this.indexes, hash, () => {
      const schemas = json.components?.schemas ?? {};
      return { hash, schemas, kinds: kindsOf(schemas) };
    });
  }
};
function kindsOf(schemas) {
  const kinds = /* @__PURE__ */ new Map();
  for (const [name, s] of Object.entries(schemas)) {
    const gvks = s["x-kubernetes-group-version-kind"];
    if (!Array.isArray(gvks) || gvks.length !== 1 || !gvks[0]) continue;
    const { group, version, kind } = gvks[0];
    kinds.set(`${group ? `${group}/` : ""}${version}/${kind}`, name);
  }
  return kinds;
}

// src/schema/fetcher.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
var MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
var Fetcher = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  memo = /* @__PURE__ */ new Map();
  read(location) {
    return memoised(
      this.memo,
      location,
      () => isRemote(location) ? this.readRemote(location) : readLocal(location, this.opts.confineTo)
    );
  }
  cacheFile(url) {
    return path.join(this.opts.cacheDir, `${createHash2("sha256").update(url).digest("hex")}.json`);
  }
  async readRemote(url) {
    const from = displayLocation(url);
    const file = this.cacheFile(url);
    const cached = await readCached(file);
    if (cached) return { status: "ok", ...cached, from };
    if (this.opts.offline)
      return { status: "unreachable", reason: `offline and not in the cache (${this.opts.cacheDir})`, from };
    const got = await this.download(url);
    if (got.status !== "ok") return { ...got, from };
    const parsed = parseJson(got.text);
    if (parsed === void 0) return { status: "unreachable", reason: "the response is not JSON", from };
    await writeCache(file, got.text);
    return { status: "ok", json: parsed, text: got.text, from };
  }
  /** Through the shared HTTP core: a timeout, a 5xx, a 429 or a dropped connection is retried. */
  async download(url) {
    const attempts = this.opts.retries + 1;
    const outcome = await exchangeWithRetries(
      url,
      {
        headers: { accept: "application/json" },
        timeoutMs: this.opts.timeoutMs,
        maxBodyBytes: MAX_DOCUMENT_BYTES,
        redirects: "follow"
      },
      { attempts, baseDelayMs: 200, maxWaitMs: 1e4, retryTimeouts: true }
    );
    if (!outcome.ok) {
      const why = outcome.error.kind === "timeout" ? `no answer within ${this.opts.timeoutMs} ms` : outcome.error.message;
      return { status: "unreachable", reason: `${why} after ${outcome.attempts} attempt(s)` };
    }
    const res = outcome.response;
    if (res.status === 404) return { status: "absent", reason: "HTTP 404" };
    if (res.status < 200 || res.status >= 300)
      return { status: "unreachable", reason: `HTTP ${res.status} after ${outcome.attempts} attempt(s)` };
    return { status: "ok", text: res.body.toString("utf8") };
  }
};
async function readLocal(location, confineTo) {
  const file = location.startsWith("file://") ? fileURLToPath(location) : path.resolve(location);
  if (confineTo && await escapes(file, confineTo))
    return { status: "unreachable", reason: "it resolves outside the repository (a link)", from: file };
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" && existsSync(path.dirname(file)))
      return { status: "absent", reason: "no such file", from: file };
    return {
      status: "unreachable",
      reason: code === "ENOENT" ? `folder ${path.dirname(file)} does not exist` : String(err),
      from: file
    };
  }
  const json = parseJson(text);
  if (json === void 0) return { status: "unreachable", reason: "not valid JSON", from: file };
  return { status: "ok", json, text, from: file };
}
async function escapes(file, root) {
  const inside = (p, r) => p === r || p.startsWith(r.endsWith(path.sep) ? r : r + path.sep);
  if (!inside(file, path.resolve(root))) return false;
  const [realFile, realRoot] = await Promise.all([realpath(file).catch(() => void 0), realpath(root)]);
  return realFile !== void 0 && !inside(realFile, realRoot);
}
async function readCached(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return void 0;
  }
  const json = parseJson(text);
  if (json !== void 0) return { json, text };
  await rm(file, { force: true });
  return void 0;
}
async function writeCache(file, text) {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, file);
  } catch {
  }
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/schema/schema-base.ts
function createSchemaBase(opts) {
  const cacheDir = opts.cacheDir ?? defaultCacheDir();
  const fetcher = new Fetcher({
    offline: opts.offline,
    cacheDir,
    timeoutMs: opts.timeoutMs ?? 15e3,
    retries: opts.retries ?? 2,
    ...opts.confineTo ? { confineTo: opts.confineTo } : {}
  });
  const builtin = new BuiltinSchemas(fetcher, opts.locations.length > 0 ? opts.locations : [DEFAULT_K8S_LOCATION]);
  return {
    cacheDir,
    fetcher,
    builtin,
    async servedApiVersions(env) {
      const version = minorVersion(env.kubernetesVersion);
      return version ? builtin.servedApis(version) : {
        reason: `kubernetesVersion "${env.kubernetesVersion}" of environment ${env.name} is not a Kubernetes version`
      };
    }
  };
}

export {
  hashText,
  hashJson,
  createSchemaBase
};
