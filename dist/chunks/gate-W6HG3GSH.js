import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  changedRuntimeImages,
  changedSites,
  changedUnreadablePatches,
  imageSites
} from "./chunk-RDWWVJLK.js";
import {
  formatImageRef,
  normalizeImageGlob,
  parseImageRef,
  tryParseImageRef
} from "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import {
  require_dist
} from "./chunk-G6UY35R2.js";
import {
  require_ajv
} from "./chunk-BNZOBEEZ.js";
import {
  exchangeWithRetries
} from "./chunk-HDPDJ77Q.js";
import "./chunk-YVKPGPZK.js";
import {
  require_picomatch
} from "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/gate/check.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/gate/judge.ts
function list(records) {
  const shown = records.slice(0, 5).map((r) => `${r.digest} (record ${r.id}, ${r.decision})`);
  return shown.join(", ") + (records.length > 5 ? `, and ${records.length - 5} more` : "");
}
function decisive(records) {
  return [...records].sort(
    (a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt) || Number(a.decision === "pass") - Number(b.decision === "pass")
  )[0];
}
function emptyEvidence(record) {
  if (!record.checks) return void 0;
  if (record.checks.length === 0) return "E_GATE_NO_DATA: the record lists no checks";
  for (const c of record.checks) {
    const noValue = c.value === void 0 || c.value === null || typeof c.value === "number" && !Number.isFinite(c.value) || typeof c.value === "string" && /^\s*$|^nan$/i.test(c.value);
    const noValues = c.values === void 0 || c.values.length === 0;
    if (noValue && noValues) return `E_GATE_NO_DATA check=${c.name}`;
  }
  return void 0;
}
function unavailable(image, problems) {
  const named = problems.slice(0, 3).map((p) => `${p.origin}: ${p.message}`).join("; ");
  return {
    ruleId: "gate/records-unavailable",
    message: `Gate records for ${image} could not be read: ${named}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""}`,
    remediation: "Fix or remove the malformed record, or make the record store reachable; until then the image cannot be judged.",
    status: "records unavailable"
  };
}
var MAX_INDEX_INSPECTIONS = 10;
async function viaIndex(ref, digest, records, resolver) {
  if (!resolver) return void 0;
  const newest = [...records].sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt)).slice(0, MAX_INDEX_INSPECTIONS);
  for (const record of newest) {
    const r = await resolver.inspect(ref, record.digest);
    const child = r.ok && r.kind === "index" ? r.children?.find((c) => c.digest === digest) : void 0;
    const chosen = child ? decisive(records.filter((r2) => r2.digest === record.digest)) : void 0;
    if (child && chosen)
      return {
        record: chosen,
        note: `pinned to platform manifest of index ${record.digest} (${child.platform ?? "platform not declared"})`
      };
  }
  return void 0;
}
function judgeRecord(image, digest, record, note) {
  const base = { digest, record };
  if (record.decision !== "pass") {
    return {
      ...base,
      ruleId: "gate/not-passed",
      status: `not passed (${record.decision})`,
      message: `The gate decided "${record.decision}" for ${image}@${digest} (record ${record.id}, ${record.origin})`,
      remediation: "Deploy a candidate the release gate passed, or re-run the gate for this digest."
    };
  }
  const empty = emptyEvidence(record);
  if (empty) {
    return {
      ...base,
      ruleId: "gate/not-passed",
      verdict: "inconclusive",
      status: "pass without evidence",
      message: `Record ${record.id} passes ${image}@${digest} without data (${empty}); a pass over no data is not evidence`
    };
  }
  return { ...base, status: note ? `passed (${note})` : "passed" };
}
async function digestOf(ref, resolver) {
  if (ref.digest) return { digest: ref.digest };
  const written = formatImageRef(ref);
  if (!resolver) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: "no digest",
      message: `${written} has no digest, so no gate record can be matched to it`,
      remediation: "Pin the image by digest (image@sha256:\u2026), or enable resolveTags to look the tag up in the registry."
    };
  }
  const r = await resolver.resolve(ref);
  if (!r.ok) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: `tag not resolved (${r.code})`,
      message: `${written} has no digest and its tag could not be resolved (${r.code}: ${r.message}); no gate record can be matched`,
      remediation: "Pin the image by digest, or make the registry reachable (credentials, rate limits)."
    };
  }
  return { digest: r.digest, resolved: { digest: r.digest, at: r.at } };
}
async function judgeImage({ ref, records, resolver }) {
  const d = await digestOf(ref, resolver);
  if ("status" in d) return d;
  const withResolved = (j) => d.resolved ? { ...j, resolved: d.resolved } : j;
  const found = await records.lookup(ref.name, d.digest);
  if (found.problems.length > 0) return withResolved({ ...unavailable(ref.name, found.problems), digest: d.digest });
  const exact = found.records.filter((r) => r.digest === d.digest);
  const record = decisive(exact);
  if (record) return withResolved(judgeRecord(ref.name, d.digest, record));
  if (found.records.length === 0) {
    return withResolved({
      ruleId: "gate/record-missing",
      status: "record missing",
      digest: d.digest,
      message: `No gate record exists for ${ref.name} (digest ${d.digest})`,
      remediation: "Run the release gate for this image, or exempt the repository through gateRecords.scope."
    });
  }
  const index = await viaIndex(ref, d.digest, found.records, resolver);
  if (index) return withResolved(judgeRecord(ref.name, d.digest, index.record, index.note));
  const moved = d.resolved ? ` Tag ${ref.tag ?? "latest"} now resolves to ${d.digest} (E_TAG_MOVED).` : "";
  return withResolved({
    ruleId: "gate/digest-mismatch",
    status: "digest mismatch",
    digest: d.digest,
    message: `No gate record for ${ref.name}@${d.digest}; records exist for ${list(found.records)}.${moved}`,
    remediation: "Deploy a digest the gate decided on, or run the gate for this digest."
  });
}

