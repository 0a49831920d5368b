// The YAML step alone, in this process: the plain-manifest files of the validation bench parsed
// into objects with source positions by src/manifest, once on the full path (yaml Documents for
// every node) and once as audits now do (fast path; positions read only when a finding asks).
// Both must give the same objects; the bench says so rather than trusting it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

async function buildManifestModule(root) {
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'node_modules', '.cache', 'dg-parse-bench');
  await build({
    absWorkingDir: root,
    entryPoints: { manifest: 'src/manifest/index.ts' },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  return import(pathToFileURL(path.join(outdir, 'manifest.js')).href);
}

function parseAll(parseRendered, inputs, fullParse) {
  const t0 = performance.now();
  let objects = 0;
  const lines = [];
  for (const { text, file } of inputs) {
    const out = parseRendered([{ text, file }], { kind: 'manifests', targetPath: path.posix.dirname(file), fullParse });
    objects += out.resources.length;
    for (const r of out.resources) lines.push(`${r.ref.kind}/${r.ref.name}@${r.source.line}`);
  }
  return { ms: performance.now() - t0, objects, lines: lines.join('\n') };
}

/** ctx: { root, row, repeat }; files: absolute paths under repo. */
export async function runParseBench(ctx, repo, files) {
  const { parseRendered } = await buildManifestModule(ctx.root);
  const inputs = files.map((f) => ({ text: readFileSync(f, 'utf8'), file: path.relative(repo, f) }));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const full = Array.from({ length: ctx.repeat }, () => parseAll(parseRendered, inputs, true));
  const fast = Array.from({ length: ctx.repeat }, () => parseAll(parseRendered, inputs, false));
  const same = full[0].lines === fast[0].lines && full[0].objects === fast[0].objects;
  const [a, b] = [median(full.map((r) => r.ms)), median(fast.map((r) => r.ms))];
  ctx.row(
    `YAML with positions only (in-process), ${fast[0].objects} objects: full / fast path`,
    `${a.toFixed(0)} ms / ${b.toFixed(0)} ms = ${(a / b).toFixed(1)}x faster${same ? '' : '  (OBJECTS DIFFER: bench broken)'}`,
  );
}
