import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate5
} from "./chunk-5AM5D6ME.js";
import "./chunk-MGKJSA7O.js";
import {
  validate as validate4
} from "./chunk-Y222BRJM.js";
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
import {
  validate as validate3
} from "./chunk-ELCMTAF5.js";
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

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2RollingUpdateStatefulSetStrategy.js
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
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.partition && (validate1(data.partition, { instancePath: instancePath + "/partition", parentData: data, parentDataProperty: "partition", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2StatefulSetUpdateStrategy.js
var validate7 = validate02;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate12.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.rollingUpdate && (validate12(data.rollingUpdate, { instancePath: instancePath + "/rollingUpdate", parentData: data, parentDataProperty: "rollingUpdate", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.type && (validate52(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2StatefulSetSpec.js
var validate8 = validate13;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}
var formats02 = formats.int32;
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate62.errors = vErrors, 0 === errors;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate10.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length), validate122.errors = vErrors, 0 === errors;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), validate16.errors = vErrors, 0 === errors;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate21.errors = vErrors, 0 === errors;
}
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate21(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length);
  }
  return validate20.errors = vErrors, 0 === errors;
}
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.selector) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "selector" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.template) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "template" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.serviceName) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "serviceName" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.podManagementPolicy && (validate22(data.podManagementPolicy, { instancePath: instancePath + "/podManagementPolicy", parentData: data, parentDataProperty: "podManagementPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.replicas && (validate03(data.replicas, { instancePath: instancePath + "/replicas", parentData: data, parentDataProperty: "replicas", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.revisionHistoryLimit && (validate03(data.revisionHistoryLimit, { instancePath: instancePath + "/revisionHistoryLimit", parentData: data, parentDataProperty: "revisionHistoryLimit", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.selector && (validate62(data.selector, { instancePath: instancePath + "/selector", parentData: data, parentDataProperty: "selector", rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length)), void 0 !== data.serviceName && (validate10(data.serviceName, { instancePath: instancePath + "/serviceName", parentData: data, parentDataProperty: "serviceName", rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), void 0 !== data.template && (validate122(data.template, { instancePath: instancePath + "/template", parentData: data, parentDataProperty: "template", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length)), void 0 !== data.updateStrategy && (validate16(data.updateStrategy, { instancePath: instancePath + "/updateStrategy", parentData: data, parentDataProperty: "updateStrategy", rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), void 0 !== data.volumeClaimTemplates && (validate20(data.volumeClaimTemplates, { instancePath: instancePath + "/volumeClaimTemplates", parentData: data, parentDataProperty: "volumeClaimTemplates", rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate13.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2StatefulSetCondition.js
var validate9 = validate23;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate32.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.lastTransitionTime && (validate32(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.message && (validate04(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.reason && (validate04(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate04.errors : vErrors.concat(validate04.errors)).length)), void 0 !== data.status && (validate14(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), void 0 !== data.type && (validate14(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate23.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2StatefulSetStatus.js
var validate11 = validate24;
var formats03 = formats.int32;
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length), validate53.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate53(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length);
  }
  return validate42.errors = vErrors, 0 === errors;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate15.errors = vErrors, 0 === errors;
}
var formats2 = formats.int64;
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats2.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate123.errors = vErrors, 0 === errors;
}
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate152.errors = vErrors, 0 === errors;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.replicas) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "replicas" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.collisionCount && (validate05(data.collisionCount, { instancePath: instancePath + "/collisionCount", parentData: data, parentDataProperty: "collisionCount", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.conditions && (validate42(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length)), void 0 !== data.currentReplicas && (validate05(data.currentReplicas, { instancePath: instancePath + "/currentReplicas", parentData: data, parentDataProperty: "currentReplicas", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.currentRevision && (validate15(data.currentRevision, { instancePath: instancePath + "/currentRevision", parentData: data, parentDataProperty: "currentRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.observedGeneration && (validate123(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate123.errors : vErrors.concat(validate123.errors)).length)), void 0 !== data.readyReplicas && (validate05(data.readyReplicas, { instancePath: instancePath + "/readyReplicas", parentData: data, parentDataProperty: "readyReplicas", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.replicas && (validate152(data.replicas, { instancePath: instancePath + "/replicas", parentData: data, parentDataProperty: "replicas", rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length)), void 0 !== data.updateRevision && (validate15(data.updateRevision, { instancePath: instancePath + "/updateRevision", parentData: data, parentDataProperty: "updateRevision", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.updatedReplicas && (validate05(data.updatedReplicas, { instancePath: instancePath + "/updatedReplicas", parentData: data, parentDataProperty: "updatedReplicas", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate24.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiAppsV1beta2StatefulSet.js
var validate17 = validate06;
var schema1_enum = ["apps/v1beta2"];
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("apps/v1beta2" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate18.errors = vErrors, 0 === errors;
}
var schema2_enum = ["StatefulSet"];
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("StatefulSet" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate54.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate92.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), validate132.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate18(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), void 0 !== data.kind && (validate33(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.metadata && (validate54(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length)), void 0 !== data.spec && (validate92(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.status && (validate132(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}
export {
  validate17 as validate
};