// src/gate/check.ts
function scopeMatcher(scope) {
  if (scope.length === 0) return () => true;
  const globs = scope.map((g) => {
    try {
      return /[*?[\]{}]/.test(g) ? normalizeImageGlob(g) : parseImageRef(g).name;
    } catch {
      return g;
    }
  });
  return (0, import_picomatch.default)(globs);
}
function report(app, env, site, status, j) {
  return {
    app,
    environment: env,
    image: site.ref.name,
    ...site.ref.tag !== void 0 ? { tag: site.ref.tag } : {},
    ...site.ref.digest !== void 0 ? { digest: site.ref.digest } : {},
    ...j?.resolved ? { resolved: j.resolved } : {},
    ...j?.record ? { recordId: j.record.id, decision: j.record.decision } : {},
    status
  };
}
function draftOf(site, j) {
  if (!j.ruleId || !j.message) return void 0;
  return {
    ruleId: j.ruleId,
    message: j.message,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.container}:${formatImageRef(site.ref)}`,
    ...j.remediation ? { remediation: j.remediation } : {},
    ...j.verdict ? { verdict: j.verdict } : {}
  };
}
function runtimeDraft(site) {
  return {
    ruleId: "gate/record-missing",
    verdict: "inconclusive",
    message: `container "${site.container}" image "${site.image}" is filled in from a workflow parameter when the pod starts; no gate record can be matched to it`,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.container}:${site.image}`,
    remediation: "Write the image with its digest in the workflow template, or exempt the finding with the reason the parameter is safe."
  };
}
function patchDraft(site) {
  return {
    ruleId: "gate/record-missing",
    verdict: "inconclusive",
    message: `${site.what ?? "podSpecPatch"} ${site.pointer} ${site.reason}; the images it may set are unknown, so no gate record can be matched to them`,
    resource: site.resource,
    path: site.pointer,
    fingerprintKey: `${site.what ?? "podSpecPatch"} ${site.pointer}`,
    remediation: "Write the patch so it can be read (quote each {{\u2026}} value, or move the setting into the template), or exempt the finding with the reason the parameters are safe."
  };
}
async function checkGate(input) {
  const app = input.app ?? "";
  const env = input.env.name;
  const mode = input.env.gateRecords;
  const head = imageSites(input.head, input.podTemplatePaths);
  const base = input.base ? imageSites(input.base, input.podTemplatePaths) : void 0;
  const inScope = scopeMatcher(input.scope);
  const drafts = [];
  const images = /* @__PURE__ */ new Map();
  const judged = /* @__PURE__ */ new Map();
  for (const site of changedSites(head, base)) {
    const key = formatImageRef(site.ref);
    if (mode === "off" || !inScope(site.ref.name)) {
      if (!images.has(key))
        images.set(key, report(app, env, site, mode === "off" ? "records not required" : "out of scope"));
      continue;
    }
    const j = await memoised(
      judged,
      key,
      () => judgeImage({ ref: site.ref, records: input.records, resolver: input.resolver })
    );
    if (!images.has(key)) images.set(key, report(app, env, site, j.status, j));
    const draft = draftOf(site, j);
    if (draft) drafts.push(draft);
  }
  if (mode !== "off")
    drafts.push(
      ...changedRuntimeImages(input.head, input.base, input.podTemplatePaths).map(runtimeDraft),
      ...changedUnreadablePatches(input.head, input.base, input.podTemplatePaths).map(patchDraft)
    );
  const notices = [...images.values()].filter((i) => i.resolved && i.tag !== void 0).map(
    (i) => `${i.environment}: ${i.image}:${i.tag} \u2192 ${i.resolved?.digest} (resolved at ${i.resolved?.at}); the image still counts as not pinned.`
  );
  const severity = mode === "optional" ? { severity: "warning" } : {};
  return { drafts: drafts.map((d) => ({ ...d, ...severity })), images: [...images.values()], notices };
}

