// The ValidatingAdmissionPolicies a config names (`admission.policies`): the platform's policies as
// the clusters run them, kept in folders no target renders (or rendered by another Application).
// Read at the trusted revision, like `checks` (a change cannot switch off the policies that judge
// it); every rendered object is admitted through them besides the policies its own target renders.
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../model/config.js';
import type { Resource } from '../model/resource.js';
import { parseRendered } from '../manifest/index.js';
import { UsageError } from './options.js';

const YAML_FILE = /\.(ya?ml|json)$/i;
/** A policy folder is the platform's own policies: this many bytes is far past any real one. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

export async function loadAdmissionPolicies(config: Config, trustedRoot: string): Promise<Resource[]> {
  const out: Resource[] = [];
  for (const rel of config.admission?.policies ?? []) {
    const files = await filesUnder(trustedRoot, rel);
    if (files === undefined)
      throw new UsageError(
        `admission.policies: ${rel} is neither a folder nor a file at the revision the config was read at`,
      );
    for (const file of files) {
      const text = await readFile(path.join(trustedRoot, file), 'utf8');
      const parsed = parseRendered([{ text, file }], { kind: 'manifests', targetPath: rel, root: trustedRoot });
      const problem = parsed.overBudget?.message ?? parsed.problems[0]?.message;
      if (problem) throw new UsageError(`admission.policies: ${file}: ${problem}`);
      out.push(...parsed.resources);
    }
  }
  return out;
}

/** Repo-relative YAML/JSON files under `rel` (itself when a file), symlinks not followed; undefined when absent. */
async function filesUnder(root: string, rel: string): Promise<string[] | undefined> {
  const st = await lstat(path.join(root, rel)).catch(() => undefined);
  if (!st || st.isSymbolicLink() || !(st.isFile() || st.isDirectory())) return undefined;
  if (st.isFile()) return st.size <= MAX_FILE_BYTES ? [rel] : [];
  // A recursive readdir does not enter linked folders, and isFile() is false for a link.
  const entries = await readdir(path.join(root, rel), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && YAML_FILE.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const sizes = await Promise.all(files.map((f) => lstat(path.join(root, f)).then((s) => s.size)));
  return files.filter((_, i) => (sizes[i] ?? 0) <= MAX_FILE_BYTES);
}
