import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  assembleReport,
  auditPairs,
  groupByApp,
  pairTargets,
  shardPairs,
  widenForCrossChecks
} from "./chunk-UZ6XOXYZ.js";
import {
  discoverHealthTests,
  runHealthSuites
} from "./chunk-N46QL5P4.js";
import {
  HEALTH_CUSTOMIZATIONS_MARKER,
  IGNORE_ANNOTATION,
  KUSTOMIZATION_NAMES,
  SourceCache,
  affectedBy,
  branchOf,
  changedFiles,
  configAt,
  configExemption,
  configPathOf,
  defaultSourceCacheDir,
  diffTarget,
  discover,
  environmentOf,
  filesContaining,
  finalizeDrafts,
  fromConfig,
  git,
  headConfigText,
  ignoreEntryFor,
  inputMaskValues,
  isWildcardEntry,
  listTree,
  needsHealthCustomizations,
  normalizeForDiff,
  openResolved,
  openSide,
  parseRendered,
  parseYamlFile,
  problemsUnder,
  readBlobs,
  remoteUrls,
  renderTarget,
  require_mod,
  resolveSide,
  resolveTools,
  scanTree,
  submoduleNotices,
  targetInputs,
  touches
} from "./chunk-O3BWF7CL.js";
import {
  collectMaskValues,
  createSanitizer,
  isCredentialPath,
  targetId,
  targetParts
} from "./chunk-XUKYWFPX.js";
import {
  runPolicies
} from "./chunk-KUYTRWGY.js";
import {
  PolicyLoadError,
  apiGroup,
  asObject,
  compileConditions,
  containerFieldPointer,
  containersOf,
  customizationFor,
  customizationsOf,
  describeRef,
  escapePointerToken,
  formatImageRef,
  generationProbes,
  getAt,
  healthyProbe,
  isArgocdCm,
  isObject,
  isRuntimeImage,
  joinPointer,
  loadPolicies,
  measurementPhase,
  metricsOf,
  normalizeImageGlob,
  parseExpr,
  parseImageRef,
  podSpecsOf,
  readYaml11,
  require_ajv,
  require_code,
  require_codegen,
  require_dist,
  require_equal,
  require_picomatch,
  require_scope,
  require_ucs2length,
  require_uri,
  require_validation_error,
  resourceKey,
  ruleInfo,
  unescapePointerToken
} from "./chunk-JUP4PUIP.js";
import {
  UsageError
} from "./chunk-LDZCURK6.js";
import {
  packageRoot,
  toolVersion
} from "./chunk-L3AFQ6AO.js";
import {
  require_formats
} from "./chunk-YVKPGPZK.js";
import {
  __commonJS,
  __toESM
} from "./chunk-MDYSVXZZ.js";

// node_modules/ajv/dist/standalone/index.js
var require_standalone = __commonJS({
  "node_modules/ajv/dist/standalone/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var scope_1 = require_scope();
    var code_1 = require_code();
    function standaloneCode2(ajv, refsOrFunc) {
      if (!ajv.opts.code.source) {
        throw new Error("moduleCode: ajv instance must have code.source option");
      }
      const { _n } = ajv.scope.opts;
      return typeof refsOrFunc == "function" ? funcExportCode(refsOrFunc.source) : refsOrFunc !== void 0 ? multiExportsCode(refsOrFunc, getValidate) : multiExportsCode(ajv.schemas, (sch) => sch.meta ? void 0 : ajv.compile(sch.schema));
      function getValidate(id) {
        const v = ajv.getSchema(id);
        if (!v)
          throw new Error(`moduleCode: no schema with id ${id}`);
        return v;
      }
      function funcExportCode(source) {
        const usedValues = {};
        const n = source === null || source === void 0 ? void 0 : source.validateName;
        const vCode = validateCode(usedValues, source);
        if (ajv.opts.code.esm) {
          return `"use strict";${_n}export const validate = ${n};${_n}export default ${n};${_n}${vCode}`;
        }
        return `"use strict";${_n}module.exports = ${n};${_n}module.exports.default = ${n};${_n}${vCode}`;
      }
      function multiExportsCode(schemas, getValidateFunc) {
        var _a;
        const usedValues = {};
        let code = (0, code_1._)`"use strict";`;
        for (const name in schemas) {
          const v = getValidateFunc(schemas[name]);
          if (v) {
            const vCode = validateCode(usedValues, v.source);
            const exportSyntax = ajv.opts.code.esm ? (0, code_1._)`export const ${(0, code_1.getEsmExportName)(name)}` : (0, code_1._)`exports${(0, code_1.getProperty)(name)}`;
            code = (0, code_1._)`${code}${_n}${exportSyntax} = ${(_a = v.source) === null || _a === void 0 ? void 0 : _a.validateName};${_n}${vCode}`;
          }
        }
        return `${code}`;
      }
      function validateCode(usedValues, s) {
        if (!s)
          throw new Error('moduleCode: function does not have "source" property');
        if (usedState(s.validateName) === scope_1.UsedValueState.Completed)
          return code_1.nil;
        setUsedState(s.validateName, scope_1.UsedValueState.Started);
        const scopeCode = ajv.scope.scopeCode(s.scopeValues, usedValues, refValidateCode);
        const code = new code_1._Code(`${scopeCode}${_n}${s.validateCode}`);
        return s.evaluated ? (0, code_1._)`${code}${s.validateName}.evaluated = ${s.evaluated};${_n}` : code;
        function refValidateCode(n) {
          var _a;
          const vRef = (_a = n.value) === null || _a === void 0 ? void 0 : _a.ref;
          if (n.prefix === "validate" && typeof vRef == "function") {
            const v = vRef;
            return validateCode(usedValues, v.source);
          } else if ((n.prefix === "root" || n.prefix === "wrapper") && typeof vRef == "object") {
            const { validate, validateName } = vRef;
            if (!validateName)
              throw new Error("ajv internal error");
            const def = ajv.opts.code.es5 ? scope_1.varKinds.var : scope_1.varKinds.const;
            const wrapper = (0, code_1._)`${def} ${n} = {validate: ${validateName}};`;
            if (usedState(validateName) === scope_1.UsedValueState.Started)
              return wrapper;
            const vCode = validateCode(usedValues, validate === null || validate === void 0 ? void 0 : validate.source);
            return (0, code_1._)`${wrapper}${_n}${vCode}`;
          }
          return void 0;
        }
        function usedState(name) {
          var _a;
          return (_a = usedValues[name.prefix]) === null || _a === void 0 ? void 0 : _a.get(name);
        }
        function setUsedState(name, state) {
          const { prefix } = name;
          const names = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          names.set(name, state);
        }
      }
    }
    module.exports = exports = standaloneCode2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = standaloneCode2;
  }
});

// node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    };
    exports.default = formatLimitPlugin;
  }
});

// node_modules/ajv-formats/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list2 = opts.formats || formats_1.formatNames;
      addFormats2(ajv, list2, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv, list2, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list2)
        ajv.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// node_modules/ajv/dist/runtime/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/ajv/dist/runtime/timestamp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var DT_SEPARATOR = /t|\s/i;
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-]\d\d)(?::?(\d\d))?)$/i;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function validTimestamp(str5, allowDate) {
      const dt = str5.split(DT_SEPARATOR);
      return dt.length === 2 && validDate(dt[0]) && validTime(dt[1]) || allowDate && dt.length === 1 && validDate(dt[0]);
    }
    exports.default = validTimestamp;
    function validDate(str5) {
      const matches = DATE.exec(str5);
      if (!matches)
        return false;
      const y = +matches[1];
      const m = +matches[2];
      const d = +matches[3];
      return m >= 1 && m <= 12 && d >= 1 && (d <= DAYS[m] || // leap year: https://tools.ietf.org/html/rfc3339#appendix-C
      m === 2 && d === 29 && (y % 100 === 0 ? y % 400 === 0 : y % 4 === 0));
    }
    function validTime(str5) {
      const matches = TIME.exec(str5);
      if (!matches)
        return false;
      const hr = +matches[1];
      const min = +matches[2];
      const sec = +matches[3];
      const tzH = +(matches[4] || 0);
      const tzM = +(matches[5] || 0);
      return hr <= 23 && min <= 59 && sec <= 59 || // leap second
      hr - tzH === 23 && min - tzM === 59 && sec === 60;
    }
    validTimestamp.code = 'require("ajv/dist/runtime/timestamp").default';
  }
});

// src/engine/run-audit.ts
import path18 from "node:path";

// src/engine/judges.ts
import { realpath } from "node:fs/promises";
import os4 from "node:os";

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run2 = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run2.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/engine/judges.ts
import path10 from "node:path";

// src/schema/validator.ts
import path7 from "node:path";

// src/kube/api-removals.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import path from "node:path";
var cached;
function removalTable() {
  if (!cached)
    cached = parseRemovalTable(readFileSync(path.join(packageRoot(), "policies", "api-removals.yaml"), "utf8"));
  return cached;
}
function validRelease(row) {
  if (typeof row.removedIn === "string") return true;
  return (row.removedIn === void 0 || row.removedIn === null) && typeof row.deprecatedIn === "string";
}
function parseRemovalTable(text) {
  const raw = (0, import_yaml.parse)(text);
  if (typeof raw.coveredThrough !== "string" || !Array.isArray(raw.builtinGroups) || !Array.isArray(raw.apis)) {
    throw new Error("policies/api-removals.yaml: needs coveredThrough, builtinGroups and apis");
  }
  const byKind = /* @__PURE__ */ new Map();
  for (const row of raw.apis) {
    if (typeof row.apiVersion !== "string" || !Array.isArray(row.kinds) || !validRelease(row)) {
      throw new Error(`policies/api-removals.yaml: bad row ${JSON.stringify(row)}`);
    }
    for (const kind of row.kinds) {
      const key = `${row.apiVersion}/${kind}`;
      if (byKind.has(key)) throw new Error(`policies/api-removals.yaml: ${key} listed twice`);
      byKind.set(key, {
        apiVersion: row.apiVersion,
        kind,
        deprecatedIn: row.deprecatedIn ?? null,
        removedIn: row.removedIn ?? null,
        replacement: row.replacement ?? null,
        replacementSince: row.replacementSince ?? null,
        ...row.note ? { note: row.note } : {}
      });
    }
  }
  return { coveredThrough: raw.coveredThrough, builtinGroups: new Set(raw.builtinGroups), byKind };
}

// src/kube/version.ts
function minorVersion(v) {
  const m = /^v?(\d+)\.(\d+)(?:\.\d+)?(?:[-+].*)?$/.exec(v.trim());
  return m ? `${Number(m[1])}.${Number(m[2])}` : void 0;
}
function compareVersions(a, b) {
  const [am = 0, an = 0] = a.split(".").map(Number);
  const [bm = 0, bn = 0] = b.split(".").map(Number);
  return am - bm || an - bn;
}

// src/schema/hash.ts
import { createHash } from "node:crypto";
function hashText(text) {
  return createHash("sha1").update(text).digest("hex");
}
var jsonHashes = /* @__PURE__ */ new WeakMap();
function hashJson(value) {
  if (typeof value === "object" && value !== null) {
    const hit = jsonHashes.get(value);
    if (hit) return hit;
    const h = hashText(JSON.stringify(value));
    jsonHashes.set(value, h);
    return h;
  }
  return hashText(JSON.stringify(value));
}

// src/schema/locations.ts
var DEFAULT_K8S_LOCATION = "https://raw.githubusercontent.com/kubernetes/kubernetes/v{{version}}.0/api/openapi-spec/v3/{{file}}";
var DEFAULT_CRD_LOCATION = "https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{group}}/{{kind}}_{{version}}.json";
function openApiFileName(apiVersion) {
  const slash = apiVersion.indexOf("/");
  if (slash < 0) return `api__${apiVersion}_openapi.json`;
  return `apis__${apiVersion.slice(0, slash)}__${apiVersion.slice(slash + 1)}_openapi.json`;
}
function expandTemplate(template, vars) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name) => {
    const value = vars[name];
    if (value === void 0) throw new Error(`schema location "${template}": unknown variable {{${name}}}`);
    return value;
  });
}
function isRemote(location) {
  return /^https?:\/\//i.test(location);
}
function displayLocation(location) {
  if (!isRemote(location)) return location;
  try {
    const u = new URL(location);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return location;
  }
}

// src/schema/served-apis.ts
var KNOWN_GROUP_VERSIONS = [
  "v1",
  "admissionregistration.k8s.io/v1",
  "admissionregistration.k8s.io/v1beta1",
  "apiextensions.k8s.io/v1",
  "apiregistration.k8s.io/v1",
  "apps/v1",
  "authentication.k8s.io/v1",
  "authentication.k8s.io/v1beta1",
  "authorization.k8s.io/v1",
  "autoscaling/v1",
  "autoscaling/v2",
  "autoscaling/v2beta2",
  "batch/v1",
  "certificates.k8s.io/v1",
  "certificates.k8s.io/v1beta1",
  "coordination.k8s.io/v1",
  "coordination.k8s.io/v1beta1",
  "discovery.k8s.io/v1",
  "events.k8s.io/v1",
  "flowcontrol.apiserver.k8s.io/v1",
  "flowcontrol.apiserver.k8s.io/v1beta1",
  "flowcontrol.apiserver.k8s.io/v1beta2",
  "flowcontrol.apiserver.k8s.io/v1beta3",
  "networking.k8s.io/v1",
  "networking.k8s.io/v1beta1",
  "node.k8s.io/v1",
  "policy/v1",
  "rbac.authorization.k8s.io/v1",
  "resource.k8s.io/v1",
  "resource.k8s.io/v1beta1",
  "resource.k8s.io/v1beta2",
  "scheduling.k8s.io/v1",
  "storage.k8s.io/v1",
  "storage.k8s.io/v1beta1",
  "storagemigration.k8s.io/v1beta1"
];
function isAlpha(groupVersion) {
  return /\/v\d+alpha\d+$/.test(groupVersion) || /^v\d+alpha\d+$/.test(groupVersion);
}
function capabilityEntries(groupVersion, kindKeys) {
  const out = /* @__PURE__ */ new Set([groupVersion]);
  for (const key of kindKeys)
    if (key.startsWith(`${groupVersion}/`) && key.split("/").length === groupVersion.split("/").length + 1)
      out.add(key);
  return [...out];
}

// src/schema/builtin.ts
var BuiltinSchemas = class {
  constructor(fetcher, templates, compiler) {
    this.fetcher = fetcher;
    this.templates = templates;
    this.compiler = compiler;
  }
  fetcher;
  templates;
  compiler;
  chosen = /* @__PURE__ */ new Map();
  indexes = /* @__PURE__ */ new Map();
  lookups = /* @__PURE__ */ new Map();
  /** Where this version's documents come from, or why none could be read. */
  async source(version) {
    let p = this.chosen.get(version);
    if (!p) {
      p = this.choose(version);
      this.chosen.set(version, p);
    }
    return p;
  }
  served = /* @__PURE__ */ new Map();
  /**
   * Every non-alpha group/version and group/version/Kind this version's OpenAPI documents serve,
   * sorted; undefined when the documents cannot be read (helm then keeps its own defaults).
   */
  servedApis(version) {
    let p = this.served.get(version);
    if (!p) {
      p = this.readServed(version);
      this.served.set(version, p);
    }
    return p;
  }
  async readServed(version) {
    const choice = await this.source(version);
    if ("reason" in choice) return void 0;
    const found = await Promise.all(
      KNOWN_GROUP_VERSIONS.filter((gv) => !isAlpha(gv)).map(async (gv) => {
        const got = await this.fetcher.read(expandTemplate(choice.template, { version, file: openApiFileName(gv) }));
        return got.status === "ok" ? capabilityEntries(gv, this.index(got.text, got.json).kinds.keys()) : [];
      })
    );
    return [...new Set(found.flat())].sort();
  }
  /** Memoised per version and kind: the hot path of every object. */
  lookup(version, apiVersion, kind) {
    const key = `${version}|${apiVersion}|${kind}`;
    let p = this.lookups.get(key);
    if (!p) {
      p = this.resolve(version, apiVersion, kind);
      this.lookups.set(key, p);
    }
    return p;
  }
  async resolve(version, apiVersion, kind) {
    const choice = await this.source(version);
    if ("reason" in choice) return { status: "unreachable", reason: choice.reason };
    const got = await this.fetcher.read(
      expandTemplate(choice.template, { version, file: openApiFileName(apiVersion) })
    );
    if (got.status !== "ok") {
      return got.status === "absent" ? { status: "absent", from: got.from } : { status: "unreachable", reason: `${got.from}: ${got.reason}` };
    }
    const index = this.index(got.text, got.json);
    const name = index.kinds.get(`${apiVersion}/${kind}`);
    if (!name) return { status: "absent", from: got.from };
    return {
      status: "ok",
      compile: () => this.compiler.fromOpenApiDoc(index.hash, index.schemas, name),
      from: got.from
    };
  }
  /**
   * The first template that has the core document of this version. Probing `api__v1` first means
   * a wrong or too new version reads as "unreachable", never as "every kind was removed".
   */
  async choose(version) {
    const reasons = [];
    for (const template of this.templates) {
      const got = await this.fetcher.read(expandTemplate(template, { version, file: openApiFileName("v1") }));
      if (got.status === "ok") return { template };
      reasons.push(`${got.from}: ${got.reason}`);
    }
    return { reason: `no OpenAPI document for Kubernetes ${version} (${reasons.join("; ")})` };
  }
  index(text, json) {
    const hash = hashText(text);
    const hit = this.indexes.get(hash);
    if (hit) return hit;
    const schemas = json.components?.schemas ?? {};
    const kinds = /* @__PURE__ */ new Map();
    for (const [name, s] of Object.entries(schemas)) {
      const gvks = s["x-kubernetes-group-version-kind"];
      if (!Array.isArray(gvks) || gvks.length !== 1 || !gvks[0]) continue;
      const { group, version, kind } = gvks[0];
      kinds.set(`${group ? `${group}/` : ""}${version}/${kind}`, name);
    }
    const entry = { hash, schemas, kinds };
    this.indexes.set(hash, entry);
    return entry;
  }
};

// src/schema/compiler.ts
var import_standalone = __toESM(require_standalone(), 1);

// src/schema/ajv-factory.ts
var import_ajv = __toESM(require_ajv(), 1);
import { createHash as createHash2 } from "node:crypto";

// node_modules/ajv/package.json
var package_default = {
  name: "ajv",
  version: "8.20.0",
  description: "Another JSON Schema Validator",
  main: "dist/ajv.js",
  types: "dist/ajv.d.ts",
  files: [
    "lib/",
    "dist/",
    ".runkit_example.js"
  ],
  sideEffects: false,
  scripts: {
    eslint: 'eslint "lib/**/*.ts" "spec/**/*.*s" --ignore-pattern spec/JSON-Schema-Test-Suite',
    "prettier:write": 'prettier --write "./**/*.{json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{json,yaml,js,ts}"',
    "test-spec": 'cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register "spec/**/*.spec.{ts,js}" -R dot',
    "test-codegen": "nyc cross-env TS_NODE_PROJECT=spec/tsconfig.json mocha -r ts-node/register 'spec/codegen.spec.ts' -R spec",
    "test-debug": "npm run test-spec -- --inspect-brk",
    "test-cov": "nyc npm run test-spec",
    rollup: "rm -rf bundle && rollup -c",
    bundle: "rm -rf bundle && node ./scripts/bundle.js ajv ajv7 ajv7 && node ./scripts/bundle.js 2019 ajv2019 ajv2019 && node ./scripts/bundle.js 2020 ajv2020 ajv2020 && node ./scripts/bundle.js jtd ajvJTD ajvJTD",
    build: "rm -rf dist && tsc && cp -r lib/refs dist && rm dist/refs/json-schema-2019-09/index.ts && rm dist/refs/json-schema-2020-12/index.ts && rm dist/refs/jtd-schema.ts",
    "json-tests": "rm -rf spec/_json/*.js && node scripts/jsontests",
    "test-karma": "karma start",
    "test-browser": "rm -rf .browser && npm run bundle && scripts/prepare-tests && karma start",
    "test-all": "npm run test-cov",
    test: "npm run json-tests && npm run prettier:check && npm run eslint && npm link && npm link --legacy-peer-deps ajv && npm run test-cov",
    "test-ci": "AJV_FULL_TEST=true npm test",
    prepublish: "npm run build",
    benchmark: "npm i && npm run build && npm link && cd ./benchmark && npm link --legacy-peer-deps ajv && npm i && node ./jtd",
    "docs:dev": "./scripts/prepare-site && vuepress dev docs",
    "docs:build": "./scripts/prepare-site && vuepress build docs"
  },
  nyc: {
    exclude: [
      "**/spec/**",
      "node_modules"
    ],
    reporter: [
      "lcov",
      "text-summary"
    ]
  },
  repository: "ajv-validator/ajv",
  keywords: [
    "JSON",
    "schema",
    "validator",
    "validation",
    "jsonschema",
    "json-schema",
    "json-schema-validator",
    "json-schema-validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: "https://github.com/ajv-validator/ajv/issues",
  homepage: "https://ajv.js.org",
  runkitExampleFilename: ".runkit_example.js",
  dependencies: {
    "fast-deep-equal": "^3.1.3",
    "fast-uri": "^3.0.1",
    "json-schema-traverse": "^1.0.0",
    "require-from-string": "^2.0.2"
  },
  devDependencies: {
    "@ajv-validator/config": "^0.5.0",
    "@rollup/plugin-commonjs": "^25.0.7",
    "@rollup/plugin-json": "^6.1.0",
    "@rollup/plugin-node-resolve": "^15.2.3",
    "@rollup/plugin-typescript": "^11.1.6",
    "@types/chai": "^4.3.11",
    "@types/mocha": "^10.0.6",
    "@types/node": "^20.11.30",
    "@types/require-from-string": "^1.2.3",
    "@typescript-eslint/eslint-plugin": "^7.3.1",
    "@typescript-eslint/parser": "^7.3.1",
    "ajv-formats": "^3.0.1",
    browserify: "^17.0.0",
    chai: "^4.4.1",
    "cross-env": "^7.0.3",
    dayjs: "^1.11.10",
    "dayjs-plugin-utc": "^0.1.2",
    eslint: "^8.57.0",
    "eslint-config-prettier": "^9.1.0",
    glob: "^10.3.10",
    husky: "^9.0.11",
    jimp: "^0.22.10",
    "js-beautify": "^1.15.1",
    "json-schema-test": "^2.0.0",
    karma: "^6.4.2",
    "karma-chrome-launcher": "^3.2.0",
    "karma-mocha": "^2.0.1",
    "lint-staged": "^15.2.2",
    mocha: "^10.3.0",
    "module-from-string": "^3.3.0",
    "node-fetch": "^3.3.2",
    nyc: "^15.1.0",
    prettier: "3.0.3",
    re2: "^1.20.9",
    rollup: "^2.79.1",
    "rollup-plugin-terser": "^7.0.2",
    "ts-node": "^10.9.2",
    tsify: "^5.0.4",
    typescript: "5.3.3",
    "uri-js": "^4.4.1"
  },
  collective: {
    type: "opencollective",
    url: "https://opencollective.com/ajv"
  },
  funding: {
    type: "github",
    url: "https://github.com/sponsors/epoberezkin"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{json,yaml,js,ts}": "prettier --write"
  }
};

// src/schema/ajv-factory.ts
var import_ajv_formats = __toESM(require_dist2(), 1);

// node_modules/ajv-formats/package.json
var package_default2 = {
  name: "ajv-formats",
  version: "3.0.1",
  description: "Format validation for Ajv v7+",
  main: "dist/index.js",
  types: "dist/index.d.ts",
  files: [
    "src/",
    "dist/"
  ],
  scripts: {
    build: "tsc",
    "prettier:write": 'prettier --write "./**/*.{md,json,yaml,js,ts}"',
    "prettier:check": 'prettier --list-different "./**/*.{md,json,yaml,js,ts}"',
    eslint: "eslint --ext .ts ./src/**/*",
    "test-spec": "jest",
    "test-cov": "jest --coverage",
    test: "npm run prettier:check && npm run build && npm run eslint && npm run test-cov",
    "ci-test": "npm run test"
  },
  repository: {
    type: "git",
    url: "git+https://github.com/ajv-validator/ajv-formats.git"
  },
  keywords: [
    "Ajv",
    "JSON-Schema",
    "format",
    "validation"
  ],
  author: "Evgeny Poberezkin",
  license: "MIT",
  bugs: {
    url: "https://github.com/ajv-validator/ajv-formats/issues"
  },
  homepage: "https://github.com/ajv-validator/ajv-formats#readme",
  dependencies: {
    ajv: "^8.0.0"
  },
  peerDependencies: {
    ajv: "^8.0.0"
  },
  peerDependenciesMeta: {
    ajv: {
      optional: true
    }
  },
  devDependencies: {
    "@ajv-validator/config": "^0.3.0",
    "@types/jest": "^26.0.5",
    "@types/node": "^14.10.1",
    "@typescript-eslint/eslint-plugin": "^3.7.0",
    "@typescript-eslint/parser": "^3.7.0",
    ajv: "^8.0.0",
    eslint: "^7.5.0",
    "eslint-config-prettier": "^6.11.0",
    husky: "^4.2.5",
    jest: "^26.1.0",
    "json-schema-test": "^2.0.0",
    "lint-staged": "^10.2.11",
    prettier: "^2.3.2",
    "ts-jest": "^26.1.3",
    typescript: "^4.0.0"
  },
  prettier: "@ajv-validator/config/prettierrc.json",
  husky: {
    hooks: {
      "pre-commit": "lint-staged && npm test"
    }
  },
  "lint-staged": {
    "*.{md,json,yaml,js,ts}": "prettier --write"
  }
};

// src/schema/re2.ts
function translateRe2(pattern) {
  let source = pattern;
  let flags = "";
  source = source.replace(/\(\?([imsU]+)\)/g, (_m, f) => {
    for (const c of f) if (c === "i" || c === "s" || c === "m") flags += flags.includes(c) ? "" : c;
    return "";
  });
  source = source.replace(/\(\?P</g, "(?<").replace(/\\A/g, "^").replace(/\\z/g, "$").replace(/\[\[:alpha:\]\]/g, "[A-Za-z]").replace(/\[\[:digit:\]\]/g, "[0-9]").replace(/\[\[:alnum:\]\]/g, "[A-Za-z0-9]").replace(/\[:alpha:\]/g, "A-Za-z").replace(/\[:digit:\]/g, "0-9").replace(/\[:alnum:\]/g, "A-Za-z0-9").replace(/\[:space:\]/g, "\\s");
  return { source, flags };
}
function makeRegExpEngine(notes) {
  return (pattern, flags) => {
    const t = translateRe2(pattern);
    const all = [...new Set(flags + t.flags)].join("");
    for (const f of [all, all.replace("u", "")]) {
      try {
        return new RegExp(t.source, f);
      } catch {
      }
    }
    notes.skipped.add(pattern);
    return { test: () => true, toString: () => `skipped:${pattern}` };
  };
}

// src/schema/ajv-factory.ts
var mod = import_ajv_formats.default;
var addFormats = mod.default ?? mod;
var GO_DURATION = /^[-+]?(?:0|(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/;
var KNOWN = [
  "date-time",
  "date",
  "uri",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
  "byte",
  "int32",
  "int64",
  "float",
  "double"
];
var IGNORED = [
  "int-or-string",
  "cidr",
  "mac",
  "password",
  "bsonobjectid",
  "uri-reference",
  "isbn",
  "creditcard",
  "color"
];
var STANDALONE_FORMATS = "deploy-gate:formats";
var STANDALONE_REGEXP = "deploy-gate:regexp";
function createAjv(notes) {
  const regExp = Object.assign(makeRegExpEngine(notes), { code: `require(${JSON.stringify(STANDALONE_REGEXP)})` });
  const opts = {
    allErrors: true,
    strict: false,
    verbose: true,
    validateSchema: false,
    logger: false,
    unicodeRegExp: false,
    // Shared sub-schemas (PodSpec, ObjectMeta) compile once per run, not once per kind.
    inlineRefs: false,
    // source: validators can be written out as standalone code (compiled-cache.ts).
    code: { regExp, source: true, formats: import_ajv._`require(${STANDALONE_FORMATS})` }
  };
  const ajv = new import_ajv.Ajv(opts);
  addFormats(ajv, { formats: [...KNOWN], keywords: false });
  ajv.addFormat("duration", GO_DURATION);
  for (const ignored of IGNORED) ajv.addFormat(ignored, true);
  return ajv;
}
var AJV_VERSION = package_default.version;
function ajvFingerprint() {
  const parts = [
    AJV_VERSION,
    package_default2.version,
    createAjv.toString(),
    makeRegExpEngine.toString(),
    translateRe2.toString(),
    GO_DURATION.source,
    KNOWN.join(),
    IGNORED.join()
  ];
  return createHash2("sha256").update(parts.join("\0")).digest("hex");
}

// src/schema/compiled-cache.ts
import { createHash as createHash3, createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync as mkdirSync2, readFileSync as readFileSync3, renameSync as renameSync2, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path3 from "node:path";

// src/schema/cache-secret.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync as readFileSync2, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";
var CACHE_SECRET_ENV = "DEPLOY_GATE_CACHE_SECRET";
var MIN_SECRET_LENGTH = 16;
var memo;
function onCi() {
  return process.env.GITHUB_ACTIONS === "true" || Boolean(process.env.CI);
}
function keyFile() {
  const base = process.env.XDG_CONFIG_HOME && path2.isAbsolute(process.env.XDG_CONFIG_HOME) ? process.env.XDG_CONFIG_HOME : path2.join(os.homedir(), ".config");
  return path2.join(base, "deploy-gate", "cache.key");
}
function userKey() {
  const file = keyFile();
  try {
    const existing = readFileSync2(file);
    if (existing.length >= 32) return existing;
  } catch {
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path2.dirname(file), { recursive: true, mode: 448 });
    writeFileSync(tmp, randomBytes(32), { mode: 384 });
    renameSync(tmp, file);
    return readFileSync2(file);
  } catch {
    rmSync(tmp, { force: true });
    return void 0;
  }
}
function cacheSecret() {
  if (memo) return memo;
  const fromEnv = process.env[CACHE_SECRET_ENV];
  if (fromEnv && fromEnv.length >= MIN_SECRET_LENGTH) memo = Buffer.from(fromEnv, "utf8");
  else memo = !onCi() && userKey() || randomBytes(32);
  return memo;
}

// src/schema/compiled-cache.ts
var FORMAT = 2;
var MAGIC = "// deploy-gate compiled validator ";
var CompiledCache = class {
  constructor(dir, fingerprint, secret = cacheSecret()) {
    this.dir = dir;
    this.fingerprint = fingerprint;
    this.secret = secret;
  }
  dir;
  fingerprint;
  secret;
  /** Entries dropped by read() (header or checksum wrong). */
  damaged = 0;
  /** The key of a validator: `identity` names exactly what it validates (e.g. the transformed schema's hash). */
  keyOf(identity) {
    return sha256(`${FORMAT}\0${this.fingerprint}\0${identity}`);
  }
  /** The verified code of an entry, or undefined (absent, or dropped as damaged). */
  read(key) {
    if (!this.dir) return void 0;
    let text;
    try {
      text = readFileSync3(this.file(key), "utf8");
    } catch {
      return void 0;
    }
    const body = verified(text, key, this.secret);
    if (body === void 0) {
      this.damaged++;
      this.drop(key);
    }
    return body;
  }
  write(key, code) {
    if (!this.dir) return;
    const header = { format: FORMAT, ajv: AJV_VERSION, key, mac: mac(this.secret, key, code) };
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      mkdirSync2(this.dir, { recursive: true });
      writeFileSync2(tmp, `${MAGIC}${JSON.stringify(header)}
${code}`);
      renameSync2(tmp, file);
    } catch {
      rmSync2(tmp, { force: true });
    }
  }
  /** Removes an entry whose code did not evaluate to a validator. */
  drop(key) {
    if (!this.dir) return;
    try {
      rmSync2(this.file(key), { force: true });
    } catch {
    }
  }
  file(key) {
    return path3.join(this.dir ?? "", `${key}.cjs`);
  }
};
function verified(text, key, secret) {
  const nl = text.indexOf("\n");
  if (!text.startsWith(MAGIC) || nl < 0) return void 0;
  let header;
  try {
    header = JSON.parse(text.slice(MAGIC.length, nl));
  } catch {
    return void 0;
  }
  const body = text.slice(nl + 1);
  const ok = header.format === FORMAT && header.ajv === AJV_VERSION && header.key === key && sameMac(header.mac, mac(secret, key, body));
  return ok ? body : void 0;
}
function mac(secret, key, code) {
  return createHmac("sha256", secret).update(`${key}\0${code}`).digest("hex");
}
function sameMac(given, want) {
  if (typeof given !== "string" || given.length !== want.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(want));
}
function sha256(text) {
  return createHash3("sha256").update(text).digest("hex");
}

// src/schema/transform.ts
var DROP = /* @__PURE__ */ new Set([
  "description",
  "default",
  "example",
  "externalDocs",
  "readOnly",
  "writeOnly",
  "x-kubernetes-validations"
]);
var INT_OR_STRING = { type: ["integer", "string", "null"] };
function transformSchema(schema, opts) {
  return walk(schema, opts);
}
function walk(input, opts) {
  if (!isObject(input)) return input;
  const single = singleRef(input);
  if (single !== void 0) return { $ref: opts.ref ? opts.ref(single) : single };
  if (input["format"] === "int-or-string" || input["x-kubernetes-int-or-string"] === true) return { ...INT_OR_STRING };
  const union = typeUnion(input);
  const out = {};
  for (const [key, value] of Object.entries(input)) {
    if (DROP.has(key) || key.startsWith("x-") && key !== "x-kubernetes-preserve-unknown-fields") continue;
    out[key] = walkKeyword(key, value, opts);
  }
  if (union) {
    delete out["oneOf"];
    delete out["anyOf"];
    out["type"] = union;
  }
  nullable(out);
  closeObject(input, out, opts.strict);
  return out;
}
function walkKeyword(key, value, opts) {
  switch (key) {
    case "properties":
    case "patternProperties":
    case "$defs":
    case "definitions":
      return mapValues(value, (v) => walk(v, opts));
    case "items":
    case "additionalProperties":
    case "not":
      return walk(value, opts);
    case "allOf":
    case "anyOf":
    case "oneOf":
      return Array.isArray(value) ? value.map((v) => walk(v, opts)) : value;
    case "$ref":
      return typeof value === "string" && opts.ref ? opts.ref(value) : value;
    default:
      return value;
  }
}
function singleRef(node) {
  const allOf = node["allOf"];
  const ref = Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0]) ? allOf[0]["$ref"] : node["$ref"];
  if (typeof ref !== "string") return void 0;
  const others = Object.keys(node).filter((k) => k !== "allOf" && k !== "$ref" && !DROP.has(k));
  return others.length === 0 ? ref : void 0;
}
function typeUnion(node) {
  const alts = node["oneOf"] ?? node["anyOf"];
  if (!Array.isArray(alts) || alts.length === 0) return void 0;
  const types = [];
  for (const alt of alts) {
    if (!isObject(alt) || typeof alt["type"] !== "string" || Object.keys(alt).some((k) => k !== "type" && k !== "format"))
      return void 0;
    types.push(alt["type"]);
  }
  return types;
}
function nullable(out) {
  const type = out["type"];
  if (typeof type === "string") out["type"] = [type, "null"];
  else if (Array.isArray(type) && !type.includes("null")) out["type"] = [...type, "null"];
  if (Array.isArray(out["enum"]) && !out["enum"].includes(null)) out["enum"] = [...out["enum"], null];
}
function closeObject(input, out, strict) {
  const open = input["x-kubernetes-preserve-unknown-fields"] === true || input["x-kubernetes-embedded-resource"] === true;
  delete out["x-kubernetes-preserve-unknown-fields"];
  if (open) {
    if (out["additionalProperties"] === false) delete out["additionalProperties"];
    return;
  }
  if (!strict) {
    if (out["additionalProperties"] === false) delete out["additionalProperties"];
    return;
  }
  if (isObject(out["properties"]) && out["additionalProperties"] === void 0 && out["patternProperties"] === void 0) {
    out["additionalProperties"] = false;
  }
}
function mapValues(value, fn) {
  if (!isObject(value)) return value;
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = fn(v);
  return out;
}

// src/schema/openapi-graph.ts
var PREFIX = "#/components/schemas/";
var OpenApiGraph = class {
  constructor(schemas, strict) {
    this.schemas = schemas;
    this.strict = strict;
  }
  schemas;
  strict;
  defs = /* @__PURE__ */ new Map();
  closures = /* @__PURE__ */ new Map();
  ids = /* @__PURE__ */ new Map();
  /** `dg:def:<hash>` of a definition and its closure. */
  idOf(name) {
    let id = this.ids.get(name);
    if (!id) {
      const lines = this.closureOf(name).map((n) => `${n} ${this.def(n)?.hash ?? "missing"}`);
      id = `dg:def:${hashText(`${lines.join("\n")}
root ${name}`)}`;
      this.ids.set(name, id);
    }
    return id;
  }
  /** What ajv needs for `name`: every definition it reaches, with `$id` and `$ref`s to other ids. */
  schemasFor(name) {
    const out = [];
    for (const n of this.closureOf(name)) {
      if (!Object.hasOwn(this.schemas, n)) continue;
      const id = this.idOf(n);
      const ref = (r) => r.startsWith(PREFIX) ? this.idOf(unescapePointerToken(r.slice(PREFIX.length))) : r;
      out.push({ id, schema: { ...transformSchema(this.schemas[n], { strict: this.strict, ref }), $id: id } });
    }
    return out;
  }
  /** Sorted names of the definitions reachable from `name`, itself included. */
  closureOf(name) {
    const hit = this.closures.get(name);
    if (hit) return hit;
    const seen = /* @__PURE__ */ new Set([name]);
    const stack = [name];
    for (let n = stack.pop(); n !== void 0; n = stack.pop()) {
      for (const r of this.def(n)?.refs ?? []) {
        if (!seen.has(r)) {
          seen.add(r);
          stack.push(r);
        }
      }
    }
    const closure = [...seen].sort();
    this.closures.set(name, closure);
    return closure;
  }
  def(name) {
    let d = this.defs.get(name);
    if (!d && Object.hasOwn(this.schemas, name)) {
      const refs = [];
      const ref = (r) => {
        if (r.startsWith(PREFIX)) refs.push(unescapePointerToken(r.slice(PREFIX.length)));
        return r;
      };
      const t = transformSchema(this.schemas[name], { strict: this.strict, ref });
      d = { hash: hashText(JSON.stringify(t)), refs };
      this.defs.set(name, d);
    }
    return d;
  }
};

// src/schema/standalone-runtime.ts
var import_equal = __toESM(require_equal(), 1);
var import_timestamp = __toESM(require_timestamp(), 1);
var import_ucs2length = __toESM(require_ucs2length(), 1);
var import_uri = __toESM(require_uri(), 1);
var import_validation_error = __toESM(require_validation_error(), 1);
function exportsOf(imported) {
  return typeof imported === "function" ? { default: imported } : imported;
}
var AJV_RUNTIME = {
  "ajv/dist/runtime/equal": exportsOf(import_equal.default),
  "ajv/dist/runtime/timestamp": exportsOf(import_timestamp.default),
  "ajv/dist/runtime/ucs2length": exportsOf(import_ucs2length.default),
  "ajv/dist/runtime/uri": exportsOf(import_uri.default),
  "ajv/dist/runtime/validation_error": exportsOf(import_validation_error.default)
};
var StandaloneRuntime = class {
  modules;
  constructor(ajv) {
    const regExp = ajv.opts.code.regExp;
    this.modules = { ...AJV_RUNTIME, [STANDALONE_FORMATS]: ajv.formats, [STANDALONE_REGEXP]: regExp };
  }
  /** Throws when the code does not evaluate to a validator (the caller drops the cache entry). */
  evaluate(source) {
    const module = { exports: {} };
    const require2 = (id) => {
      if (!Object.hasOwn(this.modules, id)) throw new Error(`validator code requires an unknown module "${id}"`);
      return this.modules[id];
    };
    const factory = new Function("require", "module", "exports", source);
    factory(require2, module, module.exports);
    if (typeof module.exports !== "function") throw new Error("validator code does not export a function");
    return module.exports;
  }
};

// src/schema/compiler.ts
var standaloneCode = ((m) => typeof m === "function" ? m : m.default)(import_standalone.default);
var SchemaCompiler = class {
  constructor(strict, opts = {}) {
    this.strict = strict;
    this.cache = new CompiledCache(opts.cacheDir, opts.fingerprint ?? ajvFingerprint());
  }
  strict;
  notes = { skipped: /* @__PURE__ */ new Set() };
  ajv = createAjv(this.notes);
  runtime = new StandaloneRuntime(this.ajv);
  cache;
  compiled = /* @__PURE__ */ new Map();
  graphs = /* @__PURE__ */ new Map();
  registered = /* @__PURE__ */ new Set();
  counts = { compiled: 0, loaded: 0, unusable: 0 };
  get stats() {
    return {
      compiled: this.counts.compiled,
      loaded: this.counts.loaded,
      rejected: this.counts.unusable + this.cache.damaged
    };
  }
  /** A kind inside an OpenAPI v3 document (`components.schemas`); only the definitions it reaches are compiled. */
  fromOpenApiDoc(docHash, schemas, name) {
    let graph = this.graphs.get(docHash);
    if (!graph) {
      graph = new OpenApiGraph(schemas, this.strict);
      this.graphs.set(docHash, graph);
    }
    const g = graph;
    const id = g.idOf(name);
    return this.memo(
      id,
      () => this.obtain(`openapi ${this.strict} ${id}`, () => {
        for (const def of g.schemasFor(name)) {
          if (this.registered.has(def.id)) continue;
          this.ajv.addSchema(def.schema);
          this.registered.add(def.id);
        }
        const fn = this.ajv.getSchema(id);
        if (!fn) throw new Error(`no definition ${name} in the document`);
        return fn;
      })
    );
  }
  /** A self-contained schema (a CRD version's openAPIV3Schema, a catalog JSON schema). */
  fromSchema(schema) {
    return this.memo(`s:${this.strict}:${hashJson(schema)}`, () => {
      const transformed = transformSchema(withObjectRoot(schema), { strict: this.strict });
      return this.obtain(
        `schema ${this.strict} ${hashText(JSON.stringify(transformed))}`,
        () => this.ajv.compile(transformed)
      );
    });
  }
  /** Memoised per key, failures too: a schema that does not compile is not compiled again for every object. */
  memo(key, make) {
    const hit = this.compiled.get(key);
    if (hit instanceof Error) throw hit;
    if (hit) return hit;
    try {
      const entry = make();
      this.compiled.set(key, entry);
      return entry;
    } catch (err) {
      this.compiled.set(key, err);
      throw err;
    }
  }
  /** From the compiled cache, else compiled and written there. */
  obtain(identity, compile) {
    const key = this.cache.keyOf(identity);
    const before = new Set(this.notes.skipped);
    let fn = this.load(key);
    if (!fn) {
      const compiled = compile();
      this.counts.compiled++;
      this.store(key, compiled);
      fn = compiled;
    }
    const validate = fn;
    return {
      validate: (object) => validate(object) ? [] : [...validate.errors ?? []],
      skippedPatterns: [...this.notes.skipped].filter((p) => !before.has(p))
    };
  }
  load(key) {
    const code = this.cache.read(key);
    if (code === void 0) return void 0;
    try {
      const fn = this.runtime.evaluate(code);
      this.counts.loaded++;
      return fn;
    } catch {
      this.counts.unusable++;
      this.cache.drop(key);
      return void 0;
    }
  }
  /** Only code that evaluates here is written: a bad entry would be recompiled by every run. */
  store(key, fn) {
    let code;
    try {
      code = standaloneCode(this.ajv, fn);
      this.runtime.evaluate(code);
    } catch {
      return;
    }
    this.cache.write(key, code);
  }
};
function withObjectRoot(schema) {
  if (typeof schema !== "object" || schema === null) return schema;
  const root = schema;
  if (!root.properties) return schema;
  const properties = {
    apiVersion: { type: "string" },
    kind: { type: "string" },
    metadata: { type: "object" },
    ...root.properties
  };
  return { ...root, properties };
}

// src/schema/crd-schemas.ts
var import_yaml2 = __toESM(require_dist(), 1);
import { readdir, readFile } from "node:fs/promises";
import path4 from "node:path";
function crdKey(group, version, kind) {
  return `${group}/${version}/${kind.toLowerCase()}`;
}
function schemasOfCrd(crd, from) {
  const out = /* @__PURE__ */ new Map();
  const spec = crd["spec"];
  const names = spec?.["names"];
  const group = spec?.["group"];
  const kind = names?.["kind"];
  if (typeof group !== "string" || typeof kind !== "string") return out;
  const scope = spec?.["scope"] === "Cluster" ? "Cluster" : "Namespaced";
  const topLevel = spec?.["validation"]?.["openAPIV3Schema"];
  const versions = Array.isArray(spec?.["versions"]) ? spec["versions"] : [];
  if (versions.length === 0 && typeof spec?.["version"] === "string")
    versions.push({ name: spec["version"], served: true });
  const name = crd["metadata"]?.["name"];
  for (const v of versions) {
    if (typeof v["name"] !== "string") continue;
    const schema = v["schema"]?.["openAPIV3Schema"] ?? topLevel;
    out.set(crdKey(group, v["name"], kind), {
      schema: schema ?? { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      scope,
      served: v["served"] !== false,
      from: `CRD ${typeof name === "string" ? name : kind} in ${from}`
    });
  }
  return out;
}
async function readCrdDir(dir) {
  const schemas = /* @__PURE__ */ new Map();
  const notes = [];
  let files;
  try {
    files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name)).map((e) => path4.join(e.parentPath, e.name)).sort();
  } catch (err) {
    notes.push(`CRD folder ${dir} cannot be read: ${err.message}`);
    return { schemas, notes };
  }
  for (const file of files) {
    const rel = path4.relative(dir, file);
    const text = await readFile(file, "utf8");
    const catalog = /^(.+)[\\/]([^\\/]+)_([^\\/_]+)\.json$/i.exec(rel);
    for (const doc of (0, import_yaml2.parseAllDocuments)(text)) {
      if (doc.errors.length > 0) {
        notes.push(`${rel}: not parseable (${doc.errors[0]?.message ?? "error"}); its CRDs were not read`);
        break;
      }
      const obj2 = doc.toJS({ maxAliasCount: 100 });
      if (!obj2 || typeof obj2 !== "object") continue;
      const o = obj2;
      if (o["kind"] === "CustomResourceDefinition") {
        for (const [k, v] of schemasOfCrd(o, rel)) if (!schemas.has(k)) schemas.set(k, v);
      } else if (catalog && catalog[1] && catalog[2] && catalog[3]) {
        const key = crdKey(catalog[1].replace(/\\/g, "/"), catalog[3], catalog[2]);
        if (!schemas.has(key)) schemas.set(key, { schema: o, served: true, from: `schema ${rel}` });
      }
    }
  }
  return { schemas, notes };
}

