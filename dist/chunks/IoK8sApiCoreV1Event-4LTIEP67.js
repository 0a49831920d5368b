import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate5
} from "./chunk-RSQ5LFT4.js";
import {
  validate as validate3
} from "./chunk-3VJ3IQQA.js";
import {
  validate as validate4
} from "./chunk-5ZFDNV7J.js";
import {
  validate,
  validate2
} from "./chunk-NS7M25VJ.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EventSeries.js
var validate6 = validate0;
var formats0 = formats.int32;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate32.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.count && (validate1(data.count, { instancePath: instancePath + "/count", parentData: data, parentDataProperty: "count", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.lastObservedTime && (validate32(data.lastObservedTime, { instancePath: instancePath + "/lastObservedTime", parentData: data, parentDataProperty: "lastObservedTime", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Event.js
var validate7 = validate42;
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
var schema4_enum = ["v1"];
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate62.errors = vErrors, 0 === errors;
}
var formats02 = formats.int32;
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate8.errors = vErrors, 0 === errors;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate10.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate02.errors = vErrors, 0 === errors;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate15.errors = vErrors, 0 === errors;
}
var schema10_enum = ["Event"];
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Event" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema10_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate19.errors = vErrors, 0 === errors;
}
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate23.errors = vErrors, 0 === errors;
}
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate28.errors = vErrors, 0 === errors;
}
function validate332(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate332.errors = vErrors, 0 === errors;
}
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate37.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.metadata) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.involvedObject) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "involvedObject" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.apiVersion) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.kind) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 !== data.action && (validate33(data.action, { instancePath: instancePath + "/action", parentData: data, parentDataProperty: "action", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.apiVersion && (validate62(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length)), void 0 !== data.count && (validate8(data.count, { instancePath: instancePath + "/count", parentData: data, parentDataProperty: "count", rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), void 0 !== data.eventTime && (validate10(data.eventTime, { instancePath: instancePath + "/eventTime", parentData: data, parentDataProperty: "eventTime", rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), void 0 !== data.firstTimestamp && (validate02(data.firstTimestamp, { instancePath: instancePath + "/firstTimestamp", parentData: data, parentDataProperty: "firstTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.involvedObject && (validate15(data.involvedObject, { instancePath: instancePath + "/involvedObject", parentData: data, parentDataProperty: "involvedObject", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.kind && (validate19(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), void 0 !== data.lastTimestamp && (validate02(data.lastTimestamp, { instancePath: instancePath + "/lastTimestamp", parentData: data, parentDataProperty: "lastTimestamp", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.message && (validate33(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.metadata && (validate23(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length)), void 0 !== data.reason && (validate33(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.related && (validate28(data.related, { instancePath: instancePath + "/related", parentData: data, parentDataProperty: "related", rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length)), void 0 !== data.reportingComponent && (validate33(data.reportingComponent, { instancePath: instancePath + "/reportingComponent", parentData: data, parentDataProperty: "reportingComponent", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.reportingInstance && (validate33(data.reportingInstance, { instancePath: instancePath + "/reportingInstance", parentData: data, parentDataProperty: "reportingInstance", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.series && (validate332(data.series, { instancePath: instancePath + "/series", parentData: data, parentDataProperty: "series", rootData }) || (errors = (vErrors = null === vErrors ? validate332.errors : vErrors.concat(validate332.errors)).length)), void 0 !== data.source && (validate37(data.source, { instancePath: instancePath + "/source", parentData: data, parentDataProperty: "source", rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), void 0 !== data.type && (validate33(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length));
  } else {
    let err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
  }
  return validate42.errors = vErrors, 0 === errors;
}
export {
  validate7 as validate
};
