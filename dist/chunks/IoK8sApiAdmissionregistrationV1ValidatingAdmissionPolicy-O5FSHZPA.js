import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate6
} from "./chunk-HZGGULG5.js";
import {
  validate as validate4,
  validate2 as validate5
} from "./chunk-LBWDL3RJ.js";
import {
  validate as validate2
} from "./chunk-QIPSONSB.js";
import {
  validate as validate3
} from "./chunk-UDVI4ZEX.js";
import "./chunk-ELCMTAF5.js";
import "./chunk-EGRZXNNS.js";
import {
  validate2 as validate
} from "./chunk-NS7M25VJ.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1AuditAnnotation.js
var validate7 = validate1;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.key) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.valueExpression) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "valueExpression" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.key && (validate0(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.valueExpression && (validate0(data.valueExpression, { instancePath: instancePath + "/valueExpression", parentData: data, parentDataProperty: "valueExpression", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1Validation.js
var validate8 = validate12;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.expression) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expression" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.expression && (validate22(data.expression, { instancePath: instancePath + "/expression", parentData: data, parentDataProperty: "expression", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.message && (validate02(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.messageExpression && (validate02(data.messageExpression, { instancePath: instancePath + "/messageExpression", parentData: data, parentDataProperty: "messageExpression", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.reason && (validate02(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicySpec.js
var validate9 = validate03;
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length), validate23.errors = vErrors, 0 === errors;
}
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate23(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length);
  }
  return validate13.errors = vErrors, 0 === errors;
}
var schema4_enum = ["Fail", "Ignore"];
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Fail" !== data && "Ignore" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate72.errors = vErrors, 0 === errors;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate10.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate10(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length);
  }
  return validate92.errors = vErrors, 0 === errors;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate15.errors = vErrors, 0 === errors;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate19.errors = vErrors, 0 === errors;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length), validate24.errors = vErrors, 0 === errors;
}
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate24(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length);
  }
  return validate232.errors = vErrors, 0 === errors;
}
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate30.errors = vErrors, 0 === errors;
}
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate30(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length);
  }
  return validate29.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.auditAnnotations && (validate13(data.auditAnnotations, { instancePath: instancePath + "/auditAnnotations", parentData: data, parentDataProperty: "auditAnnotations", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.failurePolicy && (validate72(data.failurePolicy, { instancePath: instancePath + "/failurePolicy", parentData: data, parentDataProperty: "failurePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length)), void 0 !== data.matchConditions && (validate92(data.matchConditions, { instancePath: instancePath + "/matchConditions", parentData: data, parentDataProperty: "matchConditions", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.matchConstraints && (validate15(data.matchConstraints, { instancePath: instancePath + "/matchConstraints", parentData: data, parentDataProperty: "matchConstraints", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.paramKind && (validate19(data.paramKind, { instancePath: instancePath + "/paramKind", parentData: data, parentDataProperty: "paramKind", rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), void 0 !== data.validations && (validate232(data.validations, { instancePath: instancePath + "/validations", parentData: data, parentDataProperty: "validations", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length)), void 0 !== data.variables && (validate29(data.variables, { instancePath: instancePath + "/variables", parentData: data, parentDataProperty: "variables", rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1ExpressionWarning.js
var validate11 = validate14;
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.fieldRef) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fieldRef" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.warning) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warning" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.fieldRef && (validate04(data.fieldRef, { instancePath: instancePath + "/fieldRef", parentData: data, parentDataProperty: "fieldRef", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.warning && (validate04(data.warning, { instancePath: instancePath + "/warning", parentData: data, parentDataProperty: "warning", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1TypeChecking.js
var validate16 = validate05;
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length), validate25.errors = vErrors, 0 === errors;
}
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate25(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length);
  }
  return validate17.errors = vErrors, 0 === errors;
}
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.expressionWarnings && (validate17(data.expressionWarnings, { instancePath: instancePath + "/expressionWarnings", parentData: data, parentDataProperty: "expressionWarnings", rootData }) || (errors = (vErrors = null === vErrors ? validate17.errors : vErrors.concat(validate17.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicyStatus.js
var validate18 = validate06;
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length), validate26.errors = vErrors, 0 === errors;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate26(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length);
  }
  return validate110.errors = vErrors, 0 === errors;
}
var formats0 = formats.int64;
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate73.errors = vErrors, 0 === errors;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate93.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.conditions && (validate110(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate110.errors : vErrors.concat(validate110.errors)).length)), void 0 !== data.observedGeneration && (validate73(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length)), void 0 !== data.typeChecking && (validate93(data.typeChecking, { instancePath: instancePath + "/typeChecking", parentData: data, parentDataProperty: "typeChecking", rootData }) || (errors = (vErrors = null === vErrors ? validate93.errors : vErrors.concat(validate93.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAdmissionregistrationV1ValidatingAdmissionPolicy.js
var validate20 = validate07;
var schema1_enum = ["admissionregistration.k8s.io/v1"];
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("admissionregistration.k8s.io/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate111.errors = vErrors, 0 === errors;
}
var schema2_enum = ["ValidatingAdmissionPolicy"];
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("ValidatingAdmissionPolicy" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate52.errors = vErrors, 0 === errors;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), validate94.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate18(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), validate132.errors = vErrors, 0 === errors;
}
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate111(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length)), void 0 !== data.kind && (validate32(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.metadata && (validate52(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length)), void 0 !== data.spec && (validate94(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate94.errors : vErrors.concat(validate94.errors)).length)), void 0 !== data.status && (validate132(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}
export {
  validate20 as validate
};
