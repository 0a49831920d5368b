#!/usr/bin/env node
// Bench-only: puts kubeconform (pinned, default v0.6.7) into .tools/bin for `npm run bench`.
// Never a runtime dependency of deploy-gate, never committed.
//   KUBECONFORM_SRC=<git dir or checkout of github.com/yannh/kubeconform> node scripts/build-kubeconform.mjs
//     builds the tag from that local copy with its vendored modules (no network; Go >= 1.19 works for v0.6.7);
//   node scripts/build-kubeconform.mjs
//     without KUBECONFORM_SRC: `go install github.com/yannh/kubeconform/cmd/kubeconform@<tag>` (needs the Go module proxy).
// KUBECONFORM_VERSION picks another tag. The bench also takes any kubeconform via KUBECONFORM=/path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, '.tools', 'bin');
const tag = process.env.KUBECONFORM_VERSION ?? 'v0.6.7';
const goEnv = { ...process.env, GOTOOLCHAIN: 'local', CGO_ENABLED: '0', GOFLAGS: '-mod=vendor' };
const ldflags = `-X main.version=${tag}`;

/** The tag's source tree from a git dir or checkout; test fixtures are left out (not needed, and some mirrors lack their blobs). */
function exportSource(src) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kubeconform-src-'));
  const archive = execFileSync('git', ['--git-dir', gitDir(src), 'archive', tag, '--', '.', ':(exclude)fixtures'], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return dir;
}

function gitDir(src) {
  return existsSync(path.join(src, '.git')) ? path.join(src, '.git') : src;
}

mkdirSync(bin, { recursive: true });
const out = path.join(bin, 'kubeconform');
if (process.env.KUBECONFORM_SRC) {
  const dir = exportSource(path.resolve(process.env.KUBECONFORM_SRC));
  try {
    execFileSync('go', ['build', '-trimpath', '-ldflags', ldflags, '-o', out, './cmd/kubeconform'], {
      cwd: dir,
      env: goEnv,
      stdio: 'inherit',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  execFileSync(
    'go',
    ['install', '-trimpath', '-ldflags', ldflags, `github.com/yannh/kubeconform/cmd/kubeconform@${tag}`],
    {
      env: { ...process.env, GOBIN: bin, CGO_ENABLED: '0' },
      stdio: 'inherit',
    },
  );
}
console.log(`${out}: ${execFileSync(out, ['-v'], { encoding: 'utf8' }).trim()}`);
