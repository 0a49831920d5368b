// The folders the renderer bench (bench/renderer-prototype.mjs) renders both ways: the generated
// repo's kustomize targets first, then every kustomization of each corpus repository (the gate's
// targets, then the other folders: bases, components), then any RENDERER_EXTRA_TREES.
import { appendFileSync, cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

/** Kustomize target directories of a repository (deduplicated), from the gate's own target list. */
function kustomizeDirs(targets, repo) {
  const dirs = targets.filter((t) => t.kind === 'kustomize').map((t) => path.join(repo, t.path));
  return [...new Set(dirs)];
}

/** Every other folder with a kustomization (bases, components): more of kustomize exercised. */
function otherKustomizations(repo, known) {
  const found = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== '.git') walk(path.join(dir, e.name));
      else if (KUSTOMIZATION_NAMES.includes(e.name) && !known.includes(dir)) found.push(dir);
    }
  };
  walk(repo);
  return found;
}

/** The corpus repositories and the generated repo, each copied so the annotation pass edits only copies. */
export function collect(ctx, scratch) {
  // The generated repo first: the audit projection compares it with an audit run just before it.
  const gen = path.join(scratch, 'gen');
  ctx.generateRepo(gen, ctx.apps);
  const targets = ctx.targetsOf(gen);
  const helm = targets.filter((t) => t.kind === 'helm');
  const sets = [{ label: `generated repo (${ctx.apps} apps)`, repo: gen, dirs: kustomizeDirs(targets, gen), helm }];
  const corpus = path.join(ctx.shared, 'corpus');
  if (existsSync(corpus)) {
    for (const name of ctx.corpusNames(corpus)) {
      const repo = ctx.corpusRepo(name);
      ctx.cleanup.push(repo);
      const dirs = kustomizeDirs(ctx.targetsOf(repo), repo);
      const others = otherKustomizations(repo, dirs);
      if (dirs.length > 0) sets.push({ label: `corpus ${name} targets`, repo, dirs });
      if (others.length > 0) sets.push({ label: `corpus ${name} other kustomizations`, repo, dirs: others });
    }
  } else console.log('NOTE: ../shared/corpus is absent: only the generated repo is compared');
  // More kustomize features than the corpus has: any local trees (copied; never committed).
  for (const tree of (process.env.RENDERER_EXTRA_TREES ?? '').split(path.delimiter).filter(Boolean)) {
    const repo = path.join(scratch, `extra-${sets.length}`);
    cpSync(tree, repo, { recursive: true, verbatimSymlinks: true });
    sets.push({ label: `extra ${path.basename(tree)}`, repo, dirs: otherKustomizations(repo, []) });
  }
  return sets;
}

/** Appends `buildMetadata: [originAnnotations]` (as the gate does) where the kustomization has none. */
export function withOriginAnnotations(dirs) {
  let added = 0;
  for (const dir of dirs) {
    const name = KUSTOMIZATION_NAMES.find((n) => existsSync(path.join(dir, n)));
    if (!name) continue;
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (/^buildMetadata\s*:/m.test(text)) continue;
    appendFileSync(file, `${text.endsWith('\n') || text === '' ? '' : '\n'}buildMetadata: [originAnnotations]\n`);
    added++;
  }
  return added;
}
