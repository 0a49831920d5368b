import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  isRollingWorkload,
  serviceSelects,
  servicesOf,
  servicesSelecting
} from "./chunk-AEMN7P2B.js";
import {
  containerFieldPointer
} from "./chunk-KZXAIZA3.js";
import {
  apiGroup,
  describeRef
} from "./chunk-XY7PLT3O.js";
import {
  canonicalJson,
  getAt,
  isObject,
  joinPointer
} from "./chunk-LYFTJUJU.js";

// src/checks/templates/types.ts
function findingAt(check, resource, path, key, message) {
  return { ruleId: check.id, resource, path, fingerprintKey: key, remediation: check.remediation, message };
}
var ALL_ROLES = ["container", "init", "sidecar", "ephemeral"];
function rolesParam(defaults) {
  return {
    description: "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.",
    type: "array",
    items: { enum: ALL_ROLES },
    uniqueItems: true,
    default: defaults
  };
}
var KINDS_PARAM = {
  description: "Kinds to check as `group/Kind` globs (`apps/Deployment`, `argoproj.io/*`, `/ConfigMap` for the core group, `*/*` for all).",
  type: "array",
  items: { type: "string", pattern: "^[^/]*/[^/]+$" },
  minItems: 1,
  default: ["*/*"]
};
function inRoles(c, params) {
  const roles = params.roles;
  return !roles || roles.includes(c.role);
}
function describeContainer(c) {
  const kind = c.role === "container" ? "container" : c.role === "sidecar" ? "sidecar container" : `${c.role} container`;
  return `${kind} "${c.name}"`;
}
function unreadablePatchDrafts(pods, check) {
  return pods.flatMap(
    (pod) => (pod.unreadablePatches ?? []).map((u) => ({
      ruleId: check.id,
      verdict: "inconclusive",
      // No pod in the message: a workflow-level patch is one finding, not one per template.
      message: `${u.what ?? "podSpecPatch"} ${u.pointer} ${u.reason}, so what it sets in the pods it patches was not checked`,
      resource: pod.resource,
      path: u.pointer,
      fingerprintKey: `${u.what ?? "podSpecPatch"} ${u.pointer}`,
      remediation: "Write the patch so it can be read (quote each {{\u2026}} value, or move the setting into the template), or exempt the finding with the reason the parameters are safe."
    }))
  );
}

