#!/usr/bin/env node
// Bench-only: builds the long-lived renderer prototypes into .tools/bin, from local git mirrors,
// offline. Never a runtime dependency of deploy-gate; nothing it reads is committed.
//   RENDERER_MIRRORS=<dir> node scripts/build-renderer-prototype.mjs [kustomize] [helm] [client]
// (all three when none is named; renderer-client is the bench's stand-in for helm and kubectl). <dir> holds one git dir (bare or checkout) per GitHub repository,
// named `owner+name/repo`, `owner+name` or `owner/name[.git]`; RENDERER_MIRROR_<OWNER>_<NAME>
// (upper case, `-` and `.` as `_`) points at one repository elsewhere. No network, no module proxy.
//
// kustomize-renderer (bench/renderer-prototype/main.go): krusty at the versions kubectl v1.35.2
// embeds (sigs.k8s.io/kustomize/api v0.20.1, kyaml v0.20.1), built with RENDERER_KUSTOMIZE_GO
// (default `go`; Debian's Go 1.19 here). helm-renderer (bench/renderer-prototype/helm/main.go):
// helm v4.1.4's library, built with RENDERER_HELM_GO (a Go >= 1.25, as helm's go.mod asks).
//
// Both are laid out as a GOPATH (GO111MODULE=off): without a module proxy there is no go.sum and
// no test-only requirement to satisfy, and only the import graph is needed. Shims (all ours, in
// bench/renderer-prototype/shim/, docs/performance.md says why each): for Go 1.19, the standard
// `slices` package and swag's unsafe.StringData; for helm, the client-go version helm reads from
// module build information (absent in GOPATH mode) and xstrings' ToPascalCase (see
// helm-modules.mjs SUBSTITUTES). Test files and testdata are left out (some mirrors lack their
// blobs), and `// import "..."` comments on package clauses are dropped: GOPATH mode enforces
// them, module mode (the real builds) ignores them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_GO, EXTRA, HELM, HELM_MODULES, SUBSTITUTES } from '../bench/renderer-prototype/helm-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const own = path.join(root, 'bench', 'renderer-prototype');
const bin = path.join(root, '.tools', 'bin');

/** kustomize-renderer: [import path, GitHub repo, go.mod version, git ref, folder of the module in the repo]. */
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

/** A pseudo-version names a commit (its last 12 hex digits); anything else is a tag (`+incompatible` dropped). */
const refOf = (version) => /-([0-9a-f]{12})$/.exec(version)?.[1] ?? version.replace(/\+incompatible$/, '');

/** The versions a go.mod requires, to check the table above against api and kyaml at their tags. */
function required(gitDir, ref, file) {
  const text = git(gitDir, ['show', `${ref}:${file}`], { encoding: 'utf8' });
  return new Map([...text.matchAll(/^\s*(?:require\s+)?([\w./-]+)\s+(v\S+)/gm)].map((m) => [m[1], m[2]]));
}

