import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  crdScopes,
  mergeScopes,
  placementOf
} from "./chunk-QL7IOEAV.js";
import {
  describeRef
} from "./chunk-XY7PLT3O.js";
import {
  DEFAULT_MAX_ALIAS_COUNT,
  DEFAULT_MAX_DOC_BYTES,
  breakCode,
  describeForeignBreak,
  documentToPlain,
  findNode,
  hasBlockingErrors,
  parseStream,
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  isCredentialPath
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  asStrings,
  isObject,
  joinPointer,
  parsePointer
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/manifest/duplicates.ts
function where(loc) {
  const line = loc.line !== void 0 ? `:${loc.line}` : "";
  const rendered = loc.renderedLine !== void 0 && !loc.exact ? ` (rendered line ${loc.renderedLine})` : "";
  return `${loc.file}${line}${rendered}`;
}
function placedTogether(earlier, later, namespace2) {
  if ((earlier.ref.namespace ?? "") === (later.ref.namespace ?? "")) return "";
  return namespace2 === "" ? " (the kind is cluster-scoped: the namespace written on it is ignored)" : ` (an object without a namespace is applied to the target's namespace "${namespace2}")`;
}
function duplicateResources(resources, defaultNamespace, known) {
  const crds = mergeScopes(known, crdScopes(resources.map((r) => r.object)));
  const first = /* @__PURE__ */ new Map();
  const drafts = [];
  for (const resource of resources) {
    if (resource.ref.name.endsWith("*")) continue;
    const { key, namespace: namespace2 } = placementOf(resource.ref, defaultNamespace, crds);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, resource);
      continue;
    }
    drafts.push({
      ruleId: "manifest/duplicate-resource",
      message: `${describeRef(resource.ref)} occurs twice in this target: at ${where(earlier.source)} and at ${where(resource.source)}; only one of them can be applied${placedTogether(earlier, resource, namespace2)}`,
      resource,
      location: resource.source,
      fingerprintKey: where(resource.source)
    });
  }
  return drafts;
}

// src/manifest/source-files.ts
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
function repoRelative(baseDir, relative) {
  if (path.posix.isAbsolute(relative) || relative.includes("\0")) return void 0;
  const joined = path.posix.normalize(path.posix.join(baseDir || ".", relative));
  if (joined === ".." || joined.startsWith("../") || path.posix.isAbsolute(joined)) return void 0;
  return joined === "." ? "" : joined;
}
var SourceFiles = class {
  constructor(root, maxBytes) {
    this.root = root;
    this.maxBytes = maxBytes;
  }
  root;
  maxBytes;
  cache = /* @__PURE__ */ new Map();
  realRoot;
  /** Text of a repo-relative file, or undefined when there is no root, no such file, or it is out of bounds. */
  read(file) {
    if (!this.root) return void 0;
    if (!this.cache.has(file)) this.cache.set(file, this.load(file));
    return this.cache.get(file);
  }
  exists(file) {
    return this.read(file) !== void 0;
  }
  load(file) {
    try {
      this.realRoot ??= realpathSync(this.root);
      const real = realpathSync(path.resolve(this.realRoot, file));
      const rel = path.relative(this.realRoot, real);
      if (rel.split(path.sep)[0] === ".." || path.isAbsolute(rel)) return void 0;
      const stat = statSync(real);
      if (!stat.isFile() || stat.size > this.maxBytes) return void 0;
      return readFileSync(real, "utf8");
    } catch {
      return void 0;
    }
  }
};