// src/schema/crd-resolver.ts
var CrdResolver = class {
  constructor(fetcher, templates) {
    this.fetcher = fetcher;
    this.templates = templates;
  }
  fetcher;
  templates;
  dirs = /* @__PURE__ */ new Map();
  remote = /* @__PURE__ */ new Map();
  /** The per-target view: CRDs rendered in this target plus the revision's CRD folders. */
  async forTarget(resources, crdDirs, trustedDirs = []) {
    const rendered = /* @__PURE__ */ new Map();
    for (const r of resources) {
      if (r.ref.kind !== "CustomResourceDefinition" || !r.ref.apiVersion.startsWith("apiextensions.k8s.io/")) continue;
      for (const [k, v] of schemasOfCrd(r.object, `this target (${r.source.file})`))
        if (!rendered.has(k)) rendered.set(k, v);
    }
    const indexes = await Promise.all(crdDirs.map((d) => this.dir(d)));
    const trusted = await Promise.all(trustedDirs.map((d) => this.dir(d)));
    return new TargetCrds(rendered, crdDirs, indexes, this, trusted);
  }
  dir(dir) {
    let p = this.dirs.get(dir);
    if (!p) {
      p = readCrdDir(dir);
      this.dirs.set(dir, p);
    }
    return p;
  }
  /** `--crd-schema-location` templates, memoised per kind for the whole run. */
  fromLocations(group, version, kind) {
    const key = crdKey(group, version, kind);
    let p = this.remote.get(key);
    if (!p) {
      p = this.readLocations(group, version, kind);
      this.remote.set(key, p);
    }
    return p;
  }
  async readLocations(group, version, kind) {
    const lookedIn = [];
    for (const template of this.templates) {
      const location = expandTemplate(template, { group, version, kind: kind.toLowerCase() });
      const got = await this.fetcher.read(location);
      if (got.status === "ok")
        return { status: "ok", found: { schema: got.json, served: true, from: `schema ${displayLocation(location)}` } };
      lookedIn.push(`${got.from} (${got.reason})`);
    }
    return { status: "not-found", lookedIn };
  }
};
var TargetCrds = class {
  constructor(rendered, dirNames, indexes, resolver, trusted = []) {
    this.rendered = rendered;
    this.dirNames = dirNames;
    this.indexes = indexes;
    this.resolver = resolver;
    this.trusted = trusted;
  }
  rendered;
  dirNames;
  indexes;
  resolver;
  trusted;
  get notes() {
    return this.indexes.flatMap((i) => i.notes);
  }
  async lookup(group, version, kind) {
    const key = crdKey(group, version, kind);
    const fromDirs = (list2) => list2.map((i) => i.schemas.get(key)).find((s) => s !== void 0);
    const local = fromDirs(this.trusted) ?? this.rendered.get(key) ?? fromDirs(this.indexes);
    if (local) return { status: "ok", found: local };
    const remote = await this.resolver.fromLocations(group, version, kind);
    if (remote.status === "ok") return remote;
    const lookedIn = [
      "CRDs rendered in this target",
      ...this.dirNames.map((d) => `CRD folder ${d}`),
      ...remote.lookedIn
    ];
    return { status: "not-found", lookedIn };
  }
};

// src/schema/embedded-kinds.ts
var EMBEDDED_MODELS_VERSION = "5.1.0";
var EMBEDDED_KINDS = {
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicy-BZQ3RW6Q.js"),
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicyBinding": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicyBinding-HALNH5NE.js"),
  "admissionregistration.k8s.io/v1/MutatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1MutatingWebhookConfiguration-EIIW33NP.js"),
  "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicy-KB3KO7AN.js"),
  "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicyBinding": () => import("./IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicyBinding-WMWYBYN2.js"),
  "admissionregistration.k8s.io/v1/ValidatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1ValidatingWebhookConfiguration-CJXIFHCU.js"),
  "admissionregistration.k8s.io/v1beta1/MutatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1beta1MutatingWebhookConfiguration-JUYGZ5L6.js"),
  "admissionregistration.k8s.io/v1beta1/ValidatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1beta1ValidatingWebhookConfiguration-K7P5GWIS.js"),
  "apiextensions.k8s.io/v1/CustomResourceDefinition": () => import("./IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinition-G5TYWAXL.js"),
  "apiextensions.k8s.io/v1beta1/CustomResourceDefinition": () => import("./IoK8sApiextensionsApiserverPkgApisApiextensionsV1beta1CustomResourceDefinition-OUBA4FL4.js"),
  "apiregistration.k8s.io/v1/APIService": () => import("./IoK8sKubeAggregatorPkgApisApiregistrationV1APIService-EZG3YO4X.js"),
  "apiregistration.k8s.io/v1beta1/APIService": () => import("./IoK8sKubeAggregatorPkgApisApiregistrationV1beta1APIService-3TF4NU3X.js"),
  "apps/v1/ControllerRevision": () => import("./IoK8sApiAppsV1ControllerRevision-VCNPXEJZ.js"),
  "apps/v1/DaemonSet": () => import("./IoK8sApiAppsV1DaemonSet-TCZPPJJK.js"),
  "apps/v1/Deployment": () => import("./IoK8sApiAppsV1Deployment-XWDFH6DV.js"),
  "apps/v1/ReplicaSet": () => import("./IoK8sApiAppsV1ReplicaSet-W2RGMZ4S.js"),
  "apps/v1/StatefulSet": () => import("./IoK8sApiAppsV1StatefulSet-KMDLLZRX.js"),
  "apps/v1beta1/ControllerRevision": () => import("./IoK8sApiAppsV1beta1ControllerRevision-NG2C5PFO.js"),
  "apps/v1beta1/Deployment": () => import("./IoK8sApiAppsV1beta1Deployment-IJ6GN5FB.js"),
  "apps/v1beta1/DeploymentRollback": () => import("./IoK8sApiAppsV1beta1DeploymentRollback-WRG7EBDU.js"),
  "apps/v1beta1/Scale": () => import("./IoK8sApiAppsV1beta1Scale-7UF7BBHM.js"),
  "apps/v1beta1/StatefulSet": () => import("./IoK8sApiAppsV1beta1StatefulSet-SIG2YEPP.js"),
  "apps/v1beta2/ControllerRevision": () => import("./IoK8sApiAppsV1beta2ControllerRevision-RJRLU6AH.js"),
  "apps/v1beta2/DaemonSet": () => import("./IoK8sApiAppsV1beta2DaemonSet-NOZ6CAHI.js"),
  "apps/v1beta2/Deployment": () => import("./IoK8sApiAppsV1beta2Deployment-YBLFX6K6.js"),
  "apps/v1beta2/ReplicaSet": () => import("./IoK8sApiAppsV1beta2ReplicaSet-3RRPJT33.js"),
  "apps/v1beta2/Scale": () => import("./IoK8sApiAppsV1beta2Scale-SJBTJGLZ.js"),
  "apps/v1beta2/StatefulSet": () => import("./IoK8sApiAppsV1beta2StatefulSet-H7TPT3QU.js"),
  "authentication.k8s.io/v1/SelfSubjectReview": () => import("./IoK8sApiAuthenticationV1SelfSubjectReview-DXH5NLWR.js"),
  "authentication.k8s.io/v1/TokenRequest": () => import("./IoK8sApiAuthenticationV1TokenRequest-UER3Y4SG.js"),
  "authentication.k8s.io/v1/TokenReview": () => import("./IoK8sApiAuthenticationV1TokenReview-3ZYH2KVD.js"),
  "authentication.k8s.io/v1beta1/TokenReview": () => import("./IoK8sApiAuthenticationV1beta1TokenReview-IT62XSS4.js"),
  "authorization.k8s.io/v1/LocalSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1LocalSubjectAccessReview-2UZP3HYG.js"),
  "authorization.k8s.io/v1/SelfSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1SelfSubjectAccessReview-4FJOFIG4.js"),
  "authorization.k8s.io/v1/SelfSubjectRulesReview": () => import("./IoK8sApiAuthorizationV1SelfSubjectRulesReview-5FOIHDO6.js"),
  "authorization.k8s.io/v1/SubjectAccessReview": () => import("./IoK8sApiAuthorizationV1SubjectAccessReview-XRYQZW4J.js"),
  "authorization.k8s.io/v1beta1/LocalSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1LocalSubjectAccessReview-D5YRWT6K.js"),
  "authorization.k8s.io/v1beta1/SelfSubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1SelfSubjectAccessReview-HRPFFTYW.js"),
  "authorization.k8s.io/v1beta1/SelfSubjectRulesReview": () => import("./IoK8sApiAuthorizationV1beta1SelfSubjectRulesReview-XTY3VA5R.js"),
  "authorization.k8s.io/v1beta1/SubjectAccessReview": () => import("./IoK8sApiAuthorizationV1beta1SubjectAccessReview-SYEYDOEN.js"),
  "autoscaling/v1/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV1HorizontalPodAutoscaler-T42YN754.js"),
  "autoscaling/v1/Scale": () => import("./IoK8sApiAutoscalingV1Scale-AOBMZHB6.js"),
  "autoscaling/v2/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2HorizontalPodAutoscaler-DYXHPOW2.js"),
  "autoscaling/v2beta1/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2beta1HorizontalPodAutoscaler-WSS5KPLW.js"),
  "autoscaling/v2beta2/HorizontalPodAutoscaler": () => import("./IoK8sApiAutoscalingV2beta2HorizontalPodAutoscaler-6D6BIUCZ.js"),
  "batch/v1/CronJob": () => import("./IoK8sApiBatchV1CronJob-Z7S7ZLVL.js"),
  "batch/v1/Job": () => import("./IoK8sApiBatchV1Job-TLZ7MAMW.js"),
  "batch/v1beta1/CronJob": () => import("./IoK8sApiBatchV1beta1CronJob-MZB2WZJH.js"),
  "certificates.k8s.io/v1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1CertificateSigningRequest-PCMKPGQT.js"),
  "certificates.k8s.io/v1beta1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1beta1CertificateSigningRequest-PA6SV4DR.js"),
  "coordination.k8s.io/v1/Lease": () => import("./IoK8sApiCoordinationV1Lease-Q2SJXUSA.js"),
  "coordination.k8s.io/v1beta1/Lease": () => import("./IoK8sApiCoordinationV1beta1Lease-Z4HRV4WG.js"),
  "discovery.k8s.io/v1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1EndpointSlice-UTZ4RMJQ.js"),
  "discovery.k8s.io/v1beta1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1beta1EndpointSlice-SOADZOFD.js"),
  "events.k8s.io/v1/Event": () => import("./IoK8sApiEventsV1Event-BFJHHHLZ.js"),
  "events.k8s.io/v1beta1/Event": () => import("./IoK8sApiEventsV1beta1Event-CZYFG4C7.js"),
  "extensions/v1beta1/DaemonSet": () => import("./IoK8sApiExtensionsV1beta1DaemonSet-NLFZSLZS.js"),
  "extensions/v1beta1/Deployment": () => import("./IoK8sApiExtensionsV1beta1Deployment-SEBHLY7T.js"),
  "extensions/v1beta1/DeploymentRollback": () => import("./IoK8sApiExtensionsV1beta1DeploymentRollback-OEFIFXID.js"),
  "extensions/v1beta1/Ingress": () => import("./IoK8sApiExtensionsV1beta1Ingress-TTLRK5L7.js"),
  "extensions/v1beta1/NetworkPolicy": () => import("./IoK8sApiExtensionsV1beta1NetworkPolicy-IS7FK6HF.js"),
  "extensions/v1beta1/PodSecurityPolicy": () => import("./IoK8sApiExtensionsV1beta1PodSecurityPolicy-BENJPDQ7.js"),
  "extensions/v1beta1/ReplicaSet": () => import("./IoK8sApiExtensionsV1beta1ReplicaSet-CIUUOJHB.js"),
  "extensions/v1beta1/Scale": () => import("./IoK8sApiExtensionsV1beta1Scale-FUIIFMVG.js"),
  "flowcontrol.apiserver.k8s.io/v1/FlowSchema": () => import("./IoK8sApiFlowcontrolV1FlowSchema-5UR4NYUH.js"),
  "flowcontrol.apiserver.k8s.io/v1/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1PriorityLevelConfiguration-E44CUA3F.js"),
  "flowcontrol.apiserver.k8s.io/v1beta1/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta1FlowSchema-55ICMRUR.js"),
  "flowcontrol.apiserver.k8s.io/v1beta1/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta1PriorityLevelConfiguration-2V2S5LNP.js"),
  "flowcontrol.apiserver.k8s.io/v1beta2/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta2FlowSchema-FA6PNSVX.js"),
  "flowcontrol.apiserver.k8s.io/v1beta2/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta2PriorityLevelConfiguration-33OUS7L2.js"),
  "flowcontrol.apiserver.k8s.io/v1beta3/FlowSchema": () => import("./IoK8sApiFlowcontrolV1beta3FlowSchema-RF736PVJ.js"),
  "flowcontrol.apiserver.k8s.io/v1beta3/PriorityLevelConfiguration": () => import("./IoK8sApiFlowcontrolV1beta3PriorityLevelConfiguration-6AJCODQ2.js"),
  "networking.k8s.io/v1/IPAddress": () => import("./IoK8sApiNetworkingV1IPAddress-BP3HOIM4.js"),
  "networking.k8s.io/v1/Ingress": () => import("./IoK8sApiNetworkingV1Ingress-MX4C4D6C.js"),
  "networking.k8s.io/v1/IngressClass": () => import("./IoK8sApiNetworkingV1IngressClass-5ZPLK4OB.js"),
  "networking.k8s.io/v1/NetworkPolicy": () => import("./IoK8sApiNetworkingV1NetworkPolicy-HJLOXTXO.js"),
  "networking.k8s.io/v1/ServiceCIDR": () => import("./IoK8sApiNetworkingV1ServiceCIDR-4CGO4V3X.js"),
  "networking.k8s.io/v1beta1/Ingress": () => import("./IoK8sApiNetworkingV1beta1Ingress-DPOWPMWB.js"),
  "networking.k8s.io/v1beta1/IngressClass": () => import("./IoK8sApiNetworkingV1beta1IngressClass-MBPHQGBT.js"),
  "node.k8s.io/v1/RuntimeClass": () => import("./IoK8sApiNodeV1RuntimeClass-6X4U3K4Q.js"),
  "node.k8s.io/v1beta1/RuntimeClass": () => import("./IoK8sApiNodeV1beta1RuntimeClass-EGSMVGIP.js"),
  "policy/v1/Eviction": () => import("./IoK8sApiPolicyV1Eviction-ENF42ZCD.js"),
  "policy/v1/PodDisruptionBudget": () => import("./IoK8sApiPolicyV1PodDisruptionBudget-U4HMF463.js"),
  "policy/v1beta1/Eviction": () => import("./IoK8sApiPolicyV1beta1Eviction-3EGJAJS4.js"),
  "policy/v1beta1/PodDisruptionBudget": () => import("./IoK8sApiPolicyV1beta1PodDisruptionBudget-LLLI3XKD.js"),
  "policy/v1beta1/PodSecurityPolicy": () => import("./IoK8sApiPolicyV1beta1PodSecurityPolicy-BXOV74PU.js"),
  "rbac.authorization.k8s.io/v1/ClusterRole": () => import("./IoK8sApiRbacV1ClusterRole-OPXCDF5L.js"),
  "rbac.authorization.k8s.io/v1/ClusterRoleBinding": () => import("./IoK8sApiRbacV1ClusterRoleBinding-7BJ755XX.js"),
  "rbac.authorization.k8s.io/v1/Role": () => import("./IoK8sApiRbacV1Role-JOLRU3XU.js"),
  "rbac.authorization.k8s.io/v1/RoleBinding": () => import("./IoK8sApiRbacV1RoleBinding-FE7CT3TC.js"),
  "rbac.authorization.k8s.io/v1beta1/ClusterRole": () => import("./IoK8sApiRbacV1beta1ClusterRole-PWTBLX5D.js"),
  "rbac.authorization.k8s.io/v1beta1/ClusterRoleBinding": () => import("./IoK8sApiRbacV1beta1ClusterRoleBinding-KHACE3QV.js"),
  "rbac.authorization.k8s.io/v1beta1/Role": () => import("./IoK8sApiRbacV1beta1Role-PEP7X5SF.js"),
  "rbac.authorization.k8s.io/v1beta1/RoleBinding": () => import("./IoK8sApiRbacV1beta1RoleBinding-D75IYY5F.js"),
  "resource.k8s.io/v1/DeviceClass": () => import("./IoK8sApiResourceV1DeviceClass-ZJGRBETH.js"),
  "resource.k8s.io/v1/ResourceClaim": () => import("./IoK8sApiResourceV1ResourceClaim-YTN5GZ3I.js"),
  "resource.k8s.io/v1/ResourceClaimTemplate": () => import("./IoK8sApiResourceV1ResourceClaimTemplate-PI4QKOBT.js"),
  "resource.k8s.io/v1/ResourceSlice": () => import("./IoK8sApiResourceV1ResourceSlice-GKGONYAL.js"),
  "scheduling.k8s.io/v1/PriorityClass": () => import("./IoK8sApiSchedulingV1PriorityClass-2SQWQDP4.js"),
  "scheduling.k8s.io/v1beta1/PriorityClass": () => import("./IoK8sApiSchedulingV1beta1PriorityClass-UNHAL6NK.js"),
  "storage.k8s.io/v1/CSIDriver": () => import("./IoK8sApiStorageV1CSIDriver-VF7K6XD2.js"),
  "storage.k8s.io/v1/CSINode": () => import("./IoK8sApiStorageV1CSINode-Z2XC6MHZ.js"),
  "storage.k8s.io/v1/CSIStorageCapacity": () => import("./IoK8sApiStorageV1CSIStorageCapacity-KIRGDD5R.js"),
  "storage.k8s.io/v1/StorageClass": () => import("./IoK8sApiStorageV1StorageClass-4K7T272O.js"),
  "storage.k8s.io/v1/VolumeAttachment": () => import("./IoK8sApiStorageV1VolumeAttachment-NTHGQJOZ.js"),
  "storage.k8s.io/v1/VolumeAttributesClass": () => import("./IoK8sApiStorageV1VolumeAttributesClass-FHPMUMZE.js"),
  "storage.k8s.io/v1beta1/CSIDriver": () => import("./IoK8sApiStorageV1beta1CSIDriver-M272TKSA.js"),
  "storage.k8s.io/v1beta1/CSINode": () => import("./IoK8sApiStorageV1beta1CSINode-Z2NUSU22.js"),
  "storage.k8s.io/v1beta1/CSIStorageCapacity": () => import("./IoK8sApiStorageV1beta1CSIStorageCapacity-EFDC3NXV.js"),
  "storage.k8s.io/v1beta1/StorageClass": () => import("./IoK8sApiStorageV1beta1StorageClass-QFDPM6RT.js"),
  "storage.k8s.io/v1beta1/VolumeAttachment": () => import("./IoK8sApiStorageV1beta1VolumeAttachment-M5LXPFYV.js"),
  "v1/Binding": () => import("./IoK8sApiCoreV1Binding-A5TEWD53.js"),
  "v1/ComponentStatus": () => import("./IoK8sApiCoreV1ComponentStatus-CUT4VOIH.js"),
  "v1/ConfigMap": () => import("./IoK8sApiCoreV1ConfigMap-J4NFD3UH.js"),
  "v1/Endpoints": () => import("./IoK8sApiCoreV1Endpoints-LNMSD5HI.js"),
  "v1/Event": () => import("./IoK8sApiCoreV1Event-MSFLJTSB.js"),
  "v1/LimitRange": () => import("./IoK8sApiCoreV1LimitRange-VRDVVKP6.js"),
  "v1/Namespace": () => import("./IoK8sApiCoreV1Namespace-G7CWICUL.js"),
  "v1/Node": () => import("./IoK8sApiCoreV1Node-OQQG2ONU.js"),
  "v1/PersistentVolume": () => import("./IoK8sApiCoreV1PersistentVolume-RBPJLA7S.js"),
  "v1/PersistentVolumeClaim": () => import("./IoK8sApiCoreV1PersistentVolumeClaim-MLDAG4XI.js"),
  "v1/Pod": () => import("./IoK8sApiCoreV1Pod-44Z7E6KX.js"),
  "v1/PodTemplate": () => import("./IoK8sApiCoreV1PodTemplate-WZQFQLDG.js"),
  "v1/ReplicationController": () => import("./IoK8sApiCoreV1ReplicationController-D56F42R7.js"),
  "v1/ResourceQuota": () => import("./IoK8sApiCoreV1ResourceQuota-3H7YEPTL.js"),
  "v1/Secret": () => import("./IoK8sApiCoreV1Secret-XPQZEKGB.js"),
  "v1/Service": () => import("./IoK8sApiCoreV1Service-7YZU7NQH.js"),
  "v1/ServiceAccount": () => import("./IoK8sApiCoreV1ServiceAccount-IGGU6RMF.js")
};

// src/schema/embedded.ts
var loaded = /* @__PURE__ */ new Map();
function embeddedValidator(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  let p = loaded.get(key);
  if (!p) {
    const load = EMBEDDED_KINDS[key];
    p = load ? load().then((m) => ({
      validate: (object) => m.validate(object) ? [] : [...m.validate.errors ?? []]
    })) : Promise.resolve(void 0);
    loaded.set(key, p);
  }
  return p;
}

