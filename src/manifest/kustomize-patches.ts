// A field a kustomize patch sets is located in that patch, not in the base resource that does not
// hold it (or holds an older value). The patches are read from the kustomizations the target
// reaches: patchesStrategicMerge, patches (strategic merge or JSON 6902, in a file or inline) and
// patchesJson6902. The patch nearest to the target wins (an overlay's patch applies after its
// base's); within one kustomization the last one in kustomize's order (strategic merge patches,
// then `patches`, then JSON 6902).
import { isMap, isScalar, isSeq, parseAllDocuments, LineCounter } from 'yaml';
import type { Document, Node } from 'yaml';
import type { ResourceRef, SourceLocation } from '../model/resource.js';
import { parsePointer } from '../kube/json-pointer.js';
import { fieldSetter, renderedAt, type RenderedField } from './kustomize-setters.js';
import { reachedKustomizations, type ReachedKustomization } from './kustomize-chain.js';
import { findNode } from './node-locate.js';
import { repoRelative, type SourceFiles } from './source-files.js';

/** Keys strategic merge matches list items by (containers, env, volumes, ports, mounts). */
const MERGE_KEYS = ['name', 'containerPort', 'mountPath', 'devicePath', 'ip'];

type Obj = Record<string, unknown>;

interface Patch {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Line in `file` of the patch text's first line, minus one (inline patches). */
  lineBase: number;
  json6902: boolean;
  /** The kustomization's `target:` selector, when it has one. */
  target?: Obj;
  depth: number;
  order: number;
}

export class KustomizePatches {
  private patches: Patch[] | undefined;
  private reached: ReachedKustomization[] | undefined;

  constructor(
    private readonly targetPath: string,
    private readonly files: SourceFiles,
  ) {}

  /** The patch (else the kustomization field: images, replicas, namespace, labels) that sets the field. */
  locate(field: RenderedField, renderedLine: number): SourceLocation | undefined {
    this.patches ??= this.load();
    const hits = this.patches
      .filter((p) => targets(p, field.ref))
      .map((p) => ({ p, offset: p.json6902 ? jsonOffset(p, field) : smpOffset(p, field) }))
      .filter((h): h is { p: Patch; offset: number } => h.offset !== undefined)
      .sort((a, b) => a.p.depth - b.p.depth || b.p.order - a.p.order);
    const best = hits[0];
    if (!best) {
      this.reached ??= reachedKustomizations(this.targetPath, this.files);
      return fieldSetter(this.reached, field, renderedLine);
    }
    const pos = best.p.lineCounter.linePos(best.offset);
    // Inside an inline patch the column is the text's, not the kustomization's: left out.
    const column = best.p.lineBase === 0 ? { column: pos.col } : {};
    return { file: best.p.file, line: best.p.lineBase + pos.line, ...column, exact: true, renderedLine };
  }

  private load(): Patch[] {
    this.reached ??= reachedKustomizations(this.targetPath, this.files);
    const out: Patch[] = [];
    // A kustomization the render wrote (Flux options) is no file of the repository to point at.
    for (const k of this.reached.filter((r) => !r.dir.startsWith('.deploy-gate-generated')))
      out.push(...this.patchesOf(k.dir, k.file, k.doc, k.depth, out.length));
    return out;
  }

  private patchesOf(dir: string, file: string, k: Document.Parsed, depth: number, start: number): Patch[] {
    const out: Patch[] = [];
    const add = (entry: Node | null, json6902?: boolean): void => {
      const target = isMap(entry) ? (entry.toJSON() as Obj).target : undefined;
      const found = this.patchText(dir, file, entry);
      for (const p of found) {
        const isJson = json6902 ?? isSeq(p.doc.contents);
        out.push({ ...p, json6902: isJson, depth, order: start + out.length, ...(isObj(target) ? { target } : {}) });
      }
    };
    for (const e of seqItems(k.get('patchesStrategicMerge'))) add(e, false);
    for (const e of seqItems(k.get('patches'))) add(e);
    for (const e of seqItems(k.get('patchesJson6902'))) add(e, true);
    return out;
  }

