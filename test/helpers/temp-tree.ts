import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `files` (path below `dir` → content) into `dir`, making the folders they need. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Temp folders of files made by one test file; it calls `remove()` in an afterEach or afterAll. */
export class TempTrees {
  private readonly made: string[] = [];

  constructor(private readonly prefix: string) {}

  /** A fresh temp folder holding `files`. */
  make(files: Record<string, string | Buffer> = {}): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), this.prefix));
    this.made.push(dir);
    writeFiles(dir, files);
    return dir;
  }

  remove(): void {
    for (const dir of this.made.splice(0)) rmSync(dir, { recursive: true, force: true });
  }
}
