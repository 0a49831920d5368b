/** A git remote over loopback for kustomize remote bases: the real `git daemon` serving bare repos from a temp dir. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../registry/registry-server.js';
import { TempRepo } from '../helpers/git-repo.js';

export interface GitServer {
  /** `git://127.0.0.1:<port>` */
  url: string;
  /** Publishes a repo's history as `<name>.git`; returns `<url>/<name>.git`. */
  publish(repo: TempRepo, name: string): string;
  stop(): Promise<void>;
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1', () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

export async function startGitServer(): Promise<GitServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-gitsrv-'));
  const port = await freePort();
  const proc: ChildProcess = spawn(
    'git',
    ['daemon', '--export-all', `--base-path=${dir}`, '--listen=127.0.0.1', `--port=${port}`, '--reuseaddr', dir],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100 && !(await reachable(port)); i++) await new Promise((r) => setTimeout(r, 50));
  const url = `git://127.0.0.1:${port}`;
  return {
    url,
    publish(repo, name) {
      const bare = path.join(dir, `${name}.git`);
      rmSync(bare, { recursive: true, force: true });
      execFileSync('git', ['clone', '-q', '--bare', repo.dir, bare]);
      return `${url}/${name}.git`;
    },
    async stop() {
      if (proc.pid !== undefined && proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        process.kill(-proc.pid, 'SIGTERM'); // git daemon forks a child per connection: end its group
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
