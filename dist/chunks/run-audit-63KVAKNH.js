import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  auditCoverageFindings,
  buildJudges,
  discoveryApiVersions,
  jobsOf,
  progressReporter,
  runGroups,
  sideRootsOf
} from "./chunk-4IBWBV5R.js";
import "./chunk-4CYCRRQY.js";
import {
  shardPairs
} from "./chunk-QZVZSHUV.js";
import {
  auditPairs
} from "./chunk-P2ST4MNK.js";
import {
  changedFiles,
  configOf,
  configUsed,
  discover,
  git,
  openSide,
  pLimit,
  readConfig,
  remoteUrls,
  resolveTools,
  submoduleNotices,
  targetInputs,
  touches
} from "./chunk-FOQ3YNAA.js";
import "./chunk-A4K7KFUI.js";
import "./chunk-CPP7XR67.js";
import "./chunk-LWTNYFFW.js";
import {
  enterPhase,
  siteFindings,
  toolPaths,
  toolsOf,
  withSides
} from "./chunk-LWAUYT3A.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-BVFYZUKM.js";
import "./chunk-AEMN7P2B.js";
import {
  tryParseImageRef
} from "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import "./chunk-D2SDISZR.js";
import "./chunk-AY36APSX.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-54GLFIVL.js";
import "./chunk-QMC5NZGM.js";
import {
  exchangeWithRetries
} from "./chunk-HDPDJ77Q.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-H46FZT4U.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import {
  finalizeDrafts
} from "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  assembleReport
} from "./chunk-GZW4SSYH.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import {
  createSanitizer,
  redactTokens
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  asObject,
  asObjects,
  getAt,
  isObject,
  nonEmptyString
} from "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/engine/run-audit.ts
import path2 from "node:path";

// src/live/http.ts
import https from "node:https";
import { readFileSync } from "node:fs";
import tls from "node:tls";
var MAX_BODY_BYTES = 256 * 1024 * 1024;
function tlsAgent(opts) {
  if (!opts.insecure && !opts.caFile) return {};
  let ca;
  if (opts.caFile) {
    try {
      ca = [...tls.rootCertificates, readFileSync(opts.caFile, "utf8")];
    } catch (err) {
      return {
        problem: `the CA file ${opts.caFile} could not be read (${err.code ?? String(err)})`
      };
    }
  }
  return { agent: new https.Agent({ ...ca ? { ca } : {}, rejectUnauthorized: !opts.insecure }) };
}
var MAX_ATTEMPTS = 3;
var MAX_RETRY_WAIT_MS = 1e4;
async function getJson(path3, opts) {
  const url = new URL(path3, opts.server);
  const outcome = await exchangeWithRetries(
    url,
    {
      headers: { authorization: `Bearer ${opts.token}`, accept: "application/json" },
      timeoutMs: opts.timeoutMs,
      maxBodyBytes: MAX_BODY_BYTES,
      redirects: "return",
      ...opts.agent ? { agent: opts.agent } : {}
    },
    { attempts: MAX_ATTEMPTS, baseDelayMs: opts.retryDelayMs, maxWaitMs: MAX_RETRY_WAIT_MS }
  );
  if (!outcome.ok) return { ok: false, problem: `GET ${url.pathname}: ${outcome.error.message}` };
  const raw = { status: outcome.response.status, text: outcome.response.body.toString("utf8") };
  const n = outcome.attempts;
  if (raw.status >= 500 || raw.status === 429)
    return answered(raw, `GET ${url.pathname} answered ${raw.status} (after ${n} attempt${n > 1 ? "s" : ""})`);
  return parsed(raw, url);
}
var answered = (raw, problem) => ({ ok: false, status: raw.status, problem, body: raw.text });
function parsed(raw, url) {
  const said = `GET ${url.pathname} answered ${raw.status}`;
  if (raw.status === 401 || raw.status === 403)
    return answered(raw, `${said}: the token was refused or lacks RBAC permission`);
  if (raw.status < 200 || raw.status >= 300) {
    const redirect = raw.status >= 300 && raw.status < 400;
    return answered(
      raw,
      `${said}${redirect ? " (a redirect; not followed, the token stays with the configured server)" : ""}`
    );
  }
  try {
    return { ok: true, status: raw.status, body: JSON.parse(raw.text) };
  } catch {
    return answered(raw, `${said} but not with JSON (a login page or proxy in the way?)`);
  }
}

// src/live/client.ts
var MAX_PAGES = 1e3;
var DETAIL_CHARS = 500;
function errorDetail(body) {
  if (!body) return void 0;
  let text = body;
  try {
    const parsed2 = JSON.parse(body);
    if (typeof parsed2.message === "string") text = parsed2.message;
    else if (typeof parsed2.error === "string") text = parsed2.error;
  } catch {
  }
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DETAIL_CHARS ? `${flat.slice(0, DETAIL_CHARS)}\u2026` : flat || void 0;
}
function problemOf(r) {
  const detail = errorDetail(r.body);
  return { problem: r.problem, ...detail ? { detail } : {} };
}
async function listApplications(opts) {
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  let token;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = token ? `?continue=${encodeURIComponent(token)}` : "";
    const r = await getJson(`/api/v1/applications${query}`, opts);
    if (!r.ok) return { ok: false, ...problemOf(r) };
    if (!isObject(r.body))
      return { ok: false, problem: "GET /api/v1/applications answered something other than a JSON object" };
    const pageItems = r.body.items;
    if (!Array.isArray(pageItems)) {
      return {
        ok: false,
        problem: `E_ARGOCD_EMPTY_LIST: GET /api/v1/applications answered ${pageItems === null ? '"items": null' : 'without "items"'} (page ${page}); the token may lack RBAC rights (argo-cd#3561)`
      };
    }
    items.push(...pageItems.filter(isObject));
    const next = isObject(r.body.metadata) ? r.body.metadata.continue : void 0;
    if (typeof next !== "string" || next === "") return { ok: true, items, pages: page };
    if (seen.has(next))
      return {
        ok: false,
        problem: `GET /api/v1/applications repeated the continue token of an earlier page (page ${page}); the list cannot be read completely`
      };
    seen.add(next);
    token = next;
  }
  return {
    ok: false,
    problem: `GET /api/v1/applications still had more pages after ${MAX_PAGES}; the list was not read completely`
  };
}
async function appSubresource(name, appNamespace, sub, opts, params = {}) {
  const query = new URLSearchParams({ ...params, ...appNamespace ? { appNamespace } : {} }).toString();
  const r = await getJson(`/api/v1/applications/${encodeURIComponent(name)}/${sub}${query ? `?${query}` : ""}`, opts);
  if (!r.ok) return { ok: false, ...problemOf(r) };
  if (!isObject(r.body)) return { ok: false, problem: `GET \u2026/${sub} answered something other than a JSON object` };
  return { ok: true, body: r.body };
}
async function liveResource(app, ref, opts) {
  const r = await appSubresource(app.name, app.namespace, "resource", opts, {
    ...ref.namespace ? { namespace: ref.namespace } : {},
    resourceName: ref.name,
    version: ref.version,
    group: ref.group ?? "",
    kind: ref.kind
  });
  if (!r.ok) return r;
  if (typeof r.body.manifest !== "string")
    return { ok: false, problem: `GET \u2026/resource for ${ref.kind} ${ref.name} answered without a "manifest"` };
  try {
    const object = JSON.parse(r.body.manifest);
    return isObject(object) ? { ok: true, object } : { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not an object` };
  } catch {
    return { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not JSON` };
  }
}