// src/schema/errors-to-drafts.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
var MAX_PER_RESOURCE = 20;
var WRAPPERS = /* @__PURE__ */ new Set(["anyOf", "oneOf", "allOf", "if", "not", "$ref"]);
function errorsToDrafts(resource, errors, against) {
  const drafts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const err of errors) {
    if (WRAPPERS.has(err.keyword) && errors.length > 1) continue;
    const draft = err.keyword === "additionalProperties" ? unknownField(resource, err) : invalid(resource, err, against);
    const key = `${draft.ruleId}|${draft.path}|${draft.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drafts.push(draft);
  }
  if (drafts.length <= MAX_PER_RESOURCE) return drafts;
  const kept = drafts.slice(0, MAX_PER_RESOURCE);
  const last = kept[kept.length - 1];
  if (last) last.message += ` (and ${drafts.length - MAX_PER_RESOURCE} more schema findings in this object)`;
  return kept;
}
function unknownField(resource, err) {
  const field = String(err.params.additionalProperty);
  const path21 = `${err.instancePath}/${escapePointerToken(field)}`;
  const known = Object.keys(err.parentSchema?.properties ?? {});
  const guess = suggest(field, known);
  const location = resource.locate(path21);
  const hint = guess ? `; did you mean "${guess}"?` : "";
  return {
    ruleId: "schema/unknown-field",
    message: `unknown field "${field}" at ${path21}${hint}${at(location)}`,
    resource,
    path: path21,
    location,
    remediation: guess ? `rename "${field}" to "${guess}"` : `remove "${field}" or check the apiVersion/kind it belongs to`
  };
}
function invalid(resource, err, against) {
  const path21 = err.instancePath || "";
  const location = resource.locate(path21);
  return {
    ruleId: "schema/invalid",
    message: `${path21 || "/"} ${describe(err, mayShowValues(resource, path21))} (${against})${at(location)}`,
    resource,
    path: path21,
    location,
    fingerprintKey: err.keyword
  };
}
function mayShowValues(resource, path21) {
  return !isCredentialPath(resource.object, path21);
}
function describe(err, showValues) {
  const p = err.params;
  const got = (v) => showValues ? JSON.stringify(v) : "(value hidden)";
  switch (err.keyword) {
    case "required":
      return `is missing the required field "${String(p["missingProperty"])}"`;
    case "type":
      return `must be ${String(p["type"]).replace(/,?null/, "").replace(",", " or ")}, got ${typeName(err.data)}${showValues ? preview(err.data) : ""}`;
    case "enum":
      return `must be one of ${p["allowedValues"].filter((v) => v !== null).map((v) => JSON.stringify(v)).join(", ")}, got ${got(err.data)}`;
    case "format":
      return `must be a valid ${String(p["format"])}, got ${got(err.data)}`;
    case "pattern":
      return `must match the pattern ${String(p["pattern"])}, got ${got(err.data)}`;
    default:
      return err.message ?? err.keyword;
  }
}
function suggest(field, known) {
  if (known.length === 0) return void 0;
  const sameCase = known.find((k) => k.toLowerCase() === field.toLowerCase());
  if (sameCase) return sameCase;
  const best = (0, import_fastest_levenshtein.closest)(field, known);
  return (0, import_fastest_levenshtein.distance)(field, best) <= Math.max(2, Math.floor(field.length / 4)) ? best : void 0;
}
function at(location) {
  if (!location?.file) return "";
  return location.line ? ` (${location.file}:${location.line})` : ` (${location.file})`;
}
function typeName(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
function preview(v) {
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
    return ` ${JSON.stringify(v).slice(0, 60)}`;
  return "";
}

// src/schema/fetcher.ts
import { createHash as createHash4 } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile as readFile2, rename, rm, writeFile } from "node:fs/promises";
import path5 from "node:path";
import { fileURLToPath } from "node:url";

// src/http/exchange.ts
import http from "node:http";
import https from "node:https";
var HttpError = class extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
    this.name = "HttpError";
  }
  kind;
};
var MAX_REDIRECTS = 5;
var CREDENTIAL_HEADERS = /* @__PURE__ */ new Set(["authorization", "cookie", "proxy-authorization"]);
function toHeaders(raw) {
  const out = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === void 0) continue;
    out.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return out;
}
function describeError(err) {
  const code = err.code;
  const message = err instanceof Error ? err.message : String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
function hop(h, o) {
  const lib = h.url.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const req = lib.request(h.url, {
      method: o.method ?? "GET",
      headers: h.headers,
      ...h.url.protocol === "https:" && o.agent ? { agent: o.agent } : {}
    });
    let settled = false;
    const fail = (err) => {
      if (!settled) reject(err);
      settled = true;
      h.signal.timers.delete(fail);
      req.destroy();
    };
    h.signal.timers.add(fail);
    req.on(
      "error",
      (err) => fail(err instanceof HttpError ? err : new HttpError("network", `${h.url.host}: ${describeError(err)}`))
    );
    req.on("response", (res) => {
      res.on("error", (err) => fail(new HttpError("network", `${h.url.host}: ${describeError(err)}`)));
      const declared = o.method === "HEAD" ? NaN : Number(res.headers["content-length"] ?? NaN);
      if (declared > o.maxBodyBytes)
        return fail(
          new HttpError(
            "too-large",
            `answer of ${declared} bytes from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`
          )
        );
      const chunks = [];
      let size = 0;
      res.on("data", (chunk) => {
        size += chunk.length;
        if (size > o.maxBodyBytes)
          fail(new HttpError("too-large", `answer from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`));
        else chunks.push(chunk);
      });
      res.on("end", () => {
        h.signal.timers.delete(fail);
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: toHeaders(res.headers),
          body: Buffer.concat(chunks),
          url: h.url.toString()
        });
      });
    });
    req.end();
  });
}
function withoutCredentials(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !CREDENTIAL_HEADERS.has(k.toLowerCase())));
}
function nextHop(res, current, headers, policy) {
  const location = res.headers.get("location");
  if (policy === "return" || !location || res.status < 300 || res.status >= 400 || res.status === 304) return void 0;
  const next = new URL(location, current);
  if (policy === "refuse")
    throw new HttpError(
      "redirect",
      `${current.host} redirected (${res.status}) to ${next.host}${next.pathname}; redirects are not followed`
    );
  if (next.protocol !== "http:" && next.protocol !== "https:")
    throw new HttpError("redirect", `${current.host} redirected to a ${next.protocol} URL`);
  if (policy === "same-host" && next.origin !== current.origin) {
    throw new HttpError(
      "redirect",
      `${current.host} redirected (${res.status}) to another host or scheme (${next.origin}); not followed`
    );
  }
  return { url: next, headers: next.host === current.host ? headers : withoutCredentials(headers) };
}
async function exchange(url, o) {
  const signal = { expired: false, timers: /* @__PURE__ */ new Set() };
  const timer = setTimeout(() => {
    signal.expired = true;
    for (const abort of signal.timers) abort(new HttpError("timeout", `no complete answer within ${o.timeoutMs} ms`));
  }, o.timeoutMs);
  let current = new URL(url);
  let headers = { ...o.headers ?? {} };
  try {
    for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
      if (signal.expired) throw new HttpError("timeout", `no complete answer within ${o.timeoutMs} ms`);
      const res = await hop({ url: current, headers, signal }, o);
      const next = nextHop(res, current, headers, o.redirects);
      if (!next) return res;
      current = next.url;
      headers = next.headers;
    }
    throw new HttpError("redirect", `more than ${MAX_REDIRECTS} redirects from ${new URL(url).host}`);
  } finally {
    clearTimeout(timer);
  }
}

// src/http/retry.ts
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function retryAfterMs(value, now = Date.now()) {
  if (!value) return void 0;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function retryableStatus(status) {
  return status >= 500 || status === 429;
}
function retryableError(err, policy) {
  return err.kind === "network" || err.kind === "timeout" && policy.retryTimeouts === true;
}
function pauseBefore(retry, policy, response) {
  const hinted = response && (response.status === 429 || response.status === 503) ? retryAfterMs(response.headers.get("retry-after")) : void 0;
  if (hinted !== void 0 && hinted > policy.maxWaitMs) return void 0;
  const wait = Math.min(hinted ?? policy.baseDelayMs * 2 ** (retry - 1), policy.maxWaitMs);
  if (policy.deadline !== void 0 && Date.now() + wait >= policy.deadline) return void 0;
  return wait;
}
async function exchangeWithRetries(url, o, policy) {
  const pause = policy.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    let outcome;
    try {
      outcome = { ok: true, response: await exchange(url, o), attempts: attempt };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      outcome = { ok: false, error: err, attempts: attempt };
    }
    const again = outcome.ok ? retryableStatus(outcome.response.status) : retryableError(outcome.error, policy);
    if (!again || attempt >= policy.attempts) return outcome;
    const wait = pauseBefore(attempt, policy, outcome.ok ? outcome.response : void 0);
    if (wait === void 0) return outcome;
    await pause(wait);
  }
}

// src/schema/fetcher.ts
var MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
var Fetcher = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  memo = /* @__PURE__ */ new Map();
  read(location) {
    let p = this.memo.get(location);
    if (!p) {
      p = isRemote(location) ? this.readRemote(location) : readLocal(location);
      this.memo.set(location, p);
    }
    return p;
  }
  cacheFile(url) {
    return path5.join(this.opts.cacheDir, `${createHash4("sha256").update(url).digest("hex")}.json`);
  }
  async readRemote(url) {
    const from = displayLocation(url);
    const file = this.cacheFile(url);
    const cached2 = await readCached(file);
    if (cached2) return { status: "ok", ...cached2, from };
    if (this.opts.offline)
      return { status: "unreachable", reason: `offline and not in the cache (${this.opts.cacheDir})`, from };
    const got = await this.download(url);
    if (got.status !== "ok") return { ...got, from };
    const parsed2 = parseJson(got.text);
    if (parsed2 === void 0) return { status: "unreachable", reason: "the response is not JSON", from };
    await writeCache(file, got.text);
    return { status: "ok", json: parsed2, text: got.text, from };
  }
  /** Through the shared HTTP core: a timeout, a 5xx, a 429 or a dropped connection is retried. */
  async download(url) {
    const attempts = this.opts.retries + 1;
    const outcome = await exchangeWithRetries(
      url,
      {
        headers: { accept: "application/json" },
        timeoutMs: this.opts.timeoutMs,
        maxBodyBytes: MAX_DOCUMENT_BYTES,
        redirects: "follow"
      },
      { attempts, baseDelayMs: 200, maxWaitMs: 1e4, retryTimeouts: true }
    );
    if (!outcome.ok) {
      const why = outcome.error.kind === "timeout" ? `no answer within ${this.opts.timeoutMs} ms` : outcome.error.message;
      return { status: "unreachable", reason: `${why} after ${outcome.attempts} attempt(s)` };
    }
    const res = outcome.response;
    if (res.status === 404) return { status: "absent", reason: "HTTP 404" };
    if (res.status < 200 || res.status >= 300)
      return { status: "unreachable", reason: `HTTP ${res.status} after ${outcome.attempts} attempt(s)` };
    return { status: "ok", text: res.body.toString("utf8") };
  }
};
async function readLocal(location) {
  const file = location.startsWith("file://") ? fileURLToPath(location) : path5.resolve(location);
  try {
    const text = await readFile2(file, "utf8");
    const json = parseJson(text);
    if (json === void 0) return { status: "unreachable", reason: "not valid JSON", from: file };
    return { status: "ok", json, text, from: file };
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" && existsSync(path5.dirname(file)))
      return { status: "absent", reason: "no such file", from: file };
    return {
      status: "unreachable",
      reason: code === "ENOENT" ? `folder ${path5.dirname(file)} does not exist` : String(err),
      from: file
    };
  }
}
async function readCached(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch {
    return void 0;
  }
  const json = parseJson(text);
  if (json !== void 0) return { json, text };
  await rm(file, { force: true });
  return void 0;
}
async function writeCache(file, text) {
  try {
    await mkdir(path5.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, file);
  } catch {
  }
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/schema/target-run.ts
var TargetRun = class {
  constructor(version, strict, dirNames) {
    this.version = version;
    this.strict = strict;
    this.dirNames = dirNames;
  }
  version;
  strict;
  dirNames;
  drafts = [];
  notes = /* @__PURE__ */ new Set();
  openapi = 0;
  custom = 0;
  unvalidated = 0;
  embeddedKinds = /* @__PURE__ */ new Set();
  embeddedCount = 0;
  embeddedReason;
  /** Built-in objects neither the OpenAPI nor the embedded models could check. */
  builtinUnchecked = 0;
  add(...drafts) {
    this.drafts.push(...drafts);
  }
  addNotes(notes) {
    for (const n of notes) this.notes.add(n);
  }
  countOpenApi() {
    this.openapi++;
  }
  countCustom() {
    this.custom++;
  }
  countEmbedded(kind, reason) {
    this.embeddedCount++;
    this.embeddedKinds.add(kind);
    this.embeddedReason ??= reason;
  }
  /** `schema/not-found` (inconclusive) naming every place that was asked. */
  notFound(resource, lookedIn) {
    this.unvalidated++;
    this.drafts.push({
      ruleId: "schema/not-found",
      message: `no schema for ${resource.ref.apiVersion} ${resource.ref.kind}; looked in: ${lookedIn.join("; ")}`,
      resource,
      path: "/apiVersion",
      remediation: "add the CRD (YAML or JSON schema) to a schemas.crds folder, or a --crd-schema-location that has it"
    });
  }
  displayLooked(entry) {
    for (const [dir, shown3] of this.dirNames) if (entry.includes(dir)) return entry.replace(dir, shown3);
    return entry;
  }
  finish(source) {
    const counts = { validated: this.openapi + this.custom + this.embeddedCount, unvalidated: this.unvalidated };
    const notes = [...this.notes];
    if (this.embeddedCount > 0 || "reason" in source) {
      const reason = this.embeddedReason ?? ("reason" in source ? source.reason : "unknown");
      if (this.strict && this.embeddedCount > 0) this.drafts.push(this.strictNotRun(reason));
      const level = this.embeddedCount > 0 ? "embedded" : this.builtinUnchecked > 0 ? "none" : "reason" in source ? "embedded" : "openapi";
      return { drafts: this.drafts, level, reason, notes, counts };
    }
    return { drafts: this.drafts, level: "openapi", notes, counts };
  }
  /** Strict checks that could not run are said, not skipped: one inconclusive finding per target. */
  strictNotRun(reason) {
    const kinds = [...this.embeddedKinds].sort().join(", ");
    return {
      ruleId: "schema/unknown-field",
      verdict: "inconclusive",
      message: `unknown fields were not checked for ${this.embeddedCount} built-in object(s) (${kinds}): ${reason}; only the embedded kubernetes-models schemas ran (types, required fields, formats)`,
      remediation: "make a schema location readable (network, --schema-location to a local copy, or a warm cache) and run again",
      fingerprintKey: "strict-unavailable"
    };
  }
};

// src/schema/cache-dir.ts
import os2 from "node:os";
import path6 from "node:path";
function defaultCacheDir(env = process.env) {
  if (env.RUNNER_TOOL_CACHE) return path6.join(env.RUNNER_TOOL_CACHE, "deploy-gate", "schemas");
  const xdg = env.XDG_CACHE_HOME || path6.join(os2.homedir(), ".cache");
  return path6.join(xdg, "deploy-gate", "schemas");
}
function compiledCacheDir(cacheDir) {
  return path6.join(cacheDir, "validators");
}

// src/schema/validator.ts
function createSchemaValidator(opts) {
  const cacheDir = opts.cacheDir ?? defaultCacheDir();
  const fetcher = new Fetcher({
    offline: opts.offline,
    cacheDir,
    timeoutMs: opts.timeoutMs ?? 15e3,
    retries: opts.retries ?? 2
  });
  const compiler = new SchemaCompiler(opts.strict, { cacheDir: compiledCacheDir(cacheDir) });
  const builtin2 = new BuiltinSchemas(
    fetcher,
    opts.locations.length > 0 ? opts.locations : [DEFAULT_K8S_LOCATION],
    compiler
  );
  const crds = new CrdResolver(fetcher, opts.crdLocations);
  return {
    async servedApiVersions(env) {
      const version = minorVersion(env.kubernetesVersion);
      return version ? builtin2.servedApis(version) : void 0;
    },
    async validateTarget(resources, env, per) {
      const version = minorVersion(env.kubernetesVersion);
      if (!version)
        throw new Error(
          `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`
        );
      const dirs = per?.crdDirs ?? opts.crdDirs;
      const targetCrds = await crds.forTarget(resources, dirs, per?.trustedCrdDirs ?? []);
      const run2 = new TargetRun(version, opts.strict, displayDirs(dirs, per?.repoRoot));
      for (const resource of resources) {
        if (removalTable().builtinGroups.has(apiGroup(resource.ref.apiVersion)))
          await validateBuiltin(run2, builtin2, resource);
        else await validateCustom(run2, compiler, targetCrds, resource);
      }
      run2.addNotes(targetCrds.notes);
      return run2.finish(await builtin2.source(version));
    }
  };
}
async function validateBuiltin(run2, builtin2, resource) {
  const { apiVersion, kind } = resource.ref;
  const found = await builtin2.lookup(run2.version, apiVersion, kind);
  if (found.status === "ok") {
    run2.countOpenApi();
    run2.add(...check(resource, found.compile, `Kubernetes ${run2.version} OpenAPI`, run2));
    return;
  }
  if (removedByTable(apiVersion, kind, run2.version)) return;
  if (found.status === "absent") {
    run2.add({
      ruleId: "api/removed",
      message: `${apiVersion} ${kind} is not served by Kubernetes ${run2.version}: the ${run2.version} OpenAPI (${found.from}) has no such kind`,
      resource,
      path: "/apiVersion",
      remediation: "use an apiVersion this Kubernetes version serves (kubectl api-resources)"
    });
    return;
  }
  await validateEmbedded(run2, resource, found.reason);
}
async function validateEmbedded(run2, resource, reason) {
  const { apiVersion, kind } = resource.ref;
  const embedded = await embeddedValidator(apiVersion, kind);
  if (!embedded) {
    run2.builtinUnchecked++;
    run2.notFound(resource, [reason, `kubernetes-models ${EMBEDDED_MODELS_VERSION} (no model for this kind)`]);
    return;
  }
  run2.countEmbedded(kind, reason);
  const against = `embedded kubernetes-models ${EMBEDDED_MODELS_VERSION}; the ${run2.version} OpenAPI could not be read`;
  run2.add(...errorsToDrafts(resource, embedded.validate(resource.object), against));
}
async function validateCustom(run2, compiler, crds, resource) {
  const { apiVersion, kind } = resource.ref;
  const slash = apiVersion.indexOf("/");
  const got = await crds.lookup(apiGroup(apiVersion), apiVersion.slice(slash + 1), kind);
  if (got.status === "not-found") {
    run2.notFound(
      resource,
      got.lookedIn.map((l) => run2.displayLooked(l))
    );
    return;
  }
  const { found } = got;
  if (!found.served) {
    run2.add({
      ruleId: "api/removed",
      message: `${apiVersion} ${kind}: version ${apiVersion.slice(slash + 1)} is not served (served: false in ${found.from})`,
      resource,
      path: "/apiVersion"
    });
    return;
  }
  run2.countCustom();
  const namespace = resource.object["metadata"]?.namespace;
  if (found.scope === "Cluster" && typeof namespace === "string" && namespace !== "") {
    run2.add({
      ruleId: "schema/invalid",
      message: `${kind} is cluster-scoped (${found.from}) but has metadata.namespace "${namespace}"`,
      resource,
      path: "/metadata/namespace",
      remediation: "remove metadata.namespace",
      fingerprintKey: "scope"
    });
  }
  run2.add(...check(resource, () => compiler.fromSchema(found.schema), found.from, run2));
}
function check(resource, compile, against, run2) {
  let schema;
  try {
    schema = compile();
  } catch (err) {
    return [
      {
        ruleId: "schema/not-found",
        message: `the schema for ${resource.ref.apiVersion} ${resource.ref.kind} from ${against} does not compile: ${err.message}`,
        resource,
        path: "/apiVersion"
      }
    ];
  }
  for (const p of schema.skippedPatterns)
    run2.addNotes([
      `pattern ${JSON.stringify(p)} in ${against} is not a valid JavaScript regular expression even after RE2 translation: not checked`
    ]);
  return errorsToDrafts(resource, schema.validate(resource.object), against);
}
function removedByTable(apiVersion, kind, version) {
  const row = removalTable().byKind.get(`${apiVersion}/${kind}`);
  return row !== void 0 && row.removedIn !== null && compareVersions(version, row.removedIn) >= 0;
}
function displayDirs(dirs, repoRoot) {
  return new Map(dirs.map((d) => [d, repoRoot ? path7.relative(repoRoot, d) || "." : d]));
}

// src/engine/crd-api-versions.ts
import { readdir as readdir2, readFile as readFile3 } from "node:fs/promises";
import path8 from "node:path";
async function yamlFiles(dir) {
  const entries = await readdir2(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && /\.ya?ml$/.test(e.name)).map((e) => path8.join(e.parentPath, e.name)).sort();
}
function servedApis(doc) {
  if (!isObject(doc) || doc.kind !== "CustomResourceDefinition" || !isObject(doc.spec)) return [];
  const { group, names, versions } = doc.spec;
  const kind = isObject(names) ? names.kind : void 0;
  if (typeof group !== "string" || !Array.isArray(versions)) return [];
  return versions.flatMap((v) => {
    if (!isObject(v) || typeof v.name !== "string" || v.served === false) return [];
    const gv = `${group}/${v.name}`;
    return typeof kind === "string" ? [gv, `${gv}/${kind}`] : [gv];
  });
}
async function crdApiVersions(dirs) {
  const out = /* @__PURE__ */ new Set();
  for (const dir of dirs) {
    for (const file of await yamlFiles(dir)) {
      const text = await readFile3(file, "utf8").catch(() => "");
      for (const doc of parseYamlFile(text, file).documents) for (const api of servedApis(doc)) out.add(api);
    }
  }
  return [...out].sort();
}

// src/engine/render-cache.ts
import { createHash as createHash5 } from "node:crypto";
import { lstat, mkdir as mkdir2, readFile as readFile4, readdir as readdir3, readlink, rename as rename2, stat, writeFile as writeFile2 } from "node:fs/promises";
import os3 from "node:os";
import path9 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var FORMAT2 = "deploy-gate render cache 1";
function defaultRenderCacheDir(env = process.env) {
  if (env.RUNNER_TOOL_CACHE) return path9.join(env.RUNNER_TOOL_CACHE, "deploy-gate", "renders");
  return path9.join(env.XDG_CACHE_HOME || path9.join(os3.homedir(), ".cache"), "deploy-gate", "renders");
}
var sha2562 = (data) => createHash5("sha256").update(data).digest("hex");
var codeHash;
function ownCode() {
  codeHash ??= readFile4(fileURLToPath2(import.meta.url)).then((b) => `${toolVersion()} ${sha2562(b)}`);
  return codeHash;
}
async function toolKey(status) {
  if (!status.ok) return status;
  const s = await stat(status.bin).catch(() => void 0);
  return {
    tool: status.tool,
    bin: status.bin,
    renderArgs: status.renderArgs,
    size: s?.size,
    mtime: s?.mtimeMs,
    ino: s?.ino
  };
}
async function describeInput(root, rel, out) {
  if (out.has(rel)) return;
  const abs = path9.join(root, rel);
  const st = await lstat(abs).catch(() => void 0);
  if (!st) out.set(rel, "absent");
  else if (st.isSymbolicLink()) out.set(rel, `link ${await readlink(abs)}`);
  else if (st.isFile()) out.set(rel, `file ${st.mode & 73 ? "x" : "-"} ${sha2562(await readFile4(abs))}`);
  else if (st.isDirectory()) {
    out.set(rel, "dir");
    for (const name of (await readdir3(abs)).sort()) await describeInput(root, path9.posix.join(rel, name), out);
  } else out.set(rel, `other ${st.mode}`);
}
async function renderKey(req, configFile) {
  let inputs;
  try {
    inputs = await targetInputs(req.root, req.target, configFile, { complete: true });
  } catch {
    return void 0;
  }
  const files = /* @__PURE__ */ new Map();
  for (const rel of [...new Set(inputs.map((i) => path9.posix.normalize(i.replace(/\/+$/, "") || ".")))].sort()) {
    await describeInput(req.root, rel, files);
  }
  const material = {
    format: FORMAT2,
    code: await ownCode(),
    target: req.target,
    env: req.env,
    helm: await toolKey(req.tools.helm),
    kustomize: await toolKey(req.tools.kustomize),
    // Not the timeout: only successes are kept, and the run's deadline shortens it from target to target.
    extraApiVersions: req.extraApiVersions ?? [],
    maxOutputBytes: req.maxOutputBytes,
    files: [...files].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
  };
  return sha2562(JSON.stringify(material));
}
function renderCacheAt(dir) {
  const file = (key) => path9.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    async get(key) {
      try {
        const stored = JSON.parse(await readFile4(file(key), "utf8"));
        return stored.key === key && stored.result?.ok === true ? stored.result : void 0;
      } catch {
        return void 0;
      }
    },
    async put(key, result) {
      if (!result.ok) return;
      const target = file(key);
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir2(path9.dirname(target), { recursive: true });
        await writeFile2(temp, JSON.stringify({ key, result }));
        await rename2(temp, target);
      } catch {
      }
    }
  };
}
async function cachedRender(cache, req, configFile, render) {
  if (targetParts(req.target).every((p) => p.kind === "manifests")) return render();
  const key = await renderKey(req, configFile);
  if (key === void 0) return render();
  const hit = await cache.get(key);
  if (hit?.ok) return { ...hit, cached: true };
  const result = await render();
  const remote = "sources" in result && Array.isArray(result.sources) && result.sources.length > 0;
  if (result.ok && !remote) await cache.put(key, result);
  return result;
}

// src/engine/judges.ts
function onceOnly(fn) {
  if (!fn) return {};
  let called = false;
  return {
    onRender: () => {
      if (!called) {
        called = true;
        fn();
      }
    }
  };
}
async function buildJudges(config, opts, trustedRoot, tools) {
  let policies;
  try {
    policies = loadPolicies({
      extraDirs: config.checks.map((dir) => path10.join(trustedRoot, dir)),
      params: checkParamsOf(config)
    });
  } catch (err) {
    if (err instanceof PolicyLoadError) throw new UsageError(err.message);
    throw err;
  }
  unknownRuleIds(config, policies);
  const schema = createSchemaValidator({
    locations: [...opts.schemaLocations, ...config.schemas.locations],
    crdLocations: crdLocationsOf(config, opts),
    crdDirs: [],
    offline: opts.offline,
    strict: config.schemas.strict
  });
  const remote = {
    sources: config.sources,
    configFile: config.file,
    offline: opts.offline,
    // The engine reads no process.env: the source cache dir and credentials come from the caller's env.
    cache: new SourceCache(opts.sourceCacheDir ?? defaultSourceCacheDir(opts.env ?? {})),
    env: opts.env ?? {}
  };
  const renderCache = opts.mode === "audit" && opts.renderCache === true ? renderCacheAt(opts.renderCacheDir ?? defaultRenderCacheDir()) : void 0;
  return {
    config,
    tools: await tools,
    schema,
    policies,
    renderSlots: pLimit(jobsOf(opts)),
    remote,
    ...onceOnly(opts.onFirstRender),
    ...opts.deadline ? { deadline: opts.deadline } : {},
    ...renderCache ? { renderCache } : {}
  };
}
async function sideRootsOf(config, root) {
  const scan = await scanTree(root);
  const refused = [];
  const crdDirs = [];
  for (const dir of config.schemas.crds) {
    const problems = problemsUnder(scan, [dir]);
    const escapes = await outsideRoot(root, dir);
    if (problems.length || escapes) {
      refused.push({
        ruleId: "render/failed",
        message: `schemas.crds dir ${dir} was not read: ${escapes ? "it resolves outside the repository" : problems.map((p) => `${p.code}: ${p.message}`).join("; ")}`,
        location: { file: dir }
      });
      continue;
    }
    crdDirs.push(path10.join(root, dir));
  }
  return { root, crdDirs, crdApiVersions: await crdApiVersions(crdDirs), refused };
}
async function outsideRoot(root, dir) {
  const [realRoot, realDir] = await Promise.all([
    realpath(root),
    realpath(path10.join(root, dir)).catch(() => void 0)
  ]);
  if (realDir === void 0) return false;
  const inside = realDir === realRoot || realDir.startsWith(`${realRoot}${path10.sep}`);
  return !inside || realDir.split(path10.sep).includes(".git");
}
function crdLocationsOf(config, opts) {
  const configured = [...opts.crdSchemaLocations, ...config.schemas.crdLocations];
  return configured.length > 0 ? configured : [DEFAULT_CRD_LOCATION];
}
function jobsOf(opts) {
  return opts.jobs > 0 ? opts.jobs : Math.max(1, os4.availableParallelism());
}
function unknownRuleIds(config, policies) {
  const custom = new Set(policies.checks.map((c) => c.id));
  const unknown = Object.keys(config.rules).filter((id) => !ruleInfo(id) && !custom.has(id));
  if (unknown.length) {
    throw new UsageError(
      `${config.file}: rules: ${unknown.join(", ")} ${unknown.length === 1 ? "is" : "are"} not a rule id (see \`deploy-gate rules\`) nor a check in ${config.checks.join(", ") || "the checks dirs"}`
    );
  }
}
function checkParamsOf(config) {
  const out = structuredClone(config.checkParams ?? {});
  if (config.analysis?.minWindow !== void 0)
    out["analysis/short-window"] = { ...out["analysis/short-window"], minWindow: config.analysis.minWindow };
  return out;
}

// src/engine/target-run.ts
import { access } from "node:fs/promises";
import path11 from "node:path";

// src/findings/compare.ts
function compareFindings(base, head) {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out = head.map((f) => ({
    ...f,
    change: baseByPrint.has(f.fingerprint) ? "unchanged" : "introduced"
  }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: "fixed" });
  }
  return out;
}
function couldNotCheck(f) {
  return f.verdict === "inconclusive" || f.ruleId === "render/failed" || f.ruleId === "manifest/parse-error" || f.ruleId === "internal/check-error";
}
function keepUncheckedIntroduced(findings, changedKeys2) {
  return findings.map((f) => {
    if (f.change !== "unchanged" || !couldNotCheck(f)) return f;
    if (f.resource && !changedKeys2.has(resourceKey(f.resource))) return f;
    return { ...f, change: "introduced" };
  });
}

// src/findings/added-exemptions.ts
function annotationsOf(resource) {
  const metadata = resource?.object.metadata;
  return metadata?.annotations;
}
function refusal(finding, entry, env) {
  if (isWildcardEntry(entry))
    return `\`${entry}\` names no rule; an annotation this change adds must name the rules it waives`;
  if (finding.verdict === "inconclusive")
    return "an inconclusive finding means nothing was checked; an annotation this change adds cannot waive it";
  if (finding.ruleId === "image/not-pinned" && env.requireDigests)
    return `environment "${env.name}" requires digests; an annotation this change adds cannot waive an environment requirement`;
  return void 0;
}
function revokeAddedExemptions(findings, ctx) {
  const byKey = (list2) => new Map(list2.map((r) => [resourceKey(r.ref), r]));
  const head = byKey(ctx.head);
  const base = byKey(ctx.base);
  return findings.map((finding) => {
    if (finding.exempted?.by !== "annotation" || !finding.resource) return finding;
    const key = resourceKey(finding.resource);
    const entry = ignoreEntryFor(annotationsOf(head.get(key)), finding.ruleId);
    if (entry === void 0 || ignoreEntryFor(annotationsOf(base.get(key)), finding.ruleId) === entry) return finding;
    const why = refusal(finding, entry, ctx.env);
    if (!why) return finding;
    const { exempted: _dropped, ...rest } = finding;
    const revoked = { ...rest, message: `${finding.message} (${IGNORE_ANNOTATION} not applied: ${why})` };
    const byConfig = configExemption(ctx.config, revoked);
    return byConfig ? { ...revoked, exempted: byConfig } : revoked;
  });
}

// src/engine/submodule-inputs.ts
async function submoduleFindings(root, target, submodules, config) {
  if (submodules.length === 0) return [];
  let inputs;
  try {
    inputs = await targetInputs(root, target, config.file);
  } catch {
    inputs = targetParts(target).map((part) => part.helm?.chart ?? part.path);
  }
  const inside = submodules.filter(
    (dir) => inputs.some((input) => input !== config.file && input !== target.origin.file && touches(dir, input))
  );
  return finalizeDrafts(
    inside.map((dir) => ({
      ruleId: "render/failed",
      verdict: "inconclusive",
      message: `E_SUBMODULE_INPUT: ${dir} is a git submodule inside the inputs of ${target.path}; deploy-gate does not check submodules out, but Argo CD does and deploys their content, so what it renders from there was not checked`,
      location: { file: dir },
      fingerprintKey: `submodule:${dir}`
    })),
    { config, app: target.app, environment: target.environment }
  );
}

// src/checks/api/index.ts
function checkApiVersions(resources, env, table = removalTable()) {
  const version = minorVersion(env.kubernetesVersion);
  if (!version)
    throw new Error(
      `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`
    );
  const drafts = [];
  for (const resource of resources) {
    const row = table.byKind.get(`${resource.ref.apiVersion}/${resource.ref.kind}`);
    if (!row) continue;
    if (row.removedIn !== null && compareVersions(version, row.removedIn) >= 0)
      drafts.push(removed(resource, row, row.removedIn, version));
    else if (row.deprecatedIn && compareVersions(version, row.deprecatedIn) >= 0)
      drafts.push(deprecated(resource, row, version));
  }
  if (compareVersions(version, table.coveredThrough) > 0 && resources.length > 0)
    drafts.push(beyondData(version, table.coveredThrough));
  return drafts;
}
function removed(resource, row, removedIn, version) {
  return {
    ruleId: "api/removed",
    message: `${row.apiVersion} ${row.kind} is not served by Kubernetes ${version} (removed in ${removedIn})${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `change apiVersion to ${row.replacement} (check the field changes between the versions)` : row.note ?? "remove the object"
  };
}
function deprecated(resource, row, version) {
  return {
    ruleId: "api/deprecated",
    message: `${row.apiVersion} ${row.kind} is deprecated since Kubernetes ${row.deprecatedIn} and ${removalText(row)}${replacementText(row, version)}`,
    resource,
    path: "/apiVersion",
    remediation: row.replacement ? `migrate to ${row.replacement}${row.removedIn ? ` before upgrading to ${row.removedIn}` : ""}` : `plan for its removal${row.removedIn ? ` in ${row.removedIn}` : ""}`
  };
}
function removalText(row) {
  return row.removedIn ? `removed in ${row.removedIn}` : "still served (no removal release announced yet)";
}
function replacementText(row, version) {
  const note = row.note ? ` (${row.note})` : "";
  if (!row.replacement) return `; there is no direct replacement${note}`;
  if (!row.replacementSince) return `; use ${row.replacement}${note}`;
  const available = compareVersions(version, row.replacementSince) >= 0;
  const when = available ? `served since ${row.replacementSince}, so available in ${version}` : `only served from ${row.replacementSince}, not yet in ${version}`;
  return `; use ${row.replacement} (${when})${note}`;
}
function beyondData(version, covered2) {
  return {
    ruleId: "api/deprecated",
    verdict: "inconclusive",
    severity: "warning",
    message: `Kubernetes ${version} is newer than deploy-gate's API removal table (covers up to ${covered2}): deprecations announced after ${covered2} are not checked; removals are still found through the ${version} OpenAPI documents`,
    remediation: "update deploy-gate",
    fingerprintKey: "table-coverage"
  };
}

