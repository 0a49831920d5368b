// `goTemplate: true` ApplicationSet templates, evaluated by a real Go text/template engine with
// Sprig: the pinned helm binary. One `helm template` run evaluates a whole batch: a synthetic
// chart whose values hold the template strings and the parameter sets, and whose one template
// calls `tpl` on each pair. `tpl` parses every string on its own (as Argo CD's Replace does), and
// wrapping it in a `define` whose output goes through `toJson` keeps Go's `<no value>` (which helm
// otherwise blanks) and any text exactly. Known differences from Argo CD's engine are refused or
// documented in docs/discovery.md: helm runs with missingkey=zero (missingkey=error is emulated by
// refusing a `<no value>` in the output), Argo CD's `normalize`/`slugify` do not exist in helm and
// helm's own functions do not exist in Argo CD.
import { scratchDir } from '../../cache/scratch.js';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NO_NETWORK_ENV, execSucceeded, execTool } from '../../render/exec.js';
import { sanitizeToolError } from '../../redact/index.js';
import { ExpandError, NotExpandable, type Params } from './params.js';

export interface TemplateJob {
  template: string;
  params: Params;
}

export interface GoTemplateEngine {
  /** The rendered strings, in job order; throws ExpandError (Argo CD would fail too) or NotExpandable. */
  render(jobs: TemplateJob[], options: string[]): Promise<string[]>;
}

const ARGO_ONLY = ['normalize', 'slugify'];
/** Functions helm adds that Argo CD's engine does not have (Argo CD would fail: "function not defined"). */
const HELM_ONLY = [
  'include',
  'tpl',
  'required',
  'lookup',
  'toToml',
  'fromToml',
  'toYamlPretty',
  'getHostByName',
  'mustToYaml',
];
const ACTION = /\{\{(.*?)\}\}/gs;
const OPEN = /^-?\s*(if|range|with)\b/;
const CLOSE = /^-?\s*end\b/;
const NAMED = /^-?\s*(define|block|template)\b/;
const TIMEOUT_MS = 60_000;
const MAX_OUTPUT = 64 * 1024 * 1024;

/** Refuses what helm would evaluate differently from Argo CD; undefined when the template is fine. */
export function unsupported(template: string): { verdict: 'error' | 'not-checked'; reason: string } | undefined {
  let depth = 0;
  for (const m of template.matchAll(ACTION)) {
    const body = m[1] ?? '';
    if (NAMED.test(body))
      return { verdict: 'not-checked', reason: 'a template that defines or calls named templates is not evaluated' };
    if (OPEN.test(body)) depth++;
    if (CLOSE.test(body) && --depth < 0)
      return { verdict: 'error', reason: `template "${template}": unexpected {{end}}` };
    const words = body.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, ' ').split(/[\s|()]+/);
    const argoOnly = ARGO_ONLY.find((f) => words.includes(f));
    if (argoOnly)
      return {
        verdict: 'not-checked',
        reason: `template uses Argo CD's "${argoOnly}" function, which the offline engine (helm) lacks`,
      };
    const helmOnly = HELM_ONLY.find((f) => words.includes(f));
    if (helmOnly)
      return {
        verdict: 'error',
        reason: `template "${template}": function "${helmOnly}" not defined in Argo CD's template engine`,
      };
  }
  if (depth !== 0)
    return {
      verdict: 'error',
      reason: `template "${template}": unexpected EOF (an {{if}}, {{range}} or {{with}} is not closed)`,
    };
  return undefined;
}

const CHART_YAML = 'apiVersion: v2\nname: dg-appset\nversion: 0.0.0\n';
const OUT_TEMPLATE = [
  '{{- $t := .Values.t }}{{- $p := .Values.p }}',
  '{{- range $i, $j := .Values.j }}',
  'r{{ $i }}: {{ tpl (index $t (int (index $j 0))) (index $p (int (index $j 1))) | toJson }}',
  '{{- end }}',
  '',
].join('\n');

const wrap = (template: string): string =>
  `{{define "dg-appset-string"}}${template}{{end}}{{include "dg-appset-string" . | toJson}}`;

