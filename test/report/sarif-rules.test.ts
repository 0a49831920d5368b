import { describe, expect, it } from 'vitest';
import { rules } from '../../src/findings/rules.js';
import { renderSarif } from '../../src/report/sarif.js';
import { ruleAnchor, sarifDocsAt, securitySeverity } from '../../src/report/sarif-rules.js';
import { builtInRuleHelp } from '../../src/checks/rule-help.js';
import { cliSarifDocs } from '../../src/commands/print-report.js';
import { finding, report } from './fixtures.js';

type Rule = {
  id: string;
  help: { text: string; markdown: string };
  helpUri?: string;
  properties: { tags: string[]; 'security-severity'?: string };
};
type Run = {
  tool: { driver: { informationUri?: string; rules: Rule[] } };
  results: { locations: { physicalLocation: { region?: { startLine: number } } }[] }[];
};

const runOf = (text: string) => (JSON.parse(text) as { runs: Run[] }).runs[0]!;

describe('SARIF rules from the rule docs', () => {
  const docs = { ...sarifDocsAt('https://github.com/acme/deploy-gate', 'v1.2.3'), ruleHelp: builtInRuleHelp() };
  const fileLevel = finding({
    ruleId: 'config/changed',
    resource: undefined,
    location: { file: '.deploy-gate.yaml' },
    severity: 'note',
  });
  const run = runOf(renderSarif(report({ findings: [finding(), fileLevel] }), docs));
  const rule = (id: string) => run.tool.driver.rules.find((r) => r.id === id)!;

  it('gives every rule markdown help and a link to its section of docs/rules.md', () => {
    for (const { id } of rules()) {
      expect(rule(id).help.markdown.length, id).toBeGreaterThan(20);
      expect(rule(id).helpUri).toBe(`https://github.com/acme/deploy-gate/blob/v1.2.3/docs/rules.md#${ruleAnchor(id)}`);
    }
    expect(rule('security/privileged').help.markdown).toMatch(
      /\*\*What\.\*\*[\s\S]*\*\*Why\.\*\*[\s\S]*\*\*How to fix\.\*\*/,
    );
    expect(ruleAnchor('image/mutable-tag')).toBe('imagemutable-tag');
    expect(run.tool.driver.informationUri).toBe('https://github.com/acme/deploy-gate');
  });

  it('scores security rules for code scanning and no others', () => {
    expect(rule('security/privileged').properties['security-severity']).toBe('8.0');
    expect(rule('security/privileged').properties.tags).toContain('security');
    expect(rule('gate/digest-mismatch').properties['security-severity']).toBe('7.5');
    expect(rule('schema/invalid').properties['security-severity']).toBeUndefined();
    expect(securitySeverity('sources/unpinned')).toBe('5.0');
    expect(securitySeverity('hook/image-not-pinned')).toBe('5.0');
    expect(securitySeverity('security/host-network')).toBe('8.0');
  });

  it('puts a file-level result on line 1 of its file', () => {
    const regions = run.results.map((r) => r.locations[0]!.physicalLocation.region?.startLine);
    expect(regions).toEqual([17, 1]);
  });

  it('leaves out links it cannot know, and reads no rule docs itself (a pure reporter)', () => {
    const bare = runOf(renderSarif(report()));
    expect(bare.tool.driver.informationUri).toBeUndefined();
    expect(bare.tool.driver.rules[0]!.helpUri).toBeUndefined();
    // Without the docs handed in, the help is the rule's summary: nothing was read from policies/.
    const privileged = bare.tool.driver.rules.find((r) => r.id === 'security/privileged')!;
    expect(privileged.help.markdown).not.toMatch(/\*\*Why\.\*\*/);
    expect(sarifDocsAt('not a url', 'v1')).toEqual({});
  });

  it("gets the policy rules' docs from the edges: the CLI hands them in", () => {
    const cli = runOf(renderSarif(report({ findings: [finding()] }), cliSarifDocs()));
    const privileged = cli.tool.driver.rules.find((r) => r.id === 'security/privileged')!;
    expect(privileged.help.markdown).toMatch(/\*\*What\.\*\*[\s\S]*\*\*Why\.\*\*[\s\S]*\*\*How to fix\.\*\*/);
  });
});