// src/checks/templates/probes.ts
var PROBE_KINDS = ["readinessProbe", "livenessProbe", "startupProbe"];
var NAMED_PORT_HANDLERS = ["httpGet", "tcpSocket"];
function declaredPortNames(container) {
  const ports = Array.isArray(container.ports) ? container.ports : [];
  return new Set(ports.flatMap((p) => isObject(p) && typeof p.name === "string" ? [p.name] : []));
}
function portName(port) {
  return typeof port === "string" && !/^\d+$/.test(port.trim()) ? port : void 0;
}
function isServing(c) {
  return c.role === "container" && Array.isArray(c.container.ports) && c.container.ports.length > 0;
}
var probeReadiness = {
  name: "probe-readiness",
  summary: "Containers of Deployments, StatefulSets, DaemonSets and Rollouts that declare ports, are selected by a Service of the same render, and have no readinessProbe. Severity `error` where the environment sets `requireReadinessProbes: true`.",
  params: { type: "object", properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    const drafts = [];
    for (const c of ctx.containers) {
      if (!isRollingWorkload(c.resource) || !isServing(c) || c.container.readinessProbe !== void 0) continue;
      const services = servicesSelecting(c.pod, ctx.resources);
      if (services.length === 0) continue;
      const env = ctx.env.requireReadinessProbes ? ` (environment "${ctx.env.name}" requires readiness probes)` : "";
      const message = `${describeContainer(c)} serves ${services.map((s) => describeRef(s.ref)).join(", ")} but has no readinessProbe: its pods get traffic as soon as the process starts${env}`;
      const finding = findingAt(check, c.resource, containerFieldPointer(c, "ports"), c.name, message);
      drafts.push(ctx.env.requireReadinessProbes ? { ...finding, severity: "error" } : finding);
    }
    return drafts;
  }
};
var probeEquality = {
  name: "probe-equality",
  summary: "Containers whose livenessProbe is the same as their readinessProbe.",
  params: { type: "object", properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    return ctx.containers.flatMap((c) => {
      const { livenessProbe, readinessProbe } = c.container;
      if (!isObject(livenessProbe) || !isObject(readinessProbe)) return [];
      if (canonicalJson(livenessProbe) !== canonicalJson(readinessProbe)) return [];
      const message = `${describeContainer(c)} has a livenessProbe identical to its readinessProbe: when a dependency is slow, the kubelet restarts the pods instead of only taking them out of the Service`;
      return [findingAt(check, c.resource, containerFieldPointer(c, "livenessProbe"), c.name, message)];
    });
  }
};
function probePortDrafts(c, check) {
  const names = declaredPortNames(c.container);
  const drafts = [];
  for (const probe of PROBE_KINDS) {
    for (const handler of NAMED_PORT_HANDLERS) {
      const name = portName(getAt(c.container, `/${probe}/${handler}/port`));
      if (name === void 0 || names.has(name)) continue;
      const path = containerFieldPointer(c, probe, handler, "port");
      const message = `${describeContainer(c)} ${probe} uses port "${name}", which the container does not declare (${names.size > 0 ? `it declares ${[...names].map((n) => `"${n}"`).join(", ")}` : "it names no ports"}): the kubelet fails every probe`;
      drafts.push(findingAt(check, c.resource, path, `${c.name} ${probe}`, message));
    }
  }
  return drafts;
}
function podPortNames(site, containers) {
  const names = /* @__PURE__ */ new Set();
  for (const c of containers)
    if (c.pod === site && (c.role === "container" || c.role === "sidecar"))
      for (const n of declaredPortNames(c.container)) names.add(n);
  return names;
}
function servicePortDrafts(ctx, check) {
  const drafts = [];
  for (const service of servicesOf(ctx.resources)) {
    const selected = ctx.pods.filter((p) => serviceSelects(service, p));
    if (selected.length === 0) continue;
    const ports = getAt(service.object, "/spec/ports");
    if (!Array.isArray(ports)) continue;
    ports.forEach((port, index) => {
      const name = isObject(port) ? portName(port.targetPort) : void 0;
      if (name === void 0) return;
      if (selected.some((site) => podPortNames(site, ctx.containers).has(name))) return;
      const path = joinPointer("/spec/ports", index, "targetPort");
      const message = `targetPort "${name}" is declared by no container of the pods it selects (${selected.map((s) => describeRef(s.resource.ref)).join(", ")}): the Service has no endpoints for this port`;
      drafts.push(findingAt(check, service, path, `targetPort ${name}`, message));
    });
  }
  return drafts;
}
var probePort = {
  name: "probe-port",
  summary: "Probes that name a port the container does not declare, and Service targetPorts that name a port no selected container declares.",
  params: { type: "object", properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    return [...ctx.containers.flatMap((c) => probePortDrafts(c, check)), ...servicePortDrafts(ctx, check)];
  }
};

