import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  apiServerDrafts,
  cacheSecret,
  crdKey,
  crdRuleDrafts,
  dns1035Label,
  dns1123Subdomain,
  hasTransitionRules,
  introductionTable,
  makeRegExpEngine,
  readCrdDir,
  removalTable,
  schemasOfCrd,
  signatureMatches,
  signatureOf,
  translateRe2,
  whyNotServed
} from "./chunk-AY36APSX.js";
import {
  require_dist
} from "./chunk-G6UY35R2.js";
import {
  require_ajv,
  require_code,
  require_scope,
  require_uri,
  require_validation_error
} from "./chunk-BNZOBEEZ.js";
import {
  createSchemaBase,
  hashJson,
  hashText
} from "./chunk-6RG2LXPG.js";
import {
  compareVersions,
  displayLocation,
  expandTemplate,
  minorVersion
} from "./chunk-QMC5NZGM.js";
import {
  compiledCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  require_mod
} from "./chunk-W4UYNDBW.js";
import {
  apiGroup
} from "./chunk-XY7PLT3O.js";
import {
  require_equal,
  require_ucs2length
} from "./chunk-ZD4QIQZI.js";
import {
  isCredentialPath
} from "./chunk-URNH3GDA.js";
import {
  memoised
} from "./chunk-3G6HCZXA.js";
import {
  escapePointerToken,
  isObject,
  unescapePointerToken
} from "./chunk-LYFTJUJU.js";
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

// node_modules/ajv/dist/runtime/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/ajv/dist/runtime/timestamp.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var DT_SEPARATOR = /t|\s/i;
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:z|([+-]\d\d)(?::?(\d\d))?)$/i;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function validTimestamp(str, allowDate) {
      const dt = str.split(DT_SEPARATOR);
      return dt.length === 2 && validDate(dt[0]) && validTime(dt[1]) || allowDate && dt.length === 1 && validDate(dt[0]);
    }
    exports.default = validTimestamp;
    function validDate(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const y = +matches[1];
      const m = +matches[2];
      const d = +matches[3];
      return m >= 1 && m <= 12 && d >= 1 && (d <= DAYS[m] || // leap year: https://tools.ietf.org/html/rfc3339#appendix-C
      m === 2 && d === 29 && (y % 100 === 0 ? y % 400 === 0 : y % 4 === 0));
    }
    function validTime(str) {
      const matches = TIME.exec(str);
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

// src/schema/validator.ts
import path2 from "node:path";

// src/schema/compiler.ts
var import_standalone = __toESM(require_standalone(), 1);

// src/schema/ajv-factory.ts
var import_ajv = __toESM(require_ajv(), 1);
import { createHash } from "node:crypto";

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
var import_ajv_formats = __toESM(require_dist(), 1);

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
  return createHash("sha256").update(parts.join("\0")).digest("hex");
}

