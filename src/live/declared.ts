/**
 * The Argo CD Applications declared in git at the audited revision, by name: what the live spec
 * is compared with (live/spec-drift) and what makes a live Application "managed".
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';
import type { DeclaredApp, Json } from './types.js';
import { isObject } from '../kube/object.js';

const SKIP = new Set(['.git', 'node_modules', '.deploy-gate-tool']);
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20_000;

async function yamlFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (out.length >= MAX_FILES) return;
      const full = path.join(dir, e.name);
      if (e.isDirectory() && !SKIP.has(e.name)) await walk(full);
      else if (e.isFile() && /\.ya?ml$/i.test(e.name)) out.push(full);
    }
  };
  await walk(root);
  return out;
}

function applicationsIn(text: string): Json[] {
  if (!/kind:\s*["']?Application["']?\s*$/m.test(text)) return [];
  return parseYamlFile(text)
    .docs.map((doc) => doc.value)
    .filter(isObject)
    .filter((o) => o.kind === 'Application' && String(o.apiVersion ?? '').startsWith('argoproj.io/'));
}

/** Every `argoproj.io` Application manifest under `root` (Helm templates with `{{` are skipped by the parser). */
export async function declaredApplications(root: string): Promise<Map<string, DeclaredApp>> {
  const found = new Map<string, DeclaredApp>();
  for (const file of await yamlFiles(root)) {
    const size = await stat(file).then(
      (s) => s.size,
      () => Infinity,
    );
    if (size > MAX_FILE_BYTES) continue;
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const app of applicationsIn(text)) {
      const name = (app.metadata as Json | undefined)?.name;
      if (typeof name === 'string' && name !== '' && !found.has(name))
        found.set(name, { file: path.relative(root, file), manifest: app });
    }
  }
  return found;
}