// src/live/mapping.ts
function metaOf(app) {
  const meta = asObject(app.metadata);
  return { name: nonEmptyString(meta.name), namespace: nonEmptyString(meta.namespace), labels: asObject(meta.labels) };
}
function declaredApplication(target) {
  if (target.origin.how !== "argocd") return void 0;
  return /^Application ([^;\s]+)/.exec(target.origin.detail ?? "")?.[1];
}
function candidates(target) {
  const declared = declaredApplication(target);
  if (declared) return [{ name: declared, needsLabel: false }];
  const { app, environment: env } = target;
  return [
    { name: `${app}-${env}`, needsLabel: false },
    { name: `${env}-${app}`, needsLabel: false },
    { name: app, needsLabel: env !== "default" }
  ];
}
function byName(apps) {
  const index = /* @__PURE__ */ new Map();
  for (const app of apps) {
    const name = metaOf(app).name;
    if (name) index.set(name, [...index.get(name) ?? [], app]);
  }
  return index;
}
function match(target, index, envLabel) {
  for (const c of candidates(target)) {
    const found = (index.get(c.name) ?? []).filter(
      (a) => !c.needsLabel || metaOf(a).labels[envLabel] === target.environment
    );
    if (found.length > 1) {
      const where3 = found.map((a) => metaOf(a).namespace ?? "?").join(", ");
      return {
        problem: `${found.length} Applications are named ${c.name} (namespaces ${where3}); which one deploys this target is ambiguous`
      };
    }
    if (found[0]) return { app: found[0], name: c.name };
  }
  return void 0;
}
function mapTargets(targets, apps, envLabel) {
  const index = byName(apps);
  const mapped = /* @__PURE__ */ new Map();
  const unmapped = [];
  for (const target of targets) {
    const m = match(target, index, envLabel);
    if (!m) {
      const names = candidates(target).map(
        (c) => c.needsLabel ? `${c.name} (labelled ${envLabel}=${target.environment})` : c.name
      );
      unmapped.push({
        target,
        reason: `no Application in the API for this target (looked for ${names.join(", ")}); the token may not see it, or it is not deployed by Argo CD`
      });
    } else if ("problem" in m) {
      unmapped.push({ target, reason: m.problem });
    } else {
      const entry = mapped.get(m.app) ?? {
        application: m.app,
        name: m.name,
        targets: [],
        ...metaOf(m.app).namespace ? { namespace: metaOf(m.app).namespace } : {}
      };
      entry.targets.push(target);
      mapped.set(m.app, entry);
    }
  }
  return { mapped: [...mapped.values()], unmapped };
}