// src/sources/findings.ts
function renderFailureDrafts(code, error, file) {
  const first = { ...renderFailureRule(code), message: `${code}: ${error}`, location: { file } };
  if (code !== "E_SOURCE_UNPINNED") return [first];
  return [
    first,
    {
      ruleId: "render/failed",
      verdict: "inconclusive",
      message: "E_SOURCE_UNPINNED: the source was not fetched, so nothing in this target was rendered or checked",
      location: { file }
    }
  ];
}
function renderFailureRule(code) {
  switch (code) {
    case "E_SOURCE_UNPINNED":
      return { ruleId: "sources/unpinned" };
    // Unreachable or unverified sources, a budget exceeded, the run's deadline passed: not checked, never a pass.
    case "E_SOURCE_UNREACHABLE":
    case "E_SOURCE_UNVERIFIED":
    case "E_OBJECT_BUDGET":
    case "E_PARSED_BYTES_BUDGET":
    case "E_RUN_DEADLINE":
      return { ruleId: "render/failed", verdict: "inconclusive" };
    default:
      return { ruleId: "render/failed" };
  }
}

// src/engine/evaluate.ts
async function renderAndParse(input, judges) {
  const { target } = input;
  const served = targetParts(target).some((p) => p.kind === "helm") ? await judges.schema.servedApiVersions(input.env).catch(() => void 0) : void 0;
  const extraApiVersions = [.../* @__PURE__ */ new Set([...served ?? [], ...input.crdApiVersions])];
  const req = {
    target,
    root: input.root,
    env: input.env,
    tools: judges.tools,
    timeoutMs: judges.config.render.timeoutSeconds * 1e3,
    maxOutputBytes: judges.config.render.maxOutputBytes,
    extraApiVersions
  };
  const render = () => judges.renderSlots(async () => {
    const left = (judges.deadline ?? Infinity) - Date.now();
    if (left <= 0) return DEADLINE_PASSED;
    const result = await renderTarget({
      ...req,
      timeoutMs: Math.min(req.timeoutMs, left),
      ...judges.remote ? { remote: judges.remote } : {}
    });
    return !result.ok && Date.now() >= (judges.deadline ?? Infinity) ? { ...DEADLINE_PASSED, tool: result.tool } : result;
  });
  const rendered = judges.renderCache ? await cachedRender(judges.renderCache, req, judges.config.file, render) : await render();
  if (!rendered.ok) return rendered;
  const parsed2 = parseRendered(rendered.chunks, {
    kind: target.kind,
    targetPath: rendered.builtPath ?? target.path,
    root: input.root,
    maxObjects: judges.config.render.maxObjects,
    maxParsedBytes: judges.config.render.maxParsedBytes,
    ...rendered.originAnnotationsAdded !== void 0 ? { originAnnotationsAdded: rendered.originAnnotationsAdded } : {}
  });
  if (parsed2.overBudget)
    return { ok: false, code: parsed2.overBudget.code, error: parsed2.overBudget.message, tool: rendered.tool };
  const cached2 = "cached" in rendered && rendered.cached ? { cached: true } : {};
  return {
    ok: true,
    parsed: parsed2,
    tool: rendered.tool,
    ...rendered.sources ? { sources: rendered.sources } : {},
    ...cached2
  };
}
var DEADLINE_PASSED = {
  ok: false,
  code: "E_RUN_DEADLINE",
  durationMs: 0,
  error: "the run deadline (--timeout) passed before this target was rendered; it was not checked"
};
async function evaluateSide(input, judges) {
  const started = Date.now();
  const { target } = input;
  const finalize = (drafts2) => finalizeDrafts(drafts2, { config: judges.config, app: target.app, environment: target.environment });
  judges.onRender?.();
  const rendered = await renderAndParse(input, judges);
  if (!rendered.ok) {
    const drafts2 = renderFailureDrafts(rendered.code, rendered.error, target.path);
    const maskValues = await inputMaskValues(input.root, target);
    return {
      status: "failed",
      resources: [],
      findings: finalize(drafts2),
      durationMs: Date.now() - started,
      tool: rendered.tool,
      reason: rendered.code,
      maskValues
    };
  }
  const { parsed: parsed2 } = rendered;
  const drafts = [...parsed2.problems];
  if (parsed2.resources.length === 0 && parsed2.problems.length === 0) {
    drafts.push(emptyRenderDraft(target));
  }
  const checked = await runChecks(parsed2.resources, input, judges);
  drafts.push(...checked.drafts);
  return {
    status: "rendered",
    resources: parsed2.resources,
    findings: finalize(drafts),
    durationMs: Date.now() - started,
    tool: rendered.tool,
    validation: checked.validation,
    counts: checked.counts,
    notes: checked.notes,
    maskValues: collectMaskValues(parsed2.resources.map((r) => r.object)),
    ...rendered.sources ? { sources: rendered.sources } : {},
    ...rendered.cached ? { cached: true } : {}
  };
}
function emptyRenderDraft(target) {
  return {
    ruleId: "render/failed",
    verdict: "inconclusive",
    message: target.sources ? `the sources ${target.sources.map((s) => s.path).join(" + ")} rendered no objects: nothing could be checked` : `${target.kind} rendered no objects for ${target.path}: nothing could be checked`,
    location: { file: target.path }
  };
}
async function runChecks(resources, input, judges) {
  const checked = { drafts: [], validation: "none", notes: [] };
  const { drafts } = checked;
  await guarded(drafts, "schema validation", async () => {
    const result = await judges.schema.validateTarget(resources, input.env, {
      crdDirs: input.crdDirs,
      repoRoot: input.root,
      trustedCrdDirs: input.trustedCrdDirs ?? []
    });
    checked.validation = result.reason ? `${result.level} (${result.reason})` : result.level;
    checked.counts = result.counts;
    checked.notes.push(...result.notes);
    drafts.push(...result.drafts);
  });
  await guarded(drafts, "API version checks", async () => {
    drafts.push(...checkApiVersions(resources, input.env));
  });
  await guarded(drafts, "policies", async () => {
    drafts.push(
      ...runPolicies(judges.policies, {
        resources,
        env: input.env,
        podTemplatePaths: judges.config.podTemplatePaths,
        ignoreDifferences: input.target.ignoreDifferences
      })
    );
  });
  return checked;
}
async function guarded(drafts, what, fn) {
  try {
    await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    drafts.push({ ruleId: "internal/check-error", message: `${what} could not run: ${message}` });
  }
}

// src/engine/determinism.ts
var fingerprintOf = (r) => JSON.stringify(normalizeForDiff(r.object));
async function unstableObjects(input, judges, first) {
  const again = await renderAndParse(input, judges);
  if (!again.ok) return [];
  const second = /* @__PURE__ */ new Map();
  for (const r of again.parsed.resources)
    second.set(resourceKey(r.ref), [...second.get(resourceKey(r.ref)) ?? [], fingerprintOf(r)]);
  const firstByKey = /* @__PURE__ */ new Map();
  for (const r of first)
    firstByKey.set(resourceKey(r.ref), [...firstByKey.get(resourceKey(r.ref)) ?? [], fingerprintOf(r)]);
  return first.filter(
    (r) => !sameMultiset(firstByKey.get(resourceKey(r.ref)) ?? [], second.get(resourceKey(r.ref)) ?? [])
  );
}
function sameMultiset(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}
function unstableDrafts(unstable) {
  return unstable.map((resource) => ({
    ruleId: "render/non-deterministic",
    resource,
    message: `${describeRef(resource.ref)} renders differently each time (randAlphaNum, lookup, now, \u2026): its changes are left out of the diff and what the cluster will get cannot be checked`,
    remediation: "make the chart deterministic (take generated values from the values files or an external secret), or switch the rule off for this chart in the base config"
  }));
}

// src/checks/analysis/loosened.ts
var LOOSENED = "analysis/loosened";
var LIMITS = [
  ["failureLimit", 0],
  ["consecutiveErrorLimit", 4],
  ["inconclusiveLimit", 0]
];
function numbersIn(node, out) {
  if (!node || typeof node !== "object") return;
  if (node.t === "lit" && typeof node.value === "number") out.add(node.value);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) child.forEach((c) => numbersIn(c, out));
    else if (child && typeof child === "object") numbersIn(child, out);
  }
}
function probes(sources) {
  const found = /* @__PURE__ */ new Set([0]);
  for (const s of sources) {
    if (typeof s !== "string" || s.trim() === "") continue;
    try {
      numbersIn(parseExpr(s), found);
    } catch {
    }
  }
  const out = /* @__PURE__ */ new Set();
  for (const n of found) for (const d of [-1e-6, 0, 1e-6]) out.add(n + d * Math.max(1, Math.abs(n)));
  return [...out].sort((a, b) => a - b);
}
function acceptedNow(base, head, values) {
  for (const v of values) {
    for (const result of [[v], v]) {
      const was = measurementPhase(base, result);
      const now = measurementPhase(head, result);
      if (was === "Error" || now === "Error") continue;
      if (now === "Successful" && was !== "Successful" || was === "Failed" && now !== "Failed")
        return { value: v, was, now };
    }
  }
  return void 0;
}
function conditionChange(b, h) {
  const conds = (s) => compileConditions(s.metric.successCondition, s.metric.failureCondition);
  const [base, head] = [conds(b), conds(h)];
  if (typeof base === "string" || typeof head === "string") return void 0;
  const values = probes([
    b.metric.successCondition,
    b.metric.failureCondition,
    h.metric.successCondition,
    h.metric.failureCondition
  ]);
  const hit = acceptedNow(base, head, values);
  if (!hit) return void 0;
  const show2 = (s) => `success \`${String(s.metric.successCondition ?? "-")}\`, failure \`${String(s.metric.failureCondition ?? "-")}\``;
  return `a measurement of ${hit.value} was ${hit.was} and is now ${hit.now} (${show2(b)} \u2192 ${show2(h)})`;
}
function limitChanges(b, h) {
  const out = [];
  for (const [field, fallback] of LIMITS) {
    const was = typeof b.metric[field] === "number" ? b.metric[field] : fallback;
    const now = typeof h.metric[field] === "number" ? h.metric[field] : fallback;
    if (now > was) out.push(`${field} ${was} \u2192 ${now}`);
  }
  const [bc, hc] = [b.metric.count, h.metric.count];
  if (typeof bc === "number" && (hc === void 0 ? h.metric.interval === void 0 && bc > 1 : typeof hc === "number" && hc < bc)) {
    out.push(`count ${bc} \u2192 ${hc === void 0 ? 1 : String(hc)}`);
  }
  return out;
}
var metricKey = (s) => `${resourceKey(s.resource.ref)}#${s.name}`;
function loosenedAnalyses(base, head, remediation) {
  const before = new Map(base.flatMap(metricsOf).map((s) => [metricKey(s), s]));
  const drafts = [];
  for (const h of head.flatMap(metricsOf)) {
    const b = before.get(metricKey(h));
    if (!b) continue;
    const changes = [...limitChanges(b, h)];
    const cond = conditionChange(b, h);
    if (cond) changes.unshift(cond);
    if (changes.length === 0) continue;
    drafts.push({
      ruleId: LOOSENED,
      resource: h.resource,
      path: h.pointer,
      fingerprintKey: h.name,
      remediation,
      message: `${describeRef(h.resource.ref)} metric "${h.name}" is looser than on the base: ${changes.join("; ")}`
    });
  }
  return drafts;
}

// src/engine/pair-checks.ts
var LOOSENED_REMEDIATION = "Keep the base thresholds and limits; to loosen them on purpose, exempt analysis/loosened in the base config first (an annotation in the change cannot).";
function pairDrafts(base, head) {
  if (base?.status !== "rendered" || head?.status !== "rendered") return [];
  return loosenedAnalyses(base.resources, head.resources, LOOSENED_REMEDIATION).filter((d) => d.ruleId === LOOSENED);
}

// src/engine/target-run.ts
function sideOf(target, roots, config) {
  return { target, env: environmentOf(config, target.environment), ...roots };
}
async function deletedByChange(pair, ctx) {
  if (ctx.mode !== "check" || !pair.base || !pair.head || !ctx.base) return false;
  const exists = (root, rel) => access(path11.join(root, rel)).then(
    () => true,
    () => false
  );
  return await exists(ctx.base.root, pair.base.path) && !await exists(ctx.head.root, pair.head.path);
}
async function runPair(input, ctx) {
  const pair = input.affected && await deletedByChange(input, ctx) ? { ...input, head: void 0 } : input;
  const main = pair.head ?? pair.base;
  if (!pair.affected) return unchangedOutcome(pair, main);
  const { config } = ctx.judges;
  const [base, head] = await Promise.all([
    pair.base && ctx.base ? evaluateSide(sideOf(pair.base, ctx.base, config), ctx.judges) : void 0,
    pair.head ? evaluateSide(sideOf(pair.head, ctx.head, config), ctx.judges) : void 0
  ]);
  if (ctx.mode === "check" && head && pair.head) {
    const env = environmentOf(config, pair.head.environment);
    head.findings = revokeAddedExemptions(head.findings, {
      config,
      env,
      head: head.resources,
      base: base?.resources ?? []
    });
  }
  const unstable = await headUnstable(pair, head, ctx);
  const changes = ctx.mode === "check" ? withoutUnstable(diffOf(main, base, head, config.render.diffIgnore), unstable) : [];
  const changed = config.render.diffIgnore.length > 0 && ctx.mode === "check" ? changedKeys(diffOf(main, base, head, [])) : changedKeys(changes);
  const findings = ctx.mode === "check" ? keepUncheckedIntroduced(compareFindings(base?.findings ?? [], head?.findings ?? []), changed).filter((f) => !(f.change === "fixed" && head?.status === "failed")) : head?.findings ?? [];
  findings.push(
    ...finalizeDrafts(unstableDrafts(unstable), { config, app: main.app, environment: main.environment }).map((f) => ({
      ...f,
      change: "introduced"
    }))
  );
  findings.push(
    ...finalizeDrafts(ctx.mode === "check" ? pairDrafts(base, head) : [], {
      config,
      app: main.app,
      environment: main.environment
    }).map((f) => ({ ...f, change: "introduced" }))
  );
  if (pair.renamedTo)
    findings.push(...renamed(main, pair.renamedTo, config, lowersRules(config, main.environment, pair.renamedTo)));
  if (pair.head) {
    const sub = await submoduleFindings(ctx.head.root, pair.head, ctx.head.submodules ?? [], config);
    findings.push(...sub.map((f) => ctx.mode === "check" ? { ...f, change: "introduced" } : f));
  }
  const maskValues = [...base?.maskValues ?? [], ...head?.maskValues ?? []];
  return { pair, report: targetReport(main, head, base), findings, changes, base, head, maskValues };
}
function lowersRules(config, judgedAs, renamedTo) {
  const to = renamedTo.slice(renamedTo.lastIndexOf("/") + 1);
  if (to === judgedAs) return false;
  const rank2 = { off: 0, optional: 1, required: 2 };
  const strict = environmentOf(config, judgedAs);
  const loose = environmentOf(config, to);
  return strict.requireDigests && !loose.requireDigests || rank2[strict.gateRecords] > rank2[loose.gateRecords];
}
function renamed(target, to, config, lowers) {
  const found = finalizeDrafts(
    [
      {
        ...lowers ? { severity: "error" } : {},
        ruleId: "targets/identity-changed",
        message: `this change turns ${target.app}/${target.environment} (declared in ${target.origin.file ?? target.path}) into ${to}; it was judged as ${target.app}/${target.environment}, and the new identity applies after merge${lowers ? " \u2014 with weaker rules (digests or gate records no longer required): review it as a change of production" : ""}`,
        location: { file: target.origin.file ?? target.path }
      }
    ],
    { config, app: target.app, environment: target.environment }
  );
  return found.map((f) => ({ ...f, change: "introduced" }));
}
async function headUnstable(pair, head, ctx) {
  const target = pair.head;
  if (ctx.mode !== "check" || !target || !targetParts(target).some((p) => p.kind === "helm") || head?.status !== "rendered")
    return [];
  return unstableObjects(sideOf(target, ctx.head, ctx.judges.config), ctx.judges, head.resources);
}
function withoutUnstable(changes, unstable) {
  if (unstable.length === 0) return changes;
  const keys = new Set(unstable.map((r) => resourceKey(r.ref)));
  return changes.filter((c) => !keys.has(resourceKey(c.resource)));
}
function diffOf(main, base, head, ignore) {
  if (base?.status === "failed" || head?.status === "failed") return [];
  return diffTarget({
    app: main.app,
    environment: main.environment,
    base: base?.resources,
    head: head?.resources,
    ignore
  });
}
function changedKeys(changes) {
  return new Set(changes.filter((c) => c.action !== "removed").map((c) => resourceKey(c.resource)));
}
function unchangedOutcome(pair, main) {
  return {
    pair,
    findings: [],
    changes: [],
    maskValues: [],
    report: { ...reportBase(main), status: "unchanged", resources: 0, durationMs: 0 }
  };
}
function reportBase(t) {
  const base = { app: t.app, environment: t.environment, kind: t.kind, path: t.path, origin: t.origin.how };
  return t.sources ? { ...base, paths: t.sources.map((s) => s.path) } : base;
}
function targetReport(main, head, base) {
  const out = { ...reportBase(main), status: "rendered", resources: 0, durationMs: 0 };
  if (!head) {
    return { ...out, status: "skipped", reason: "removed by the change", durationMs: base?.durationMs ?? 0 };
  }
  out.status = head.status;
  out.resources = head.resources.length;
  out.durationMs = head.durationMs + (base?.durationMs ?? 0);
  if (head.validation) out.validation = head.validation;
  if (head.counts) Object.assign(out, head.counts);
  if (head.notes?.length) out.notes = head.notes;
  if (head.reason) out.reason = head.reason;
  if (head.sources?.length) out.sources = head.sources;
  if (head.cached) out.renderCached = true;
  return out;
}

// src/engine/groups.ts
async function runGroups(pairs, ctx, jobs, hooks = {}) {
  const groupLimit = pLimit(Math.max(2, jobs));
  const total = pairs.filter((p) => p.affected).length;
  let done = 0;
  const perGroup = await Promise.all(
    groupByApp(pairs).map(
      (group) => groupLimit(async () => {
        const outcomes = await Promise.all(
          group.map(async (pair) => {
            const outcome = await runPair(pair, ctx);
            if (pair.affected) hooks.onTargetDone?.(++done, total);
            return outcome;
          })
        );
        await hooks.crossCheck?.(outcomes);
        for (const o of outcomes) {
          delete o.base;
          delete o.head;
        }
        return outcomes;
      })
    )
  );
  return perGroup.flat();
}

// src/engine/coverage.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function renderedEverywhere(o) {
  return o.base?.status !== "failed" && o.head?.status !== "failed";
}
function uncoveredFiles(input) {
  const ignored = input.config.ignore.length > 0 ? (0, import_picomatch.default)(input.config.ignore, { dot: true }) : () => false;
  const covered2 = new Set(input.globalFiles);
  const failedBy = /* @__PURE__ */ new Map();
  for (const o of input.outcomes) {
    const files = [o.pair.base, o.pair.head].flatMap((t) => t ? input.readBy.get(t) ?? [] : []);
    for (const file of files) {
      if (renderedEverywhere(o)) covered2.add(file);
      else failedBy.set(file, o.pair.id);
    }
  }
  const why = /* @__PURE__ */ new Map();
  for (const file of input.changed) {
    const unit = [...input.headUnits, ...input.baseUnits].find((u) => u.inputs.some((i) => touches(file, i)));
    if (unit) why.set(file, `read by ${unit.unit} (${unit.file}), which is not checked: ${unit.reason}`);
    else if (covered2.has(file) || ignored(file)) continue;
    else if (failedBy.has(file)) why.set(file, `read by ${failedBy.get(file) ?? ""}, which did not render`);
    else if (declaresUnit(file, input)) why.set(file, "it declares units that are not checked");
    else why.set(file, "no target reads it and no `ignore:` glob matches it");
  }
  return why;
}
function declaresUnit(file, input) {
  return [...input.headUnits, ...input.baseUnits].some((u) => u.file === file);
}
function uncheckedChangeDrafts(input) {
  const byReason = /* @__PURE__ */ new Map();
  for (const [file, reason] of uncoveredFiles(input)) byReason.set(reason, [...byReason.get(reason) ?? [], file]);
  return [...byReason].map(([reason, files]) => ({
    ruleId: "targets/unchecked-change",
    message: `changed file(s) ${listOf(files)} were not checked: ${reason}`,
    location: { file: files[0] },
    fingerprintKey: `${reason}\0${files.join("\0")}`,
    remediation: "declare a target that reads these files, add a glob to `ignore:` in the base config if they never affect a deployment, or fix the target that could not be rendered"
  }));
}
function listOf(files) {
  const shown3 = files.slice(0, 10).join(", ");
  return files.length > 10 ? `${shown3} and ${files.length - 10} more` : shown3;
}
function notCheckedDraft(unit) {
  return {
    ruleId: "targets/not-checked",
    message: unit.message ?? `${unit.unit} in ${unit.file} was not checked: ${unit.reason}`,
    location: { file: unit.file, ...unit.line ? { line: unit.line } : {} },
    fingerprintKey: unitKey(unit)
  };
}
function unitKey(unit) {
  return unit.key ?? `${unit.file}#${unit.unit}`;
}
function unitChangedBy(unit, baseUnits, changed) {
  const before = baseUnits.find((u) => unitKey(u) === unitKey(unit));
  if (!before || before.declaration !== unit.declaration) return true;
  return changed.some((file) => unit.inputs.some((i) => touches(file, i)));
}
function sourceChangeDrafts(base, head) {
  const byKey = new Map(base.map((a) => [a.key, a]));
  const out = [];
  for (const app of head) {
    const before = byKey.get(app.key);
    if (!before) continue;
    const diffs = app.sources.flatMap(
      (src, i) => (src.chart !== void 0 ? [] : ["repoURL", "targetRevision", "chart"]).filter((field) => (before.sources[i]?.[field] ?? "") !== (src[field] ?? "")).map(
        (field) => `${app.sources.length > 1 ? `source ${i + 1} ` : ""}${field} ${show(before.sources[i]?.[field])} \u2192 ${show(src[field])}`
      )
    );
    if (diffs.length === 0) continue;
    out.push({
      ruleId: "targets/source-changed",
      message: `Application ${app.name} (${app.file}): the change repoints its source: ${diffs.join("; ")}; what it deploys from there was not rendered in this check`,
      location: { file: app.file },
      fingerprintKey: app.key,
      remediation: "review what the new source deploys; after merge, an audit renders it from there if it is this repository"
    });
  }
  return out;
}
function show(v) {
  return v === void 0 || v === "" ? "(unset)" : JSON.stringify(v);
}

// src/engine/coverage-findings.ts
var site = (config, drafts) => finalizeDrafts(drafts, { config, app: "-", environment: "-" });
var withChange = (change) => (f) => ({ ...f, change });
function checkCoverageFindings(c) {
  const { config } = c;
  const out = compareFindings(c.base.findings, c.head.findings);
  for (const unit of c.head.notChecked) {
    const change = unitChangedBy(unit, c.base.notChecked, c.changed) ? "introduced" : "unchanged";
    out.push(...site(config, [notCheckedDraft(unit)]).map(withChange(change)));
  }
  out.push(
    ...site(config, uncheckedChangeDrafts({ ...c, baseUnits: c.base.notChecked, headUnits: c.head.notChecked })).map(
      withChange("introduced")
    )
  );
  out.push(...site(config, sourceChangeDrafts(c.base.applications, c.head.applications)).map(withChange("introduced")));
  const excludedBefore = new Set(c.base.excluded);
  for (const f of site(config, excludedDrafts(c.head)))
    out.push({ ...f, change: excludedBefore.has(f.location?.file ?? "") ? "unchanged" : "introduced" });
  if (c.base.targets.length === 0 && c.head.targets.length === 0)
    out.push(...site(config, [noTargetsDraft()]).map(withChange("introduced")));
  return out;
}
function auditCoverageFindings(config, found, targetCount) {
  const drafts = [...found.notChecked.map(notCheckedDraft), ...excludedDrafts(found)];
  if (targetCount === 0) drafts.push(noTargetsDraft());
  return site(config, drafts);
}
function excludedDrafts(found) {
  return found.excluded.map((rel) => ({
    ruleId: "targets/excluded",
    message: `${rel} is excluded from discovery by the config's \`exclude:\`; nothing in it was looked for or checked`,
    location: { file: rel },
    fingerprintKey: rel
  }));
}
function noTargetsDraft() {
  return {
    ruleId: "targets/none-found",
    message: "no targets were found (no config targets, Argo CD Applications, leaf overlays or charts with values) \u2014 nothing was checked"
  };
}

// src/gate/check.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/gate/images.ts
function rawImages(resources, extraPaths) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const resource of resources) {
    for (const pod of podSpecsOf(resource, resources, extraPaths)) {
      for (const c of containersOf(pod)) {
        const pointer = containerFieldPointer(c, "image");
        const key = `${resourceKey(c.resource.ref)}#${pointer}`;
        const image = c.container.image;
        if (seen.has(key) || typeof image !== "string") continue;
        seen.add(key);
        const runtime = isRuntimeImage(c, image);
        out.push({ resource: c.resource, container: c.name, pointer, image, runtime });
      }
    }
  }
  return out;
}
function imageSites(resources, extraPaths) {
  return rawImages(resources, extraPaths).flatMap((raw) => {
    if (raw.runtime) return [];
    try {
      const ref = parseImageRef(raw.image);
      return [{ resource: raw.resource, container: raw.container, pointer: raw.pointer, ref }];
    } catch {
      return [];
    }
  });
}
function changedRuntimeImages(head, base, extraPaths) {
  const before = new Set(base ? rawImages(base, extraPaths).map((r) => r.image) : []);
  return rawImages(head, extraPaths).filter((r) => r.runtime && !before.has(r.image)).map(({ resource, container, pointer, image }) => ({ resource, container, pointer, image }));
}
function changedUnreadablePatches(head, base, extraPaths) {
  const sites = (resources) => {
    const out = /* @__PURE__ */ new Map();
    for (const resource of resources)
      for (const pod of podSpecsOf(resource, resources, extraPaths))
        for (const { pointer, reason } of pod.unreadablePatches ?? [])
          out.set(`${resourceKey(resource.ref)}#${pointer}#${String(getAt(resource.object, pointer))}`, {
            resource,
            pointer,
            reason
          });
    return out;
  };
  const before = base ? sites(base) : /* @__PURE__ */ new Map();
  return [...sites(head)].filter(([key]) => !before.has(key)).map(([, site2]) => site2);
}
function changedSites(head, base) {
  if (!base) return head;
  const before = new Set(base.map((s) => formatImageRef(s.ref)));
  return head.filter((s) => !before.has(formatImageRef(s.ref)));
}

// src/gate/judge.ts
function list(records) {
  const shown3 = records.slice(0, 5).map((r) => `${r.digest} (record ${r.id}, ${r.decision})`);
  return shown3.join(", ") + (records.length > 5 ? `, and ${records.length - 5} more` : "");
}
function decisive(records) {
  return [...records].sort(
    (a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt) || Number(a.decision === "pass") - Number(b.decision === "pass")
  )[0];
}
function emptyEvidence(record) {
  if (!record.checks) return void 0;
  if (record.checks.length === 0) return "E_GATE_NO_DATA: the record lists no checks";
  for (const c of record.checks) {
    const noValue = c.value === void 0 || c.value === null || typeof c.value === "number" && !Number.isFinite(c.value) || typeof c.value === "string" && /^\s*$|^nan$/i.test(c.value);
    const noValues = c.values === void 0 || c.values.length === 0;
    if (noValue && noValues) return `E_GATE_NO_DATA check=${c.name}`;
  }
  return void 0;
}
function unavailable(image, problems) {
  const named = problems.slice(0, 3).map((p) => `${p.origin}: ${p.message}`).join("; ");
  return {
    ruleId: "gate/records-unavailable",
    message: `Gate records for ${image} could not be read: ${named}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""}`,
    remediation: "Fix or remove the malformed record, or make the record store reachable; until then the image cannot be judged.",
    status: "records unavailable"
  };
}
var MAX_INDEX_INSPECTIONS = 10;
async function viaIndex(ref, digest, records, resolver) {
  if (!resolver) return void 0;
  const newest = [...records].sort((a, b) => Date.parse(b.decidedAt) - Date.parse(a.decidedAt)).slice(0, MAX_INDEX_INSPECTIONS);
  for (const record of newest) {
    const r = await resolver.inspect(ref, record.digest);
    const child = r.ok && r.kind === "index" ? r.children?.find((c) => c.digest === digest) : void 0;
    const chosen = child ? decisive(records.filter((r2) => r2.digest === record.digest)) : void 0;
    if (child && chosen)
      return {
        record: chosen,
        note: `pinned to platform manifest of index ${record.digest} (${child.platform ?? "platform not declared"})`
      };
  }
  return void 0;
}
function judgeRecord(image, digest, record, note) {
  const base = { digest, record };
  if (record.decision !== "pass") {
    return {
      ...base,
      ruleId: "gate/not-passed",
      status: `not passed (${record.decision})`,
      message: `The gate decided "${record.decision}" for ${image}@${digest} (record ${record.id}, ${record.origin})`,
      remediation: "Deploy a candidate the release gate passed, or re-run the gate for this digest."
    };
  }
  const empty = emptyEvidence(record);
  if (empty) {
    return {
      ...base,
      ruleId: "gate/not-passed",
      verdict: "inconclusive",
      status: "pass without evidence",
      message: `Record ${record.id} passes ${image}@${digest} without data (${empty}); a pass over no data is not evidence`
    };
  }
  return { ...base, status: note ? `passed (${note})` : "passed" };
}
async function digestOf(ref, resolver) {
  if (ref.digest) return { digest: ref.digest };
  const written = formatImageRef(ref);
  if (!resolver) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: "no digest",
      message: `${written} has no digest, so no gate record can be matched to it`,
      remediation: "Pin the image by digest (image@sha256:\u2026), or enable resolveTags to look the tag up in the registry."
    };
  }
  const r = await resolver.resolve(ref);
  if (!r.ok) {
    return {
      ruleId: "gate/record-missing",
      verdict: "inconclusive",
      status: `tag not resolved (${r.code})`,
      message: `${written} has no digest and its tag could not be resolved (${r.code}: ${r.message}); no gate record can be matched`,
      remediation: "Pin the image by digest, or make the registry reachable (credentials, rate limits)."
    };
  }
  return { digest: r.digest, resolved: { digest: r.digest, at: r.at } };
}
async function judgeImage({ ref, records, resolver }) {
  const d = await digestOf(ref, resolver);
  if ("status" in d) return d;
  const withResolved = (j) => d.resolved ? { ...j, resolved: d.resolved } : j;
  const found = await records.lookup(ref.name, d.digest);
  if (found.problems.length > 0) return withResolved({ ...unavailable(ref.name, found.problems), digest: d.digest });
  const exact = found.records.filter((r) => r.digest === d.digest);
  const record = decisive(exact);
  if (record) return withResolved(judgeRecord(ref.name, d.digest, record));
  if (found.records.length === 0) {
    return withResolved({
      ruleId: "gate/record-missing",
      status: "record missing",
      digest: d.digest,
      message: `No gate record exists for ${ref.name} (digest ${d.digest})`,
      remediation: "Run the release gate for this image, or exempt the repository through gateRecords.scope."
    });
  }
  const index = await viaIndex(ref, d.digest, found.records, resolver);
  if (index) return withResolved(judgeRecord(ref.name, d.digest, index.record, index.note));
  const moved = d.resolved ? ` Tag ${ref.tag ?? "latest"} now resolves to ${d.digest} (E_TAG_MOVED).` : "";
  return withResolved({
    ruleId: "gate/digest-mismatch",
    status: "digest mismatch",
    digest: d.digest,
    message: `No gate record for ${ref.name}@${d.digest}; records exist for ${list(found.records)}.${moved}`,
    remediation: "Deploy a digest the gate decided on, or run the gate for this digest."
  });
}

// src/gate/check.ts
function scopeMatcher(scope) {
  if (scope.length === 0) return () => true;
  const globs = scope.map((g) => {
    try {
      return /[*?[\]{}]/.test(g) ? normalizeImageGlob(g) : parseImageRef(g).name;
    } catch {
      return g;
    }
  });
  return (0, import_picomatch2.default)(globs);
}
function report(app, env, site2, status, j) {
  return {
    app,
    environment: env,
    image: site2.ref.name,
    ...site2.ref.tag !== void 0 ? { tag: site2.ref.tag } : {},
    ...site2.ref.digest !== void 0 ? { digest: site2.ref.digest } : {},
    ...j?.resolved ? { resolved: j.resolved } : {},
    ...j?.record ? { recordId: j.record.id, decision: j.record.decision } : {},
    status
  };
}
function draftOf(site2, j, optional) {
  if (!j.ruleId || !j.message) return void 0;
  return {
    ruleId: j.ruleId,
    message: j.message,
    resource: site2.resource,
    path: site2.pointer,
    fingerprintKey: `${site2.container}:${formatImageRef(site2.ref)}`,
    ...j.remediation ? { remediation: j.remediation } : {},
    ...j.verdict ? { verdict: j.verdict } : {},
    ...optional ? { severity: "warning" } : {}
  };
}
function runtimeDraft(site2, optional) {
  return {
    ruleId: "gate/record-missing",
    verdict: "inconclusive",
    message: `container "${site2.container}" image "${site2.image}" is filled in from a workflow parameter when the pod starts; no gate record can be matched to it`,
    resource: site2.resource,
    path: site2.pointer,
    fingerprintKey: `${site2.container}:${site2.image}`,
    remediation: "Write the image with its digest in the workflow template, or exempt the finding with the reason the parameter is safe.",
    ...optional ? { severity: "warning" } : {}
  };
}
function patchDraft(site2, optional) {
  return {
    ruleId: "gate/record-missing",
    verdict: "inconclusive",
    message: `podSpecPatch ${site2.pointer} ${site2.reason}; the images it may set are unknown, so no gate record can be matched to them`,
    resource: site2.resource,
    path: site2.pointer,
    fingerprintKey: `podSpecPatch ${site2.pointer}`,
    remediation: "Write the patch so it can be read (quote each {{\u2026}} value, or move the setting into the template), or exempt the finding with the reason the parameters are safe.",
    ...optional ? { severity: "warning" } : {}
  };
}
async function checkGate(input) {
  const app = input.app ?? "";
  const env = input.env.name;
  const mode = input.env.gateRecords;
  const head = imageSites(input.head, input.podTemplatePaths);
  const base = input.base ? imageSites(input.base, input.podTemplatePaths) : void 0;
  const inScope = scopeMatcher(input.scope);
  const drafts = [];
  const images = /* @__PURE__ */ new Map();
  const judged = /* @__PURE__ */ new Map();
  for (const site2 of changedSites(head, base)) {
    const key = formatImageRef(site2.ref);
    if (mode === "off" || !inScope(site2.ref.name)) {
      if (!images.has(key))
        images.set(key, report(app, env, site2, mode === "off" ? "records not required" : "out of scope"));
      continue;
    }
    let pending = judged.get(key);
    if (!pending) {
      pending = judgeImage({ ref: site2.ref, records: input.records, resolver: input.resolver });
      judged.set(key, pending);
    }
    const j = await pending;
    if (!images.has(key)) images.set(key, report(app, env, site2, j.status, j));
    const draft = draftOf(site2, j, mode === "optional");
    if (draft) drafts.push(draft);
  }
  if (mode !== "off")
    drafts.push(
      ...changedRuntimeImages(input.head, input.base, input.podTemplatePaths).map(
        (site2) => runtimeDraft(site2, mode === "optional")
      ),
      ...changedUnreadablePatches(input.head, input.base, input.podTemplatePaths).map(
        (site2) => patchDraft(site2, mode === "optional")
      )
    );
  const notices = [...images.values()].filter((i) => i.resolved && i.tag !== void 0).map(
    (i) => `${i.environment}: ${i.image}:${i.tag} \u2192 ${i.resolved?.digest} (resolved at ${i.resolved?.at}); the image still counts as not pinned.`
  );
  return { drafts, images: [...images.values()], notices };
}