  /** The documents of one patch entry: a file path (string or `path:`), or inline text (`patch:` or an SMP string). */
  private patchText(dir: string, file: string, entry: Node | null): Array<Omit<Patch, 'json6902' | 'depth' | 'order'>> {
    // The line in the kustomization of an inline patch's scalar (a block scalar's text starts on the next line).
    const lineOf = (n: Node): number => (this.files.read(file) ?? '').slice(0, n.range?.[0] ?? 0).split('\n').length;
    const node = isMap(entry) ? (entry.get('path', true) ?? entry.get('patch', true)) : entry;
    if (!isScalar(node) || typeof node.value !== 'string') return [];
    const inline = (isMap(entry) && entry.has('patch')) || node.value.includes('\n');
    if (inline) {
      const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
      return parsed(node.value, file, block ? lineOf(node) : lineOf(node) - 1);
    }
    const patchFile = repoRelative(dir, node.value);
    const text = patchFile === undefined ? undefined : this.files.read(patchFile);
    return text === undefined || patchFile === undefined ? [] : parsed(text, patchFile, 0);
  }
}

function parsed(text: string, file: string, lineBase: number): Array<Omit<Patch, 'json6902' | 'depth' | 'order'>> {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter });
  if (!Array.isArray(docs)) return [];
  return docs.filter((d) => d.errors.length === 0 && d.contents).map((doc) => ({ file, doc, lineCounter, lineBase }));
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const seqItems = (v: unknown): Array<Node | null> => (isSeq(v) ? (v.items as Array<Node | null>) : []);

/** The name in a patch or selector names the rendered object (kustomize may have prefixed or suffixed it). */
const sameName = (patchName: unknown, rendered: string): boolean =>
  typeof patchName === 'string' && (patchName === rendered || rendered.includes(patchName));

function targets(p: Patch, ref: ResourceRef): boolean {
  if (p.target) {
    const { kind, name } = p.target;
    return (kind === undefined || kind === ref.kind) && (name === undefined || sameName(name, ref.name));
  }
  if (p.json6902 || !isMap(p.doc.contents)) return false;
  const own = p.doc.toJSON() as Obj;
  return own.kind === ref.kind && isObj(own.metadata) && sameName(own.metadata.name, ref.name);
}

/** Strategic merge: walk the patch with the pointer, matching list items by their merge key. */
function smpOffset(p: Patch, field: RenderedField): number | undefined {
  let node: unknown = p.doc.contents;
  let offset: number | undefined;
  for (let i = 0; i < field.tokens.length; i++) {
    const token = field.tokens[i] as string;
    if (isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && String(it.key.value) === token);
      if (!pair) return undefined;
      offset = (pair.key as Node).range?.[0];
      node = pair.value;
    } else if (isSeq(node)) {
      const item = matchItem(node.items, renderedAt(field, i + 1));
      if (!item) return undefined;
      offset = (item as Node).range?.[0];
      node = item;
    } else return undefined;
  }
  return offset;
}

function matchItem(items: unknown[], rendered: unknown): unknown {
  if (!isObj(rendered)) return undefined;
  for (const key of MERGE_KEYS) {
    const want = rendered[key];
    if (want === undefined) continue;
    return items.find((it) => isMap(it) && it.get(key) === want);
  }
  return undefined;
}

/** JSON 6902: the op whose path is the field or one of its parents (then inside its value). */
function jsonOffset(p: Patch, field: RenderedField): number | undefined {
  if (!isSeq(p.doc.contents)) return undefined;
  let found: number | undefined;
  for (const op of p.doc.contents.items) {
    if (!isMap(op) || !['add', 'replace', 'copy', 'move'].includes(String(op.get('op')))) continue;
    const at = String(op.get('path') ?? '');
    let tokens: string[];
    try {
      tokens = parsePointer(at);
    } catch {
      continue;
    }
    const matches = tokens.every((t, i) => t === field.tokens[i] || (t === '-' && i === tokens.length - 1));
    if (!matches || tokens.length > field.tokens.length) continue;
    const value = op.get('value', true) as Node | undefined;
    const rest = field.tokens.slice(tokens.length);
    const hit = value ? findNode(p.doc, value, rest) : undefined;
    // Later ops win, as they apply later.
    if (hit && hit.matched === rest.length) found = hit.offset;
  }
  return found;
}