// src/checks/analysis/metrics.ts
var ANALYSIS_KINDS = /* @__PURE__ */ new Set(["AnalysisTemplate", "ClusterAnalysisTemplate", "AnalysisRun"]);
function metricsOf(resource) {
  if (apiGroup(resource.ref.apiVersion) !== "argoproj.io" || !ANALYSIS_KINDS.has(resource.ref.kind)) return [];
  const spec = resource.object.spec;
  const metrics = isObject(spec) && Array.isArray(spec.metrics) ? spec.metrics : [];
  return metrics.flatMap((metric, i) => {
    if (!isObject(metric)) return [];
    const name = typeof metric.name === "string" ? metric.name : `#${i}`;
    return [{ resource, metric, name, pointer: `/spec/metrics/${i}` }];
  });
}
function queryOf(metric) {
  const provider = metric.provider;
  if (!isObject(provider)) return void 0;
  for (const [name, config] of Object.entries(provider)) {
    if (!isObject(config)) continue;
    for (const field of ["query", "queries"]) {
      const q = config[field];
      const query = isObject(q) ? Object.values(q).filter((v) => typeof v === "string").join("\n") : q;
      if (typeof query === "string") return { provider: name, query, pointer: `/provider/${name}/${field}` };
    }
    if (Array.isArray(config.metricDataQueries))
      return {
        provider: name,
        query: JSON.stringify(config.metricDataQueries),
        pointer: `/provider/${name}/metricDataQueries`
      };
  }
  return void 0;
}
function durationSeconds(value) {
  if (typeof value !== "string" || !/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return void 0;
  const unit = { ns: 1e-9, us: 1e-6, \u00B5s: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  let total = 0;
  for (const m of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(m[1]) * unit[m[2]];
  return total;
}

// src/checks/analysis/expr-lex.ts
var ExprError = class extends Error {
  name = "ExprError";
};
var OPS = [
  "...",
  "**",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "??",
  "?.",
  "..",
  "+",
  "-",
  "*",
  "/",
  "%",
  "^",
  "<",
  ">",
  "!",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ",",
  ".",
  "?",
  ":",
  "#"
];
function lexNumber(src, i) {
  const m = /^(?:0[xX][0-9a-fA-F_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)/.exec(src.slice(i));
  const text = m[0].replace(/_/g, "");
  return [{ k: "num", v: text, n: Number(text) }, i + m[0].length];
}
var STRING = /(["'`])((?:\\[\s\S]|(?!\1)[^\\])*)\1/y;
var ESCAPES = { n: "\n", t: "	", r: "\r" };
function lexString(src, i) {
  STRING.lastIndex = i;
  const m = STRING.exec(src);
  if (!m) throw new ExprError("unterminated string");
  const text = m[2].replace(/\\([\s\S])/g, (_, c) => ESCAPES[c] ?? c);
  return [{ k: "str", v: text }, STRING.lastIndex];
}
function lex(src) {
  const toks = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    let tok;
    if (/\d/.test(c) || c === "." && /\d/.test(src[i + 1] ?? "")) [tok, i] = lexNumber(src, i);
    else if (c === '"' || c === "'" || c === "`") [tok, i] = lexString(src, i);
    else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i));
      tok = { k: "id", v: m[0] };
      i += m[0].length;
    } else {
      const op = OPS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExprError(`unexpected character ${JSON.stringify(c)} at ${i}`);
      tok = { k: "op", v: op };
      i += op.length;
    }
    toks.push(tok);
  }
  toks.push({ k: "end", v: "" });
  return toks;
}

// src/checks/analysis/expr-parse.ts
var LEVELS = [
  ["||", "or"],
  ["&&", "and"],
  ["==", "!=", "<", ">", "<=", ">=", "in", "matches", "contains", "startsWith", "endsWith", "not in"],
  [".."],
  ["+", "-"],
  ["*", "/", "%"],
  ["**", "^"]
];
var Parser = class {
  constructor(toks) {
    this.toks = toks;
  }
  toks;
  i = 0;
  peek(offset = 0) {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)];
  }
  next() {
    return this.toks[this.i++];
  }
  isOp(v) {
    const t = this.peek();
    return (t.k === "op" || t.k === "id") && t.v === v;
  }
  expect(v) {
    const t = this.next();
    if (t.v !== v) throw new ExprError(`expected ${v}, got ${t.v || "end of expression"}`);
  }
  parseAll() {
    const node = this.expression();
    if (this.peek().k !== "end") throw new ExprError(`unexpected ${this.peek().v}`);
    return node;
  }
  expression() {
    const test = this.coalesce();
    if (!this.isOp("?")) return test;
    this.next();
    const then = this.expression();
    this.expect(":");
    return { t: "cond", test, then, else: this.expression() };
  }
  coalesce() {
    let left = this.binary(0);
    while (this.isOp("??")) {
      this.next();
      left = { t: "binary", op: "??", left, right: this.binary(0) };
    }
    return left;
  }
  binaryOp(level) {
    const t = this.peek();
    if (t.k === "id" && t.v === "not" && this.peek(1).v === "in" && level === 2) return "not in";
    return (t.k === "op" || t.k === "id") && LEVELS[level].includes(t.v) ? t.v : void 0;
  }
  binary(level) {
    if (level >= LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (let op = this.binaryOp(level); op !== void 0; op = this.binaryOp(level)) {
      this.next();
      if (op === "not in") this.next();
      const right = op === "**" || op === "^" ? this.binary(level) : this.binary(level + 1);
      left = { t: "binary", op: { or: "||", and: "&&" }[op] ?? op, left, right };
    }
    return left;
  }
  unary() {
    if (this.isOp("!") || this.isOp("not") || this.isOp("-") || this.isOp("+")) {
      const op = this.next().v;
      return { t: "unary", op: op === "not" ? "!" : op, arg: this.unary() };
    }
    return this.postfix(this.primary());
  }
  postfix(node) {
    for (; ; ) {
      if (this.isOp(".") || this.isOp("?.")) {
        const optional = this.next().v === "?.";
        const name = this.next();
        if (name.k !== "id") throw new ExprError(`expected a field name after .`);
        node = { t: "member", object: node, key: { t: "lit", value: name.v }, optional };
      } else if (this.isOp("[")) {
        this.next();
        const key = this.expression();
        this.expect("]");
        node = { t: "member", object: node, key, optional: false };
      } else return node;
    }
  }
  primary() {
    const t = this.next();
    if (t.k === "num") return { t: "lit", value: t.n };
    if (t.k === "str") return { t: "lit", value: t.v };
    if (t.v === "(") {
      const e = this.expression();
      this.expect(")");
      return e;
    }
    if (t.v === "[") return { t: "array", items: this.list("]") };
    if (t.v === "{") {
      const body = this.expression();
      this.expect("}");
      return { t: "closure", body };
    }
    if (t.v === "#") return { t: "elem" };
    if (t.v === ".") {
      const name = this.next();
      return { t: "member", object: { t: "elem" }, key: { t: "lit", value: name.v }, optional: false };
    }
    if (t.k === "id") {
      const literals = { true: true, false: false, nil: null };
      if (t.v in literals) return { t: "lit", value: literals[t.v] };
      if (this.isOp("(")) {
        this.next();
        return { t: "call", name: t.v, args: this.list(")") };
      }
      return { t: "id", name: t.v };
    }
    throw new ExprError(`unexpected ${t.v || "end of expression"}`);
  }
  list(close) {
    const items = [];
    while (!this.isOp(close)) {
      items.push(this.expression());
      if (!this.isOp(close)) this.expect(",");
    }
    this.next();
    return items;
  }
};
function parseExpr(source) {
  return new Parser(lex(source)).parseAll();
}

// src/checks/analysis/expr-eval.ts
var isNum = (v) => typeof v === "number";
function typeName(v) {
  if (v === null || v === void 0) return "nil";
  if (Array.isArray(v)) return "array";
  return typeof v === "object" ? "map" : typeof v === "number" ? "float64" : typeof v;
}
function equal(a, b) {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  return a === b;
}
function compare(op, a, b) {
  if (!(isNum(a) && isNum(b)) && !(typeof a === "string" && typeof b === "string")) {
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(a)} and ${typeName(b)})`);
  }
  switch (op) {
    case "<":
      return a < b;
    case ">":
      return a > b;
    case "<=":
      return a <= b;
    default:
      return a >= b;
  }
}
function arithmetic(op, a, b) {
  if (op === "+" && typeof a === "string" && typeof b === "string") return a + b;
  if (!isNum(a) || !isNum(b))
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(a)} and ${typeName(b)})`);
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return a / b;
    case "%":
      if (!Number.isInteger(a) || !Number.isInteger(b)) throw new ExprError("invalid operation: % on floats");
      if (b === 0) throw new ExprError("integer divide by zero");
      return a % b;
    default:
      return a ** b;
  }
}
function member(object, key, optional) {
  if (object === null || object === void 0) {
    if (optional) return null;
    throw new ExprError(`cannot fetch ${String(key)} from nil`);
  }
  if (Array.isArray(object)) {
    if (!isNum(key) || !Number.isInteger(key))
      throw new ExprError(`array index must be an integer, not ${typeName(key)}`);
    const i = key < 0 ? object.length + key : key;
    if (i < 0 || i >= object.length)
      throw new ExprError(`index out of range: ${key} (array of length ${object.length})`);
    return object[i];
  }
  if (typeof object === "object") return object[String(key)] ?? null;
  throw new ExprError(`cannot fetch ${String(key)} from ${typeName(object)}`);
}
function toNumber(name, v) {
  if (isNum(v)) return v;
  if (typeof v === "string" && v.trim() !== "" && !Number.isNaN(Number(v))) {
    if (name === "asInt" && !/^[+-]?\d+$/.test(v.trim()))
      throw new ExprError(`asInt: cannot parse ${JSON.stringify(v)}`);
    return Number(v);
  }
  throw new ExprError(`${name}() not supported on ${typeName(v)} ${JSON.stringify(v)}`);
}
var PREDICATES = /* @__PURE__ */ new Set(["all", "any", "none", "one", "filter", "map", "count"]);
function predicate(name, args, scope) {
  if (args.length !== 2) throw new ExprError(`${name} takes 2 arguments`);
  const list = evaluate(args[0], scope);
  if (!Array.isArray(list)) throw new ExprError(`${name}: cannot iterate over ${typeName(list)}`);
  const body = args[1].t === "closure" ? args[1].body : args[1];
  const results = list.map((elem) => evaluate(body, { ...scope, elem }));
  const truthy = (v) => {
    if (typeof v !== "boolean") throw new ExprError(`${name}: predicate returned ${typeName(v)}, not bool`);
    return v;
  };
  switch (name) {
    case "all":
      return results.every(truthy);
    case "any":
      return results.some(truthy);
    case "none":
      return !results.some(truthy);
    case "one":
      return results.filter(truthy).length === 1;
    case "count":
      return results.filter(truthy).length;
    case "filter":
      return list.filter((_, i) => truthy(results[i]));
    default:
      return results;
  }
}
function call(name, args, scope) {
  if (PREDICATES.has(name)) return predicate(name, args, scope);
  const values = args.map((a2) => evaluate(a2, scope));
  const [a, b] = values;
  switch (name) {
    case "len":
      if (Array.isArray(a) || typeof a === "string") return a.length;
      if (a && typeof a === "object") return Object.keys(a).length;
      throw new ExprError(`invalid argument for len (type ${typeName(a)})`);
    case "isNaN":
      return Number.isNaN(toNumber(name, a));
    case "isInf":
      return Math.abs(toNumber(name, a)) === Infinity;
    // Rollouts' default and isNil look at the measurement's result, whatever the first argument is.
    case "isNil":
      return scope.result === null || scope.result === void 0;
    case "default":
      return scope.result === null || scope.result === void 0 ? b : scope.result;
    case "asInt":
    case "int":
      return Math.trunc(toNumber(name, a));
    case "asFloat":
    case "float":
      return toNumber(name, a);
    case "abs":
      return Math.abs(toNumber(name, a));
    case "max":
    case "min": {
      const nums = (values.length === 1 && Array.isArray(a) ? a : values).map((v) => toNumber(name, v));
      if (nums.length === 0) throw new ExprError(`${name}: no values`);
      return name === "max" ? Math.max(...nums) : Math.min(...nums);
    }
    case "sum":
      return (Array.isArray(a) ? a : []).reduce((s, v) => s + toNumber(name, v), 0);
    default:
      throw new ExprError(`unknown function ${name}`);
  }
}
function truth(v, op) {
  if (typeof v !== "boolean")
    throw new ExprError(`invalid operation: ${op} (mismatched types ${typeName(v)} and bool)`);
  return v;
}
function binary(node, scope) {
  const { op } = node;
  if (op === "||") return truth(evaluate(node.left, scope), op) || truth(evaluate(node.right, scope), op);
  if (op === "&&") return truth(evaluate(node.left, scope), op) && truth(evaluate(node.right, scope), op);
  if (op === "??") return evaluate(node.left, scope) ?? evaluate(node.right, scope);
  const a = evaluate(node.left, scope);
  const b = evaluate(node.right, scope);
  switch (op) {
    case "==":
      return equal(a, b);
    case "!=":
      return !equal(a, b);
    case "<":
    case ">":
    case "<=":
    case ">=":
      return compare(op, a, b);
    case "in":
    case "not in": {
      const found = Array.isArray(b) ? b.some((x) => equal(x, a)) : b && typeof b === "object" ? String(a) in b : false;
      return op === "in" ? found : !found;
    }
    case "contains":
      return String(a).includes(String(b));
    case "startsWith":
      return String(a).startsWith(String(b));
    case "endsWith":
      return String(a).endsWith(String(b));
    case "matches":
      return new RegExp(String(b)).test(String(a));
    case "..":
      return Array.from({ length: Math.max(0, Number(b) - Number(a) + 1) }, (_, i) => Number(a) + i);
    default:
      return arithmetic(op, a, b);
  }
}
function evaluate(node, scope) {
  switch (node.t) {
    case "lit":
      return node.value;
    case "elem":
      return scope.elem;
    case "id":
      if (node.name === "result") return scope.result;
      throw new ExprError(`unknown name ${node.name}`);
    case "member":
      return member(evaluate(node.object, scope), evaluate(node.key, scope), node.optional);
    case "unary": {
      const v = evaluate(node.arg, scope);
      if (node.op === "!") return !truth(v, "!");
      if (!isNum(v)) throw new ExprError(`invalid operation: ${node.op} on ${typeName(v)}`);
      return node.op === "-" ? -v : v;
    }
    case "binary":
      return binary(node, scope);
    case "cond":
      return truth(evaluate(node.test, scope), "?") ? evaluate(node.then, scope) : evaluate(node.else, scope);
    case "call":
      return call(node.name, node.args, scope);
    case "array":
      return node.items.map((i) => evaluate(i, scope));
    case "closure":
      return evaluate(node.body, scope);
  }
}
function compileCondition(source) {
  const ast = parseExpr(source);
  return {
    source,
    holds(result) {
      const v = evaluate(ast, { result });
      if (typeof v !== "boolean") throw new ExprError(`expected bool, but got ${typeName(v)}`);
      return v;
    }
  };
}

