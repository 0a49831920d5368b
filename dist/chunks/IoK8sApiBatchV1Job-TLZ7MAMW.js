import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate3
} from "./chunk-5YHL2OHD.js";
import "./chunk-Y222BRJM.js";
import "./chunk-CN5RZGWD.js";
import "./chunk-6EQGI32A.js";
import "./chunk-6QO4QVZT.js";
import "./chunk-TZAZXZFK.js";
import "./chunk-432EN3MH.js";
import "./chunk-DCE3MJJP.js";
import "./chunk-ID45LZYO.js";
import "./chunk-6UACABPB.js";
import "./chunk-ODRJEQO6.js";
import "./chunk-Y2V4CYXR.js";
import "./chunk-ELCMTAF5.js";
import "./chunk-EGRZXNNS.js";
import {
  validate,
  validate2
} from "./chunk-NS7M25VJ.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1JobCondition.js
var validate4 = validate5;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate0.errors = vErrors, 0 === errors;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate42.errors = vErrors, 0 === errors;
}
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.type) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.status) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.lastProbeTime && (validate0(data.lastProbeTime, { instancePath: instancePath + "/lastProbeTime", parentData: data, parentDataProperty: "lastProbeTime", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.lastTransitionTime && (validate0(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.message && (validate32(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.reason && (validate32(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.status && (validate42(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length)), void 0 !== data.type && (validate42(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate5.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1UncountedTerminatedPods.js
var validate6 = validate33;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length);
  }
  return validate02.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.failed && (validate02(data.failed, { instancePath: instancePath + "/failed", parentData: data, parentDataProperty: "failed", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.succeeded && (validate02(data.succeeded, { instancePath: instancePath + "/succeeded", parentData: data, parentDataProperty: "succeeded", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1JobStatus.js
var validate7 = validate52;
var formats0 = formats.int32;
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate22.errors = vErrors, 0 === errors;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate10.errors = vErrors, 0 === errors;
}
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate10(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length);
  }
  return validate9.errors = vErrors, 0 === errors;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate21.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.active && (validate03(data.active, { instancePath: instancePath + "/active", parentData: data, parentDataProperty: "active", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.completedIndexes && (validate12(data.completedIndexes, { instancePath: instancePath + "/completedIndexes", parentData: data, parentDataProperty: "completedIndexes", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.completionTime && (validate22(data.completionTime, { instancePath: instancePath + "/completionTime", parentData: data, parentDataProperty: "completionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.conditions && (validate9(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), void 0 !== data.failed && (validate03(data.failed, { instancePath: instancePath + "/failed", parentData: data, parentDataProperty: "failed", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.failedIndexes && (validate12(data.failedIndexes, { instancePath: instancePath + "/failedIndexes", parentData: data, parentDataProperty: "failedIndexes", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.ready && (validate03(data.ready, { instancePath: instancePath + "/ready", parentData: data, parentDataProperty: "ready", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.startTime && (validate22(data.startTime, { instancePath: instancePath + "/startTime", parentData: data, parentDataProperty: "startTime", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.succeeded && (validate03(data.succeeded, { instancePath: instancePath + "/succeeded", parentData: data, parentDataProperty: "succeeded", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.terminating && (validate03(data.terminating, { instancePath: instancePath + "/terminating", parentData: data, parentDataProperty: "terminating", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.uncountedTerminatedPods && (validate21(data.uncountedTerminatedPods, { instancePath: instancePath + "/uncountedTerminatedPods", parentData: data, parentDataProperty: "uncountedTerminatedPods", rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1Job.js
var validate8 = validate04;
var schema1_enum = ["batch/v1"];
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("batch/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate13.errors = vErrors, 0 === errors;
}
var schema2_enum = ["Job"];
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Job" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate34.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate53.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate92.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), validate132.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.apiVersion) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.apiVersion && (validate13(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.kind && (validate34(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.metadata && (validate53(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length)), void 0 !== data.spec && (validate92(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.status && (validate132(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}
export {
  validate8 as validate
};