// src/gate/path-source.ts
import { lstatSync, readdirSync, readFileSync as readFileSync5, realpathSync } from "node:fs";
import path13 from "node:path";

// src/gate/record.ts
var import_ajv2 = __toESM(require_ajv(), 1);
var import_ajv_formats2 = __toESM(require_dist2(), 1);
import { readFileSync as readFileSync4 } from "node:fs";
import path12 from "node:path";
var validator;
function recordValidator() {
  if (!validator) {
    const schema = JSON.parse(readFileSync4(path12.join(packageRoot(), "schemas", "gate-record.schema.json"), "utf8"));
    const ajv = new import_ajv2.Ajv({ allErrors: false, strict: false });
    const addFormats2 = import_ajv_formats2.default.default ?? import_ajv_formats2.default;
    addFormats2(ajv);
    ajv.addSchema(schema);
    validator = ajv.getSchema(`${schema.$id}#/definitions/record`);
    if (!validator) throw new Error("gate-record.schema.json has no definitions/record");
  }
  return validator;
}
function normalisedName(image) {
  try {
    const ref = parseImageRef(image);
    return ref.tag === void 0 && ref.digest === void 0 ? ref.name : void 0;
  } catch {
    return void 0;
  }
}
function imageHint(value) {
  const image = value?.candidate?.image;
  return typeof image === "string" ? normalisedName(image) : void 0;
}
function readRecords(value, origin) {
  const items = Array.isArray(value) ? value : [value];
  const records = [];
  const problems = [];
  const validate = recordValidator();
  items.forEach((item, index) => {
    const where2 = Array.isArray(value) ? `${origin} [${index}]` : origin;
    const hint = imageHint(item);
    if (!validate(item)) {
      const e = validate.errors?.[0];
      const message = `not a valid gate record: ${e ? `${e.instancePath || "/"} ${e.message ?? ""}` : "schema violation"}`.trim();
      problems.push({ origin: where2, message, ...hint ? { image: hint } : {} });
      return;
    }
    const raw = item;
    if (!hint) {
      problems.push({
        origin: where2,
        message: `candidate.image ${JSON.stringify(raw.candidate.image)} is not a repository name (no tag or digest allowed)`
      });
      return;
    }
    records.push({
      id: raw.id,
      decision: raw.decision,
      image: hint,
      digest: raw.candidate.digest,
      decidedAt: raw.decidedAt,
      origin: where2,
      ...raw.criteriaVersion !== void 0 ? { criteriaVersion: raw.criteriaVersion } : {},
      ...raw.checks !== void 0 ? { checks: raw.checks } : {}
    });
  });
  return { records, problems };
}
function parseRecordText(text, origin) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { records: [], problems: [{ origin, message: `malformed JSON: ${err.message}` }] };
  }
  return readRecords(value, origin);
}

// src/gate/path-source.ts
var MAX_FILES = 5e3;
var MAX_FILE_BYTES = 1024 * 1024;
function listJson(root, dir, problems) {
  const files = /* @__PURE__ */ new Map();
  const walk3 = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path13.join(abs, entry.name);
      const rel = path13.relative(root, full).split(path13.sep).join("/");
      if (entry.isSymbolicLink()) {
        if (entry.name.endsWith(".json"))
          problems.push({ origin: rel, message: "is a symbolic link; gate records must be plain files" });
        continue;
      }
      if (entry.isDirectory()) walk3(full);
      else if (entry.isFile() && entry.name.endsWith(".json")) {
        if (files.size >= MAX_FILES) {
          problems.push({ origin: rel, message: `more than ${MAX_FILES} record files; the rest were not read` });
          return;
        }
        const size = lstatSync(full).size;
        if (size > MAX_FILE_BYTES)
          problems.push({ origin: rel, message: `is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit` });
        else files.set(rel, readFileSync5(full));
      }
    }
  };
  walk3(dir);
  return files;
}
function confinedDir(root, rel) {
  if (path13.isAbsolute(rel) || rel.split(/[\\/]/).includes(".."))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} must stay inside the repository` };
  const dir = path13.join(root, rel);
  let real;
  try {
    real = realpathSync(dir);
  } catch {
    return { missing: true };
  }
  const realRoot = realpathSync(root);
  if (real !== realRoot && !real.startsWith(realRoot + path13.sep))
    return { problem: `gateRecords.path ${JSON.stringify(rel)} resolves outside the repository` };
  if (!lstatSync(real).isDirectory()) return { problem: `gateRecords.path ${JSON.stringify(rel)} is not a directory` };
  return { dir: real };
}
function readSide(root, rel, problems) {
  const where2 = confinedDir(root, rel);
  if (where2.problem) problems.push({ origin: rel, message: where2.problem });
  return where2.dir ? listJson(root, where2.dir, problems) : void 0;
}
function headNotices(base, head) {
  const notices = [];
  for (const [file, content] of head) {
    const before = base.get(file);
    if (!before)
      notices.push(
        `Gate record file ${file} is added by this change and was ignored: records count only from the base revision or the record store.`
      );
    else if (!before.equals(content))
      notices.push(
        `Gate record file ${file} is edited by this change; the edit was ignored and the base version was used.`
      );
  }
  for (const file of base.keys()) {
    if (!head.has(file))
      notices.push(
        `Gate record file ${file} is removed by this change; its base version still counts until the merge.`
      );
  }
  return notices;
}
function loadRecordDir(baseRoot, rel, headRoot) {
  const problems = [];
  const records = [];
  const notices = [];
  const base = readSide(baseRoot, rel, problems);
  if (!base)
    notices.push(`The gate records directory ${rel} does not exist at the base revision: no record can match.`);
  for (const [file, content] of base ?? []) {
    const read = parseRecordText(content.toString("utf8"), file);
    records.push(...read.records);
    problems.push(...read.problems);
  }
  if (headRoot) {
    const headProblems = [];
    const head = readSide(headRoot, rel, headProblems) ?? /* @__PURE__ */ new Map();
    notices.push(...headNotices(base ?? /* @__PURE__ */ new Map(), head));
  }
  return { records, problems, notices };
}

// src/gate/url-source.ts
var MAX_BODY = 4 * 1024 * 1024;
function displayUrl(url) {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, "//");
  }
}
function headerPair(value) {
  const m = /^([A-Za-z0-9-]+):\s*(.*)$/s.exec(value);
  return m && !/^(bearer|basic|token)\b/i.test(value) ? [m[1] ?? "authorization", m[2] ?? ""] : ["authorization", value];
}
function splitUserinfo(url, headers) {
  const u = new URL(url);
  if (!u.username && !u.password) return { url, headers };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString("base64")}`;
  u.username = "";
  u.password = "";
  return { url: u.toString(), headers: headers.authorization ? headers : { ...headers, authorization: basic } };
}
async function fetchWithRetries(rawUrl, rawHeaders, o) {
  const timeoutMs = o.timeoutMs ?? 1e4;
  let target;
  try {
    target = splitUserinfo(rawUrl, rawHeaders);
  } catch {
    return { error: "not a valid URL" };
  }
  const outcome = await exchangeWithRetries(
    target.url,
    { headers: target.headers, timeoutMs, maxBodyBytes: MAX_BODY, redirects: "refuse" },
    {
      attempts: (o.retries ?? 2) + 1,
      baseDelayMs: 250,
      maxWaitMs: 5e3,
      retryTimeouts: true
    }
  );
  if (outcome.ok) return { status: outcome.response.status, text: outcome.response.body.toString("utf8") };
  if (outcome.error.kind === "timeout") return { error: `no answer within ${timeoutMs} ms` };
  return { error: outcome.error.message.split(rawUrl).join(displayUrl(rawUrl)) };
}
function recordUrl(template, image, digest) {
  return template.replaceAll("{image}", encodeURIComponent(image)).replaceAll("{digest}", encodeURIComponent(digest ?? ""));
}
function createUrlSource(o) {
  const cache = /* @__PURE__ */ new Map();
  const headers = { accept: "application/json" };
  if (o.authHeader) {
    const [name, value] = headerPair(o.authHeader);
    headers[name.toLowerCase()] = value;
  }
  const perImage = o.template.includes("{image}");
  const run2 = async (url, image) => {
    const shown3 = displayUrl(url);
    if (o.offline)
      return { records: [], problems: [{ origin: shown3, message: "offline: the record store was not contacted" }] };
    const res = await fetchWithRetries(url, headers, o);
    if ("error" in res) return { records: [], problems: [{ origin: shown3, message: `unreachable: ${res.error}` }] };
    if (res.status === 404) return { records: [], problems: [] };
    if (res.status !== 200)
      return { records: [], problems: [{ origin: shown3, message: `answered HTTP ${res.status}` }] };
    const origin = `${shown3} (fetched ${(/* @__PURE__ */ new Date()).toISOString()})`;
    const read = parseRecordText(res.text, origin);
    const mine = read.records.filter((r) => r.image === image);
    const strangers = read.records.filter((r) => r.image !== image);
    const problems = perImage && strangers.length > 0 ? [...read.problems, { origin, message: `returned records for ${strangers[0]?.image} when asked for ${image}` }] : read.problems;
    return { records: mine, problems };
  };
  return (image, digest) => {
    const url = recordUrl(o.template, image, digest);
    let hit = cache.get(url);
    if (!hit) {
      hit = run2(url, image);
      cache.set(url, hit);
    }
    return hit;
  };
}

// src/gate/source.ts
function relevant(problems, image) {
  return problems.filter((p) => p.image === void 0 || p.image === image);
}
async function loadGateRecords(opts) {
  const sources = [];
  const notices = [];
  let dirRecords = [];
  let dirProblems = [];
  if (opts.path) {
    const loaded2 = loadRecordDir(opts.baseRoot, opts.path, opts.headRoot);
    dirRecords = loaded2.records;
    dirProblems = loaded2.problems;
    notices.push(...loaded2.notices);
    sources.push(
      `${opts.path} at the base revision (${loaded2.records.length} record${loaded2.records.length === 1 ? "" : "s"})`
    );
  }
  const fetchUrl = opts.url ? createUrlSource({ template: opts.url, offline: opts.offline, ...pick(opts) }) : void 0;
  if (opts.url) sources.push(`record store ${displayUrl(opts.url)}${opts.offline ? " (not contacted: offline)" : ""}`);
  const unconfigured = !opts.path && !opts.url ? [{ origin: "gateRecords", message: "no record source is configured (gateRecords.path or gateRecords.url)" }] : [];
  return {
    sources,
    notices,
    async lookup(image, digest) {
      const records = dirRecords.filter((r) => r.image === image);
      const problems = [...unconfigured, ...relevant(dirProblems, image)];
      if (fetchUrl) {
        const fetched = await fetchUrl(image, digest);
        records.push(...fetched.records);
        problems.push(...fetched.problems);
      }
      return { records, problems };
    }
  };
}
function pick(o) {
  return {
    ...o.authHeader !== void 0 ? { authHeader: o.authHeader } : {},
    ...o.timeoutMs !== void 0 ? { timeoutMs: o.timeoutMs } : {},
    ...o.retries !== void 0 ? { retries: o.retries } : {}
  };
}

// src/registry/resolver.ts
import { createHash as createHash6 } from "node:crypto";

// src/registry/hosts.ts
import { isIP } from "node:net";
var API_HOSTS = { "docker.io": "registry-1.docker.io" };
var BUILT_IN_TOKEN_HOSTS = { "docker.io": ["auth.docker.io"] };
function apiHost(registry) {
  return API_HOSTS[registry] ?? registry;
}
function manifestUrl(registry, repository, reference, insecure) {
  const host = apiHost(registry);
  const scheme = insecure.has(registry) || insecure.has(host) ? "http" : "https";
  return `${scheme}://${host}/v2/${repository}/manifests/${reference}`;
}
function hostnameOf(hostPort) {
  if (hostPort.startsWith("[")) return hostPort.slice(1, hostPort.indexOf("]"));
  const colon = hostPort.lastIndexOf(":");
  return colon > 0 && hostPort.indexOf(":") === colon ? hostPort.slice(0, colon) : hostPort;
}
function isTrustedRealm(registry, realm, extra) {
  const realmHost = realm.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const own = [hostnameOf(registry), hostnameOf(apiHost(registry))].map((h) => h.toLowerCase());
  const allowed = [...own, ...BUILT_IN_TOKEN_HOSTS[registry] ?? [], ...extra?.[registry] ?? []];
  return allowed.includes(realmHost);
}
function isPrivateV4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 10 || a === 127 || a === 0 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 100 && b >= 64 && b <= 127;
}
function isPrivateV6(ip) {
  const low = ip.toLowerCase();
  return low === "::1" || low === "::" || low.startsWith("fe80:") || low.startsWith("fc") || low.startsWith("fd") || low.startsWith("::ffff:");
}
function hostRefusal(registry, allowed, insecure) {
  if (allowed && !allowed.has(registry)) {
    return `registry ${registry} is not in the configured registry allowlist`;
  }
  if (allowed?.has(registry) || insecure.has(registry)) return void 0;
  const host = hostnameOf(registry);
  const kind = isIP(host);
  if (kind === 4 && isPrivateV4(host) || kind === 6 && isPrivateV6(host) || host === "localhost") {
    return `registry ${registry} is a private or loopback address; list it explicitly to contact it`;
  }
  return void 0;
}

// src/registry/http.ts
var MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
function options(method, headers, timeoutMs, bodyLimit) {
  return { method, headers, timeoutMs, maxBodyBytes: bodyLimit, redirects: "follow" };
}
function httpRequest(method, url, headers, timeoutMs, bodyLimit = MAX_MANIFEST_BYTES) {
  return exchange(url, options(method, headers, timeoutMs, bodyLimit));
}
function httpRequestWithRetries(method, url, headers, timeoutMs, policy) {
  return exchangeWithRetries(url, options(method, headers, timeoutMs, MAX_MANIFEST_BYTES), policy);
}

// src/registry/auth.ts
function parseChallenge(header) {
  if (!header) return void 0;
  const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header);
  if (!m) return void 0;
  const params = {};
  const re = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
  for (const p of (m[2] ?? "").matchAll(re)) {
    params[(p[1] ?? "").toLowerCase()] = (p[2] ?? p[3] ?? "").replace(/\\(.)/g, "$1");
  }
  return { scheme: (m[1] ?? "").toLowerCase(), params };
}
function basicHeader(c) {
  return `Basic ${Buffer.from(`${c.username}:${c.password}`).toString("base64")}`;
}
async function fetchToken(realm, creds, timeoutMs) {
  try {
    const res = await httpRequest(
      "GET",
      realm.toString(),
      creds ? { authorization: basicHeader(creds) } : {},
      timeoutMs,
      1024 * 1024
    );
    if (res.status !== 200)
      return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} answered ${res.status}` };
    const body = JSON.parse(res.body?.toString("utf8") ?? "");
    const token = typeof body.token === "string" ? body.token : body.access_token;
    if (typeof token !== "string" || token === "")
      return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned no token` };
    return { ok: true, header: `Bearer ${token}` };
  } catch (err) {
    if (err instanceof HttpError) {
      return {
        ok: false,
        code: err.kind === "timeout" ? "E_REGISTRY_TIMEOUT" : "E_REGISTRY_UNREACHABLE",
        message: `token service: ${err.message}`
      };
    }
    return { ok: false, code: "E_REGISTRY_AUTH", message: `token service ${realm.host} returned unreadable JSON` };
  }
}
async function answerChallenge(challenge, o) {
  if (challenge?.scheme === "basic") {
    if (!o.creds)
      return {
        ok: false,
        code: "E_REGISTRY_AUTH",
        message: `${o.registry} requires credentials (Basic) and none are configured`
      };
    return { ok: true, header: basicHeader(o.creds) };
  }
  if (challenge?.scheme !== "bearer" || !challenge.params.realm) {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} answered 401 without a usable challenge` };
  }
  let realm;
  try {
    realm = new URL(challenge.params.realm);
  } catch {
    return { ok: false, code: "E_REGISTRY_AUTH", message: `${o.registry} sent an unreadable token realm` };
  }
  const plainOk = realm.protocol === "https:" || o.insecure.has(realm.host) || o.insecure.has(o.registry);
  if (!isTrustedRealm(o.registry, realm, o.tokenHosts) || !plainOk) {
    return {
      ok: false,
      code: "E_REGISTRY_AUTH_REALM_UNTRUSTED",
      message: `${o.registry} sent its token challenge to ${realm.protocol}//${realm.host}, which is not that registry or a token service trusted for it`
    };
  }
  if (challenge.params.service) realm.searchParams.set("service", challenge.params.service);
  realm.searchParams.set("scope", challenge.params.scope ?? `repository:${o.repository}:pull`);
  return fetchToken(realm, o.creds, o.timeoutMs);
}

// src/registry/manifest.ts
var INDEX_TYPES = /* @__PURE__ */ new Set([
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json"
]);
function kindOf(mediaType) {
  return INDEX_TYPES.has(mediaType) ? "index" : "manifest";
}
function platformOf(p) {
  if (typeof p !== "object" || p === null) return void 0;
  const { os: os5, architecture, variant } = p;
  if (typeof os5 !== "string" || typeof architecture !== "string") return void 0;
  return [os5, architecture, typeof variant === "string" ? variant : void 0].filter(Boolean).join("/");
}
function describeManifest(body, contentType) {
  let parsed2 = {};
  try {
    const value = JSON.parse(body.toString("utf8"));
    if (typeof value === "object" && value !== null) parsed2 = value;
  } catch {
  }
  const header = (contentType ?? "").split(";")[0]?.trim() ?? "";
  const mediaType = typeof parsed2.mediaType === "string" ? parsed2.mediaType : header;
  const kind = kindOf(mediaType) === "index" || kindOf(header) === "index" || Array.isArray(parsed2.manifests) ? "index" : "manifest";
  if (kind !== "index" || !Array.isArray(parsed2.manifests)) return { mediaType, kind };
  const children = [];
  for (const m of parsed2.manifests) {
    if (typeof m !== "object" || m === null) continue;
    const { digest, platform } = m;
    if (typeof digest !== "string") continue;
    const p = platformOf(platform);
    children.push({ digest, ...p ? { platform: p } : {} });
  }
  return { mediaType, kind, children };
}