// src/live/smoke.ts
var EXCERPT_CHARS = 120;
var MAX_BODY_BYTES2 = 1024 * 1024;
var DEFAULT_TIMEOUT_MS = 1e4;
function shownUrl(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(an unparseable URL)";
  }
}
function excerpt(body) {
  const flat = body.toString("utf8").replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}\u2026` : flat;
}
function expectedRelease(spec, app) {
  if (spec.value !== void 0) return { ok: true, value: spec.value, from: "the configured value" };
  if (!spec.image) return { ok: false, problem: "the release check names neither a value nor an image" };
  const images = asObject(asObject(app.status).summary).images;
  if (!Array.isArray(images))
    return { ok: false, problem: "status.summary.images missing: the deployed image is unknown" };
  const wanted = tryParseImageRef(spec.image)?.name ?? spec.image;
  const refs = images.filter((i) => typeof i === "string").map(tryParseImageRef).filter((r) => r?.name === wanted);
  const values = [
    ...new Set(
      refs.map((r) => spec.use === "digest" ? r?.digest : r?.tag).filter((v) => typeof v === "string")
    )
  ];
  if (values.length !== 1) {
    return {
      ok: false,
      problem: `status.summary.images ${values.length ? `names ${values.length} different ${spec.use ?? "tag"}s` : `has no ${spec.use ?? "tag"}`} for ${spec.image}: the deployed release is not one value`
    };
  }
  return {
    ok: true,
    value: values[0],
    from: `the deployed ${spec.use ?? "tag"} of ${spec.image} (status.summary.images)`
  };
}
function releaseIn(body, pointer) {
  if (pointer === void 0) return { ok: true, value: body.toString("utf8").trim() };
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { ok: false, problem: `the answer is not JSON, so ${pointer} cannot be read` };
  }
  const value = getAt(json, pointer);
  if (typeof value === "string" || typeof value === "number") return { ok: true, value: String(value) };
  return { ok: false, problem: `the answer has no string at ${pointer}` };
}
async function judgeSmoke(spec, app, v) {
  const shown2 = shownUrl(spec.url);
  const expected = spec.release ? expectedRelease(spec.release, app) : void 0;
  if (expected && !expected.ok)
    return v.add("live/status-unavailable", `smoke request to ${shown2} not judged: ${expected.problem}`);
  const outcome = await exchangeWithRetries(
    spec.url,
    {
      headers: { accept: "application/json, text/plain;q=0.9, */*;q=0.1" },
      timeoutMs: spec.timeoutSeconds !== void 0 ? spec.timeoutSeconds * 1e3 : DEFAULT_TIMEOUT_MS,
      maxBodyBytes: MAX_BODY_BYTES2,
      redirects: "same-host"
    },
    { attempts: 2, baseDelayMs: 500, maxWaitMs: 5e3 }
  );
  if (!outcome.ok)
    return v.add(
      "live/status-unavailable",
      `smoke request to ${shown2} got no answer to judge: ${outcome.error.message.replace(spec.url, shown2)}`
    );
  const res = outcome.response;
  const status = spec.status ?? 200;
  if (res.status !== status) {
    return v.add(
      "live/smoke-failed",
      `smoke request to ${shown2} answered ${res.status}, expected ${status} (body: "${excerpt(res.body)}")`
    );
  }
  if (!expected) return void v.notices.push(`smoke request to ${shown2} answered ${res.status}`);
  const found = releaseIn(res.body, spec.release?.pointer);
  if (!found.ok)
    return v.add(
      "live/status-unavailable",
      `smoke request to ${shown2} answered ${res.status}, but ${found.problem} (body: "${excerpt(res.body)}")`
    );
  if (found.value !== expected.value) {
    const where3 = spec.release?.pointer ? `at ${spec.release.pointer}` : "as its body";
    return v.add(
      "live/smoke-wrong-release",
      `smoke request to ${shown2} answered ${res.status} from another release: "${excerpt(Buffer.from(found.value))}" ${where3}, expected "${expected.value}" (${expected.from})`
    );
  }
  v.notices.push(`smoke request to ${shown2} answered ${res.status} with the expected release ${expected.value}`);
}

// src/live/verdicts.ts
var LIVE_RULES = [
  "live/status-unavailable",
  "live/revision-mismatch",
  "live/spec-drift",
  "live/out-of-sync",
  "live/sync-failed",
  "live/sync-running",
  "live/unhealthy",
  "live/stuck-progressing",
  "live/progressing",
  "live/suspended",
  "live/rollout-incomplete",
  "live/no-ready-endpoints",
  "live/smoke-failed",
  "live/smoke-wrong-release"
];
var AppVerdicts = class {
  reasons = /* @__PURE__ */ new Map();
  notices = [];
  pins = [];
  /** Rules whose finding is inconclusive this time (a rollout still within its time limit), not a failure. */
  inconclusive = /* @__PURE__ */ new Set();
  outOfSync;
  add(rule, reason) {
    this.reasons.set(rule, [...this.reasons.get(rule) ?? [], reason]);
  }
  has(rule) {
    return this.reasons.has(rule);
  }
};

// src/live/times.ts
function parseTime(v) {
  if (typeof v !== "string" || v === "") return void 0;
  const t = Date.parse(v);
  return Number.isNaN(t) ? void 0 : new Date(t);
}
function latest(entries) {
  return entries.filter((e) => e !== void 0).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
}
function lastHistory(status, field) {
  return latest(
    asObjects(status.history).map((h) => {
      const at = parseTime(h[field]);
      return at ? { at, how: `status.history[id ${String(h.id ?? "?")}].${field}` } : void 0;
    })
  );
}
function lastSuccessfulSync(status) {
  const op = asObject(status.operationState);
  const at = parseTime(op.finishedAt);
  if (!at || op.phase !== "Succeeded") return void 0;
  return { at, how: "status.operationState.finishedAt (phase Succeeded)" };
}
function lastInSync(status) {
  return latest([lastSuccessfulSync(status), lastHistory(status, "deployedAt")]);
}
function progressingSince(status) {
  const transition = parseTime(asObject(status.health).lastTransitionTime);
  if (transition) return { at: transition, how: "status.health.lastTransitionTime" };
  const op = asObject(status.operationState);
  const started = parseTime(op.startedAt);
  return latest([
    started ? { at: started, how: "status.operationState.startedAt (the last sync began)" } : void 0,
    lastHistory(status, "deployStartedAt"),
    lastHistory(status, "deployedAt")
  ]);
}
function minutesBetween(from, to) {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 6e4));
}
function humanMinutes(minutes) {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

// src/live/sync.ts
function syncRevisions(sync) {
  const all = [sync.revision, ...Array.isArray(sync.revisions) ? sync.revisions : []];
  return [...new Set(all.map(nonEmptyString).filter((r) => r !== void 0))];
}
function judgeSync(status, ctx, v) {
  const sync = asObject(status.sync);
  const state = nonEmptyString(sync.status);
  const revisions = syncRevisions(sync);
  const missing = [state ? "" : "status.sync.status", revisions.length ? "" : "status.sync.revision"].filter(Boolean);
  if (missing.length)
    v.add("live/status-unavailable", `${missing.join(" and ")} missing: the deployed revision cannot be confirmed`);
  judgeConditions(status, v);
  judgeFreshness(status, ctx, v);
  if (state === "OutOfSync") outOfSync(status, ctx.now, v);
  else if (state && state !== "Synced")
    v.add(
      "live/status-unavailable",
      `sync status is ${state}, not Synced or OutOfSync: Argo CD could not compare the live state`
    );
}
function judgeConditions(status, v) {
  for (const c of asObjects(status.conditions)) {
    const type = String(c.type ?? "");
    const message = typeof c.message === "string" ? c.message : "(no message)";
    if (type === "ComparisonError" || type === "InvalidSpecError" || type === "UnknownError")
      v.add("live/status-unavailable", `condition ${type}: ${message}`);
    else if (/Error$/.test(type)) v.notices.push(`condition ${type}: ${message}`);
  }
}
function judgeFreshness(status, ctx, v) {
  const reconciled = parseTime(status.reconciledAt);
  if (!reconciled) {
    v.add(
      "live/status-unavailable",
      "status.reconciledAt missing: no telling whether Argo CD ever compared this Application"
    );
    return;
  }
  const age = minutesBetween(reconciled, ctx.now);
  if (age > ctx.staleAfterMinutes) {
    v.add(
      "live/status-unavailable",
      `status last reconciled ${humanMinutes(age)} ago (status.reconciledAt ${reconciled.toISOString()}), more than the ${ctx.staleAfterMinutes} min allowed: too old to vouch for the live state (is the application controller running?)`
    );
  }
}
function outOfSync(status, now, v) {
  const since2 = lastInSync(status);
  if (!since2) {
    const how2 = "Argo CD records no time of the change to OutOfSync, and there is no successful sync to count from (status.history empty, no succeeded status.operationState)";
    v.add("live/out-of-sync", `OutOfSync since an unknown time: ${how2}`);
    v.outOfSync = { app: "", how: how2 };
    return;
  }
  const minutes = minutesBetween(since2.at, now);
  const how = `upper bound: time since the last successful sync (${since2.how}); Argo CD records no time of the change to OutOfSync`;
  v.add(
    "live/out-of-sync",
    `OutOfSync for at most ${humanMinutes(minutes)}: last known in sync at ${since2.at.toISOString()} (${since2.how}); Argo CD records no time of the change itself`
  );
  v.outOfSync = { app: "", since: since2.at.toISOString(), dwellMinutes: minutes, how };
}
function outOfSyncEntry(app, now) {
  const status = asObject(app.status);
  if (asObject(status.sync).status !== "OutOfSync") return void 0;
  const v = new AppVerdicts();
  outOfSync(status, now, v);
  return v.outOfSync;
}

// src/live/sources.ts
function normalizeRepoURL(url) {
  let u = url.trim().toLowerCase();
  const scp = /^[^/@:]+@([^:/]+):(.+)$/.exec(u);
  if (scp) u = `${scp[1]}/${scp[2]}`;
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^[^/@]*@/, "");
  return u.replace(/\/+$/, "").replace(/\.git$/, "").replace(/\/+$/, "");
}
var isSha = (rev) => rev !== void 0 && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(rev);
var EXACT_VERSION = /^v?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
function isPinned(source) {
  const rev = nonEmptyString(source.targetRevision);
  if (isSha(rev)) return true;
  return nonEmptyString(source.chart) !== void 0 && rev !== void 0 && EXACT_VERSION.test(rev);
}
function labelOf(s) {
  if (nonEmptyString(s.chart)) return `chart ${String(s.chart)}`;
  if (nonEmptyString(s.path)) return `path ${String(s.path)}`;
  if (nonEmptyString(s.ref)) return `ref ${String(s.ref)}`;
  return "repository root";
}
function describe(s, index, revision) {
  return {
    index,
    label: labelOf(s),
    pinned: isPinned(s),
    ...nonEmptyString(s.repoURL) ? { repoURL: String(s.repoURL) } : {},
    ...nonEmptyString(s.targetRevision) ? { targetRevision: String(s.targetRevision) } : {},
    ...revision ? { revision } : {}
  };
}
function liveSources(app) {
  const spec = asObject(app.spec);
  const sync = asObject(asObject(app.status).sync);
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(asObject) : void 0;
  if (!many) {
    const revision = nonEmptyString(sync.revision) ?? (Array.isArray(sync.revisions) ? nonEmptyString(sync.revisions[0]) : void 0);
    return { ok: true, multi: false, sources: [describe(asObject(spec.source), 0, revision)] };
  }
  const revisions = Array.isArray(sync.revisions) ? sync.revisions : void 0;
  if (!revisions)
    return {
      ok: false,
      problem: `status.sync.revisions missing for a multi-source Application (${many.length} spec.sources): which source is at which revision is unknown`
    };
  if (revisions.length !== many.length) {
    return {
      ok: false,
      problem: `status.sync.revisions has ${revisions.length} entries for ${many.length} spec.sources: the revisions cannot be paired with the sources`
    };
  }
  return { ok: true, multi: true, sources: many.map((s, i) => describe(s, i, nonEmptyString(revisions[i]))) };
}
function sourceName(s, multi) {
  return multi ? `source ${s.index + 1} (${s.repoURL ?? "no repoURL"} ${s.label})` : `the source (${s.label})`;
}

// src/live/revision.ts
var short = (sha) => isSha(sha) ? sha.slice(0, 12) : sha;
var same = (a, b) => a.toLowerCase() === b.toLowerCase();
async function judgeRevisions(app, targets, ctx, v) {
  const read = liveSources(app);
  if (!read.ok) return v.add("live/status-unavailable", read.problem);
  for (const s of read.sources) {
    const field = read.multi ? `status.sync.revisions[${s.index}]` : "status.sync.revision";
    const one = { s, multi: read.multi, name: sourceName(s, read.multi), field, targets, ctx, v };
    if (!s.revision) {
      if (read.multi)
        v.add("live/status-unavailable", `${one.name}: ${field} is empty, its deployed revision cannot be confirmed`);
      continue;
    }
    await judgeSource(one, s.revision);
  }
}
function ownership(o) {
  const url = o.s.repoURL ? normalizeRepoURL(o.s.repoURL) : void 0;
  if (o.ctx.repoURLs.length === 0 || !url) return o.multi ? "unknown" : "this";
  return o.ctx.repoURLs.includes(url) ? "this" : "other";
}
async function judgeSource(o, revision) {
  const owner = ownership(o);
  if (owner === "other") return judgeForeign(o, revision);
  if (o.s.pinned) return judgePin(o, revision, owner === "this");
  if (owner === "this") return judgeAudited(o, revision);
  if (same(revision, o.ctx.auditedSha)) return;
  o.v.add(
    "live/status-unavailable",
    `${o.name} is at ${short(revision)} (${o.field}); whether ${o.s.repoURL ?? "it"} is this repository is unknown (set live.repoURLs, or audit a clone with a remote "origin")`
  );
}
async function judgeAudited(o, revision) {
  const audited = o.ctx.auditedSha;
  if (same(revision, audited)) return;
  if (isSha(revision) && o.ctx.changedSince && await standsIn(revision, o.targets, o.ctx.changedSince)) {
    o.v.notices.push(
      `${o.multi ? `${o.name} ` : ""}synced to ${short(revision)}, newer than the audited ${short(audited)}; nothing this app reads changed in between`
    );
    return;
  }
  const why = o.ctx.changedSince ? "it is not a newer commit with the same inputs" : "only the audited commit itself is accepted";
  o.v.add(
    "live/revision-mismatch",
    `${o.multi ? `${o.name} ` : ""}synced to ${short(revision)} (${o.field}), not the audited ${short(audited)}; ${why}, so what runs is not what was audited`
  );
}
async function judgePin(o, revision, mine) {
  if (!atPin(o, revision)) return;
  const pin = o.s.targetRevision ?? "";
  o.v.pins.push({ source: o.name, revision: pin });
  o.v.notices.push(`${o.name} is pinned to ${short(pin)} (targetRevision) and synced to it`);
  if (!mine || same(pin, o.ctx.auditedSha)) return;
  if (o.targets.length > 0 && o.targets.every((t) => same(o.ctx.renderedAt?.get(targetId(t)) ?? "", pin))) return;
  if (o.ctx.changedSince && await standsIn(pin, o.targets, o.ctx.changedSince)) return;
  o.v.add(
    "live/status-unavailable",
    `${o.name} is pinned to ${short(pin)}, so Argo CD deploys ${short(pin)} while this audit rendered ${short(o.ctx.auditedSha)}; audit with --ref ${pin} to judge what runs`
  );
}
function judgeForeign(o, revision) {
  if (!o.s.pinned) {
    o.v.add(
      "live/status-unavailable",
      `${o.name} follows the moving revision "${o.s.targetRevision ?? "HEAD"}" of another repository (now ${short(revision)}): what it deploys is not fixed by the audited commit; pin it to a commit or an exact chart version`
    );
    return;
  }
  atPin(o, revision);
}
function atPin(o, revision) {
  const pin = o.s.targetRevision ?? "";
  if (same(revision, pin)) return true;
  o.v.add(
    "live/revision-mismatch",
    `${o.name} is pinned to ${short(pin)} (targetRevision) but synced to ${short(revision)} (${o.field})`
  );
  return false;
}
async function standsIn(sha, targets, changedSince) {
  for (const target of targets) {
    try {
      if (await changedSince(target, sha)) return false;
    } catch {
      return false;
    }
  }
  return targets.length > 0;
}

// src/live/health.ts
var HEALTH_ORDER = ["Healthy", "Suspended", "Progressing", "Missing", "Degraded", "Unknown"];
var MAX_NAMED = 10;
function describeResource(r) {
  const ns = nonEmptyString(r.namespace);
  return `${String(r.kind ?? "?")} ${ns ? `${ns}/` : ""}${String(r.name ?? "?")}`;
}
function listSome(items) {
  if (items.length <= MAX_NAMED) return items.join(", ");
  return `${items.slice(0, MAX_NAMED).join(", ")} and ${items.length - MAX_NAMED} more`;
}
function childHealth(...lists) {
  const seen = /* @__PURE__ */ new Map();
  for (const r of lists.flat()) {
    const health = asObject(r.health);
    const status = nonEmptyString(health.status);
    if (!status) continue;
    const name = describeResource(r);
    const message = nonEmptyString(health.message);
    const known = seen.get(name);
    if (!known || worse(status, known.status)) seen.set(name, { name, status, ...message ? { message } : {} });
  }
  return [...seen.values()];
}
var rank = (s) => HEALTH_ORDER.includes(s) ? HEALTH_ORDER.indexOf(s) : HEALTH_ORDER.length;
var worse = (a, b) => rank(a) > rank(b);
var shown = (c) => `${c.name} ${c.status}${c.message ? `: ${c.message}` : ""}`;
function judgeHealth(status, children, ctx, v) {
  const health = asObject(status.health);
  const own = nonEmptyString(health.status);
  if (!own)
    return v.add("live/status-unavailable", "status.health.status missing: health unknown, never read as Healthy");
  if (!HEALTH_ORDER.includes(own))
    return v.add("live/status-unavailable", `health status "${own}" is not one Argo CD defines`);
  const bad = children.filter((c) => c.status !== "Healthy");
  const worst = bad.reduce((w, c) => worse(c.status, w) ? c.status : w, own);
  const message = nonEmptyString(health.message) ? ` (${String(health.message)})` : "";
  const which = bad.length ? `; not healthy: ${listSome(bad.map(shown))}` : "";
  const said = worst === own ? `health ${own}${message}` : `health ${own}${message}, but a child is ${worst}`;
  if (worst === "Healthy") return;
  if (ctx.unhealthyStatuses.includes(worst)) return v.add("live/unhealthy", `${said}${which}`);
  if (worst === "Progressing") return judgeProgressing(status, ctx, v, `${said}${which}`);
  if (worst === "Suspended") {
    if (ctx.suspendedExpected) return void v.notices.push(`${said}, as the config expects (live.expectedSuspended)`);
    return v.add(
      "live/suspended",
      `${said}${which}: a suspended rollout or paused workload is not a finished deployment (declare it in live.expectedSuspended if it is meant to be)`
    );
  }
  v.add(
    "live/status-unavailable",
    `${said}${which}: not Healthy, and not configured as unhealthy (live.unhealthyStatuses)`
  );
}
function judgeProgressing(status, ctx, v, said) {
  const since2 = progressingSince(status);
  if (!since2) {
    v.add(
      "live/status-unavailable",
      `${said}; Progressing since an unknown time: no status.health.lastTransitionTime, status.operationState.startedAt or status.history to count from`
    );
    return;
  }
  const minutes = minutesBetween(since2.at, ctx.now);
  const counted = `counted from ${since2.how}, ${since2.at.toISOString()}`;
  if (minutes > ctx.progressingLimitMinutes) {
    v.add(
      "live/stuck-progressing",
      `Progressing for ${humanMinutes(minutes)}, over the ${ctx.progressingLimitMinutes} min limit (${counted}); ${said}`
    );
  } else {
    v.add(
      "live/progressing",
      `Progressing for ${humanMinutes(minutes)}, within the ${ctx.progressingLimitMinutes} min limit (${counted}): not healthy yet; ${said}`
    );
  }
}

// src/live/operation.ts
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string" && x !== "") : [];
function failedResults(op) {
  return asObjects(asObject(op.syncResult).resources).flatMap((r) => {
    const hook = nonEmptyString(r.hookType) ? `${String(r.hookType)} hook ` : "";
    const failed = r.status === "SyncFailed" || r.hookPhase === "Failed" || r.hookPhase === "Error";
    if (!failed) return [];
    const message = nonEmptyString(r.message) ? `: ${String(r.message)}` : "";
    return [`${hook}${describeResource(r)} ${String(r.hookPhase ?? r.status)}${message}`];
  });
}
function operationRevisions(op) {
  const result = asObject(op.syncResult);
  const asked = asObject(asObject(op.operation).sync);
  for (const source of [result, asked]) {
    const many = strings(source.revisions);
    if (many.length) return many;
    if (nonEmptyString(source.revision)) return [String(source.revision)];
  }
  return [];
}
function judgeOperation(status, v) {
  const op = status.operationState;
  if (!isObject(op)) {
    v.add(
      "live/status-unavailable",
      "status.operationState missing: no record of a sync operation, so whether the sync of this revision (hooks included) succeeded is unknown"
    );
    return;
  }
  const phase = nonEmptyString(op.phase);
  const message = nonEmptyString(op.message) ? ` (${String(op.message)})` : "";
  const failed = failedResults(op);
  const named = failed.length ? `; failed: ${listSome(failed)}` : "";
  if (!phase)
    v.add("live/status-unavailable", "status.operationState.phase missing: the outcome of the last sync is unknown");
  else if (phase === "Running" || phase === "Terminating")
    v.add(
      "live/sync-running",
      `a sync operation is ${phase}${nonEmptyString(op.startedAt) ? ` since ${String(op.startedAt)}` : ""}${message}: its outcome is not known yet`
    );
  else if (phase === "Failed" || phase === "Error" || failed.length)
    v.add("live/sync-failed", `the last sync operation ended ${phase}${message}${named}`);
  else if (phase !== "Succeeded")
    v.add("live/status-unavailable", `sync operation phase "${phase}" is not one Argo CD defines`);
  judgeOperationRevision(op, status, v);
}
function judgeOperationRevision(op, status, v) {
  const synced = new Set(
    [...strings(asObject(status.sync).revisions), ...strings([asObject(status.sync).revision])].map((r) => r.toLowerCase())
  );
  const revisions = operationRevisions(op);
  if (revisions.length === 0) {
    v.add(
      "live/status-unavailable",
      "the last sync operation names no revision (status.operationState.syncResult.revision(s)): what it synced is unknown"
    );
    return;
  }
  const other = revisions.filter((r) => !synced.has(r.toLowerCase()));
  if (other.length === 0 || synced.size === 0) return;
  const running = op.phase === "Running" || op.phase === "Terminating";
  if (running) return;
  v.add(
    "live/revision-mismatch",
    `the last sync operation was for ${other.map(short).join(", ")} (status.operationState.syncResult), not the revision status.sync reports (${[...synced].map(short).join(", ")}): its outcome does not vouch for the judged revision`
  );
}

// src/live/follow-ups.ts
var IGNORE_HEALTHCHECK = "argocd.argoproj.io/ignore-healthcheck";
async function readTree(name, namespace, opts) {
  const r = await appSubresource(name, namespace, "resource-tree", opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.nodes)) return { ok: false, problem: 'resource-tree answered without "nodes"' };
  return { ok: true, nodes: r.body.nodes.map(asObject) };
}
function childrenOf(nodes, kind, parent) {
  return nodes.filter(
    (n) => n.kind === kind && asObjects(n.parentRefs).some(
      (p) => p.kind === parent.kind && p.name === parent.name && (p.namespace ?? "") === (parent.namespace ?? "")
    )
  );
}
function annotations(state) {
  if (typeof state !== "string" || state === "" || state === "null") return {};
  try {
    return asObject(asObject(asObject(JSON.parse(state)).metadata).annotations);
  } catch {
    return {};
  }
}
async function ignoredByAnnotation(name, namespace, opts) {
  const r = await appSubresource(name, namespace, "managed-resources", opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.items)) return { ok: false, problem: 'managed-resources answered without "items"' };
  const names = r.body.items.map(asObject).filter(
    (item) => annotations(item.liveState)[IGNORE_HEALTHCHECK] === "true" || annotations(item.targetState)[IGNORE_HEALTHCHECK] === "true"
  ).map(describeResource);
  return { ok: true, names };
}

// src/live/endpoints.ts
var where = (s) => `Service ${s.namespace ? `${s.namespace}/` : ""}${s.name}`;
function services(status) {
  return asObjects(status.resources).filter((r) => r.kind === "Service" && !nonEmptyString(r.group) && nonEmptyString(r.name)).map((r) => ({ name: String(r.name), ...nonEmptyString(r.namespace) ? { namespace: String(r.namespace) } : {} }));
}
function readyCount(slice) {
  return asObjects(slice.endpoints).filter((e) => asObject(e.conditions).ready !== false).length;
}
async function countReady(app, svc, tree, client) {
  const live = await liveResource(
    app,
    { version: "v1", kind: "Service", name: svc.name, ...svc.namespace ? { namespace: svc.namespace } : {} },
    client
  );
  if (!live.ok) return { ok: false, problem: `${where(svc)} could not be read (${live.problem})` };
  const spec = asObject(live.object.spec);
  if (spec.type === "ExternalName" || Object.keys(asObject(spec.selector)).length === 0) return void 0;
  if (!tree.ok) return { ok: false, problem: `the resource tree could not be read (${tree.problem})` };
  const slices = childrenOf(tree.nodes, "EndpointSlice", { kind: "Service", ...svc });
  if (slices.length === 0) {
    return {
      ok: false,
      problem: `no EndpointSlice of ${where(svc)} in the resource tree (Argo CD's default resource.exclusions hide EndpointSlices; include discovery.k8s.io/EndpointSlice to let the audit see them)`
    };
  }
  let ready = 0;
  for (const s of slices) {
    const slice = await liveResource(
      app,
      {
        group: "discovery.k8s.io",
        version: "v1",
        kind: "EndpointSlice",
        name: String(s.name ?? ""),
        ...nonEmptyString(s.namespace) ? { namespace: String(s.namespace) } : {}
      },
      client
    );
    if (!slice.ok)
      return {
        ok: false,
        problem: `EndpointSlice ${String(s.name)} of ${where(svc)} could not be read (${slice.problem})`
      };
    ready += readyCount(slice.object);
  }
  return { ok: true, ready };
}
async function judgeEndpoints(app, status, tree, client, v) {
  const empty = [];
  const unreadable = [];
  let checked = 0;
  for (const svc of services(status)) {
    const count = await countReady(app, svc, tree, client);
    if (!count) continue;
    if (!count.ok) unreadable.push(count.problem);
    else if (count.ready === 0) empty.push(where(svc));
    else checked++;
  }
  if (empty.length)
    v.add("live/no-ready-endpoints", `no ready endpoints behind ${listSome(empty)}: traffic to it goes nowhere`);
  if (unreadable.length) v.add("live/status-unavailable", `ready endpoints not confirmed: ${listSome(unreadable)}`);
  if (checked) v.notices.push(`ready endpoints confirmed for ${checked} Service${checked === 1 ? "" : "s"}`);
}

