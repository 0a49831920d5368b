/**
 * Resources for tests, built with the real parser (src/manifest parseRendered) when it exists, else
 * with the local stand-in. The module path is computed so typecheck does not depend on it yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from '../../src/model/resource.js';
import { resourcesFromYaml } from './local-resources.js';

type ParseRendered = (chunks: { text: string; file?: string }[], opts: { kind: 'manifests'; targetPath: string }) => { resources: Resource[]; problems: unknown[] };

const MANIFEST_INDEX = path.resolve(import.meta.dirname, '..', '..', 'src', 'manifest', 'index.ts');
let real: ParseRendered | undefined | null = null;

async function realParser(): Promise<ParseRendered | undefined> {
  if (real !== null) return real;
  real = undefined;
  if (existsSync(MANIFEST_INDEX)) {
    const mod = (await import(MANIFEST_INDEX)) as { parseRendered?: ParseRendered };
    real = mod.parseRendered;
  }
  return real;
}

export async function usingRealParser(): Promise<boolean> {
  return (await realParser()) !== undefined;
}

export async function loadResources(text: string, file: string): Promise<Resource[]> {
  const parse = await realParser();
  if (!parse) return resourcesFromYaml(text, file);
  const { resources, problems } = parse([{ text, file }], { kind: 'manifests', targetPath: file });
  if (problems.length > 0) throw new Error(`${file}: ${JSON.stringify(problems)}`);
  return resources;
}
