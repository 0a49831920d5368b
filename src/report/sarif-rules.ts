/**
 * SARIF rule descriptors from the rule docs: the same what/why/how-to-fix text as docs/rules.md
 * (markdown `help`, handed in by the caller: a reporter reads no file), a `helpUri` to the rule's
 * section when the docs' address is known, and GitHub's `security-severity` on rules about
 * security, so code scanning ranks those alerts.
 */
import type { Severity } from '../model/finding.js';
import { defaultSeverities, rules, type RuleHelp } from '../findings/rules.js';

type Json = Record<string, unknown>;

export interface SarifDocs {
  /** e.g. https://github.com/acme/deploy-gate: the tool's `informationUri`. */
  projectUrl?: string;
  /** The address of docs/rules.md: rule `helpUri`s are its sections. */
  rulesDocUrl?: string;
  /** The what/why/how-to-fix text of the rules written as policy files (checks/rule-help.ts), by id. */
  ruleHelp?: Readonly<Record<string, RuleHelp>>;
}

/** The docs of deploy-gate at `ref` in the repository at `repoUrl` (https://github.com/owner/name). */
export function sarifDocsAt(repoUrl: string | undefined, ref: string | undefined): SarifDocs {
  if (!repoUrl || !/^https:\/\/[^\s/]+\/[^\s/]+\/[^\s/]+$/.test(repoUrl)) return {};
  const base = repoUrl.replace(/\.git$/, '');
  return { projectUrl: base, rulesDocUrl: `${base}/blob/${encodeURIComponent(ref || 'main')}/docs/rules.md` };
}

/**
 * CVSS-like scores GitHub maps to critical (≥ 9), high (7–8.9), medium (4–6.9) and low. Rules
 * under `security/` default to high; the supply-chain rules are scored here. Other rules carry none.
 */
const SECURITY_SEVERITY: Record<string, string> = {
  'gate/not-passed': '8.0',
  'gate/digest-mismatch': '7.5',
  'gate/record-missing': '6.0',
  'env/unpromoted-image': '5.0',
  'image/not-pinned': '5.0',
  'image/mutable-tag': '5.0',
  'hook/image-not-pinned': '5.0',
  'sources/unpinned': '5.0',
  'sources/not-allowed': '5.0',
};

export function securitySeverity(id: string): string | undefined {
  return SECURITY_SEVERITY[id] ?? (id.startsWith('security/') ? '8.0' : undefined);
}

/** GitHub's heading anchor for "### `image/mutable-tag`": lower case, punctuation but `-`/`_` dropped. */
export function ruleAnchor(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');
}

function meaningOf(verdict: string): string {
  return verdict === 'inconclusive'
    ? 'A finding of this rule means something could not be checked: the gate verdict becomes inconclusive, never pass.'
    : 'A finding of this rule with severity error fails the gate.';
}

function helpMarkdown(id: string, summary: string, verdict: string, help?: RuleHelp): string {
  const body = help
    ? [`**What.** ${help.what.trim()}`, `**Why.** ${help.why.trim()}`, `**How to fix.** ${help.fix.trim()}`]
    : [`${summary}.`];
  const exempt = `Opt a resource out with the annotation \`deploy-gate.io/ignore: "${id}"\` plus \`deploy-gate.io/ignore-reason\`.`;
  return [...body, meaningOf(verdict), exempt].join('\n\n');
}

export function ruleDescriptor(id: string, docs: SarifDocs = {}): Json {
  const rule = rules().find((r) => r.id === id);
  const help = docs.ruleHelp?.[id];
  const summary = rule?.summary ?? help?.what.trim().split('\n')[0] ?? id;
  const verdict = rule?.verdict ?? 'fail';
  const markdown = helpMarkdown(id, summary, verdict, help);
  const security = securitySeverity(id);
  const tags = [...new Set([id.split('/')[0] ?? id, `verdict:${verdict}`, ...(security ? ['security'] : [])])];
  return {
    id,
    name: id.replace(/[/-](\w)/g, (_m, ch: string) => ch.toUpperCase()),
    shortDescription: { text: summary },
    fullDescription: { text: `${summary}. ${meaningOf(verdict)}` },
    help: { text: markdown.replace(/\*\*|`/g, ''), markdown },
    ...(docs.rulesDocUrl ? { helpUri: `${docs.rulesDocUrl}#${ruleAnchor(id)}` } : {}),
    defaultConfiguration: { level: (defaultSeverities()[id] ?? 'error') satisfies Severity },
    properties: { tags, ...(security ? { 'security-severity': security } : {}) },
  };
}
