#!/usr/bin/env node
// Bench-only: builds the long-lived kustomize renderer prototype (bench/renderer-prototype/main.go)
// into .tools/bin/kustomize-renderer, against krusty at the versions kubectl v1.35.2 embeds
// (sigs.k8s.io/kustomize/api v0.20.1, kyaml v0.20.1) and the module versions api v0.20.1's go.mod
// names. Never a runtime dependency of deploy-gate; nothing it reads is committed.
//   RENDERER_MIRRORS=<dir> node scripts/build-renderer-prototype.mjs
// <dir> holds one git dir (bare or checkout) per GitHub repository, named `owner+name/repo`,
// `owner+name` or `owner/name[.git]`; RENDERER_MIRROR_<OWNER>_<NAME> (upper case, `-` and `.` as
// `_`) points at one repository elsewhere. No network, no module proxy.
//
// Debian's Go 1.19 cannot build these modules in module mode without their test-only
// requirements (testify, goleak, go-cmp...) and a go.sum, so the sources are laid out as a GOPATH
// (GO111MODULE=off): the import graph is all that is needed. Two shims make Go 1.19 compile them
// (docs/performance.md): the standard `slices` package (Go 1.21) and swag's unsafe.StringData
// (Go 1.20). Test files and testdata are left out (some mirrors lack their blobs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const own = path.join(root, 'bench', 'renderer-prototype');
const out = path.join(root, '.tools', 'bin', 'kustomize-renderer');

/** [import path, GitHub repo, go.mod version, git ref, folder of the module in the repo]. */
const MODULES = [
  ['sigs.k8s.io/kustomize/api', 'kubernetes-sigs/kustomize', 'v0.20.1', 'api/v0.20.1', 'api'],
  ['sigs.k8s.io/kustomize/kyaml', 'kubernetes-sigs/kustomize', 'v0.20.1', 'kyaml/v0.20.1', 'kyaml'],
  ['github.com/blang/semver/v4', 'blang/semver', 'v4.0.0', 'v4.0.0', 'v4'],
  ['github.com/go-errors/errors', 'go-errors/errors', 'v1.4.2'],
  ['gopkg.in/evanphx/json-patch.v4', 'evanphx/json-patch', 'v4.12.0'],
  ['k8s.io/kube-openapi', 'kubernetes/kube-openapi', 'v0.0.0-20241212222426-2c72e554b1e7'],
  ['sigs.k8s.io/yaml', 'kubernetes-sigs/yaml', 'v1.5.0'],
  ['go.yaml.in/yaml/v2', 'yaml/go-yaml', 'v2.4.2'],
  ['go.yaml.in/yaml/v3', 'yaml/go-yaml', 'v3.0.3'],
  ['gopkg.in/yaml.v3', 'yaml/go-yaml', 'v3.0.1'],
  ['github.com/go-openapi/jsonpointer', 'go-openapi/jsonpointer', 'v0.21.0'],
  ['github.com/go-openapi/jsonreference', 'go-openapi/jsonreference', 'v0.20.2'],
  ['github.com/go-openapi/swag', 'go-openapi/swag', 'v0.23.0'],
  ['github.com/google/gnostic-models', 'google/gnostic-models', 'v0.6.9'],
  ['github.com/josharian/intern', 'josharian/intern', 'v1.0.0'],
  ['github.com/mailru/easyjson', 'mailru/easyjson', 'v0.7.7'],
  ['github.com/pkg/errors', 'pkg/errors', 'v0.9.1'],
  ['github.com/sergi/go-diff', 'sergi/go-diff', 'v1.2.0'],
  ['github.com/xlab/treeprint', 'xlab/treeprint', 'v1.2.0'],
  ['github.com/monochromegane/go-gitignore', 'monochromegane/go-gitignore', 'v0.0.0-20200626010858-205db1a8cc00'],
  ['github.com/davecgh/go-spew', 'davecgh/go-spew', 'v1.1.1'],
  ['google.golang.org/protobuf', 'protocolbuffers/protobuf-go', 'v1.36.1'],
  ['golang.org/x/sys', 'golang/sys', 'v0.29.0'],
  ['k8s.io/utils', 'kubernetes/utils', 'v0.0.0-20240711033017-18e509b52bc8'],
];

const git = (dir, args, opts = {}) => execFileSync('git', ['--git-dir', dir, ...args], { maxBuffer: 1 << 30, ...opts });

