import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  Budget,
  DEFAULT_MAX_CHARS,
  MAX_BYTES,
  codePoints,
  utf8Bytes
} from "./chunk-4SOEZEIB.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  loadPolicies
} from "./chunk-325WNS3P.js";
import {
  describeRef
} from "./chunk-XY7PLT3O.js";
import {
  defaultSeverities,
  rules
} from "./chunk-XJGA2I7W.js";
import {
  SEVERITY_ORDER
} from "./chunk-YRFEQ6IT.js";
import {
  createSanitizer,
  sanitizeDeep
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";

// src/checks/rule-help.ts
var memo;
function builtInRuleHelp() {
  if (memo) return memo;
  try {
    memo = Object.fromEntries(
      loadPolicies().checks.map((c) => [c.id, { what: c.description, why: c.why, fix: c.remediation }])
    );
  } catch {
    memo = {};
  }
  return memo;
}

// src/report/sarif-rules.ts
function sarifDocsAt(repoUrl, ref) {
  if (!repoUrl || !/^https:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+$/.test(repoUrl)) return {};
  const base = repoUrl.replace(/\.git$/, "");
  return { projectUrl: base, rulesDocUrl: `${base}/blob/${encodeURIComponent(ref || "main")}/docs/rules.md` };
}
var SECURITY_SEVERITY = {
  "gate/not-passed": "8.0",
  "gate/digest-mismatch": "7.5",
  "gate/record-missing": "6.0",
  "env/unpromoted-image": "5.0",
  "image/not-pinned": "5.0",
  "image/mutable-tag": "5.0",
  "hook/image-not-pinned": "5.0",
  "sources/unpinned": "5.0",
  "sources/not-allowed": "5.0"
};
function securitySeverity(id) {
  return SECURITY_SEVERITY[id] ?? (id.startsWith("security/") ? "8.0" : void 0);
}
function ruleAnchor(id) {
  return id.toLowerCase().replace(/[^\w\- ]/g, "").replace(/ /g, "-");
}
function meaningOf(verdict) {
  return verdict === "inconclusive" ? "A finding of this rule means something could not be checked: the gate verdict becomes inconclusive, never pass." : "A finding of this rule with severity error fails the gate.";
}
function helpMarkdown(id, summary, verdict, help) {
  const body = help ? [`**What.** ${help.what.trim()}`, `**Why.** ${help.why.trim()}`, `**How to fix.** ${help.fix.trim()}`] : [`${summary}.`];
  const exempt = `Opt a resource out with the annotation \`deploy-gate.io/ignore: "${id}"\` plus \`deploy-gate.io/ignore-reason\`.`;
  return [...body, meaningOf(verdict), exempt].join("\n\n");
}
function ruleDescriptor(id, docs = {}) {
  const rule = rules().find((r) => r.id === id);
  const help = docs.ruleHelp?.[id];
  const summary = rule?.summary ?? help?.what.trim().split("\n")[0] ?? id;
  const verdict = rule?.verdict ?? "fail";
  const markdown = helpMarkdown(id, summary, verdict, help);
  const security = securitySeverity(id);
  const tags = [.../* @__PURE__ */ new Set([id.split("/")[0] ?? id, `verdict:${verdict}`, ...security ? ["security"] : []])];
  return {
    id,
    name: id.replace(/[/-](\w)/g, (_m, ch) => ch.toUpperCase()),
    shortDescription: { text: summary },
    fullDescription: { text: `${summary}. ${meaningOf(verdict)}` },
    help: { text: markdown.replace(/\*\*|`/g, ""), markdown },
    ...docs.rulesDocUrl ? { helpUri: `${docs.rulesDocUrl}#${ruleAnchor(id)}` } : {},
    defaultConfiguration: { level: defaultSeverities()[id] ?? "error" },
    properties: { tags, ...security ? { "security-severity": security } : {} }
  };
}

// src/report/json.ts
function renderJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/report/common.ts
function groupFindings(findings) {
  const groups = { current: [], unchanged: [], fixed: [], exempted: [] };
  for (const f of sortFindings(findings)) {
    if (f.change === "fixed") groups.fixed.push(f);
    else if (f.exempted) groups.exempted.push(f);
    else if (f.change === "unchanged") groups.unchanged.push(f);
    else groups.current.push(f);
  }
  return groups;
}
var VERDICT_ORDER = { fail: 0, inconclusive: 1 };
function sortFindings(findings) {
  return [...findings].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || VERDICT_ORDER[a.verdict] - VERDICT_ORDER[b.verdict] || cmp(targetId(a), targetId(b)) || cmp(a.ruleId, b.ruleId) || cmp(a.resource ? describeRef(a.resource) : "", b.resource ? describeRef(b.resource) : "") || cmp(a.path ?? "", b.path ?? "") || cmp(a.fingerprint, b.fingerprint)
  );
}
function sortChanges(changes) {
  return [...changes].sort(
    (a, b) => cmp(targetId(a), targetId(b)) || cmp(describeRef(a.resource), describeRef(b.resource)) || cmp(a.resource.apiVersion, b.resource.apiVersion)
  );
}
function changesByTarget(changes) {
  const map = /* @__PURE__ */ new Map();
  for (const change of sortChanges(changes)) {
    const key = targetId(change);
    map.set(key, [...map.get(key) ?? [], change]);
  }
  return map;
}
function rollsPodsMarker(change) {
  if (change.rollsPods === void 0) return void 0;
  if (!change.rollsPods) return "no new pods";
  return change.action === "added" ? "new pods (new workload)" : "new pods (pod template changed)";
}
function locationText(loc) {
  if (!loc) return void 0;
  if (!loc.file) return loc.renderedLine ? `rendered line ${loc.renderedLine}` : void 0;
  const line = loc.line ? `:${loc.line}` : "";
  const approx = loc.line && loc.exact === false ? " (approximate)" : "";
  return `${loc.file}${line}${approx}`;
}
function revisionText(r) {
  const short2 = r.sha.slice(0, 12);
  return r.ref === r.sha || r.sha.startsWith(r.ref) ? short2 : `${r.ref} (${short2})`;
}
function revisionLine(report) {
  if (report.base && report.head) return `base ${revisionText(report.base)} \u2192 head ${revisionText(report.head)}`;
  if (report.ref) return `at ${revisionText(report.ref)}`;
  return void 0;
}
function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/report/finding-groups.ts
var VERSION = /\b\d+(?:\.\d+)+\b/g;
function messageShape(f) {
  const names = [f.environment, f.app, f.resource?.namespace].filter((w) => typeof w === "string" && w.length >= 2 && w !== "-").sort((a, b) => b.length - a.length);
  let shape = f.message;
  for (const name of names) shape = shape.split(name).join("\0");
  return shape.replace(VERSION, "#");
}
function groupKey(f) {
  return [f.ruleId, f.severity, f.verdict, messageShape(f)].join("");
}
function objectOf(f) {
  return f.resource ? `${f.resource.kind} ${f.resource.name}` : void 0;
}
function pushDistinct(list, value, key = String) {
  if (value === void 0) return;
  const k = key(value);
  if (!list.some((v) => key(v) === k)) list.push(value);
}
var locationKey = (l) => `${l.file ?? ""}:${l.line ?? ""}`;
function groupFindingsByProblem(findings) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of sortFindings(findings)) {
    const g = memoised(groups, groupKey(f), () => ({
      ruleId: f.ruleId,
      severity: f.severity,
      verdict: f.verdict,
      messages: [],
      objects: [],
      targets: [],
      locations: [],
      findings: [],
      ...f.remediation ? { remediation: f.remediation } : {}
    }));
    g.findings.push(f);
    pushDistinct(g.messages, f.message);
    pushDistinct(g.objects, objectOf(f));
    pushDistinct(g.targets, { app: f.app, environment: f.environment }, (t) => `${t.app}/${t.environment}`);
    if (f.location?.file) pushDistinct(g.locations, f.location, locationKey);
  }
  return [...groups.values()].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.verdict === b.verdict ? 0 : a.verdict === "fail" ? -1 : 1) || b.targets.length - a.targets.length || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}
