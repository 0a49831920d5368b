// The renderer prototypes measured on the gate's own renders (issue 18, deliverable 5;
// docs/performance.md): `helm` and `kubectl` on the gate's PATH are wrappers that hand each call
// to a broker in the bench process over a unix socket. The broker runs the real tool exactly as
// the gate asked (argv, cwd, environment) and, for `helm template` and `kubectl kustomize`, sends
// the same render to the long-lived helper (helm-renderer, kustomize-renderer) and compares the
// bytes. So identity is checked on exactly the argv, values files, linked dependencies and working
// directory of every render an audit does, and CPU per render is measured both ways (the real
// tool's as children CPU of this process, the helper's from /proc/<pid>/stat). In `helper` mode
// the wrapper is answered from the helper alone: the audit's report then shows whether the gate's
// result changes when every render goes through the helpers, and its CPU can be taken whole. The
// wrappers are copies of renderer-client (bench/renderer-prototype/client/main.go), a Go program
// that starts in about a millisecond, so they add little to that CPU.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { helmRequest, kustomizeRequest, toolError } from './renderer-prototype-requests.mjs';

/** CPU ms of this process's waited-for children so far (USER_HZ 100). */
export function childrenCpuMs() {
  const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(f[13]) + Number(f[14])) * 1000) / 100;
}

/** CPU ms a running process has used (all threads). */
const processCpuMs = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
};

/** One long-lived helper: JSON line requests answered in order. */
export function startHelper(bin, env) {
  const child = spawn(bin, [], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr = (stderr + c.toString('utf8')).slice(-4000)));
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let next = 0;
  return {
    cpuMs: () => processCpuMs(child.pid),
    async request(req) {
      const id = next++;
      child.stdin.write(`${JSON.stringify({ ...req, id })}\n`);
      const { value, done } = await lines.next();
      if (done) throw new Error(`${path.basename(bin)} exited: ${stderr}`);
      const res = JSON.parse(value);
      if (res.id !== id) throw new Error(`${path.basename(bin)} answered ${res.id} for ${id}`);
      // The CLI's message is read up to its trailing line breaks (toolError); so is the helper's.
      if (res.error !== undefined) return { ok: false, err: res.error.trimEnd() };
      return { ok: true, out: res.yaml !== undefined ? Buffer.from(res.yaml) : Buffer.from(res.yamlBase64, 'base64') };
    },
    /** Peak resident memory (MB) so far: with the gate's GOGC=off the heap grows to GOMEMLIMIT. */
    peakMb: () => Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    async stop() {
      const cpu = processCpuMs(child.pid);
      child.stdin.end();
      await new Promise((resolve) => child.on('close', resolve));
      return cpu;
    },
  };
}

/** Why two renders differ, or undefined when they are the same bytes (or fail with the same message). */
export function difference(cli, helper) {
  if (cli.ok !== helper.ok)
    return cli.ok ? `helper failed: ${helper.err.slice(0, 300)}` : `CLI failed: ${cli.err.slice(0, 300)}`;
  if (!cli.ok)
    return cli.err === helper.err ? undefined : `errors differ:\n  CLI:    ${cli.err}\n  helper: ${helper.err}`;
  if (cli.out.equals(helper.out)) return undefined;
  const [a, b] = [cli.out.toString('utf8').split('\n'), helper.out.toString('utf8').split('\n')];
  const line = a.findIndex((l, i) => l !== b[i]);
  return `output differs (${cli.out.length} vs ${helper.out.length} bytes), first at line ${line + 1}:\n  CLI:    ${a[line]}\n  helper: ${b[line]}`;
}

/** The real tool, as the gate asked for it; its CPU as children CPU of this process. */
function runReal(bin, msg) {
  const c0 = childrenCpuMs();
  const r = spawnSync(bin, msg.argv, { cwd: msg.cwd, env: msg.env, maxBuffer: 1 << 30 });
  return { status: r.status ?? 1, stdout: r.stdout, stderr: r.stderr, cpuMs: childrenCpuMs() - c0 };
}

/** The wrapper's answer synthesised from a helper's result (status 1 and the CLI's error prefix on failure). */
function fromHelper(tool, res) {
  if (res.ok) return { status: 0, stdout: res.out, stderr: Buffer.alloc(0) };
  return {
    status: 1,
    stdout: Buffer.alloc(0),
    stderr: Buffer.from(`${tool === 'helm' ? 'Error' : 'error'}: ${res.err}\n`),
  };
}

/**
 * The broker: `opts` { real: {helm, kubectl}, helpers: {helm, kubectl} (startHelper results),
 * mode: 'compare' | 'helper' }. Returns { stats, close }.
 */
export async function startBroker(socket, opts) {
  const stats = { helm: newStats(), kubectl: newStats(), passedThrough: 0, mismatches: [] };
  let queue = Promise.resolve();
  const handle = async (msg) => {
    const req = msg.tool === 'helm' ? helmRequest(msg.argv) : kustomizeRequest(msg.argv);
    if (!req) {
      stats.passedThrough++;
      return runReal(opts.real[msg.tool], msg);
    }
    const s = stats[msg.tool];
    const helper = opts.helpers[msg.tool];
    if (opts.mode === 'helper') return fromHelper(msg.tool, await helper.request(req));
    const real = runReal(opts.real[msg.tool], msg);
    const h0 = helper.cpuMs();
    const res = await helper.request(req);
    s.helperMs += helper.cpuMs() - h0;
    s.cliMs += real.cpuMs;
    s.count++;
    const cli =
      real.status === 0 ? { ok: true, out: real.stdout } : { ok: false, err: toolError(msg.tool, real.stderr) };
    if (!cli.ok) s.failed++;
    const why = difference(cli, res);
    if (why) stats.mismatches.push(`${msg.tool} ${msg.argv.join(' ')}: ${why}`);
    return real;
  };
  const server = net.createServer({ allowHalfOpen: true }, (conn) => {
    const chunks = [];
    conn.on('data', (c) => {
      chunks.push(c);
      if (!c.includes(10)) return;
      const msg = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      queue = queue.then(async () => {
        const r = await handle(msg).catch((e) => ({
          status: 2,
          stdout: Buffer.alloc(0),
          stderr: Buffer.from(`broker: ${e.stack}\n`),
        }));
        const wire = { status: r.status, stdout: r.stdout.toString('base64'), stderr: r.stderr.toString('base64') };
        conn.end(JSON.stringify(wire));
      });
    });
  });
  await new Promise((resolve) => server.listen(socket, resolve));
  return { stats, close: () => new Promise((resolve) => server.close(resolve)) };
}

const newStats = () => ({ count: 0, failed: 0, cliMs: 0, helperMs: 0 });