// src/checks/analysis/measurement.ts
function compileConditions(successCondition, failureCondition) {
  const compile = (text) => typeof text === "string" && text.trim() !== "" ? compileCondition(text) : void 0;
  try {
    return { success: compile(successCondition), failure: compile(failureCondition) };
  } catch (e) {
    if (e instanceof ExprError) return e.message;
    throw e;
  }
}
function measurementPhase(c, result) {
  let success = false;
  let failure = false;
  try {
    if (c.success) success = c.success.holds(result);
    if (c.failure) failure = c.failure.holds(result);
  } catch (e) {
    if (e instanceof ExprError) return "Error";
    throw e;
  }
  if (!c.success && !c.failure) return "Successful";
  if (c.success && !c.failure) failure = !success;
  if (!c.success && c.failure) success = !failure;
  if (failure) return "Failed";
  return success ? "Successful" : "Inconclusive";
}
var EMPTY_RESULTS = [
  { label: "an empty result ([])", value: [] },
  { label: "no value (nil)", value: null },
  { label: "NaN", value: [Number.NaN] },
  { label: "a NaN scalar", value: Number.NaN }
];

export {
  findingAt,
  ALL_ROLES,
  rolesParam,
  KINDS_PARAM,
  inRoles,
  describeContainer,
  unreadablePatchDrafts,
  parseExpr,
  compileConditions,
  measurementPhase,
  EMPTY_RESULTS,
  metricsOf,
  queryOf,
  durationSeconds,
  PROBE_KINDS,
  probeReadiness,
  probeEquality,
  probePort
};