// src/manifest/helm-source.ts
var SOURCE_COMMENT = /^#\s*Source:\s*(\S.*?)\s*$/gm;
function helmSourceFile(header, targetPath) {
  let last;
  for (const m of header.matchAll(SOURCE_COMMENT)) last = m[1];
  if (!last) return void 0;
  const slash = last.indexOf("/");
  if (slash < 0) return void 0;
  return repoRelative(targetPath, last.slice(slash + 1));
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var HelmTemplates = class {
  constructor(files) {
    this.files = files;
  }
  files;
  lines = /* @__PURE__ */ new Map();
  linesOf(file) {
    if (!this.lines.has(file)) this.lines.set(file, this.files.read(file)?.split(/\r?\n/));
    return this.lines.get(file);
  }
  /** 1-based line of the `kind:` line of the `ordinal`-th document of this kind in the template. */
  docLine(file, kind, ordinal) {
    const lines = this.linesOf(file);
    if (!lines) return void 0;
    const kindLine = new RegExp(`^\\s*kind:\\s*["']?${escapeRegExp(kind)}["']?\\s*(#.*)?$`);
    const found = [];
    lines.forEach((line, i) => {
      if (kindLine.test(line)) found.push(i + 1);
    });
    return found[ordinal] ?? found[0];
  }
  /** 1-based line of the first `key:` at or after `fromLine`, before the next `---`. */
  keyLine(file, fromLine, key) {
    const lines = this.linesOf(file);
    if (!lines) return void 0;
    const keyRe = new RegExp(`^\\s*(-\\s+)?["']?${escapeRegExp(key)}["']?\\s*:`);
    const section = this.sectionAt(lines, fromLine);
    for (let i = section.start; i <= section.end; i++) {
      if (keyRe.test(lines[i - 1] ?? "")) return i;
    }
    return void 0;
  }
  /**
   * 1-based line of a field reached by walking `tokens` (`spec`, `containers`, `1`, `image`) from
   * `fromLine`: each key is looked for after the previous one, and an index counts the list items
   * (`- `) of the list below its key, so `containers/1/image` lands in the second container, not
   * on the first `image:`. Returns the deepest line reached (undefined when not even the first key is found).
   */
  pathLine(file, fromLine, tokens) {
    const lines = this.linesOf(file);
    if (!lines) return void 0;
    const section = this.sectionAt(lines, fromLine);
    let range = { start: section.start, end: section.end };
    let reached;
    for (const token of tokens) {
      const next = /^(0|[1-9][0-9]*)$/.test(token) ? listItem(lines, range, Number(token)) : keyIn(lines, range, token, reached !== void 0 && /^\s*-\s/.test(lines[reached - 1] ?? ""));
      if (!next) return reached;
      reached = next.line;
      range = next.range;
    }
    return reached;
  }
  sectionAt(lines, line) {
    let start = 1;
    let end = lines.length;
    for (let i = 1; i <= lines.length; i++) {
      if (!/^---(\s|$)/.test(lines[i - 1] ?? "")) continue;
      if (i <= line) start = i;
      else {
        end = i - 1;
        break;
      }
    }
    return { start: Math.max(start, line), end };
  }
};
var indentOf = (line) => /^\s*/.exec(line)?.[0].length ?? 0;
var meaningful = (line) => line.trim() !== "" && !/^\s*(#|\{\{)/.test(line);
function blockEnd(lines, line, indent, end) {
  for (let i = line + 1; i <= end; i++) {
    const text = lines[i - 1] ?? "";
    if (meaningful(text) && indentOf(text) <= indent) return i - 1;
  }
  return end;
}
function keyIn(lines, range, key, itemFirst) {
  const keyRe = new RegExp(`^(\\s*-)?\\s*["']?${escapeRegExp(key)}["']?\\s*:`);
  for (let i = itemFirst ? range.start : range.start + 1; i <= range.end; i++) {
    const text = lines[i - 1] ?? "";
    if (!keyRe.test(text)) continue;
    const indent = /^\s*-\s*/.test(text) ? /^\s*-\s*/.exec(text)?.[0].length ?? 0 : indentOf(text);
    return { line: i, range: { start: i, end: blockEnd(lines, i, indent - 1, range.end) } };
  }
  return void 0;
}
function listItem(lines, range, index) {
  let indent;
  let count = -1;
  for (let i = range.start + 1; i <= range.end; i++) {
    const text = lines[i - 1] ?? "";
    if (!/^\s*-(\s|$)/.test(text)) continue;
    indent ??= indentOf(text);
    if (indentOf(text) !== indent) continue;
    if (++count === index) return { line: i, range: { start: i, end: blockEnd(lines, i, indent, range.end) } };
  }
  return void 0;
}

// src/manifest/source-map.ts
function manifestsMapper(targetPath) {
  return {
    map(site, renderedLine) {
      const file = site.chunkFile ?? targetPath;
      const start = site.lineCounter.linePos(site.start);
      return {
        source: { file, line: renderedLine, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const col = site.lineCounter.linePos(hit.offset).col;
          return { file, line, column: col, exact: hit.matched === tokens.length, renderedLine: line };
        }
      };
    },
    problemAt(chunkFile, _header, line, column) {
      return { file: chunkFile ?? targetPath, line, column, exact: true, renderedLine: line };
    }
  };
}
function lastKeyToken(tokens) {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t !== void 0 && !/^(0|[1-9][0-9]*)$/.test(t)) return t;
  }
  return void 0;
}

// src/manifest/helm-mapper.ts
function helmMapper(targetPath, files) {
  const templates = new HelmTemplates(files);
  const seen = /* @__PURE__ */ new Map();
  let current;
  const fileOf = (header) => {
    current = helmSourceFile(header, targetPath) ?? current;
    return current ?? targetPath;
  };
  return {
    map(site, renderedLine) {
      const file = fileOf(site.header);
      const seenKey = `${file}\0${site.ref.kind}`;
      const ordinal = seen.get(seenKey) ?? 0;
      seen.set(seenKey, ordinal + 1);
      const docLine = templates.docLine(file, site.ref.kind, ordinal);
      return {
        source: { file, line: docLine ?? 1, exact: false, renderedLine },
        locate(tokens, _hit, line) {
          const key = lastKeyToken(tokens);
          const pathLine = docLine !== void 0 ? templates.pathLine(file, docLine, tokens) : void 0;
          const keyLine = pathLine ?? (docLine !== void 0 && key !== void 0 ? templates.keyLine(file, docLine, key) : void 0);
          return { file, line: keyLine ?? docLine ?? 1, exact: false, renderedLine: line };
        }
      };
    },
    problemAt(_chunkFile, header, line) {
      const file = helmSourceFile(header, targetPath) ?? current ?? targetPath;
      return { file, line: 1, exact: false, renderedLine: line };
    }
  };
}