// src/registry/resolver.ts
var MANIFEST_ACCEPT = [
  "application/vnd.oci.image.index.v1+json",
  "application/vnd.docker.distribution.manifest.list.v2+json",
  "application/vnd.oci.image.manifest.v1+json",
  "application/vnd.docker.distribution.manifest.v2+json"
].join(", ");
var MAX_ATTEMPTS = 3;
var RETRY_BASE_MS = 250;
function failure(code, message) {
  return { ok: false, code, message, at: (/* @__PURE__ */ new Date()).toISOString() };
}
function sha2563(body) {
  return `sha256:${createHash6("sha256").update(body).digest("hex")}`;
}
var RegistryClient = class {
  constructor(o) {
    this.o = o;
    this.runDeadline = o.runBudgetMs !== void 0 ? Date.now() + o.runBudgetMs : Infinity;
    this.insecure = new Set(o.insecureHosts ?? []);
    this.allowed = o.allowedHosts ? new Set(o.allowedHosts) : void 0;
    this.timeoutMs = o.timeoutMs ?? 1e4;
  }
  o;
  auth = /* @__PURE__ */ new Map();
  insecure;
  allowed;
  timeoutMs;
  runDeadline;
  /** One manifest request with the auth handshake and the shared retry policy. */
  async exchange(method, ref, reference) {
    const refused = hostRefusal(ref.registry, this.allowed, this.insecure);
    if (refused) return failure("E_REGISTRY_NOT_ALLOWED", refused);
    const url = manifestUrl(ref.registry, ref.repository, reference, this.insecure);
    const key = `${ref.registry}/${ref.repository}`;
    const deadline = Math.min(Date.now() + (this.o.budgetMs ?? 6e4), this.runDeadline);
    let answered401 = false;
    for (; ; ) {
      const headers = { accept: MANIFEST_ACCEPT, "accept-encoding": "identity" };
      const auth = this.auth.get(key);
      if (auth) headers.authorization = auth;
      const outcome = await httpRequestWithRetries(method, url, headers, this.timeoutMs, {
        attempts: MAX_ATTEMPTS,
        baseDelayMs: RETRY_BASE_MS,
        maxWaitMs: this.o.maxRetryWaitMs ?? 1e4,
        deadline
      });
      if (!outcome.ok) {
        const kind = outcome.error.kind;
        return failure(
          kind === "timeout" ? "E_REGISTRY_TIMEOUT" : kind === "too-large" ? "E_MANIFEST_TOO_LARGE" : "E_REGISTRY_UNREACHABLE",
          outcome.error.message
        );
      }
      const res = outcome.response;
      if (res.status === 401 && !answered401) {
        answered401 = true;
        const challenge = await answerChallenge(parseChallenge(res.headers.get("www-authenticate")), {
          registry: ref.registry,
          repository: ref.repository,
          creds: this.o.credentials?.[ref.registry],
          insecure: this.insecure,
          tokenHosts: this.o.tokenHosts,
          timeoutMs: this.timeoutMs
        });
        if (!challenge.ok) return failure(challenge.code, challenge.message);
        this.auth.set(key, challenge.header);
        continue;
      }
      if (res.status === 429) {
        const remaining = res.headers.get("ratelimit-remaining");
        return failure(
          "E_REGISTRY_RATE_LIMITED",
          `${ref.registry} rate-limited the lookup (429${remaining ? `, ratelimit-remaining: ${remaining}` : ""})`
        );
      }
      return res;
    }
  }
  /** Why no further lookup may start, if the run's budget is spent. */
  spent() {
    if (Date.now() < this.runDeadline) return void 0;
    return failure(
      "E_REGISTRY_TIMEOUT",
      `the run's registry budget of ${Math.round((this.o.runBudgetMs ?? 0) / 1e3)} s is spent; not looked up`
    );
  }
  statusFailure(res, what) {
    if (res.status === 404) return failure("E_REGISTRY_NOT_FOUND", `${what} not found (404)`);
    if (res.status === 401 || res.status === 403)
      return failure("E_REGISTRY_AUTH", `${what}: access denied (${res.status})`);
    return failure("E_REGISTRY_RESPONSE", `${what}: registry answered ${res.status}`);
  }
  async resolveTag(ref, tag) {
    const what = `${ref.name}:${tag}`;
    const head = await this.exchange("HEAD", ref, tag);
    if (!("status" in head)) return head;
    if (head.status !== 200) return this.statusFailure(head, what);
    const headerDigest = head.headers.get("docker-content-digest");
    const mediaType = (head.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (headerDigest && /^sha256:[a-f0-9]{64}$/.test(headerDigest)) {
      return {
        ok: true,
        digest: headerDigest,
        mediaType,
        kind: kindOf(mediaType),
        via: "header",
        at: (/* @__PURE__ */ new Date()).toISOString()
      };
    }
    const get = await this.exchange("GET", ref, tag);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const digest = sha2563(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (sent && sent !== digest)
      return failure("E_DIGEST_MISMATCH", `${what}: Docker-Content-Digest ${sent} differs from the body's ${digest}`);
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, mediaType: info.mediaType, kind: info.kind, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
  async inspect(ref, digest) {
    const what = `${ref.name}@${digest}`;
    const get = await this.exchange("GET", ref, digest);
    if (!("status" in get)) return get;
    if (get.status !== 200 || !get.body) return this.statusFailure(get, what);
    const computed = sha2563(get.body);
    const sent = get.headers.get("docker-content-digest");
    if (computed !== digest || sent && sent !== computed) {
      return failure(
        "E_DIGEST_MISMATCH",
        `${what}: the body's digest is ${computed}${sent ? `, the header says ${sent}` : ""}`
      );
    }
    const info = describeManifest(get.body, get.headers.get("content-type"));
    return { ok: true, digest, ...info, via: "body", at: (/* @__PURE__ */ new Date()).toISOString() };
  }
};
function createTagResolver(opts) {
  const client = new RegistryClient(opts);
  const cache = /* @__PURE__ */ new Map();
  const cached2 = (key, run2) => {
    let hit = cache.get(key);
    if (!hit) {
      const refusal2 = opts.offline ? failure("E_REGISTRY_OFFLINE", `offline: ${key} was not looked up`) : client.spent();
      hit = refusal2 ? Promise.resolve(refusal2) : run2();
      cache.set(key, hit);
    }
    return hit;
  };
  return {
    resolve(ref) {
      const tag = ref.tag ?? "latest";
      return cached2(`${ref.name}:${tag}`, () => client.resolveTag(ref, tag));
    },
    inspect(ref, digest) {
      return cached2(`${ref.name}@${digest}`, () => client.inspect(ref, digest));
    }
  };
}

// src/engine/cross-gate.ts
function gateRunner(ctx) {
  const needed = Object.values(ctx.config.environments).some((e) => e.gateRecords !== "off");
  let records;
  const resolver = (ctx.config.resolveTags || ctx.opts.resolveTags) && !ctx.opts.offline ? createTagResolver({ offline: false, runBudgetMs: 12e4 }) : void 0;
  const authHeaderEnv = ctx.config.gateRecords.authHeaderEnv;
  const authHeader = authHeaderEnv ? ctx.opts.env?.[authHeaderEnv] : void 0;
  if (authHeader && authHeader.length >= 8) ctx.opts.onSecret?.(authHeader);
  const load = (out) => {
    records ??= loadGateRecords({
      // Check mode: records come from the base revision; the head is only read to say what it tried to add.
      baseRoot: ctx.mode === "check" && ctx.baseRoot ? ctx.baseRoot : ctx.headRoot,
      ...ctx.mode === "check" ? { headRoot: ctx.headRoot } : {},
      path: ctx.config.gateRecords.path,
      url: ctx.config.gateRecords.url,
      authHeader,
      offline: ctx.opts.offline
    }).then((r) => {
      out.notices.push(...r.notices);
      return r;
    });
    return records;
  };
  return async (outcomes, out) => {
    if (!needed) return;
    for (const o of outcomes) {
      const target = o.pair.head;
      if (!target || !o.head || o.head.status !== "rendered") continue;
      const env = environmentOf(ctx.config, target.environment);
      if (env.gateRecords === "off") continue;
      const result = await checkGate({
        env,
        app: target.app,
        scope: ctx.config.gateRecords.scope,
        head: o.head.resources,
        ...ctx.mode === "check" ? { base: o.base?.resources ?? [] } : {},
        records: await load(out),
        podTemplatePaths: ctx.config.podTemplatePaths,
        ...resolver ? { resolver } : {}
      });
      const findings = finalizeDrafts(result.drafts, {
        config: ctx.config,
        app: target.app,
        environment: target.environment
      });
      out.findings.push(...ctx.mode === "check" ? compareFindings([], findings) : findings);
      out.images.push(...result.images);
      out.notices.push(...result.notices);
    }
  };
}

// src/drift/expected.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
var EXPECTED_ANYWHERE = [
  "/metadata/namespace",
  "/metadata/labels/**",
  "/metadata/annotations/**",
  "/metadata/uid",
  "/metadata/resourceVersion",
  "/metadata/generation",
  "/metadata/creationTimestamp",
  "/metadata/managedFields/**",
  "/status/**",
  "/status",
  "/spec/replicas",
  "**/template/metadata/labels/**",
  "**/template/metadata/annotations/**"
];
var SAFETY_VALUES = [
  "**/securityContext",
  "**/securityContext/**",
  "**/serviceAccountName",
  "**/serviceAccount",
  "**/automountServiceAccountToken",
  "**/hostNetwork",
  "**/hostPID",
  "**/hostIPC",
  "**/hostPath/**",
  "**/privileged",
  "**/allowPrivilegeEscalation",
  "**/shareProcessNamespace",
  "**/hostPort"
];
var RBAC_KINDS = /* @__PURE__ */ new Set(["Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"]);
var expected = (0, import_picomatch3.default)(EXPECTED_ANYWHERE, { dot: true });
var safety = (0, import_picomatch3.default)(SAFETY_VALUES, { dot: true });
function repositoryOf(image) {
  if (typeof image !== "string") return void 0;
  try {
    return parseImageRef(image).name;
  } catch {
    return image;
  }
}
function isImageField(logical) {
  return /\/(?:initContainers|containers|ephemeralContainers|sidecars)\/[^/]+\/image$/.test(logical) || /\/(?:templates\/[^/]+|templateDefaults|inline)\/(?:container|script)\/image$/.test(logical);
}
function makeFilter(f) {
  const user = f.ignore.length > 0 ? (0, import_picomatch3.default)(f.ignore, { dot: true }) : () => false;
  return (d) => {
    const pointers = [d.logical, d.fromPointer, d.toPointer].filter((p) => p !== void 0);
    if (pointers.some((p) => user(p))) return false;
    if (f.strict) return true;
    if (pointers.some((p) => expected(p))) return false;
    if (d.kind !== "value") return true;
    if (isImageField(d.logical)) return repositoryOf(d.from) !== repositoryOf(d.to);
    if (RBAC_KINDS.has(f.kind)) return true;
    const typeChanged = typeof d.from !== typeof d.to || Array.isArray(d.from) !== Array.isArray(d.to);
    return typeChanged || pointers.some((p) => safety(p));
  };
}

// src/drift/pairing.ts
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function envNeutral(value, env) {
  if (env === "") return value;
  return value.replace(new RegExp(`(^|[-._])${escapeRe(env)}(?=$|[-._])`, "g"), "$1{env}");
}
function keyed(resources, env, withNamespace) {
  const map = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const ns = withNamespace ? `${envNeutral(r.ref.namespace ?? "", env)}/` : "";
    const key = `${apiGroup(r.ref.apiVersion)}/${r.ref.kind}/${ns}${envNeutral(r.ref.name, env)}`;
    map.set(key, [...map.get(key) ?? [], r]);
  }
  return map;
}
function pairResources(from, to, fromEnv, toEnv) {
  const a = keyed(from, fromEnv, false);
  const b = keyed(to, toEnv, false);
  const ambiguous = [.../* @__PURE__ */ new Set([...a.keys(), ...b.keys()])].some(
    (k) => (a.get(k)?.length ?? 0) > 1 || (b.get(k)?.length ?? 0) > 1
  );
  const fa = ambiguous ? keyed(from, fromEnv, true) : a;
  const fb = ambiguous ? keyed(to, toEnv, true) : b;
  const pairs = [];
  for (const key of [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const left = fa.get(key) ?? [];
    const right = fb.get(key) ?? [];
    const n = Math.max(left.length, right.length);
    for (let i = 0; i < n; i++) {
      const f = left[i];
      const t = right[i];
      pairs.push({ key: n > 1 ? `${key}#${i}` : key, ...f ? { from: f } : {}, ...t ? { to: t } : {} });
    }
  }
  return pairs;
}

// src/drift/walk.ts
var KEY_FIELDS = ["name", "containerPort", "port", "mountPath", "key", "ip"];
function listKey(a, b) {
  const items = [...a, ...b];
  if (items.length === 0 || !items.every(isObject)) return void 0;
  for (const field of KEY_FIELDS) {
    const ok = [a, b].every((list2) => {
      const values = list2.map((i) => i[field]);
      return values.every((v) => typeof v === "string" || typeof v === "number") && new Set(values).size === values.length;
    });
    if (ok) return field;
  }
  return void 0;
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}
var step = (c, fromTok, toTok, logicalTok) => ({
  from: joinPointer(c.from, fromTok),
  to: joinPointer(c.to, toTok),
  logical: joinPointer(c.logical, logicalTok)
});
function walkList(a, b, c, out) {
  const key = listKey(a, b);
  if (!key && !(a.some(isObject) || b.some(isObject))) {
    if (!deepEqual(a, b))
      out.push({ kind: "value", fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
    return;
  }
  const id = (item, i) => key ? `[${String(item[key])}]` : String(i);
  const toIndex = new Map(b.map((item, i) => [id(item, i), i]));
  const seen = /* @__PURE__ */ new Set();
  a.forEach((item, i) => {
    const k = id(item, i);
    const j = toIndex.get(k);
    if (j === void 0)
      out.push({
        kind: "only-from",
        fromPointer: joinPointer(c.from, i),
        logical: joinPointer(c.logical, k),
        from: item
      });
    else {
      seen.add(k);
      walk2(item, b[j], step(c, i, j, k), out);
    }
  });
  b.forEach((item, j) => {
    const k = id(item, j);
    if (!seen.has(k))
      out.push({ kind: "only-to", toPointer: joinPointer(c.to, j), logical: joinPointer(c.logical, k), to: item });
  });
}
function walk2(a, b, c, out) {
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a)) {
      if (!Object.hasOwn(b, k))
        out.push({
          kind: "only-from",
          fromPointer: joinPointer(c.from, k),
          logical: joinPointer(c.logical, k),
          from: a[k]
        });
      else walk2(a[k], b[k], step(c, k, k, k), out);
    }
    for (const k of Object.keys(b)) {
      if (!Object.hasOwn(a, k))
        out.push({ kind: "only-to", toPointer: joinPointer(c.to, k), logical: joinPointer(c.logical, k), to: b[k] });
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    walkList(a, b, c, out);
    return;
  }
  if (!deepEqual(a, b))
    out.push({ kind: "value", fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
}
function differences(from, to) {
  const out = [];
  walk2(from, to, { from: "", to: "", logical: "" }, out);
  return out;
}

// src/drift/env-drift.ts
var MAX_PER_OBJECT = 50;
function shown(value, object, pointer) {
  if (!object || isCredentialPath(object, pointer, value)) return "";
  const text = JSON.stringify(value);
  return text === void 0 || text.length > 80 ? "" : text;
}
function describe2(d, p, from, to) {
  if (d.kind === "only-from") return `${d.fromPointer} is set in ${from} but not in ${to}`;
  if (d.kind === "only-to") return `${d.toPointer} is set in ${to} but not in ${from}`;
  const a = shown(d.from, p.from?.object, d.fromPointer ?? "");
  const b = shown(d.to, p.to?.object, d.toPointer ?? "");
  return a && b ? `${d.toPointer} differs: ${a} in ${from}, ${b} in ${to}` : `${d.toPointer} differs between ${from} and ${to}`;
}
function objectOnly(p, input, fpBase) {
  const { from, to } = input;
  const r = p.to ?? p.from;
  const [here2, missing] = p.to ? [to.environment, from.environment] : [from.environment, to.environment];
  return {
    ruleId: "env/drift",
    message: `${input.app}: ${describeRef(r.ref)} exists in ${here2} but not in ${missing}`,
    resource: r,
    fingerprintKey: `${fpBase}|only-${p.to ? "to" : "from"}`,
    remediation: `Add it to ${missing} or remove it from ${here2}; if it is meant to differ, list it in envDiff ignore.`
  };
}
function pairDrafts2(p, input) {
  const fpBase = `${input.from.environment}->${input.to.environment}|${p.key}`;
  const { from, to } = p;
  if (!from || !to) return [objectOnly(p, input, fpBase)];
  const keep = makeFilter({ ignore: input.ignore, strict: input.strict, kind: to.ref.kind });
  const diffs = differences(from.object, to.object).filter(keep);
  const drafts = diffs.slice(0, MAX_PER_OBJECT).map((d) => {
    const onFrom = d.kind === "only-from";
    const path21 = (onFrom ? d.fromPointer : d.toPointer) ?? "";
    return {
      ruleId: "env/drift",
      message: `${input.app}: ${describeRef(to.ref)}: ${describe2(d, p, input.from.environment, input.to.environment)}`,
      resource: to,
      path: path21,
      ...onFrom ? { location: from.locate(path21) } : {},
      fingerprintKey: `${fpBase}|${d.logical}|${d.kind}`
    };
  });
  if (diffs.length > MAX_PER_OBJECT) {
    drafts.push({
      ruleId: "env/drift",
      resource: to,
      fingerprintKey: `${fpBase}|more`,
      message: `${input.app}: ${describeRef(to.ref)}: ${diffs.length - MAX_PER_OBJECT} more differences between ${input.from.environment} and ${input.to.environment} not listed`
    });
  }
  return drafts;
}
function envDrift(input) {
  return pairResources(input.from.resources, input.to.resources, input.from.environment, input.to.environment).flatMap(
    (p) => pairDrafts2(p, input)
  );
}

// src/drift/promotion.ts
var pinned = (resources, extra) => imageSites(resources ?? [], extra).filter((s) => s.ref.digest).map((s) => `${s.ref.name}@${s.ref.digest}`);
function promotionIndex(targets, podTemplatePaths) {
  const declared = /* @__PURE__ */ new Map();
  const rendered = /* @__PURE__ */ new Set();
  for (const t of targets) {
    rendered.add(t.environment);
    const set = declared.get(t.environment) ?? /* @__PURE__ */ new Set();
    for (const d of [...pinned(t.base, podTemplatePaths), ...pinned(t.head, podTemplatePaths)]) set.add(d);
    declared.set(t.environment, set);
  }
  return { declared, rendered };
}
function unpromotedImages(input) {
  const { promotion, target, index } = input;
  const position = promotion.indexOf(target.environment);
  if (position <= 0) return [];
  const previous = promotion[position - 1];
  const before = new Set(pinned(target.base, input.podTemplatePaths));
  const declared = index.declared.get(previous) ?? /* @__PURE__ */ new Set();
  const drafts = [];
  const reported = /* @__PURE__ */ new Set();
  for (const site2 of imageSites(target.head, input.podTemplatePaths)) {
    if (!site2.ref.digest) continue;
    const id = `${site2.ref.name}@${site2.ref.digest}`;
    if (before.has(id) || declared.has(id) || reported.has(id)) continue;
    reported.add(id);
    const missingEnv = !index.rendered.has(previous);
    drafts.push({
      ruleId: "env/unpromoted-image",
      resource: site2.resource,
      path: site2.pointer,
      fingerprintKey: `${previous}->${target.environment}|${id}`,
      message: missingEnv ? `${formatImageRef(site2.ref)} is introduced in ${target.environment}, but ${previous} was not rendered in this run, so its promotion could not be checked` : `${formatImageRef(site2.ref)} is introduced in ${target.environment} but was never declared in ${previous} (promotion order: ${promotion.join(" \u2192 ")})`,
      remediation: `Deploy this digest to ${previous} first.`,
      ...missingEnv ? { verdict: "inconclusive" } : {}
    });
  }
  return drafts;
}

// src/engine/cross-drift.ts
function resourcesAt(o, side) {
  const result = side === "base" ? o?.base : o?.head;
  return result?.status === "rendered" ? result.resources : void 0;
}
function envOf(o) {
  return (o.pair.head ?? o.pair.base)?.environment ?? "";
}
function driftFindings(outcomes, config, mode) {
  const out = [];
  for (const pair of config.envDiff) {
    const from = outcomes.find((o) => envOf(o) === pair.from);
    const to = outcomes.find((o) => envOf(o) === pair.to);
    if (!from || !to) continue;
    const app = (to.pair.head ?? to.pair.base)?.app ?? "";
    const at2 = (side) => {
      const a = resourcesAt(from, side);
      const b = resourcesAt(to, side);
      if (!a || !b) return [];
      return envDrift({
        app,
        from: { environment: pair.from, resources: a },
        to: { environment: pair.to, resources: b },
        ignore: pair.ignore,
        strict: pair.strict
      });
    };
    const finalize = (drafts) => finalizeDrafts(drafts, { config, app, environment: pair.to });
    out.push(
      ...mode === "check" ? compareFindings(finalize(at2("base")), finalize(at2("head"))) : finalize(at2("head"))
    );
  }
  return out;
}
function promotionFindings(outcomes, config, mode) {
  const order = config.promotion;
  if (!order?.length) return [];
  const targets = outcomes.flatMap((o) => {
    const head = resourcesAt(o, "head");
    const t = o.pair.head;
    if (!head || !t) return [];
    const base = mode === "check" ? resourcesAt(o, "base") ?? [] : void 0;
    return [{ app: t.app, environment: t.environment, head, ...base ? { base } : {} }];
  });
  const index = promotionIndex(targets, config.podTemplatePaths);
  return targets.flatMap((target) => {
    const drafts = unpromotedImages({ promotion: order, target, index, podTemplatePaths: config.podTemplatePaths });
    const findings = finalizeDrafts(drafts, { config, app: target.app, environment: target.environment });
    return mode === "check" ? compareFindings([], findings) : findings;
  });
}

// src/engine/cross-health.ts
var import_yaml3 = __toESM(require_dist(), 1);
import { readdirSync as readdirSync2, readFileSync as readFileSync8, statSync } from "node:fs";
import path16 from "node:path";

// src/health/missing.ts
import { readFileSync as readFileSync6 } from "node:fs";
import path14 from "node:path";
var builtin;
function builtinHealthKinds() {
  if (!builtin) {
    const text = readFileSync6(path14.join(packageRoot(), "policies", "argocd-builtin-health.txt"), "utf8");
    builtin = text.split("\n").map((l) => l.trim()).filter((l) => /^(native|lua) /.test(l)).map((l) => l.split(" ")[1].replace(/_/g, "*"));
  }
  return builtin;
}
var glob = (pattern, value) => new RegExp(
  `^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`
).test(value);
function hasBuiltinHealth(group, kind) {
  const key = `${group || "core"}/${kind}`;
  return builtinHealthKinds().some((p) => glob(p, key));
}
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
function statusKinds(objects) {
  const out = /* @__PURE__ */ new Set();
  for (const o of objects) {
    if (o.kind !== "CustomResourceDefinition" || typeof o.apiVersion !== "string" || apiGroup(o.apiVersion) !== "apiextensions.k8s.io")
      continue;
    const spec = obj(o.spec);
    const versions = Array.isArray(spec.versions) ? spec.versions.map(obj) : [];
    const hasStatus = obj(spec.subresources).status !== void 0 || versions.some((v) => obj(v.subresources).status !== void 0);
    const kind = obj(spec.names).kind;
    if (hasStatus && typeof spec.group === "string" && typeof kind === "string") out.add(`${spec.group}/${kind}`);
  }
  return out;
}
function missingHealthDrafts(resources, withStatus, customizations, sawArgocdCm) {
  const drafts = [];
  const seen = /* @__PURE__ */ new Set();
  for (const r of resources) {
    const group = apiGroup(r.ref.apiVersion);
    const key = `${group}/${r.ref.kind}`;
    if (!withStatus.has(key) || seen.has(key) || hasBuiltinHealth(group, r.ref.kind) || customizationFor(customizations, key))
      continue;
    seen.add(key);
    const unseen = sawArgocdCm ? "" : " (no argocd-cm was rendered in this run, so a customization elsewhere could not be seen)";
    drafts.push({
      ruleId: "health/missing",
      resource: r,
      path: "/status",
      fingerprintKey: key,
      remediation: `Add resource.customizations.health.${group}_${r.ref.kind} to argocd-cm, with tests (deploy-gate health-test).`,
      message: `${describeRef(r.ref)}: ${key} has a status subresource but no Argo CD health check (not native, not shipped, not customized); Argo CD calls it Healthy as soon as it exists${unseen}`,
      ...sawArgocdCm ? {} : { verdict: "inconclusive" }
    });
  }
  return drafts;
}

// src/health/repo-tests.ts
import { existsSync as existsSync2, readFileSync as readFileSync7, realpathSync as realpathSync2 } from "node:fs";
import path15 from "node:path";
var FIX_TEST = "Make the script return what the test expects, or correct the test; run `deploy-gate health-test <dir>` locally.";
var FIX_ERROR = "Fix the script so it returns a status for this input (guard nil fields before indexing them).";
var FIX_GENERATION = "Return Progressing while status or status.observedGeneration is missing, or observedGeneration < metadata.generation.";
var NOT_SCRIPT = /^(cannot read the input|no health\.lua|the script returned no health status)/;
function caseDraft(root, c) {
  const file = path15.relative(root, c.inputPath);
  if (c.error !== null && !NOT_SCRIPT.test(c.error)) {
    return {
      ruleId: "health/script-error",
      message: `the health check for ${c.kind} errors on ${file}: ${c.error}`,
      location: { file },
      fingerprintKey: file,
      remediation: FIX_ERROR
    };
  }
  const got = c.error ?? (c.actual ? `${c.actual.status} "${c.actual.message}"` : "no health status");
  return {
    ruleId: "health/test-failed",
    location: { file },
    fingerprintKey: file,
    remediation: FIX_TEST,
    message: `health test ${c.kind} ${file}: expected ${c.expected.status} "${c.expected.message}", got ${got}`
  };
}
function healthyInputs(dir) {
  return dir.cases.filter((c) => c.expected.status === "Healthy").flatMap((c) => {
    try {
      const o = readYaml11(readFileSync7(path15.join(dir.dir, c.inputPath), "utf8"));
      return o && typeof o === "object" && !Array.isArray(o) ? [o] : [];
    } catch {
      return [];
    }
  });
}
function probeDrafts(root, dir) {
  const bases = healthyInputs(dir);
  if (dir.script === void 0 || bases.length === 0) return [];
  const probe = healthyProbe(dir.script, true, generationProbes(bases, false));
  if (!probe) return [];
  const file = path15.relative(root, path15.join(dir.dir, "health.lua"));
  return [
    {
      ruleId: "health/no-generation-check",
      location: { file },
      fingerprintKey: file,
      remediation: FIX_GENERATION,
      message: `the health check for ${dir.kind} (${file}) says Healthy for ${probe.name}, built from its own healthy test input`
    }
  ];
}
function resolveDir(root, rel) {
  const abs = path15.resolve(root, rel);
  const problem = (why) => ({
    ruleId: "health/test-failed",
    location: { file: rel },
    fingerprintKey: rel,
    remediation: "Fix argocd.healthTests in the config.",
    message: `argocd.healthTests: ${rel} ${why}; its tests did not run`
  });
  if (!existsSync2(abs)) return problem("does not exist");
  const real = realpathSync2(abs);
  if (real !== realpathSync2(root) && !real.startsWith(realpathSync2(root) + path15.sep))
    return problem("leaves the repository");
  return abs;
}
function repoHealthDrafts(root, dirs, customizations) {
  const drafts = [];
  for (const rel of dirs) {
    const abs = resolveDir(root, rel);
    if (typeof abs !== "string") {
      drafts.push(abs);
      continue;
    }
    const result = runHealthSuites([abs], customizations);
    drafts.push(...result.cases.filter((c) => !c.ok).map((c) => caseDraft(root, c)));
    for (const dir of discoverHealthTests(abs)) drafts.push(...probeDrafts(root, dir));
  }
  return drafts;
}

// src/engine/cross-health.ts
var newSide = () => ({ customizations: [], crds: [], sawCm: false, candidates: [] });
function isCustom(r) {
  const group = apiGroup(r.ref.apiVersion);
  return group.includes(".") && !group.endsWith(".k8s.io") && !hasBuiltinHealth(group, r.ref.kind);
}
function crdFiles(root, dirs) {
  const out = [];
  const visit = (abs, depth) => {
    const s = statSync(abs, { throwIfNoEntry: false });
    if (!s || depth > 8) return;
    if (s.isDirectory()) {
      for (const e of readdirSync2(abs)) visit(path16.join(abs, e), depth + 1);
      return;
    }
    if (!/\.(ya?ml|json)$/.test(abs) || s.size > 8 * 1024 * 1024) return;
    for (const doc of (0, import_yaml3.parseAllDocuments)(readFileSync8(abs, "utf8"))) {
      const value = doc.errors.length === 0 ? doc.toJS() : void 0;
      if (value && typeof value === "object" && !Array.isArray(value)) out.push(value);
    }
  };
  for (const dir of dirs) visit(path16.resolve(root, dir), 0);
  return out;
}
function healthCollector(config, mode, roots) {
  const sides = { base: newSide(), head: newSide() };
  let result;
  const collect = (outcomes) => {
    for (const o of outcomes) {
      const t = o.pair.head ?? o.pair.base;
      for (const side of ["base", "head"]) {
        const res = side === "base" ? o.base : o.head;
        if (!t || res?.status !== "rendered") continue;
        const state = sides[side];
        for (const r of res.resources) {
          if (isArgocdCm(r.object)) state.sawCm = true;
          state.customizations.push(...customizationsOf(r.object, r.ref.name));
          if (r.ref.kind === "CustomResourceDefinition") state.crds.push(r.object);
        }
        const custom = res.resources.filter(isCustom);
        if (custom.length > 0) state.candidates.push({ app: t.app, environment: t.environment, resources: custom });
      }
    }
  };
  const missingAt = (side, root) => {
    const s = sides[side];
    const kinds = statusKinds([...s.crds, ...root ? crdFiles(root, config.schemas.crds) : []]);
    return s.candidates.flatMap(
      (c) => finalizeDrafts(missingHealthDrafts(c.resources, kinds, s.customizations, s.sawCm), {
        config,
        app: c.app,
        environment: c.environment
      })
    );
  };
  const testsAt = (side, root) => {
    const dirs = config.argocd?.healthTests ?? [];
    if (dirs.length === 0) return [];
    return finalizeDrafts(repoHealthDrafts(root, dirs, sides[side].customizations), {
      config,
      app: "-",
      environment: "-"
    });
  };
  const findings = () => {
    if (result) return result;
    const head = [...missingAt("head", roots.head), ...testsAt("head", roots.head)];
    result = mode === "check" && roots.base ? compareFindings([...missingAt("base", roots.base), ...testsAt("base", roots.base)], head) : head;
    return result;
  };
  return { collect, findings };
}

// src/engine/cross-checks.ts
function crossChecks(input) {
  const out = { findings: [], images: [], notices: [] };
  const gate = gateRunner(input);
  const health = healthCollector(input.config, input.mode, { base: input.baseRoot, head: input.headRoot });
  return {
    run: async (outcomes) => {
      await gate(outcomes, out);
      out.findings.push(...driftFindings(outcomes, input.config, input.mode));
      out.findings.push(...promotionFindings(outcomes, input.config, input.mode));
      health.collect(outcomes);
    },
    /** Called once every app is done: the repository-wide health findings join here. */
    findings: () => [...out.findings, ...health.findings()],
    images: () => out.images,
    notices: () => out.notices
  };
}

// src/engine/progress.ts
function progressReporter(sink) {
  if (!sink) return void 0;
  const started = Date.now();
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done !== total && now - last < 1e3) return;
    last = now;
    sink(`rendered ${done}/${total} targets (${((now - started) / 1e3).toFixed(1)}s)`);
  };
}

// src/live/http.ts
import https2 from "node:https";
import { readFileSync as readFileSync9 } from "node:fs";
import tls from "node:tls";
var MAX_BODY_BYTES = 256 * 1024 * 1024;
function tlsAgent(opts) {
  if (!opts.insecure && !opts.caFile) return {};
  let ca;
  if (opts.caFile) {
    try {
      ca = [...tls.rootCertificates, readFileSync9(opts.caFile, "utf8")];
    } catch (err) {
      return {
        problem: `the CA file ${opts.caFile} could not be read (${err.code ?? String(err)})`
      };
    }
  }
  return { agent: new https2.Agent({ ...ca ? { ca } : {}, rejectUnauthorized: !opts.insecure }) };
}
var MAX_ATTEMPTS2 = 3;
var MAX_RETRY_WAIT_MS = 1e4;
async function getJson(path21, opts) {
  const url = new URL(path21, opts.server);
  const outcome = await exchangeWithRetries(
    url,
    {
      headers: { authorization: `Bearer ${opts.token}`, accept: "application/json" },
      timeoutMs: opts.timeoutMs,
      maxBodyBytes: MAX_BODY_BYTES,
      redirects: "return",
      ...opts.agent ? { agent: opts.agent } : {}
    },
    { attempts: MAX_ATTEMPTS2, baseDelayMs: opts.retryDelayMs, maxWaitMs: MAX_RETRY_WAIT_MS }
  );
  if (!outcome.ok) return { ok: false, problem: `GET ${url.pathname}: ${outcome.error.message}` };
  const raw = { status: outcome.response.status, text: outcome.response.body.toString("utf8") };
  if (raw.status >= 500 || raw.status === 429) {
    const n = outcome.attempts;
    return {
      ok: false,
      status: raw.status,
      problem: `GET ${url.pathname} answered ${raw.status} (after ${n} attempt${n > 1 ? "s" : ""})`,
      body: raw.text
    };
  }
  return parsed(raw, url);
}
function parsed(raw, url) {
  if (raw.status === 401 || raw.status === 403) {
    return {
      ok: false,
      status: raw.status,
      problem: `GET ${url.pathname} answered ${raw.status}: the token was refused or lacks RBAC permission`,
      body: raw.text
    };
  }
  if (raw.status < 200 || raw.status >= 300) {
    return {
      ok: false,
      status: raw.status,
      problem: `GET ${url.pathname} answered ${raw.status}${raw.status >= 300 && raw.status < 400 ? " (a redirect; not followed, the token stays with the configured server)" : ""}`,
      body: raw.text
    };
  }
  try {
    return { ok: true, status: raw.status, body: JSON.parse(raw.text) };
  } catch {
    return {
      ok: false,
      status: raw.status,
      problem: `GET ${url.pathname} answered ${raw.status} but not with JSON (a login page or proxy in the way?)`,
      body: raw.text
    };
  }
}

// src/live/client.ts
var MAX_PAGES = 1e3;
var DETAIL_CHARS = 500;
function errorDetail(body) {
  if (!body) return void 0;
  let text = body;
  try {
    const parsed2 = JSON.parse(body);
    if (typeof parsed2.message === "string") text = parsed2.message;
    else if (typeof parsed2.error === "string") text = parsed2.error;
  } catch {
  }
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DETAIL_CHARS ? `${flat.slice(0, DETAIL_CHARS)}\u2026` : flat || void 0;
}
function problemOf(r) {
  const detail = errorDetail(r.body);
  return { problem: r.problem, ...detail ? { detail } : {} };
}
async function listApplications(opts) {
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  let token;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = token ? `?continue=${encodeURIComponent(token)}` : "";
    const r = await getJson(`/api/v1/applications${query}`, opts);
    if (!r.ok) return { ok: false, ...problemOf(r) };
    if (!isObject(r.body))
      return { ok: false, problem: "GET /api/v1/applications answered something other than a JSON object" };
    const pageItems = r.body.items;
    if (!Array.isArray(pageItems)) {
      return {
        ok: false,
        problem: `E_ARGOCD_EMPTY_LIST: GET /api/v1/applications answered ${pageItems === null ? '"items": null' : 'without "items"'} (page ${page}); the token may lack RBAC rights (argo-cd#3561)`
      };
    }
    items.push(...pageItems.filter(isObject));
    const next = isObject(r.body.metadata) ? r.body.metadata.continue : void 0;
    if (typeof next !== "string" || next === "") return { ok: true, items, pages: page };
    if (seen.has(next))
      return {
        ok: false,
        problem: `GET /api/v1/applications repeated the continue token of an earlier page (page ${page}); the list cannot be read completely`
      };
    seen.add(next);
    token = next;
  }
  return {
    ok: false,
    problem: `GET /api/v1/applications still had more pages after ${MAX_PAGES}; the list was not read completely`
  };
}
async function appSubresource(name, appNamespace, sub, opts, params = {}) {
  const query = new URLSearchParams({ ...params, ...appNamespace ? { appNamespace } : {} }).toString();
  const r = await getJson(`/api/v1/applications/${encodeURIComponent(name)}/${sub}${query ? `?${query}` : ""}`, opts);
  if (!r.ok) return { ok: false, ...problemOf(r) };
  if (!isObject(r.body)) return { ok: false, problem: `GET \u2026/${sub} answered something other than a JSON object` };
  return { ok: true, body: r.body };
}
async function liveResource(app, ref, opts) {
  const r = await appSubresource(app.name, app.namespace, "resource", opts, {
    ...ref.namespace ? { namespace: ref.namespace } : {},
    resourceName: ref.name,
    version: ref.version,
    group: ref.group ?? "",
    kind: ref.kind
  });
  if (!r.ok) return r;
  if (typeof r.body.manifest !== "string")
    return { ok: false, problem: `GET \u2026/resource for ${ref.kind} ${ref.name} answered without a "manifest"` };
  try {
    const object = JSON.parse(r.body.manifest);
    return isObject(object) ? { ok: true, object } : { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not an object` };
  } catch {
    return { ok: false, problem: `the manifest of ${ref.kind} ${ref.name} is not JSON` };
  }
}

// src/live/mapping.ts
var str = (v) => typeof v === "string" && v !== "" ? v : void 0;
function metaOf(app) {
  const meta = asObject(app.metadata);
  return { name: str(meta.name), namespace: str(meta.namespace), labels: asObject(meta.labels) };
}
function declaredApplication(target) {
  if (target.origin.how !== "argocd") return void 0;
  return /^Application ([^;\s]+)/.exec(target.origin.detail ?? "")?.[1];
}
function candidates(target) {
  const declared = declaredApplication(target);
  if (declared) return [{ name: declared, needsLabel: false }];
  const { app, environment: env } = target;
  return [
    { name: `${app}-${env}`, needsLabel: false },
    { name: `${env}-${app}`, needsLabel: false },
    { name: app, needsLabel: env !== "default" }
  ];
}
function byName(apps) {
  const index = /* @__PURE__ */ new Map();
  for (const app of apps) {
    const name = metaOf(app).name;
    if (name) index.set(name, [...index.get(name) ?? [], app]);
  }
  return index;
}
function match(target, index, envLabel) {
  for (const c of candidates(target)) {
    const found = (index.get(c.name) ?? []).filter(
      (a) => !c.needsLabel || metaOf(a).labels[envLabel] === target.environment
    );
    if (found.length > 1) {
      const where2 = found.map((a) => metaOf(a).namespace ?? "?").join(", ");
      return {
        problem: `${found.length} Applications are named ${c.name} (namespaces ${where2}); which one deploys this target is ambiguous`
      };
    }
    if (found[0]) return { app: found[0], name: c.name };
  }
  return void 0;
}
function mapTargets(targets, apps, envLabel) {
  const index = byName(apps);
  const mapped = /* @__PURE__ */ new Map();
  const unmapped = [];
  for (const target of targets) {
    const m = match(target, index, envLabel);
    if (!m) {
      const names = candidates(target).map(
        (c) => c.needsLabel ? `${c.name} (labelled ${envLabel}=${target.environment})` : c.name
      );
      unmapped.push({
        target,
        reason: `no Application in the API for this target (looked for ${names.join(", ")}); the token may not see it, or it is not deployed by Argo CD`
      });
    } else if ("problem" in m) {
      unmapped.push({ target, reason: m.problem });
    } else {
      const entry = mapped.get(m.app) ?? {
        application: m.app,
        name: m.name,
        targets: [],
        ...metaOf(m.app).namespace ? { namespace: metaOf(m.app).namespace } : {}
      };
      entry.targets.push(target);
      mapped.set(m.app, entry);
    }
  }
  return { mapped: [...mapped.values()], unmapped };
}

// src/live/smoke.ts
var EXCERPT_CHARS = 120;
var MAX_BODY_BYTES2 = 1024 * 1024;
var DEFAULT_TIMEOUT_MS = 1e4;
function shownUrl(url) {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(an unparseable URL)";
  }
}
function excerpt(body) {
  const flat = body.toString("utf8").replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}\u2026` : flat;
}
function expectedRelease(spec, app) {
  if (spec.value !== void 0) return { ok: true, value: spec.value, from: "the configured value" };
  if (!spec.image) return { ok: false, problem: "the release check names neither a value nor an image" };
  const images = asObject(asObject(app.status).summary).images;
  if (!Array.isArray(images))
    return { ok: false, problem: "status.summary.images missing: the deployed image is unknown" };
  const wanted = parseImageRefSafe(spec.image)?.name ?? spec.image;
  const refs = images.filter((i) => typeof i === "string").map(parseImageRefSafe).filter((r) => r?.name === wanted);
  const values = [
    ...new Set(
      refs.map((r) => spec.use === "digest" ? r?.digest : r?.tag).filter((v) => typeof v === "string")
    )
  ];
  if (values.length !== 1) {
    return {
      ok: false,
      problem: `status.summary.images ${values.length ? `names ${values.length} different ${spec.use ?? "tag"}s` : `has no ${spec.use ?? "tag"}`} for ${spec.image}: the deployed release is not one value`
    };
  }
  return {
    ok: true,
    value: values[0],
    from: `the deployed ${spec.use ?? "tag"} of ${spec.image} (status.summary.images)`
  };
}
function parseImageRefSafe(ref) {
  try {
    return parseImageRef(ref);
  } catch {
    return void 0;
  }
}
function releaseIn(body, pointer) {
  if (pointer === void 0) return { ok: true, value: body.toString("utf8").trim() };
  let json;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { ok: false, problem: `the answer is not JSON, so ${pointer} cannot be read` };
  }
  const value = getAt(json, pointer);
  if (typeof value === "string" || typeof value === "number") return { ok: true, value: String(value) };
  return { ok: false, problem: `the answer has no string at ${pointer}` };
}
async function judgeSmoke(spec, app, v) {
  const shown3 = shownUrl(spec.url);
  const expected2 = spec.release ? expectedRelease(spec.release, app) : void 0;
  if (expected2 && !expected2.ok)
    return v.add("live/status-unavailable", `smoke request to ${shown3} not judged: ${expected2.problem}`);
  const outcome = await exchangeWithRetries(
    spec.url,
    {
      headers: { accept: "application/json, text/plain;q=0.9, */*;q=0.1" },
      timeoutMs: spec.timeoutSeconds !== void 0 ? spec.timeoutSeconds * 1e3 : DEFAULT_TIMEOUT_MS,
      maxBodyBytes: MAX_BODY_BYTES2,
      redirects: "same-host"
    },
    { attempts: 2, baseDelayMs: 500, maxWaitMs: 5e3 }
  );
  if (!outcome.ok)
    return v.add(
      "live/status-unavailable",
      `smoke request to ${shown3} got no answer to judge: ${outcome.error.message.replace(spec.url, shown3)}`
    );
  const res = outcome.response;
  const status = spec.status ?? 200;
  if (res.status !== status) {
    return v.add(
      "live/smoke-failed",
      `smoke request to ${shown3} answered ${res.status}, expected ${status} (body: "${excerpt(res.body)}")`
    );
  }
  if (!expected2) return void v.notices.push(`smoke request to ${shown3} answered ${res.status}`);
  const found = releaseIn(res.body, spec.release?.pointer);
  if (!found.ok)
    return v.add(
      "live/status-unavailable",
      `smoke request to ${shown3} answered ${res.status}, but ${found.problem} (body: "${excerpt(res.body)}")`
    );
  if (found.value !== expected2.value) {
    const where2 = spec.release?.pointer ? `at ${spec.release.pointer}` : "as its body";
    return v.add(
      "live/smoke-wrong-release",
      `smoke request to ${shown3} answered ${res.status} from another release: "${excerpt(Buffer.from(found.value))}" ${where2}, expected "${expected2.value}" (${expected2.from})`
    );
  }
  v.notices.push(`smoke request to ${shown3} answered ${res.status} with the expected release ${expected2.value}`);
}

// src/live/verdicts.ts
var AppVerdicts = class {
  reasons = /* @__PURE__ */ new Map();
  notices = [];
  pins = [];
  outOfSync;
  add(rule, reason) {
    this.reasons.set(rule, [...this.reasons.get(rule) ?? [], reason]);
  }
  has(rule) {
    return this.reasons.has(rule);
  }
};

// src/live/times.ts
function parseTime(v) {
  if (typeof v !== "string" || v === "") return void 0;
  const t = Date.parse(v);
  return Number.isNaN(t) ? void 0 : new Date(t);
}
function latest(entries) {
  return entries.filter((e) => e !== void 0).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
}
function lastHistory(status, field) {
  const history = Array.isArray(status.history) ? status.history.map(asObject) : [];
  return latest(
    history.map((h) => {
      const at2 = parseTime(h[field]);
      return at2 ? { at: at2, how: `status.history[id ${String(h.id ?? "?")}].${field}` } : void 0;
    })
  );
}
function lastSuccessfulSync(status) {
  const op = asObject(status.operationState);
  const at2 = parseTime(op.finishedAt);
  if (!at2 || op.phase !== "Succeeded") return void 0;
  return { at: at2, how: "status.operationState.finishedAt (phase Succeeded)" };
}
function lastInSync(status) {
  return latest([lastSuccessfulSync(status), lastHistory(status, "deployedAt")]);
}
function progressingSince(status) {
  const transition = parseTime(asObject(status.health).lastTransitionTime);
  if (transition) return { at: transition, how: "status.health.lastTransitionTime" };
  const op = asObject(status.operationState);
  const started = parseTime(op.startedAt);
  return latest([
    started ? { at: started, how: "status.operationState.startedAt (the last sync began)" } : void 0,
    lastHistory(status, "deployStartedAt"),
    lastHistory(status, "deployedAt")
  ]);
}
function minutesBetween(from, to) {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 6e4));
}
function humanMinutes(minutes) {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

// src/live/sync.ts
function syncRevisions(sync) {
  const many = Array.isArray(sync.revisions) ? sync.revisions.filter((r) => typeof r === "string" && r !== "") : [];
  const one = typeof sync.revision === "string" && sync.revision !== "" ? [sync.revision] : [];
  return [.../* @__PURE__ */ new Set([...one, ...many])];
}
function judgeSync(status, ctx, v) {
  const sync = asObject(status.sync);
  const state = typeof sync.status === "string" && sync.status !== "" ? sync.status : void 0;
  const revisions = syncRevisions(sync);
  const missing = [state ? "" : "status.sync.status", revisions.length ? "" : "status.sync.revision"].filter(Boolean);
  if (missing.length)
    v.add("live/status-unavailable", `${missing.join(" and ")} missing: the deployed revision cannot be confirmed`);
  judgeConditions(status, v);
  judgeFreshness(status, ctx, v);
  if (state === "OutOfSync") outOfSync(status, ctx.now, v);
  else if (state && state !== "Synced")
    v.add(
      "live/status-unavailable",
      `sync status is ${state}, not Synced or OutOfSync: Argo CD could not compare the live state`
    );
}
function judgeConditions(status, v) {
  const conditions = Array.isArray(status.conditions) ? status.conditions.map(asObject) : [];
  for (const c of conditions) {
    const type = String(c.type ?? "");
    const message = typeof c.message === "string" ? c.message : "(no message)";
    if (type === "ComparisonError" || type === "InvalidSpecError" || type === "UnknownError")
      v.add("live/status-unavailable", `condition ${type}: ${message}`);
    else if (/Error$/.test(type)) v.notices.push(`condition ${type}: ${message}`);
  }
}
function judgeFreshness(status, ctx, v) {
  const reconciled = parseTime(status.reconciledAt);
  if (!reconciled) {
    v.add(
      "live/status-unavailable",
      "status.reconciledAt missing: no telling whether Argo CD ever compared this Application"
    );
    return;
  }
  const age = minutesBetween(reconciled, ctx.now);
  if (age > ctx.staleAfterMinutes) {
    v.add(
      "live/status-unavailable",
      `status last reconciled ${humanMinutes(age)} ago (status.reconciledAt ${reconciled.toISOString()}), more than the ${ctx.staleAfterMinutes} min allowed: too old to vouch for the live state (is the application controller running?)`
    );
  }
}
function outOfSync(status, now, v) {
  const since = lastInSync(status);
  if (!since) {
    const how2 = "Argo CD records no time of the change to OutOfSync, and there is no successful sync to count from (status.history empty, no succeeded status.operationState)";
    v.add("live/out-of-sync", `OutOfSync since an unknown time: ${how2}`);
    v.outOfSync = { app: "", how: how2 };
    return;
  }
  const minutes = minutesBetween(since.at, now);
  const how = `upper bound: time since the last successful sync (${since.how}); Argo CD records no time of the change to OutOfSync`;
  v.add(
    "live/out-of-sync",
    `OutOfSync for at most ${humanMinutes(minutes)}: last known in sync at ${since.at.toISOString()} (${since.how}); Argo CD records no time of the change itself`
  );
  v.outOfSync = { app: "", since: since.at.toISOString(), dwellMinutes: minutes, how };
}
function outOfSyncEntry(app, now) {
  const status = asObject(app.status);
  if (asObject(status.sync).status !== "OutOfSync") return void 0;
  const v = new AppVerdicts();
  outOfSync(status, now, v);
  return v.outOfSync;
}

// src/live/sources.ts
var str2 = (v) => typeof v === "string" && v !== "" ? v : void 0;
function normalizeRepoURL(url) {
  let u = url.trim().toLowerCase();
  const scp = /^[^/@:]+@([^:/]+):(.+)$/.exec(u);
  if (scp) u = `${scp[1]}/${scp[2]}`;
  u = u.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^[^/@]*@/, "");
  return u.replace(/\/+$/, "").replace(/\.git$/, "").replace(/\/+$/, "");
}
var isSha = (rev) => rev !== void 0 && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(rev);
var EXACT_VERSION = /^v?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
function isPinned(source) {
  const rev = str2(source.targetRevision);
  if (isSha(rev)) return true;
  return str2(source.chart) !== void 0 && rev !== void 0 && EXACT_VERSION.test(rev);
}
function labelOf(s) {
  if (str2(s.chart)) return `chart ${String(s.chart)}`;
  if (str2(s.path)) return `path ${String(s.path)}`;
  if (str2(s.ref)) return `ref ${String(s.ref)}`;
  return "repository root";
}
function describe3(s, index, revision) {
  return {
    index,
    label: labelOf(s),
    pinned: isPinned(s),
    ...str2(s.repoURL) ? { repoURL: String(s.repoURL) } : {},
    ...str2(s.targetRevision) ? { targetRevision: String(s.targetRevision) } : {},
    ...revision ? { revision } : {}
  };
}
function liveSources(app) {
  const spec = asObject(app.spec);
  const sync = asObject(asObject(app.status).sync);
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(asObject) : void 0;
  if (!many) {
    const revision = str2(sync.revision) ?? (Array.isArray(sync.revisions) ? str2(sync.revisions[0]) : void 0);
    return { ok: true, multi: false, sources: [describe3(asObject(spec.source), 0, revision)] };
  }
  const revisions = Array.isArray(sync.revisions) ? sync.revisions : void 0;
  if (!revisions)
    return {
      ok: false,
      problem: `status.sync.revisions missing for a multi-source Application (${many.length} spec.sources): which source is at which revision is unknown`
    };
  if (revisions.length !== many.length) {
    return {
      ok: false,
      problem: `status.sync.revisions has ${revisions.length} entries for ${many.length} spec.sources: the revisions cannot be paired with the sources`
    };
  }
  return { ok: true, multi: true, sources: many.map((s, i) => describe3(s, i, str2(revisions[i]))) };
}
function sourceName(s, multi) {
  return multi ? `source ${s.index + 1} (${s.repoURL ?? "no repoURL"} ${s.label})` : `the source (${s.label})`;
}

// src/live/revision.ts
var short = (sha) => isSha(sha) ? sha.slice(0, 12) : sha;
var same = (a, b) => a.toLowerCase() === b.toLowerCase();
async function judgeRevisions(app, targets, ctx, v) {
  const read = liveSources(app);
  if (!read.ok) return v.add("live/status-unavailable", read.problem);
  for (const s of read.sources) {
    const field = read.multi ? `status.sync.revisions[${s.index}]` : "status.sync.revision";
    const one = { s, multi: read.multi, name: sourceName(s, read.multi), field, targets, ctx, v };
    if (!s.revision) {
      if (read.multi)
        v.add("live/status-unavailable", `${one.name}: ${field} is empty, its deployed revision cannot be confirmed`);
      continue;
    }
    await judgeSource(one, s.revision);
  }
}
function ownership(o) {
  const url = o.s.repoURL ? normalizeRepoURL(o.s.repoURL) : void 0;
  if (o.ctx.repoURLs.length === 0 || !url) return o.multi ? "unknown" : "this";
  return o.ctx.repoURLs.includes(url) ? "this" : "other";
}
async function judgeSource(o, revision) {
  const owner = ownership(o);
  if (owner === "other") return judgeForeign(o, revision);
  if (o.s.pinned) return judgePin(o, revision, owner === "this");
  if (owner === "this") return judgeAudited(o, revision);
  if (same(revision, o.ctx.auditedSha)) return;
  o.v.add(
    "live/status-unavailable",
    `${o.name} is at ${short(revision)} (${o.field}); whether ${o.s.repoURL ?? "it"} is this repository is unknown (set live.repoURLs, or audit a clone with a remote "origin")`
  );
}
async function judgeAudited(o, revision) {
  const audited = o.ctx.auditedSha;
  if (same(revision, audited)) return;
  if (isSha(revision) && o.ctx.changedSince && await standsIn(revision, o.targets, o.ctx.changedSince)) {
    o.v.notices.push(
      `${o.multi ? `${o.name} ` : ""}synced to ${short(revision)}, newer than the audited ${short(audited)}; nothing this app reads changed in between`
    );
    return;
  }
  const why = o.ctx.changedSince ? "it is not a newer commit with the same inputs" : "only the audited commit itself is accepted";
  o.v.add(
    "live/revision-mismatch",
    `${o.multi ? `${o.name} ` : ""}synced to ${short(revision)} (${o.field}), not the audited ${short(audited)}; ${why}, so what runs is not what was audited`
  );
}
async function judgePin(o, revision, mine) {
  const pin = o.s.targetRevision ?? "";
  if (!same(revision, pin)) {
    o.v.add(
      "live/revision-mismatch",
      `${o.name} is pinned to ${short(pin)} (targetRevision) but synced to ${short(revision)} (${o.field})`
    );
    return;
  }
  o.v.pins.push({ source: o.name, revision: pin });
  o.v.notices.push(`${o.name} is pinned to ${short(pin)} (targetRevision) and synced to it`);
  if (!mine || same(pin, o.ctx.auditedSha)) return;
  if (o.targets.length > 0 && o.targets.every((t) => same(o.ctx.renderedAt?.get(targetId(t)) ?? "", pin))) return;
  if (o.ctx.changedSince && await standsIn(pin, o.targets, o.ctx.changedSince)) return;
  o.v.add(
    "live/status-unavailable",
    `${o.name} is pinned to ${short(pin)}, so Argo CD deploys ${short(pin)} while this audit rendered ${short(o.ctx.auditedSha)}; audit with --ref ${pin} to judge what runs`
  );
}
function judgeForeign(o, revision) {
  if (!o.s.pinned) {
    o.v.add(
      "live/status-unavailable",
      `${o.name} follows the moving revision "${o.s.targetRevision ?? "HEAD"}" of another repository (now ${short(revision)}): what it deploys is not fixed by the audited commit; pin it to a commit or an exact chart version`
    );
    return;
  }
  judgePinForeign(o, revision);
}
function judgePinForeign(o, revision) {
  const pin = o.s.targetRevision ?? "";
  if (same(revision, pin)) return;
  o.v.add(
    "live/revision-mismatch",
    `${o.name} is pinned to ${short(pin)} (targetRevision) but synced to ${short(revision)} (${o.field})`
  );
}
async function standsIn(sha, targets, changedSince) {
  for (const target of targets) {
    try {
      if (await changedSince(target, sha)) return false;
    } catch {
      return false;
    }
  }
  return targets.length > 0;
}

// src/live/health.ts
var HEALTH_ORDER = ["Healthy", "Suspended", "Progressing", "Missing", "Degraded", "Unknown"];
var MAX_NAMED = 10;
function describeResource(r) {
  const ns = typeof r.namespace === "string" && r.namespace !== "" ? `${r.namespace}/` : "";
  return `${String(r.kind ?? "?")} ${ns}${String(r.name ?? "?")}`;
}
function listSome(items) {
  if (items.length <= MAX_NAMED) return items.join(", ");
  return `${items.slice(0, MAX_NAMED).join(", ")} and ${items.length - MAX_NAMED} more`;
}
function childHealth(...lists) {
  const seen = /* @__PURE__ */ new Map();
  for (const r of lists.flat()) {
    const health = asObject(r.health);
    if (typeof health.status !== "string" || health.status === "") continue;
    const name = describeResource(r);
    const message = typeof health.message === "string" && health.message !== "" ? health.message : void 0;
    const known = seen.get(name);
    if (!known || worse(health.status, known.status))
      seen.set(name, { name, status: health.status, ...message ? { message } : {} });
  }
  return [...seen.values()];
}
var rank = (s) => HEALTH_ORDER.includes(s) ? HEALTH_ORDER.indexOf(s) : HEALTH_ORDER.length;
var worse = (a, b) => rank(a) > rank(b);
var shown2 = (c) => `${c.name} ${c.status}${c.message ? `: ${c.message}` : ""}`;
function judgeHealth(status, children, ctx, v) {
  const health = asObject(status.health);
  const own = typeof health.status === "string" && health.status !== "" ? health.status : void 0;
  if (!own)
    return v.add("live/status-unavailable", "status.health.status missing: health unknown, never read as Healthy");
  if (!HEALTH_ORDER.includes(own))
    return v.add("live/status-unavailable", `health status "${own}" is not one Argo CD defines`);
  const bad = children.filter((c) => c.status !== "Healthy");
  const worst = bad.reduce((w, c) => worse(c.status, w) ? c.status : w, own);
  const message = typeof health.message === "string" && health.message !== "" ? ` (${health.message})` : "";
  const which = bad.length ? `; not healthy: ${listSome(bad.map(shown2))}` : "";
  const said = worst === own ? `health ${own}${message}` : `health ${own}${message}, but a child is ${worst}`;
  if (worst === "Healthy") return;
  if (ctx.unhealthyStatuses.includes(worst)) return v.add("live/unhealthy", `${said}${which}`);
  if (worst === "Progressing") return judgeProgressing(status, ctx, v, `${said}${which}`);
  if (worst === "Suspended") {
    if (ctx.suspendedExpected) return void v.notices.push(`${said}, as the config expects (live.expectedSuspended)`);
    return v.add(
      "live/suspended",
      `${said}${which}: a suspended rollout or paused workload is not a finished deployment (declare it in live.expectedSuspended if it is meant to be)`
    );
  }
  v.add(
    "live/status-unavailable",
    `${said}${which}: not Healthy, and not configured as unhealthy (live.unhealthyStatuses)`
  );
}
function judgeProgressing(status, ctx, v, said) {
  const since = progressingSince(status);
  if (!since) {
    v.add(
      "live/status-unavailable",
      `${said}; Progressing since an unknown time: no status.health.lastTransitionTime, status.operationState.startedAt or status.history to count from`
    );
    return;
  }
  const minutes = minutesBetween(since.at, ctx.now);
  const counted = `counted from ${since.how}, ${since.at.toISOString()}`;
  if (minutes > ctx.progressingLimitMinutes) {
    v.add(
      "live/stuck-progressing",
      `Progressing for ${humanMinutes(minutes)}, over the ${ctx.progressingLimitMinutes} min limit (${counted}); ${said}`
    );
  } else {
    v.add(
      "live/progressing",
      `Progressing for ${humanMinutes(minutes)}, within the ${ctx.progressingLimitMinutes} min limit (${counted}): not healthy yet; ${said}`
    );
  }
}

// src/live/operation.ts
var str3 = (v) => typeof v === "string" && v !== "" ? v : void 0;
var strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string" && x !== "") : [];
function failedResults(op) {
  const results = Array.isArray(asObject(op.syncResult).resources) ? asObject(op.syncResult).resources.map(asObject) : [];
  return results.flatMap((r) => {
    const hook = str3(r.hookType) ? `${String(r.hookType)} hook ` : "";
    const failed = r.status === "SyncFailed" || r.hookPhase === "Failed" || r.hookPhase === "Error";
    if (!failed) return [];
    const message = str3(r.message) ? `: ${String(r.message)}` : "";
    return [`${hook}${describeResource(r)} ${String(r.hookPhase ?? r.status)}${message}`];
  });
}
function operationRevisions(op) {
  const result = asObject(op.syncResult);
  const asked = asObject(asObject(op.operation).sync);
  for (const source of [result, asked]) {
    const many = strings(source.revisions);
    if (many.length) return many;
    if (str3(source.revision)) return [String(source.revision)];
  }
  return [];
}
function judgeOperation(status, v) {
  const op = status.operationState;
  if (typeof op !== "object" || op === null || Array.isArray(op)) {
    v.add(
      "live/status-unavailable",
      "status.operationState missing: no record of a sync operation, so whether the sync of this revision (hooks included) succeeded is unknown"
    );
    return;
  }
  const state = op;
  const phase = str3(state.phase);
  const message = str3(state.message) ? ` (${String(state.message)})` : "";
  const failed = failedResults(state);
  const named = failed.length ? `; failed: ${listSome(failed)}` : "";
  if (!phase)
    v.add("live/status-unavailable", "status.operationState.phase missing: the outcome of the last sync is unknown");
  else if (phase === "Running" || phase === "Terminating")
    v.add(
      "live/sync-running",
      `a sync operation is ${phase}${str3(state.startedAt) ? ` since ${String(state.startedAt)}` : ""}${message}: its outcome is not known yet`
    );
  else if (phase === "Failed" || phase === "Error" || failed.length)
    v.add("live/sync-failed", `the last sync operation ended ${phase}${message}${named}`);
  else if (phase !== "Succeeded")
    v.add("live/status-unavailable", `sync operation phase "${phase}" is not one Argo CD defines`);
  judgeOperationRevision(state, status, v);
}
function judgeOperationRevision(op, status, v) {
  const synced = new Set(
    [...strings(asObject(status.sync).revisions), ...strings([asObject(status.sync).revision])].map((r) => r.toLowerCase())
  );
  const revisions = operationRevisions(op);
  if (revisions.length === 0) {
    v.add(
      "live/status-unavailable",
      "the last sync operation names no revision (status.operationState.syncResult.revision(s)): what it synced is unknown"
    );
    return;
  }
  const other = revisions.filter((r) => !synced.has(r.toLowerCase()));
  if (other.length === 0 || synced.size === 0) return;
  const running = op.phase === "Running" || op.phase === "Terminating";
  if (running) return;
  v.add(
    "live/revision-mismatch",
    `the last sync operation was for ${other.map(short).join(", ")} (status.operationState.syncResult), not the revision status.sync reports (${[...synced].map(short).join(", ")}): its outcome does not vouch for the judged revision`
  );
}

// src/live/follow-ups.ts
var IGNORE_HEALTHCHECK = "argocd.argoproj.io/ignore-healthcheck";
async function readTree(name, namespace, opts) {
  const r = await appSubresource(name, namespace, "resource-tree", opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.nodes)) return { ok: false, problem: 'resource-tree answered without "nodes"' };
  return { ok: true, nodes: r.body.nodes.map(asObject) };
}
function annotations(state) {
  if (typeof state !== "string" || state === "" || state === "null") return {};
  try {
    return asObject(asObject(asObject(JSON.parse(state)).metadata).annotations);
  } catch {
    return {};
  }
}
async function ignoredByAnnotation(name, namespace, opts) {
  const r = await appSubresource(name, namespace, "managed-resources", opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.items)) return { ok: false, problem: 'managed-resources answered without "items"' };
  const names = r.body.items.map(asObject).filter(
    (item) => annotations(item.liveState)[IGNORE_HEALTHCHECK] === "true" || annotations(item.targetState)[IGNORE_HEALTHCHECK] === "true"
  ).map(describeResource);
  return { ok: true, names };
}

