#!/usr/bin/env node
// `npm run docs`: regenerates docs/rules.md and the rule table in README.md from the rule
// registry and policies/ (through the built CLI, so it is the same code that runs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli.js');
const run = (...args) => execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

writeFileSync(path.join(root, 'docs', 'rules.md'), run('rules'));
const readmePath = path.join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const table = run('rules', '--table').trim();
const updated = readme.replace(
  /<!-- rules:start -->[\s\S]*<!-- rules:end -->/,
  `<!-- rules:start -->\n${table}\n<!-- rules:end -->`,
);
writeFileSync(readmePath, updated);
console.log('docs: docs/rules.md and the README rule table regenerated');
