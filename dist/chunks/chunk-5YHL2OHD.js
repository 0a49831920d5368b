import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate2
} from "./chunk-Y222BRJM.js";
import {
  validate
} from "./chunk-ELCMTAF5.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1PodFailurePolicyOnExitCodesRequirement.js
var validate3 = validate0;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}
var schema2_enum = ["In", "NotIn"];
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("In" !== data && "NotIn" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
var formats0 = formats.int32;
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate6.errors = vErrors, 0 === errors;
}
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate6(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate5.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.operator) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "operator" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.values) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "values" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.containerName && (validate1(data.containerName, { instancePath: instancePath + "/containerName", parentData: data, parentDataProperty: "containerName", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.operator && (validate32(data.operator, { instancePath: instancePath + "/operator", parentData: data, parentDataProperty: "operator", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.values && (validate5(data.values, { instancePath: instancePath + "/values", parentData: data, parentDataProperty: "values", rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1PodFailurePolicyOnPodConditionsPattern.js
var validate4 = validate02;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.type) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.status && (validate12(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.type && (validate33(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1PodFailurePolicyRule.js
var validate7 = validate03;
var schema1_enum = ["Count", "FailIndex", "FailJob", "Ignore"];
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Count" !== data && "FailIndex" !== data && "FailJob" !== data && "Ignore" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate13.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate34.errors = vErrors, 0 === errors;
}
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate8.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate8(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length);
  }
  return validate72.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.action) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.action && (validate13(data.action, { instancePath: instancePath + "/action", parentData: data, parentDataProperty: "action", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.onExitCodes && (validate34(data.onExitCodes, { instancePath: instancePath + "/onExitCodes", parentData: data, parentDataProperty: "onExitCodes", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.onPodConditions && (validate72(data.onPodConditions, { instancePath: instancePath + "/onPodConditions", parentData: data, parentDataProperty: "onPodConditions", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1PodFailurePolicy.js
var validate9 = validate04;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length), validate22.errors = vErrors, 0 === errors;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate22(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.rules) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rules" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.rules && (validate14(data.rules, { instancePath: instancePath + "/rules", parentData: data, parentDataProperty: "rules", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1SuccessPolicyRule.js
var validate10 = validate05;
var formats02 = formats.int32;
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate15.errors = vErrors, 0 === errors;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate35.errors = vErrors, 0 === errors;
}
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.succeededCount && (validate15(data.succeededCount, { instancePath: instancePath + "/succeededCount", parentData: data, parentDataProperty: "succeededCount", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.succeededIndexes && (validate35(data.succeededIndexes, { instancePath: instancePath + "/succeededIndexes", parentData: data, parentDataProperty: "succeededIndexes", rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1SuccessPolicy.js
var validate11 = validate06;
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length), validate23.errors = vErrors, 0 === errors;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate23(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate16.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.rules) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rules" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.rules && (validate16(data.rules, { instancePath: instancePath + "/rules", parentData: data, parentDataProperty: "rules", rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1JobSpec.js
var validate17 = validate24;
var formats2 = formats.int64;
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats2.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate36.errors = vErrors, 0 === errors;
}
var formats03 = formats.int32;
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}
var schema4_enum = ["Indexed", "NonIndexed"];
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Indexed" !== data && "NonIndexed" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate73.errors = vErrors, 0 === errors;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate102.errors = vErrors, 0 === errors;
}
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate18.errors = vErrors, 0 === errors;
}
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), validate152.errors = vErrors, 0 === errors;
}
var schema8_enum = ["Failed", "TerminatingOrFailed"];
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Failed" !== data && "TerminatingOrFailed" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema8_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate19.errors = vErrors, 0 === errors;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate21.errors = vErrors, 0 === errors;
}
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), validate25.errors = vErrors, 0 === errors;
}
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate30.errors = vErrors, 0 === errors;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.template) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "template" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.activeDeadlineSeconds && (validate36(data.activeDeadlineSeconds, { instancePath: instancePath + "/activeDeadlineSeconds", parentData: data, parentDataProperty: "activeDeadlineSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length)), void 0 !== data.backoffLimit && (validate07(data.backoffLimit, { instancePath: instancePath + "/backoffLimit", parentData: data, parentDataProperty: "backoffLimit", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.backoffLimitPerIndex && (validate07(data.backoffLimitPerIndex, { instancePath: instancePath + "/backoffLimitPerIndex", parentData: data, parentDataProperty: "backoffLimitPerIndex", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.completionMode && (validate73(data.completionMode, { instancePath: instancePath + "/completionMode", parentData: data, parentDataProperty: "completionMode", rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length)), void 0 !== data.completions && (validate07(data.completions, { instancePath: instancePath + "/completions", parentData: data, parentDataProperty: "completions", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.managedBy && (validate102(data.managedBy, { instancePath: instancePath + "/managedBy", parentData: data, parentDataProperty: "managedBy", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length)), void 0 !== data.manualSelector && (validate18(data.manualSelector, { instancePath: instancePath + "/manualSelector", parentData: data, parentDataProperty: "manualSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), void 0 !== data.maxFailedIndexes && (validate07(data.maxFailedIndexes, { instancePath: instancePath + "/maxFailedIndexes", parentData: data, parentDataProperty: "maxFailedIndexes", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.parallelism && (validate07(data.parallelism, { instancePath: instancePath + "/parallelism", parentData: data, parentDataProperty: "parallelism", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.podFailurePolicy && (validate152(data.podFailurePolicy, { instancePath: instancePath + "/podFailurePolicy", parentData: data, parentDataProperty: "podFailurePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length)), void 0 !== data.podReplacementPolicy && (validate19(data.podReplacementPolicy, { instancePath: instancePath + "/podReplacementPolicy", parentData: data, parentDataProperty: "podReplacementPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), void 0 !== data.selector && (validate21(data.selector, { instancePath: instancePath + "/selector", parentData: data, parentDataProperty: "selector", rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length)), void 0 !== data.successPolicy && (validate25(data.successPolicy, { instancePath: instancePath + "/successPolicy", parentData: data, parentDataProperty: "successPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length)), void 0 !== data.suspend && (validate18(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), void 0 !== data.template && (validate30(data.template, { instancePath: instancePath + "/template", parentData: data, parentDataProperty: "template", rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length)), void 0 !== data.ttlSecondsAfterFinished && (validate07(data.ttlSecondsAfterFinished, { instancePath: instancePath + "/ttlSecondsAfterFinished", parentData: data, parentDataProperty: "ttlSecondsAfterFinished", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate24.errors = vErrors, 0 === errors;
}

export {
  validate17 as validate
};
