// Every YAML file below a folder (the project's own, or the shared corpus), for tests that read
// real files both ways: sorted, without node_modules and .git, under `maxBytes` each (700 KB unless said).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function yamlFilesUnder(dir: string, maxBytes = 700_000, out: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    if (name === 'node_modules' || name === '.git') continue;
    const p = path.join(dir, name);
    const info = statSync(p, { throwIfNoEntry: false });
    if (info?.isDirectory()) yamlFilesUnder(p, maxBytes, out);
    else if (info?.isFile() && /\.ya?ml$/.test(name) && info.size < maxBytes) out.push(p);
  }
  return out;
}