// src/gate/path-source.ts
import { lstatSync, readdirSync, readFileSync as readFileSync2, realpathSync } from "node:fs";
import path2 from "node:path";

// src/gate/record.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_ajv_formats = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import path from "node:path";
var validator;
function recordValidator() {
  if (!validator) {
    const schema = JSON.parse(readFileSync(path.join(packageRoot(), "schemas", "gate-record.schema.json"), "utf8"));
    const ajv = new import_ajv.Ajv({ allErrors: false, strict: false });
    const addFormats = import_ajv_formats.default.default ?? import_ajv_formats.default;
    addFormats(ajv);
    ajv.addSchema(schema);
    validator = ajv.getSchema(`${schema.$id}#/definitions/record`);
    if (!validator) throw new Error("gate-record.schema.json has no definitions/record");
  }
  return validator;
}
function normalisedName(image) {
  const ref = tryParseImageRef(image);
  return ref && ref.tag === void 0 && ref.digest === void 0 ? ref.name : void 0;
}
function imageHint(value) {
  const image = value?.candidate?.image;
  return typeof image === "string" ? normalisedName(image) : void 0;
}
function parseRecordText(text, origin) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { records: [], problems: [{ origin, message: `malformed JSON: ${err.message}` }] };
  }
  const items = Array.isArray(value) ? value : [value];
  const records = [];
  const problems = [];
  const validate = recordValidator();
  items.forEach((item, index) => {
    const where = Array.isArray(value) ? `${origin} [${index}]` : origin;
    const hint = imageHint(item);
    if (!validate(item)) {
      const e = validate.errors?.[0];
      const message = `not a valid gate record: ${e ? `${e.instancePath || "/"} ${e.message ?? ""}` : "schema violation"}`.trim();
      problems.push({ origin: where, message, ...hint ? { image: hint } : {} });
      return;
    }
    const raw = item;
    if (!hint) {
      problems.push({
        origin: where,
        message: `candidate.image ${JSON.stringify(raw.candidate.image)} is not a repository name (no tag or digest allowed)`
      });
      return;
    }
    records.push({
      id: raw.id,
      decision: raw.decision,
      image: hint,
      digest: raw.candidate.digest,
      decidedAt: raw.decidedAt,
      origin: where,
      ...raw.criteriaVersion !== void 0 ? { criteriaVersion: raw.criteriaVersion } : {},
      ...raw.checks !== void 0 ? { checks: raw.checks } : {}
    });
  });
  return { records, problems };
}

