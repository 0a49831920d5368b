#!/usr/bin/env node
// Writes the API-server fault corpus (test/apiserver/fault-cases.mjs) to test/fixtures/apiserver-faults.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAULTS_DIR, faultFiles } from '../test/apiserver/fault-files.mjs';

rmSync(FAULTS_DIR, { recursive: true, force: true });
const files = faultFiles();
for (const [rel, text] of files) {
  const file = path.join(FAULTS_DIR, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`apiserver faults: ${files.size} files in ${path.relative(process.cwd(), FAULTS_DIR)}`);