function mirrorOf(repo) {
  const [owner, name] = repo.split('/');
  const key = `RENDERER_MIRROR_${owner}_${name}`.toUpperCase().replace(/[-.]/g, '_');
  const base = process.env.RENDERER_MIRRORS ?? '';
  const candidates = [
    process.env[key],
    ...[`${owner}+${name}/repo`, `${owner}+${name}`, `${owner}/${name}.git`, `${owner}/${name}`].map((p) =>
      path.join(base, p),
    ),
  ].filter(Boolean);
  for (const c of candidates) {
    if (existsSync(path.join(c, '.git'))) return path.join(c, '.git');
    if (existsSync(path.join(c, 'HEAD'))) return c;
  }
  throw new Error(`no local mirror of github.com/${repo}: set RENDERER_MIRRORS or ${key}`);
}

/** A pseudo-version names a commit (its last 12 hex digits); anything else is a tag. */
const refOf = (version) => /-([0-9a-f]{12})$/.exec(version)?.[1] ?? version;

/** The versions a go.mod requires, to check the table above against api and kyaml at their tags. */
function required(gitDir, ref, file) {
  const text = git(gitDir, ['show', `${ref}:${file}`], { encoding: 'utf8' });
  return new Map([...text.matchAll(/^\s*(?:require\s+)?([\w./-]+)\s+(v\S+)/gm)].map((m) => [m[1], m[2]]));
}

function checkPins() {
  const kustomize = mirrorOf('kubernetes-sigs/kustomize');
  for (const [ref, file] of [
    ['api/v0.20.1', 'api/go.mod'],
    ['kyaml/v0.20.1', 'kyaml/go.mod'],
  ]) {
    const req = required(kustomize, ref, file);
    for (const [mod, , version] of MODULES) {
      if (req.has(mod) && req.get(mod) !== version)
        throw new Error(`${file} at ${ref} requires ${mod} ${req.get(mod)}`);
    }
  }
}

/** Writes a module's files (no tests, no testdata) from its mirror into GOPATH/src/<import path>. */
function layOut(gopath, [importPath, repo, version, ref = refOf(version), sub = '']) {
  const gitDir = mirrorOf(repo);
  const treeish = sub ? `${ref}:${sub}` : `${ref}^{tree}`;
  const list = git(gitDir, ['ls-tree', '-r', '-z', treeish]).toString('utf8').split('\0').filter(Boolean);
  const dest = path.join(gopath, 'src', importPath);
  for (const entry of list) {
    const [meta, file] = entry.split('\t');
    const [mode, type, sha] = meta.split(' ');
    if (type !== 'blob' || mode === '120000' || file.endsWith('_test.go') || /(^|\/)testdata\//.test(file)) continue;
    const target = path.join(dest, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, git(gitDir, ['cat-file', 'blob', sha]));
  }
}

function build() {
  checkPins();
  const gopath = mkdtempSync(path.join(os.tmpdir(), 'dg-renderer-gopath-'));
  try {
    for (const m of MODULES) layOut(gopath, m);
    mkdirSync(path.join(gopath, 'src', 'slices'), { recursive: true });
    copyFileSync(path.join(own, 'shim', 'slices', 'slices.go'), path.join(gopath, 'src', 'slices', 'slices.go'));
    const main = path.join(gopath, 'src', 'deploy-gate', 'kustomize-renderer');
    mkdirSync(main, { recursive: true });
    copyFileSync(path.join(own, 'main.go'), path.join(main, 'main.go'));
    const overlay = path.join(gopath, 'overlay.json');
    const swag = path.join(gopath, 'src', 'github.com', 'go-openapi', 'swag', 'string_bytes.go');
    writeFileSync(overlay, JSON.stringify({ Replace: { [swag]: path.join(own, 'shim', 'swag', 'string_bytes.go') } }));
    mkdirSync(path.dirname(out), { recursive: true });
    // One core, one package at a time: the machine is shared with people measuring speed.
    const env = { ...process.env, GOPATH: gopath, GO111MODULE: 'off', GOFLAGS: '', GOPROXY: 'off' };
    Object.assign(env, { GOTOOLCHAIN: 'local', CGO_ENABLED: '0', GOMAXPROCS: '1' });
    const args = ['build', '-p', '1', '-trimpath', '-overlay', overlay, '-o', out, 'deploy-gate/kustomize-renderer'];
    execFileSync('go', args, { cwd: main, env, stdio: 'inherit' });
  } finally {
    rmSync(gopath, { recursive: true, force: true });
  }
  console.log(`${out}: built with ${execFileSync('go', ['version'], { encoding: 'utf8' }).trim()}`);
}

build();
