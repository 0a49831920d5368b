import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  loadPolicies
} from "./chunk-CPMSFLAO.js";
import {
  RULES,
  defaultSeverities
} from "./chunk-E4M4FSKL.js";

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
  "sources/unpinned": "5.0"
};
function securitySeverity(id) {
  return SECURITY_SEVERITY[id] ?? (id.startsWith("security/") ? "8.0" : void 0);
}
function ruleAnchor(id) {
  return id.toLowerCase().replace(/[^\w\- ]/g, "").replace(/ /g, "-");
}
var checks;
function builtInChecks() {
  if (!checks) {
    try {
      checks = new Map(loadPolicies().checks.map((c) => [c.id, c]));
    } catch {
      checks = /* @__PURE__ */ new Map();
    }
  }
  return checks;
}
function meaningOf(verdict) {
  return verdict === "inconclusive" ? "A finding of this rule means something could not be checked: the gate verdict becomes inconclusive, never pass." : "A finding of this rule with severity error fails the gate.";
}
function helpMarkdown(id, summary, verdict, check) {
  const body = check ? [
    `**What.** ${check.description.trim()}`,
    `**Why.** ${check.why.trim()}`,
    `**How to fix.** ${check.remediation.trim()}`
  ] : [`${summary}.`];
  const exempt = `Opt a resource out with the annotation \`deploy-gate.io/ignore: "${id}"\` plus \`deploy-gate.io/ignore-reason\`.`;
  return [...body, meaningOf(verdict), exempt].join("\n\n");
}
function ruleDescriptor(id, docs = {}) {
  const rule = RULES.find((r) => r.id === id);
  const check = builtInChecks().get(id);
  const summary = rule?.summary ?? check?.description.trim().split("\n")[0] ?? id;
  const verdict = rule?.verdict ?? "fail";
  const markdown = helpMarkdown(id, summary, verdict, check);
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

// src/report/budget.ts
var DEFAULT_MAX_CHARS = 65e3;
var MAX_BYTES = 26e4;
var SUMMARY_MAX = 104e4;
function codePoints(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
var Budget = class _Budget {
  constructor(maxChars, maxBytes = MAX_BYTES) {
    this.maxChars = maxChars;
    this.maxBytes = maxBytes;
  }
  maxChars;
  maxBytes;
  chars = 0;
  bytes = 0;
  /** Whether `text` fits while still leaving `reserve` (a text or a size in both units) free. */
  fits(text, reserve = 0) {
    return this.chars + codePoints(text) + reserve <= this.maxChars && this.bytes + utf8Bytes(text) + reserve * 4 <= this.maxBytes;
  }
  add(text) {
    this.chars += codePoints(text);
    this.bytes += utf8Bytes(text);
    return text;
  }
  /** Adds when it fits; returns whether it did. */
  tryAdd(parts, text, reserve = 0) {
    if (!this.fits(text, reserve)) return false;
    parts.push(this.add(text));
    return true;
  }
  /** A child budget for a section: what is left now minus `reserve`. */
  remaining(reserve = 0) {
    return new _Budget(
      Math.max(0, this.maxChars - this.chars - reserve),
      Math.max(0, this.maxBytes - this.bytes - reserve * 4)
    );
  }
};

export {
  sarifDocsAt,
  ruleDescriptor,
  DEFAULT_MAX_CHARS,
  MAX_BYTES,
  SUMMARY_MAX,
  codePoints,
  utf8Bytes,
  Budget
};
