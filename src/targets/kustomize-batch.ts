// Discovery builds every Flux Kustomization of a repository, and most of a small build is
// kustomize starting up: on the bench's generated repository one process built 100 folders in
// 0.85 s where 100 processes took 6.6 s. So the builds discovery asks for together are made by one
// process: each folder is wrapped in a kustomization that only marks its objects with an
// annotation, the wrappers are the resources of one root, and the output is split by the mark.
// Kustomize builds a resource folder as it builds it alone, so a member gets the objects of its own
// build (tested against it). A folder joins only after the walk its own build would make (remote
// bases, plugins and escapes refused), and not when it uses a field kustomize applies across the
// whole build (`vars`, `sortOptions`, `buildMetadata`) or needs helm. Each member's documents are
// kept as kustomize wrote them, so Flux's postBuild substitution runs on the same text as after a
// build of its own. A batch that fails for any reason (two members making the same object, a bad
// member) is made again one build at a time, so a bad member fails alone, as it would have. The
// plain path, DEPLOY_GATE_PLAIN_DISCOVERY=1, builds each folder alone.
//
// Members that share a component make the same objects until Flux substitutes their variables
// (`${APP}` in the names of a home-ops repository's shared components), and kustomize refuses two
// objects with one name. So each wrapper also prefixes its member's names with a mark of its own
// (batch-marks.ts), which kustomize carries into the references it fixes, and the marks are taken
// out of the output. Kustomize orders a build's objects by name, and one prefix on all of a
// member's names keeps their order. A member whose kustomizations generate objects is not
// prefixed: whether kustomize's hash of a generated object covers its name is kustomize's to
// change. Kustomize fixes references once, across the whole batch: a member whose output names
// another member's mark is built alone, and fields that configure that fixing (`configurations`,
// `crds`, `openapi`) keep a folder out of batches.
import { mkdir } from 'node:fs/promises';
import { readFile } from '../local/tree-files.js';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  GENERATED_DIR,
  NO_NETWORK_ENV,
  execSucceeded,
  execTool,
  kustomizeArgs,
  kustomizationFields,
  rewriteFile,
  walkKustomization,
  withOverlay,
  withPostBuild,
  type RenderRequest,
  type RenderResult,
} from '../render/index.js';
import { KUSTOMIZATION_FILES, ORIGIN_ANNOTATION, removeAnnotation } from '../manifest/index.js';
import { asObj, parseDocs, type Obj } from './yaml-docs.js';
import { MemberMarks } from './batch-marks.js';

const MEMBER = 'deploy-gate.dev/batch-member';
/** Kustomization fields (folded) kustomize applies to the whole build rather than to the folder that says them. */
const WHOLE_BUILD_FIELDS = ['vars', 'sortoptions', 'buildmetadata', 'configurations', 'crds', 'openapi'];
/** Kustomization fields (folded) that make objects whose names kustomize hashes. */
const GENERATOR_FIELDS = ['configmapgenerator', 'secretgenerator', 'generators'];
/** How long the batcher waits for another build before it starts the ones it holds. */
const QUIET_MS = 15;
const MIN_MEMBERS = 8;
const MAX_MEMBERS = 150;
const BATCH_BUDGETS = 4;

export type RenderOne = (req: RenderRequest) => Promise<RenderResult>;

interface Member {
  req: RenderRequest;
  /** The folder kustomize builds for it (its Flux overlay, or its own path). */
  built: string;
  /** Whether its names may carry the batch's mark (it generates no hashed names). */
  prefixed: boolean;
  /** The files its build reads. */
  reach: string[];
  done: (r: Promise<RenderResult>) => void;
}

/** A render's objects, parsed once: base and head read a render they share, and a batch parsed its own. */
const parsedOf = new WeakMap<RenderResult, Obj[]>();

/** The objects of a discovery render without the annotations deploy-gate asked kustomize for (a copy per reader). */
export function renderedObjects(result: Extract<RenderResult, { ok: true }>): Obj[] {
  let objs = parsedOf.get(result);
  if (!objs) {
    objs = result.chunks.flatMap((c) =>
      parseDocs(c.text)
        .map((d) => asObj(d.value))
        .filter((o): o is Obj => o !== undefined),
    );
    for (const o of objs) {
      removeAnnotation(o, MEMBER);
      if (result.originAnnotationsAdded) removeAnnotation(o, ORIGIN_ANNOTATION);
    }
    parsedOf.set(result, objs);
  }
  return structuredClone(objs);
}

