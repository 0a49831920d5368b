import { mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writeFiles } from './temp-tree.js';

/** A real git repository in a temp dir, for tests that need revisions. */
export class TempRepo {
  readonly dir: string;

  constructor(prefix = 'dg-repo-') {
    this.dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.email', 'test@example.com');
    this.git('config', 'user.name', 'test');
    this.git('config', 'commit.gpgsign', 'false');
  }

  /** A new repository whose first commit (`message`) holds `files`. */
  static committed(files: Record<string, string | Buffer>, message = 'base'): TempRepo {
    const repo = new TempRepo();
    repo.write(files).commit(message);
    return repo;
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, encoding: 'utf8' }).trim();
  }

  /** git with bytes on stdin and extra environment (hash-object --stdin, update-index --index-info, mktree). */
  gitInput(args: string[], input?: Buffer | string, env: Record<string, string> = {}): string {
    return execFileSync('git', args, { cwd: this.dir, input, env: { ...process.env, ...env } })
      .toString()
      .trim();
  }

  write(files: Record<string, string | Buffer>): this {
    writeFiles(this.dir, files);
    return this;
  }

  remove(...rels: string[]): this {
    for (const rel of rels) rmSync(path.join(this.dir, rel), { recursive: true, force: true });
    return this;
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  cleanup(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
