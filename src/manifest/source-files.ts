import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Repo-relative path of `relative` resolved against the repo-relative `baseDir`, or undefined when
 * it leaves the repository (an origin annotation is object data: a resource can forge it).
 */
export function repoRelative(baseDir: string, relative: string): string | undefined {
  if (path.posix.isAbsolute(relative) || relative.includes('\0')) return undefined;
  const joined = path.posix.normalize(path.posix.join(baseDir || '.', relative));
  if (joined === '..' || joined.startsWith('../') || path.posix.isAbsolute(joined)) return undefined;
  return joined === '.' ? '' : joined;
}

/** Reads repo files for line mapping: inside `root` only (symlinks resolved), size-capped, cached. */
export class SourceFiles {
  private readonly cache = new Map<string, string | undefined>();
  private realRoot: string | undefined;

  constructor(
    private readonly root: string | undefined,
    private readonly maxBytes: number,
  ) {}

  /** Text of a repo-relative file, or undefined when there is no root, no such file, or it is out of bounds. */
  read(file: string): string | undefined {
    if (!this.root) return undefined;
    if (!this.cache.has(file)) this.cache.set(file, this.load(file));
    return this.cache.get(file);
  }

  exists(file: string): boolean {
    return this.read(file) !== undefined;
  }

  private load(file: string): string | undefined {
    try {
      this.realRoot ??= realpathSync(this.root as string);
      const real = realpathSync(path.resolve(this.realRoot, file));
      const rel = path.relative(this.realRoot, real);
      if (rel.split(path.sep)[0] === '..' || path.isAbsolute(rel)) return undefined;
      const stat = statSync(real);
      if (!stat.isFile() || stat.size > this.maxBytes) return undefined;
      return readFileSync(real, 'utf8');
    } catch {
      return undefined; // missing or unreadable: the caller falls back to an inexact location
    }
  }
}
