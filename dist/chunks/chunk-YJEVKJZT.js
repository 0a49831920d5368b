import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  SourceCache,
  configOf,
  defaultSourceCacheDir,
  discover,
  inputMaskValues,
  normalizeForDiff,
  openSide,
  renderTarget,
  stringifyYaml,
  toolPaths,
  trustedSourcesOf
} from "./chunk-OVIKFOGR.js";
import {
  readConfig,
  remoteUrls,
  resolveTools
} from "./chunk-UEK253SU.js";
import {
  heldSecrets,
  writeOutput
} from "./chunk-5VPE5DC7.js";
import {
  targetId
} from "./chunk-NIV5XKAB.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  parseRendered
} from "./chunk-GYBYBRZP.js";
import {
  environmentOf
} from "./chunk-ADW2EP4Y.js";
import {
  collectMaskValues,
  redactObject,
  sanitize
} from "./chunk-5E7SO422.js";

// src/commands/inspect.ts
import path from "node:path";

// src/commands/render-one.ts
async function renderOne(target, ctx) {
  const { config, root } = ctx;
  const result = await renderTarget({
    target,
    root,
    env: environmentOf(config, target.environment),
    tools: ctx.tools,
    timeoutMs: config.render.timeoutSeconds * 1e3,
    maxOutputBytes: config.render.maxOutputBytes,
    ...ctx.remote ? { remote: ctx.remote } : {}
  });
  if (!result.ok) return { ok: false, code: result.code, error: result.error };
  const parsed = parseRendered(result.chunks, {
    kind: target.kind,
    targetPath: result.builtPath ?? target.path,
    root,
    maxObjects: config.render.maxObjects,
    maxParsedBytes: config.render.maxParsedBytes,
    ...result.originAnnotationsAdded !== void 0 ? { originAnnotationsAdded: result.originAnnotationsAdded } : {}
  });
  return { ok: true, parsed };
}

// src/targets/source-kinds.ts
var SOURCE_KINDS = [
  "config",
  "Argo CD Application",
  "ApplicationSet",
  "Flux Kustomization",
  "Flux HelmRelease",
  "kustomization",
  "chart",
  "helmfile",
  "other"
];
function sourceKindOf(t) {
  switch (t.origin.how) {
    case "config":
      return "config";
    case "argocd":
      return t.origin.set?.startsWith("ApplicationSet ") ? "ApplicationSet" : "Argo CD Application";
    case "flux":
      return t.origin.detail?.startsWith("HelmRelease ") ? "Flux HelmRelease" : "Flux Kustomization";
    case "kustomize-overlay":
      return "kustomization";
    case "helm-chart":
      return /(^|\/)helmfile\.ya?ml(\.gotmpl)?$/.test(t.origin.file ?? "") ? "helmfile" : "chart";
  }
}
var UNIT_KINDS = [
  [/^ApplicationSet\b/, "ApplicationSet"],
  [/^Application\b/, "Argo CD Application"],
  [/^HelmRelease\b/, "Flux HelmRelease"],
  [/^Kustomization\b/, "Flux Kustomization"],
  [/^helmfile\b/, "helmfile"],
  [/^chart\b/, "chart"],
  [/^kustomization\b/, "kustomization"]
];
function unitKindOf(u) {
  return UNIT_KINDS.find(([re]) => re.test(u.unit))?.[1] ?? "other";
}
function sourceSummary(targets, units) {
  const rows = new Map(
    SOURCE_KINDS.map((kind) => [kind, { kind, found: 0, rendered: 0, notChecked: 0 }])
  );
  for (const t of targets) rows.get(sourceKindOf(t)).rendered++;
  for (const u of units) rows.get(unitKindOf(u)).notChecked++;
  return [...rows.values()].map((r) => ({ ...r, found: r.rendered + r.notChecked })).filter((r) => r.found > 0);
}
function sourceSummaryText(rows) {
  if (rows.length === 0) return "units by source: none found\n";
  return rows.map((r) => `units by source: ${r.kind} ${r.found} found, ${r.rendered} rendered, ${r.notChecked} not-checked
`).join("");
}

