// Progress on stderr (issue 32 item 9): one updating line on a terminal, lines elsewhere, and no
// "N/N targets done" before a command that ends in a usage error.
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/commands/progress-line.js';
import { progressReporter } from '../../src/engine/progress.js';
import { toolProblem } from '../../src/commands/common.js';
import { finding, report } from '../report/fixtures.js';

function stream(isTTY: boolean) {
  const out: string[] = [];
  return { isTTY, out, write: (t: string) => out.push(t) };
}

describe('progress', () => {
  it('on a terminal rewrites one line with the counts and the target just done', () => {
    const s = stream(true);
    const p = progressLine(s);
    p.update('1/3 targets done (0.1s, last web/dev)');
    p.update('2/3 targets done (0.2s, last web/staging)');
    p.update('3/3 targets done (0.3s)');
    p.finish();
    const text = s.out.join('');
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('\r\x1b[2Kdeploy-gate: 2/3 targets done (0.2s, last web/staging)');
    expect(text.endsWith('deploy-gate: 3/3 targets done (0.3s)\n')).toBe(true);
  });

  it('elsewhere writes one line per update', () => {
    const s = stream(false);
    const p = progressLine(s);
    p.update('1/2 targets done (0.1s, last web/dev)');
    p.update('2/2 targets done (0.2s)');
    p.finish();
    expect(s.out).toEqual([
      'deploy-gate: 1/2 targets done (0.1s, last web/dev)\n',
      'deploy-gate: 2/2 targets done (0.2s)\n',
    ]);
  });

  it('says nothing of "4/4 targets done" when the command then fails with a usage error', () => {
    for (const tty of [true, false]) {
      const s = stream(tty);
      const p = progressLine(s);
      p.update('4/4 targets done (1.0s)');
      p.abandon();
      expect(s.out.join('')).not.toContain('4/4');
    }
  });

  it('the engine names the target it just finished', () => {
    const said: string[] = [];
    const r = progressReporter((m) => said.push(m))!;
    r(1, 2, 'web/dev');
    expect(said[0]).toMatch(/^1\/2 targets done \(\d+\.\ds, last web\/dev\)$/);
  });
});

describe('missing tools', () => {
  it('names every missing tool with the targets that need it', () => {
    const missing = (tool: string, app: string, environment: string) =>
      finding({
        ruleId: 'render/failed',
        app,
        environment,
        message: `E_TOOL_MISSING: ${tool} not found on PATH`,
      });
    const r = report({
      findings: [
        missing('helm', 'payments', 'staging'),
        missing('helm', 'payments', 'production'),
        missing('kustomize (or kubectl)', 'web', 'staging'),
        missing('kustomize (or kubectl)', 'web', 'production'),
        missing('kustomize (or kubectl)', 'api', 'production'),
      ],
    });
    const lines = toolProblem(r)!.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^helm not found on PATH \(needed by 2 targets\); install helm/);
    expect(lines[1]).toMatch(
      /^deploy-gate: kustomize \(or kubectl\) not found on PATH \(needed by 3 targets\); install kustomize/,
    );
  });
});
