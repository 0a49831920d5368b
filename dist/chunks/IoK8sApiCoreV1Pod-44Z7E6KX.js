import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate4,
  validate2 as validate5
} from "./chunk-CN5RZGWD.js";
import "./chunk-6EQGI32A.js";
import "./chunk-6QO4QVZT.js";
import "./chunk-TZAZXZFK.js";
import "./chunk-432EN3MH.js";
import "./chunk-DCE3MJJP.js";
import "./chunk-ID45LZYO.js";
import "./chunk-6UACABPB.js";
import "./chunk-ODRJEQO6.js";
import {
  validate as validate3
} from "./chunk-Y2V4CYXR.js";
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

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodCondition.js
var validate6 = validate52;
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
var formats0 = formats.int64;
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate9.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate42.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.lastProbeTime && (validate0(data.lastProbeTime, { instancePath: instancePath + "/lastProbeTime", parentData: data, parentDataProperty: "lastProbeTime", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.lastTransitionTime && (validate0(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.message && (validate32(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.observedGeneration && (validate9(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), void 0 !== data.reason && (validate32(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.status && (validate42(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length)), void 0 !== data.type && (validate42(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ResourceHealth.js
var validate7 = validate1;
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate43.errors = vErrors, 0 === errors;
}
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.resourceID) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resourceID" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.health && (validate02(data.health, { instancePath: instancePath + "/health", parentData: data, parentDataProperty: "health", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.message && (validate02(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.resourceID && (validate43(data.resourceID, { instancePath: instancePath + "/resourceID", parentData: data, parentDataProperty: "resourceID", rootData }) || (errors = (vErrors = null === vErrors ? validate43.errors : vErrors.concat(validate43.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ResourceStatus.js
var validate8 = validate03;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length), validate44.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate44(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate44.errors : vErrors.concat(validate44.errors)).length);
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate12(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.resources && (validate33(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerStateRunning.js
var validate10 = validate04;
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate13.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.startedAt && (validate13(data.startedAt, { instancePath: instancePath + "/startedAt", parentData: data, parentDataProperty: "startedAt", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerStateTerminated.js
var validate11 = validate45;
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}
var formats02 = formats.int32;
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate62.errors = vErrors, 0 === errors;
}
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate14.errors = vErrors, 0 === errors;
}
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate112.errors = vErrors, 0 === errors;
}
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.exitCode) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "exitCode" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.containerID && (validate05(data.containerID, { instancePath: instancePath + "/containerID", parentData: data, parentDataProperty: "containerID", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.exitCode && (validate62(data.exitCode, { instancePath: instancePath + "/exitCode", parentData: data, parentDataProperty: "exitCode", rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length)), void 0 !== data.finishedAt && (validate14(data.finishedAt, { instancePath: instancePath + "/finishedAt", parentData: data, parentDataProperty: "finishedAt", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), void 0 !== data.message && (validate05(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.reason && (validate05(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.signal && (validate112(data.signal, { instancePath: instancePath + "/signal", parentData: data, parentDataProperty: "signal", rootData }) || (errors = (vErrors = null === vErrors ? validate112.errors : vErrors.concat(validate112.errors)).length)), void 0 !== data.startedAt && (validate14(data.startedAt, { instancePath: instancePath + "/startedAt", parentData: data, parentDataProperty: "startedAt", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate45.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerStateWaiting.js
var validate15 = validate16;
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.message && (validate06(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.reason && (validate06(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate16.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerState.js
var validate17 = validate07;
function validate18(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate18.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), validate53.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate15(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), validate92.errors = vErrors, 0 === errors;
}
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.running && (validate18(data.running, { instancePath: instancePath + "/running", parentData: data, parentDataProperty: "running", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), void 0 !== data.terminated && (validate53(data.terminated, { instancePath: instancePath + "/terminated", parentData: data, parentDataProperty: "terminated", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length)), void 0 !== data.waiting && (validate92(data.waiting, { instancePath: instancePath + "/waiting", parentData: data, parentDataProperty: "waiting", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1LinuxContainerUser.js
var validate19 = validate110;
var formats03 = formats.int64;
function validate08(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate08.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate08(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length);
  }
  return validate34.errors = vErrors, 0 === errors;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.uid) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uid" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.gid) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gid" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.gid && (validate08(data.gid, { instancePath: instancePath + "/gid", parentData: data, parentDataProperty: "gid", rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length)), void 0 !== data.supplementalGroups && (validate34(data.supplementalGroups, { instancePath: instancePath + "/supplementalGroups", parentData: data, parentDataProperty: "supplementalGroups", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.uid && (validate08(data.uid, { instancePath: instancePath + "/uid", parentData: data, parentDataProperty: "uid", rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate110.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerUser.js
var validate20 = validate09;
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate19(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), validate111.errors = vErrors, 0 === errors;
}
function validate09(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.linux && (validate111(data.linux, { instancePath: instancePath + "/linux", parentData: data, parentDataProperty: "linux", rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate09.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ImageVolumeStatus.js
var validate21 = validate010;
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.imageRef) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "imageRef" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.imageRef && (validate113(data.imageRef, { instancePath: instancePath + "/imageRef", parentData: data, parentDataProperty: "imageRef", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate010.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeStatus.js
var validate22 = validate011;
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate21(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length)), validate114.errors = vErrors, 0 === errors;
}
function validate011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.image && (validate114(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate114.errors : vErrors.concat(validate114.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate011.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeMountStatus.js
var validate23 = validate115;
function validate012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate012.errors = vErrors, 0 === errors;
}
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate46.errors = vErrors, 0 === errors;
}
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate63.errors = vErrors, 0 === errors;
}
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate22(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), validate82.errors = vErrors, 0 === errors;
}
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.mountPath) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mountPath" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.mountPath && (validate012(data.mountPath, { instancePath: instancePath + "/mountPath", parentData: data, parentDataProperty: "mountPath", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.name && (validate012(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.readOnly && (validate46(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate46.errors : vErrors.concat(validate46.errors)).length)), void 0 !== data.recursiveReadOnly && (validate63(data.recursiveReadOnly, { instancePath: instancePath + "/recursiveReadOnly", parentData: data, parentDataProperty: "recursiveReadOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate63.errors : vErrors.concat(validate63.errors)).length)), void 0 !== data.volumeStatus && (validate82(data.volumeStatus, { instancePath: instancePath + "/volumeStatus", parentData: data, parentDataProperty: "volumeStatus", rootData }) || (errors = (vErrors = null === vErrors ? validate82.errors : vErrors.concat(validate82.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate115.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerStatus.js
var validate24 = validate47;
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate64.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate64(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate64.errors : vErrors.concat(validate64.errors)).length);
  return validate54.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length), validate122.errors = vErrors, 0 === errors;
}
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate122(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length);
  }
  return validate116.errors = vErrors, 0 === errors;
}
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate172.errors = vErrors, 0 === errors;
}
function validate013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate013.errors = vErrors, 0 === errors;
}
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate17(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate17.errors : vErrors.concat(validate17.errors)).length)), validate117.errors = vErrors, 0 === errors;
}
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate232.errors = vErrors, 0 === errors;
}
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate25.errors = vErrors, 0 === errors;
}
var formats04 = formats.int32;
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats04.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate29.errors = vErrors, 0 === errors;
}
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate31.errors = vErrors, 0 === errors;
}
var schema16_enum = ["SIGABRT", "SIGALRM", "SIGBUS", "SIGCHLD", "SIGCLD", "SIGCONT", "SIGFPE", "SIGHUP", "SIGILL", "SIGINT", "SIGIO", "SIGIOT", "SIGKILL", "SIGPIPE", "SIGPOLL", "SIGPROF", "SIGPWR", "SIGQUIT", "SIGRTMAX", "SIGRTMAX-1", "SIGRTMAX-10", "SIGRTMAX-11", "SIGRTMAX-12", "SIGRTMAX-13", "SIGRTMAX-14", "SIGRTMAX-2", "SIGRTMAX-3", "SIGRTMAX-4", "SIGRTMAX-5", "SIGRTMAX-6", "SIGRTMAX-7", "SIGRTMAX-8", "SIGRTMAX-9", "SIGRTMIN", "SIGRTMIN+1", "SIGRTMIN+10", "SIGRTMIN+11", "SIGRTMIN+12", "SIGRTMIN+13", "SIGRTMIN+14", "SIGRTMIN+15", "SIGRTMIN+2", "SIGRTMIN+3", "SIGRTMIN+4", "SIGRTMIN+5", "SIGRTMIN+6", "SIGRTMIN+7", "SIGRTMIN+8", "SIGRTMIN+9", "SIGSEGV", "SIGSTKFLT", "SIGSTOP", "SIGSYS", "SIGTERM", "SIGTRAP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGUSR1", "SIGUSR2", "SIGVTALRM", "SIGWINCH", "SIGXCPU", "SIGXFSZ"];
function validate342(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("SIGABRT" !== data && "SIGALRM" !== data && "SIGBUS" !== data && "SIGCHLD" !== data && "SIGCLD" !== data && "SIGCONT" !== data && "SIGFPE" !== data && "SIGHUP" !== data && "SIGILL" !== data && "SIGINT" !== data && "SIGIO" !== data && "SIGIOT" !== data && "SIGKILL" !== data && "SIGPIPE" !== data && "SIGPOLL" !== data && "SIGPROF" !== data && "SIGPWR" !== data && "SIGQUIT" !== data && "SIGRTMAX" !== data && "SIGRTMAX-1" !== data && "SIGRTMAX-10" !== data && "SIGRTMAX-11" !== data && "SIGRTMAX-12" !== data && "SIGRTMAX-13" !== data && "SIGRTMAX-14" !== data && "SIGRTMAX-2" !== data && "SIGRTMAX-3" !== data && "SIGRTMAX-4" !== data && "SIGRTMAX-5" !== data && "SIGRTMAX-6" !== data && "SIGRTMAX-7" !== data && "SIGRTMAX-8" !== data && "SIGRTMAX-9" !== data && "SIGRTMIN" !== data && "SIGRTMIN+1" !== data && "SIGRTMIN+10" !== data && "SIGRTMIN+11" !== data && "SIGRTMIN+12" !== data && "SIGRTMIN+13" !== data && "SIGRTMIN+14" !== data && "SIGRTMIN+15" !== data && "SIGRTMIN+2" !== data && "SIGRTMIN+3" !== data && "SIGRTMIN+4" !== data && "SIGRTMIN+5" !== data && "SIGRTMIN+6" !== data && "SIGRTMIN+7" !== data && "SIGRTMIN+8" !== data && "SIGRTMIN+9" !== data && "SIGSEGV" !== data && "SIGSTKFLT" !== data && "SIGSTOP" !== data && "SIGSYS" !== data && "SIGTERM" !== data && "SIGTRAP" !== data && "SIGTSTP" !== data && "SIGTTIN" !== data && "SIGTTOU" !== data && "SIGURG" !== data && "SIGUSR1" !== data && "SIGUSR2" !== data && "SIGVTALRM" !== data && "SIGWINCH" !== data && "SIGXCPU" !== data && "SIGXFSZ" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema16_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate342.errors = vErrors, 0 === errors;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate20(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length)), validate36.errors = vErrors, 0 === errors;
}
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate23(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length), validate41.errors = vErrors, 0 === errors;
}
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate41(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate41.errors : vErrors.concat(validate41.errors)).length);
  }
  return validate40.errors = vErrors, 0 === errors;
}
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.ready) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ready" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.restartCount) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "restartCount" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.image) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "image" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    if (void 0 === data.imageID) {
      let err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "imageID" } };
      null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
    }
    void 0 !== data.allocatedResources && (validate54(data.allocatedResources, { instancePath: instancePath + "/allocatedResources", parentData: data, parentDataProperty: "allocatedResources", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length)), void 0 !== data.allocatedResourcesStatus && (validate116(data.allocatedResourcesStatus, { instancePath: instancePath + "/allocatedResourcesStatus", parentData: data, parentDataProperty: "allocatedResourcesStatus", rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length)), void 0 !== data.containerID && (validate172(data.containerID, { instancePath: instancePath + "/containerID", parentData: data, parentDataProperty: "containerID", rootData }) || (errors = (vErrors = null === vErrors ? validate172.errors : vErrors.concat(validate172.errors)).length)), void 0 !== data.image && (validate013(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.imageID && (validate013(data.imageID, { instancePath: instancePath + "/imageID", parentData: data, parentDataProperty: "imageID", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.lastState && (validate117(data.lastState, { instancePath: instancePath + "/lastState", parentData: data, parentDataProperty: "lastState", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.name && (validate013(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.ready && (validate232(data.ready, { instancePath: instancePath + "/ready", parentData: data, parentDataProperty: "ready", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length)), void 0 !== data.resources && (validate25(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length)), void 0 !== data.restartCount && (validate29(data.restartCount, { instancePath: instancePath + "/restartCount", parentData: data, parentDataProperty: "restartCount", rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length)), void 0 !== data.started && (validate31(data.started, { instancePath: instancePath + "/started", parentData: data, parentDataProperty: "started", rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length)), void 0 !== data.state && (validate117(data.state, { instancePath: instancePath + "/state", parentData: data, parentDataProperty: "state", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.stopSignal && (validate342(data.stopSignal, { instancePath: instancePath + "/stopSignal", parentData: data, parentDataProperty: "stopSignal", rootData }) || (errors = (vErrors = null === vErrors ? validate342.errors : vErrors.concat(validate342.errors)).length)), void 0 !== data.user && (validate36(data.user, { instancePath: instancePath + "/user", parentData: data, parentDataProperty: "user", rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length)), void 0 !== data.volumeMounts && (validate40(data.volumeMounts, { instancePath: instancePath + "/volumeMounts", parentData: data, parentDataProperty: "volumeMounts", rootData }) || (errors = (vErrors = null === vErrors ? validate40.errors : vErrors.concat(validate40.errors)).length));
  } else {
    let err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
  }
  return validate47.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerExtendedResourceRequest.js
var validate26 = validate118;
function validate014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate014.errors = vErrors, 0 === errors;
}
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.containerName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "containerName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.resourceName) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resourceName" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.requestName) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "requestName" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.containerName && (validate014(data.containerName, { instancePath: instancePath + "/containerName", parentData: data, parentDataProperty: "containerName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.requestName && (validate014(data.requestName, { instancePath: instancePath + "/requestName", parentData: data, parentDataProperty: "requestName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.resourceName && (validate014(data.resourceName, { instancePath: instancePath + "/resourceName", parentData: data, parentDataProperty: "resourceName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate118.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodExtendedResourceClaimStatus.js
var validate27 = validate015;
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), validate28.errors = vErrors, 0 === errors;
}
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate28(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate119.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate72.errors = vErrors, 0 === errors;
}
function validate015(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.requestMappings) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "requestMappings" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.resourceClaimName) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resourceClaimName" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.requestMappings && (validate119(data.requestMappings, { instancePath: instancePath + "/requestMappings", parentData: data, parentDataProperty: "requestMappings", rootData }) || (errors = (vErrors = null === vErrors ? validate119.errors : vErrors.concat(validate119.errors)).length)), void 0 !== data.resourceClaimName && (validate72(data.resourceClaimName, { instancePath: instancePath + "/resourceClaimName", parentData: data, parentDataProperty: "resourceClaimName", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate015.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1HostIP.js
var validate30 = validate016;
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate120.errors = vErrors, 0 === errors;
}
function validate016(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.ip) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ip" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.ip && (validate120(data.ip, { instancePath: instancePath + "/ip", parentData: data, parentDataProperty: "ip", rootData }) || (errors = (vErrors = null === vErrors ? validate120.errors : vErrors.concat(validate120.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate016.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1NodeAllocatableResourceClaimStatus.js
var validate35 = validate121;
function validate017(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate017.errors = vErrors, 0 === errors;
}
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate017(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate017.errors : vErrors.concat(validate017.errors)).length);
  }
  return validate210.errors = vErrors, 0 === errors;
}
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate73.errors = vErrors, 0 === errors;
}
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate73(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length);
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate65.errors = vErrors, 0 === errors;
}
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.resourceClaimName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resourceClaimName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.resources) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resources" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.containers && (validate210(data.containers, { instancePath: instancePath + "/containers", parentData: data, parentDataProperty: "containers", rootData }) || (errors = (vErrors = null === vErrors ? validate210.errors : vErrors.concat(validate210.errors)).length)), void 0 !== data.resourceClaimName && (validate017(data.resourceClaimName, { instancePath: instancePath + "/resourceClaimName", parentData: data, parentDataProperty: "resourceClaimName", rootData }) || (errors = (vErrors = null === vErrors ? validate017.errors : vErrors.concat(validate017.errors)).length)), void 0 !== data.resources && (validate65(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate65.errors : vErrors.concat(validate65.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate121.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodIP.js
var validate37 = validate018;
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate123.errors = vErrors, 0 === errors;
}
function validate018(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.ip) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ip" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.ip && (validate123(data.ip, { instancePath: instancePath + "/ip", parentData: data, parentDataProperty: "ip", rootData }) || (errors = (vErrors = null === vErrors ? validate123.errors : vErrors.concat(validate123.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate018.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodResourceClaimStatus.js
var validate38 = validate019;
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate124.errors = vErrors, 0 === errors;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate39.errors = vErrors, 0 === errors;
}
function validate019(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate124(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate124.errors : vErrors.concat(validate124.errors)).length)), void 0 !== data.resourceClaimName && (validate39(data.resourceClaimName, { instancePath: instancePath + "/resourceClaimName", parentData: data, parentDataProperty: "resourceClaimName", rootData }) || (errors = (vErrors = null === vErrors ? validate39.errors : vErrors.concat(validate39.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate019.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodStatus.js
var validate48 = validate67;
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate83.errors = vErrors, 0 === errors;
}
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate83(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length);
  return validate74.errors = vErrors, 0 === errors;
}
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length), validate142.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate142(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length);
  }
  return validate132.errors = vErrors, 0 === errors;
}
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate24(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length), validate125.errors = vErrors, 0 === errors;
}
function validate020(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate125(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate125.errors : vErrors.concat(validate125.errors)).length);
  }
  return validate020.errors = vErrors, 0 === errors;
}
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate27(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length)), validate212.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate55.errors = vErrors, 0 === errors;
}
function validate272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate272.errors = vErrors, 0 === errors;
}
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate272(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate272.errors : vErrors.concat(validate272.errors)).length);
  }
  return validate262.errors = vErrors, 0 === errors;
}
function validate352(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate35(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length), validate352.errors = vErrors, 0 === errors;
}
function validate343(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate352(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate352.errors : vErrors.concat(validate352.errors)).length);
  }
  return validate343.errors = vErrors, 0 === errors;
}
var formats05 = formats.int64;
function validate412(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats05.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate412.errors = vErrors, 0 === errors;
}
var schema20_enum = ["Failed", "Pending", "Running", "Succeeded", "Unknown"];
function validate432(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Failed" !== data && "Pending" !== data && "Running" !== data && "Succeeded" !== data && "Unknown" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema20_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate432.errors = vErrors, 0 === errors;
}
function validate472(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate37(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length), validate472.errors = vErrors, 0 === errors;
}
function validate462(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate472(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate472.errors : vErrors.concat(validate472.errors)).length);
  }
  return validate462.errors = vErrors, 0 === errors;
}
var schema24_enum = ["BestEffort", "Burstable", "Guaranteed"];
function validate522(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("BestEffort" !== data && "Burstable" !== data && "Guaranteed" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema24_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate522.errors = vErrors, 0 === errors;
}
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length), validate57.errors = vErrors, 0 === errors;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate57(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate57.errors : vErrors.concat(validate57.errors)).length);
  }
  return validate56.errors = vErrors, 0 === errors;
}
function validate622(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate622.errors = vErrors, 0 === errors;
}
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate66.errors = vErrors, 0 === errors;
}
function validate67(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.allocatedResources && (validate74(data.allocatedResources, { instancePath: instancePath + "/allocatedResources", parentData: data, parentDataProperty: "allocatedResources", rootData }) || (errors = (vErrors = null === vErrors ? validate74.errors : vErrors.concat(validate74.errors)).length)), void 0 !== data.conditions && (validate132(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length)), void 0 !== data.containerStatuses && (validate020(data.containerStatuses, { instancePath: instancePath + "/containerStatuses", parentData: data, parentDataProperty: "containerStatuses", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.ephemeralContainerStatuses && (validate020(data.ephemeralContainerStatuses, { instancePath: instancePath + "/ephemeralContainerStatuses", parentData: data, parentDataProperty: "ephemeralContainerStatuses", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.extendedResourceClaimStatus && (validate212(data.extendedResourceClaimStatus, { instancePath: instancePath + "/extendedResourceClaimStatus", parentData: data, parentDataProperty: "extendedResourceClaimStatus", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.hostIP && (validate55(data.hostIP, { instancePath: instancePath + "/hostIP", parentData: data, parentDataProperty: "hostIP", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.hostIPs && (validate262(data.hostIPs, { instancePath: instancePath + "/hostIPs", parentData: data, parentDataProperty: "hostIPs", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length)), void 0 !== data.initContainerStatuses && (validate020(data.initContainerStatuses, { instancePath: instancePath + "/initContainerStatuses", parentData: data, parentDataProperty: "initContainerStatuses", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.message && (validate55(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.nodeAllocatableResourceClaimStatuses && (validate343(data.nodeAllocatableResourceClaimStatuses, { instancePath: instancePath + "/nodeAllocatableResourceClaimStatuses", parentData: data, parentDataProperty: "nodeAllocatableResourceClaimStatuses", rootData }) || (errors = (vErrors = null === vErrors ? validate343.errors : vErrors.concat(validate343.errors)).length)), void 0 !== data.nominatedNodeName && (validate55(data.nominatedNodeName, { instancePath: instancePath + "/nominatedNodeName", parentData: data, parentDataProperty: "nominatedNodeName", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.observedGeneration && (validate412(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate412.errors : vErrors.concat(validate412.errors)).length)), void 0 !== data.phase && (validate432(data.phase, { instancePath: instancePath + "/phase", parentData: data, parentDataProperty: "phase", rootData }) || (errors = (vErrors = null === vErrors ? validate432.errors : vErrors.concat(validate432.errors)).length)), void 0 !== data.podIP && (validate55(data.podIP, { instancePath: instancePath + "/podIP", parentData: data, parentDataProperty: "podIP", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.podIPs && (validate462(data.podIPs, { instancePath: instancePath + "/podIPs", parentData: data, parentDataProperty: "podIPs", rootData }) || (errors = (vErrors = null === vErrors ? validate462.errors : vErrors.concat(validate462.errors)).length)), void 0 !== data.qosClass && (validate522(data.qosClass, { instancePath: instancePath + "/qosClass", parentData: data, parentDataProperty: "qosClass", rootData }) || (errors = (vErrors = null === vErrors ? validate522.errors : vErrors.concat(validate522.errors)).length)), void 0 !== data.reason && (validate55(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.resize && (validate55(data.resize, { instancePath: instancePath + "/resize", parentData: data, parentDataProperty: "resize", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.resourceClaimStatuses && (validate56(data.resourceClaimStatuses, { instancePath: instancePath + "/resourceClaimStatuses", parentData: data, parentDataProperty: "resourceClaimStatuses", rootData }) || (errors = (vErrors = null === vErrors ? validate56.errors : vErrors.concat(validate56.errors)).length)), void 0 !== data.resources && (validate622(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate622.errors : vErrors.concat(validate622.errors)).length)), void 0 !== data.startTime && (validate66(data.startTime, { instancePath: instancePath + "/startTime", parentData: data, parentDataProperty: "startTime", rootData }) || (errors = (vErrors = null === vErrors ? validate66.errors : vErrors.concat(validate66.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate67.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Pod.js
var validate49 = validate021;
var schema1_enum = ["v1"];
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate126.errors = vErrors, 0 === errors;
}
var schema2_enum = ["Pod"];
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Pod" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate310.errors = vErrors, 0 === errors;
}
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate58.errors = vErrors, 0 === errors;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate93.errors = vErrors, 0 === errors;
}
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length)), validate133.errors = vErrors, 0 === errors;
}
function validate021(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate126(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate126.errors : vErrors.concat(validate126.errors)).length)), void 0 !== data.kind && (validate310(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate310.errors : vErrors.concat(validate310.errors)).length)), void 0 !== data.metadata && (validate58(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate58.errors : vErrors.concat(validate58.errors)).length)), void 0 !== data.spec && (validate93(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate93.errors : vErrors.concat(validate93.errors)).length)), void 0 !== data.status && (validate133(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate133.errors : vErrors.concat(validate133.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate021.errors = vErrors, 0 === errors;
}
export {
  validate49 as validate
};