/**
 * Renders discovery's requests (all in one tree), joining the kustomize builds that can be made
 * together. `one` renders one request; `slots` bounds the processes running at once.
 */
export function kustomizeBatcher(one: RenderOne, slots: <T>(fn: () => Promise<T>) => Promise<T>): RenderOne {
  let queue: Member[] = [];
  let timer: NodeJS.Timeout | undefined;
  let made = 0;
  const alone: RenderOne = (req) => slots(() => one(req));
  const flush = (): void => {
    timer = undefined;
    const { groups, apart } = grouped(queue);
    queue = [];
    for (const m of apart) m.done(alone(m.req));
    for (const members of groups) {
      if (members.length === 1) members[0]?.done(alone(members[0].req));
      else
        void slots(() => buildTogether(members, `batch-${made++}`))
          .catch(() => undefined)
          .then((outcome) => settle(members, outcome, alone));
    }
  };
  return async (req) => {
    const joining = await joinable(req).catch(() => undefined);
    if (joining === undefined) return alone(req);
    return new Promise<RenderResult>((resolve, reject) => {
      queue.push({ req, ...joining, done: (r) => void r.then(resolve, reject) });
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, QUIET_MS);
    });
  };
}

/**
 * One batch per core (kustomize builds on one), of at least a few members each. Members that are
 * not prefixed make their objects under their own names: two that reach the same file (a shared
 * component) are kept in different batches, and one that fits in none is built alone.
 */
function grouped(held: Member[]): { groups: Member[][]; apart: Member[] } {
  const count = Math.min(Math.ceil(held.length / MIN_MEMBERS), Math.max(os.availableParallelism(), 1));
  const size = Math.min(Math.ceil(held.length / count), MAX_MEMBERS);
  const groups: Member[][] = [];
  const apart: Member[] = [];
  const fits = (group: Member[], m: Member) =>
    group.length < size && (m.prefixed || !group.some((o) => !o.prefixed && o.reach.some((f) => m.reach.includes(f))));
  for (const m of held) {
    const group = groups.find((g) => fits(g, m)) ?? (groups.length < Math.ceil(held.length / size) ? [] : undefined);
    if (!group) apart.push(m);
    else if (group.push(m) === 1) groups.push(group);
  }
  return { groups, apart };
}

/** The folder to build when `req` can join a batch: a plain kustomize build whose reach the walk knows. */
async function joinable(req: RenderRequest): Promise<Pick<Member, 'built' | 'prefixed' | 'reach'> | undefined> {
  const t = req.target;
  if (t.kind !== 'kustomize' || t.sources?.length || t.kustomizeEdits || t.overlay?.generate) return;
  const built = await withOverlay(req.root, t);
  const walk = await walkKustomization(req.root, built.path);
  if (walk.problems.length > 0 || walk.unreadable.length > 0 || walk.charts.length > 0) return;
  let prefixed = true;
  for (const file of walk.files.filter((f) => KUSTOMIZATION_FILES.includes(path.posix.basename(f)))) {
    const text = await readFile(path.join(req.root, file), 'utf8').catch(() => undefined);
    const fields = text === undefined ? undefined : kustomizationFields(text, file);
    if (!fields || WHOLE_BUILD_FIELDS.some((f) => fields.has(f))) return;
    if (GENERATOR_FIELDS.some((f) => fields.has(f))) prefixed = false;
  }
  return { built: built.path, prefixed, reach: walk.files };
}

/**
 * Every member's objects from one build, or undefined when the batch cannot stand for them (a
 * member it cannot stand for is undefined alone). Each member passed the walk a build of its own
 * makes first (joinable); the root and the wrappers are ours, so kustomize runs on them directly,
 * with the build's own restrictions and budgets.
 */