// src/live/workloads.ts
var KINDS = /* @__PURE__ */ new Set(["apps/Deployment", "apps/StatefulSet", "apps/DaemonSet", "argoproj.io/Rollout"]);
var num = (v, fallback) => typeof v === "number" && Number.isFinite(v) ? v : fallback;
var where2 = (w) => `${w.kind} ${w.namespace ? `${w.namespace}/` : ""}${w.name}`;
function workloadsOf(status) {
  return asObjects(status.resources).filter((r) => KINDS.has(`${String(r.group ?? "")}/${String(r.kind)}`) && nonEmptyString(r.name)).map((r) => ({
    group: String(r.group),
    version: nonEmptyString(r.version) ?? (r.group === "apps" ? "v1" : "v1alpha1"),
    kind: String(r.kind),
    name: String(r.name),
    ...nonEmptyString(r.namespace) ? { namespace: String(r.namespace) } : {}
  }));
}
function rolloutGaps(kind, live) {
  const spec = asObject(live.spec);
  const status = asObject(live.status);
  const gaps = [];
  const generation = asObject(live.metadata).generation;
  const observed = status.observedGeneration;
  const observedNumber = typeof observed === "string" && /^\d+$/.test(observed) ? Number(observed) : observed;
  if (typeof generation === "number" && typeof observedNumber === "number" && observedNumber !== generation)
    gaps.push(`observedGeneration ${observedNumber} \u2260 generation ${generation}`);
  else if (typeof generation === "number" && observed === void 0)
    gaps.push(`no status.observedGeneration (generation ${generation})`);
  if (kind === "DaemonSet") {
    const desired = num(status.desiredNumberScheduled, 0);
    const updated2 = num(status.updatedNumberScheduled, 0);
    const available2 = num(status.numberAvailable, 0);
    if (updated2 !== desired) gaps.push(`updatedNumberScheduled ${updated2} of ${desired}`);
    if (available2 !== desired) gaps.push(`numberAvailable ${available2} of ${desired}`);
    return gaps;
  }
  const replicas = num(spec.replicas, 1);
  const updated = num(status.updatedReplicas, 0);
  const available = num(status.availableReplicas, 0);
  if (updated !== replicas) gaps.push(`updatedReplicas ${updated} of ${replicas}`);
  if (available !== replicas) gaps.push(`availableReplicas ${available} of ${replicas}`);
  return gaps;
}
async function newestReplicaSet(app, w, tree, client) {
  if (!tree.ok) return { ok: false, problem: `the resource tree could not be read (${tree.problem})` };
  const children = childrenOf(tree.nodes, "ReplicaSet", w);
  if (children.length === 0) return void 0;
  let best;
  for (const n of children) {
    const name = String(n.name ?? "");
    const rs = await liveResource(
      app,
      { group: "apps", version: "v1", kind: "ReplicaSet", name, ...w.namespace ? { namespace: w.namespace } : {} },
      client
    );
    if (!rs.ok) return { ok: false, problem: `ReplicaSet ${name} of ${where2(w)} could not be read (${rs.problem})` };
    const revision = Number(asObject(asObject(rs.object.metadata).annotations)["deployment.kubernetes.io/revision"] ?? 0);
    if (!best || revision > best.revision) best = { live: rs.object, name, revision };
  }
  return best ? { ok: true, live: best.live, name: best.name } : void 0;
}
function replicaSetGaps(rs) {
  const replicas = num(asObject(rs.spec).replicas, 1);
  const status = asObject(rs.status);
  const gaps = [];
  const ready = num(status.readyReplicas, 0);
  const available = num(status.availableReplicas, 0);
  if (ready !== replicas) gaps.push(`readyReplicas ${ready} of ${replicas}`);
  if (available !== replicas) gaps.push(`availableReplicas ${available} of ${replicas}`);
  return gaps;
}
function since(live, appStatus) {
  const progressing = asObjects(asObject(live.status).conditions).find((c) => c.type === "Progressing");
  const at = parseTime(progressing?.lastTransitionTime);
  if (at) return { at, how: "its Progressing condition" };
  const app = progressingSince(appStatus);
  return app ? { at: app.at, how: app.how } : void 0;
}
async function judgeWorkloads(app, status, tree, client, ctx, v) {
  const unreadable = [];
  const incomplete = [];
  let done = 0;
  for (const w of workloadsOf(status)) {
    const live = await liveResource(app, w, client);
    if (!live.ok) {
      unreadable.push(`${where2(w)} could not be read (${live.problem})`);
      continue;
    }
    const gaps = rolloutGaps(w.kind, live.object);
    if (w.kind === "Deployment") {
      const rs = await newestReplicaSet(app, w, tree, client);
      if (rs && !rs.ok) {
        unreadable.push(rs.problem);
        continue;
      }
      if (rs) gaps.push(...replicaSetGaps(rs.live).map((g) => `newest ReplicaSet ${rs.name} ${g}`));
    }
    if (gaps.length === 0) {
      done++;
      continue;
    }
    const from = since(live.object, status);
    if (!from) {
      unreadable.push(`${where2(w)} has not finished (${gaps.join(", ")}) since an unknown time`);
      continue;
    }
    const minutes = minutesBetween(from.at, ctx.now);
    const over = minutes > ctx.progressingLimitMinutes;
    incomplete.push({
      over,
      text: `${where2(w)}: ${gaps.join(", ")} for ${humanMinutes(minutes)} (counted from ${from.how}), ${over ? "over" : "within"} the ${ctx.progressingLimitMinutes} min limit`
    });
  }
  for (const i of incomplete) v.add("live/rollout-incomplete", i.text);
  if (incomplete.length > 0 && incomplete.every((i) => !i.over)) v.inconclusive.add("live/rollout-incomplete");
  if (unreadable.length) v.add("live/status-unavailable", `workload rollout not confirmed: ${listSome(unreadable)}`);
  if (done)
    v.notices.push(`rollout complete for ${done} workload${done === 1 ? "" : "s"} (controller status read live)`);
}

