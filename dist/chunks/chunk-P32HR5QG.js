import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  require_equal,
  require_ucs2length
} from "./chunk-ZD4QIQZI.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/checks/check-file.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// src/checks/check-validators.generated.js
var import_equal = __toESM(require_equal(), 1);
var import_ucs2length = __toESM(require_ucs2length(), 1);
function exportsOf(m) {
  return typeof m === "function" ? { default: m } : m;
}
var runtime_equal = exportsOf(import_equal.default);
var runtime_ucs2length = exportsOf(import_ucs2length.default);
var checkFile = validate0;
var schema0 = { "type": "object", "properties": { "template": { "type": "string", "minLength": 1 }, "summary": { "type": "string", "minLength": 1 }, "description": { "type": "string", "minLength": 1 }, "why": { "type": "string", "minLength": 1 }, "remediation": { "type": "string", "minLength": 1 }, "params": { "type": "object" }, "severity": { "enum": ["error", "warning", "note"] }, "severityNote": { "type": "string", "minLength": 1 }, "pack": { "enum": ["pss-baseline", "pss-restricted"] }, "examples": { "type": "object", "properties": { "pass": { "type": "string", "minLength": 1 }, "fail": { "type": "string", "minLength": 1 } }, "required": ["pass", "fail"], "additionalProperties": false } }, "required": ["template"], "additionalProperties": false };
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
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.template !== void 0) {
      let data0 = data.template;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = { instancePath: instancePath + "/template", schemaPath: "#/properties/template/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/template", schemaPath: "#/properties/template/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data1 = data.summary;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err4 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err6 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.why !== void 0) {
      let data3 = data.why;
      if (typeof data3 === "string") {
        if (func1(data3) < 1) {
          const err8 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/why", schemaPath: "#/properties/why/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.remediation !== void 0) {
      let data4 = data.remediation;
      if (typeof data4 === "string") {
        if (func1(data4) < 1) {
          const err10 = { instancePath: instancePath + "/remediation", schemaPath: "#/properties/remediation/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/remediation", schemaPath: "#/properties/remediation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      let data5 = data.params;
      if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
        const err12 = { instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.severity !== void 0) {
      let data6 = data.severity;
      if (!(data6 === "error" || data6 === "warning" || data6 === "note")) {
        const err13 = { instancePath: instancePath + "/severity", schemaPath: "#/properties/severity/enum", keyword: "enum", params: { allowedValues: schema0.properties.severity.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.severityNote !== void 0) {
      let data7 = data.severityNote;
      if (typeof data7 === "string") {
        if (func1(data7) < 1) {
          const err14 = { instancePath: instancePath + "/severityNote", schemaPath: "#/properties/severityNote/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/severityNote", schemaPath: "#/properties/severityNote/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.pack !== void 0) {
      let data8 = data.pack;
      if (!(data8 === "pss-baseline" || data8 === "pss-restricted")) {
        const err16 = { instancePath: instancePath + "/pack", schemaPath: "#/properties/pack/enum", keyword: "enum", params: { allowedValues: schema0.properties.pack.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.examples !== void 0) {
      let data9 = data.examples;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.pass === void 0) {
          const err17 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/required", keyword: "required", params: { missingProperty: "pass" }, message: "must have required property 'pass'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data9.fail === void 0) {
          const err18 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/required", keyword: "required", params: { missingProperty: "fail" }, message: "must have required property 'fail'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        for (const key1 in data9) {
          if (!(key1 === "pass" || key1 === "fail")) {
            const err19 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data9.pass !== void 0) {
          let data10 = data9.pass;
          if (typeof data10 === "string") {
            if (func1(data10) < 1) {
              const err20 = { instancePath: instancePath + "/examples/pass", schemaPath: "#/properties/examples/properties/pass/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = { instancePath: instancePath + "/examples/pass", schemaPath: "#/properties/examples/properties/pass/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data9.fail !== void 0) {
          let data11 = data9.fail;
          if (typeof data11 === "string") {
            if (func1(data11) < 1) {
              const err22 = { instancePath: instancePath + "/examples/fail", schemaPath: "#/properties/examples/properties/fail/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = { instancePath: instancePath + "/examples/fail", schemaPath: "#/properties/examples/properties/fail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/examples", schemaPath: "#/properties/examples/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
var template0 = validate1;
var schema1 = { "type": "object", "properties": { "mutableTags": { "description": "Tags (globs, case-sensitive) that are moved on purpose and so do not identify one image.", "type": "array", "items": { "type": "string", "minLength": 1 }, "default": ["latest"] }, "requireTag": { "description": "Also report references with neither tag nor digest (the runtime pulls `:latest`).", "type": "boolean", "default": true }, "roles": { "description": "Container kinds to check: `container`, `init`, `sidecar` (init container with `restartPolicy: Always`), `ephemeral`.", "type": "array", "items": { "enum": ["container", "init", "sidecar", "ephemeral"] }, "uniqueItems": true, "default": ["container", "init", "sidecar", "ephemeral"] } }, "additionalProperties": false };
var func10 = runtime_equal.default;
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
              if (func10(data3[i2], data3[j0])) {
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
              if (func10(data2[i2], data2[j0])) {
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
              if (func10(data2[i2], data2[j0])) {
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
              if (func10(data5[i3], data5[j1])) {
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
              if (func10(data2[i3], data2[j1])) {
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
              if (func10(data7[i3], data7[j0])) {
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
              if (func10(data2[i1], data2[j0])) {
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
    if (data.kinds === void 0) {
      data.kinds = ["*/*"];
    }
    if (data.key === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "key" || key0 === "pattern" || key0 === "kinds")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.key !== void 0) {
      let data0 = data.key;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pattern !== void 0) {
      let data1 = data.pattern;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err4 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    let data2 = data.kinds;
    if (Array.isArray(data2)) {
      if (data2.length < 1) {
        const err6 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      const len0 = data2.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data3 = data2[i0];
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err7 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/pattern", keyword: "pattern", params: { pattern: "^[^/]*/[^/]+$" }, message: 'must match pattern "^[^/]*/[^/]+$"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    } else {
      const err9 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
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
    if (data.kinds === void 0) {
      data.kinds = ["*/*"];
    }
    if (data.key === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "key" || key0 === "pattern" || key0 === "kinds")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.key !== void 0) {
      let data0 = data.key;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pattern !== void 0) {
      let data1 = data.pattern;
      if (typeof data1 === "string") {
        if (func1(data1) < 1) {
          const err4 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    let data2 = data.kinds;
    if (Array.isArray(data2)) {
      if (data2.length < 1) {
        const err6 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      const len0 = data2.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data3 = data2[i0];
        if (typeof data3 === "string") {
          if (!pattern1.test(data3)) {
            const err7 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/pattern", keyword: "pattern", params: { pattern: "^[^/]*/[^/]+$" }, message: 'must match pattern "^[^/]*/[^/]+$"' };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        } else {
          const err8 = { instancePath: instancePath + "/kinds/" + i0, schemaPath: "#/properties/kinds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    } else {
      const err9 = { instancePath: instancePath + "/kinds", schemaPath: "#/properties/kinds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
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
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate15.errors = vErrors;
  return errors === 0;
}
var template15 = validate16;
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate16.errors = vErrors;
  return errors === 0;
}
var template16 = validate17;
var schema17 = { "type": "object", "properties": { "control": { "description": "The control's name as the Pod Security Standards write it (starts each message).", "type": "string", "minLength": 1 }, "scope": { "description": "`pod` (a PodSpec field), `container` (a field of every container, init and ephemeral container), `effective` (the container's field, else the pod's `podField`), `annotations` (pod template annotations whose key starts with `field`).", "enum": ["pod", "container", "effective", "annotations"], "default": "container" }, "field": { "description": "JSON pointer below the PodSpec or the container (or a list of them, each judged alike); `*` walks every item of a list (or entry of a map).", "anyOf": [{ "type": "string", "minLength": 1 }, { "type": "array", "items": { "type": "string", "minLength": 1 }, "minItems": 1 }] }, "podField": { "description": "For `effective`: the PodSpec field that applies when the container sets none.", "type": "string" }, "valuesAre": { "description": "`values` (the field's values) or `keys` (the keys of each object found, but `name`: a volume's type).", "enum": ["values", "keys"], "default": "values" }, "allowed": { "description": "Values allowed (unset is always allowed unless `required`). Absent: any value not `forbidden`.", "type": "array", "items": { "type": ["string", "number", "boolean"] } }, "allowedPrefixes": { "description": "String prefixes allowed too (`localhost/`).", "type": "array", "items": { "type": "string" } }, "forbidden": { "description": "Values that break the control.", "type": "array", "items": { "type": ["string", "number", "boolean"] } }, "required": { "description": "The field must be set.", "type": "boolean", "default": false }, "mustContain": { "description": "The list at `field` must hold these values (`capabilities.drop: [ALL]`).", "type": "array", "items": { "type": "string" } } }, "required": ["control", "field"], "additionalProperties": false };
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func0.call(schema17.properties, key0)) {
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
      const err5 = { instancePath: instancePath + "/scope", schemaPath: "#/properties/scope/enum", keyword: "enum", params: { allowedValues: schema17.properties.scope.enum }, message: "must be equal to one of the allowed values" };
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
      const err14 = { instancePath: instancePath + "/valuesAre", schemaPath: "#/properties/valuesAre/enum", keyword: "enum", params: { allowedValues: schema17.properties.valuesAre.enum }, message: "must be equal to one of the allowed values" };
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
            const err15 = { instancePath: instancePath + "/allowed/" + i1, schemaPath: "#/properties/allowed/items/type", keyword: "type", params: { type: schema17.properties.allowed.items.type }, message: "must be string,number,boolean" };
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
            const err19 = { instancePath: instancePath + "/forbidden/" + i3, schemaPath: "#/properties/forbidden/items/type", keyword: "type", params: { type: schema17.properties.forbidden.items.type }, message: "must be string,number,boolean" };
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
  validate17.errors = vErrors;
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
  "required-label": template11,
  "required-annotation": template12,
  "probe-readiness": template13,
  "probe-equality": template14,
  "probe-port": template15,
  "pod-security": template16
};

// src/checks/check-file.ts
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
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
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
function readYaml(file, problems) {
  const parsed = parseYamlFile(readFileSync(file, "utf8"));
  if (parsed.firstError) {
    problems.push(
      ...parsed.docs.filter((d) => d.error !== void 0).map((d) => `${file}: ${d.error} at line ${d.line}`)
    );
    return void 0;
  }
  if (parsed.documents.length > 1) {
    problems.push(`${file}: a check file holds one YAML document (found ${parsed.documents.length})`);
    return void 0;
  }
  return parsed.value ?? null;
}
function readCheckFile(file, problems) {
  const raw = readYaml(file, problems);
  if (raw === void 0) return void 0;
  const data = validateCheckFile(raw);
  if (!Array.isArray(data)) return data;
  problems.push(...data.map((m) => `${file}: ${m}`));
  return void 0;
}
var builtIns;
function builtInCheckFiles() {
  if (builtIns) return builtIns;
  const problems = [];
  const out = [];
  for (const { id, file } of checkFilesIn(builtInChecksDir(), problems)) {
    const data = readCheckFile(file, problems);
    if (!data) continue;
    for (const key of ["summary", "severity", "description", "why", "remediation"])
      if (data[key] === void 0) problems.push(`${file}: a built-in check states its ${key}`);
    out.push({ id, file, data });
  }
  if (problems.length > 0) throw new PolicyLoadError(problems);
  builtIns = out;
  return out;
}

// src/findings/rules-code.ts
var CODE_RULES = [
  // What a target renders to and the checks on it: render, manifest, schema, API versions, images,
  // resources, security, GPUs, image gate records, environment drift, the config.
  {
    id: "render/failed",
    verdict: "fail",
    severity: "error",
    summary: "helm/kustomize failed, a path escapes the repo, or a remote/plugin was refused"
  },
  {
    id: "render/non-deterministic",
    verdict: "inconclusive",
    severity: "error",
    summary: "an object renders differently each time (randAlphaNum, lookup); left out of the diff, not checkable"
  },
  {
    id: "render/api-versions-unknown",
    verdict: "inconclusive",
    severity: "error",
    summary: "a chart that asks .Capabilities.APIVersions was rendered without the environment's served API list (its OpenAPI documents could not all be read): helm answered from its built-in list alone",
    docs: {
      what: "A helm target (an Argo CD Application's helm source or a Flux HelmRelease) that had to be rendered without the environment's served API list: the Kubernetes OpenAPI documents of its `kubernetesVersion` could not all be read (offline and not cached, a location that failed or answered something that is not JSON, a `kubernetesVersion` that is not a version). helm then answers `.Capabilities.APIVersions` from its own built-in list alone (it adds `--api-versions` to that list: group/versions of its own Kubernetes release, no group/version/Kinds). Raised only when the chart can ask: a template, subchart, vendored archive or `file://` dependency uses `.Capabilities` for anything but `KubeVersion`/`HelmVersion`, or a dependency or remote chart is fetched at render time and cannot be read beforehand. A document that is absent (HTTP 404, no such file) is an answer: that group/version is not served. Not raised when the Application names its own `helm.apiVersions`, which replace the cluster's. Also raised when a chart asks `.Capabilities.APIVersions.Has` about a name computed in the template (`.Has $api`, `.Has (print \u2026)`): which API it asks about cannot be known, so the branch the cluster may take cannot be rendered. (A quoted third-party name whose presence is unknown, neither a CRD in the repository nor in the environment's `apiVersions`, is not this rule: the chart is rendered a second time with it present and both renders are judged.)",
      why: "Argo CD and Flux render with the cluster's API list. Charts branch on it (`.Capabilities.APIVersions.Has \"policy/v1\"`, library charts' capabilities helpers, a ServiceMonitor only when the CRD is there), so a render with another list can hold other objects or other apiVersions than the cluster would get, and every check on it judged the wrong objects. A list made from some of the documents is no better: a chart asking for a missing group takes its fallback branch.",
      fix: "Make the documents readable: run online, or point `--schema-location` (config `schemas.locations`) at a mirror of the upstream `api/openapi-spec/v3` documents for that version, or warm the schema cache once online. Check `kubernetesVersion` of the environment. To pin the list regardless of the cluster, set `helm.apiVersions` on the Application as Argo CD allows. For a computed name, quote the API names in the template."
    }
  },
  { id: "manifest/parse-error", verdict: "fail", severity: "error", summary: "rendered or source YAML does not parse" },
  {
    id: "manifest/yaml11-ambiguous",
    verdict: "fail",
    severity: "warning",
    summary: "an unquoted value (no, on, 0644, 1:20, 1_000, 0b1, +0x10) that Kubernetes (YAML 1.1) reads differently than it looks"
  },
  {
    id: "manifest/missing-name",
    verdict: "fail",
    severity: "error",
    summary: "an object named only by metadata.generateName that is not a hook: a GitOps apply cannot create it"
  },
  {
    id: "manifest/duplicate-resource",
    verdict: "fail",
    severity: "error",
    summary: "the same group/kind/namespace/name twice in one target, compared where the objects are applied: without a namespace in the target's (an Application's destination namespace), a cluster-scoped kind in none"
  },
  {
    id: "schema/invalid",
    verdict: "fail",
    severity: "error",
    summary: "object violates its schema (type, required, enum, format)",
    docs: {
      what: "An object that breaks its schema: the OpenAPI document of the environment's Kubernetes version (types, required fields, enums, formats) or the CRD's schema. For built-in kinds the API server's own create-time validation runs too (src/apiserver, ported from kubernetes `pkg/apis/<group>/validation` and apimachinery): quantities (`256MiB`, `1.5.0`), requests above limits, extended resources; enums the OpenAPI leaves open (`protocol: tcp`, `imagePullPolicy: always`, restartPolicy per context); names by kind (DNS-1123 label or subdomain, DNS-1035 for Services, 15-character IANA port names); ports; labels and annotations (256 KiB total); containers and volumes; env; probes; selectors that do not select the template; rollout strategies; CronJob schedules and time zones; Jobs; HPAs and PDBs; ConfigMap and Secret keys and typed Secrets; Services; tolerations and security contexts. Those messages quote the API server's words and name the Go function (`Kubernetes 1.31 API server: core/validation/validation.go validateContainerPorts`). Rules a feature gate changed follow the environment's `kubernetesVersion` (sidecar containers from 1.29, relaxed env var names from 1.32). See docs/validate.md.",
      why: "Argo CD and Flux apply what the API server accepts; an object it refuses fails the sync after the pull request was green, and the OpenAPI documents alone miss most of these.",
      fix: "Change the field as the message says (it names the field, the line and the rule). If the API server of your cluster really accepts it (a feature gate turned on by hand), exempt the finding in the config."
    }
  },
  { id: "schema/unknown-field", verdict: "fail", severity: "error", summary: "field not in the schema (strict mode)" },
  {
    id: "schema/crd-changed",
    verdict: "fail",
    severity: "warning",
    summary: "the change edits a CRD in schemas.crds; names what it loosens. Objects are validated against the base revision's CRD until merged"
  },
  {
    id: "schema/not-found",
    verdict: "inconclusive",
    severity: "error",
    summary: "no schema for this kind/version anywhere"
  },
  {
    id: "admission/denied",
    verdict: "fail",
    severity: "error",
    summary: "a ValidatingAdmissionPolicy rendered in the same target, or in a folder of `admission.policies`, denies the object (its binding's Warn/Audit actions give a warning)",
    docs: {
      what: "A ValidatingAdmissionPolicy (admissionregistration.k8s.io/v1) and a binding of it, rendered in the same target or kept in a folder the config names (`admission.policies`, read at the base like `checks`, with the params and Namespaces beside them), refuse an object of that target. The policy is evaluated offline as the API server admits a create: the policy's `matchConstraints` and the binding's `matchResources` (resource rules by group, version and resource, operations, `excludeResourceRules`, `objectSelector`, and `namespaceSelector` against the labels of the Namespace rendered in the target), `matchConditions`, `variables`, `validations` with `message`/`messageExpression`, `failurePolicy`, and `paramRef` by name to a param object rendered in the target. The binding's `validationActions` decide the severity: `Deny` is an error; `Warn` or `Audit` alone a warning. A policy that needs what the repository does not hold (a param that is not rendered or is selected by label, the labels of a namespace not rendered, `request.userInfo`, `authorizer`, `oldObject`) makes the object `schema/not-checked`, naming it.",
      why: "The cluster's admission policies are the platform team's own rules; a sync that meets one fails after the merge and leaves the Application OutOfSync. Checked in the pull request, the author sees the same message the API server would give.",
      fix: "Change the object so the policy's validation holds (the message says which), or change the policy or its binding in a reviewed change of their own. Kyverno policies are out of scope here: run `kyverno apply <policies> --resource <rendered.yaml>` beside the gate on `deploy-gate render`'s output."
    }
  },
  {
    id: "schema/not-checked",
    verdict: "inconclusive",
    severity: "error",
    summary: "a CRD CEL rule (x-kubernetes-validations) or an admission policy that could not be evaluated here (syntax or a function the evaluator lacks, the rule errors on this object, or the policy needs a param, namespace, requester or authorizer the repository does not hold), named",
    docs: {
      what: "A CRD's CEL validation rule (`x-kubernetes-validations`) that could not be evaluated for an object: the expression uses syntax or a function the evaluator does not have (it has the CEL standard library, the strings extension, CEL optionals \u2014 `.?field`, `[?key]`, `optional.of`/`none`, `orValue` \u2014 and the Kubernetes list, regex, quantity, URL and IP/CIDR libraries; not `format`, type names such as `optional_type`, authorizer or cost limits), or the rule errors on this object (a missing key, an unparsable quantity). Rules that run are applied as the API server applies them: to the value at their place in the schema (list items, map values), with the schema's defaults filled in and property names escaped (`__namespace__`); a rule that names `oldSelf` (a transition rule) runs only on an update, and with `optionalOldSelf` on a create too, `oldSelf` then being an optional. A rule that evaluates to false is `schema/invalid`, with the rule's `message` or `messageExpression` and its `fieldPath`.",
      why: "The API server refuses an object whose CRD rule fails or errors, and Argo CD then reports the sync as failed after the merge. A rule that could not be run is not a pass: the object may still be refused.",
      fix: "Read the rule named in the message and check the object against it by hand, or with a server-side dry run (`kubectl apply --dry-run=server`) against a cluster that has the CRD; to accept the gap, exempt the rule for the object (`deploy-gate.io/ignore: schema/not-checked` with a reason)."
    }
  },
  {
    id: "api/removed",
    verdict: "fail",
    severity: "error",
    summary: "apiVersion/kind not served by the environment's Kubernetes version"
  },
  {
    id: "api/not-yet-served",
    verdict: "fail",
    severity: "error",
    summary: "apiVersion/kind only a newer Kubernetes than the environment's serves; names the first release that serves it (inconclusive when no release deploy-gate knows serves it)"
  },
  {
    id: "api/deprecated",
    verdict: "fail",
    severity: "warning",
    summary: "deprecated in that version; names the replacement and the removal version"
  },
  "image/mutable-tag",
  "image/not-pinned",
  "resources/requests-missing",
  "resources/limits-missing",
  "security/privileged",
  "gpu/toleration-without-request",
  {
    id: "gate/digest-mismatch",
    verdict: "fail",
    severity: "error",
    summary: "records exist for the image, none for this digest"
  },
  {
    id: "gate/record-missing",
    verdict: "fail",
    severity: "error",
    summary: "no record at all for a changed image where records are required"
  },
  {
    id: "gate/not-passed",
    verdict: "fail",
    severity: "error",
    summary: "the record for this digest says fail or inconclusive"
  },
  {
    id: "gate/records-unavailable",
    verdict: "inconclusive",
    severity: "error",
    summary: "the record store could not be read or a record is malformed"
  },
  {
    id: "env/drift",
    verdict: "fail",
    severity: "warning",
    summary: "the same app differs between two environments beyond the expected differences"
  },
  {
    id: "env/unpromoted-image",
    verdict: "fail",
    severity: "error",
    summary: "a digest introduced in a later environment was never declared in the earlier one"
  },
  {
    id: "config/changed",
    verdict: "fail",
    severity: "note",
    summary: "the head changes .deploy-gate.yaml; applied after merge"
  },
  // The live audit (`audit --argocd-server`): what Argo CD says about the deployed Applications.
  {
    id: "live/revision-mismatch",
    verdict: "fail",
    severity: "error",
    summary: "the Application is synced to another revision than the audited one"
  },
  { id: "live/out-of-sync", verdict: "fail", severity: "error", summary: "the Application is OutOfSync" },
  {
    id: "live/unhealthy",
    verdict: "fail",
    severity: "error",
    summary: "the Application is Degraded, Missing or Unknown"
  },
  {
    id: "live/stuck-progressing",
    verdict: "fail",
    severity: "error",
    summary: "the Application is Progressing longer than the configured limit"
  },
  {
    id: "live/status-unavailable",
    verdict: "inconclusive",
    severity: "error",
    summary: "the Argo CD API or a needed field is missing"
  },
  {
    id: "live/sync-failed",
    verdict: "fail",
    severity: "error",
    summary: "the Application's last sync operation Failed or Errored (a failed hook included)"
  },
  {
    id: "live/sync-running",
    verdict: "inconclusive",
    severity: "error",
    summary: "a sync operation is still Running or Terminating; its outcome is not known yet"
  },
  {
    id: "live/progressing",
    verdict: "inconclusive",
    severity: "error",
    summary: "the Application is Progressing within the limit: not healthy yet"
  },
  {
    id: "live/suspended",
    verdict: "inconclusive",
    severity: "error",
    summary: "the Application is Suspended and the config does not expect it to be"
  },
  {
    id: "live/spec-drift",
    verdict: "fail",
    severity: "error",
    summary: "the live Application spec (sources, destination) differs from the file in git"
  },
  {
    id: "live/rollout-incomplete",
    verdict: "fail",
    severity: "error",
    summary: "audit: a workload's controller has not finished (observedGeneration, updated/available replicas, the newest ReplicaSet); inconclusive within live.progressingLimitMinutes",
    docs: {
      what: "`audit --argocd-server`: for each Deployment, StatefulSet, DaemonSet and Argo Rollout of an Application (from its `status.resources`), the live object read through Argo CD's resource API, and for a Deployment its newest ReplicaSet (the highest `deployment.kubernetes.io/revision` among its ReplicaSets in the resource tree): `status.observedGeneration` must equal `metadata.generation`, and `updatedReplicas` and `availableReplicas` must equal `spec.replicas` (a DaemonSet: `updatedNumberScheduled` and `numberAvailable` equal `desiredNumberScheduled`; the ReplicaSet: `readyReplicas` and `availableReplicas`). A mismatch names the numbers. It is inconclusive while the rollout is younger than `live.progressingLimitMinutes` (counted from the workload's Progressing condition, else the Application's clock) and a failure after. A workload that cannot be read is `live/status-unavailable`. Argo CD's aggregated health stays a separate reading.",
      why: `Argo CD's health aggregates what its health checks say and can lag the controller or paper over it: a Deployment whose controller has not observed the new spec, or whose new ReplicaSet never becomes ready, is the "controller observed" layer of a release that did not happen.`,
      fix: "Look at the workload (events, the new pods, their readiness probes); audit again when the rollout has finished, or roll back."
    }
  },
  {
    id: "live/no-ready-endpoints",
    verdict: "fail",
    severity: "error",
    summary: "a Service with a selector has no ready endpoints"
  },
  {
    id: "live/unmanaged-app",
    verdict: "fail",
    severity: "warning",
    summary: "an Application in an audited project that no file in git declares"
  },
  {
    id: "live/smoke-failed",
    verdict: "fail",
    severity: "error",
    summary: "the configured smoke request answered another status than expected"
  },
  {
    id: "live/smoke-wrong-release",
    verdict: "fail",
    severity: "error",
    summary: "the smoke request answered from another release than the one deployed"
  },
  // GitOps safety nets: sync hooks, Rollouts analysis, HPA vs replicas, Argo CD health checks.
  "hook/retries",
  "hook/no-deadline",
  "hook/evidence-deleted",
  "hook/image-not-pinned",
  "analysis/empty-result-passes",
  "analysis/no-failure-condition",
  "analysis/short-window",
  "analysis/resource-metric",
  "analysis/no-traffic-guard",
  {
    id: "analysis/loosened",
    verdict: "fail",
    severity: "error",
    summary: "check: the change loosens an analysis metric (thresholds, failureLimit, consecutiveErrorLimit, inconclusiveLimit, count)",
    docs: {
      what: "In `check`: an analysis metric (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun; matched by object and metric name) that the change makes looser. Conditions are compared by what they decide: both revisions' successCondition and failureCondition are evaluated as Rollouts evaluates them on every threshold either mentions (and just beside it); a value the head accepts that the base did not, or no longer fails, is the finding. Also a higher `failureLimit`, `consecutiveErrorLimit` or `inconclusiveLimit`, or a lower `count`. Tightening is fine. An annotation in the change cannot exempt it; only the base config can.",
      why: "Loosening a threshold from 1% to 5% errors is a one-character diff that reviewers read as housekeeping, and it is how a bad canary gets promoted the week after: the safety net is still there, it just no longer catches anything.",
      fix: "Keep the base thresholds, or make the change on purpose: a config exemption (`exemptions:` with `rules: [analysis/loosened]`) lands in the base first and is reviewed as a policy change."
    }
  },
  {
    id: "apply/immutable-field",
    verdict: "fail",
    severity: "error",
    summary: 'check: the change alters a field the API server will not update (a selector, a StatefulSet field, a Job template, a bound PVC, an immutable ConfigMap/Secret, a roleRef): the sync fails with "field is immutable"',
    docs: {
      what: "In `check`: an object in both revisions (paired by kind, namespace and name where it is applied, as the diff pairs them) whose change the API server refuses on update: a Deployment's, ReplicaSet's or DaemonSet's `spec.selector`; a StatefulSet field other than replicas, template, updateStrategy, persistentVolumeClaimRetentionPolicy, minReadySeconds, ordinals and revisionHistoryLimit (serviceName, volumeClaimTemplates, podManagementPolicy, selector; defaults written out are no change); a Job's template, selector, completionMode, podFailurePolicy, or completions of a non-Indexed Job; a Service's written clusterIP/clusterIPs; a PVC's storageClassName, volumeName, accessModes, volumeMode, selector or dataSource, or a smaller storage request; the data of a ConfigMap or Secret with `immutable: true`, or turning `immutable` off; a Secret's `type`; a RoleBinding's or ClusterRoleBinding's `roleRef`; a StorageClass's provisioner, parameters, reclaimPolicy or volumeBindingMode. Hooks (`argocd.argoproj.io/hook`, `helm.sh/hook`) are skipped: they are deleted and created again. An object that asks to be recreated (`argocd.argoproj.io/sync-options` with `Force=true`, or Flux `kustomize.toolkit.fluxcd.io/force: enabled`) gets a note instead. `Replace=true` alone does not count: `kubectl replace` is still an update and fails the same way.",
      why: 'The diff looks harmless (one label added to a selector, a larger volumeClaimTemplate) and the review passes, but the sync fails with "field is immutable" and the Application stays OutOfSync until someone deletes the object by hand.',
      fix: "Give the object a new name (the new one is created and the old one pruned), or let the sync recreate it: `argocd.argoproj.io/sync-options: Force=true,Replace=true` on the object for Argo CD, `kustomize.toolkit.fluxcd.io/force: enabled` (or `spec.force: true` on the Kustomization) for Flux. Recreating deletes the old object first: for a StatefulSet consider `kubectl delete --cascade=orphan` by hand instead."
    }
  },
  "gitops/replicas-with-hpa",
  "health/no-generation-check",
  {
    id: "health/test-failed",
    verdict: "fail",
    severity: "error",
    summary: "a case of the repository's Argo CD health tests (argocd.healthTests) fails",
    docs: {
      what: "A case of the repository's own Argo CD health tests fails: `argocd.healthTests` in the config lists directories in Argo CD's `resource_customizations` layout (`<group>/<Kind>/health_test.yaml`, `health.lua`, test inputs); check and audit run them with Argo CD's Lua semantics (`deploy-gate health-test` runs the same locally). A test without a `health.lua` beside it tests the script that a rendered `argocd-cm` configures for that group/Kind. A configured directory that is missing or leaves the repository is a finding too. Check reports the failures the change introduces.",
      why: "Custom health checks are code that decides when Argo CD calls a release Healthy, and they change in the same pull requests as everything else. Their tests are only worth something if a failing one blocks the merge.",
      fix: "Make the script return what the test expects (status and message, compared exactly), or correct the test."
    }
  },
  "health/script-error",
  {
    id: "health/missing",
    verdict: "fail",
    severity: "warning",
    summary: "a custom resource with a status subresource whose kind has no Argo CD health check",
    docs: {
      what: "A rendered custom resource whose CRD (rendered in any target of the run, or in `schemas.crds`) declares a status subresource, while Argo CD has no health check for its kind: not one of its native kinds, not a Lua check it ships (for the whole of Argo CD, not only the kinds deploy-gate can run), and not customized in any rendered `argocd-cm`. `check` renders the targets whose files mention `resource.customizations` (the argocd-cm or argo-cd chart values) even when the change does not touch them, so the customizations are seen; when no argocd-cm was rendered at all the finding is inconclusive.",
      why: "Argo CD calls an object it cannot assess Healthy as soon as it exists. A model server, a database cluster or a certificate that never becomes ready then passes sync waves and PostSync smoke tests as if it were up.",
      fix: "Add `resource.customizations.health.<group>_<Kind>` to argocd-cm (with tests, see `deploy-gate health-test`)."
    }
  },
  "health/ignored",
  // How workloads roll and serve: probes, config that never reaches the pods, deletions that lose data.
  "probes/readiness-missing",
  {
    id: "probes/changed",
    verdict: "fail",
    severity: "note",
    summary: "check: the change edits a readiness, liveness or startup probe's handler, path, port or thresholds",
    docs: {
      what: "In `check`: the change edits the readinessProbe, livenessProbe or startupProbe of a container of a Deployment, StatefulSet, DaemonSet or Rollout that exists on both sides (matched by object and container name): its handler, path, port or thresholds, or the probe is added or removed. The message lists each field that changes, old \u2192 new.",
      why: 'A probe change is the classic "API accepted, controller observed, new process not serving" outage: the readiness path moves to one the new build does not answer, the rollout stalls or (with a liveness probe) the pods restart in a loop, and every object still applied cleanly. Reviewers read it as a small YAML edit.',
      fix: "Check that the new build serves the new probe (path, port, timing) before merging; the note asks for a look, it does not block."
    }
  },
  "probes/liveness-equals-readiness",
  "probes/unknown-port",
  {
    id: "rollout/config-not-rolled",
    verdict: "fail",
    severity: "warning",
    summary: "check: a ConfigMap/Secret's data changes, a workload reads it through env or a subPath mount, and its pod template does not change",
    docs: {
      what: "In `check`: a ConfigMap or Secret's data (`data`, `binaryData`, `stringData`) changes, a Deployment, StatefulSet, DaemonSet or Rollout of the same render reads it only when its containers start (`env[].valueFrom`, `envFrom`, or a volume of it mounted with `subPath`), and that workload's pod template does not change. A whole-volume mount is not reported (the kubelet updates it in place). Secret values are compared, never shown. With `rollout.reloader: true` in the config (stakater Reloader runs in the clusters), a workload whose Reloader annotations cover the ConfigMap or Secret (`reloader.stakater.com/auto`, `configmap.reloader.stakater.com/reload: <names>`, `secret.reloader.stakater.com/auto`, \u2026) is not reported: Reloader restarts it. Without that key the annotations count for nothing, because nothing reads them.",
      why: "After the sync the object holds the new data, Argo CD shows Synced and Healthy, and every running pod keeps the old values until something restarts it, days later, at a moment nobody connects with this change.",
      fix: 'Make the pod template change with the data: a checksum annotation on the pod template (Helm: `checksum/config: {{ include (print $.Template.BasePath "/configmap.yaml") . | sha256sum }}`), a content-hashed name (kustomize `configMapGenerator`/`secretGenerator`), or a reload controller (stakater Reloader annotations, with `rollout.reloader: true` once it is installed).'
    }
  },
  {
    id: "gitops/pvc-deleted",
    verdict: "fail",
    severity: "warning",
    summary: "check: a PersistentVolumeClaim or a StatefulSet's volumeClaimTemplates entry disappears from the render",
    docs: {
      what: "In `check`: a PersistentVolumeClaim leaves the render, or a StatefulSet drops a `volumeClaimTemplates` entry (or leaves the render with `persistentVolumeClaimRetentionPolicy.whenDeleted: Delete`). Severity **error** when the target prunes (Argo CD Application `syncPolicy.automated.prune: true`, Flux Kustomization `spec.prune: true`), warning otherwise. An object marked `argocd.argoproj.io/sync-options: Prune=false` or `Delete=false`, or `kustomize.toolkit.fluxcd.io/prune: disabled`, at base is not reported: it stays in the cluster.",
      why: "A pruning sync deletes the claim, and with the usual `Delete` reclaim policy the volume and its data go with it.",
      fix: "Keep the claim in the render, or mark it `Prune=false` (Argo CD) / `kustomize.toolkit.fluxcd.io/prune: disabled` (Flux) in the base before removing it; back up the volume."
    }
  },
  {
    id: "gitops/namespace-deleted",
    verdict: "fail",
    severity: "error",
    summary: "check: a Namespace disappears while other objects of the render still live in it",
    docs: {
      what: "In `check`: a Namespace leaves the render while objects of the same render that name it still stay. Exempt when the Namespace carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base.",
      why: "Deleting a namespace deletes everything in it, including the objects the change meant to keep and what others created there.",
      fix: "Keep the Namespace while anything lives in it, or move those objects first in an earlier change."
    }
  },
  {
    id: "gitops/crd-deleted",
    verdict: "fail",
    severity: "error",
    summary: "check: a CRD (rendered, or in schemas.crds) disappears, or stops serving a version, while rendered objects still use it",
    docs: {
      what: "In `check`: a CustomResourceDefinition leaves the render while objects of the same render still use its kind, or a version they use is removed from `spec.versions` or set to `served: false`. CRD files of `schemas.crds` are judged the same way against every rendered target: deleting one, or dropping a served version, while objects use it. Exempt when the CRD carries `Prune=false`/`Delete=false` or Flux `prune: disabled` at base (a version change is never exempt).",
      why: "Deleting a CRD deletes every object of its kind in the cluster; a version that is no longer served makes the API server refuse every object written in it, so the next sync fails.",
      fix: "Move the objects to another version or remove them first, in an earlier change; keep the CRD and the version served until nothing uses them."
    }
  },
  "pss/apparmor-annotations",
  "pss/apparmor",
  "pss/capabilities",
  "pss/host-namespaces",
  "pss/host-path-volumes",
  "pss/host-ports",
  "pss/host-process",
  "pss/proc-mount",
  "pss/seccomp",
  "pss/selinux-type",
  "pss/selinux-user-role",
  "pss/sysctls",
  "pss/capabilities-add",
  "pss/capabilities-drop",
  "pss/privilege-escalation",
  "pss/run-as-non-root",
  "pss/run-as-user",
  "pss/seccomp-restricted",
  "pss/volume-types",
  // Coverage: sources pinned, and what the gate could not render or check (never a quiet pass).
  {
    id: "sources/unpinned",
    verdict: "fail",
    severity: "error",
    summary: "a remote chart, dependency or base without an exact version/ref; what was checked could change after the check. Pin a chart to an exact version (1.2.3) and a kustomize remote base to ?ref=<commit> or an exact version tag"
  },
  {
    id: "sources/not-allowed",
    verdict: "fail",
    severity: "error",
    summary: "a remote chart, dependency or base that the base revision does not deploy from and the base config's `sources:` does not list (or whose URL tools could read two ways: encoded separators, double encoding, a path above the host, credentials); nothing is fetched from it. The message names the line to add to the base config. Unreachable sources are `render/failed`, inconclusive"
  },
  {
    id: "targets/none-found",
    verdict: "inconclusive",
    severity: "error",
    summary: "no targets were found to render; nothing was checked"
  },
  {
    id: "targets/identity-changed",
    verdict: "fail",
    severity: "warning",
    summary: "the change relabels a target's app or environment; it is judged under its base identity until merged"
  },
  {
    id: "targets/not-checked",
    verdict: "inconclusive",
    severity: "error",
    summary: "a deployable unit that was found but could not be checked (unsupported option, generator, plugin, source elsewhere), with the reason"
  },
  {
    id: "run/incomplete",
    verdict: "inconclusive",
    severity: "error",
    summary: "the run stopped before it finished (the run deadline passed, or an internal error), naming the phase; what was not finished was not checked"
  },
  {
    id: "targets/discovery-incomplete",
    verdict: "inconclusive",
    severity: "error",
    summary: "target discovery stopped early (repository too large or unreadable); undiscovered targets were not checked"
  },
  {
    id: "targets/unchecked-change",
    verdict: "inconclusive",
    severity: "error",
    summary: "`check`: changed files that no rendered target reads and no `ignore:` glob covers; the message names the files and why"
  },
  {
    id: "targets/source-changed",
    verdict: "inconclusive",
    severity: "error",
    summary: "`check`: the change repoints an Application source (repoURL, targetRevision or chart); what it deploys from there was not rendered"
  },
  {
    id: "targets/excluded",
    verdict: "inconclusive",
    severity: "note",
    summary: "a path the config `exclude:` takes out of discovery; listed so nothing is left out silently"
  },
  {
    id: "shard/missing",
    verdict: "inconclusive",
    severity: "error",
    summary: "a merged audit lacks a shard (or has one twice); its targets were not checked"
  },
  {
    id: "internal/check-error",
    verdict: "inconclusive",
    severity: "error",
    summary: "a check could not run on this target (a bug in deploy-gate); nothing it covers was verified"
  }
];

export {
  templateParamsValidator,
  describeAjvErrors,
  PolicyLoadError,
  checkFilesIn,
  readCheckFile,
  builtInCheckFiles,
  CODE_RULES
};