function targetsByApp(targets) {
  const byApp = /* @__PURE__ */ new Map();
  for (const t of targets) byApp.set(t.app, [...byApp.get(t.app) ?? [], t.environment]);
  return [...byApp].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([app, envs]) => [app, [...new Set(envs)].sort()]);
}

// src/report/counts.ts
function currentKind(f) {
  if (f.severity !== "error") return "advisory";
  return f.verdict === "fail" ? "failing" : "inconclusive";
}
function tally(findings) {
  return { problems: groupFindingsByProblem(findings).length, findings: findings.length };
}
function currentProblems(report) {
  const current = groupFindings(report.findings).current;
  const of = (kind) => groupFindingsByProblem(current.filter((f) => currentKind(f) === kind));
  return { failing: of("failing"), inconclusive: of("inconclusive"), advisory: of("advisory") };
}
function countReport(report) {
  const groups = groupFindings(report.findings);
  const of = (kind) => tally(groups.current.filter((f) => currentKind(f) === kind));
  return {
    failing: of("failing"),
    inconclusive: of("inconclusive"),
    advisory: of("advisory"),
    unchanged: tally(groups.unchanged),
    fixed: tally(groups.fixed),
    exempted: tally(groups.exempted)
  };
}
function tallyText(t, word = "problem", words = `${word}s`) {
  return `${t.problems} ${t.problems === 1 ? word : words} (${plural(t.findings, "finding")})`;
}
function countsLine(report) {
  const c = countReport(report);
  const parts = [
    tallyText(c.failing, "failing problem"),
    tallyText(c.inconclusive, "unchecked problem"),
    tallyText(c.advisory, "warning or note", "warnings or notes")
  ];
  if (c.exempted.findings > 0) parts.push(plural(c.exempted.findings, "exempted finding"));
  const s = report.summary;
  return `${plural(s.targets, "target")}, ${plural(s.resources, "rendered object")}; ${parts.join(", ")}`;
}
var SECTION_TITLE = {
  failing: "Failing",
  inconclusive: "Could not check",
  advisory: "Warnings and notes"
};

// src/report/verdict-line.ts
function verdictReason(report) {
  const counts = countReport(report);
  const introduced = report.mode === "check" ? " introduced by this change" : "";
  if (report.verdict === "fail") return `${tallyText(counts.failing, "failing problem")}${introduced}`;
  if (report.verdict === "inconclusive")
    return `${tallyText(counts.inconclusive, "check")} could not run; nothing failed`;
  return report.mode === "check" ? "no failing finding introduced by this change" : "no failing finding";
}