// src/live/spec-drift.ts
var SOURCE_FIELDS = ["repoURL", "path", "chart", "targetRevision", "ref", "helm", "kustomize", "directory", "plugin"];
function canonical(v) {
  if (Array.isArray(v)) {
    const items = v.map(canonical).filter((x) => x !== void 0);
    return items.length ? items : void 0;
  }
  if (typeof v === "object" && v !== null) {
    const entries = Object.keys(v).sort().map((k) => [k, canonical(v[k])]).filter(([, x]) => x !== void 0);
    return entries.length ? Object.fromEntries(entries) : void 0;
  }
  return v === "" || v === null ? void 0 : v;
}
function sourcesOf(spec) {
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(asObject) : [asObject(spec.source)];
  return many.map((s) => {
    const picked = {};
    for (const field of SOURCE_FIELDS) if (s[field] !== void 0) picked[field] = s[field];
    if (typeof picked.repoURL === "string") picked.repoURL = normalizeRepoURL(picked.repoURL);
    if (picked.targetRevision === "HEAD") delete picked.targetRevision;
    return picked;
  });
}
function destinationOf(spec) {
  const d = asObject(spec.destination);
  return { server: d.server, name: d.name, namespace: d.namespace };
}
function differences(live, git2) {
  const out = [];
  const liveSources2 = sourcesOf(live);
  const gitSources = sourcesOf(git2);
  if (liveSources2.length !== gitSources.length)
    out.push(`${liveSources2.length} source(s) live, ${gitSources.length} in git`);
  gitSources.forEach((g, i) => {
    const l = liveSources2[i] ?? {};
    for (const field of SOURCE_FIELDS) {
      const [a, b] = [JSON.stringify(canonical(l[field])), JSON.stringify(canonical(g[field]))];
      if (a !== b) out.push(`source ${i + 1} ${field}: live ${a ?? "unset"}, git ${b ?? "unset"}`);
    }
  });
  const [ld, gd] = [destinationOf(live), destinationOf(git2)];
  for (const field of ["server", "name", "namespace"]) {
    const [a, b] = [JSON.stringify(canonical(ld[field])), JSON.stringify(canonical(gd[field]))];
    if (a !== b) out.push(`destination.${field}: live ${a ?? "unset"}, git ${b ?? "unset"}`);
  }
  return out;
}
function judgeSpecDrift(live, declared, file, v) {
  if (!declared) return;
  const diff = differences(asObject(live.spec), asObject(declared.spec));
  if (diff.length === 0) return;
  v.add(
    "live/spec-drift",
    `the live spec differs from ${file ?? "the Application in git"} at the audited revision: ${diff.slice(0, 8).join("; ")}${diff.length > 8 ? ` and ${diff.length - 8} more` : ""}`
  );
}

