import { describe, expect, it } from 'vitest';
import { sanitizeToolError } from '../../src/redact/index.js';
import { toolFailure } from '../../src/render/outcome.js';
import type { ExecResult } from '../../src/render/exec.js';

const ctx = { roots: ['/tmp/dg-rev-abc', '/private/tmp/dg-rev-abc'], scratch: ['/tmp/dg-values-xyz'] };

describe('sanitizeToolError', () => {
  it('maps root paths to repo-relative, other absolute paths to <outside-root>', () => {
    const s = sanitizeToolError(
      'Error: open /tmp/dg-rev-abc/charts/x/values.yaml: bad; also /home/runner/.docker/config.json and "/etc/passwd"',
      ctx,
    );
    expect(s).toBe('Error: open charts/x/values.yaml: bad; also <outside-root> and "<outside-root>"');
  });

  it('shows our generated values file as <generated> and keeps URLs readable without userinfo', () => {
    const s = sanitizeToolError(
      'parse /tmp/dg-values-xyz/inline-values.json failed; fetch https://u:SEKRET@charts.example/index.yaml',
      ctx,
    );
    expect(s).toBe('parse <generated> failed; fetch https://***@charts.example/index.yaml');
  });

  it("drops helm's advice to rerun with --debug (not possible through the gate)", () => {
    const s = sanitizeToolError(
      'Error: YAML parse error on web/templates/a.yaml: error converting YAML to JSON\nUse --debug flag to render out invalid YAML\n',
      ctx,
    );
    expect(s).toBe('Error: YAML parse error on web/templates/a.yaml: error converting YAML to JSON');
  });

  it('caps at 4 KiB', () => {
    const s = sanitizeToolError('é'.repeat(10_000), ctx);
    expect(Buffer.byteLength(s)).toBeLessThanOrEqual(4096);
    expect(s.endsWith('[... truncated]')).toBe(true);
    expect(s).not.toContain('\uFFFD');
  });
});

describe('tool failure mapping', () => {
  const run = (stderr: string, over: Partial<ExecResult> = {}): ExecResult => ({
    exitCode: 1,
    signal: null,
    stdout: 'apiVersion: v1\n',
    stderr,
    timedOut: false,
    overBudget: false,
    durationMs: 1,
    ...over,
  });
  const c = { started: 0, root: '/r', rootReal: '/r', tool: { name: 'helm', version: 'v4.1.4' } };

  it.each([
    ['Error: found in Chart.yaml, but missing in charts/ directory: grafana', 'E_DEPENDENCY_NOT_VENDORED'],
    ['Error: cannot load irregular file /r/chart/files/p as it has file mode type bits set', 'E_IRREGULAR_FILE'],
    ["error: security; file '/etc/passwd' is not in or below '/r/k'", 'E_LOAD_RESTRICTED'],
    ['error: external plugins disabled; unable to load external plugin', 'E_PLUGIN_FORBIDDEN'],
    ['Error: template: x.yaml:1: nil pointer', 'E_RENDER_FAILED'],
  ])('%s → %s', (stderr, code) => {
    const r = toolFailure(run(stderr), c);
    expect(r).toMatchObject({ ok: false, code });
    expect(JSON.stringify(r)).not.toContain('/etc/passwd');
  });

  it('accepts only exit 0 with complete output', () => {
    expect(toolFailure(run('', { exitCode: 0 }), c)).toBeUndefined();
    expect(toolFailure(run('', { exitCode: 0, overBudget: true }), c)).toMatchObject({ code: 'E_OUTPUT_TOO_LARGE' });
    expect(toolFailure(run('', { exitCode: null, timedOut: true, signal: 'SIGKILL' }), c)).toMatchObject({
      code: 'E_RENDER_TIMEOUT',
    });
  });
});

describe('input that is not valid UTF-8 (security review 2, item 5)', () => {
  it("drops kustomize's byte list and the decoded line, keeps the rest of the error", () => {
    const stderr =
      'error: loading KV pairs: env source files: [creds.env]: line [80 65 83 83 61 104 255 254 120] has invalid utf8 bytes : PASS=h\uFFFD\uFFFDx\nsecond line';
    const out = sanitizeToolError(stderr, { roots: [] });
    expect(out).toBe(
      'error: loading KV pairs: env source files: [creds.env]: line [byte values not shown]: not valid UTF-8, not shown\nsecond line',
    );
  });

  it('drops a whole line holding U+FFFD when it has no byte list, and byte lists anywhere', () => {
    expect(sanitizeToolError('a\nvalue k\uFFFDy here\nz [1 2 3 4]', { roots: [] })).toBe(
      'a\n<a line with bytes that are not valid UTF-8: not shown>\nz [byte values not shown]',
    );
  });
});