// src/manifest/kustomize-origin.ts
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
function str(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function parseOrigin(text) {
  const parsed2 = parseYamlFile(text, { maxDocBytes: 64 * 1024, maxAliasCount: 0 }).value;
  if (!isObject(parsed2)) return void 0;
  return { path: str(parsed2.path), repo: str(parsed2.repo), configuredIn: str(parsed2.configuredIn) };
}
function takeOrigin(object, strip = true) {
  const metadata2 = object.metadata;
  if (!isObject(metadata2)) return void 0;
  const annotations = metadata2.annotations;
  if (!isObject(annotations) || !Object.hasOwn(annotations, ORIGIN_ANNOTATION)) return void 0;
  const raw = annotations[ORIGIN_ANNOTATION];
  if (strip) removeAnnotation(object, ORIGIN_ANNOTATION);
  return typeof raw === "string" ? parseOrigin(raw) : void 0;
}
function removeAnnotation(object, key) {
  const metadata2 = object.metadata;
  if (!isObject(metadata2)) return;
  const annotations = metadata2.annotations;
  if (!isObject(annotations) || !Object.hasOwn(annotations, key)) return;
  delete annotations[key];
  if (Object.keys(annotations).length === 0) delete metadata2.annotations;
}

// src/manifest/kustomize-mapper.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/manifest/kustomize-patches.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/manifest/kustomize-setters.ts
var import_yaml = __toESM(require_dist(), 1);
function renderedAt(field, n) {
  let v = field.object;
  for (const t of field.tokens.slice(0, n)) {
    if (Array.isArray(v)) v = v[Number(t)];
    else if (v && typeof v === "object") v = v[t];
    else return void 0;
  }
  return v;
}
var CONTAINER_LISTS = ["containers", "initContainers", "ephemeralContainers"];
var entries = (k, key) => {
  const v = k.doc.get(key, true);
  return (0, import_yaml.isSeq)(v) ? v.items : [];
};
function imageName(image2) {
  const at = image2.indexOf("@");
  const noDigest = at < 0 ? image2 : image2.slice(0, at);
  const colon = noDigest.lastIndexOf(":");
  return colon > noDigest.lastIndexOf("/") ? noDigest.slice(0, colon) : noDigest;
}
var image = (k, field, value) => {
  const t = field.tokens;
  const inContainer = t.length >= 3 && t[t.length - 1] === "image" && CONTAINER_LISTS.includes(t[t.length - 3] ?? "");
  if (!inContainer || typeof value !== "string") return void 0;
  const name = imageName(value);
  for (const e of entries(k, "images")) {
    if (!(0, import_yaml.isMap)(e)) continue;
    const produced = String(e.get("newName") ?? e.get("name") ?? "");
    if (produced === name)
      return e.get("digest", true) ?? e.get("newTag", true) ?? e.get("newName", true) ?? e;
  }
  return void 0;
};
var replicas = (k, field) => {
  if (field.tokens.join("/") !== "spec/replicas") return void 0;
  const e = entries(k, "replicas").find((r) => (0, import_yaml.isMap)(r) && field.ref.name.includes(String(r.get("name"))));
  return (0, import_yaml.isMap)(e) ? e.get("count", true) ?? e : void 0;
};
var namespace = (k, field) => field.tokens.join("/") === "metadata/namespace" ? k.doc.get("namespace", true) : void 0;
var metadata = (k, field) => {
  const [m, kind, key, ...rest] = field.tokens;
  if (m !== "metadata" || key === void 0 || rest.length > 0) return void 0;
  if (kind === "annotations") return pairKey(k.doc.get("commonAnnotations", true), key);
  if (kind !== "labels") return void 0;
  const fromLabels = entries(k, "labels").map((l) => (0, import_yaml.isMap)(l) ? pairKey(l.get("pairs", true), key) : void 0).find(Boolean);
  return fromLabels ?? pairKey(k.doc.get("commonLabels", true), key);
};
function pairKey(map, key) {
  if (!(0, import_yaml.isMap)(map)) return void 0;
  const pair = map.items.find((p) => (0, import_yaml.isScalar)(p.key) && String(p.key.value) === key);
  return pair ? pair.key : void 0;
}
var FINDERS = [image, replicas, namespace, metadata];
function fieldSetter(reached, field, renderedLine) {
  const value = renderedAt(field, field.tokens.length);
  for (const k of [...reached].sort((a, b) => a.depth - b.depth)) {
    if (k.dir.startsWith(".deploy-gate-generated")) continue;
    for (const find of FINDERS) {
      const node = find(k, field, value);
      const offset = node?.range?.[0];
      if (offset === void 0) continue;
      const pos = k.lineCounter.linePos(offset);
      return { file: k.file, line: pos.line, column: pos.col, exact: true, renderedLine };
    }
  }
  return void 0;
}

// src/manifest/kustomize-chain.ts
var import_yaml2 = __toESM(require_dist(), 1);
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
var MAX_KUSTOMIZATIONS = 200;
function reachedKustomizations(targetPath, files) {
  const out = [];
  const queue = [{ dir: targetPath, depth: 0 }];
  const seen = /* @__PURE__ */ new Set();
  while (queue.length > 0 && seen.size < MAX_KUSTOMIZATIONS) {
    const { dir, depth } = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const file = KUSTOMIZATION_FILES.map((f) => repoRelative(dir, f) ?? f).find((f) => files.exists(f));
    const lineCounter = new import_yaml2.LineCounter();
    const docs = file ? (0, import_yaml2.parseAllDocuments)(files.read(file) ?? "", { lineCounter }) : [];
    const doc = Array.isArray(docs) ? docs[0] : void 0;
    if (!file || !doc || doc.errors.length > 0 || !(0, import_yaml2.isMap)(doc.contents)) continue;
    const obj = doc.toJSON();
    out.push({ dir, file, doc, lineCounter, obj, depth });
    for (const ref of [...asStrings(obj.resources), ...asStrings(obj.bases), ...asStrings(obj.components)]) {
      const next = repoRelative(dir, ref);
      if (next !== void 0) queue.push({ dir: next, depth: depth + 1 });
    }
  }
  return out;
}

// src/manifest/kustomize-patches.ts
var MERGE_KEYS = ["name", "containerPort", "mountPath", "devicePath", "ip"];
var KustomizePatches = class {
  constructor(targetPath, files) {
    this.targetPath = targetPath;
    this.files = files;
  }
  targetPath;
  files;
  patches;
  reached;
  /** The patch (else the kustomization field: images, replicas, namespace, labels) that sets the field. */
  locate(field, renderedLine) {
    this.patches ??= this.load();
    const hits = this.patches.filter((p) => targets(p, field.ref)).map((p) => ({ p, offset: p.json6902 ? jsonOffset(p, field) : smpOffset(p, field) })).filter((h) => h.offset !== void 0).sort((a, b) => a.p.depth - b.p.depth || b.p.order - a.p.order);
    const best = hits[0];
    if (!best) {
      this.reached ??= reachedKustomizations(this.targetPath, this.files);
      return fieldSetter(this.reached, field, renderedLine);
    }
    const pos = best.p.lineCounter.linePos(best.offset);
    const column = best.p.lineBase === 0 ? { column: pos.col } : {};
    return { file: best.p.file, line: best.p.lineBase + pos.line, ...column, exact: true, renderedLine };
  }
  load() {
    this.reached ??= reachedKustomizations(this.targetPath, this.files);
    const out = [];
    for (const k of this.reached.filter((r) => !r.dir.startsWith(".deploy-gate-generated")))
      out.push(...this.patchesOf(k.dir, k.file, k.doc, k.depth, out.length));
    return out;
  }
  patchesOf(dir, file, k, depth, start) {
    const out = [];
    const add = (entry, json6902) => {
      const target = (0, import_yaml3.isMap)(entry) ? entry.toJSON().target : void 0;
      const found = this.patchText(dir, file, entry);
      for (const p of found) {
        const isJson = json6902 ?? (0, import_yaml3.isSeq)(p.doc.contents);
        out.push({ ...p, json6902: isJson, depth, order: start + out.length, ...isObj(target) ? { target } : {} });
      }
    };
    for (const e of seqItems(k.get("patchesStrategicMerge"))) add(e, false);
    for (const e of seqItems(k.get("patches"))) add(e);
    for (const e of seqItems(k.get("patchesJson6902"))) add(e, true);
    return out;
  }
  /** The documents of one patch entry: a file path (string or `path:`), or inline text (`patch:` or an SMP string). */
  patchText(dir, file, entry) {
    const lineOf = (n) => (this.files.read(file) ?? "").slice(0, n.range?.[0] ?? 0).split("\n").length;
    const node = (0, import_yaml3.isMap)(entry) ? entry.get("path", true) ?? entry.get("patch", true) : entry;
    if (!(0, import_yaml3.isScalar)(node) || typeof node.value !== "string") return [];
    const inline = (0, import_yaml3.isMap)(entry) && entry.has("patch") || node.value.includes("\n");
    if (inline) {
      const block = node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED";
      return parsed(node.value, file, block ? lineOf(node) : lineOf(node) - 1);
    }
    const patchFile = repoRelative(dir, node.value);
    const text = patchFile === void 0 ? void 0 : this.files.read(patchFile);
    return text === void 0 || patchFile === void 0 ? [] : parsed(text, patchFile, 0);
  }
};
function parsed(text, file, lineBase) {
  const lineCounter = new import_yaml3.LineCounter();
  const docs = (0, import_yaml3.parseAllDocuments)(text, { lineCounter });
  if (!Array.isArray(docs)) return [];
  return docs.filter((d) => d.errors.length === 0 && d.contents).map((doc) => ({ file, doc, lineCounter, lineBase }));
}
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var seqItems = (v) => (0, import_yaml3.isSeq)(v) ? v.items : [];
var sameName = (patchName, rendered) => typeof patchName === "string" && (patchName === rendered || rendered.includes(patchName));
function targets(p, ref) {
  if (p.target) {
    const { kind, name } = p.target;
    return (kind === void 0 || kind === ref.kind) && (name === void 0 || sameName(name, ref.name));
  }
  if (p.json6902 || !(0, import_yaml3.isMap)(p.doc.contents)) return false;
  const own = p.doc.toJSON();
  return own.kind === ref.kind && isObj(own.metadata) && sameName(own.metadata.name, ref.name);
}
function smpOffset(p, field) {
  let node = p.doc.contents;
  let offset;
  for (let i = 0; i < field.tokens.length; i++) {
    const token = field.tokens[i];
    if ((0, import_yaml3.isMap)(node)) {
      const pair = node.items.find((it) => (0, import_yaml3.isScalar)(it.key) && String(it.key.value) === token);
      if (!pair) return void 0;
      offset = pair.key.range?.[0];
      node = pair.value;
    } else if ((0, import_yaml3.isSeq)(node)) {
      const item = matchItem(node.items, renderedAt(field, i + 1));
      if (!item) return void 0;
      offset = item.range?.[0];
      node = item;
    } else return void 0;
  }
  return offset;
}
function matchItem(items, rendered) {
  if (!isObj(rendered)) return void 0;
  for (const key of MERGE_KEYS) {
    const want = rendered[key];
    if (want === void 0) continue;
    return items.find((it) => (0, import_yaml3.isMap)(it) && it.get(key) === want);
  }
  return void 0;
}
function jsonOffset(p, field) {
  if (!(0, import_yaml3.isSeq)(p.doc.contents)) return void 0;
  let found;
  for (const op of p.doc.contents.items) {
    if (!(0, import_yaml3.isMap)(op) || !["add", "replace", "copy", "move"].includes(String(op.get("op")))) continue;
    const at = String(op.get("path") ?? "");
    let tokens;
    try {
      tokens = parsePointer(at);
    } catch {
      continue;
    }
    const matches = tokens.every((t, i) => t === field.tokens[i] || t === "-" && i === tokens.length - 1);
    if (!matches || tokens.length > field.tokens.length) continue;
    const value = op.get("value", true);
    const rest = field.tokens.slice(tokens.length);
    const hit = value ? findNode(p.doc, value, rest) : void 0;
    if (hit && hit.matched === rest.length) found = hit.offset;
  }
  return found;
}

// src/manifest/kustomize-mapper.ts
var ResourceFiles = class {
  constructor(files, maxDocBytes) {
    this.files = files;
    this.maxDocBytes = maxDocBytes;
  }
  files;
  maxDocBytes;
  cache = /* @__PURE__ */ new Map();
  objects(file) {
    return memoised(this.cache, file, () => this.load(file));
  }
  load(file) {
    const text = this.files.read(file);
    if (text === void 0) return [];
    const stream = parseStream(text, this.maxDocBytes);
    return stream.docs.flatMap(({ doc }) => {
      const node = doc.contents;
      if (!(0, import_yaml4.isMap)(node)) return [];
      const kind = node.get("kind");
      const name = doc.getIn(["metadata", "name"]);
      if (typeof kind !== "string" || typeof name !== "string") return [];
      return [{ doc, node, lineCounter: stream.lineCounter, kind, name }];
    });
  }
};
function pick(objects, kind, name) {
  const ofKind = objects.filter((o) => o.kind === kind);
  const exact = ofKind.find((o) => o.name === name);
  if (exact) return exact;
  const affixed = ofKind.filter((o) => name.includes(o.name)).sort((a, b) => b.name.length - a.name.length);
  return affixed[0] ?? (ofKind.length === 1 ? ofKind[0] : void 0);
}
function sameValue(a, b) {
  if ((0, import_yaml4.isScalar)(a) && (0, import_yaml4.isScalar)(b)) return a.value === b.value;
  return (0, import_yaml4.isCollection)(a) && (0, import_yaml4.isCollection)(b) && (0, import_yaml4.isSeq)(a) === (0, import_yaml4.isSeq)(b);
}
function kustomizeMapper(targetPath, files, maxDocBytes) {
  const resourceFiles = new ResourceFiles(files, maxDocBytes);
  const patches = new KustomizePatches(targetPath, files);
  const kustomization = () => {
    const found = KUSTOMIZATION_FILES.map((f) => repoRelative(targetPath, f) ?? f).find((f) => files.exists(f));
    return found ?? repoRelative(targetPath, KUSTOMIZATION_FILES[0]) ?? "kustomization.yaml";
  };
  const fileOf = (origin) => {
    const resource = origin?.path && !origin.repo ? repoRelative(targetPath, origin.path) : void 0;
    if (resource !== void 0) return { file: resource, resource: true };
    const configuredIn = origin?.configuredIn && !origin.repo ? repoRelative(targetPath, origin.configuredIn) : void 0;
    return { file: configuredIn ?? kustomization(), resource: false };
  };
  return {
    map(site, renderedLine) {
      const { file, resource } = fileOf(site.origin);
      const src = resource ? pick(resourceFiles.objects(file), site.ref.kind, site.ref.name) : void 0;
      const patched = (tokens, line) => tokens.length > 0 ? patches.locate({ ref: site.ref, tokens, object: site.object }, line) : void 0;
      if (!src) {
        const loc = { file, line: 1, exact: false, renderedLine };
        return { source: loc, locate: (t, _h, line) => patched(t, line) ?? { ...loc, renderedLine: line } };
      }
      const lineOf = (offset) => src.lineCounter.linePos(offset);
      const start = lineOf(src.node.range?.[0] ?? 0);
      return {
        source: { file, line: start.line, column: start.col, exact: true, renderedLine },
        locate(tokens, hit, line) {
          const srcHit = findNode(src.doc, src.node, tokens);
          const full = srcHit.matched === tokens.length && hit.matched === tokens.length;
          const pos = lineOf(srcHit.offset);
          const exact = full && sameValue(srcHit.node, hit.node);
          if (!exact) {
            const fromPatch = patched(tokens, line);
            if (fromPatch) return fromPatch;
          }
          return { file, line: pos.line, column: pos.col, exact, renderedLine: line };
        }
      };
    },
    problemAt(_chunkFile, _header, line) {
      return { file: kustomization(), line: 1, exact: false, renderedLine: line };
    }
  };
}

// src/manifest/render-parse.ts
var import_yaml7 = __toESM(require_dist(), 1);

// src/manifest/make-resource.ts
function makeResource(mapper, site, object, find) {
  const pos = (offset) => site.lineCounter.linePos(offset);
  const mapping = mapper.map({ ...site, object }, pos(site.start).line);
  return {
    ref: site.ref,
    object,
    docIndex: site.docIndex,
    source: mapping.source,
    locate(pointer) {
      const tokens = parsePointer(pointer);
      const hit = find(tokens);
      return mapping.locate(tokens, hit, pos(hit.offset).line);
    }
  };
}

// src/manifest/problems.ts
var PARSE_ERROR = "manifest/parse-error";
var MAX_ERRORS_PER_DOC = 5;
function problemKey(location, what) {
  return `${location.file}\0${what}`;
}
function parseProblem(message, location, severity) {
  const what = message.replace(/ \(line \d+\)/g, "");
  const draft = { ruleId: PARSE_ERROR, message, location, fingerprintKey: problemKey(location, what) };
  if (severity) draft.severity = severity;
  return draft;
}
function docLabel(ctx, index) {
  return `YAML document ${index + 1} of ${ctx.label}`;
}
function yamlErrorDraft(ctx, index, error, warning) {
  const loc = ctx.locate(error.pos[0]);
  const { line, col } = ctx.pos(error.pos[0]);
  const where2 = `line ${line}, column ${col}`;
  const text = error.message.split("\n")[0] ?? error.message;
  const what = warning ? "parsed with a warning" : "does not parse";
  const draft = parseProblem(
    `${docLabel(ctx, index)} ${what} (${where2}, ${error.code}): ${text}`,
    loc,
    warning ? "warning" : void 0
  );
  draft.fingerprintKey = problemKey(loc, `${index}\0${error.code}`);
  return draft;
}
function documentProblems(ctx, sd) {
  const errors = sd.doc.errors.filter((e) => e.code !== "DUPLICATE_KEY" || sd.duplicates.length === 0);
  const drafts = errors.slice(0, MAX_ERRORS_PER_DOC).map((e) => yamlErrorDraft(ctx, sd.index, e, false));
  if (errors.length > MAX_ERRORS_PER_DOC) {
    const first = errors[0];
    const loc = first ? ctx.locate(first.pos[0]) : ctx.locate(sd.doc.range[0]);
    drafts.push(
      parseProblem(`${docLabel(ctx, sd.index)}: ${errors.length - MAX_ERRORS_PER_DOC} more YAML errors not shown`, loc)
    );
  }
  for (const w of sd.doc.warnings.slice(0, MAX_ERRORS_PER_DOC)) drafts.push(yamlErrorDraft(ctx, sd.index, w, true));
  return [
    ...sd.breaks.map((b) => foreignBreakDraft(ctx, docLabel(ctx, sd.index), b)),
    ...drafts,
    ...duplicateKeyDrafts(ctx, sd)
  ];
}
function foreignBreakDraft(ctx, where2, b) {
  const draft = parseProblem(`${where2} ${describeForeignBreak(b, ctx.pos(b.offset).line)}`, ctx.locate(b.offset));
  draft.fingerprintKey = problemKey(draft.location, `${where2}\0LINE_BREAK:${breakCode(b)}`);
  return draft;
}
function duplicateKeyDrafts(ctx, sd) {
  return sd.duplicates.map((d) => {
    const a = ctx.pos(d.first).line;
    const b = ctx.pos(d.second).line;
    const draft = parseProblem(
      `${docLabel(ctx, sd.index)}: duplicate key ${JSON.stringify(d.key)} at lines ${a} and ${b}; the cluster keeps the last`,
      ctx.locate(d.second)
    );
    draft.fingerprintKey = `DUPLICATE_KEY:${d.key}`;
    return draft;
  });
}
function streamProblems(ctx, stream, maxDocBytes) {
  const drafts = [];
  if (stream.fatal) drafts.push(parseProblem(`${ctx.label} could not be parsed: ${stream.fatal}`, ctx.locate(0)));
  for (const b of stream.strayBreaks)
    drafts.push(foreignBreakDraft(ctx, `${ctx.label}, outside any YAML document,`, b));
  for (const o of stream.oversized) {
    drafts.push(
      parseProblem(
        `${docLabel(ctx, o.index)} (line ${ctx.pos(o.offset).line}) is ${o.bytes} bytes, over the ${maxDocBytes}-byte limit per document; not parsed`,
        ctx.locate(o.offset)
      )
    );
  }
  return drafts;
}

// src/manifest/objects.ts
var import_yaml5 = __toESM(require_dist(), 1);
function expandLists(doc, value) {
  const root = doc.contents;
  if (!isObject(value) || typeof value.kind !== "string" || !value.kind.endsWith("List") || !Array.isArray(value.items)) {
    return [{ object: value, node: root, where: "" }];
  }
  const itemsNode = findNode(doc, root, ["items"]).node;
  return value.items.map((object, i) => ({
    object,
    node: (0, import_yaml5.isSeq)(itemsNode) ? findNode(doc, itemsNode, [String(i)]).node : root,
    where: `/items/${i}`
  }));
}
function nonEmpty(value) {
  return typeof value === "string" && value !== "";
}
var HOOK_ANNOTATIONS = ["helm.sh/hook", "argocd.argoproj.io/hook"];
function isHook(metadata2) {
  const annotations = isObject(metadata2.annotations) ? metadata2.annotations : {};
  return HOOK_ANNOTATIONS.some((a) => nonEmpty(annotations[a]));
}
function nameOf(metadata2) {
  if (nonEmpty(metadata2.name)) return metadata2.name;
  return nonEmpty(metadata2.generateName) ? `${metadata2.generateName}*` : void 0;
}
function missingNameProblem(resource) {
  const metadata2 = isObject(resource.object.metadata) ? resource.object.metadata : {};
  if (nonEmpty(metadata2.name) || !nonEmpty(metadata2.generateName) || isHook(metadata2)) return [];
  return [
    {
      ruleId: "manifest/missing-name",
      resource,
      path: "/metadata/generateName",
      message: `${resource.ref.kind} ${metadata2.generateName}* has metadata.generateName and no metadata.name, and is not a Helm or Argo CD hook: a GitOps apply cannot create it`,
      remediation: "give it a fixed metadata.name, or make it a hook (argocd.argoproj.io/hook or helm.sh/hook) if it is meant to be created on each sync"
    }
  ];
}
function identify(object, isMapping) {
  if (!isObject(object) || !isMapping) return "is not a mapping (a Kubernetes object must be one)";
  const glued = Object.keys(object).find((k) => k.startsWith("---"));
  if (glued !== void 0) return `has the key ${JSON.stringify(glued)}: a "---" document separator glued to content`;
  const metadata2 = isObject(object.metadata) ? object.metadata : {};
  const name = nameOf(metadata2);
  const missing = [
    nonEmpty(object.apiVersion) ? void 0 : "apiVersion",
    nonEmpty(object.kind) ? void 0 : "kind",
    name ? void 0 : "metadata.name"
  ].filter((m) => m !== void 0);
  if (missing.length > 0) return `is missing ${missing.join(", ")}`;
  const ref = {
    apiVersion: object.apiVersion,
    kind: object.kind,
    name
  };
  if (nonEmpty(metadata2.namespace)) ref.namespace = metadata2.namespace;
  return ref;
}

// src/manifest/yaml11.ts
var import_yaml6 = __toESM(require_dist(), 1);

// src/manifest/yaml11-number.ts
var YAML12_NUMBER = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
var GO_PREFIXED = /^([-+]?)0(?:[xX]([0-9a-fA-F]+)|[bB]([01]+)|[oO]([0-7]+))$/;
var GO_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
function yaml11OnlyNumber(s) {
  const first = s.charCodeAt(0);
  if (!(first >= 48 && first <= 57) && s[0] !== "-" && s[0] !== "+" && s[0] !== ".") return void 0;
  if (YAML12_NUMBER.test(s) || /^[-+]?0[0-7_]+$/.test(s)) return void 0;
  const plain = s.replace(/_/g, "");
  const prefixed = GO_PREFIXED.exec(plain);
  if (prefixed) {
    const [, sign, hex, bin, oct] = prefixed;
    const value = hex !== void 0 ? parseInt(hex, 16) : bin !== void 0 ? parseInt(bin, 2) : parseInt(oct ?? "", 8);
    return sign === "-" ? -value : value;
  }
  return GO_FLOAT.test(plain) ? Number(plain) : void 0;
}

// src/manifest/yaml11.ts
var MEANINGS = [
  { test: /^(?:y|Y|yes|Yes|YES|on|On|ON)$/, cluster: () => "the boolean true" },
  { test: /^(?:n|N|no|No|NO|off|Off|OFF)$/, cluster: () => "the boolean false" },
  { test: /^[-+]?0[0-7_]+$/, cluster: (s) => `the octal number ${parseInt(s.replace(/_/g, ""), 8)}` },
  {
    test: /^[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
    cluster: (s) => `the sexagesimal number ${sexagesimal(s)}`
  },
  { test: { test: (s) => yaml11OnlyNumber(s) !== void 0 }, cluster: (s) => `the number ${yaml11OnlyNumber(s)}` }
];
function sexagesimal(s) {
  const sign = s.startsWith("-") ? -1 : 1;
  return sign * s.replace(/^[-+]/, "").split(":").reduce((n, part) => n * 60 + Number(part.replace(/_/g, "")), 0);
}
function* plainScalars(node, pointer) {
  if ((0, import_yaml6.isMap)(node)) {
    for (const pair of node.items) {
      if (!(0, import_yaml6.isPair)(pair)) continue;
      const key = (0, import_yaml6.isScalar)(pair.key) ? String(pair.key.value) : "";
      yield* plainScalars(pair.value, joinPointer(pointer, key));
    }
  } else if ((0, import_yaml6.isSeq)(node)) {
    for (let i = 0; i < node.items.length; i++) yield* plainScalars(node.items[i], joinPointer(pointer, String(i)));
  } else if ((0, import_yaml6.isScalar)(node) && node.type === import_yaml6.Scalar.PLAIN && typeof node.source === "string") {
    yield { pointer, source: node.source, here: node.value };
  }
}
function yaml11Ambiguities(resource, node) {
  const drafts = [];
  for (const s of plainScalars(node, "")) {
    const meaning = MEANINGS.find((m) => m.test.test(s.source));
    if (!meaning) continue;
    if (isCredentialPath(resource.object, s.pointer, s.here)) {
      drafts.push(hiddenAmbiguity(resource, s.pointer));
      continue;
    }
    drafts.push({
      ruleId: "manifest/yaml11-ambiguous",
      resource,
      path: s.pointer,
      fingerprintKey: s.pointer,
      message: `unquoted ${JSON.stringify(s.source)} at ${s.pointer} is ${JSON.stringify(s.here)} to a YAML 1.2 reader but ${meaning.cluster(s.source)} to Kubernetes, Helm and Argo CD (YAML 1.1); quote it if a string is meant`,
      remediation: `write ${JSON.stringify(s.source)} with quotes (or the intended value explicitly)`
    });
  }
  return drafts;
}
function hiddenAmbiguity(resource, pointer) {
  return {
    ruleId: "manifest/yaml11-ambiguous",
    resource,
    path: pointer,
    fingerprintKey: pointer,
    message: `an unquoted credential value at ${pointer} reads differently to a YAML 1.2 reader and to Kubernetes, Helm and Argo CD (YAML 1.1); the value is not shown`,
    remediation: "quote the value"
  };
}

// src/manifest/render-parse.ts
var HEADER_WINDOW = 4096;
function mapperFor(opts, files, maxDocBytes) {
  if (opts.kind === "helm") return helmMapper(opts.targetPath, files);
  if (opts.kind === "kustomize") return kustomizeMapper(opts.targetPath, files, maxDocBytes);
  return manifestsMapper(opts.targetPath);
}
function problemContext(run, header) {
  const pos = (offset) => run.stream.lineCounter.linePos(offset);
  return {
    label: run.chunk.file ?? `the rendered output of ${run.opts.targetPath || "."}`,
    pos,
    locate: (offset) => run.mapper.problemAt(run.chunk.file, header(offset), pos(offset).line, pos(offset).col)
  };
}
function docHeader(run, sd) {
  const contents = sd.doc.contents;
  const header = run.chunk.text.slice(Math.min(run.prevEnd, sd.doc.range[0]), contents?.range[0] ?? sd.doc.range[1]);
  run.prevEnd = contents ? contents.range[1] : Math.min(run.prevEnd, sd.doc.range[0]);
  return header;
}
function candidateResource(run, sd, ctx, candidate, header) {
  const origin = run.opts.kind === "kustomize" && isObject(candidate.object) ? takeOrigin(candidate.object, run.opts.originAnnotationsAdded !== false) : void 0;
  const ident = identify(candidate.object, (0, import_yaml7.isMap)(candidate.node));
  const offset = candidate.node?.range?.[0] ?? sd.doc.range[0];
  if (typeof ident === "string") {
    const at = candidate.where ? ` at ${candidate.where}` : "";
    return parseProblem(
      `YAML document ${sd.index + 1} of ${ctx.label}${at} (line ${ctx.pos(offset).line}) ${ident}`,
      ctx.locate(offset)
    );
  }
  const node = candidate.node;
  const site = {
    ref: ident,
    start: node.range?.[0] ?? 0,
    docIndex: sd.index,
    lineCounter: run.stream.lineCounter,
    header,
    chunkFile: run.chunk.file,
    origin
  };
  const find = (tokens) => findNode(sd.doc, node, tokens);
  const resource = makeResource(run.mapper, site, candidate.object, find);
  run.out.problems.push(...yaml11Ambiguities(resource, node), ...missingNameProblem(resource));
  return resource;
}
function parseDocument(run, sd) {
  const header = docHeader(run, sd);
  const ctx = problemContext(run, () => header);
  const problems = documentProblems(ctx, sd);
  run.out.problems.push(...problems);
  if (hasBlockingErrors(sd)) return;
  const plain = documentToPlain(sd.doc, run.maxAliasCount);
  if (!plain.ok) {
    run.out.problems.push(
      parseProblem(`YAML document ${sd.index + 1} of ${ctx.label}: ${plain.reason}`, ctx.locate(sd.doc.range[0]))
    );
    return;
  }
  if (plain.value === null || plain.value === void 0) return;
  const built = [];
  for (const candidate of expandLists(sd.doc, plain.value)) {
    const result = candidateResource(run, sd, ctx, candidate, header);
    if ("ruleId" in result) run.out.problems.push(result);
    else built.push(result);
  }
  run.out.resources.push(...built);
  const only = built.length === 1 ? built[0] : void 0;
  if (only) for (const p of problems) p.resource = only;
}
function overBytes(chunks, opts) {
  const max = opts.maxParsedBytes ?? Infinity;
  let bytes = 0;
  for (const chunk of chunks) bytes += Buffer.byteLength(chunk.text, "utf8");
  if (bytes <= max) return void 0;
  return {
    code: "E_PARSED_BYTES_BUDGET",
    message: `the rendered output is ${bytes} bytes, over the per-target budget of ${max} (render.maxParsedBytes); it was not parsed`
  };
}
function objectBudget(max) {
  return {
    resources: [],
    problems: [],
    overBudget: {
      code: "E_OBJECT_BUDGET",
      message: `the rendered output has more than ${max} objects, the per-target budget (render.maxObjects); parsing stopped`
    }
  };
}
function partMappers(opts, files, maxDocBytes, whole) {
  const made = /* @__PURE__ */ new Map();
  return (chunk) => {
    const part = chunk.part;
    if (!part) return { opts, mapper: whole };
    const key = JSON.stringify(part);
    let hit = made.get(key);
    if (!hit) {
      const { originAnnotationsAdded: _o, ...rest } = opts;
      const own = { ...rest, kind: part.kind, targetPath: part.path };
      if (part.originAnnotationsAdded !== void 0) own.originAnnotationsAdded = part.originAnnotationsAdded;
      hit = { opts: own, mapper: mapperFor(own, files, maxDocBytes) };
      made.set(key, hit);
    }
    return hit;
  };
}
function parseRendered(chunks, opts) {
  const maxDocBytes = opts.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const files = new SourceFiles(opts.root, maxDocBytes);
  const mapper = mapperFor(opts, files, maxDocBytes);
  const out = { resources: [], problems: [] };
  const over = overBytes(chunks, opts);
  if (over) return { resources: [], problems: [], overBudget: over };
  const maxObjects = opts.maxObjects ?? Infinity;
  const partOf = partMappers(opts, files, maxDocBytes, mapper);
  for (const chunk of chunks) {
    const own = partOf(chunk);
    const stream = parseStream(chunk.text, maxDocBytes, maxObjects - out.resources.length);
    if (stream.overBudget || out.resources.length > maxObjects) return objectBudget(maxObjects);
    const run = {
      chunk,
      stream,
      ...own,
      maxAliasCount: opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT,
      out,
      prevEnd: 0
    };
    const ctx = problemContext(run, (offset) => chunk.text.slice(offset, offset + HEADER_WINDOW));
    out.problems.push(...streamProblems(ctx, stream, maxDocBytes));
    for (const sd of stream.docs) {
      parseDocument(run, sd);
      if (out.resources.length > maxObjects) return objectBudget(maxObjects);
    }
  }
  out.problems.push(...duplicateResources(out.resources, opts.defaultNamespace, opts.crdScopes));
  return out;
}

// src/manifest/may-spell.ts
var cache = /* @__PURE__ */ new Map();
function maySpell(text, word) {
  let pattern = cache.get(word);
  if (!pattern) {
    pattern = spellings(word);
    cache.set(word, pattern);
  }
  return pattern.test(text);
}
function spellings(word) {
  const literal = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const hex = [...new Set(word)].map(
    (c) => [...c.charCodeAt(0).toString(16).padStart(2, "0")].map((d) => /\d/.test(d) ? d : `[${d}${d.toUpperCase()}]`).join("")
  );
  const escape = `\\\\(?:x|u00|U000000)(?:${hex.join("|")})`;
  const continuation = "\\\\[\\r\\n\\u0085\\u2028\\u2029]";
  const binary = "![^\\s]*(?:[Bb][Ii][Nn][Aa][Rr][Yy]|%)";
  return new RegExp(`${literal}|${escape}|${continuation}|${binary}|^%TAG|\\u0000`, "m");
}

export {
  ORIGIN_ANNOTATION,
  removeAnnotation,
  KUSTOMIZATION_FILES,
  parseRendered,
  maySpell
};