// src/live/judge-app.ts
var REMEDIATION = {
  "live/revision-mismatch": "audit the revision Argo CD deploys (--ref), or refresh and sync the Application to the audited commit",
  "live/spec-drift": "make the live Application match its manifest in git (sync the parent app, or find who edited it), or change git",
  "live/out-of-sync": "sync the Application, or find what changed the live objects (manual edits, a controller, a mutating webhook)",
  "live/sync-failed": "read the failed sync operation and its hooks in Argo CD (the PostSync Job logs), fix, and sync again",
  "live/sync-running": "audit again when the sync operation has finished",
  "live/unhealthy": "look at the named resources in Argo CD (events, pod logs) and fix or roll back",
  "live/stuck-progressing": "look at the rollout (events, pod status); it may wait on resources that never become ready",
  "live/progressing": "audit again when the rollout has finished",
  "live/suspended": "resume the rollout, or declare the Application in live.expectedSuspended if it is meant to be suspended",
  "live/no-ready-endpoints": "look at the pods behind the Service (readiness probes, selector labels)",
  "live/rollout-incomplete": "look at the workload in Argo CD (events, the new pods, their readiness probes) and audit again when the rollout has finished, or roll back",
  "live/smoke-failed": "look at the service behind the smoke URL (ingress, pods, logs); the deployment does not answer as expected",
  "live/smoke-wrong-release": "find what answers the smoke URL (an old ReplicaSet, another cluster behind the same host, a cache) and why it is not the audited release",
  "live/status-unavailable": "make the named status readable (token RBAC, a refresh, a working comparison) and audit again"
};
function applicationRef(m) {
  return {
    apiVersion: "argoproj.io/v1alpha1",
    kind: "Application",
    name: m.name,
    ...m.namespace ? { namespace: m.namespace } : {}
  };
}
async function judgeApplication(m, ctx) {
  const v = new AppVerdicts();
  const status = m.application.status;
  if (isObject(status)) await judgeStatus(m, status, ctx, v);
  else v.add("live/status-unavailable", "the Application has no status: Argo CD has not reconciled it");
  const drafts = LIVE_RULES.filter((rule) => v.has(rule)).map((rule) => ({
    ruleId: rule,
    message: `Application ${m.name}: ${(v.reasons.get(rule) ?? []).join("; ")}`,
    resource: applicationRef(m),
    remediation: REMEDIATION[rule],
    ...v.inconclusive.has(rule) ? { verdict: "inconclusive" } : {}
  }));
  return {
    drafts,
    notices: v.notices,
    pins: v.pins,
    ...v.outOfSync ? { outOfSync: { ...v.outOfSync, app: m.name } } : {}
  };
}
async function judgeStatus(m, s, ctx, v) {
  const limits = { ...ctx.cfg, now: ctx.now };
  judgeSync(s, limits, v);
  await judgeRevisions(m.application, m.targets, ctx, v);
  const declared = ctx.declaredApps?.get(m.name);
  judgeSpecDrift(m.application, declared?.manifest, declared?.file, v);
  judgeOperation(s, v);
  const tree = await readTree(m.name, m.namespace, ctx.client);
  const inline = s.resourceHealthSource !== "appTree";
  const resources = asObjects(s.resources);
  if (!inline && !tree.ok) {
    v.add(
      "live/status-unavailable",
      `child health not readable: status.resourceHealthSource is appTree and the resource tree could not be read (${tree.problem}${tree.detail ? `: ${tree.detail}` : ""})`
    );
  }
  const children = childHealth(inline ? resources : [], tree.ok ? tree.nodes : []);
  judgeHealth(s, children, { ...limits, suspendedExpected: ctx.cfg.expectedSuspended.includes(m.name) }, v);
  if (inline) await healthExclusions(m, resources, tree, ctx.client, v);
  await judgeWorkloads(m, s, tree, ctx.client, limits, v);
  if (ctx.cfg.checkEndpoints) await judgeEndpoints(m, s, tree, ctx.client, v);
  else v.notices.push("ready endpoints not checked (live.checkEndpoints: false)");
  const smoke = smokeFor(m, ctx.cfg.smoke);
  if (smoke) await judgeSmoke(smoke, m.application, v);
}
function smokeFor(m, smoke) {
  return smoke[m.name] ?? m.targets.map((t) => smoke[targetId(t)]).find((s) => s !== void 0);
}
async function healthExclusions(m, resources, tree, client, v) {
  const inTree = new Set(
    tree.ok ? tree.nodes.filter((n) => typeof asObject(n.health).status === "string").map(describeResource) : []
  );
  const healthless = resources.filter((r) => r.hook !== true && r.health === void 0).map(describeResource).filter((r) => !inTree.has(r));
  if (healthless.length === 0) return;
  const ignored = await ignoredByAnnotation(m.name, m.namespace, client);
  if (!ignored.ok) {
    v.notices.push(
      `health not assessed for ${listSome(healthless)}; whether ${IGNORE_HEALTHCHECK} excludes them could not be read (${ignored.problem}) \u2014 review them`
    );
    return;
  }
  if (ignored.names.length)
    v.notices.push(`excluded from health by ${IGNORE_HEALTHCHECK}, review: ${listSome(ignored.names)}`);
  const rest = healthless.filter((r) => !ignored.names.includes(r));
  if (rest.length) v.notices.push(`health not assessed (no health check for the kind): ${listSome(rest)}`);
}