async function buildTogether(members: Member[], name: string): Promise<(RenderResult | undefined)[] | undefined> {
  const first = members[0]?.req as RenderRequest;
  const tool = first.tools.kustomize;
  if (!tool.ok) return undefined;
  const dir = path.join(first.root, GENERATED_DIR, name);
  const marks = new MemberMarks();
  // Written as JSON, which kustomize reads as the YAML it is.
  await Promise.all(
    members.map(async (m, i) => {
      const wrapper = path.join(dir, `m${i}`);
      await mkdir(wrapper, { recursive: true });
      const resource = path.relative(wrapper, path.join(first.root, m.built)).split(path.sep).join('/');
      const transformers = ['mark.yaml'];
      await rewriteFile(path.join(wrapper, 'mark.yaml'), JSON.stringify(marker(i)));
      if (m.prefixed) {
        transformers.push('prefix.yaml');
        await rewriteFile(path.join(wrapper, 'prefix.yaml'), JSON.stringify(prefixer(marks.of(i))));
      }
      await rewriteFile(
        path.join(wrapper, 'kustomization.yaml'),
        JSON.stringify({ resources: [resource], transformers }),
      );
    }),
  );
  await rewriteFile(
    path.join(dir, 'kustomization.yaml'),
    JSON.stringify({ resources: members.map((_, i) => `m${i}`) }),
  );
  const started = performance.now();
  const run = await execTool(tool.bin, kustomizeArgs(tool.renderArgs, dir), {
    cwd: dir,
    env: { ...NO_NETWORK_ENV },
    timeoutMs: first.timeoutMs,
    // Each member is held to its own budget below; the batch to four of them (a larger one is made one build at a time).
    maxOutputBytes: Math.min(
      members.reduce((n, m) => n + m.req.maxOutputBytes, 0),
      BATCH_BUDGETS * first.maxOutputBytes,
    ),
  });
  if (!execSucceeded(run)) return undefined;
  // Each member's documents as kustomize wrote them (Flux substitutes variables in that text).
  const docs = parseDocs(run.stdout);
  const lines = run.stdout.split('\n');
  const texts: string[][] = members.map(() => []);
  const objects: Obj[][] = members.map(() => []);
  const foreign = new Set<number>();
  for (const [d, doc] of docs.entries()) {
    const obj = asObj(doc.value);
    const i = Number(asObj(asObj(obj?.metadata)?.annotations)?.[MEMBER] ?? NaN);
    const own = texts[i];
    if (!obj || !own || doc.error !== undefined) return undefined;
    const text = lines.slice(doc.line - 1, (docs[d + 1]?.line ?? lines.length + 1) - 1).join('\n');
    const unmarked = marks.removedFrom(text, i);
    if (unmarked === undefined) foreign.add(i);
    own.push(unmarked?.startsWith('---') ? unmarked : `---\n${unmarked ?? ''}`);
    removeAnnotation(obj, MEMBER);
    objects[i]?.push(marks.any ? (marks.removedFromValue(obj, i) as Obj) : obj);
  }
  const ctx = { started, root: first.root, rootReal: first.root };
  return members.map((m, i) => {
    if (foreign.has(i)) return undefined;
    const text = (texts[i] ?? []).join('\n');
    if (Buffer.byteLength(text) > m.req.maxOutputBytes) return undefined;
    const built: RenderResult = {
      ok: true,
      chunks: [{ text }],
      tool: tool.tool,
      durationMs: performance.now() - started,
    };
    const substituted = withPostBuild(built, m.req.target, ctx);
    // Without substitution the member's text is what the batch parsed: its objects are kept.
    if (substituted === built) parsedOf.set(built, objects[i] ?? []);
    return substituted;
  });
}

function marker(i: number): Obj {
  return {
    apiVersion: 'builtin',
    kind: 'AnnotationsTransformer',
    metadata: { name: 'deploy-gate-batch-member' },
    annotations: { [MEMBER]: String(i) },
    fieldSpecs: [{ path: 'metadata/annotations', create: true }],
  };
}

function prefixer(prefix: string): Obj {
  return {
    apiVersion: 'builtin',
    kind: 'PrefixTransformer',
    metadata: { name: 'deploy-gate-batch-prefix' },
    prefix,
    fieldSpecs: [{ path: 'metadata/name' }],
  };
}

function settle(members: Member[], outcome: (RenderResult | undefined)[] | undefined, alone: RenderOne): void {
  for (const [i, m] of members.entries()) {
    const own = outcome?.[i];
    m.done(own ? Promise.resolve(own) : alone(m.req));
  }
}