// src/report/junit.ts
var NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function xmlEscape(text) {
  return text.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
function caseName(f) {
  return `${f.ruleId}${f.resource ? ` ${describeRef(f.resource)}` : ""}`;
}
function detail(f) {
  const where = locationText(f.location);
  return [f.message, where ? `at ${where}` : "", f.remediation ? `Fix: ${f.remediation}` : ""].filter(Boolean).join("\n");
}
function findingCase(f, suite) {
  const tag = f.verdict === "inconclusive" ? "error" : "failure";
  const body = `      <${tag} message="${xmlEscape(f.message)}" type="${xmlEscape(f.ruleId)}">${xmlEscape(detail(f))}</${tag}>
`;
  return `    <testcase classname="${xmlEscape(suite)}" name="${xmlEscape(caseName(f))}">
${body}    </testcase>
`;
}
var suiteFor = (suites, name) => memoised(suites, name, () => ({ name, cases: [], failures: 0, errors: 0 }));
function cleanCase(t) {
  const name = targetId(t);
  return `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(`${t.status}: ${t.resources} objects checked`)}"/>
`;
}
function renderJunit(report) {
  const suites = /* @__PURE__ */ new Map();
  for (const t of report.targets) suiteFor(suites, targetId(t));
  for (const f of groupFindings(report.findings).current.filter((x) => x.severity === "error")) {
    const s = suiteFor(suites, targetId(f));
    s.cases.push(findingCase(f, s.name));
    if (f.verdict === "inconclusive") s.errors++;
    else s.failures++;
  }
  for (const t of report.targets) {
    const s = suiteFor(suites, targetId(t));
    if (s.cases.length === 0) s.cases.push(cleanCase(t));
  }
  const all = [...suites.values()];
  const total = (k) => all.reduce((n, s) => n + s[k], 0);
  const tests = all.reduce((n, s) => n + s.cases.length, 0);
  const name = xmlEscape(`deploy-gate ${report.mode}: ${report.verdict.toUpperCase()} \u2014 ${verdictReason(report)}`);
  const body = all.map(
    (s) => `  <testsuite name="${xmlEscape(s.name)}" tests="${s.cases.length}" failures="${s.failures}" errors="${s.errors}">
${s.cases.join("")}  </testsuite>
`
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="${name}" tests="${tests}" failures="${total("failures")}" errors="${total("errors")}">
${body}</testsuites>
`;
}

// src/report/markdown-escape.ts
var CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
var BIDI = /[\u202A-\u202E\u2066-\u2069]/g;
var ZWSP = "\u200B";
function clean(text) {
  return text.replace(CONTROL, "\uFFFD").replace(BIDI, "\uFFFD");
}
function neutralizeMentions(text) {
  return text.replace(/(^|[^\w])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`);
}
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function htmlText(text) {
  return neutralizeMentions(escapeHtml(clean(text).replace(/\s*[\r\n]+\s*/g, " ")));
}
function escapeInline(text) {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, " ");
  const escaped = flat.replace(/[\\`*_{}[\]()#+\-.!|~:]/g, "\\$&");
  return neutralizeMentions(escapeHtml(escaped));
}
function inlineWithCode(text) {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, " ");
  const parts = flat.split(/`([^`]+)`/);
  return parts.map((part, i) => i % 2 === 1 ? codeSpan(part) : part === "" ? "" : escapeInline(part)).join("");
}
function longestBacktickRun(text) {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
function codeSpan(text) {
  const flat = clean(text).replace(/\s*[\r\n]+\s*/g, " ");
  if (flat.trim() === "") return "`(empty)`";
  const ticks = "`".repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") && flat.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}
function tableCell(markdown) {
  return markdown.replace(/(?<!\\)\|/g, "\\|");
}
function codeBlock(text, info = "") {
  const body = clean(text).replace(/\r\n?/g, "\n");
  const fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
  const content = body.endsWith("\n") || body === "" ? body : `${body}
`;
  return `${fence}${info}
${content}${fence}
`;
}
function encodePath(file) {
  return file.replace(/^\.?\/+/, "").split("/").map((s) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join("/");
}

// src/report/diff-hunks.ts
var HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;
function parseDiff(diff) {
  const out = { header: [], hunks: [] };
  for (const line of diff.replace(/\n$/, "").split("\n")) {
    const m = HUNK.exec(line);
    if (m) out.hunks.push({ oldStart: Number(m[1]), newStart: Number(m[2]), lines: [] });
    else if (out.hunks.length === 0) out.header.push(line);
    else out.hunks.at(-1)?.lines.push(line);
  }
  return out;
}
var isChange = (l) => l.startsWith("+") || l.startsWith("-");
function changedLines(hunks) {
  return hunks.reduce((n, h) => n + h.lines.filter(isChange).length, 0);
}
function hunkText(h) {
  const oldLen = h.lines.filter((l) => l.startsWith(" ") || l.startsWith("-")).length;
  const newLen = h.lines.filter((l) => l.startsWith(" ") || l.startsWith("+")).length;
  return [`@@ -${h.oldStart},${oldLen} +${h.newStart},${newLen} @@`, ...h.lines].join("\n");
}
function diffText(d) {
  return `${[...d.header, ...d.hunks.map(hunkText)].join("\n")}
`;
}
function trimContext(h, context) {
  const changeAt = h.lines.map((l, i) => isChange(l) ? i : -1).filter((i) => i >= 0);
  const keep = h.lines.map((l, i) => {
    if (!l.startsWith(" ")) return true;
    return changeAt.some((c) => Math.abs(c - i) <= context);
  });
  const out = [];
  let oldLine = h.oldStart;
  let newLine = h.newStart;
  let current;
  h.lines.forEach((l, i) => {
    if (keep[i]) {
      current ??= { oldStart: oldLine, newStart: newLine, lines: [] };
      current.lines.push(l);
    } else if (current) {
      out.push(current);
      current = void 0;
    }
    if (l.startsWith(" ") || l.startsWith("-")) oldLine++;
    if (l.startsWith(" ") || l.startsWith("+")) newLine++;
  });
  if (current) out.push(current);
  return out;
}
var plural2 = (n, w) => `${n} ${w}${n === 1 ? "" : "s"}`;
function cutByHunks(diff, fits) {
  const parsed = parseDiff(diff);
  const whole = { diff };
  if (fits(whole)) return whole;
  const total = changedLines(parsed.hunks);
  for (const context of [3, 2, 1, 0]) {
    const hunks = parsed.hunks.flatMap((h) => trimContext(h, context));
    const cut = {
      diff: diffText({ header: parsed.header, hunks }),
      note: `every change shown, context cut to ${plural2(context, "line")}`
    };
    if (fits(cut)) return cut;
  }
  const bare = parsed.hunks.flatMap((h) => trimContext(h, 0));
  const hunksCut = (k2) => ({
    diff: diffText({ header: parsed.header, hunks: bare.slice(0, k2) }),
    note: `${k2} of ${plural2(bare.length, "hunk")} shown without context; ${plural2(total - changedLines(bare.slice(0, k2)), "changed line")} not shown`
  });
  const k = largest(1, bare.length - 1, (n2) => fits(hunksCut(n2)));
  if (k !== void 0) return hunksCut(k);
  const first = bare[0];
  if (!first) return void 0;
  const linesCut = (n2) => {
    const shown = { ...first, lines: first.lines.slice(0, n2) };
    return {
      diff: diffText({ header: parsed.header, hunks: [shown] }),
      note: `${plural2(total - changedLines([shown]), "changed line")} not shown`
    };
  };
  const n = largest(1, first.lines.length - 1, (m) => fits(linesCut(m)));
  return n === void 0 ? void 0 : linesCut(n);
}
function largest(lo, hi, ok) {
  let best;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

// src/report/markdown-changes.ts
var WORD = { added: "added", modified: "changed", removed: "removed" };
function changesByApp(changes) {
  const apps = /* @__PURE__ */ new Map();
  for (const c of sortChanges(changes)) {
    const envs = apps.get(c.app) ?? /* @__PURE__ */ new Map();
    envs.set(c.environment, [...envs.get(c.environment) ?? [], c]);
    apps.set(c.app, envs);
  }
  return [...apps].map(([app, envs]) => ({
    app,
    targets: [...envs],
    total: [...envs.values()].reduce((n, l) => n + l.length, 0)
  }));
}
function actionCounts(list) {
  return ["added", "modified", "removed"].map((a) => [a, list.filter((c) => c.action === a).length]).filter(([, n]) => n > 0).map(([a, n]) => `${n} ${WORD[a]}`).join(", ");
}
function appLine(a) {
  const byCounts = /* @__PURE__ */ new Map();
  for (const [env, list] of a.targets) {
    const counts = actionCounts(list);
    byCounts.set(counts, [...byCounts.get(counts) ?? [], escapeInline(env)]);
  }
  const envs = [...byCounts].map(([counts, names]) => `${names.join(", ")}: ${counts}`).join(" \xB7 ");
  return `- ${codeSpan(a.app)} \u2014 ${envs}
`;
}
function changedAppsHeading(changes, apps) {
  const targets = apps.reduce((n, a) => n + a.targets.length, 0);
  return `What changed: ${plural(changes.length, "object")} in ${plural(targets, "target")} of ${plural(apps.length, "app")} (${actionCounts(changes)})`;
}
function hunksOf(diff) {
  const at = diff.search(/^@@/m);
  return at < 0 ? diff : diff.slice(at);
}
function diffEntries(a) {
  const byKey = /* @__PURE__ */ new Map();
  for (const [env, list] of a.targets)
    for (const c of list) {
      const r = c.resource;
      const key = [c.action, r.apiVersion, r.kind, r.name, hunksOf(c.diff)].join("\0");
      const entry = byKey.get(key);
      if (entry) entry.envs.push(env);
      else byKey.set(key, { change: c, envs: [env] });
    }
  return [...byKey.values()];
}
function entryTitle(e) {
  const r = e.change.resource;
  const marker = rollsPodsMarker(e.change);
  const rolls = marker ? ` \u2014 _${marker}_` : "";
  if (e.envs.length === 1)
    return `**${WORD[e.change.action]}** ${codeSpan(describeRef(r))} ${codeSpan(r.apiVersion)} in ${escapeInline(e.envs[0])}${rolls}`;
  return `**${WORD[e.change.action]}** ${codeSpan(`${r.kind} ${r.name}`)} ${codeSpan(r.apiVersion)} \u2014 same change in ${e.envs.map(escapeInline).join(", ")}${rolls}`;
}
function entryBlock(e, cut) {
  const note = cut.note ? `_\u2702\uFE0F ${escapeInline(cut.note)}._

` : "";
  return `${entryTitle(e)}

${codeBlock(cut.diff, "diff")}
${note}`;
}
var UNLIMITED = new Budget(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
function appDiffs(a, share, seeAlso) {
  const full = appBlock(a, UNLIMITED, seeAlso);
  return share.fits(full.text) ? full : appBlock(a, share, seeAlso);
}
function appBlock(a, share, seeAlso) {
  const open = `<details><summary>${htmlText(a.app)} \u2014 ${plural(a.total, "object")} changed in ${a.targets.map(([e]) => htmlText(e)).join(", ")}</summary>

`;
  const close = "</details>\n\n";
  const reserve = `_${plural(a.total, "more object")} of this app not shown: ${seeAlso}._

${close}`;
  const room = share.remaining(codePoints(open) + codePoints(reserve));
  const entries = diffEntries(a);
  const sizes = entries.map((e) => cost(entryBlock(e, { diff: e.change.diff }), room));
  const shares = fairShares(sizes, room.maxChars);
  const out = { text: "", shownObjects: 0, cutObjects: 0 };
  entries.forEach((e, i) => {
    const mine = slice(room, shares[i]);
    const cut = cutByHunks(e.change.diff, (c) => mine.fits(entryBlock(e, c)) && room.fits(entryBlock(e, c)));
    if (!cut) return;
    out.text += room.add(entryBlock(e, cut));
    out.shownObjects += e.envs.length;
    if (cut.note) out.cutObjects += e.envs.length;
  });
  const omitted = a.total - out.shownObjects;
  const tail = omitted > 0 ? `_${plural(omitted, "more object")} of this app not shown: ${seeAlso}._

` : "";
  return { text: open + out.text + tail + close, shownObjects: out.shownObjects, cutObjects: out.cutObjects };
}
function slice(of, chars) {
  return new Budget(chars, Math.floor(chars * of.maxBytes / Math.max(1, of.maxChars)));
}
function cost(text, budget) {
  return Math.max(codePoints(text), Math.ceil(utf8Bytes(text) * budget.maxChars / Math.max(1, budget.maxBytes)));
}
function fairShares(sizes, total) {
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[a] - sizes[b]);
  const shares = sizes.map(() => 0);
  let left = Math.max(0, total);
  let n = sizes.length;
  for (const i of order) {
    const share = Math.min(sizes[i], Math.floor(left / n));
    shares[i] = share;
    left -= share;
    n--;
  }
  return shares;
}
function diffSections(apps, budget, reserve, seeAlso) {
  const room = budget.remaining(reserve);
  const sizes = apps.map((a) => cost(appBlock(a, UNLIMITED, seeAlso).text, room));
  const shares = fairShares(sizes, room.maxChars);
  const out = { text: "", shownObjects: 0, cutObjects: 0 };
  apps.forEach((a, i) => {
    const d = appDiffs(a, slice(room, shares[i]), seeAlso);
    if (!room.fits(d.text)) return;
    out.text += room.add(d.text);
    out.shownObjects += d.shownObjects;
    out.cutObjects += d.cutObjects;
  });
  budget.add(out.text);
  return out;
}

// src/report/display-tokens.ts
var DIGEST = /\b(sha(?:256|384|512)):([0-9a-f]{32,128})\b/g;
var MAX_TOKEN_CHARS = 60;
function shortenDigests(text) {
  return text.replace(DIGEST, (_m, algo, hex) => `${algo}:${hex.slice(0, 4)}\u2026${hex.slice(-4)}`);
}
function fullReferences(text) {
  const refs = [...text.matchAll(/[\w.\-/:]*@?\bsha(?:256|384|512):[0-9a-f]{32,128}\b/g)].map((m) => m[0]);
  return [...new Set(refs)];
}
function shortenPath(text, max = MAX_TOKEN_CHARS) {
  if ([...text].length <= max) return text;
  const segments = text.split("/");
  let out = segments.pop();
  while (segments.length > 0 && [...`\u2026/${segments.at(-1)}/${out}`].length <= max) out = `${segments.pop()}/${out}`;
  return [...`\u2026/${out}`].length <= max ? `\u2026/${out}` : `\u2026${[...out].slice(-(max - 1)).join("")}`;
}

// src/report/markdown-problems.ts
var MAX_MESSAGE = 1e3;
var SHOWN = { messages: 3, objects: 3, apps: 6, locations: 3 };
function clip(text, max = MAX_MESSAGE) {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}\u2026`;
}
function displayInline(text) {
  return inlineWithCode(shortenDigests(clip(text)));
}
function icon(f) {
  if (f.verdict === "inconclusive") return "\u26AA";
  return f.severity === "error" ? "\u{1F534}" : f.severity === "warning" ? "\u{1F7E1}" : "\u{1F535}";
}
function locationMarkdown(loc, headUrl) {
  const text = locationText(loc);
  if (!text || !loc) return "";
  const shown = shortenPath(text);
  if (!headUrl || !loc.file) return codeSpan(shown);
  const base = headUrl.trim().replace(/\/+$/, "").replace(/[\s()<>]/g, encodeURIComponent);
  const anchor = loc.line ? `#L${loc.line}` : "";
  return `[${escapeInline(shown)}](${base}/${encodePath(loc.file)}${anchor})`;
}
function more(list, shown, word) {
  return list.length > shown ? ` _+${plural(list.length - shown, word)}_` : "";
}
function objectsText(objects) {
  if (objects.length === 0) return "";
  if (objects.length <= SHOWN.objects) return ` \u2014 on ${objects.map(codeSpan).join(", ")}`;
  const kinds = [...new Set(objects.map((o) => o.split(" ")[0]))];
  return ` \u2014 on ${objects.length} objects (${kinds.map(escapeInline).join(", ")})`;
}
function appsText(apps) {
  const byEnvs = /* @__PURE__ */ new Map();
  for (const [app, envs] of apps) {
    const key = app === "-" ? "" : envs.map(escapeInline).join(", ");
    byEnvs.set(key, [...byEnvs.get(key) ?? [], app === "-" ? "repository" : codeSpan(app)]);
  }
  return [...byEnvs].map(([envs, names]) => envs === "" ? names.join(", ") : `${names.join(", ")} (${envs})`).join(" \xB7 ");
}
function placesText(g, headUrl) {
  const apps = targetsByApp(g.targets);
  const targets = appsText(apps.slice(0, SHOWN.apps)) + (apps.length > SHOWN.apps ? ` _+${plural(apps.length - SHOWN.apps, "app")} (${plural(g.targets.length, "target")} in all)_` : "");
  const lines = g.locations.slice(0, SHOWN.locations).map((l) => locationMarkdown(l, headUrl)).join(", ");
  return lines ? `\u{1F4CD} ${lines}${more(g.locations, SHOWN.locations, "line")} in ${targets}` : `\u{1F4CD} ${targets}`;
}
function messagesText(g) {
  return g.messages.slice(0, SHOWN.messages).map(displayInline).join("<br>") + more(g.messages, SHOWN.messages, "variant");
}
function byRule(groups) {
  const rules2 = /* @__PURE__ */ new Map();
  for (const g of groups) rules2.set(g.ruleId, [...rules2.get(g.ruleId) ?? [], g]);
  return [...rules2.values()];
}
function fullDigestsBlock(g) {
  const refs = fullReferences(g.messages.slice(0, SHOWN.messages).join("\n"));
  if (refs.length === 0) return "";
  const fence = codeBlock(refs.join("\n"), "text").replace(/^(?=.)/gm, "  ");
  return `  <details><summary>Full digests</summary>

${fence}
  </details>

`;
}
function ruleItems(groups, headUrl) {
  const first = groups[0];
  const findings = groups.reduce((n, g) => n + g.findings.length, 0);
  const count = groups.length > 1 ? `${plural(groups.length, "problem")}, ${plural(findings, "finding")}` : plural(findings, "finding");
  const fixes = [...new Set(groups.map((g) => g.remediation ?? ""))];
  const sharedFix = fixes.length === 1 && fixes[0] ? fixes[0] : void 0;
  const head = `**${icon(first)} ${codeSpan(first.ruleId)}** \u2014 ${count}${sharedFix ? `<br>**Fix:** ${displayInline(sharedFix)}` : ""}

`;
  return groups.map((g, i) => {
    const fix = !sharedFix && g.remediation ? `<br>**Fix:** ${displayInline(g.remediation)}` : "";
    const digests = fullDigestsBlock(g);
    const item = `- ${messagesText(g)}${objectsText(g.objects)}<br>${placesText(g, headUrl)}${fix}
${digests}`;
    const end = i === groups.length - 1 && !digests ? "\n" : "";
    return `${i === 0 ? head : ""}${item}${end}`;
  });
}

// src/report/sources-section.ts
function rows(report) {
  return report.targets.flatMap(
    (t) => (t.sources ?? []).map((s) => ({
      target: targetId(t),
      source: `${s.type} ${s.url} ${s.name}`,
      version: s.version,
      digest: s.digest,
      cached: s.cached
    }))
  );
}
function sourcesMarkdownItems(report) {
  const list = rows(report);
  if (list.length === 0) return void 0;
  const open = `<details><summary>Remote sources (${list.length})</summary>

| Target | Source | Version | Digest checked |
|---|---|---|---|
`;
  const items = list.map(
    (r) => `| ${[codeSpan(r.target), codeSpan(r.source), codeSpan(r.version), codeSpan(r.digest)].map(tableCell).join(" | ")} |
`
  );
  return { open, items };
}
function sourcesTextLines(report, c) {
  const list = rows(report);
  if (list.length === 0) return [];
  return [
    "",
    "Remote sources",
    ...list.map((r) => `  ${c(r.target)}  ${c(r.source)} ${c(r.version)}  ${c(r.digest)}${r.cached ? " (cache)" : ""}`)
  ];
}

// src/report/markdown-sections.ts
var EXEMPT_HEADER = "| Rule | Where | What | Exempted because |\n|---|---|---|---|\n";
function exemptRow(f) {
  const reason = f.exempted ? `${f.exempted.by}: ${f.exempted.reason}` : "";
  const where = codeSpan(targetId(f)) + (f.resource ? `<br>${codeSpan(describeRef(f.resource))}` : "");
  const cells = [codeSpan(f.ruleId), where, displayInline(f.message), escapeInline(clip(reason))];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
var TARGET_HEADER = "| Target | Status | Objects | Source |\n|---|---|---|---|\n";
function targetRow(t) {
  const status = t.reason ? `${escapeInline(t.status)}: ${inlineWithCode(clip(t.reason))}` : escapeInline(t.status);
  const source = t.paths ? `sources ${t.paths.map(codeSpan).join(" + ")}` : `${escapeInline(t.kind)} ${codeSpan(t.path)}`;
  const cells = [codeSpan(targetId(t)), status, String(t.resources), source];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
var IMAGE_HEADER = "| Target | Image | Gate record | Status |\n|---|---|---|---|\n";
var IMAGE_STATUS_NOTE = "\n_Status `out of scope`: the image name matches none of `gateRecords.scope` in the config, so no gate record is looked up for it; `records not required`: the environment sets `gateRecords: off`._\n";
function imageRef(img) {
  const digest = img.digest ?? img.resolved?.digest;
  return `${img.image}${img.tag ? `:${img.tag}` : ""}${digest ? `@${digest}` : ""}`;
}
function imageRow(img) {
  const ref = imageRef(img);
  const resolved = !img.digest && img.resolved ? ` (resolved ${escapeInline(img.resolved.at)})` : "";
  const record = img.recordId ? `${img.recordId}${img.decision ? `: ${img.decision}` : ""}` : "";
  const cells = [
    codeSpan(targetId(img)),
    codeSpan(shortenDigests(ref)) + resolved,
    record ? codeSpan(record) : "",
    escapeInline(img.status)
  ];
  return `| ${cells.map(tableCell).join(" | ")} |
`;
}
function addSection(budget, parts, frame, items, reserve) {
  const closing = codePoints(frame.close) + codePoints(frame.more(items.length));
  const child = budget.remaining(reserve + closing);
  if (!child.fits(frame.open)) return items.length;
  child.add(frame.open);
  let shown = 0;
  while (shown < items.length && child.fits(items[shown])) child.add(items[shown++]);
  if (shown === 0 && items.length > 0) return items.length;
  const omitted = items.length - shown;
  parts.push(
    budget.add(frame.open + items.slice(0, shown).join("") + (omitted > 0 ? frame.more(omitted) : "") + frame.close)
  );
  return omitted;
}
function tailSections(report, budget, seeAlso) {
  const parts = [];
  const section = (open, close, items, more2) => addSection(budget, parts, { open, close, more: more2 }, items, 0);
  const folded = (noun) => (n) => `
_${plural(n, noun)}: ${seeAlso}._
`;
  const images = report.images ?? [];
  if (images.length > 0) {
    const open = `<details><summary>Images (${images.length})</summary>

${IMAGE_HEADER}`;
    const refs = fullReferences(images.map(imageRef).join("\n"));
    const full = refs.length ? `
Full references:

${codeBlock(refs.join("\n"), "text")}` : "";
    section(open, `${full}${IMAGE_STATUS_NOTE}
</details>

`, images.map(imageRow), folded("more image"));
  }
  const sources = sourcesMarkdownItems(report);
  if (sources) section(sources.open, "\n</details>\n\n", sources.items, folded("more remote source"));
  const notices = report.notices ?? [];
  if (notices.length > 0) {
    const items = notices.map((n) => `- ${inlineWithCode(clip(n))}
`);
    section("#### Notices\n\n", "\n", items, (n) => `- _${plural(n, "more notice")}: ${seeAlso}._
`);
  }
  return parts.join("");
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", fail: "\u274C", inconclusive: "\u26A0\uFE0F" };
var NOTE_RESERVE = 400;
var TAIL_SHARE = 0.15;
var COLLAPSE_APPS = 10;
var SEE_ALSO_COMMENT = "see the job summary / report artifact";
var SEE_ALSO_SUMMARY = "see the report artifact";
function renderMarkdown(report, opts = {}) {
  const budget = new Budget(
    Math.max(1e3, opts.maxChars ?? DEFAULT_MAX_CHARS),
    Math.max(4e3, opts.maxBytes ?? MAX_BYTES)
  );
  const seeAlso = opts.seeAlso ?? SEE_ALSO_COMMENT;
  const parts = [budget.add(header(report, opts))];
  const tail = tailSections(
    report,
    new Budget(Math.floor(budget.maxChars * TAIL_SHARE), Math.floor(budget.maxBytes * TAIL_SHARE)),
    seeAlso
  );
  const footer = `
<sub>${escapeHtml(`deploy-gate ${report.tool.version}`)}</sub>
`;
  const ctx = {
    report,
    budget,
    parts,
    reserve: codePoints(tail) + codePoints(footer) + NOTE_RESERVE,
    seeAlso,
    headUrl: opts.headUrl
  };
  let omittedRows = findingSections(ctx);
  omittedRows += changedApps(ctx);
  omittedRows += targetsSection(ctx);
  const notes = diffsSection(ctx);
  if (omittedRows > 0)
    notes.push(`\u26A0\uFE0F ${plural(omittedRows, "more row")} of findings, apps and targets not shown, ${seeAlso}.`);
  const body = parts.join("") + notes.map((n) => `
${n}
`).join("") + (tail ? `
${tail}` : "") + footer;
  const fits = codePoints(body) <= budget.maxChars && utf8Bytes(body) <= budget.maxBytes;
  return fits ? body : `${header(report, opts)}
\u26A0\uFE0F The full report does not fit here, ${seeAlso}.
`;
}
function header(report, opts) {
  const lines = [];
  if (opts.marker) lines.push(opts.marker);
  lines.push(
    `### ${ICON[report.verdict]} deploy-gate ${report.mode}: **${report.verdict.toUpperCase()}** \u2014 ${escapeInline(verdictReason(report))}`,
    ""
  );
  lines.push(escapeInline(countsLine(report)));
  const probes = probeChangeLine(report);
  if (probes) lines.push("", probes);
  const rev = revision(report, opts.prHead);
  if (rev) lines.push("", rev);
  return `${lines.join("\n")}

`;
}
function probeChangeLine(report) {
  const changed = report.findings.filter((f) => f.ruleId === "probes/changed" && f.change === "introduced");
  if (changed.length === 0) return void 0;
  const where = [
    ...new Set(
      changed.map((f) => `${f.resource ? `${f.resource.kind} ${f.resource.name}` : "-"} (${f.app}/${f.environment})`)
    )
  ];
  const shown = where.slice(0, 5).map(escapeInline).join(", ");
  const more2 = where.length > 5 ? ` and ${where.length - 5} more` : "";
  return `\u{1FA7A} **Probes change** in ${shown}${more2}: make sure the new build answers them before this merges.`;
}
var short = (sha) => codeSpan(sha.slice(0, 12));
var named = (r) => r.ref === r.sha || r.sha.startsWith(r.ref) ? short(r.sha) : `${codeSpan(r.ref)} ${short(r.sha)}`;
function revision(report, prHead) {
  if (report.base && report.head) {
    if (prHead && prHead !== report.head.sha) {
      return `base ${named(report.base)} \u2192 head ${short(prHead)}, judged as merge commit ${short(report.head.sha)}`;
    }
    return `base ${named(report.base)} \u2192 head ${named(report.head)}`;
  }
  return report.ref ? `at ${named(report.ref)}` : void 0;
}
function changedApps(ctx) {
  const { report, budget, parts } = ctx;
  if (report.changes.length === 0) {
    if (report.mode === "check") parts.push(budget.add("No rendered object changed.\n\n"));
    return 0;
  }
  const apps = changesByApp(report.changes);
  const more2 = (n) => `- _${plural(n, "more app")}: ${ctx.seeAlso}._
`;
  const heading = changedAppsHeading(report.changes, apps);
  const frame = apps.length > COLLAPSE_APPS ? { open: `<details><summary>${escapeHtml(heading)}</summary>

`, close: "\n</details>\n\n", more: more2 } : { open: `#### ${heading}

`, close: "\n", more: more2 };
  return addSection(budget, parts, frame, apps.map(appLine), ctx.reserve);
}
function findingSections(ctx) {
  const { report, budget, parts } = ctx;
  const groups = groupFindings(report.findings);
  const counts = countReport(report);
  const current = currentProblems(report);
  const blocks = (list) => byRule(list).flatMap((rule) => ruleItems(rule, ctx.headUrl));
  const more2 = (n) => `
_${plural(n, "more problem")}: ${ctx.seeAlso}._
`;
  let omitted = 0;
  if (groups.current.length === 0)
    parts.push(budget.add(report.mode === "check" ? "No finding introduced by this change.\n\n" : "No findings.\n\n"));
  for (const kind of ["failing", "inconclusive"]) {
    if (current[kind].length === 0) continue;
    const open = `#### ${kind === "failing" ? "\u274C" : "\u26A0\uFE0F"} ${SECTION_TITLE[kind]}: ${tallyText(counts[kind])}

`;
    omitted += addSection(budget, parts, { open, close: "\n", more: more2 }, blocks(current[kind]), ctx.reserve);
  }
  const collapsed = [
    { title: SECTION_TITLE.advisory, tally: counts.advisory, items: () => blocks(current.advisory) },
    {
      title: "Unchanged, also present at base",
      tally: counts.unchanged,
      items: () => blocks(groupFindingsByProblem(groups.unchanged))
    },
    { title: "Fixed", tally: counts.fixed, items: () => blocks(groupFindingsByProblem(groups.fixed)) },
    { title: "Exempted", tally: counts.exempted, items: () => groups.exempted.map(exemptRow), head: EXEMPT_HEADER }
  ];
  for (const g of collapsed) {
    if (g.tally.findings === 0) continue;
    const open = `<details><summary>${escapeHtml(`${g.title}: ${tallyText(g.tally)}`)}</summary>

${g.head ?? ""}`;
    omitted += addSection(budget, parts, { open, close: "\n</details>\n\n", more: more2 }, g.items(), ctx.reserve);
  }
  return omitted;
}
function targetsSection(ctx) {
  const { report, budget, parts } = ctx;
  if (report.targets.length === 0) {
    parts.push(budget.add("No targets found: nothing was rendered or checked.\n\n"));
    return 0;
  }
  const byStatus = /* @__PURE__ */ new Map();
  for (const t of report.targets) byStatus.set(t.status, (byStatus.get(t.status) ?? 0) + 1);
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(", ");
  const open = `<details><summary>Targets (${report.targets.length}): ${escapeHtml(counts)}</summary>

${TARGET_HEADER}`;
  const more2 = (n) => `
_${plural(n, "more target")}: ${ctx.seeAlso}._
`;
  const frame = { open, close: "\n</details>\n\n", more: more2 };
  return addSection(budget, parts, frame, report.targets.map(targetRow), ctx.reserve);
}
function diffsSection(ctx) {
  const { report, budget, parts } = ctx;
  const total = report.changes.length;
  if (total === 0) return [];
  const heading = `#### Diffs per app

`;
  if (!budget.fits(heading, ctx.reserve))
    return [`\u26A0\uFE0F No diff shown (${plural(total, "changed object")}), ${ctx.seeAlso}.`];
  parts.push(budget.add(heading));
  const d = diffSections(changesByApp(report.changes), budget, ctx.reserve, ctx.seeAlso);
  parts.push(d.text);
  const full = d.shownObjects - d.cutObjects;
  if (full === total) return [];
  return [
    `\u26A0\uFE0F ${full} of ${plural(total, "changed object")} shown in full${d.cutObjects ? `, ${d.cutObjects} cut short` : ""}; ${ctx.seeAlso}.`
  ];
}

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var FINGERPRINT_KEY = "deployGate/v1";
var CONFIG_FILE = ".deploy-gate.yaml";
function renderSarif(report, docs = {}) {
  const findings = sortFindings(report.findings.filter((f) => f.change !== "fixed"));
  const ruleIds = rules().map((r) => r.id);
  for (const f of findings) if (!ruleIds.includes(f.ruleId)) ruleIds.push(f.ruleId);
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "deploy-gate",
            version: report.tool.version,
            semanticVersion: report.tool.version,
            ...docs.projectUrl ? { informationUri: docs.projectUrl } : {},
            rules: ruleIds.map((id) => ruleDescriptor(id, docs))
          }
        },
        automationDetails: { id: `deploy-gate/${report.mode}/` },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The root of the deploy repository" } } },
        results: findings.map((f) => result(f, index.get(f.ruleId) ?? 0, report)),
        // The same problem and finding counts as the comment and the text report (counts.ts).
        properties: { verdict: report.verdict, counts: countReport(report) }
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function result(f, ruleIndex, report) {
  const object = f.resource ? ` (${describeRef(f.resource)} in ${targetId(f)})` : ` (${targetId(f)})`;
  const out = {
    ruleId: f.ruleId,
    ruleIndex,
    // SARIF's levels are our severities.
    level: f.severity,
    message: { text: `${f.message}${object}` },
    locations: [location(f, report)],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    properties: {
      verdict: f.verdict,
      target: targetId(f),
      ...f.change ? { change: f.change } : {},
      ...f.path ? { pointer: f.path } : {},
      ...f.remediation ? { remediation: f.remediation } : {}
    }
  };
  if (f.exempted) out.suppressions = [{ kind: "inSource", justification: `${f.exempted.by}: ${f.exempted.reason}` }];
  return out;
}
function location(f, report) {
  const logical = f.resource ? [{ name: f.resource.name, fullyQualifiedName: `${targetId(f)}/${describeRef(f.resource)}`, kind: "object" }] : void 0;
  const file = f.location?.file || report.targets.find((t) => t.app === f.app && t.environment === f.environment)?.path || CONFIG_FILE;
  const region = { startLine: f.location?.file && f.location.line && f.location.line > 0 ? f.location.line : 1 };
  if (region.startLine && f.location?.column && f.location.column > 0) region.startColumn = f.location.column;
  const physical = { artifactLocation: { uri: toUri(file), uriBaseId: "%SRCROOT%" }, region };
  return { physicalLocation: physical, ...logical ? { logicalLocations: logical } : {} };
}
function toUri(file) {
  return file.replace(/^\.?\/+/, "").split("/").map(encodeURIComponent).join("/");
}

// src/report/text.ts
var CODES = { red: "31", green: "32", yellow: "33", cyan: "36", dim: "2", bold: "1" };
function cleanTerminal(text) {
  const flat = text.replace(/[\x00-\x1F\x7F-\x9F\u2028\u2029]/g, "\uFFFD");
  return flat.replace(/^(\s*)(::|##\[|##vso\[)/i, "$1\\$2");
}
function renderText(report, opts) {
  const paint = opts.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_c, text) => text;
  const c = (text) => cleanTerminal(text);
  const out = [];
  out.push(verdictWords(report, paint));
  const rev = revisionLine(report);
  if (rev) out.push(c(rev));
  if (report.config) out.push(c(`config ${report.config.path} (${CONFIG_FROM[report.config.from]})`));
  out.push(countsLine(report));
  out.push(...noticesSection(report, c));
  out.push(...targetsSection2(report, c));
  out.push(...sourcesTextLines(report, c));
  const groups = groupFindings(report.findings);
  const counts = countReport(report);
  for (const kind of ["failing", "inconclusive", "advisory"]) {
    const list = groups.current.filter((f) => currentKind(f) === kind);
    out.push(...findingsSection(`${SECTION_TITLE[kind]}: ${tallyText(counts[kind])}`, list, paint, c));
  }
  out.push(...findingsSection(`Unchanged, also at base: ${tallyText(counts.unchanged)}`, groups.unchanged, paint, c));
  out.push(...findingsSection(`Fixed: ${tallyText(counts.fixed)}`, groups.fixed, paint, c));
  out.push(...findingsSection(`Exempted: ${tallyText(counts.exempted)}`, groups.exempted, paint, c));
  if (report.mode !== "validate") out.push(...changesSection(report.changes, paint, c));
  out.push(...imagesSection(report, c));
  out.push("", `${verdictWords(report, paint)} \u2014 ${c(verdictReason(report))}`);
  return `${out.join("\n")}
`;
}
var CONFIG_FROM = {
  base: "as committed at base",
  ref: "as committed",
  "working tree": "not committed: from the working tree",
  file: "outside the repository",
  none: "none found: the defaults"
};
function verdictWords(report, paint) {
  const colour = report.verdict === "pass" ? CODES.green : report.verdict === "fail" ? CODES.red : CODES.yellow;
  return paint(CODES.bold, `deploy-gate ${report.mode}: `) + paint(colour, report.verdict.toUpperCase());
}
function noticesSection(report, c) {
  const notices = report.notices ?? [];
  return notices.length === 0 ? [] : ["", "Notices", ...notices.map((n) => `  - ${c(n)}`)];
}
function targetsSection2(report, c) {
  if (report.targets.length === 0) return ["", "Targets: none found"];
  const width = Math.max(...report.targets.map((t) => targetId(t).length));
  const rows2 = report.targets.map((t) => {
    const reason = t.reason ? ` (${t.reason})` : "";
    return `  ${c(targetId(t).padEnd(width))}  ${(t.paths ? "sources" : t.kind).padEnd(9)}  ${t.status.padEnd(9)}  ${String(t.resources).padStart(4)} ${t.resources === 1 ? "resource " : "resources"}  ${c(t.paths?.join(" + ") ?? t.path)}${c(reason)}`;
  });
  return ["", "Targets", ...rows2];
}
function findingsSection(title, findings, paint, c) {
  if (findings.length === 0) return [];
  const lines = ["", title];
  for (const f of findings) {
    const sev = f.severity === "error" ? CODES.red : f.severity === "warning" ? CODES.yellow : CODES.cyan;
    const verdict = f.verdict === "inconclusive" ? " (inconclusive)" : "";
    const object = f.resource ? `  ${describeRef(f.resource)}` : "";
    const where = locationText(f.location);
    lines.push(
      `  ${paint(sev, f.severity.padEnd(7))} ${c(f.ruleId)}${verdict}  ${c(targetId(f))}${c(object)}${where ? `  ${c(where)}` : ""}`
    );
    for (const line of f.message.split("\n")) lines.push(`          ${c(line)}`);
    if (f.path) lines.push(paint(CODES.dim, `          at ${c(f.path)}`));
    if (f.exempted) lines.push(paint(CODES.dim, `          exempted by ${f.exempted.by}: ${c(f.exempted.reason)}`));
    if (f.remediation) lines.push(paint(CODES.dim, `          fix: ${c(f.remediation)}`));
  }
  return lines;
}
function changesSection(changes, paint, c) {
  if (changes.length === 0) return ["", "Changes: none"];
  const lines = ["", `Changes (${changes.length})`];
  for (const [target, list] of changesByTarget(changes)) {
    for (const change of list) {
      const marker = rollsPodsMarker(change);
      lines.push(
        "",
        paint(
          CODES.bold,
          `  ${c(target)}  ${change.action}  ${c(describeRef(change.resource))}${marker ? `  [${marker}]` : ""}`
        )
      );
      for (const line of change.diff.replace(/\n$/, "").split("\n")) lines.push(`    ${diffLine(c(line), paint)}`);
    }
  }
  return lines;
}
function diffLine(line, paint) {
  if (line.startsWith("+++") || line.startsWith("---")) return paint(CODES.bold, line);
  if (line.startsWith("+")) return paint(CODES.green, line);
  if (line.startsWith("-")) return paint(CODES.red, line);
  if (line.startsWith("@@")) return paint(CODES.cyan, line);
  return line;
}
function imagesSection(report, c) {
  const images = report.images ?? [];
  if (images.length === 0) return [];
  const lines = ["", `Images (${images.length})`];
  for (const img of images) {
    const ref = img.digest ? `${img.image}@${img.digest}` : img.tag ? `${img.image}:${img.tag}` : img.image;
    const resolved = img.resolved ? ` \u2192 ${img.resolved.digest} (resolved ${img.resolved.at})` : "";
    const record = img.recordId ? ` record ${img.recordId}${img.decision ? ` (${img.decision})` : ""}` : "";
    lines.push(`  ${c(targetId(img))}  ${c(ref)}${c(resolved)}  ${c(img.status)}${c(record)}`);
  }
  if (images.some((img) => img.status === "out of scope"))
    lines.push("  (out of scope: the image name matches none of gateRecords.scope, so no gate record is looked up)");
  return lines;
}

// src/report/index.ts
function formatReport(report, format, opts = {}) {
  const sanitizer = createSanitizer(opts.sanitize);
  const clean2 = sanitizeDeep(report, sanitizer);
  switch (format) {
    case "text":
      return renderText(clean2, { color: opts.color ?? false });
    case "json":
      return renderJson(clean2);
    case "sarif":
      return renderSarif(clean2, opts.sarif);
    case "markdown":
      return renderMarkdown(clean2, opts.markdown);
    case "junit":
      return renderJunit(clean2);
  }
}

export {
  builtInRuleHelp,
  sarifDocsAt,
  messageShape,
  countReport,
  tallyText,
  escapeHtml,
  escapeInline,
  longestBacktickRun,
  codeSpan,
  SEE_ALSO_SUMMARY,
  renderMarkdown,
  formatReport
};