// src/live/unmanaged.ts
var projectOf = (app) => {
  const p = asObject(app.spec).project;
  return typeof p === "string" && p !== "" ? p : "default";
};
function ownedByApplicationSet(app) {
  const owner = asObjects(asObject(app.metadata).ownerReferences).find((r) => r.kind === "ApplicationSet");
  return owner !== void 0 && String(owner.name ?? "?") !== "";
}
function unmanagedApps(all, mapped, declared) {
  const projects = new Set(mapped.map((m) => projectOf(m.application)));
  const judged = new Set(mapped.map((m) => m.application));
  return all.flatMap((app) => {
    const name = metaOf(app).name;
    if (!name || judged.has(app) || !projects.has(projectOf(app))) return [];
    if (declared.has(name) || ownedByApplicationSet(app)) return [];
    return [{ name, project: projectOf(app), app }];
  });
}

// src/live/types.ts
var DEFAULT_LIVE_CONFIG = {
  progressingLimitMinutes: 20,
  unhealthyStatuses: ["Degraded", "Missing", "Unknown"],
  staleAfterMinutes: 60,
  environmentLabel: "environment",
  expectedSuspended: [],
  checkEndpoints: true,
  smoke: {}
};

// src/live/declared.ts
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules", ".deploy-gate-tool"]);
var MAX_FILE_BYTES = 2 * 1024 * 1024;
var MAX_FILES = 2e4;
async function yamlFiles(root) {
  const out = [];
  const walk = async (dir) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (out.length >= MAX_FILES) return;
      const full = path.join(dir, e.name);
      if (e.isDirectory() && !SKIP.has(e.name)) await walk(full);
      else if (e.isFile() && /\.ya?ml$/i.test(e.name)) out.push(full);
    }
  };
  await walk(root);
  return out;
}
function applicationsIn(text) {
  if (!/kind:\s*["']?Application["']?\s*$/m.test(text)) return [];
  return parseYamlFile(text).docs.map((doc) => doc.value).filter(isObject).filter((o) => o.kind === "Application" && String(o.apiVersion ?? "").startsWith("argoproj.io/"));
}
async function declaredApplications(root) {
  const found = /* @__PURE__ */ new Map();
  for (const file of await yamlFiles(root)) {
    const size = await stat(file).then(
      (s) => s.size,
      () => Infinity
    );
    if (size > MAX_FILE_BYTES) continue;
    const text = await readFile(file, "utf8").catch(() => "");
    for (const app of applicationsIn(text)) {
      const name = app.metadata?.name;
      if (typeof name === "string" && name !== "" && !found.has(name))
        found.set(name, { file: path.relative(root, file), manifest: app });
    }
  }
  return found;
}

// src/live/index.ts
var DEFAULT_TIMEOUT_MS2 = 3e4;
var DEFAULT_RETRY_DELAY_MS = 500;
var CONCURRENCY = 4;
var CREDENTIALS_UNAVAILABLE = "credentials unavailable (fork or Dependabot?)";
var API_UNAVAILABLE = {
  remediation: "make the Argo CD API reachable with a token that may read the Applications (ARGOCD_AUTH_TOKEN), then audit again",
  fingerprintKey: "argocd-api"
};
function serverUrl(server) {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? server : `https://${server}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url : void 0;
  } catch {
    return void 0;
  }
}
function summaryNotice(apps, targets, outOfSync2) {
  const list = outOfSync2.map(
    (o) => `${o.app} (${o.dwellMinutes !== void 0 ? `at most ${humanMinutes(o.dwellMinutes)}` : "since unknown"})`
  );
  return `Argo CD: ${apps} Application${apps === 1 ? "" : "s"} judged for ${targets} target${targets === 1 ? "" : "s"}; ${outOfSync2.length} OutOfSync${list.length ? `: ${list.join(", ")}` : ""}`;
}
async function judgeLive(input) {
  const clean = createSanitizer({ secrets: [input.token ?? "", ...input.secrets ?? []].filter(Boolean) });
  const empty = { apps: 0, outOfSync: [] };
  const fail = (reason, notices2 = []) => ({
    drafts: input.targets.map((t) => unavailableOne(t, reason, clean, API_UNAVAILABLE)),
    notices: notices2.map(clean),
    summary: empty
  });
  if (!input.token) {
    return fail(`${CREDENTIALS_UNAVAILABLE}: ARGOCD_AUTH_TOKEN is empty`, [
      `Argo CD live status was not checked for ${input.targets.length} target(s): ${CREDENTIALS_UNAVAILABLE}`
    ]);
  }
  const url = serverUrl(input.server);
  if (!url) return fail(`the Argo CD server "${input.server}" is not an http(s) URL`);
  const tls2 = tlsAgent({ insecure: input.insecure, caFile: input.caFile });
  if (tls2.problem) return fail(tls2.problem);
  const client = {
    server: url,
    token: input.token,
    timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS2,
    retryDelayMs: input.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    ...tls2.agent ? { agent: tls2.agent } : {}
  };
  const notices = connectionNotices(input, url);
  const list = await listApplications(client);
  if (!list.ok) return fail(`${list.problem}${list.detail ? ` \u2014 server said: ${list.detail}` : ""}`, notices);
  if (list.items.length === 0) {
    return fail(
      'E_ARGOCD_EMPTY_LIST: GET /api/v1/applications returned no Applications at all; the token may lack RBAC rights (argo-cd#25111), never read as "nothing deployed"',
      notices
    );
  }
  return judgeListed(input, list.items, client, notices, clean);
}
async function judgeListed(input, items, client, notices, clean) {
  const cfg = { ...DEFAULT_LIVE_CONFIG, ...input.config };
  const { mapped, unmapped } = mapTargets(input.targets, items, cfg.environmentLabel);
  const drafts = unmapped.map((u) => unavailableOne(u.target, u.reason, clean));
  const now = (input.now ?? (() => /* @__PURE__ */ new Date()))();
  const ctx = {
    auditedSha: input.auditedSha,
    cfg,
    now,
    client,
    repoURLs: [...new Set((input.repoURLs ?? []).map(normalizeRepoURL))],
    ...input.declaredApps ? { declaredApps: input.declaredApps } : {},
    ...input.renderedAt ? { renderedAt: input.renderedAt } : {},
    ...input.changedSince ? { changedSince: input.changedSince } : {}
  };
  const limit = pLimit(CONCURRENCY);
  const judged = await Promise.all(mapped.map((m) => limit(() => judgeApplication(m, ctx))));
  const outOfSync2 = [];
  const pinned = [];
  judged.forEach((j, i) => {
    const m = mapped[i];
    drafts.push(...j.drafts.map((draft) => onTarget(m, draft, clean)));
    notices.push(...j.notices.map((n) => clean(`Argo CD ${m.name}: ${n}`)));
    if (j.outOfSync) outOfSync2.push(j.outOfSync);
    pinned.push(...j.pins.map((p) => ({ app: m.name, ...p })));
  });
  const unmanaged = input.declaredApps ? unmanagedApps(items, mapped, input.declaredApps) : [];
  for (const u of unmanaged) {
    drafts.push(unmanagedDraft(u, cfg.environmentLabel, clean));
    const entry = outOfSyncEntry(u.app, now);
    if (entry) outOfSync2.push({ ...entry, app: u.name });
  }
  notices.push(summaryNotice(mapped.length, input.targets.length, outOfSync2));
  if (pinned.length)
    notices.push(`Argo CD: pinned sources: ${pinned.map((p) => `${p.app} ${p.source} at ${p.revision}`).join(", ")}`);
  const summary = {
    apps: mapped.length,
    outOfSync: outOfSync2,
    ...pinned.length ? { pinned } : {},
    ...unmanaged.length ? { unmanaged: unmanaged.map((u) => u.name) } : {}
  };
  return { drafts, notices, summary };
}
function unmanagedDraft(u, envLabel, clean) {
  const env = metaOf(u.app).labels[envLabel];
  return {
    app: u.name,
    environment: typeof env === "string" && env !== "" ? env : "default",
    draft: {
      ruleId: "live/unmanaged-app",
      message: clean(
        `Application ${u.name} (project ${u.project}) runs in Argo CD but no file in git declares it: nothing in review vouches for what it deploys`
      ),
      resource: applicationRef({ name: u.name, namespace: metaOf(u.app).namespace }),
      remediation: "declare the Application in git (or its ApplicationSet), or delete it from Argo CD",
      fingerprintKey: "unmanaged"
    }
  };
}
function connectionNotices(input, url) {
  const notes = [];
  if (input.insecure) notes.push(`Argo CD: TLS certificate of ${url.host} not verified (insecure)`);
  if (url.protocol === "http:" && !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    notes.push(`Argo CD: the token was sent to ${url.host} over plain http`);
  return notes;
}
function unavailableOne(target, reason, clean, why = { fingerprintKey: "mapping" }) {
  return {
    app: target.app,
    environment: target.environment,
    draft: {
      ruleId: "live/status-unavailable",
      message: clean(`live status of ${target.app}/${target.environment} not checked: ${reason}`),
      ...why
    }
  };
}
function onTarget(m, draft, clean) {
  const target = m.targets[0];
  const location = target.origin.how === "argocd" && target.origin.file ? { location: { file: target.origin.file } } : {};
  return {
    app: target.app,
    environment: target.environment,
    draft: { ...location, ...draft, message: clean(draft.message) }
  };
}
function liveFindings(result, config) {
  return result.drafts.flatMap((d) => finalizeDrafts([d.draft], { config, app: d.app, environment: d.environment }));
}

// src/engine/live.ts
async function liveChecks(input) {
  const { opts, config } = input;
  if (!opts.argocdServer) return { findings: [], notices: [] };
  const result = await judgeLive({
    server: opts.argocdServer,
    token: opts.argocdToken,
    auditedSha: input.sha,
    targets: input.targets,
    changedSince: gitChangedSince({
      repo: input.repo,
      auditedSha: input.sha,
      root: input.root,
      configFile: config.file
    }),
    config: { ...config.live, environmentLabel: config.discovery.environmentLabel },
    repoURLs: [...config.live.repoURLs ?? [], ...await originUrl(input.repo)],
    declaredApps: input.declared ?? await declaredApplications(input.root),
    ...input.renderedAt ? { renderedAt: input.renderedAt } : {},
    insecure: opts.argocdInsecure,
    caFile: opts.argocdCaFile,
    secrets: opts.secrets
  });
  return { findings: liveFindings(result, config), notices: result.notices };
}
async function originUrl(repo) {
  const r = await git(repo, ["remote", "get-url", "origin"]).catch(() => void 0);
  const url = r && r.exitCode === 0 ? r.stdout.trim() : "";
  return url ? [url] : [];
}
function gitChangedSince(input) {
  const changedCache = /* @__PURE__ */ new Map();
  const changed = (sha) => memoised(
    changedCache,
    sha,
    () => descends(input.repo, input.auditedSha, sha).then(
      (ok) => ok ? changedFiles(input.repo, input.auditedSha, sha) : void 0
    )
  );
  return async (target, sha) => {
    if (!/^[0-9a-f]{7,64}$/i.test(sha)) return true;
    const files = await changed(sha).catch(() => void 0);
    if (!files) return true;
    if (files.includes(input.configFile)) return true;
    const inputs = await targetInputs(input.root, target, input.configFile).catch(() => void 0);
    if (!inputs) return true;
    return files.some((file) => inputs.some((i) => touches(file, i)));
  };
}
async function descends(repo, ancestor, sha) {
  const exists = await git(repo, ["cat-file", "-e", `${sha}^{commit}`]);
  if (exists.exitCode !== 0) return false;
  const r = await git(repo, ["merge-base", "--is-ancestor", ancestor, sha]);
  return r.exitCode === 0;
}

// src/engine/run-audit.ts
async function runAudit(opts) {
  if (opts.argocdServer && opts.offline)
    throw new UsageError("--argocd-server needs the network; it cannot be combined with --offline");
  const repo = path2.resolve(opts.repo);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => void 0);
  enterPhase(opts, "writing the revision tree");
  return withSides([() => openSide(repo, opts.ref ?? "HEAD")], async ([side]) => {
    const choice = await readConfig(repo, side.info.sha, opts.configPath);
    const { config, warnings } = configOf(choice.text, choice.rel);
    const judges = await buildJudges(config, opts, side.root, tools);
    const rootsOfSide = sideRootsOf(config, side.root);
    rootsOfSide.catch(() => void 0);
    const apiVersionsFor = discoveryApiVersions(
      judges.schema,
      rootsOfSide.then((r) => r.crdApiVersions)
    );
    enterPhase(opts, "discovery (targets, ApplicationSet expansion)");
    const found = await discover(side.root, config, {
      repoUrls: await remoteUrls(repo),
      ...toolPaths(opts),
      tools,
      deadline: opts.deadline,
      apiVersionsFor
    });
    const all = auditPairs(found.targets, opts.environments);
    unknownEnvironments(found.targets, opts.environments);
    const pairs = opts.shard ? shardPairs(all, opts.shard) : all;
    const roots = await rootsOfSide;
    const ctx = { mode: "audit", judges, head: { ...roots, submodules: side.submodules } };
    const { crossChecks } = await import("./cross-checks-HHWDSX5Z.js");
    const cross = crossChecks({ mode: "audit", config, opts, headRoot: side.root, crdDirs: { head: roots.crdDirs } });
    const hooks = { crossCheck: cross.run, onTargetDone: progressReporter(opts.onProgress) };
    enterPhase(opts, "rendering and checks");
    const declared = await declaredApplications(side.root);
    const pinned = await runPinned(
      { repo, config, judges, jobs: jobsOf(opts), hooks },
      splitByPin(pairs, declared, side.info.sha)
    );
    const outcomes = [...await runGroups(pinned.atAudited, ctx, jobsOf(opts), hooks), ...pinned.outcomes];
    const live = await liveChecks({
      opts,
      config,
      repo,
      root: side.root,
      sha: side.info.sha,
      targets: pairs.flatMap((p) => p.head ? [p.head] : []),
      declared,
      renderedAt: pinned.renderedAt
    });
    enterPhase(opts, "cross-target checks");
    const across = await cross.settle();
    enterPhase(opts, "reporting");
    const extra = [
      ...found.findings,
      ...siteFindings(config, roots.refused),
      ...across.findings,
      ...live.findings,
      ...auditCoverageFindings(config, found, all.length)
    ];
    const report = await redactTokens(
      assembleReport({
        mode: "audit",
        config: configUsed(choice, "ref"),
        outcomes,
        extraFindings: extra,
        images: across.images,
        notices: [
          ...warnings,
          ...found.notes,
          ...submoduleNotices(side),
          ...pinned.notices,
          ...across.notices,
          ...live.notices
        ],
        tools: toolsOf(judges),
        ref: side.info
      })
    );
    if (opts.shard) report.shard = opts.shard;
    return report;
  });
}
function pinOf(target, declared, auditedSha) {
  const name = declaredApplication(target);
  const app = name ? declared.get(name) : void 0;
  if (!app) return void 0;
  const spec = asObject(app.manifest.spec);
  const sources = Array.isArray(spec.sources) && spec.sources.length ? spec.sources.map(asObject) : [asObject(spec.source)];
  const own = sources.length === 1 ? sources[0] : sources.find((s) => typeof s.path === "string" && s.path.replace(/^\.\/|\/$/g, "") === target.path);
  const rev = typeof own?.targetRevision === "string" ? own.targetRevision : void 0;
  return rev && isSha(rev) && rev.toLowerCase() !== auditedSha.toLowerCase() ? rev.toLowerCase() : void 0;
}
function splitByPin(pairs, declared, auditedSha) {
  const out = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    const pin = pair.head ? pinOf(pair.head, declared, auditedSha) : void 0;
    memoised(out, pin, () => []).push(pair);
  }
  return out;
}
async function runPinned(r, byPin) {
  const atAudited = [...byPin.get(void 0) ?? []];
  const outcomes = [];
  const notices = [];
  const renderedAt = /* @__PURE__ */ new Map();
  for (const [pin, pairs] of byPin) {
    if (!pin) continue;
    const ids = pairs.map((p) => p.id).join(", ");
    try {
      outcomes.push(
        ...await withSides(
          [() => openSide(r.repo, pin)],
          async ([pinSide]) => runGroups(
            pairs,
            { mode: "audit", judges: r.judges, head: await sideRootsOf(r.config, pinSide.root) },
            r.jobs,
            r.hooks
          )
        )
      );
      for (const p of pairs) renderedAt.set(p.id, pin);
      notices.push(`${ids}: rendered at the pinned commit ${pin} (targetRevision), which Argo CD deploys`);
    } catch (err) {
      atAudited.push(...pairs);
      notices.push(
        `${ids}: pinned to ${pin}, which this clone lacks (${err instanceof Error ? err.message : String(err)}); rendered at the audited revision instead \u2014 fetch the full history (fetch-depth: 0)`
      );
    }
  }
  return { atAudited, outcomes, notices, renderedAt };
}
function unknownEnvironments(targets, wanted) {
  const known = new Set(targets.map((t) => t.environment));
  const unknown = (wanted ?? []).filter((e) => !known.has(e));
  if (unknown.length)
    throw new UsageError(
      `--environment ${unknown.join(", ")}: no target has ${unknown.length === 1 ? "this environment" : "these environments"} (known: ${[...known].sort().join(", ") || "none"})`
    );
}
export {
  runAudit
};
