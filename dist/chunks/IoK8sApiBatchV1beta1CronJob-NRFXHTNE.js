import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate4
} from "./chunk-3VJ3IQQA.js";
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

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1beta1JobTemplateSpec.js
var validate5 = validate0;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate1.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate52.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.metadata && (validate1(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.spec && (validate52(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1beta1CronJobSpec.js
var validate6 = validate22;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
var formats0 = formats.int32;
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate53.errors = vErrors, 0 === errors;
}
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate9.errors = vErrors, 0 === errors;
}
var formats2 = formats.int64;
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats2.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate11.errors = vErrors, 0 === errors;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.schedule) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schedule" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.jobTemplate) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jobTemplate" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.concurrencyPolicy && (validate12(data.concurrencyPolicy, { instancePath: instancePath + "/concurrencyPolicy", parentData: data, parentDataProperty: "concurrencyPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.failedJobsHistoryLimit && (validate02(data.failedJobsHistoryLimit, { instancePath: instancePath + "/failedJobsHistoryLimit", parentData: data, parentDataProperty: "failedJobsHistoryLimit", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.jobTemplate && (validate53(data.jobTemplate, { instancePath: instancePath + "/jobTemplate", parentData: data, parentDataProperty: "jobTemplate", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length)), void 0 !== data.schedule && (validate9(data.schedule, { instancePath: instancePath + "/schedule", parentData: data, parentDataProperty: "schedule", rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), void 0 !== data.startingDeadlineSeconds && (validate11(data.startingDeadlineSeconds, { instancePath: instancePath + "/startingDeadlineSeconds", parentData: data, parentDataProperty: "startingDeadlineSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), void 0 !== data.successfulJobsHistoryLimit && (validate02(data.successfulJobsHistoryLimit, { instancePath: instancePath + "/successfulJobsHistoryLimit", parentData: data, parentDataProperty: "successfulJobsHistoryLimit", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.suspend && (validate14(data.suspend, { instancePath: instancePath + "/suspend", parentData: data, parentDataProperty: "suspend", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), void 0 !== data.timeZone && (validate12(data.timeZone, { instancePath: instancePath + "/timeZone", parentData: data, parentDataProperty: "timeZone", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1beta1CronJobStatus.js
var validate7 = validate32;
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate54.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate54(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length);
  }
  return validate42.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate03.errors = vErrors, 0 === errors;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.active && (validate42(data.active, { instancePath: instancePath + "/active", parentData: data, parentDataProperty: "active", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length)), void 0 !== data.lastScheduleTime && (validate03(data.lastScheduleTime, { instancePath: instancePath + "/lastScheduleTime", parentData: data, parentDataProperty: "lastScheduleTime", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.lastSuccessfulTime && (validate03(data.lastSuccessfulTime, { instancePath: instancePath + "/lastSuccessfulTime", parentData: data, parentDataProperty: "lastSuccessfulTime", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiBatchV1beta1CronJob.js
var validate8 = validate04;
var schema1_enum = ["batch/v1beta1"];
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("batch/v1beta1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate13.errors = vErrors, 0 === errors;
}
var schema2_enum = ["CronJob"];
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("CronJob" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate55.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate92.errors = vErrors, 0 === errors;
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
    void 0 !== data.apiVersion && (validate13(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.kind && (validate33(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.metadata && (validate55(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.spec && (validate92(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.status && (validate132(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}
export {
  validate8 as validate
};