function checkKustomizePins() {
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

/** Every helm row at its go.mod version; a substitute only for a module of the table. */
function checkHelmPins() {
  const req = required(mirrorOf(HELM[1]), HELM[2], 'go.mod');
  for (const [mod, , version] of HELM_MODULES) {
    if (req.get(mod) !== version)
      throw new Error(`helm ${HELM[2]} go.mod requires ${mod} ${req.get(mod) ?? 'nothing'}, table says ${version}`);
  }
  for (const mod of Object.keys(SUBSTITUTES)) {
    if (!HELM_MODULES.some(([m]) => m === mod) && !EXTRA.some(([m]) => m === mod))
      throw new Error(`substitute for ${mod}, not in the table`);
  }
}

/** GOPATH mode checks `package x // import "path"` comments; module mode ignores them. */
const dropImportComment = (text) => text.replace(/^(package\s+\w+)[ \t]*\/\/[ \t]*import[ \t][^\n]*$/m, '$1');

/** The blobs named, read by one `git cat-file --batch`; a blob the mirror lacks is absent from the map. */
function readBlobs(gitDir, shas) {
  const out = git(gitDir, ['cat-file', '--batch'], { input: shas.join('\n') + '\n', maxBuffer: 1 << 30 });
  const blobs = new Map();
  for (let at = 0; at < out.length;) {
    const eol = out.indexOf(10, at);
    const [sha, type, size] = out.subarray(at, eol).toString('latin1').split(' ');
    if (type !== 'blob') {
      at = eol + 1; // `<sha> missing`: a snapshot may lack its largest blobs
      continue;
    }
    blobs.set(sha, out.subarray(eol + 1, eol + 1 + Number(size)));
    at = eol + 1 + Number(size) + 1;
  }
  return blobs;
}

/** Writes a module's files (no tests, no testdata) from its mirror into GOPATH/src/<import path>. */
function layOut(gopath, [importPath, repo, version, ref = refOf(version), sub = '']) {
  const gitDir = mirrorOf(repo);
  const treeish = sub ? `${ref}:${sub}` : `${ref}^{tree}`;
  const list = git(gitDir, ['ls-tree', '-r', '-z', treeish]).toString('utf8').split('\0').filter(Boolean);
  const files = list
    .map((entry) => {
      const [meta, file] = entry.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, file };
    })
    .filter(({ mode, type, file }) => type === 'blob' && mode !== '120000' && !file.endsWith('_test.go'))
    .filter(({ file }) => !/(^|\/)testdata\//.test(file));
  const blobs = readBlobs(
    gitDir,
    files.map((f) => f.sha),
  );
  const dest = path.join(gopath, 'src', importPath);
  for (const { sha, file } of files) {
    const blob = blobs.get(sha);
    if (!blob) continue;
    const target = path.join(dest, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.endsWith('.go') ? dropImportComment(blob.toString('utf8')) : blob);
  }
  const absent = files.filter((f) => !blobs.has(f.sha)).map((f) => f.file);
  // The build fails if an absent file is one it needs.
  if (absent.length > 0) console.log(`${importPath}: not in the mirror, left out: ${absent.join(', ')}`);
}

/** `go build` of one main package, one core and one package at a time, at nice 19 (shared machine). */
function goBuild({ go, gopath, main, out, overlay, ldflags = [] }) {
  const env = { ...process.env, GOPATH: gopath, GO111MODULE: 'off', GOFLAGS: '', GOPROXY: 'off' };
  Object.assign(env, { GOTOOLCHAIN: 'local', CGO_ENABLED: '0', GOMAXPROCS: '1' });
  const flags = ldflags.length > 0 ? ['-ldflags', ldflags.join(' ')] : [];
  if (overlay) flags.push('-overlay', overlay);
  const args = ['-n', '19', go, 'build', '-p', '1', '-trimpath', ...flags, '-o', out, main];
  mkdirSync(path.dirname(out), { recursive: true });
  execFileSync('nice', args, { cwd: path.join(gopath, 'src', main), env, stdio: 'inherit' });
  console.log(`${out}: built with ${execFileSync(go, ['version'], { encoding: 'utf8' }).trim()}`);
}

/** A GOPATH with the modules and our main package laid out; removed after `use` returns. */
function withGopath(modules, mainName, mainFile, use) {
  const gopath = mkdtempSync(path.join(os.tmpdir(), 'dg-renderer-gopath-'));
  try {
    for (const m of modules) layOut(gopath, m);
    const main = path.join(gopath, 'src', 'deploy-gate', mainName);
    mkdirSync(main, { recursive: true });
    copyFileSync(mainFile, path.join(main, 'main.go'));
    use(gopath, `deploy-gate/${mainName}`);
  } finally {
    rmSync(gopath, { recursive: true, force: true });
  }
}

function buildKustomize() {
  checkKustomizePins();
  withGopath(MODULES, 'kustomize-renderer', path.join(own, 'main.go'), (gopath, main) => {
    mkdirSync(path.join(gopath, 'src', 'slices'), { recursive: true });
    copyFileSync(path.join(own, 'shim', 'slices', 'slices.go'), path.join(gopath, 'src', 'slices', 'slices.go'));
    const overlay = path.join(gopath, 'overlay.json');
    const swag = path.join(gopath, 'src', 'github.com', 'go-openapi', 'swag', 'string_bytes.go');
    writeFileSync(overlay, JSON.stringify({ Replace: { [swag]: path.join(own, 'shim', 'swag', 'string_bytes.go') } }));
    const go = process.env.RENDERER_KUSTOMIZE_GO || 'go';
    goBuild({ go, gopath, main, out: path.join(bin, 'kustomize-renderer'), overlay });
  });
}

/** helm's release build stamps these (Makefile LDFLAGS); .Capabilities.HelmVersion shows them. */
function helmLdflags() {
  const commit = git(mirrorOf(HELM[1]), ['rev-parse', `${HELM[2]}^{commit}`], { encoding: 'utf8' }).trim();
  const pkg = `${HELM[0]}/internal/version`;
  const vars = { version: HELM[2], metadata: '', gitCommit: commit, gitTreeState: 'clean', clientGoVersion: CLIENT_GO };
  return Object.entries(vars).map(([k, v]) => `-X ${pkg}.${k}=${v}`);
}

function buildHelm() {
  const go = process.env.RENDERER_HELM_GO || 'go';
  const version = /go1\.(\d+)/.exec(execFileSync(go, ['version'], { encoding: 'utf8' }))?.[1];
  if (!version || Number(version) < 25)
    throw new Error(`helm ${HELM[2]} needs Go >= 1.25 and ${go} is not; set RENDERER_HELM_GO to one`);
  checkHelmPins();
  const rows = [...HELM_MODULES, ...EXTRA].map(([mod, repo, v, ref, sub]) =>
    SUBSTITUTES[mod] ? [mod, repo, v, refOf(SUBSTITUTES[mod][0]), sub] : [mod, repo, v, ref, sub],
  );
  withGopath([HELM, ...rows], 'helm-renderer', path.join(own, 'helm', 'main.go'), (gopath, main) => {
    const src = (p) => path.join(gopath, 'src', p);
    const overlay = path.join(gopath, 'overlay.json');
    const Replace = {
      [src(`${HELM[0]}/internal/version/clientgo.go`)]: path.join(own, 'shim', 'helm-version', 'clientgo.go'),
      [src('github.com/huandu/xstrings/pascal.go')]: path.join(own, 'shim', 'xstrings', 'pascal.go'),
    };
    writeFileSync(overlay, JSON.stringify({ Replace }));
    goBuild({ go, gopath, main, out: path.join(bin, 'helm-renderer'), overlay, ldflags: helmLdflags() });
  });
}

/** The stand-in for helm and kubectl that forwards to the bench's broker (standard library only). */
function buildClient() {
  const go = process.env.RENDERER_HELM_GO || 'go';
  withGopath([], 'renderer-client', path.join(own, 'client', 'main.go'), (gopath, main) =>
    goBuild({ go, gopath, main, out: path.join(bin, 'renderer-client') }),
  );
}

const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : ['kustomize', 'helm', 'client']) {
  if (name === 'kustomize') buildKustomize();
  else if (name === 'helm') buildHelm();
  else if (name === 'client') buildClient();
  else throw new Error(`unknown renderer ${name}: kustomize, helm or client`);
}