// src/live/endpoints.ts
var str4 = (v) => typeof v === "string" && v !== "" ? v : void 0;
var where = (s) => `Service ${s.namespace ? `${s.namespace}/` : ""}${s.name}`;
function services(status) {
  const resources = Array.isArray(status.resources) ? status.resources.map(asObject) : [];
  return resources.filter((r) => r.kind === "Service" && !str4(r.group) && str4(r.name)).map((r) => ({ name: String(r.name), ...str4(r.namespace) ? { namespace: String(r.namespace) } : {} }));
}
function slicesOf(svc, nodes) {
  return nodes.filter(
    (n) => n.kind === "EndpointSlice" && (Array.isArray(n.parentRefs) ? n.parentRefs.map(asObject) : []).some(
      (p) => p.kind === "Service" && p.name === svc.name && (p.namespace ?? "") === (svc.namespace ?? "")
    )
  );
}
function readyCount(slice) {
  const endpoints = Array.isArray(slice.endpoints) ? slice.endpoints.map(asObject) : [];
  return endpoints.filter((e) => asObject(e.conditions).ready !== false).length;
}
async function countReady(app, svc, tree, client) {
  const live = await liveResource(
    app,
    { version: "v1", kind: "Service", name: svc.name, ...svc.namespace ? { namespace: svc.namespace } : {} },
    client
  );
  if (!live.ok) return { ok: false, problem: `${where(svc)} could not be read (${live.problem})` };
  const spec = asObject(live.object.spec);
  if (spec.type === "ExternalName" || Object.keys(asObject(spec.selector)).length === 0) return void 0;
  if (!tree.ok) return { ok: false, problem: `the resource tree could not be read (${tree.problem})` };
  const slices = slicesOf(svc, tree.nodes);
  if (slices.length === 0) {
    return {
      ok: false,
      problem: `no EndpointSlice of ${where(svc)} in the resource tree (Argo CD's default resource.exclusions hide EndpointSlices; include discovery.k8s.io/EndpointSlice to let the audit see them)`
    };
  }
  let ready = 0;
  for (const s of slices) {
    const slice = await liveResource(
      app,
      {
        group: "discovery.k8s.io",
        version: "v1",
        kind: "EndpointSlice",
        name: String(s.name ?? ""),
        ...str4(s.namespace) ? { namespace: String(s.namespace) } : {}
      },
      client
    );
    if (!slice.ok)
      return {
        ok: false,
        problem: `EndpointSlice ${String(s.name)} of ${where(svc)} could not be read (${slice.problem})`
      };
    ready += readyCount(slice.object);
  }
  return { ok: true, ready };
}
async function judgeEndpoints(app, status, tree, client, v) {
  const empty = [];
  const unreadable = [];
  let checked = 0;
  for (const svc of services(status)) {
    const count = await countReady(app, svc, tree, client);
    if (!count) continue;
    if (!count.ok) unreadable.push(count.problem);
    else if (count.ready === 0) empty.push(where(svc));
    else checked++;
  }
  if (empty.length)
    v.add("live/no-ready-endpoints", `no ready endpoints behind ${listSome(empty)}: traffic to it goes nowhere`);
  if (unreadable.length) v.add("live/status-unavailable", `ready endpoints not confirmed: ${listSome(unreadable)}`);
  if (checked) v.notices.push(`ready endpoints confirmed for ${checked} Service${checked === 1 ? "" : "s"}`);
}

// src/live/spec-drift.ts
var SOURCE_FIELDS = ["repoURL", "path", "chart", "targetRevision", "ref", "helm", "kustomize", "directory", "plugin"];
function canonical(v) {
  if (Array.isArray(v)) {
    const items = v.map(canonical).filter((x) => x !== void 0);
    return items.length ? items : void 0;
  }
  if (typeof v === "object" && v !== null) {
    const entries = Object.keys(v).sort().map((k) => [k, canonical(v[k])]).filter(([, x]) => x !== void 0);
    return entries.length ? Object.fromEntries(entries) : void 0;
  }
  return v === "" || v === null ? void 0 : v;
}
function sourcesOf(spec) {
  const many = Array.isArray(spec.sources) && spec.sources.length > 0 ? spec.sources.map(asObject) : [asObject(spec.source)];
  return many.map((s) => {
    const picked = {};
    for (const field of SOURCE_FIELDS) if (s[field] !== void 0) picked[field] = s[field];
    if (typeof picked.repoURL === "string") picked.repoURL = normalizeRepoURL(picked.repoURL);
    if (picked.targetRevision === "HEAD") delete picked.targetRevision;
    return picked;
  });
}
function destinationOf(spec) {
  const d = asObject(spec.destination);
  return { server: d.server, name: d.name, namespace: d.namespace };
}
function differences2(live, git2) {
  const out = [];
  const liveSources2 = sourcesOf(live);
  const gitSources = sourcesOf(git2);
  if (liveSources2.length !== gitSources.length)
    out.push(`${liveSources2.length} source(s) live, ${gitSources.length} in git`);
  gitSources.forEach((g, i) => {
    const l = liveSources2[i] ?? {};
    for (const field of SOURCE_FIELDS) {
      const [a, b] = [JSON.stringify(canonical(l[field])), JSON.stringify(canonical(g[field]))];
      if (a !== b) out.push(`source ${i + 1} ${field}: live ${a ?? "unset"}, git ${b ?? "unset"}`);
    }
  });
  const [ld, gd] = [destinationOf(live), destinationOf(git2)];
  for (const field of ["server", "name", "namespace"]) {
    const [a, b] = [JSON.stringify(canonical(ld[field])), JSON.stringify(canonical(gd[field]))];
    if (a !== b) out.push(`destination.${field}: live ${a ?? "unset"}, git ${b ?? "unset"}`);
  }
  return out;
}
function judgeSpecDrift(live, declared, file, v) {
  if (!declared) return;
  const diff = differences2(asObject(live.spec), asObject(declared.spec));
  if (diff.length === 0) return;
  v.add(
    "live/spec-drift",
    `the live spec differs from ${file ?? "the Application in git"} at the audited revision: ${diff.slice(0, 8).join("; ")}${diff.length > 8 ? ` and ${diff.length - 8} more` : ""}`
  );
}

// src/live/judge-app.ts
var REMEDIATION = {
  "live/revision-mismatch": "audit the revision Argo CD deploys (--ref), or refresh and sync the Application to the audited commit",
  "live/spec-drift": "make the live Application match its manifest in git (sync the parent app, or find who edited it), or change git",
  "live/out-of-sync": "sync the Application, or find what changed the live objects (manual edits, a controller, a mutating webhook)",
  "live/sync-failed": "read the failed sync operation and its hooks in Argo CD (the PostSync Job logs), fix, and sync again",
  "live/sync-running": "audit again when the sync operation has finished",
  "live/unhealthy": "look at the named resources in Argo CD (events, pod logs) and fix or roll back",
  "live/stuck-progressing": "look at the rollout (events, pod status); it may wait on resources that never become ready",
  "live/progressing": "audit again when the rollout has finished",
  "live/suspended": "resume the rollout, or declare the Application in live.expectedSuspended if it is meant to be suspended",
  "live/no-ready-endpoints": "look at the pods behind the Service (readiness probes, selector labels)",
  "live/smoke-failed": "look at the service behind the smoke URL (ingress, pods, logs); the deployment does not answer as expected",
  "live/smoke-wrong-release": "find what answers the smoke URL (an old ReplicaSet, another cluster behind the same host, a cache) and why it is not the audited release",
  "live/status-unavailable": "make the named status readable (token RBAC, a refresh, a working comparison) and audit again"
};
var ORDER = [
  "live/status-unavailable",
  "live/revision-mismatch",
  "live/spec-drift",
  "live/out-of-sync",
  "live/sync-failed",
  "live/sync-running",
  "live/unhealthy",
  "live/stuck-progressing",
  "live/progressing",
  "live/suspended",
  "live/no-ready-endpoints",
  "live/smoke-failed",
  "live/smoke-wrong-release"
];
function applicationRef(m) {
  return {
    apiVersion: "argoproj.io/v1alpha1",
    kind: "Application",
    name: m.name,
    ...m.namespace ? { namespace: m.namespace } : {}
  };
}
async function judgeApplication(m, ctx) {
  const v = new AppVerdicts();
  const status = m.application.status;
  if (typeof status !== "object" || status === null || Array.isArray(status)) {
    v.add("live/status-unavailable", "the Application has no status: Argo CD has not reconciled it");
  } else {
    await judgeStatus(m, status, ctx, v);
  }
  const drafts = ORDER.filter((rule) => v.has(rule)).map((rule) => ({
    ruleId: rule,
    message: `Application ${m.name}: ${(v.reasons.get(rule) ?? []).join("; ")}`,
    resource: applicationRef(m),
    remediation: REMEDIATION[rule]
  }));
  return {
    drafts,
    notices: v.notices,
    pins: v.pins,
    ...v.outOfSync ? { outOfSync: { ...v.outOfSync, app: m.name } } : {}
  };
}
async function judgeStatus(m, s, ctx, v) {
  judgeSync(s, { staleAfterMinutes: ctx.cfg.staleAfterMinutes, now: ctx.now }, v);
  await judgeRevisions(
    m.application,
    m.targets,
    {
      auditedSha: ctx.auditedSha,
      repoURLs: ctx.repoURLs,
      ...ctx.renderedAt ? { renderedAt: ctx.renderedAt } : {},
      ...ctx.changedSince ? { changedSince: ctx.changedSince } : {}
    },
    v
  );
  const declared = ctx.declaredApps?.get(m.name);
  judgeSpecDrift(m.application, declared?.manifest, declared?.file, v);
  judgeOperation(s, v);
  const tree = await readTree(m.name, m.namespace, ctx.client);
  const inline = s.resourceHealthSource !== "appTree";
  const resources = Array.isArray(s.resources) ? s.resources.map(asObject) : [];
  if (!inline && !tree.ok) {
    v.add(
      "live/status-unavailable",
      `child health not readable: status.resourceHealthSource is appTree and the resource tree could not be read (${tree.problem}${tree.detail ? `: ${tree.detail}` : ""})`
    );
  }
  const children = childHealth(inline ? resources : [], tree.ok ? tree.nodes : []);
  judgeHealth(
    s,
    children,
    {
      progressingLimitMinutes: ctx.cfg.progressingLimitMinutes,
      unhealthyStatuses: ctx.cfg.unhealthyStatuses,
      suspendedExpected: ctx.cfg.expectedSuspended.includes(m.name),
      now: ctx.now
    },
    v
  );
  if (inline) await healthExclusions(m, resources, tree, ctx.client, v);
  if (ctx.cfg.checkEndpoints) await judgeEndpoints(m, s, tree, ctx.client, v);
  else v.notices.push("ready endpoints not checked (live.checkEndpoints: false)");
  const smoke = smokeFor(m, ctx.cfg.smoke);
  if (smoke) await judgeSmoke(smoke, m.application, v);
}
function smokeFor(m, smoke) {
  return smoke[m.name] ?? m.targets.map((t) => smoke[targetId(t)]).find((s) => s !== void 0);
}
async function healthExclusions(m, resources, tree, client, v) {
  const inTree = new Set(
    tree.ok ? tree.nodes.filter((n) => typeof asObject(n.health).status === "string").map(describeResource) : []
  );
  const healthless = resources.filter((r) => r.hook !== true && r.health === void 0).map(describeResource).filter((r) => !inTree.has(r));
  if (healthless.length === 0) return;
  const ignored = await ignoredByAnnotation(m.name, m.namespace, client);
  if (!ignored.ok) {
    v.notices.push(
      `health not assessed for ${listSome(healthless)}; whether ${IGNORE_HEALTHCHECK} excludes them could not be read (${ignored.problem}) \u2014 review them`
    );
    return;
  }
  if (ignored.names.length)
    v.notices.push(`excluded from health by ${IGNORE_HEALTHCHECK}, review: ${listSome(ignored.names)}`);
  const rest = healthless.filter((r) => !ignored.names.includes(r));
  if (rest.length) v.notices.push(`health not assessed (no health check for the kind): ${listSome(rest)}`);
}

// src/live/unmanaged.ts
var projectOf = (app) => {
  const p = asObject(app.spec).project;
  return typeof p === "string" && p !== "" ? p : "default";
};
function ownedByApplicationSet(app) {
  const refs = Array.isArray(asObject(app.metadata).ownerReferences) ? asObject(app.metadata).ownerReferences.map(asObject) : [];
  const owner = refs.find((r) => r.kind === "ApplicationSet");
  return owner ? String(owner.name ?? "?") : void 0;
}
function unmanagedApps(all, mapped, declared) {
  const projects = new Set(mapped.map((m) => projectOf(m.application)));
  const judged = new Set(mapped.map((m) => m.application));
  return all.flatMap((app) => {
    const name = metaOf(app).name;
    if (!name || judged.has(app) || !projects.has(projectOf(app))) return [];
    if (declared.has(name) || ownedByApplicationSet(app)) return [];
    return [{ name, project: projectOf(app), app }];
  });
}

// src/live/types.ts
var DEFAULT_LIVE_CONFIG = {
  progressingLimitMinutes: 20,
  unhealthyStatuses: ["Degraded", "Missing", "Unknown"],
  staleAfterMinutes: 60,
  environmentLabel: "environment",
  expectedSuspended: [],
  checkEndpoints: true,
  smoke: {}
};