// src/commands/inspect.ts
async function withTargets(flags, fn) {
  const repo = path.resolve(flags.repo);
  const side = await openSide(repo, flags.ref ?? "HEAD");
  try {
    const choice = await readConfig(repo, side.info.sha, flags.config, {
      workingTreeFirst: flags.ref === void 0 || flags.ref === "HEAD"
    });
    const { config } = configOf(choice.text, choice.rel);
    const found = await discover(side.root, config, { repoUrls: await remoteUrls(repo), ...toolPaths(flags) });
    for (const f of found.findings) process.stderr.write(`deploy-gate: ${f.ruleId}: ${f.message}
`);
    return await fn(found.targets, config, side.root, found);
  } finally {
    await side.cleanup();
  }
}
async function targetsCommand(flags) {
  return withTargets(flags, async (all, _config, root, found) => {
    const units = found.notChecked.map(({ declaration: _d, message: _m, key: _k, ...u }) => u);
    const values = all.flatMap((t) => t.secretValues ?? []);
    const clean = (text) => sanitize(text, { secrets: heldSecrets(), values, roots: [root] });
    const targets = all.map(({ secretValues: _s, ...t }) => t);
    process.stderr.write(sourceSummaryText(sourceSummary(all, found.notChecked)));
    if (flags.format === "json") {
      const summary = sourceSummary(all, found.notChecked);
      writeOutput(
        clean(JSON.stringify({ targets, notChecked: units, excluded: found.excluded, summary }, null, 2)),
        flags.output
      );
      return 0;
    }
    const lines = targets.map(targetLine);
    for (const u of units) lines.push(`${u.unit}	not-checked	${u.file}${u.line ? `:${u.line}` : ""}	(${u.reason})`);
    for (const rel of found.excluded) lines.push(`${rel}	excluded	${rel}	(config exclude:)`);
    writeOutput(clean(lines.join("\n")), flags.output);
    return 0;
  });
}
function targetLine(t) {
  const how = (t.origin.file ? `${t.origin.how}: ${t.origin.file}` : t.origin.how) + (t.origin.set ? `, generated by ${t.origin.set}` : "");
  if (!t.sources) return `${targetId(t)}	${t.kind}	${t.path}	(${how})`;
  const listed = t.sources.map((s) => `${s.label}: ${s.kind} ${s.path}`).join(", ");
  return `${targetId(t)}	sources	${t.sources.map((s) => s.path).join(" + ")}	(${how}; joins ${listed})`;
}
async function renderCommand(flags) {
  return withTargets(flags, async (targets, config, root) => {
    const chosen = flags.target ? targets.filter((t) => targetId(t) === flags.target) : targets;
    if (flags.target && chosen.length === 0)
      throw new UsageError(`no target ${flags.target}; see \`deploy-gate targets\``);
    const tools = await resolveTools({ helm: flags.helm, kustomize: flags.kustomize });
    const remote = {
      sources: config.sources,
      configFile: config.file,
      offline: flags.offline ?? false,
      cache: new SourceCache(defaultSourceCacheDir(process.env)),
      env: process.env,
      ...trustedSourcesOf(config.sources, root)
    };
    const out = [];
    const values = [];
    const clean = (text) => sanitize(text, { secrets: heldSecrets(), values, roots: [root] });
    let failed = false;
    for (const target of chosen) {
      const result = await renderOne(target, { config, root, tools, remote });
      if (!result.ok) {
        failed = true;
        values.push(...await inputMaskValues(root, target), ...target.secretValues ?? []);
        process.stderr.write(clean(`deploy-gate: ${targetId(target)}: ${result.code}: ${result.error}
`));
        continue;
      }
      const { parsed } = result;
      values.push(...collectMaskValues(parsed.resources.map((r) => r.object)), ...target.secretValues ?? []);
      if (parsed.overBudget) {
        failed = true;
        process.stderr.write(
          `deploy-gate: ${targetId(target)}: ${parsed.overBudget.code}: ${parsed.overBudget.message}
`
        );
      }
      for (const p of parsed.problems)
        process.stderr.write(clean(`deploy-gate: ${targetId(target)}: ${p.ruleId}: ${p.message}
`));
      for (const r of parsed.resources)
        out.push(
          `---
# ${targetId(target)}: ${r.source.file}
${stringifyYaml(normalizeForDiff(redactObject(r.object)))}`
        );
    }
    writeOutput(clean(out.join("")), flags.output);
    return failed ? 1 : 0;
  });
}

export {
  renderOne,
  withTargets,
  targetsCommand,
  renderCommand
};
