/** docs/rules.md and the README table, generated from the same registry and check files the program runs. */
import { defaultSeverities, rules, type RuleInfo } from '../findings/rules.js';
import { loadPolicies, type LoadedCheck, type PolicySet } from './load.js';
import { TEMPLATES } from './templates/index.js';
import type { CheckTemplate } from './templates/types.js';
import {
  API_REMOVALS_SECTION,
  CUSTOM_CHECKS_SECTION,
  EXEMPTIONS_SECTION,
  INTRO,
  WORKLOAD_CONFIG_SECTION,
} from './docs-text.js';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const json = (v: unknown) => `\`${JSON.stringify(v)}\``;

function severityOf(id: string, check?: LoadedCheck): string {
  const base = defaultSeverities()[id] ?? check?.severity ?? 'error';
  return check?.severityNote ? `${base} (${check.severityNote})` : base;
}

function paramsTable(template: CheckTemplate, values?: Record<string, unknown>): string[] {
  const props = Object.entries(template.params.properties);
  if (props.length === 0) return ['No parameters.'];
  const head = values ? '| Parameter | Value here | Description |' : '| Parameter | Default | Description |';
  const rows = props.map(([name, schema]) => {
    const required = template.params.required?.includes(name) ? ' (required)' : '';
    const value = values ? values[name] : schema.default;
    return `| \`${name}\`${required} | ${value === undefined ? '—' : json(value)} | ${cell(schema.description)} |`;
  });
  return [head, '|---|---|---|', ...rows];
}

function checkSection(rule: RuleInfo | undefined, check: LoadedCheck): string[] {
  const template = TEMPLATES.find((t) => t.name === check.template);
  const lines = [
    `### \`${check.id}\``,
    '',
    `Default severity: **${severityOf(check.id, check)}** · verdict: **${rule?.verdict ?? 'fail'}** · template: [\`${check.template}\`](#template-${check.template})${check.builtIn ? '' : ` · custom check from \`${check.file}\``}`,
    '',
    `**What.** ${check.description.trim()}`,
    '',
    `**Why.** ${check.why.trim()}`,
    '',
    `**How to fix.** ${check.remediation.trim()}`,
    '',
    '**Parameters.**',
    '',
    ...(template ? paramsTable(template, check.params) : []),
    '',
  ];
  if (check.examples) {
    const example = (title: string, yaml: string) => [`**${title}:**`, '', '```yaml', yaml.trimEnd(), '```', ''];
    lines.push(...example('Passes', check.examples.pass), ...example('Fails', check.examples.fail));
  }
  return lines;
}

function plainSection(rule: RuleInfo): string[] {
  const head = [
    `### \`${rule.id}\``,
    '',
    `Default severity: **${severityOf(rule.id)}** · verdict: **${rule.verdict}**`,
    '',
  ];
  const text = rule.docs;
  if (!text) return [...head, `${rule.summary}.`, ''];
  return [...head, `**What.** ${text.what}`, '', `**Why.** ${text.why}`, '', `**How to fix.** ${text.fix}`, ''];
}

export function renderRulesDoc(set: PolicySet): string {
  const byId = new Map(set.checks.map((c) => [c.id, c]));
  const custom = set.checks.filter((c) => !rules().some((r) => r.id === c.id));
  const lines = [
    INTRO,
    '',
    '## Summary',
    '',
    tableOf(byId),
    '',
    EXEMPTIONS_SECTION,
    '',
    API_REMOVALS_SECTION,
    '',
    WORKLOAD_CONFIG_SECTION,
    '',
    '## Rules',
    '',
  ];
  for (const rule of rules()) {
    const check = byId.get(rule.id);
    lines.push(...(check ? checkSection(rule, check) : plainSection(rule)));
  }
  if (custom.length > 0) {
    lines.push('## Custom checks of this repository', '');
    for (const check of custom) lines.push(...checkSection(undefined, check));
  }
  lines.push(CUSTOM_CHECKS_SECTION, '', '## Templates', '');
  for (const t of TEMPLATES) lines.push(`### Template \`${t.name}\``, '', t.summary, '', ...paramsTable(t), '');
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function tableOf(byId: ReadonlyMap<string, LoadedCheck>): string {
  const rows = rules().map(
    (r) => `| \`${r.id}\` | ${cell(severityOf(r.id, byId.get(r.id)))} | ${r.verdict} | ${cell(r.summary)} |`,
  );
  return ['| Rule | Default severity | Verdict | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/**
 * The compact table for the README: one row per rule family with every id in it, marked when its
 * default severity is not `error` or its verdict is `inconclusive`. docs/rules.md has the full table.
 */
export function renderRulesTable(): string {
  const byId = new Map(loadPolicies().checks.map((c) => [c.id, c]));
  const families = new Map<string, string[]>();
  for (const r of rules()) {
    const family = r.id.split('/')[0] as string;
    const severity = severityOf(r.id, byId.get(r.id)).split(' ')[0];
    const marks = [severity === 'error' ? '' : severity, r.verdict === 'inconclusive' ? 'inconclusive' : '']
      .filter(Boolean)
      .join(', ');
    families.set(family, [...(families.get(family) ?? []), marks ? `\`${r.id}\` (${marks})` : `\`${r.id}\``]);
  }
  const rows = [...families].map(([family, ids]) => `| \`${family}\` | ${ids.join(' · ')} |`);
  return `${['| Family | Rules (default severity error and verdict fail unless marked) |', '|---|---|', ...rows].join('\n')}\n`;
}
