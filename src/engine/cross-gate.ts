import { environmentOf, type Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { ImageReport } from '../model/report.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import type { RecordSource } from '../gate/index.js';
import { createTagResolver, type TagResolver } from '../registry/index.js';
import type { RunOptions } from './options.js';
import type { TargetOutcome } from './target-run.js';

export interface GateContext {
  mode: 'check' | 'audit';
  config: Config;
  opts: RunOptions;
  baseRoot?: string;
  headRoot: string;
}

export interface GateOutput {
  findings: Finding[];
  images: ImageReport[];
  notices: string[];
}

/** The gate's code (the record schema's ajv among it) is imported when an environment asks for records. */
const gateCode = () => import('../gate/index.js');

/** Records (from trusted sources only) and the tag resolver: set up once per run, on first need. */
export function gateRunner(ctx: GateContext) {
  const needed = Object.values(ctx.config.environments).some((e) => e.gateRecords !== 'off');
  let records: Promise<RecordSource> | undefined;
  const resolver: TagResolver | undefined =
    (ctx.config.resolveTags || ctx.opts.resolveTags) && !ctx.opts.offline
      ? createTagResolver({ offline: false, runBudgetMs: 120_000 })
      : undefined;
  const authHeaderEnv = ctx.config.gateRecords.authHeaderEnv;
  const authHeader = authHeaderEnv ? ctx.opts.env?.[authHeaderEnv] : undefined;
  // The record store's credential joins the values no output may contain: the caller is told, it sanitizes.
  if (authHeader && authHeader.length >= 8) ctx.opts.onSecret?.(authHeader);
  const load = (out: GateOutput) => {
    records ??= gateCode()
      .then(({ loadGateRecords }) =>
        loadGateRecords({
          // Check mode: records come from the base revision; the head is only read to say what it tried to add.
          baseRoot: ctx.mode === 'check' && ctx.baseRoot ? ctx.baseRoot : ctx.headRoot,
          ...(ctx.mode === 'check' ? { headRoot: ctx.headRoot } : {}),
          path: ctx.config.gateRecords.path,
          url: ctx.config.gateRecords.url,
          authHeader,
          offline: ctx.opts.offline,
        }),
      )
      .then((r) => {
        out.notices.push(...r.notices);
        return r;
      });
    return records;
  };
  return async (outcomes: TargetOutcome[], out: GateOutput): Promise<void> => {
    if (!needed) return;
    const { checkGate } = await gateCode();
    for (const o of outcomes) {
      const target = o.pair.head;
      if (!target || !o.head || o.head.status !== 'rendered') continue;
      const env = environmentOf(ctx.config, target.environment);
      if (env.gateRecords === 'off') continue;
      const result = await checkGate({
        env,
        app: target.app,
        scope: ctx.config.gateRecords.scope,
        head: o.head.resources,
        ...(ctx.mode === 'check' ? { base: o.base?.resources ?? [] } : {}),
        records: await load(out),
        podTemplatePaths: ctx.config.podTemplatePaths,
        ...(resolver ? { resolver } : {}),
      });
      const findings = finalizeDrafts(result.drafts, {
        config: ctx.config,
        app: target.app,
        environment: target.environment,
      });
      // The gate judges only images the change introduced: everything it finds is new.
      out.findings.push(...(ctx.mode === 'check' ? compareFindings([], findings) : findings));
      out.images.push(...result.images);
      out.notices.push(...result.notices);
    }
  };
}