// src/gate/path-source.ts
var MAX_FILES = 5e3;
var MAX_FILE_BYTES = 1024 * 1024;
function listJson(root, dir, problems) {
  const files = /* @__PURE__ */ new Map();
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path2.join(abs, entry.name);
      const rel = path2.relative(root, full).split(path2.sep).join("/");
      if (entry.isSymbolicLink()) {
        if (entry.name.endsWith(".json"))
          problems.push({ origin: rel, message: "is a symbolic link; gate records must be plain files" });
        continue;
      }
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".json")) {
        if (files.size >= MAX_FILES) {
          problems.push({ origin: rel, message: `more than ${MAX_FILES} record files; the rest were not read` });
          return;
        }
        const size = lstatSync(full).size;
        if (size > MAX_FILE_BYTES)
          problems.push({ origin: rel, message: `is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit` });
        else files.set(rel, readFileSync2(full));
      }
    }
  };
  walk(dir);
  return files;
}
function confinedDir(root, rel) {
  if (path2.isAbsolute(rel) || rel.split(/[\\/]/).includes(".."))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} must stay inside the repository` };
  const dir = path2.join(root, rel);
  let real;
  try {
    real = realpathSync(dir);
  } catch {
    return { missing: true };
  }
  const realRoot = realpathSync(root);
  if (real !== realRoot && !real.startsWith(realRoot + path2.sep))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} resolves outside the repository` };
  if (!lstatSync(real).isDirectory()) return { problem: `gateRecords.path ${JSON.stringify(rel)} is not a directory` };
  return { dir: real };
}
function readSide(root, rel, problems) {
  const where = confinedDir(root, rel);
  if (where.problem) problems.push({ origin: rel, message: where.problem });
  return where.dir ? listJson(root, where.dir, problems) : void 0;
}
function headNotices(base, head) {
  const notices = [];
  for (const [file, content] of head) {
    const before = base.get(file);
    if (!before)
      notices.push(
        `Gate record file ${file} is added by this change and was ignored: records count only from the base revision or the record store.`
      );
    else if (!before.equals(content))
      notices.push(
        `Gate record file ${file} is edited by this change; the edit was ignored and the base version was used.`
      );
  }
  for (const file of base.keys()) {
    if (!head.has(file))
      notices.push(
        `Gate record file ${file} is removed by this change; its base version still counts until the merge.`
      );
  }
  return notices;
}
function loadRecordDir(baseRoot, rel, headRoot) {
  const problems = [];
  const records = [];
  const notices = [];
  const base = readSide(baseRoot, rel, problems);
  if (!base)
    notices.push(`The gate records directory ${rel} does not exist at the base revision: no record can match.`);
  for (const [file, content] of base ?? []) {
    const read = parseRecordText(content.toString("utf8"), file);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  if (headRoot) {
    const headProblems = [];
    const head = readSide(headRoot, rel, headProblems) ?? /* @__PURE__ */ new Map();
    notices.push(...headNotices(base ?? /* @__PURE__ */ new Map(), head));
  }
  return { records, problems, notices };
}

// src/gate/url-source.ts
var MAX_BODY = 4 * 1024 * 1024;
function displayUrl(url) {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, "//");
  }
}
function headerPair(value) {
  const m = /^([A-Za-z0-9-]+):\s*(.*)$/s.exec(value);
  return m && !/^(bearer|basic|token)\b/i.test(value) ? [m[1] ?? "authorization", m[2] ?? ""] : ["authorization", value];
}
function splitUserinfo(url, headers) {
  const u = new URL(url);
  if (!u.username && !u.password) return { url, headers };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString("base64")}`;
  u.username = "";
  u.password = "";
  return { url: u.toString(), headers: headers.authorization ? headers : { ...headers, authorization: basic } };
}
async function fetchWithRetries(rawUrl, rawHeaders, o) {
  const timeoutMs = o.timeoutMs ?? 1e4;
  let target;
  try {
    target = splitUserinfo(rawUrl, rawHeaders);
  } catch {
    return { error: "not a valid URL" };
  }
  const outcome = await exchangeWithRetries(
    target.url,
    { headers: target.headers, timeoutMs, maxBodyBytes: MAX_BODY, redirects: "refuse" },
    {
      attempts: (o.retries ?? 2) + 1,
      baseDelayMs: 250,
      maxWaitMs: 5e3,
      retryTimeouts: true
    }
  );
  if (outcome.ok) return { status: outcome.response.status, text: outcome.response.body.toString("utf8") };
  if (outcome.error.kind === "timeout") return { error: `no answer within ${timeoutMs} ms` };
  return { error: outcome.error.message.split(rawUrl).join(displayUrl(rawUrl)) };
}
function recordUrl(template, image, digest) {
  return template.replaceAll("{image}", encodeURIComponent(image)).replaceAll("{digest}", encodeURIComponent(digest ?? ""));
}
function createUrlSource(o) {
  const cache = /* @__PURE__ */ new Map();
  const headers = { accept: "application/json" };
  if (o.authHeader) {
    const [name, value] = headerPair(o.authHeader);
    headers[name.toLowerCase()] = value;
  }
  const perImage = o.template.includes("{image}");
  const run = async (url, image) => {
    const shown = displayUrl(url);
    if (o.offline)
      return { records: [], problems: [{ origin: shown, message: "offline: the record store was not contacted" }] };
    const res = await fetchWithRetries(url, headers, o);
    if ("error" in res) return { records: [], problems: [{ origin: shown, message: `unreachable: ${res.error}` }] };
    if (res.status === 404) return { records: [], problems: [] };
    if (res.status !== 200)
      return { records: [], problems: [{ origin: shown, message: `answered HTTP ${res.status}` }] };
    const origin = `${shown} (fetched ${(/* @__PURE__ */ new Date()).toISOString()})`;
    const read = parseRecordText(res.text, origin);
    const mine = read.records.filter((r) => r.image === image);
    const strangers = read.records.filter((r) => r.image !== image);
    const problems = perImage && strangers.length > 0 ? [...read.problems, { origin, message: `returned records for ${strangers[0]?.image} when asked for ${image}` }] : read.problems;
    return { records: mine, problems };
  };
  return (image, digest) => {
    const url = recordUrl(o.template, image, digest);
    return memoised(cache, url, () => run(url, image));
  };
}

// src/gate/source.ts
function relevant(problems, image) {
  return problems.filter((p) => p.image === void 0 || p.image === image);
}
async function loadGateRecords(opts) {
  const sources = [];
  const notices = [];
  let dirRecords = [];
  let dirProblems = [];
  if (opts.path) {
    const loaded = loadRecordDir(opts.baseRoot, opts.path, opts.headRoot);
    dirRecords = loaded.records;
    dirProblems = loaded.problems;
    notices.push(...loaded.notices);
    sources.push(
      `${opts.path} at the base revision (${loaded.records.length} record${loaded.records.length === 1 ? "" : "s"})`
    );
  }
  const fetchUrl = opts.url ? createUrlSource({ ...opts, template: opts.url }) : void 0;
  if (opts.url) sources.push(`record store ${displayUrl(opts.url)}${opts.offline ? " (not contacted: offline)" : ""}`);
  const unconfigured = !opts.path && !opts.url ? [{ origin: "gateRecords", message: "no record source is configured (gateRecords.path or gateRecords.url)" }] : [];
  return {
    sources,
    notices,
    async lookup(image, digest) {
      const records = dirRecords.filter((r) => r.image === image);
      const problems = [...unconfigured, ...relevant(dirProblems, image)];
      if (fetchUrl) {
        const fetched = await fetchUrl(image, digest);
        records.push(...fetched.records);
        problems.push(...fetched.problems);
      }
      return { records, problems };
    }
  };
}
export {
  checkGate,
  loadGateRecords
};
