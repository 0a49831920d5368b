import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  templateNamed
} from "./chunk-R2VJKQP5.js";
import {
  fastStream
} from "./chunk-RGSKBEFI.js";
import {
  require_equal,
  require_ucs2length
} from "./chunk-ZD4QIQZI.js";
import {
  ruleInfo
} from "./chunk-B5ULDP4D.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/checks/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";

// src/checks/check-validators.generated.js
var import_equal = __toESM(require_equal(), 1);
var import_ucs2length = __toESM(require_ucs2length(), 1);
function exportsOf(m) {
  return typeof m === "function" ? { default: m } : m;
}
var runtime_equal = exportsOf(import_equal.default);
var runtime_ucs2length = exportsOf(import_ucs2length.default);
var checkFile = validate0;
var schema0 = { "type": "object", "properties": { "template": { "type": "string", "minLength": 1 }, "description": { "type": "string", "minLength": 1 }, "why": { "type": "string", "minLength": 1 }, "remediation": { "type": "string", "minLength": 1 }, "params": { "type": "object" }, "severity": { "enum": ["error", "warning", "note"] }, "severityNote": { "type": "string", "minLength": 1 }, "pack": { "enum": ["pss-baseline", "pss-restricted"] }, "examples": { "type": "object", "properties": { "pass": { "type": "string", "minLength": 1 }, "fail": { "type": "string", "minLength": 1 } }, "required": ["pass", "fail"], "additionalProperties": false } }, "required": ["template", "description", "why", "remediation"], "additionalProperties": false };
var func0 = Object.prototype.hasOwnProperty;
var func1 = runtime_ucs2length.default;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.template === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "template" }, message: "must have required property 'template'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.why === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "why" }, message: "must have required property 'why'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.remediation === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "remediation" }, message: "must have required property 'remediation'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.template !== void 0) {
      let data0 = data.template;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err5 = { instancePath: instancePath + "/template", schemaPath: "#/properties/template/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/template", schemaPath: "#/properties/template/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err7 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.why !== void 0) {
      let data2 = data.why;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err9 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.remediation !== void 0) {
      let data3 = data.remediation;
      if (typeof data3 === "string") {
        if (func1(data3) < 1) {
          const err11 = { instancePath: instancePath + "/remediation", schemaPath: "#/properties/remediation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/remediation", schemaPath: "#/properties/remediation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      let data4 = data.params;
      if (!(data4 && typeof data4 == "object" && !Array.isArray(data4))) {
        const err13 = { instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.severity !== void 0) {
      let data5 = data.severity;
      if (!(data5 === "error" || data5 === "warning" || data5 === "note")) {
        const err14 = { instancePath: instancePath + "/severity", schemaPath: "#/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.severity.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.severityNote !== void 0) {
      let data6 = data.severityNote;
      if (typeof data6 === "string") {
        if (func1(data6) < 1) {
          const err15 = { instancePath: instancePath + "/severityNote", schemaPath: "#/properties/severityNote/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = { instancePath: instancePath + "/severityNote", schemaPath: "#/properties/severityNote/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.pack !== void 0) {
      let data7 = data.pack;
      if (!(data7 === "pss-baseline" || data7 === "pss-restricted")) {
        const err17 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/enum", keyword: "enum", params: { allowedValues: schema0.properties.pack.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data8 = data.examples;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.pass === void 0) {
          const err18 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/required", keyword: "required", params: { missingProperty: "pass" }, message: "must have required property 'pass'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data8.fail === void 0) {
          const err19 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/required", keyword: "required", params: { missingProperty: "fail" }, message: "must have required property 'fail'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        for (const key1 in data8) {
          if (!(key1 === "pass" || key1 === "fail")) {
            const err20 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data8.pass !== void 0) {
          let data9 = data8.pass;
          if (typeof data9 === "string") {
            if (func1(data9) < 1) {
              const err21 = { instancePath: instancePath + "/examples/pass", schemaPath: "#/properties/examples/properties/pass/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = { instancePath: instancePath + "/examples/pass", schemaPath: "#/properties/examples/properties/pass/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data8.fail !== void 0) {
          let data10 = data8.fail;
          if (typeof data10 === "string") {
            if (func1(data10) < 1) {
              const err23 = { instancePath: instancePath + "/examples/fail", schemaPath: "#/properties/examples/properties/fail/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = { instancePath: instancePath + "/examples/fail", schemaPath: "#/properties/examples/properties/fail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
var template0 = validate1;
var schema1 = { "type": "object", "properties": { "mutableTags": { "description": "Tags (globs, case-sensitive) that are moved on purpose and so do not identify one image.", "type": "array", "items": { "type": "string", "minLength": 1 }, "default": ["latest"] }, "requireTag": { "description": "Also report references with neither tag nor digest (the runtime pulls `:latest`).", "type": "boolean", "default": true }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "init", "sidecar", "ephemeral"] } }, "additionalProperties": false };
var func9 = runtime_equal.default;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mutableTags === void 0) {
      data.mutableTags = ["latest"];
    }
    if (data.requireTag === void 0) {
      data.requireTag = true;
    }
    if (data.roles === void 0) {
      data.roles = ["container", "init", "sidecar", "ephemeral"];
    }
    for (const key0 in data) {
      if (!(key0 === "mutableTags" || key0 === "requireTag" || key0 === "roles")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.mutableTags;
    if (Array.isArray(data0)) {
      const len0 = data0.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data1 = data0[i0];
        if (typeof data1 === "string") {
          if (func1(data1) < 1) {
            const err1 = { instancePath: instancePath + "/mutableTags/" + i0, schemaPath: "#/properties/mutableTags/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        } else {
          const err2 = { instancePath: instancePath + "/mutableTags/" + i0, schemaPath: "#/properties/mutableTags/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    } else {
      const err3 = { instancePath: instancePath + "/mutableTags", schemaPath: "#/properties/mutableTags/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (typeof data.requireTag !== "boolean") {
      const err4 = { instancePath: instancePath + "/requireTag", schemaPath: "#/properties/requireTag/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data3 = data.roles;
    if (Array.isArray(data3)) {
      const len1 = data3.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data4 = data3[i1];
        if (!(data4 === "container" || data4 === "init" || data4 === "sidecar" || data4 === "ephemeral")) {
          const err5 = { instancePath: instancePath + "/roles/" + i1, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema1.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      let i2 = data3.length;
      let j0;
      if (i2 > 1) {
        outer0:
          for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func9(data3[i2], data3[j0])) {
                const err6 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err7 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
var template1 = validate2;
var schema2 = { "type": "object", "properties": { "algorithms": { "description": "Digest algorithms that count as pinned.", "type": "array", "items": { "enum": ["sha256", "sha384", "sha512"] }, "minItems": 1, "default": ["sha256"] }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "init", "sidecar", "ephemeral"] } }, "additionalProperties": false };
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.algorithms === void 0) {
      data.algorithms = ["sha256"];
    }
    if (data.roles === void 0) {
      data.roles = ["container", "init", "sidecar", "ephemeral"];
    }
    for (const key0 in data) {
      if (!(key0 === "algorithms" || key0 === "roles")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.algorithms;
    if (Array.isArray(data0)) {
      if (data0.length < 1) {
        const err1 = { instancePath: instancePath + "/algorithms", schemaPath: "#/properties/algorithms/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      const len0 = data0.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data1 = data0[i0];
        if (!(data1 === "sha256" || data1 === "sha384" || data1 === "sha512")) {
          const err2 = { instancePath: instancePath + "/algorithms/" + i0, schemaPath: "#/properties/algorithms/items/enum", keyword: "enum", params: { allowedValues: schema2.properties.algorithms.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    } else {
      const err3 = { instancePath: instancePath + "/algorithms", schemaPath: "#/properties/algorithms/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    let data2 = data.roles;
    if (Array.isArray(data2)) {
      const len1 = data2.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data3 = data2[i1];
        if (!(data3 === "container" || data3 === "init" || data3 === "sidecar" || data3 === "ephemeral")) {
          const err4 = { instancePath: instancePath + "/roles/" + i1, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema2.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
      let i2 = data2.length;
      let j0;
      if (i2 > 1) {
        outer0:
          for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func9(data2[i2], data2[j0])) {
                const err5 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err6 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
var template2 = validate3;
var schema3 = { "type": "object", "properties": { "allowed": { "description": "Globs matched against the normalised image name, e.g. `ghcr.io/acme/**` or `registry.example.com:5000/**`.", "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "init", "sidecar", "ephemeral"] } }, "required": ["allowed"], "additionalProperties": false };
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.roles === void 0) {
      data.roles = ["container", "init", "sidecar", "ephemeral"];
    }
    if (data.allowed === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "allowed" }, message: "must have required property 'allowed'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "allowed" || key0 === "roles")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.allowed !== void 0) {
      let data0 = data.allowed;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = { instancePath: instancePath + "/allowed", schemaPath: "#/properties/allowed/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === "string") {
            if (func1(data1) < 1) {
              const err3 = { instancePath: instancePath + "/allowed/" + i0, schemaPath: "#/properties/allowed/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/allowed/" + i0, schemaPath: "#/properties/allowed/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/allowed", schemaPath: "#/properties/allowed/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    let data2 = data.roles;
    if (Array.isArray(data2)) {
      const len1 = data2.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data3 = data2[i1];
        if (!(data3 === "container" || data3 === "init" || data3 === "sidecar" || data3 === "ephemeral")) {
          const err6 = { instancePath: instancePath + "/roles/" + i1, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema3.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      let i2 = data2.length;
      let j0;
      if (i2 > 1) {
        outer0:
          for (; i2--; ) {
            for (j0 = i2; j0--; ) {
              if (func9(data2[i2], data2[j0])) {
                const err7 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i2, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i2 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err8 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
var template3 = validate4;
var schema4 = { "type": "object", "properties": { "field": { "description": "Which part of `resources` must be set: `requests` or `limits`.", "enum": ["requests", "limits"] }, "resources": { "description": "Resource names that must be set.", "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1, "uniqueItems": true, "default": ["cpu", "memory"] }, "limitsCountAsRequests": { "description": "A limit without a request counts as the request (Kubernetes copies it).", "type": "boolean", "default": true }, "honorLimitRanges": { "description": "A LimitRange default in the same namespace turns the finding into a note that names it.", "type": "boolean", "default": true }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "sidecar", "init"] } }, "required": ["field"], "additionalProperties": false };
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resources === void 0) {
      data.resources = ["cpu", "memory"];
    }
    if (data.limitsCountAsRequests === void 0) {
      data.limitsCountAsRequests = true;
    }
    if (data.honorLimitRanges === void 0) {
      data.honorLimitRanges = true;
    }
    if (data.roles === void 0) {
      data.roles = ["container", "sidecar", "init"];
    }
    if (data.field === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "field" }, message: "must have required property 'field'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "field" || key0 === "resources" || key0 === "limitsCountAsRequests" || key0 === "honorLimitRanges" || key0 === "roles")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.field !== void 0) {
      let data0 = data.field;
      if (!(data0 === "requests" || data0 === "limits")) {
        const err2 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/enum", keyword: "enum", params: { allowedValues: schema4.properties.field.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    let data1 = data.resources;
    if (Array.isArray(data1)) {
      if (data1.length < 1) {
        const err3 = { instancePath: instancePath + "/resources", schemaPath: "#/properties/resources/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      const len0 = data1.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data2 = data1[i0];
        if (typeof data2 === "string") {
          if (func1(data2) < 1) {
            const err4 = { instancePath: instancePath + "/resources/" + i0, schemaPath: "#/properties/resources/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        } else {
          const err5 = { instancePath: instancePath + "/resources/" + i0, schemaPath: "#/properties/resources/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      let i1 = data1.length;
      let j0;
      if (i1 > 1) {
        const indices0 = {};
        for (; i1--; ) {
          let item0 = data1[i1];
          if (typeof item0 !== "string") {
            continue;
          }
          if (typeof indices0[item0] == "number") {
            j0 = indices0[item0];
            const err6 = { instancePath: instancePath + "/resources", schemaPath: "#/properties/resources/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
            break;
          }
          indices0[item0] = i1;
        }
      }
    } else {
      const err7 = { instancePath: instancePath + "/resources", schemaPath: "#/properties/resources/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (typeof data.limitsCountAsRequests !== "boolean") {
      const err8 = { instancePath: instancePath + "/limitsCountAsRequests", schemaPath: "#/properties/limitsCountAsRequests/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (typeof data.honorLimitRanges !== "boolean") {
      const err9 = { instancePath: instancePath + "/honorLimitRanges", schemaPath: "#/properties/honorLimitRanges/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data5 = data.roles;
    if (Array.isArray(data5)) {
      const len1 = data5.length;
      for (let i2 = 0; i2 < len1; i2++) {
        let data6 = data5[i2];
        if (!(data6 === "container" || data6 === "init" || data6 === "sidecar" || data6 === "ephemeral")) {
          const err10 = { instancePath: instancePath + "/roles/" + i2, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema4.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
      let i3 = data5.length;
      let j1;
      if (i3 > 1) {
        outer0:
          for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func9(data5[i3], data5[j1])) {
                const err11 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err12 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
var template4 = validate5;
var schema5 = { "type": "object", "properties": { "capabilities": { "description": "Added capabilities that count as privileged too (e.g. `SYS_ADMIN`, `ALL`). Empty: only `privileged: true`.", "type": "array", "items": { "type": "string", "minLength": 1 }, "uniqueItems": true, "default": [] }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "init", "sidecar", "ephemeral"] } }, "additionalProperties": false };
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.capabilities === void 0) {
      data.capabilities = [];
    }
    if (data.roles === void 0) {
      data.roles = ["container", "init", "sidecar", "ephemeral"];
    }
    for (const key0 in data) {
      if (!(key0 === "capabilities" || key0 === "roles")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.capabilities;
    if (Array.isArray(data0)) {
      const len0 = data0.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data1 = data0[i0];
        if (typeof data1 === "string") {
          if (func1(data1) < 1) {
            const err1 = { instancePath: instancePath + "/capabilities/" + i0, schemaPath: "#/properties/capabilities/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        } else {
          const err2 = { instancePath: instancePath + "/capabilities/" + i0, schemaPath: "#/properties/capabilities/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      let i1 = data0.length;
      let j0;
      if (i1 > 1) {
        const indices0 = {};
        for (; i1--; ) {
          let item0 = data0[i1];
          if (typeof item0 !== "string") {
            continue;
          }
          if (typeof indices0[item0] == "number") {
            j0 = indices0[item0];
            const err3 = { instancePath: instancePath + "/capabilities", schemaPath: "#/properties/capabilities/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
            break;
          }
          indices0[item0] = i1;
        }
      }
    } else {
      const err4 = { instancePath: instancePath + "/capabilities", schemaPath: "#/properties/capabilities/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data2 = data.roles;
    if (Array.isArray(data2)) {
      const len1 = data2.length;
      for (let i2 = 0; i2 < len1; i2++) {
        let data3 = data2[i2];
        if (!(data3 === "container" || data3 === "init" || data3 === "sidecar" || data3 === "ephemeral")) {
          const err5 = { instancePath: instancePath + "/roles/" + i2, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema5.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
      let i3 = data2.length;
      let j1;
      if (i3 > 1) {
        outer0:
          for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func9(data2[i3], data2[j1])) {
                const err6 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err7 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate5.errors = vErrors;
  return errors === 0;
}
var template5 = validate6;
var schema6 = { "type": "object", "properties": { "taintKeys": { "description": "Taint keys that mark GPU nodes.", "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1, "default": ["nvidia.com/gpu", "amd.com/gpu"] }, "taintEffect": { "description": "Effect of the GPU node taint (for the reverse case).", "enum": ["NoSchedule", "PreferNoSchedule", "NoExecute"], "default": "NoSchedule" }, "gpuResources": { "description": "Extended resource names (globs) that are GPUs; the config's GPU resources are added.", "type": "array", "items": { "type": "string", "minLength": 1 }, "default": ["nvidia.com/gpu", "nvidia.com/mig-*", "amd.com/gpu", "gpu.intel.com/*"] }, "tolerationWithoutRequest": { "description": "Report a GPU toleration in a pod that requests no GPU.", "type": "boolean", "default": true }, "requestWithoutToleration": { "description": "Report a GPU request in a pod that tolerates no GPU taint. Turn on where GPU nodes are tainted and the ExtendedResourceToleration admission plugin is off.", "type": "boolean", "default": false }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "sidecar", "init"] } }, "additionalProperties": false };
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.taintKeys === void 0) {
      data.taintKeys = ["nvidia.com/gpu", "amd.com/gpu"];
    }
    if (data.taintEffect === void 0) {
      data.taintEffect = "NoSchedule";
    }
    if (data.gpuResources === void 0) {
      data.gpuResources = ["nvidia.com/gpu", "nvidia.com/mig-*", "amd.com/gpu", "gpu.intel.com/*"];
    }
    if (data.tolerationWithoutRequest === void 0) {
      data.tolerationWithoutRequest = true;
    }
    if (data.requestWithoutToleration === void 0) {
      data.requestWithoutToleration = false;
    }
    if (data.roles === void 0) {
      data.roles = ["container", "sidecar", "init"];
    }
    for (const key0 in data) {
      if (!(key0 === "taintKeys" || key0 === "taintEffect" || key0 === "gpuResources" || key0 === "tolerationWithoutRequest" || key0 === "requestWithoutToleration" || key0 === "roles")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.taintKeys;
    if (Array.isArray(data0)) {
      if (data0.length < 1) {
        const err1 = { instancePath: instancePath + "/taintKeys", schemaPath: "#/properties/taintKeys/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      const len0 = data0.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data1 = data0[i0];
        if (typeof data1 === "string") {
          if (func1(data1) < 1) {
            const err2 = { instancePath: instancePath + "/taintKeys/" + i0, schemaPath: "#/properties/taintKeys/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        } else {
          const err3 = { instancePath: instancePath + "/taintKeys/" + i0, schemaPath: "#/properties/taintKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    } else {
      const err4 = { instancePath: instancePath + "/taintKeys", schemaPath: "#/properties/taintKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data2 = data.taintEffect;
    if (!(data2 === "NoSchedule" || data2 === "PreferNoSchedule" || data2 === "NoExecute")) {
      const err5 = { instancePath: instancePath + "/taintEffect", schemaPath: "#/properties/taintEffect/enum", keyword: "enum", params: { allowedValues: schema6.properties.taintEffect.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    let data3 = data.gpuResources;
    if (Array.isArray(data3)) {
      const len1 = data3.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data4 = data3[i1];
        if (typeof data4 === "string") {
          if (func1(data4) < 1) {
            const err6 = { instancePath: instancePath + "/gpuResources/" + i1, schemaPath: "#/properties/gpuResources/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        } else {
          const err7 = { instancePath: instancePath + "/gpuResources/" + i1, schemaPath: "#/properties/gpuResources/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    } else {
      const err8 = { instancePath: instancePath + "/gpuResources", schemaPath: "#/properties/gpuResources/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (typeof data.tolerationWithoutRequest !== "boolean") {
      const err9 = { instancePath: instancePath + "/tolerationWithoutRequest", schemaPath: "#/properties/tolerationWithoutRequest/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (typeof data.requestWithoutToleration !== "boolean") {
      const err10 = { instancePath: instancePath + "/requestWithoutToleration", schemaPath: "#/properties/requestWithoutToleration/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    let data7 = data.roles;
    if (Array.isArray(data7)) {
      const len2 = data7.length;
      for (let i2 = 0; i2 < len2; i2++) {
        let data8 = data7[i2];
        if (!(data8 === "container" || data8 === "init" || data8 === "sidecar" || data8 === "ephemeral")) {
          const err11 = { instancePath: instancePath + "/roles/" + i2, schemaPath: "#/properties/roles/items/enum", keyword: "enum", params: { allowedValues: schema6.properties.roles.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
      let i3 = data7.length;
      let j0;
      if (i3 > 1) {
        outer0:
          for (; i3--; ) {
            for (j0 = i3; j0--; ) {
              if (func9(data7[i3], data7[j0])) {
                const err12 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err13 = { instancePath: instancePath + "/roles", schemaPath: "#/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate6.errors = vErrors;
  return errors === 0;
}
var template6 = validate7;
var schema7 = { "type": "object", "properties": { "aspect": { "description": "What to check: `retries` (backoffLimit absent or above 0), `deadline` (no activeDeadlineSeconds), `evidence` (HookSucceeded delete policy), `digest` (an image without a digest).", "enum": ["retries", "deadline", "evidence", "digest"], "default": "retries" }, "hooks": { "description": "Which hooks are judged: `verifying` (a hook that tests or probes the release \u2014 named or annotated as a test, or running curl/wget/kubectl wait and the like; setup hooks such as migrations, bucket creation or backups are left alone; `deploy-gate.io/hook-role: verify|setup` decides) or `all`.", "enum": ["verifying", "all"], "default": "verifying" }, "phases": { "description": "Hook phases judged.", "type": "array", "items": { "enum": ["PreSync", "Sync", "PostSync", "SyncFail", "PostDelete"] }, "uniqueItems": true, "default": ["PreSync", "Sync", "PostSync", "SyncFail"] } }, "additionalProperties": false };
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.aspect === void 0) {
      data.aspect = "retries";
    }
    if (data.hooks === void 0) {
      data.hooks = "verifying";
    }
    if (data.phases === void 0) {
      data.phases = ["PreSync", "Sync", "PostSync", "SyncFail"];
    }
    for (const key0 in data) {
      if (!(key0 === "aspect" || key0 === "hooks" || key0 === "phases")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.aspect;
    if (!(data0 === "retries" || data0 === "deadline" || data0 === "evidence" || data0 === "digest")) {
      const err1 = { instancePath: instancePath + "/aspect", schemaPath: "#/properties/aspect/enum", keyword: "enum", params: { allowedValues: schema7.properties.aspect.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    let data1 = data.hooks;
    if (!(data1 === "verifying" || data1 === "all")) {
      const err2 = { instancePath: instancePath + "/hooks", schemaPath: "#/properties/hooks/enum", keyword: "enum", params: { allowedValues: schema7.properties.hooks.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    let data2 = data.phases;
    if (Array.isArray(data2)) {
      const len0 = data2.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data3 = data2[i0];
        if (!(data3 === "PreSync" || data3 === "Sync" || data3 === "PostSync" || data3 === "SyncFail" || data3 === "PostDelete")) {
          const err3 = { instancePath: instancePath + "/phases/" + i0, schemaPath: "#/properties/phases/items/enum", keyword: "enum", params: { allowedValues: schema7.properties.phases.items.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      let i1 = data2.length;
      let j0;
      if (i1 > 1) {
        outer0:
          for (; i1--; ) {
            for (j0 = i1; j0--; ) {
              if (func9(data2[i1], data2[j0])) {
                const err4 = { instancePath: instancePath + "/phases", schemaPath: "#/properties/phases/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
                break outer0;
              }
            }
          }
      }
    } else {
      const err5 = { instancePath: instancePath + "/phases", schemaPath: "#/properties/phases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate7.errors = vErrors;
  return errors === 0;
}
var template7 = validate8;
var schema8 = { "type": "object", "properties": { "aspect": { "description": "`empty-result` (a measurement of nothing passes), `failure-condition` (none), `window` (interval \xD7 count below minWindow), `resource` (CPU/memory instead of errors or latency), `traffic-guard` (a ratio with no minimum-traffic guard).", "enum": ["empty-result", "failure-condition", "window", "resource", "traffic-guard"], "default": "empty-result" }, "minWindow": { "description": "Shortest time a metric must watch (`window`), a Go duration.", "type": "string", "pattern": "^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$", "default": "10m" } }, "additionalProperties": false };
var pattern0 = new RegExp("^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$", "u");
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.aspect === void 0) {
      data.aspect = "empty-result";
    }
    if (data.minWindow === void 0) {
      data.minWindow = "10m";
    }
    for (const key0 in data) {
      if (!(key0 === "aspect" || key0 === "minWindow")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.aspect;
    if (!(data0 === "empty-result" || data0 === "failure-condition" || data0 === "window" || data0 === "resource" || data0 === "traffic-guard")) {
      const err1 = { instancePath: instancePath + "/aspect", schemaPath: "#/properties/aspect/enum", keyword: "enum", params: { allowedValues: schema8.properties.aspect.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    let data1 = data.minWindow;
    if (typeof data1 === "string") {
      if (!pattern0.test(data1)) {
        const err2 = { instancePath: instancePath + "/minWindow", schemaPath: "#/properties/minWindow/pattern", keyword: "pattern", params: { pattern: "^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$" }, message: 'must match pattern "^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$"' };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    } else {
      const err3 = { instancePath: instancePath + "/minWindow", schemaPath: "#/properties/minWindow/type", keyword: "type", params: { type: "string" }, message: "must be string" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate8.errors = vErrors;
  return errors === 0;
}
var template8 = validate9;
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate9.errors = vErrors;
  return errors === 0;
}
var template9 = validate10;
var schema10 = { "type": "object", "properties": { "aspect": { "description": "`generation` (a customized check says Healthy on a probe of no status, no observedGeneration, or the previous generation), `script-error` (does not compile), `ignored` (the ignore-healthcheck annotation).", "enum": ["generation", "script-error", "ignored"], "default": "generation" } }, "additionalProperties": false };
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.aspect === void 0) {
      data.aspect = "generation";
    }
    for (const key0 in data) {
      if (!(key0 === "aspect")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.aspect;
    if (!(data0 === "generation" || data0 === "script-error" || data0 === "ignored")) {
      const err1 = { instancePath: instancePath + "/aspect", schemaPath: "#/properties/aspect/enum", keyword: "enum", params: { allowedValues: schema10.properties.aspect.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var template10 = validate11;
var schema11 = { "type": "object", "properties": { "kinds": { "description": "Kinds to check as `group/Kind` globs (`apps/Deployment`, `argoproj.io/*`, `/ConfigMap` for the core group, `*/*` for all).", "type": "array", "items": { "type": "string", "pattern": "^[^/]*/[^/]+$" }, "minItems": 1, "default": ["*/*"] }, "schema": { "description": "The JSON Schema (draft-07) each object must satisfy; `false` reports every object of those kinds.", "type": ["object", "boolean"], "default": true }, "message": { "description": "What a finding says before the schema error.", "type": "string", "minLength": 1, "default": "the object does not satisfy the check's schema" } }, "additionalProperties": false };
var pattern1 = new RegExp("^[^/]*/[^/]+$", "u");
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kinds === void 0) {
      data.kinds = ["*/*"];
    }
    if (data.schema === void 0) {
      data.schema = true;
    }
    if (data.message === void 0) {
      data.message = "the object does not satisfy the check's schema";
    }
    for (const key0 in data) {
      if (!(key0 === "kinds" || key0 === "schema" || key0 === "message")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    let data0 = data.kinds;
    if (Array.isArray(data0)) {
      if (data0.length < 1) {
        const err1 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      const len0 = data0.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data1 = data0[i0];
        if (typeof data1 === "string") {
          if (!pattern1.test(data1)) {
            const err2 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/pattern", keyword: "pattern", params: { pattern: "^[^/]*/[^/]+$" }, message: 'must match pattern "^[^/]*/[^/]+$"' };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        } else {
          const err3 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    } else {
      const err4 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data2 = data.schema;
    if (!(data2 && typeof data2 == "object" && !Array.isArray(data2)) && typeof data2 !== "boolean") {
      const err5 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/type", keyword: "type", params: { type: schema11.properties.schema.type }, message: "must be object,boolean" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    let data3 = data.message;
    if (typeof data3 === "string") {
      if (func1(data3) < 1) {
        const err6 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    } else {
      const err7 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
var template11 = validate12;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
var template12 = validate13;
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
var template13 = validate14;
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
var template14 = validate15;
var schema15 = { "type": "object", "properties": { "control": { "description": "The control's name as the Pod Security Standards write it (starts each message).", "type": "string", "minLength": 1 }, "scope": { "description": "`pod` (a PodSpec field), `container` (a field of every container, init and ephemeral container), `effective` (the container's field, else the pod's `podField`), `annotations` (pod template annotations whose key starts with `field`).", "enum": ["pod", "container", "effective", "annotations"], "default": "container" }, "field": { "description": "JSON pointer below the PodSpec or the container (or a list of them, each judged alike); `*` walks every item of a list (or entry of a map).", "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }] }, "podField": { "description": "For `effective`: the PodSpec field that applies when the container sets none.", "type": "string" }, "valuesAre": { "description": "`values` (the field's values) or `keys` (the keys of each object found, but `name`: a volume's type).", "enum": ["values", "keys"], "default": "values" }, "allowed": { "description": "Values allowed (unset is always allowed unless `required`). Absent: any value not `forbidden`.", "type": "array", "items": { "type": ["string", "number", "boolean"] } }, "allowedPrefixes": { "description": "String prefixes allowed too (`localhost/`).", "type": "array", "items": { "type": "string" } }, "forbidden": { "description": "Values that break the control.", "type": "array", "items": { "type": ["string", "number", "boolean"] } }, "required": { "description": "The field must be set.", "type": "boolean", "default": false }, "mustContain": { "description": "The list at `field` must hold these values (`capabilities.drop: [ALL]`).", "type": "array", "items": { "type": "string" } } }, "required": ["control", "field"], "additionalProperties": false };
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.scope === void 0) {
      data.scope = "container";
    }
    if (data.valuesAre === void 0) {
      data.valuesAre = "values";
    }
    if (data.required === void 0) {
      data.required = false;
    }
    if (data.control === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "control" }, message: "must have required property 'control'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.field === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "field" }, message: "must have required property 'field'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema15.properties, key0)) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.control !== void 0) {
      let data0 = data.control;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err3 = { instancePath: instancePath + "/control", schemaPath: "#/properties/control/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/control", schemaPath: "#/properties/control/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    let data1 = data.scope;
    if (!(data1 === "pod" || data1 === "container" || data1 === "effective" || data1 === "annotations")) {
      const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/enum", keyword: "enum", params: { allowedValues: schema15.properties.scope.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.field !== void 0) {
      let data2 = data.field;
      const _errs6 = errors;
      let valid1 = false;
      const _errs7 = errors;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err6 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs9 = errors;
        if (Array.isArray(data2)) {
          if (data2.length < 1) {
            const err8 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/anyOf/1/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          const len0 = data2.length;
          for (let i0 = 0; i0 < len0; i0++) {
            let data3 = data2[i0];
            if (typeof data3 === "string") {
              if (func1(data3) < 1) {
                const err9 = { instancePath: instancePath + "/field/" + i0, schemaPath: "#/properties/field/anyOf/1/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            } else {
              const err10 = { instancePath: instancePath + "/field/" + i0, schemaPath: "#/properties/field/anyOf/1/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        } else {
          const err11 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/anyOf/1/type", keyword: "type", params: { type: "array" }, message: "must be array" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        var _valid0 = _errs9 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err12 = { instancePath: instancePath + "/field", schemaPath: "#/properties/field/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.podField !== void 0) {
      if (typeof data.podField !== "string") {
        const err13 = { instancePath: instancePath + "/podField", schemaPath: "#/properties/podField/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    let data5 = data.valuesAre;
    if (!(data5 === "values" || data5 === "keys")) {
      const err14 = { instancePath: instancePath + "/valuesAre", schemaPath: "#/properties/valuesAre/enum", keyword: "enum", params: { allowedValues: schema15.properties.valuesAre.enum }, message: "must be equal to one of the allowed values" };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.allowed !== void 0) {
      let data6 = data.allowed;
      if (Array.isArray(data6)) {
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data7 = data6[i1];
          if (typeof data7 !== "string" && !(typeof data7 == "number") && typeof data7 !== "boolean") {
            const err15 = { instancePath: instancePath + "/allowed/" + i1, schemaPath: "#/properties/allowed/items/type", keyword: "type", params: { type: schema15.properties.allowed.items.type }, message: "must be string,number,boolean" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
      } else {
        const err16 = { instancePath: instancePath + "/allowed", schemaPath: "#/properties/allowed/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.allowedPrefixes !== void 0) {
      let data8 = data.allowedPrefixes;
      if (Array.isArray(data8)) {
        const len2 = data8.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (typeof data8[i2] !== "string") {
            const err17 = { instancePath: instancePath + "/allowedPrefixes/" + i2, schemaPath: "#/properties/allowedPrefixes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/allowedPrefixes", schemaPath: "#/properties/allowedPrefixes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.forbidden !== void 0) {
      let data10 = data.forbidden;
      if (Array.isArray(data10)) {
        const len3 = data10.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data11 = data10[i3];
          if (typeof data11 !== "string" && !(typeof data11 == "number") && typeof data11 !== "boolean") {
            const err19 = { instancePath: instancePath + "/forbidden/" + i3, schemaPath: "#/properties/forbidden/items/type", keyword: "type", params: { type: schema15.properties.forbidden.items.type }, message: "must be string,number,boolean" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/forbidden", schemaPath: "#/properties/forbidden/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (typeof data.required !== "boolean") {
      const err21 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    if (data.mustContain !== void 0) {
      let data13 = data.mustContain;
      if (Array.isArray(data13)) {
        const len4 = data13.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (typeof data13[i4] !== "string") {
            const err22 = { instancePath: instancePath + "/mustContain/" + i4, schemaPath: "#/properties/mustContain/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/mustContain", schemaPath: "#/properties/mustContain/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
var templateParams = {
  "image-tag": template0,
  "image-digest": template1,
  "image-registry": template2,
  "container-resources": template3,
  "container-privileged": template4,
  "gpu-toleration": template5,
  "hook-job": template6,
  "analysis-metric": template7,
  "replicas-with-hpa": template8,
  "argocd-health": template9,
  "object-schema": template10,
  "probe-readiness": template11,
  "probe-equality": template12,
  "probe-port": template13,
  "pod-security": template14
};

// src/checks/check-file.ts
var POLICY_PACKS = ["pss-baseline", "pss-restricted"];
function templateParamsValidator(template) {
  const validate = Object.hasOwn(templateParams, template) ? templateParams[template] : void 0;
  if (!validate)
    throw new Error(`template ${template} has no precompiled parameter validator (run npm run gen:validators)`);
  return validate;
}
function describeAjvErrors(errors, prefix) {
  return (errors ?? []).map((e) => {
    const where = `${prefix}${e.instancePath}` || "(top level)";
    const extra = e.keyword === "additionalProperties" ? ` "${String(e.params.additionalProperty)}"` : e.keyword === "enum" ? ` (${e.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})` : "";
    return `${where} ${e.message ?? "is invalid"}${extra}`;
  });
}
function validateCheckFile(data) {
  if (checkFile(data)) return data;
  return describeAjvErrors(checkFile.errors, "");
}

// src/checks/load.ts
var PolicyLoadError = class extends Error {
  constructor(problems) {
    super(
      `policy checks could not be loaded (${problems.length} problem${problems.length === 1 ? "" : "s"}):
${problems.map((p) => `  - ${p}`).join("\n")}`
    );
    this.problems = problems;
  }
  problems;
  name = "PolicyLoadError";
};
var ID_PART = /^[a-z0-9][a-z0-9-]*$/;
function builtInChecksDir() {
  return path.join(packageRoot(), "policies", "checks");
}
function yamlFilesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFilesUnder(full));
    else if (entry.isFile() && /\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out;
}
function checkFilesIn(dir, problems) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push(`${dir}: checks directory does not exist`);
    return [];
  }
  const out = [];
  for (const file of yamlFilesUnder(dir)) {
    const rel = path.relative(dir, file).split(path.sep);
    const [family, name] = [rel[0] ?? "", (rel[1] ?? "").replace(/\.ya?ml$/, "")];
    if (rel.length !== 2 || !ID_PART.test(family) || !ID_PART.test(name)) {
      problems.push(
        `${file}: a check file must be <family>/<name>.yaml with lowercase letters, digits and dashes (the path is the rule id)`
      );
      continue;
    }
    out.push({ id: `${family}/${name}`, file });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}
var MAX_CHECK_FILE_BYTES = 4 * 1024 * 1024;
function readYaml(file, problems) {
  const text = readFileSync(file, "utf8");
  const fast = fastStream(text, MAX_CHECK_FILE_BYTES, 1);
  if (fast?.docs.length === 1) return fast.docs[0]?.value;
  const doc = (0, import_yaml.parseDocument)(text, { prettyErrors: true });
  if (doc.errors.length > 0) {
    problems.push(...doc.errors.map((e) => `${file}: ${e.message.split("\n")[0]}`));
    return void 0;
  }
  return doc.toJS();
}
function checkParams(file, data, problems, override) {
  const template = templateNamed(data.template);
  if (!template) {
    problems.push(`${file}: unknown template "${data.template}"`);
    return void 0;
  }
  const params = { ...structuredClone(data.params ?? {}), ...structuredClone(override ?? {}) };
  const validate = templateParamsValidator(template.name);
  if (!validate(params)) {
    problems.push(
      ...describeAjvErrors(validate.errors, "params").map((m) => `${file}: ${m} (template ${template.name})`)
    );
    return void 0;
  }
  const compileProblems = template.compile?.(params) ?? [];
  if (compileProblems.length > 0) {
    problems.push(...compileProblems.map((m) => `${file}: ${m} (template ${template.name})`));
    return void 0;
  }
  return params;
}
function loadOne(id, file, builtIn, problems, override) {
  const raw = readYaml(file, problems);
  if (raw === void 0) return void 0;
  const data = validateCheckFile(raw);
  if (Array.isArray(data)) {
    problems.push(...data.map((m) => `${file}: ${m}`));
    return void 0;
  }
  if (data.severity && ruleInfo(id)) {
    problems.push(
      `${file}: "severity" is only for custom rule ids; the severity of ${id} comes from policies/severity.yaml and the config's rules:`
    );
  }
  const params = checkParams(
    override ? `${file} (with the config's checkParams.${id})` : file,
    data,
    problems,
    override
  );
  return params ? { ...data, id, file, params, builtIn } : void 0;
}
function packLeftOut(check, packs) {
  if (!check.pack || packs === void 0) return false;
  if (packs.includes(check.pack)) return false;
  return !(check.pack === "pss-baseline" && packs.includes("pss-restricted"));
}
function loadPolicies(opts = {}) {
  const steps = loading(opts);
  for (; ; ) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
async function loadPoliciesInSlices(opts = {}) {
  const steps = loading(opts);
  for (; ; ) {
    await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
function* loading(opts) {
  const problems = [];
  const checks = [];
  const seen = /* @__PURE__ */ new Map();
  const dirs = [
    { dir: builtInChecksDir(), builtIn: true },
    ...(opts.extraDirs ?? []).map((dir) => ({ dir, builtIn: false }))
  ];
  for (const { dir, builtIn } of dirs) {
    for (const { id, file } of checkFilesIn(dir, problems)) {
      if (!builtIn && ruleInfo(id)) {
        problems.push(
          `${file}: ${id} is a built-in rule id; pick another id for a custom check (turn the built-in off with rules: { ${id}: off })`
        );
        continue;
      }
      const clash = seen.get(id);
      if (clash) {
        problems.push(`${file}: rule id ${id} is already defined by ${clash}; pick another id`);
        continue;
      }
      seen.set(id, file);
      const check = loadOne(id, file, builtIn, problems, opts.params?.[id]);
      if (check && !(builtIn && packLeftOut(check, opts.packs))) checks.push(check);
      yield;
    }
  }
  for (const id of Object.keys(opts.params ?? {})) {
    if (!seen.has(id)) problems.push(`checkParams.${id}: no check has this id`);
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  return { checks };
}

export {
  POLICY_PACKS,
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
};
