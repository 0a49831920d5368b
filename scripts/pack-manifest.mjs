#!/usr/bin/env node
// The published package.json has no `prepare`: that step installs the pinned helm/kubectl test
// binaries for a clone (`npm ci`), from a scripts/ folder the package does not ship. npm runs
// `prepack` before it reads the files to pack and `postpack` after, so the manifest is stripped
// for the tarball and put back as it was (the way pinst keeps husky's hook out of packages).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'package.json');
const backup = path.join(root, '.package.json.before-pack');
/** Lifecycle scripts a consumer's install would run: none may reach for the unshipped scripts/. */
const DEV_ONLY = ['prepare', 'preinstall', 'install', 'postinstall'];

const step = process.argv[2];
if (step === 'strip') {
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(backup, text);
  const pkg = JSON.parse(text);
  for (const name of DEV_ONLY) delete pkg.scripts?.[name];
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (step === 'restore') {
  if (existsSync(backup)) renameSync(backup, manifest);
} else {
  throw new Error('usage: pack-manifest.mjs strip|restore');
}
