import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSucceeded, execTool } from '../../src/render/exec.js';
import { scratchBase } from '../../src/cache/scratch.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-exec-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** Running and not a zombie (an orphan may wait for a non-reaping PID 1 in containers). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const base = { timeoutMs: 20_000, maxOutputBytes: 1024 * 1024 };

describe('execTool', () => {
  it('passes argv verbatim without a shell', async () => {
    const tool = script('args.sh', 'for a in "$@"; do printf "%s\\n" "$a"; done');
    const r = await execTool(tool, ['a b', '$(touch x)', ';rm -rf /', '*'], base);
    expect(execSucceeded(r)).toBe(true);
    expect(r.stdout).toBe('a b\n$(touch x)\n;rm -rf /\n*\n');
  });

  it('starts the child with a minimal environment and a fresh empty HOME', async () => {
    const old = { ...process.env };
    Object.assign(process.env, {
      GITHUB_TOKEN: 'ghs_secret',
      AWS_SECRET_ACCESS_KEY: 'aws',
      KUBECONFIG: '/root/.kube/config',
      ARGOCD_AUTH_TOKEN: 't',
    });
    try {
      const tool = script('env.sh', 'env; ls -A "$HOME" | wc -l');
      const r = await execTool(tool, [], { ...base, env: { EXTRA: '1' } });
      expect(r.exitCode).toBe(0);
      expect(r.stdout).not.toMatch(/TOKEN|AWS_|KUBECONFIG|GITHUB_|ghs_secret/);
      expect(r.stdout).toMatch(/^LANG=C$/m);
      expect(r.stdout).toMatch(/^EXTRA=1$/m);
      expect(r.stdout).toMatch(/^HELM_PLUGINS=.*dg-exec-/m);
      const home = /^HOME=(.*)$/m.exec(r.stdout)?.[1] ?? '';
      expect(home.startsWith(`${scratchBase()}/`)).toBe(true);
      expect(home).not.toBe(os.homedir());
    } finally {
      for (const k of ['GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'KUBECONFIG', 'ARGOCD_AUTH_TOKEN']) {
        if (old[k] === undefined) delete process.env[k];
        else process.env[k] = old[k];
      }
    }
  });

  it('kills the whole process group on timeout', async () => {
    const pidFile = path.join(dir, 'grandchild.pid');
    const tool = script('sleepy.sh', `sleep 60 &\necho $! > '${pidFile}'\nwait`);
    const r = await execTool(tool, [], { ...base, timeoutMs: 700 });
    expect(r.timedOut).toBe(true);
    expect(execSucceeded(r)).toBe(false);
    const grandchild = Number(readFileSync(pidFile, 'utf8').trim());
    expect(grandchild).toBeGreaterThan(0);
    // The kill is delivered at once; the kernel reaps the grandchild shortly after. Wait for that, not a fixed time.
    await expect.poll(() => alive(grandchild), { timeout: 10_000, interval: 20 }).toBe(false);
  });

  it('fails (never truncates) when stdout exceeds the budget', async () => {
    const budget = 1024 * 1024;
    const tool = script('big.sh', `head -c ${budget + 1} /dev/zero | tr '\\0' 'x'`);
    const r = await execTool(tool, [], { ...base, maxOutputBytes: budget });
    expect(r.overBudget).toBe(true);
    expect(r.stdout).toBe('');
    expect(execSucceeded(r)).toBe(false);
    const exact = await execTool(script('exact.sh', `head -c ${budget} /dev/zero | tr '\\0' 'x'`), [], {
      ...base,
      maxOutputBytes: budget,
    });
    expect(execSucceeded(exact)).toBe(true);
    expect(exact.stdout.length).toBe(budget);
  });

  it('caps stderr and keeps its end', async () => {
    const tool = script(
      'noisy.sh',
      `head -c 300000 /dev/zero | tr '\\0' 'w' >&2\necho 'Error: the real cause' >&2\nexit 3`,
    );
    const r = await execTool(tool, [], { ...base, maxStderrBytes: 4096 });
    expect(r.exitCode).toBe(3);
    expect(r.stderr.length).toBeLessThan(4200);
    expect(r.stderr).toContain('Error: the real cause');
    expect(r.stderr).toContain('bytes of stderr omitted');
  });

  it('feeds stdin and reports a missing binary without throwing', async () => {
    const r = await execTool('cat', [], { ...base, input: 'hello' });
    expect(r.stdout).toBe('hello');
    const missing = await execTool(path.join(dir, 'nope'), [], base);
    expect(missing.spawnError).toMatch(/ENOENT/);
    expect(missing.exitCode).toBeNull();
  });

  it('gives each child an empty HOME and TMPDIR and removes its scratch dir whatever the child left', async () => {
    // Prints the scratch dir (HOME's parent); the body then leaves it clean, writes into it, or empties it.
    const cases: Record<string, string> = {
      clean: 'test -d "$TMPDIR" && test -z "$(ls -A "$HOME")" && test -z "$(ls -A "$TMPDIR")" || exit 3',
      'writes everywhere':
        'mkdir -p "$HOME/.config/x" "$HELM_CACHE_HOME" && echo 1 > "$HOME/.config/x/f" && echo 2 > "$TMPDIR/t" && echo 3 > "$HELM_CACHE_HOME/c"',
      'removes its own HOME': 'rmdir "$HOME"',
      'leaves a read-only dir': 'mkdir "$TMPDIR/ro" && echo 1 > "$TMPDIR/ro/f" && chmod 500 "$TMPDIR/ro"',
    };
    for (const [name, body] of Object.entries(cases)) {
      const tool = script(`scratch-${name.replace(/\W/g, '-')}.sh`, `dirname "$HOME"; ${body}`);
      const r = await execTool(tool, [], base);
      expect(r.exitCode, name).toBe(0);
      const scratch = r.stdout.trim();
      expect(scratch, name).toMatch(/dg-exec-/);
      expect(existsSync(scratch), name).toBe(false);
    }
  });
});