// src/schema/compiled-cache.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
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
      text = readFileSync(this.file(key), "utf8");
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
    const header = {
      format: FORMAT,
      ajv: AJV_VERSION,
      key,
      mac: signatureOf([key, code], this.secret).toString("hex")
    };
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(tmp, `${MAGIC}${JSON.stringify(header)}
${code}`);
      renameSync(tmp, file);
    } catch {
      rmSync(tmp, { force: true });
    }
  }
  /** Removes an entry whose code did not evaluate to a validator. */
  drop(key) {
    if (!this.dir) return;
    try {
      rmSync(this.file(key), { force: true });
    } catch {
    }
  }
  file(key) {
    return path.join(this.dir ?? "", `${key}.cjs`);
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
  const ok = header.format === FORMAT && header.ajv === AJV_VERSION && header.key === key && signatureMatches(header.mac, signatureOf([key, body], secret));
  return ok ? body : void 0;
}
function sha256(text) {
  return createHash2("sha256").update(text).digest("hex");
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
  if (open || !strict) {
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
    return memoised(this.ids, name, () => {
      const lines = this.closureOf(name).map((n) => `${n} ${this.def(n)?.hash ?? "missing"}`);
      return `dg:def:${hashText(`${lines.join("\n")}
root ${name}`)}`;
    });
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
    return memoised(this.closures, name, () => {
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
      return [...seen].sort();
    });
  }
  def(name) {
    if (!Object.hasOwn(this.schemas, name)) return void 0;
    return memoised(this.defs, name, () => {
      const refs = [];
      const ref = (r) => {
        if (r.startsWith(PREFIX)) refs.push(unescapePointerToken(r.slice(PREFIX.length)));
        return r;
      };
      const t = transformSchema(this.schemas[name], { strict: this.strict, ref });
      return { hash: hashText(JSON.stringify(t)), refs };
    });
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
    const g = memoised(this.graphs, docHash, () => new OpenApiGraph(schemas, this.strict));
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
    return memoised(this.dirs, dir, () => readCrdDir(dir));
  }
  /** `--crd-schema-location` templates, memoised per kind for the whole run. */
  fromLocations(group, version, kind) {
    const key = crdKey(group, version, kind);
    return memoised(this.remote, key, () => this.readLocations(group, version, kind));
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
    const fromDirs = (list) => list.map((i) => i.schemas.get(key)).find((s) => s !== void 0);
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
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicy-QKOI4TEE.js"),
  "admissionregistration.k8s.io/v1/MutatingAdmissionPolicyBinding": () => import("./IoK8sApiAdmissionregistrationV1MutatingAdmissionPolicyBinding-HALNH5NE.js"),
  "admissionregistration.k8s.io/v1/MutatingWebhookConfiguration": () => import("./IoK8sApiAdmissionregistrationV1MutatingWebhookConfiguration-EIIW33NP.js"),
  "admissionregistration.k8s.io/v1/ValidatingAdmissionPolicy": () => import("./IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicy-O5FSHZPA.js"),
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
  "apps/v1beta1/Deployment": () => import("./IoK8sApiAppsV1beta1Deployment-APTNSCO3.js"),
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
  "batch/v1/CronJob": () => import("./IoK8sApiBatchV1CronJob-ATCXT44S.js"),
  "batch/v1/Job": () => import("./IoK8sApiBatchV1Job-TLZ7MAMW.js"),
  "batch/v1beta1/CronJob": () => import("./IoK8sApiBatchV1beta1CronJob-NRFXHTNE.js"),
  "certificates.k8s.io/v1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1CertificateSigningRequest-PCMKPGQT.js"),
  "certificates.k8s.io/v1beta1/CertificateSigningRequest": () => import("./IoK8sApiCertificatesV1beta1CertificateSigningRequest-PA6SV4DR.js"),
  "coordination.k8s.io/v1/Lease": () => import("./IoK8sApiCoordinationV1Lease-Q2SJXUSA.js"),
  "coordination.k8s.io/v1beta1/Lease": () => import("./IoK8sApiCoordinationV1beta1Lease-Z4HRV4WG.js"),
  "discovery.k8s.io/v1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1EndpointSlice-UTZ4RMJQ.js"),
  "discovery.k8s.io/v1beta1/EndpointSlice": () => import("./IoK8sApiDiscoveryV1beta1EndpointSlice-SOADZOFD.js"),
  "events.k8s.io/v1/Event": () => import("./IoK8sApiEventsV1Event-ZMYH632Y.js"),
  "events.k8s.io/v1beta1/Event": () => import("./IoK8sApiEventsV1beta1Event-OXATNKE2.js"),
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
  "resource.k8s.io/v1/ResourceClaim": () => import("./IoK8sApiResourceV1ResourceClaim-CU7OQBX2.js"),
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
  "v1/Event": () => import("./IoK8sApiCoreV1Event-4LTIEP67.js"),
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
  const path3 = `${err.instancePath}/${escapePointerToken(field)}`;
  const known = Object.keys(err.parentSchema?.properties ?? {});
  const guess = suggest(field, known);
  const location = resource.locate(path3);
  const hint = guess ? `; did you mean "${guess}"?` : "";
  return {
    ruleId: "schema/unknown-field",
    message: `unknown field "${field}" at ${path3}${hint}${at(location)}`,
    resource,
    path: path3,
    location,
    remediation: guess ? `rename "${field}" to "${guess}"` : `remove "${field}" or check the apiVersion/kind it belongs to`
  };
}
function invalid(resource, err, against) {
  const path3 = err.instancePath || "";
  const location = resource.locate(path3);
  const showValues = !isCredentialPath(resource.object, path3);
  return {
    ruleId: "schema/invalid",
    message: `${path3 || "/"} ${describe(err, showValues)} (${against})${at(location)}`,
    resource,
    path: path3,
    location,
    fingerprintKey: err.keyword
  };
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

// src/schema/target-run.ts
var TargetRun = class {
  constructor(version, strict, dirNames, apiServer = true) {
    this.version = version;
    this.strict = strict;
    this.dirNames = dirNames;
    this.apiServer = apiServer;
  }
  version;
  strict;
  dirNames;
  apiServer;
  drafts = [];
  notes = /* @__PURE__ */ new Set();
  /** Objects validated against the OpenAPI documents, and against a CRD schema. */
  openapi = 0;
  custom = 0;
  unvalidated = 0;
  embeddedKinds = /* @__PURE__ */ new Set();
  embeddedCount = 0;
  embeddedReason;
  /** Built-in objects neither the OpenAPI nor the embedded models could check. */
  builtinUnchecked = 0;
  transitionRules = [];
  add(...drafts) {
    this.drafts.push(...drafts);
  }
  addNotes(notes) {
    for (const n of notes) this.notes.add(n);
  }
  countEmbedded(kind, reason) {
    this.embeddedCount++;
    this.embeddedKinds.add(kind);
    this.embeddedReason ??= reason;
  }
  /** An object whose apiVersion or kind is not a valid name: its finding; it is not validated. */
  invalidIdentity(draft) {
    this.unvalidated++;
    this.drafts.push(draft);
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
    for (const [dir, shown] of this.dirNames) if (entry.includes(dir)) return entry.replace(dir, shown);
    return entry;
  }
  finish(source) {
    const counts = { validated: this.openapi + this.custom + this.embeddedCount, unvalidated: this.unvalidated };
    const notes = [...this.notes];
    const transitions = this.transitionRules.length > 0 ? { transitionRules: this.transitionRules } : {};
    if (this.embeddedCount === 0 && !("reason" in source))
      return { drafts: this.drafts, level: "openapi", notes, counts, ...transitions };
    const reason = this.embeddedReason ?? ("reason" in source ? source.reason : "unknown");
    if (this.strict && this.embeddedCount > 0) this.drafts.push(this.strictNotRun(reason));
    const level = this.embeddedCount === 0 && this.builtinUnchecked > 0 ? "none" : "embedded";
    return { drafts: this.drafts, level, reason, notes, counts, ...transitions };
  }
  /** Strict checks that could not run are said, not skipped: one inconclusive finding per target. */
  strictNotRun(reason) {
    const kinds = [...this.embeddedKinds].sort().join(", ");
    return {
      ruleId: "schema/unknown-field",
      verdict: "inconclusive",
      message: `unknown fields were not checked for ${this.embeddedCount} built-in object(s) (${kinds}): ${reason}; only the embedded kubernetes-models schemas ran (types, required fields, formats)`,
      remediation: "warm the schema cache named above: run once with network access (it keeps every document it fetches; in CI restore that folder with actions/cache), or give --schema-location a local copy, and run again",
      fingerprintKey: "strict-unavailable"
    };
  }
};

// src/schema/object-identity.ts
var KIND = /^[A-Za-z]([-A-Za-z0-9]*[A-Za-z0-9])?$/;
function isValidApiVersion(apiVersion) {
  const slash = apiVersion.indexOf("/");
  const group = slash < 0 ? void 0 : apiVersion.slice(0, slash);
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  if (group !== void 0 && dns1123Subdomain(group).length > 0) return false;
  return dns1035Label(version).length === 0;
}
function isValidKind(kind) {
  return kind.length <= 63 && KIND.test(kind);
}
function invalidIdentity(resource) {
  const { apiVersion, kind } = resource.ref;
  const field = !isValidApiVersion(apiVersion) ? "apiVersion" : !isValidKind(kind) ? "kind" : void 0;
  if (!field) return void 0;
  const value = field === "apiVersion" ? apiVersion : kind;
  const expected = field === "apiVersion" ? "a group (DNS subdomain) and a version (DNS label), like apps/v1 or v1" : "a name of letters, digits and dashes, starting with a letter, like Deployment";
  return {
    ruleId: "schema/invalid",
    message: `${field} ${JSON.stringify(value)} is not a valid ${field}: expected ${expected}. The API server refuses the object, and no schema is looked up for it`,
    resource,
    path: `/${field}`,
    remediation: `fix the object's ${field}`,
    fingerprintKey: `identity-${field}`
  };
}

// src/schema/validator.ts
function createSchemaValidator(opts, base = createSchemaBase(opts)) {
  const { fetcher, builtin } = base;
  const compiler = new SchemaCompiler(opts.strict, { cacheDir: compiledCacheDir(base.cacheDir) });
  const crds = new CrdResolver(fetcher, opts.crdLocations);
  return {
    servedApiVersions: (env) => base.servedApiVersions(env),
    async validateTarget(resources, env, per) {
      const version = minorVersion(env.kubernetesVersion);
      if (!version)
        throw new Error(
          `environment ${env.name}: kubernetesVersion "${env.kubernetesVersion}" is not a Kubernetes version`
        );
      const dirs = per?.crdDirs ?? opts.crdDirs;
      const targetCrds = await crds.forTarget(resources, dirs, per?.trustedCrdDirs ?? []);
      const run = new TargetRun(version, opts.strict, displayDirs(dirs, per?.repoRoot), opts.apiServer ?? true);
      for (const resource of resources) {
        const invalid2 = invalidIdentity(resource);
        if (invalid2) run.invalidIdentity(invalid2);
        else if (removalTable().builtinGroups.has(apiGroup(resource.ref.apiVersion)))
          await validateBuiltin(run, builtin, compiler, resource);
        else await validateCustom(run, compiler, targetCrds, resource);
      }
      run.addNotes(targetCrds.notes);
      return run.finish(await builtin.source(version));
    }
  };
}
async function validateBuiltin(run, builtin, compiler, resource) {
  const { apiVersion, kind } = resource.ref;
  const found = await builtin.lookup(run.version, apiVersion, kind);
  if (found.status === "ok") {
    run.openapi++;
    const compile = () => compiler.fromOpenApiDoc(found.docHash, found.schemas, found.name);
    run.add(...check(resource, compile, `Kubernetes ${run.version} OpenAPI`, run));
    if (run.apiServer) run.add(...apiServerDrafts(resource, run.version));
    return;
  }
  if (removedByTable(apiVersion, kind, run.version)) return;
  if (found.status === "absent") {
    const notYet = notYetServed(resource, run.version);
    if (notYet) return run.add(notYet);
    run.add({
      ruleId: "api/removed",
      message: `${apiVersion} ${kind} is not served by Kubernetes ${run.version}: the ${run.version} OpenAPI (${found.from}) has no such kind`,
      resource,
      path: "/apiVersion",
      remediation: "use an apiVersion this Kubernetes version serves (kubectl api-resources)"
    });
    return;
  }
  await validateEmbedded(run, resource, found.reason);
}
function notYetServed(resource, version) {
  const { apiVersion, kind } = resource.ref;
  const why = whyNotServed(apiVersion, kind, version, introductionTable());
  if (why.why === "removed") return void 0;
  const base = { ruleId: "api/not-yet-served", resource, path: "/apiVersion" };
  if (why.why === "newer")
    return {
      ...base,
      message: `${apiVersion} ${kind} is first served by Kubernetes ${why.since}; this environment's Kubernetes ${version} does not serve it`,
      remediation: `set kubernetesVersion to the cluster's version (${why.since} or later serves it), or use an apiVersion ${version} serves`
    };
  return {
    ...base,
    verdict: "inconclusive",
    message: `${apiVersion} ${kind} is not served by Kubernetes ${version} nor by any release deploy-gate knows (through ${why.newest}): a newer release may serve it, or the apiVersion is mistyped`,
    remediation: `check the apiVersion (kubectl api-resources on the cluster); if a release after ${why.newest} serves it, update deploy-gate`
  };
}
var embeddedModels = /* @__PURE__ */ new Map();
function embeddedModel(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  return memoised(embeddedModels, key, () => EMBEDDED_KINDS[key]?.() ?? Promise.resolve(void 0));
}
async function validateEmbedded(run, resource, reason) {
  const { apiVersion, kind } = resource.ref;
  const embedded = await embeddedModel(apiVersion, kind);
  if (!embedded) {
    run.builtinUnchecked++;
    run.notFound(resource, [reason, `kubernetes-models ${EMBEDDED_MODELS_VERSION} (no model for this kind)`]);
    return;
  }
  run.countEmbedded(kind, reason);
  const against = `embedded kubernetes-models ${EMBEDDED_MODELS_VERSION}; the ${run.version} OpenAPI could not be read`;
  const errors = embedded.validate(resource.object) ? [] : [...embedded.validate.errors ?? []];
  run.add(...errorsToDrafts(resource, errors, against));
  if (run.apiServer) run.add(...apiServerDrafts(resource, run.version));
}
async function validateCustom(run, compiler, crds, resource) {
  const { apiVersion, kind } = resource.ref;
  const slash = apiVersion.indexOf("/");
  const got = await crds.lookup(apiGroup(apiVersion), apiVersion.slice(slash + 1), kind);
  if (got.status === "not-found") {
    run.notFound(
      resource,
      got.lookedIn.map((l) => run.displayLooked(l))
    );
    return;
  }
  const { found } = got;
  if (!found.served) {
    run.add({
      ruleId: "api/removed",
      message: `${apiVersion} ${kind}: version ${apiVersion.slice(slash + 1)} is not served (served: false in ${found.from})`,
      resource,
      path: "/apiVersion"
    });
    return;
  }
  run.custom++;
  const namespace = resource.object["metadata"]?.namespace;
  if (found.scope === "Cluster" && typeof namespace === "string" && namespace !== "") {
    run.add({
      ruleId: "schema/invalid",
      message: `${kind} is cluster-scoped (${found.from}) but has metadata.namespace "${namespace}"`,
      resource,
      path: "/metadata/namespace",
      remediation: "remove metadata.namespace",
      fingerprintKey: "scope"
    });
  }
  const drafts = check(resource, () => compiler.fromSchema(found.schema), found.from, run);
  run.add(...drafts);
  if (drafts.length > 0) return;
  run.add(...crdRuleDrafts(resource, found.schema, found.from));
  if (hasTransitionRules(found.schema)) run.transitionRules.push({ resource, schema: found.schema, from: found.from });
}
function check(resource, compile, against, run) {
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
    run.addNotes([
      `pattern ${JSON.stringify(p)} in ${against} is not a valid JavaScript regular expression even after RE2 translation: not checked`
    ]);
  return errorsToDrafts(resource, schema.validate(resource.object), against);
}
function removedByTable(apiVersion, kind, version) {
  const row = removalTable().byKind.get(`${apiVersion}/${kind}`);
  return row !== void 0 && row.removedIn !== null && compareVersions(version, row.removedIn) >= 0;
}
function displayDirs(dirs, repoRoot) {
  return new Map(dirs.map((d) => [d, repoRoot ? path2.relative(repoRoot, d) || "." : d]));
}

export {
  createSchemaValidator
};