/** A batch engine over one helm binary. */
export function helmGoTemplate(helmBin: () => Promise<string>): GoTemplateEngine {
  return {
    async render(jobs, options) {
      if (jobs.length === 0) return [];
      for (const job of jobs) {
        const bad = unsupported(job.template);
        if (bad?.verdict === 'error') throw new ExpandError(bad.reason);
        if (bad) throw new NotExpandable(bad.reason);
      }
      const out = await runBatch(await helmBin(), jobs);
      const strict = options.some((o) => o === 'missingkey=error');
      return out.map((s, i) => {
        if (strict && s.includes('<no value>'))
          throw new ExpandError(
            `template "${(jobs[i] as TemplateJob).template}": map has no entry for a key (missingkey=error)`,
          );
        return s;
      });
    },
  };
}

async function runBatch(helm: string, jobs: TemplateJob[]): Promise<string[]> {
  const templates: string[] = [];
  const params: Params[] = [];
  const index = new Map<string, number>();
  const pairs = jobs.map((job) => {
    let t = index.get(job.template);
    if (t === undefined) {
      t = templates.push(wrap(job.template)) - 1;
      index.set(job.template, t);
    }
    return [t, params.push(job.params) - 1];
  });
  const dir = await scratchDir('dg-appset-');
  try {
    await mkdir(path.join(dir, 'chart', 'templates'), { recursive: true });
    await writeFile(path.join(dir, 'chart', 'Chart.yaml'), CHART_YAML);
    await writeFile(path.join(dir, 'chart', 'templates', 'out.yaml'), OUT_TEMPLATE);
    await writeFile(path.join(dir, 'values.json'), JSON.stringify({ t: templates, p: params, j: pairs }));
    const r = await execTool(helm, ['template', 'dg', path.join(dir, 'chart'), '-f', path.join(dir, 'values.json')], {
      env: { ...NO_NETWORK_ENV },
      timeoutMs: TIMEOUT_MS,
      maxOutputBytes: MAX_OUTPUT,
    });
    if (!execSucceeded(r)) {
      if (r.spawnError || r.timedOut || r.overBudget)
        throw new NotExpandable(
          `the Go template engine (helm) did not run: ${r.spawnError ?? (r.timedOut ? 'timed out' : 'output too large')}`,
        );
      throw new ExpandError(cleanError(sanitizeToolError(r.stderr, { roots: [dir] })));
    }
    return readOutput(r.stdout, jobs.length);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** helm's message names our synthetic chart and wrapper; keep the user's template and what Go said about it. */
function cleanError(stderr: string): string {
  const line = stderr.split('\n').find((l) => l.trim() !== '') ?? 'the Go template failed';
  const template = /\{\{define \\"dg-appset-string\\"\}\}([\s\S]*?)\{\{end\}\}\{\{include \\"dg-appset-string\\"/.exec(
    line,
  )?.[1];
  const cause = line.split(/error calling include: |template: gotpl:\d+:\d+: /).pop() ?? line;
  const said = cause.replace(/^executing "dg-appset-string" /, '').replace(/^template: gotpl:\d+:\d+: /, '');
  return template === undefined
    ? line.replace(/^Error:\s*/, '')
    : `template "${template.replace(/\\"/g, '"')}": ${said}`;
}

/** Each job is one line `r<i>: <JSON of the wrapped template's JSON output>` (toJson escapes every line break). */
function readOutput(stdout: string, count: number): string[] {
  const lines = new Map<number, string>();
  for (const m of stdout.matchAll(/^r(\d+): (.*)$/gm)) lines.set(Number(m[1]), m[2] as string);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let value: unknown;
    try {
      const inner: unknown = JSON.parse(lines.get(i) ?? 'null');
      value = typeof inner === 'string' ? JSON.parse(inner) : undefined;
    } catch {
      value = undefined;
    }
    // Anything but one JSON string means the template escaped its define: Argo CD parses it differently.
    if (typeof value !== 'string')
      throw new NotExpandable(
        'a template could not be evaluated as Argo CD does (its structure escapes a single template)',
      );
    out.push(value);
  }
  return out;
}