// src/live/declared.ts
var import_yaml4 = __toESM(require_dist(), 1);
import { readdir as readdir4, readFile as readFile5, stat as stat2 } from "node:fs/promises";
import path17 from "node:path";
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules", ".deploy-gate-tool"]);
var MAX_FILE_BYTES2 = 2 * 1024 * 1024;
var MAX_FILES2 = 2e4;
async function yamlFiles2(root) {
  const out = [];
  const walk3 = async (dir) => {
    const entries = await readdir4(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (out.length >= MAX_FILES2) return;
      const full = path17.join(dir, e.name);
      if (e.isDirectory() && !SKIP.has(e.name)) await walk3(full);
      else if (e.isFile() && /\.ya?ml$/i.test(e.name)) out.push(full);
    }
  };
  await walk3(root);
  return out;
}
function applicationsIn(text) {
  if (!/kind:\s*["']?Application["']?\s*$/m.test(text)) return [];
  try {
    return (0, import_yaml4.parseAllDocuments)(text).flatMap((doc) => {
      const value = doc.errors.length ? void 0 : doc.toJS();
      if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
      const o = value;
      return o.kind === "Application" && String(o.apiVersion ?? "").startsWith("argoproj.io/") ? [o] : [];
    });
  } catch {
    return [];
  }
}
async function declaredApplications(root) {
  const found = /* @__PURE__ */ new Map();
  for (const file of await yamlFiles2(root)) {
    const size = await stat2(file).then(
      (s) => s.size,
      () => Infinity
    );
    if (size > MAX_FILE_BYTES2) continue;
    const text = await readFile5(file, "utf8").catch(() => "");
    for (const app of applicationsIn(text)) {
      const name = app.metadata?.name;
      if (typeof name === "string" && name !== "" && !found.has(name))
        found.set(name, { file: path17.relative(root, file), manifest: app });
    }
  }
  return found;
}

// src/live/revisions.ts
function gitChangedSince(input) {
  const changedCache = /* @__PURE__ */ new Map();
  const changed = (sha) => {
    let hit = changedCache.get(sha);
    if (!hit) {
      hit = descends(input.repo, input.auditedSha, sha).then(
        (ok) => ok ? changedFiles(input.repo, input.auditedSha, sha) : void 0
      );
      changedCache.set(sha, hit);
    }
    return hit;
  };
  return async (target, sha) => {
    if (!/^[0-9a-f]{7,64}$/i.test(sha)) return true;
    const files = await changed(sha).catch(() => void 0);
    if (!files) return true;
    if (files.includes(input.configFile)) return true;
    const inputs = await targetInputs(input.root, target, input.configFile).catch(() => void 0);
    if (!inputs) return true;
    return files.some((file) => inputs.some((i) => touches(file, i)));
  };
}
async function descends(repo, ancestor, sha) {
  const exists = await git(repo, ["cat-file", "-e", `${sha}^{commit}`]);
  if (exists.exitCode !== 0) return false;
  const r = await git(repo, ["merge-base", "--is-ancestor", ancestor, sha]);
  return r.exitCode === 0;
}

// src/live/findings.ts
function liveFindings(result, config) {
  return result.drafts.flatMap((d) => finalizeDrafts([d.draft], { config, app: d.app, environment: d.environment }));
}

// src/live/index.ts
var DEFAULT_TIMEOUT_MS2 = 3e4;
var DEFAULT_RETRY_DELAY_MS = 500;
var CONCURRENCY = 4;
var CREDENTIALS_UNAVAILABLE = "credentials unavailable (fork or Dependabot?)";
function unavailableForAll(targets, reason, clean) {
  return targets.map((t) => ({
    app: t.app,
    environment: t.environment,
    draft: {
      ruleId: "live/status-unavailable",
      message: clean(`live status of ${t.app}/${t.environment} not checked: ${reason}`),
      remediation: "make the Argo CD API reachable with a token that may read the Applications (ARGOCD_AUTH_TOKEN), then audit again",
      fingerprintKey: "argocd-api"
    }
  }));
}
function serverUrl(server) {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(server) ? server : `https://${server}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url : void 0;
  } catch {
    return void 0;
  }
}
function clientOf(input, url) {
  const tls2 = tlsAgent({ insecure: input.insecure, caFile: input.caFile });
  if (tls2.problem) return { problem: tls2.problem };
  return {
    opts: {
      server: url,
      token: input.token ?? "",
      timeoutMs: input.timeoutMs ?? DEFAULT_TIMEOUT_MS2,
      retryDelayMs: input.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
      ...tls2.agent ? { agent: tls2.agent } : {}
    }
  };
}
function summaryNotice(apps, targets, outOfSync2) {
  const list2 = outOfSync2.map(
    (o) => `${o.app} (${o.dwellMinutes !== void 0 ? `at most ${humanMinutes(o.dwellMinutes)}` : "since unknown"})`
  );
  return `Argo CD: ${apps} Application${apps === 1 ? "" : "s"} judged for ${targets} target${targets === 1 ? "" : "s"}; ${outOfSync2.length} OutOfSync${list2.length ? `: ${list2.join(", ")}` : ""}`;
}
async function judgeLive(input) {
  const clean = createSanitizer({ secrets: [input.token ?? "", ...input.secrets ?? []].filter(Boolean) });
  const empty = { apps: 0, outOfSync: [] };
  const fail = (reason, notices2 = []) => ({
    drafts: unavailableForAll(input.targets, reason, clean),
    notices: notices2.map(clean),
    summary: empty
  });
  if (!input.token) {
    return fail(`${CREDENTIALS_UNAVAILABLE}: ARGOCD_AUTH_TOKEN is empty`, [
      `Argo CD live status was not checked for ${input.targets.length} target(s): ${CREDENTIALS_UNAVAILABLE}`
    ]);
  }
  const url = serverUrl(input.server);
  if (!url) return fail(`the Argo CD server "${input.server}" is not an http(s) URL`);
  const client = clientOf(input, url);
  if (!client.opts) return fail(client.problem ?? "no client");
  const notices = connectionNotices(input, url);
  const list2 = await listApplications(client.opts);
  if (!list2.ok) return fail(`${list2.problem}${list2.detail ? ` \u2014 server said: ${list2.detail}` : ""}`, notices);
  if (list2.items.length === 0) {
    return fail(
      'E_ARGOCD_EMPTY_LIST: GET /api/v1/applications returned no Applications at all; the token may lack RBAC rights (argo-cd#25111), never read as "nothing deployed"',
      notices
    );
  }
  return judgeListed(input, list2.items, client.opts, notices, clean);
}
async function judgeListed(input, items, client, notices, clean) {
  const cfg = { ...DEFAULT_LIVE_CONFIG, ...input.config };
  const { mapped, unmapped } = mapTargets(input.targets, items, cfg.environmentLabel);
  const drafts = unmapped.map((u) => unavailableOne(u.target, u.reason, clean));
  const now = (input.now ?? (() => /* @__PURE__ */ new Date()))();
  const ctx = {
    auditedSha: input.auditedSha,
    cfg,
    now,
    client,
    repoURLs: [...new Set((input.repoURLs ?? []).map(normalizeRepoURL))],
    ...input.declaredApps ? { declaredApps: input.declaredApps } : {},
    ...input.renderedAt ? { renderedAt: input.renderedAt } : {},
    ...input.changedSince ? { changedSince: input.changedSince } : {}
  };
  const limit = pLimit(CONCURRENCY);
  const judged = await Promise.all(mapped.map((m) => limit(() => judgeApplication(m, ctx))));
  const outOfSync2 = [];
  const pinned2 = [];
  judged.forEach((j, i) => {
    const m = mapped[i];
    drafts.push(...j.drafts.map((draft) => onTarget(m, draft, clean)));
    notices.push(...j.notices.map((n) => clean(`Argo CD ${m.name}: ${n}`)));
    if (j.outOfSync) outOfSync2.push(j.outOfSync);
    pinned2.push(...j.pins.map((p) => ({ app: m.name, ...p })));
  });
  const unmanaged = input.declaredApps ? unmanagedApps(items, mapped, input.declaredApps) : [];
  for (const u of unmanaged) {
    drafts.push(unmanagedDraft(u, cfg.environmentLabel, clean));
    const entry = outOfSyncEntry(u.app, now);
    if (entry) outOfSync2.push({ ...entry, app: u.name });
  }
  notices.push(summaryNotice(mapped.length, input.targets.length, outOfSync2));
  if (pinned2.length)
    notices.push(`Argo CD: pinned sources: ${pinned2.map((p) => `${p.app} ${p.source} at ${p.revision}`).join(", ")}`);
  const summary = {
    apps: mapped.length,
    outOfSync: outOfSync2,
    ...pinned2.length ? { pinned: pinned2 } : {},
    ...unmanaged.length ? { unmanaged: unmanaged.map((u) => u.name) } : {}
  };
  return { drafts, notices, summary };
}
function unmanagedDraft(u, envLabel, clean) {
  const env = metaOf(u.app).labels[envLabel];
  return {
    app: u.name,
    environment: typeof env === "string" && env !== "" ? env : "default",
    draft: {
      ruleId: "live/unmanaged-app",
      message: clean(
        `Application ${u.name} (project ${u.project}) runs in Argo CD but no file in git declares it: nothing in review vouches for what it deploys`
      ),
      resource: {
        apiVersion: "argoproj.io/v1alpha1",
        kind: "Application",
        name: u.name,
        ...metaOf(u.app).namespace ? { namespace: metaOf(u.app).namespace } : {}
      },
      remediation: "declare the Application in git (or its ApplicationSet), or delete it from Argo CD",
      fingerprintKey: "unmanaged"
    }
  };
}
function connectionNotices(input, url) {
  const notes = [];
  if (input.insecure) notes.push(`Argo CD: TLS certificate of ${url.host} not verified (insecure)`);
  if (url.protocol === "http:" && !["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    notes.push(`Argo CD: the token was sent to ${url.host} over plain http`);
  return notes;
}
function unavailableOne(target, reason, clean) {
  return {
    app: target.app,
    environment: target.environment,
    draft: {
      ruleId: "live/status-unavailable",
      message: clean(`live status of ${target.app}/${target.environment} not checked: ${reason}`),
      fingerprintKey: "mapping"
    }
  };
}
function onTarget(m, draft, clean) {
  const target = m.targets[0];
  const location = target.origin.how === "argocd" && target.origin.file ? { location: { file: target.origin.file } } : {};
  return {
    app: target.app,
    environment: target.environment,
    draft: { ...location, ...draft, message: clean(draft.message) }
  };
}

// src/engine/live.ts
async function liveChecks(input) {
  const { opts, config } = input;
  if (!opts.argocdServer) return { findings: [], notices: [] };
  const result = await judgeLive({
    server: opts.argocdServer,
    token: opts.argocdToken,
    auditedSha: input.sha,
    targets: input.targets,
    changedSince: gitChangedSince({
      repo: input.repo,
      auditedSha: input.sha,
      root: input.root,
      configFile: config.file
    }),
    config: { ...config.live, environmentLabel: config.discovery.environmentLabel },
    repoURLs: [...config.live.repoURLs ?? [], ...await originUrl(input.repo)],
    declaredApps: input.declared ?? await declaredApplications(input.root),
    ...input.renderedAt ? { renderedAt: input.renderedAt } : {},
    insecure: opts.argocdInsecure,
    caFile: opts.argocdCaFile,
    secrets: opts.secrets
  });
  return { findings: liveFindings(result, config), notices: result.notices };
}
async function originUrl(repo) {
  const r = await git(repo, ["remote", "get-url", "origin"]).catch(() => void 0);
  const url = r && r.exitCode === 0 ? r.stdout.trim() : "";
  return url ? [url] : [];
}

// src/engine/pins.ts
function pinOf(target, declared, auditedSha) {
  const name = declaredApplication(target);
  const app = name ? declared.get(name) : void 0;
  if (!app) return void 0;
  const spec = asObject(app.manifest.spec);
  const sources = Array.isArray(spec.sources) && spec.sources.length ? spec.sources.map(asObject) : [asObject(spec.source)];
  const own = sources.length === 1 ? sources[0] : sources.find((s) => typeof s.path === "string" && s.path.replace(/^\.\/|\/$/g, "") === target.path);
  const rev = typeof own?.targetRevision === "string" ? own.targetRevision : void 0;
  return rev && isSha(rev) && rev.toLowerCase() !== auditedSha.toLowerCase() ? rev.toLowerCase() : void 0;
}
function splitByPin(pairs, declared, auditedSha) {
  const out = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    const pin = pair.head ? pinOf(pair.head, declared, auditedSha) : void 0;
    out.set(pin, [...out.get(pin) ?? [], pair]);
  }
  return out;
}

// src/engine/run-common.ts
async function withSides(opens, fn) {
  const settled = await Promise.allSettled(opens.map((open) => open()));
  const sides = settled.flatMap((s) => s.status === "fulfilled" ? [s.value] : []);
  try {
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    return await fn(sides);
  } finally {
    await Promise.all(sides.map((s) => s.cleanup()));
  }
}
function toolPaths(opts) {
  return { ...opts.helm ? { helm: opts.helm } : {}, ...opts.kustomize ? { kustomize: opts.kustomize } : {} };
}
function toolsOf(judges) {
  return { helm: judges.tools.helm.tool, kustomize: judges.tools.kustomize.tool };
}
function siteFindings(config, drafts) {
  return finalizeDrafts(drafts, { config, app: "-", environment: "-" });
}

// src/engine/run-audit.ts
async function runAudit(opts) {
  if (opts.argocdServer && opts.offline)
    throw new UsageError("--argocd-server needs the network; it cannot be combined with --offline");
  const repo = path18.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => void 0);
  return withSides([() => openSide(repo, opts.ref ?? "HEAD")], async ([side]) => {
    if (!side) throw new Error("unreachable: side open");
    const { config, warnings } = await configAt(repo, side.info.sha, configRel);
    const judges = await buildJudges(config, opts, side.root, tools);
    const found = await discover(side.root, config, { repoUrls: await remoteUrls(repo), ...toolPaths(opts) });
    const all = auditPairs(found.targets, opts.environments);
    unknownEnvironments(found.targets, opts.environments);
    const pairs = opts.shard ? shardPairs(all, opts.shard) : all;
    const roots = await sideRootsOf(config, side.root);
    const ctx = { mode: "audit", judges, head: { ...roots, submodules: side.submodules } };
    const cross = crossChecks({ mode: "audit", config, opts, headRoot: side.root });
    const hooks = { crossCheck: cross.run, onTargetDone: progressReporter(opts.onProgress) };
    const declared = await declaredApplications(side.root);
    const pinned2 = await runPinned(
      { repo, config, judges, jobs: jobsOf(opts), hooks },
      splitByPin(pairs, declared, side.info.sha)
    );
    const outcomes = [...await runGroups(pinned2.atAudited, ctx, jobsOf(opts), hooks), ...pinned2.outcomes];
    const live = await liveChecks({
      opts,
      config,
      repo,
      root: side.root,
      sha: side.info.sha,
      targets: pairs.flatMap((p) => p.head ? [p.head] : []),
      declared,
      renderedAt: pinned2.renderedAt
    });
    const extra = [
      ...found.findings,
      ...siteFindings(config, roots.refused),
      ...cross.findings(),
      ...live.findings,
      ...auditCoverageFindings(config, found, all.length)
    ];
    const report2 = assembleReport({
      mode: "audit",
      outcomes,
      extraFindings: extra,
      images: cross.images(),
      notices: [
        ...warnings,
        ...found.notes,
        ...submoduleNotices(side),
        ...pinned2.notices,
        ...cross.notices(),
        ...live.notices
      ],
      tools: toolsOf(judges),
      ref: side.info
    });
    if (opts.shard) report2.shard = opts.shard;
    return report2;
  });
}
async function runPinned(r, byPin) {
  const atAudited = [...byPin.get(void 0) ?? []];
  const outcomes = [];
  const notices = [];
  const renderedAt = /* @__PURE__ */ new Map();
  for (const [pin, pairs] of byPin) {
    if (!pin) continue;
    const ids = pairs.map((p) => p.id).join(", ");
    try {
      outcomes.push(
        ...await withSides([() => openSide(r.repo, pin)], async ([pinSide]) => {
          if (!pinSide) throw new Error("unreachable: pin side open");
          return runGroups(
            pairs,
            { mode: "audit", judges: r.judges, head: await sideRootsOf(r.config, pinSide.root) },
            r.jobs,
            r.hooks
          );
        })
      );
      for (const p of pairs) renderedAt.set(p.id, pin);
      notices.push(`${ids}: rendered at the pinned commit ${pin} (targetRevision), which Argo CD deploys`);
    } catch (err) {
      atAudited.push(...pairs);
      notices.push(
        `${ids}: pinned to ${pin}, which this clone lacks (${err instanceof Error ? err.message : String(err)}); rendered at the audited revision instead \u2014 fetch the full history (fetch-depth: 0)`
      );
    }
  }
  return { atAudited, outcomes, notices, renderedAt };
}
function unknownEnvironments(targets, wanted) {
  const known = new Set(targets.map((t) => t.environment));
  const unknown = (wanted ?? []).filter((e) => !known.has(e));
  if (unknown.length)
    throw new UsageError(
      `--environment ${unknown.join(", ")}: no target has ${unknown.length === 1 ? "this environment" : "these environments"} (known: ${[...known].sort().join(", ") || "none"})`
    );
}

// src/engine/run-check.ts
import path20 from "node:path";

// src/engine/reach.ts
import path19 from "node:path";

// src/engine/reach-tokens.ts
var import_yaml5 = __toESM(require_dist(), 1);
function referenceTokens(text) {
  const out = /* @__PURE__ */ new Set();
  const add = (raw) => {
    const t = raw.trim().replace(/^['"]|['"]$/g, "").replace(/:$/, "");
    if (t === "") return;
    out.add(t);
    const eq = t.indexOf("=");
    if (eq >= 0) out.add(t.slice(eq + 1));
  };
  for (const w of text.split(/[\s,[\]{}"'`]+/)) add(w);
  for (const line of text.split(/\r?\n|\r/)) {
    const value = line.replace(/^\s*(-\s+)*([^:#]*:\s+)?/, "");
    for (const item of value.split(/[,[\]{}]/)) add(item);
  }
  for (const m of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) add(m[1] ?? m[2] ?? "");
  if (text.includes("\\")) {
    const parsed2 = parsedStrings(text);
    if (!parsed2) return void 0;
    for (const s of parsed2) add(s);
  } else if (text.includes("''") || mayFoldLines(text)) {
    for (const s of parsedStrings(text) ?? []) add(s);
  }
  return [...out];
}
var ITEM_OR_KEY = /^(?:-(?:\s|$)|[^\s#'"{[][^#]*?:(?:\s|$))/;
var valueOf = (body) => body.replace(/^(?:-\s+)*(?:[^\s#'"{[][^#]*?:(?:\s+|$))?/, "");
function openQuote(value) {
  if (value.startsWith('"')) return !/^"[^"]*"/.test(value);
  if (value.startsWith("'")) return (value.match(/'/g)?.length ?? 0) % 2 === 1;
  return false;
}
function mayFoldLines(text) {
  let block;
  let holdsValue = false;
  for (const line of text.split(/\r?\n|\r/)) {
    const body = line.trimStart();
    if (body === "" || body.startsWith("#")) continue;
    const indent = line.length - body.length;
    if (block !== void 0 && indent > block) continue;
    block = void 0;
    if (holdsValue && !ITEM_OR_KEY.test(body)) return true;
    const value = valueOf(body);
    if (openQuote(value)) return true;
    if (/^[|>][-+0-9]*\s*(?:#.*)?$/.test(value)) {
      block = indent;
      holdsValue = false;
    } else holdsValue = value !== "" && !value.startsWith("#");
  }
  return false;
}
function parsedStrings(text) {
  const docs = (0, import_yaml5.parseAllDocuments)(text, { uniqueKeys: false });
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return void 0;
  const out = [];
  const visit = (v) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        visit(k);
        visit(x);
      }
  };
  for (const d of docs) visit(d.toJS({ maxAliasCount: -1 }));
  return out;
}

// src/engine/reach.ts
var MAX_TOKENIZED_BYTES = 16 * 1024 * 1024;
function normalizeRel(p) {
  const n = path19.posix.normalize(p.replace(/\\/g, "/")).replace(/\/+$/, "");
  return n === "" ? "." : n;
}
var isRemote2 = (tok) => /^[a-z][a-z0-9+.-]*:\/\//i.test(tok) || /^(git@|github\.com\/)/.test(tok);
function resolveRef(base, tok) {
  if (isRemote2(tok)) return void 0;
  const clean = tok.replace(/[?#].*$/, "");
  if (clean === "") return void 0;
  const r = normalizeRel(path19.posix.join(base, clean.replace(/^\/+/, "")));
  return r === ".." || r.startsWith("../") ? void 0 : r;
}
function resolveRefs(base, tok) {
  const out = [resolveRef(base, tok)];
  if (/[?#]/.test(tok) && !isRemote2(tok)) {
    const r = normalizeRel(path19.posix.join(base, tok.replace(/^\/+/, "")));
    if (r !== ".." && !r.startsWith("../")) out.push(r);
  }
  return out.filter((r) => r !== void 0);
}
var SIMPLE_REF = /^(?!\.\.?(\/|$))[\w-][\w.-]*(\/(?!\.\.?(\/|$))[\w.-]+)*\/?$/;
var isKustomizationFile = (file) => KUSTOMIZATION_NAMES.includes(path19.posix.basename(file));
var refMemo = /* @__PURE__ */ new WeakMap();
function refsOf(side, file, root) {
  let memo2 = refMemo.get(side);
  if (!memo2) refMemo.set(side, memo2 = /* @__PURE__ */ new Map());
  const key = `${file}\0${root}`;
  let refs = memo2.get(key);
  if (!refs) {
    refs = side.text(file).then((text) => {
      if (typeof text === "object") return `${file} could not be read from git: ${text.unread}`;
      if (text === void 0) return isKustomizationFile(file) ? `${file} is not UTF-8 text` : [];
      if (!side.tokens.has(text)) side.tokens.set(text, referenceTokens(text));
      const tokens = side.tokens.get(text);
      if (!tokens) return `${file} could not be read for references`;
      const out = /* @__PURE__ */ new Set();
      const inRoot = root === "." ? () => true : (r) => r === root || r.startsWith(`${root}/`);
      for (const base of /* @__PURE__ */ new Set([root, path19.posix.dirname(file)])) {
        for (const tok of tokens) {
          if (SIMPLE_REF.test(tok)) {
            const r = base === "." ? tok.replace(/\/+$/, "") : `${base}/${tok.replace(/\/+$/, "")}`;
            if (r !== file && (side.listing.files.has(r) || side.listing.dirs.has(r) || !inRoot(r))) out.add(r);
            continue;
          }
          for (const r of resolveRefs(base, tok)) {
            if (r === file) continue;
            if (side.listing.files.has(r) || side.listing.dirs.has(r) || r === "." || !inRoot(r)) out.add(r);
          }
        }
      }
      return [...out];
    });
    memo2.set(key, refs);
  }
  return refs;
}
var ReachWalk = class {
  constructor(side) {
    this.side = side;
  }
  side;
  paths = /* @__PURE__ */ new Set();
  doubt;
  seen = /* @__PURE__ */ new Set();
  /** A kustomization folder: all of it, and whatever its kustomization files name. */
  async dir(dir) {
    if (this.seen.has(`d:${dir}`)) return;
    this.seen.add(`d:${dir}`);
    this.paths.add(dir);
    for (const name of KUSTOMIZATION_NAMES) {
      const file = dir === "." ? name : `${dir}/${name}`;
      if (this.side.listing.files.has(file)) await this.file(file, dir);
    }
  }
  /** A file reached from the kustomization in `root`: it, and what its words name from there or from its own folder. */
  async file(file, root) {
    if (this.seen.has(`f:${file}|${root}`)) return;
    this.seen.add(`f:${file}|${root}`);
    this.paths.add(file);
    const entry = this.side.listing.files.get(file);
    if (!entry) return;
    if (entry.size > MAX_TOKENIZED_BYTES) {
      this.doubt = `${file} is too large to read for references`;
      return;
    }
    const refs = await refsOf(this.side, file, root);
    if (typeof refs === "string") {
      this.doubt = refs;
      return;
    }
    for (const r of refs) await this.ref(r, root);
  }
  async ref(r, root) {
    if (this.side.listing.dirs.has(r) || r === ".") await this.dir(r);
    else if (this.side.listing.files.has(r)) await this.file(r, root);
    else this.paths.add(r);
  }
  /** A chart folder: all of it, and its `file://` dependencies (in every Chart.yaml under it). */
  async chart(dir, chartFiles) {
    if (this.seen.has(`c:${dir}`)) return;
    this.seen.add(`c:${dir}`);
    this.paths.add(dir);
    for (const meta of chartFiles.get(dir) ?? []) {
      const text = await this.side.text(meta);
      const deps = typeof text === "string" ? fileDependencies(text) : void 0;
      if (deps === void 0) {
        this.doubt = `${meta} could not be read for file:// dependencies`;
        continue;
      }
      const metaDir = path19.posix.dirname(meta);
      for (const dep of deps) {
        const named = resolveRefs(metaDir, dep);
        if (named.length === 0) this.doubt = `${meta} names a file:// dependency outside the repository`;
        for (const r of named) {
          if (this.side.listing.dirs.has(r)) await this.chart(r, chartFiles);
          else this.paths.add(r);
        }
      }
    }
  }
};
function fileDependencies(text) {
  const tokens = referenceTokens(text);
  if (!tokens) return void 0;
  const out = /* @__PURE__ */ new Set();
  for (const m of text.matchAll(/file:\/\/([^\s'"#,\]}]+)/g)) out.add(m[1] ?? "");
  for (const t of tokens) if (t.startsWith("file://")) out.add(t.slice("file://".length));
  return [...out];
}
function chartMetaFiles(side) {
  const byDir = /* @__PURE__ */ new Map();
  for (const f of side.listing.files.keys()) {
    if (!/(^|\/)(Chart|requirements)\.yaml$/.test(f)) continue;
    for (let d = f; d.includes("/"); ) {
      d = d.slice(0, d.lastIndexOf("/"));
      byDir.set(d, [...byDir.get(d) ?? [], f]);
    }
    byDir.set(".", [...byDir.get(".") ?? [], f]);
  }
  return byDir;
}
async function targetReach(side, target, configFile, chartFiles) {
  const walk3 = new ReachWalk(side);
  const seeds = [configFile, target.origin.file, ...target.origin.inputs ?? []];
  for (const seed of seeds) if (seed) walk3.paths.add(normalizeRel(seed));
  if (target.helm) {
    for (const f of target.helm.valueFiles) walk3.paths.add(normalizeRel(f));
    if (!target.helm.remote) await walk3.chart(normalizeRel(target.helm.chart), chartFiles);
  }
  if (target.kind === "kustomize") await walk3.dir(normalizeRel(target.path));
  else walk3.paths.add(normalizeRel(target.path));
  return { paths: walk3.paths, ...walk3.doubt ? { doubt: walk3.doubt } : {} };
}

// src/engine/sparse-check.ts
var SparseDoubt = class extends Error {
  name = "SparseDoubt";
};
function globalPaths(config) {
  return [
    config.file,
    ...config.schemas.crds,
    ...config.checks,
    ...config.gateRecords.path ? [config.gateRecords.path] : [],
    ...config.argocd?.healthTests ?? []
  ].map(normalizeRel);
}
function wholeTreeReason(config, changed, listings, platform) {
  if (!config.targets || config.discovery.withTargets) return "targets are discovered from the tree";
  if (platform === "darwin" || platform === "win32") return `file names may fold case on ${platform}`;
  const global = globalPaths(config);
  if (changed.some((c) => global.some((g) => touches(c, g))))
    return "the change touches a file every target depends on";
  for (const l of listings)
    for (const [file, e] of l.files) {
      if (e.mode === "120000" || e.mode === "160000") return `${file} is a symlink or submodule`;
      if (file.includes("\uFFFD")) return "a file name is not UTF-8";
      if (file.includes("\\")) return `${file} has a backslash in its name`;
    }
  return void 0;
}
function blobReader(repo) {
  const cache = /* @__PURE__ */ new Map();
  let pending;
  const flush = async (batch) => {
    const texts = await readBlobs(repo, batch.keys()).catch(
      (err) => ({ unread: err instanceof Error ? err.message : String(err) })
    );
    for (const [oid, resolve] of batch) resolve(texts instanceof Map ? texts.get(oid) : texts);
  };
  const load = (oid) => new Promise((resolve) => {
    if (!pending) {
      const batch = /* @__PURE__ */ new Map();
      pending = batch;
      setImmediate(() => {
        pending = void 0;
        void flush(batch);
      });
    }
    pending.set(oid, resolve);
  });
  return (oid) => {
    let t = cache.get(oid);
    if (!t) {
      t = load(oid);
      cache.set(oid, t);
    }
    return t;
  };
}
function sideReader(listing, blob, tokens) {
  return {
    listing,
    tokens,
    text(file) {
      const entry = listing.files.get(file);
      return entry ? blob(entry.oid) : Promise.resolve(void 0);
    }
  };
}
function filesUnder(listing, wanted) {
  if (wanted.has(".")) return [...listing.files.keys()];
  const out = [];
  for (const file of listing.files.keys()) {
    for (let p = file; ; p = p.slice(0, p.lastIndexOf("/"))) {
      if (wanted.has(p)) {
        out.push(file);
        break;
      }
      if (!p.includes("/")) break;
    }
  }
  return out;
}
function covered(listing, written, input) {
  const p = normalizeRel(input);
  if (written.has(".")) return true;
  for (let q = p; ; q = q.slice(0, q.lastIndexOf("/"))) {
    if (written.has(q)) return true;
    if (!q.includes("/")) break;
  }
  return !listing.files.has(p) && !listing.dirs.has(p) && p !== ".";
}
async function healthHolders(input, heads) {
  if (!needsHealthCustomizations(input.changed, input.config, false)) return [];
  const marked = [...await filesContaining(input.repo, input.head, HEALTH_CUSTOMIZATIONS_MARKER)];
  if (marked.length === 0) return [];
  return heads.filter((r) => marked.some((file) => [...r.paths].some((p) => touches(file, p)))).map((r) => targetId(r.target));
}
function listBothTrees(repo, base, head) {
  return Promise.all([listTree(repo, base), listTree(repo, head)]);
}
async function planSparseCheck(input) {
  const { repo, config, changed } = input;
  const listings = await (input.listings ?? listBothTrees(repo, input.base, input.head));
  const reason = wholeTreeReason(config, changed, listings, input.platform ?? process.platform);
  if (reason) return { reason };
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const blob = blobReader(repo);
  const tokens = /* @__PURE__ */ new Map();
  const sides = listings.map((l) => sideReader(l, blob, tokens));
  const [baseSide, headSide] = sides;
  const reachAt = (side, charts) => (t) => targetReach(side, t, config.file, charts);
  const atHead = reachAt(headSide, chartMetaFiles(headSide));
  const heads = await Promise.all(targets.map(async (t) => ({ target: t, ...await atHead(t) })));
  const candidates2 = /* @__PURE__ */ new Set();
  for (const r of heads) {
    if (r.doubt || changed.some((c) => [...r.paths].some((p) => touches(c, p)))) candidates2.add(targetId(r.target));
  }
  for (const id of await healthHolders(input, heads)) candidates2.add(id);
  const apps = new Set(targets.filter((t) => candidates2.has(targetId(t))).map((t) => t.app));
  const written = heads.filter((r) => apps.has(r.target.app));
  const atBase = reachAt(baseSide, written.length ? chartMetaFiles(baseSide) : /* @__PURE__ */ new Map());
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const r of [...written, ...bases]) for (const p of r.paths) wanted.add(p);
  const [baseListing, headListing] = listings;
  return {
    candidates: candidates2,
    files: { base: filesUnder(baseListing, wanted), head: filesUnder(headListing, wanted) },
    verify(side, target, inputs) {
      const listing = side === "base" ? baseListing : headListing;
      const missing = inputs === void 0 ? ["(unknown)"] : inputs.filter((p) => !covered(listing, wanted, p));
      if (missing.length > 0)
        throw new SparseDoubt(
          `${targetId(target)} reads ${missing.slice(0, 3).join(", ")}, not written out at ${side}`
        );
    }
  };
}

// src/schema/crd-loosening.ts
function stringList(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function here(path21) {
  return path21 === "" ? "the top level" : path21;
}
function compareNode(base, head, path21, out) {
  if (!isObject(base)) return;
  if (!isObject(head)) {
    out.push(`${here(path21)}: the schema was removed`);
    return;
  }
  const removed2 = stringList(base.required).filter((r) => !stringList(head.required).includes(r));
  if (removed2.length) out.push(`${here(path21)}: required field(s) ${removed2.join(", ")} no longer required`);
  if (typeof base.type === "string" && head.type !== base.type)
    out.push(`${here(path21)}: type ${base.type} widened to ${typeof head.type === "string" ? head.type : "any"}`);
  if (head["x-kubernetes-preserve-unknown-fields"] === true && base["x-kubernetes-preserve-unknown-fields"] !== true) {
    out.push(`${here(path21)}: x-kubernetes-preserve-unknown-fields added (any field is now accepted)`);
  }
  if (head["x-kubernetes-int-or-string"] === true && base["x-kubernetes-int-or-string"] !== true)
    out.push(`${here(path21)}: x-kubernetes-int-or-string added`);
  if (Array.isArray(base.enum)) {
    const baseEnum = new Set(base.enum.map((e) => JSON.stringify(e)));
    const wider = !Array.isArray(head.enum) || head.enum.some((e) => !baseEnum.has(JSON.stringify(e)));
    if (wider) out.push(`${here(path21)}: enum widened`);
  }
  if (isObject(base.properties)) {
    const headProps = isObject(head.properties) ? head.properties : {};
    for (const [name, sub] of Object.entries(base.properties)) {
      if (!(name in headProps) && head["x-kubernetes-preserve-unknown-fields"] !== true) continue;
      compareNode(sub, headProps[name], `${path21}.${name}`, out);
    }
  }
  if (isObject(base.items)) compareNode(base.items, head.items, `${path21}[]`, out);
  if (base.additionalProperties === false && head.additionalProperties !== false)
    out.push(`${here(path21)}: additionalProperties allowed`);
  else if (isObject(base.additionalProperties))
    compareNode(base.additionalProperties, head.additionalProperties, `${path21}.*`, out);
}
function crdChanges(base, head) {
  const changes = [];
  for (const [key, b] of [...base].sort(([x], [y]) => x.localeCompare(y))) {
    const h = head.get(key);
    if (!h || JSON.stringify(h.schema) === JSON.stringify(b.schema)) continue;
    const loosened = [];
    compareNode(b.schema, h.schema, "", loosened);
    if (!h.served && b.served) continue;
    changes.push({ key, from: h.from, loosened });
  }
  return changes;
}

// src/engine/crd-changes.ts
async function merged(dirs) {
  const out = /* @__PURE__ */ new Map();
  for (const dir of dirs) for (const [k, v] of (await readCrdDir(dir)).schemas) if (!out.has(k)) out.set(k, v);
  return out;
}
async function crdChangedDrafts(baseDirs, headDirs) {
  const changes = crdChanges(await merged(baseDirs), await merged(headDirs));
  return changes.map((c) => ({
    ruleId: "schema/crd-changed",
    message: c.loosened.length ? `${c.from} (${c.key}) is changed and loosened: ${c.loosened.join("; ")}. Objects are validated against the base revision's schema until this is merged` : `${c.from} (${c.key}) is changed (nothing loosened found). Objects are validated against the base revision's schema until this is merged`,
    location: { file: c.from.replace(/^CRD \S+ in /, "") },
    fingerprintKey: c.key
  }));
}

// src/engine/run-check.ts
async function runCheck(opts) {
  if (!opts.base) throw new UsageError("check needs --base (the revision the change starts from)");
  const repo = path20.resolve(opts.repo);
  const configRel = configPathOf(opts.configPath);
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  tools.catch(() => void 0);
  const [baseInfo, headInfo] = await Promise.all([
    resolveSide(repo, opts.base),
    resolveSide(repo, opts.head ?? "HEAD")
  ]);
  const listings = opts.wholeTrees ? void 0 : listBothTrees(repo, baseInfo.sha, headInfo.sha);
  listings?.catch(() => void 0);
  const changes = changedFiles(repo, baseInfo.sha, headInfo.sha);
  changes.catch(() => void 0);
  const loaded2 = await configAt(repo, baseInfo.sha, configRel);
  const changed = await changes;
  const check2 = { opts, repo, configRel, tools, loaded: loaded2, changed, base: baseInfo, head: headInfo };
  const plan = opts.wholeTrees ? { reason: "asked for" } : await planSparseCheck({
    repo,
    base: baseInfo.sha,
    head: headInfo.sha,
    config: loaded2.config,
    changed,
    ...listings ? { listings } : {}
  }).catch((err) => ({
    // A listing git could not give (too large, odd names) only costs the shortcut.
    reason: `the partial plan failed: ${err instanceof Error ? err.message : String(err)}`
  }));
  if ("candidates" in plan) {
    try {
      return await checkOn(check2, plan);
    } catch (err) {
      if (!(err instanceof SparseDoubt)) throw err;
      timing(opts, `whole trees after all: ${err.message}`);
    }
  } else timing(opts, `whole trees: ${plan.reason}`);
  return checkOn(check2);
}
function timing(opts, message) {
  opts.onTiming?.(`check on ${message}`);
}
async function checkOn(c, sparse) {
  const { opts, repo } = c;
  if (sparse)
    timing(
      opts,
      `partial trees: ${sparse.candidates.size} target(s) to walk, ${sparse.files.head.length} file(s) written at head`
    );
  return withSides(
    [() => openResolved(repo, c.base, sparse?.files.base), () => openResolved(repo, c.head, sparse?.files.head)],
    async ([base, head]) => {
      if (!base || !head) throw new Error("unreachable: both sides open");
      return checkSides(c, { base, head }, sparse);
    }
  );
}
async function checkSides(c, sides, sparse) {
  const { opts, repo, configRel, tools, changed } = c;
  const { base, head } = sides;
  const { config, text: baseText, warnings } = c.loaded;
  const asked = Promise.all([
    headConfigText(repo, head.info.sha, configRel),
    remoteUrls(repo),
    branchOf(repo, opts.base)
  ]);
  asked.catch(() => void 0);
  const judges = await buildJudges(config, opts, base.root, tools);
  const [headText, repoUrls, branch] = await asked;
  const where2 = { repoUrls, branch: opts.baseBranch ?? branch };
  const { baseFound, headFound, inputs, pairs } = await pairsOf(c, { base, head, config, where: where2 }, sparse);
  const [baseRoots, headRoots] = await Promise.all([sideRootsOf(config, base.root), sideRootsOf(config, head.root)]);
  const ctx = {
    mode: "check",
    judges,
    base: baseRoots,
    head: { ...headRoots, trustedCrdDirs: baseRoots.crdDirs, submodules: head.submodules }
  };
  const cross = crossChecks({ mode: "check", config, opts, baseRoot: base.root, headRoot: head.root });
  const progress = progressReporter(opts.onProgress);
  const outcomes = await runGroups(pairs, ctx, jobsOf(opts), { crossCheck: cross.run, onTargetDone: progress });
  const extra = await changeFindings({ config, configRel, baseText, headText, baseRoots, headRoots });
  const coverage = checkCoverageFindings({
    config,
    changed,
    readBy: inputs.readBy,
    globalFiles: inputs.globalFiles,
    outcomes,
    base: baseFound,
    head: headFound
  });
  const notices = [...warnings, ...headFound.notes, ...submoduleNotices(head), ...cross.notices()];
  return assembleReport({
    mode: "check",
    outcomes,
    extraFindings: [...extra, ...coverage, ...cross.findings()],
    images: cross.images(),
    notices,
    tools: toolsOf(judges),
    base: base.info,
    head: head.info
  });
}
async function pairsOf(c, s, sparse) {
  const { opts, changed } = c;
  const { base, head, config } = s;
  const [baseFound, headFound] = await Promise.all([
    discover(base.root, config, { ...s.where, ...toolPaths(opts) }),
    discover(head.root, config, { ...s.where, ...toolPaths(opts) })
  ]);
  const inputs = await affectedBy(changed, config, base.root, head.root, sparse?.verify);
  const pairs = await pairTargets(
    baseFound.targets,
    headFound.targets,
    (t, side) => !sparse || sparse.candidates.has(targetId(t)) ? inputs.affected(t, side) : notTouched(inputs.readBy, t)
  );
  widenForCrossChecks(pairs, config);
  if (sparse) await verifyWidened(pairs, sparse, { base: base.root, head: head.root, configFile: config.file });
  return { baseFound, headFound, inputs, pairs };
}
async function changeFindings(c) {
  const extra = siteFindings(c.config, c.headRoots.refused);
  if ((c.baseText ?? "") !== c.headText) extra.push(...configChanged(c.config, c.configRel));
  extra.push(...siteFindings(c.config, await crdChangedDrafts(c.baseRoots.crdDirs, c.headRoots.crdDirs)));
  return extra.map((f) => ({ ...f, change: "introduced" }));
}
async function notTouched(readBy, target) {
  readBy.set(target, []);
  return false;
}
async function verifyWidened(pairs, sparse, roots) {
  for (const p of pairs) {
    if (!p.affected || sparse.candidates.has(p.id)) continue;
    for (const side of ["base", "head"]) {
      const target = p[side];
      if (!target) continue;
      const inputs = await targetInputs(roots[side], target, roots.configFile).catch(() => void 0);
      sparse.verify(side, target, inputs);
    }
  }
}
function configChanged(config, file) {
  return siteFindings(config, [
    {
      ruleId: "config/changed",
      message: `${file} is changed by this change; the checks here used the base revision's config, the new one applies after merge`,
      location: { file }
    }
  ]);
}

// src/run.ts
async function run(input) {
  const opts = input.timeoutSeconds && input.timeoutSeconds > 0 ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1e3 } : input;
  return opts.mode === "check" ? runCheck(opts) : runAudit(opts);
}

export {
  run
};
