import path from 'node:path';
import type { Config } from '../model/config.js';
import { environmentOf } from '../model/config.js';
import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import { configAt, configPathOf, openSide } from '../engine/workspace.js';
import { UsageError } from '../engine/options.js';
import { discover } from '../engine/discover.js';
import { renderTarget, resolveTools } from '../render/index.js';
import { parseRendered } from '../manifest/index.js';
import { normalizeForDiff, redactObject, stringifyYaml } from '../diff/index.js';
import { sanitize } from '../redact/index.js';
import { SourceCache, defaultSourceCacheDir } from '../sources/cache.js';
import { heldSecrets, writeOutput } from './common.js';

export interface InspectFlags {
  repo: string;
  ref?: string;
  config?: string;
  target?: string;
  output?: string;
  format?: string;
  helm?: string;
  kustomize?: string;
  offline?: boolean;
}

async function withTargets<T>(flags: InspectFlags, fn: (targets: Target[], config: Config, root: string) => Promise<T>): Promise<T> {
  const repo = path.resolve(flags.repo);
  const side = await openSide(repo, flags.ref ?? 'HEAD');
  try {
    const { config } = await configAt(repo, side.info.sha, configPathOf(flags.config));
    const found = await discover(side.root, config);
    for (const f of found.findings) process.stderr.write(`deploy-gate: ${f.ruleId}: ${f.message}\n`);
    return await fn(found.targets, config, side.root);
  } finally {
    await side.cleanup();
  }
}

/** `targets`: one line per target — id, kind, path, and how it was found. */
export async function targetsCommand(flags: InspectFlags): Promise<number> {
  return withTargets(flags, async (targets) => {
    if (flags.format === 'json') {
      writeOutput(JSON.stringify(targets, null, 2), flags.output);
      return 0;
    }
    const lines = targets.map((t) => {
      const how = t.origin.file ? `${t.origin.how}: ${t.origin.file}` : t.origin.how;
      return `${targetId(t)}\t${t.kind}\t${t.path}\t(${how})`;
    });
    writeOutput(lines.join('\n'), flags.output);
    return 0;
  });
}

/** `render`: the rendered objects of one or all targets, Secrets redacted. Exit 1 when a render fails. */
export async function renderCommand(flags: InspectFlags): Promise<number> {
  return withTargets(flags, async (targets, config, root) => {
    const chosen = flags.target ? targets.filter((t) => targetId(t) === flags.target) : targets;
    if (flags.target && chosen.length === 0) throw new UsageError(`no target ${flags.target}; see \`deploy-gate targets\``);
    const tools = await resolveTools({ helm: flags.helm, kustomize: flags.kustomize });
    // Remote charts and bases: the same allowlist (this revision's config), cache and credentials as a gate run.
    const remote = { sources: config.sources, configFile: config.file, offline: flags.offline ?? false, cache: new SourceCache(defaultSourceCacheDir(process.env)), env: process.env };
    const out: string[] = [];
    let failed = false;
    for (const target of chosen) {
      const result = await renderTarget({
        target, root, env: environmentOf(config, target.environment), tools,
        timeoutMs: config.render.timeoutSeconds * 1000, maxOutputBytes: config.render.maxOutputBytes, remote,
      });
      if (!result.ok) {
        failed = true;
        process.stderr.write(`deploy-gate: ${targetId(target)}: ${result.code}: ${result.error}\n`);
        continue;
      }
      const parsed = parseRendered(result.chunks, {
        kind: target.kind, targetPath: target.path, root,
        ...(result.originAnnotationsAdded !== undefined ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}),
      });
      for (const p of parsed.problems) process.stderr.write(`deploy-gate: ${targetId(target)}: ${p.ruleId}: ${p.message}\n`);
      for (const r of parsed.resources) out.push(`---\n# ${targetId(target)}: ${r.source.file}\n${stringifyYaml(normalizeForDiff(redactObject(r.object)))}`);
    }
    writeOutput(sanitize(out.join(''), { secrets: heldSecrets(), roots: [root] }), flags.output);
    return failed ? 1 : 0;
  });
}
