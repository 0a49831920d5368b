import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate8
} from "./chunk-6EQGI32A.js";
import {
  validate as validate10,
  validate10 as validate20,
  validate11 as validate21,
  validate2 as validate11,
  validate3 as validate13,
  validate4 as validate14,
  validate5 as validate15,
  validate6 as validate16,
  validate7 as validate17,
  validate8 as validate18,
  validate9 as validate19
} from "./chunk-6QO4QVZT.js";
import {
  validate as validate3,
  validate2 as validate4
} from "./chunk-TZAZXZFK.js";
import {
  validate as validate9
} from "./chunk-432EN3MH.js";
import {
  validate as validate7
} from "./chunk-DCE3MJJP.js";
import {
  validate as validate6
} from "./chunk-ID45LZYO.js";
import {
  validate as validate12
} from "./chunk-6UACABPB.js";
import {
  validate as validate5
} from "./chunk-Y2V4CYXR.js";
import {
  validate as validate2
} from "./chunk-ELCMTAF5.js";
import {
  validate2 as validate
} from "./chunk-NS7M25VJ.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PreferredSchedulingTerm.js
var validate22 = validate0;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate1.errors = vErrors, 0 === errors;
}
var formats0 = formats.int32;
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.weight) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "weight" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.preference) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "preference" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.preference && (validate1(data.preference, { instancePath: instancePath + "/preference", parentData: data, parentDataProperty: "preference", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.weight && (validate52(data.weight, { instancePath: instancePath + "/weight", parentData: data, parentDataProperty: "weight", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1NodeAffinity.js
var validate23 = validate02;
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate22(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length), validate24.errors = vErrors, 0 === errors;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate24(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length);
  }
  return validate110.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate72.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.preferredDuringSchedulingIgnoredDuringExecution && (validate110(data.preferredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/preferredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "preferredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate110.errors : vErrors.concat(validate110.errors)).length)), void 0 !== data.requiredDuringSchedulingIgnoredDuringExecution && (validate72(data.requiredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/requiredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "requiredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodAffinityTerm.js
var validate25 = validate62;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate32.errors = vErrors, 0 === errors;
}
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate111.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate111(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length);
  }
  return validate03.errors = vErrors, 0 === errors;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.topologyKey) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "topologyKey" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.labelSelector && (validate32(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.matchLabelKeys && (validate03(data.matchLabelKeys, { instancePath: instancePath + "/matchLabelKeys", parentData: data, parentDataProperty: "matchLabelKeys", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.mismatchLabelKeys && (validate03(data.mismatchLabelKeys, { instancePath: instancePath + "/mismatchLabelKeys", parentData: data, parentDataProperty: "mismatchLabelKeys", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.namespaceSelector && (validate32(data.namespaceSelector, { instancePath: instancePath + "/namespaceSelector", parentData: data, parentDataProperty: "namespaceSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.namespaces && (validate03(data.namespaces, { instancePath: instancePath + "/namespaces", parentData: data, parentDataProperty: "namespaces", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.topologyKey && (validate111(data.topologyKey, { instancePath: instancePath + "/topologyKey", parentData: data, parentDataProperty: "topologyKey", rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate62.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1WeightedPodAffinityTerm.js
var validate26 = validate04;
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate112.errors = vErrors, 0 === errors;
}
var formats02 = formats.int32;
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate53.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.weight) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "weight" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.podAffinityTerm) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "podAffinityTerm" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.podAffinityTerm && (validate112(data.podAffinityTerm, { instancePath: instancePath + "/podAffinityTerm", parentData: data, parentDataProperty: "podAffinityTerm", rootData }) || (errors = (vErrors = null === vErrors ? validate112.errors : vErrors.concat(validate112.errors)).length)), void 0 !== data.weight && (validate53(data.weight, { instancePath: instancePath + "/weight", parentData: data, parentDataProperty: "weight", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodAffinity.js
var validate27 = validate05;
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), validate28.errors = vErrors, 0 === errors;
}
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate28(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length);
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate82.errors = vErrors, 0 === errors;
}
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate82(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate82.errors : vErrors.concat(validate82.errors)).length);
  }
  return validate73.errors = vErrors, 0 === errors;
}
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.preferredDuringSchedulingIgnoredDuringExecution && (validate113(data.preferredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/preferredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "preferredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), void 0 !== data.requiredDuringSchedulingIgnoredDuringExecution && (validate73(data.requiredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/requiredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "requiredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodAntiAffinity.js
var validate29 = validate06;
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length), validate210.errors = vErrors, 0 === errors;
}
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate210(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate210.errors : vErrors.concat(validate210.errors)).length);
  }
  return validate114.errors = vErrors, 0 === errors;
}
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate83.errors = vErrors, 0 === errors;
}
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate83(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length);
  }
  return validate74.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.preferredDuringSchedulingIgnoredDuringExecution && (validate114(data.preferredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/preferredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "preferredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate114.errors : vErrors.concat(validate114.errors)).length)), void 0 !== data.requiredDuringSchedulingIgnoredDuringExecution && (validate74(data.requiredDuringSchedulingIgnoredDuringExecution, { instancePath: instancePath + "/requiredDuringSchedulingIgnoredDuringExecution", parentData: data, parentDataProperty: "requiredDuringSchedulingIgnoredDuringExecution", rootData }) || (errors = (vErrors = null === vErrors ? validate74.errors : vErrors.concat(validate74.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Affinity.js
var validate30 = validate07;
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate23(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length)), validate115.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate27(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length)), validate54.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length)), validate92.errors = vErrors, 0 === errors;
}
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.nodeAffinity && (validate115(data.nodeAffinity, { instancePath: instancePath + "/nodeAffinity", parentData: data, parentDataProperty: "nodeAffinity", rootData }) || (errors = (vErrors = null === vErrors ? validate115.errors : vErrors.concat(validate115.errors)).length)), void 0 !== data.podAffinity && (validate54(data.podAffinity, { instancePath: instancePath + "/podAffinity", parentData: data, parentDataProperty: "podAffinity", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length)), void 0 !== data.podAntiAffinity && (validate92(data.podAntiAffinity, { instancePath: instancePath + "/podAntiAffinity", parentData: data, parentDataProperty: "podAntiAffinity", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMapKeySelector.js
var validate31 = validate08;
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate116.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate55.errors = vErrors, 0 === errors;
}
function validate08(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.key) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.key && (validate116(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length)), void 0 !== data.name && (validate33(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.optional && (validate55(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate08.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ObjectFieldSelector.js
var validate34 = validate09;
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate117.errors = vErrors, 0 === errors;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate35.errors = vErrors, 0 === errors;
}
function validate09(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.fieldPath) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fieldPath" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.apiVersion && (validate117(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.fieldPath && (validate35(data.fieldPath, { instancePath: instancePath + "/fieldPath", parentData: data, parentDataProperty: "fieldPath", rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate09.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1FileKeySelector.js
var validate36 = validate118;
function validate010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate010.errors = vErrors, 0 === errors;
}
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate37.errors = vErrors, 0 === errors;
}
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.volumeName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "volumeName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.path) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.key) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.key && (validate010(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate010.errors : vErrors.concat(validate010.errors)).length)), void 0 !== data.optional && (validate37(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), void 0 !== data.path && (validate010(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate010.errors : vErrors.concat(validate010.errors)).length)), void 0 !== data.volumeName && (validate010(data.volumeName, { instancePath: instancePath + "/volumeName", parentData: data, parentDataProperty: "volumeName", rootData }) || (errors = (vErrors = null === vErrors ? validate010.errors : vErrors.concat(validate010.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate118.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ResourceFieldSelector.js
var validate38 = validate011;
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate119.errors = vErrors, 0 === errors;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate39.errors = vErrors, 0 === errors;
}
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate75.errors = vErrors, 0 === errors;
}
function validate011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.resource) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resource" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.containerName && (validate119(data.containerName, { instancePath: instancePath + "/containerName", parentData: data, parentDataProperty: "containerName", rootData }) || (errors = (vErrors = null === vErrors ? validate119.errors : vErrors.concat(validate119.errors)).length)), void 0 !== data.divisor && (validate39(data.divisor, { instancePath: instancePath + "/divisor", parentData: data, parentDataProperty: "divisor", rootData }) || (errors = (vErrors = null === vErrors ? validate39.errors : vErrors.concat(validate39.errors)).length)), void 0 !== data.resource && (validate75(data.resource, { instancePath: instancePath + "/resource", parentData: data, parentDataProperty: "resource", rootData }) || (errors = (vErrors = null === vErrors ? validate75.errors : vErrors.concat(validate75.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate011.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecretKeySelector.js
var validate40 = validate012;
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate120.errors = vErrors, 0 === errors;
}
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate310.errors = vErrors, 0 === errors;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate56.errors = vErrors, 0 === errors;
}
function validate012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.key) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.key && (validate120(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate120.errors : vErrors.concat(validate120.errors)).length)), void 0 !== data.name && (validate310(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate310.errors : vErrors.concat(validate310.errors)).length)), void 0 !== data.optional && (validate56(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate56.errors : vErrors.concat(validate56.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate012.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EnvVarSource.js
var validate41 = validate013;
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate31(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length)), validate121.errors = vErrors, 0 === errors;
}
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate34(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), validate57.errors = vErrors, 0 === errors;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate36(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length)), validate93.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length)), validate132.errors = vErrors, 0 === errors;
}
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate40(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate40.errors : vErrors.concat(validate40.errors)).length)), validate172.errors = vErrors, 0 === errors;
}
function validate013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.configMapKeyRef && (validate121(data.configMapKeyRef, { instancePath: instancePath + "/configMapKeyRef", parentData: data, parentDataProperty: "configMapKeyRef", rootData }) || (errors = (vErrors = null === vErrors ? validate121.errors : vErrors.concat(validate121.errors)).length)), void 0 !== data.fieldRef && (validate57(data.fieldRef, { instancePath: instancePath + "/fieldRef", parentData: data, parentDataProperty: "fieldRef", rootData }) || (errors = (vErrors = null === vErrors ? validate57.errors : vErrors.concat(validate57.errors)).length)), void 0 !== data.fileKeyRef && (validate93(data.fileKeyRef, { instancePath: instancePath + "/fileKeyRef", parentData: data, parentDataProperty: "fileKeyRef", rootData }) || (errors = (vErrors = null === vErrors ? validate93.errors : vErrors.concat(validate93.errors)).length)), void 0 !== data.resourceFieldRef && (validate132(data.resourceFieldRef, { instancePath: instancePath + "/resourceFieldRef", parentData: data, parentDataProperty: "resourceFieldRef", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length)), void 0 !== data.secretKeyRef && (validate172(data.secretKeyRef, { instancePath: instancePath + "/secretKeyRef", parentData: data, parentDataProperty: "secretKeyRef", rootData }) || (errors = (vErrors = null === vErrors ? validate172.errors : vErrors.concat(validate172.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate013.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EnvVar.js
var validate42 = validate014;
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate122.errors = vErrors, 0 === errors;
}
function validate311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate311.errors = vErrors, 0 === errors;
}
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate41(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate41.errors : vErrors.concat(validate41.errors)).length)), validate58.errors = vErrors, 0 === errors;
}
function validate014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate122(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length)), void 0 !== data.value && (validate311(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate311.errors : vErrors.concat(validate311.errors)).length)), void 0 !== data.valueFrom && (validate58(data.valueFrom, { instancePath: instancePath + "/valueFrom", parentData: data, parentDataProperty: "valueFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate58.errors : vErrors.concat(validate58.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate014.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMapEnvSource.js
var validate43 = validate015;
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate123.errors = vErrors, 0 === errors;
}
function validate312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate312.errors = vErrors, 0 === errors;
}
function validate015(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.name && (validate123(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate123.errors : vErrors.concat(validate123.errors)).length)), void 0 !== data.optional && (validate312(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate312.errors : vErrors.concat(validate312.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate015.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecretEnvSource.js
var validate44 = validate016;
function validate124(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate124.errors = vErrors, 0 === errors;
}
function validate313(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate313.errors = vErrors, 0 === errors;
}
function validate016(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.name && (validate124(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate124.errors : vErrors.concat(validate124.errors)).length)), void 0 !== data.optional && (validate313(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate313.errors : vErrors.concat(validate313.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate016.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EnvFromSource.js
var validate45 = validate017;
function validate125(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate43(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate43.errors : vErrors.concat(validate43.errors)).length)), validate125.errors = vErrors, 0 === errors;
}
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate59.errors = vErrors, 0 === errors;
}
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate44(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate44.errors : vErrors.concat(validate44.errors)).length)), validate76.errors = vErrors, 0 === errors;
}
function validate017(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.configMapRef && (validate125(data.configMapRef, { instancePath: instancePath + "/configMapRef", parentData: data, parentDataProperty: "configMapRef", rootData }) || (errors = (vErrors = null === vErrors ? validate125.errors : vErrors.concat(validate125.errors)).length)), void 0 !== data.prefix && (validate59(data.prefix, { instancePath: instancePath + "/prefix", parentData: data, parentDataProperty: "prefix", rootData }) || (errors = (vErrors = null === vErrors ? validate59.errors : vErrors.concat(validate59.errors)).length)), void 0 !== data.secretRef && (validate76(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate76.errors : vErrors.concat(validate76.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate017.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ExecAction.js
var validate46 = validate018;
function validate211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate211.errors = vErrors, 0 === errors;
}
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate211(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate211.errors : vErrors.concat(validate211.errors)).length);
  }
  return validate126.errors = vErrors, 0 === errors;
}
function validate018(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.command && (validate126(data.command, { instancePath: instancePath + "/command", parentData: data, parentDataProperty: "command", rootData }) || (errors = (vErrors = null === vErrors ? validate126.errors : vErrors.concat(validate126.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate018.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1HTTPHeader.js
var validate47 = validate127;
function validate019(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate019.errors = vErrors, 0 === errors;
}
function validate127(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.value) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.name && (validate019(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate019.errors : vErrors.concat(validate019.errors)).length)), void 0 !== data.value && (validate019(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate019.errors : vErrors.concat(validate019.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate127.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1HTTPGetAction.js
var validate48 = validate128;
function validate020(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate020.errors = vErrors, 0 === errors;
}
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate47(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate47.errors : vErrors.concat(validate47.errors)).length), validate49.errors = vErrors, 0 === errors;
}
function validate314(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate49(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate49.errors : vErrors.concat(validate49.errors)).length);
  }
  return validate314.errors = vErrors, 0 === errors;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length), validate102.errors = vErrors, 0 === errors;
}
var schema7_enum = ["HTTP", "HTTPS"];
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("HTTP" !== data && "HTTPS" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema7_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate142.errors = vErrors, 0 === errors;
}
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.port) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "port" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.host && (validate020(data.host, { instancePath: instancePath + "/host", parentData: data, parentDataProperty: "host", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.httpHeaders && (validate314(data.httpHeaders, { instancePath: instancePath + "/httpHeaders", parentData: data, parentDataProperty: "httpHeaders", rootData }) || (errors = (vErrors = null === vErrors ? validate314.errors : vErrors.concat(validate314.errors)).length)), void 0 !== data.path && (validate020(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.port && (validate102(data.port, { instancePath: instancePath + "/port", parentData: data, parentDataProperty: "port", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length)), void 0 !== data.scheme && (validate142(data.scheme, { instancePath: instancePath + "/scheme", parentData: data, parentDataProperty: "scheme", rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate128.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SleepAction.js
var validate50 = validate021;
var formats03 = formats.int64;
function validate129(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate129.errors = vErrors, 0 === errors;
}
function validate021(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.seconds) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seconds" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.seconds && (validate129(data.seconds, { instancePath: instancePath + "/seconds", parentData: data, parentDataProperty: "seconds", rootData }) || (errors = (vErrors = null === vErrors ? validate129.errors : vErrors.concat(validate129.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate021.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1TCPSocketAction.js
var validate51 = validate022;
function validate130(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate130.errors = vErrors, 0 === errors;
}
function validate315(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length), validate315.errors = vErrors, 0 === errors;
}
function validate022(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.port) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "port" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.host && (validate130(data.host, { instancePath: instancePath + "/host", parentData: data, parentDataProperty: "host", rootData }) || (errors = (vErrors = null === vErrors ? validate130.errors : vErrors.concat(validate130.errors)).length)), void 0 !== data.port && (validate315(data.port, { instancePath: instancePath + "/port", parentData: data, parentDataProperty: "port", rootData }) || (errors = (vErrors = null === vErrors ? validate315.errors : vErrors.concat(validate315.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate022.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1LifecycleHandler.js
var validate60 = validate023;
function validate131(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate46(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate46.errors : vErrors.concat(validate46.errors)).length)), validate131.errors = vErrors, 0 === errors;
}
function validate510(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length)), validate510.errors = vErrors, 0 === errors;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate50(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate50.errors : vErrors.concat(validate50.errors)).length)), validate94.errors = vErrors, 0 === errors;
}
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate51(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate51.errors : vErrors.concat(validate51.errors)).length)), validate133.errors = vErrors, 0 === errors;
}
function validate023(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.exec && (validate131(data.exec, { instancePath: instancePath + "/exec", parentData: data, parentDataProperty: "exec", rootData }) || (errors = (vErrors = null === vErrors ? validate131.errors : vErrors.concat(validate131.errors)).length)), void 0 !== data.httpGet && (validate510(data.httpGet, { instancePath: instancePath + "/httpGet", parentData: data, parentDataProperty: "httpGet", rootData }) || (errors = (vErrors = null === vErrors ? validate510.errors : vErrors.concat(validate510.errors)).length)), void 0 !== data.sleep && (validate94(data.sleep, { instancePath: instancePath + "/sleep", parentData: data, parentDataProperty: "sleep", rootData }) || (errors = (vErrors = null === vErrors ? validate94.errors : vErrors.concat(validate94.errors)).length)), void 0 !== data.tcpSocket && (validate133(data.tcpSocket, { instancePath: instancePath + "/tcpSocket", parentData: data, parentDataProperty: "tcpSocket", rootData }) || (errors = (vErrors = null === vErrors ? validate133.errors : vErrors.concat(validate133.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate023.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Lifecycle.js
var validate61 = validate316;
function validate024(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate60(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate60.errors : vErrors.concat(validate60.errors)).length)), validate024.errors = vErrors, 0 === errors;
}
var schema3_enum = ["SIGABRT", "SIGALRM", "SIGBUS", "SIGCHLD", "SIGCLD", "SIGCONT", "SIGFPE", "SIGHUP", "SIGILL", "SIGINT", "SIGIO", "SIGIOT", "SIGKILL", "SIGPIPE", "SIGPOLL", "SIGPROF", "SIGPWR", "SIGQUIT", "SIGRTMAX", "SIGRTMAX-1", "SIGRTMAX-10", "SIGRTMAX-11", "SIGRTMAX-12", "SIGRTMAX-13", "SIGRTMAX-14", "SIGRTMAX-2", "SIGRTMAX-3", "SIGRTMAX-4", "SIGRTMAX-5", "SIGRTMAX-6", "SIGRTMAX-7", "SIGRTMAX-8", "SIGRTMAX-9", "SIGRTMIN", "SIGRTMIN+1", "SIGRTMIN+10", "SIGRTMIN+11", "SIGRTMIN+12", "SIGRTMIN+13", "SIGRTMIN+14", "SIGRTMIN+15", "SIGRTMIN+2", "SIGRTMIN+3", "SIGRTMIN+4", "SIGRTMIN+5", "SIGRTMIN+6", "SIGRTMIN+7", "SIGRTMIN+8", "SIGRTMIN+9", "SIGSEGV", "SIGSTKFLT", "SIGSTOP", "SIGSYS", "SIGTERM", "SIGTRAP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG", "SIGUSR1", "SIGUSR2", "SIGVTALRM", "SIGWINCH", "SIGXCPU", "SIGXFSZ"];
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("SIGABRT" !== data && "SIGALRM" !== data && "SIGBUS" !== data && "SIGCHLD" !== data && "SIGCLD" !== data && "SIGCONT" !== data && "SIGFPE" !== data && "SIGHUP" !== data && "SIGILL" !== data && "SIGINT" !== data && "SIGIO" !== data && "SIGIOT" !== data && "SIGKILL" !== data && "SIGPIPE" !== data && "SIGPOLL" !== data && "SIGPROF" !== data && "SIGPWR" !== data && "SIGQUIT" !== data && "SIGRTMAX" !== data && "SIGRTMAX-1" !== data && "SIGRTMAX-10" !== data && "SIGRTMAX-11" !== data && "SIGRTMAX-12" !== data && "SIGRTMAX-13" !== data && "SIGRTMAX-14" !== data && "SIGRTMAX-2" !== data && "SIGRTMAX-3" !== data && "SIGRTMAX-4" !== data && "SIGRTMAX-5" !== data && "SIGRTMAX-6" !== data && "SIGRTMAX-7" !== data && "SIGRTMAX-8" !== data && "SIGRTMAX-9" !== data && "SIGRTMIN" !== data && "SIGRTMIN+1" !== data && "SIGRTMIN+10" !== data && "SIGRTMIN+11" !== data && "SIGRTMIN+12" !== data && "SIGRTMIN+13" !== data && "SIGRTMIN+14" !== data && "SIGRTMIN+15" !== data && "SIGRTMIN+2" !== data && "SIGRTMIN+3" !== data && "SIGRTMIN+4" !== data && "SIGRTMIN+5" !== data && "SIGRTMIN+6" !== data && "SIGRTMIN+7" !== data && "SIGRTMIN+8" !== data && "SIGRTMIN+9" !== data && "SIGSEGV" !== data && "SIGSTKFLT" !== data && "SIGSTOP" !== data && "SIGSYS" !== data && "SIGTERM" !== data && "SIGTRAP" !== data && "SIGTSTP" !== data && "SIGTTIN" !== data && "SIGTTOU" !== data && "SIGURG" !== data && "SIGUSR1" !== data && "SIGUSR2" !== data && "SIGVTALRM" !== data && "SIGWINCH" !== data && "SIGXCPU" !== data && "SIGXFSZ" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema3_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate63.errors = vErrors, 0 === errors;
}
function validate316(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.postStart && (validate024(data.postStart, { instancePath: instancePath + "/postStart", parentData: data, parentDataProperty: "postStart", rootData }) || (errors = (vErrors = null === vErrors ? validate024.errors : vErrors.concat(validate024.errors)).length)), void 0 !== data.preStop && (validate024(data.preStop, { instancePath: instancePath + "/preStop", parentData: data, parentDataProperty: "preStop", rootData }) || (errors = (vErrors = null === vErrors ? validate024.errors : vErrors.concat(validate024.errors)).length)), void 0 !== data.stopSignal && (validate63(data.stopSignal, { instancePath: instancePath + "/stopSignal", parentData: data, parentDataProperty: "stopSignal", rootData }) || (errors = (vErrors = null === vErrors ? validate63.errors : vErrors.concat(validate63.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate316.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1GRPCAction.js
var validate64 = validate025;
var formats04 = formats.int32;
function validate134(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats04.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate134.errors = vErrors, 0 === errors;
}
function validate317(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate317.errors = vErrors, 0 === errors;
}
function validate025(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.port) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "port" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.port && (validate134(data.port, { instancePath: instancePath + "/port", parentData: data, parentDataProperty: "port", rootData }) || (errors = (vErrors = null === vErrors ? validate134.errors : vErrors.concat(validate134.errors)).length)), void 0 !== data.service && (validate317(data.service, { instancePath: instancePath + "/service", parentData: data, parentDataProperty: "service", rootData }) || (errors = (vErrors = null === vErrors ? validate317.errors : vErrors.concat(validate317.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate025.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Probe.js
var validate65 = validate135;
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate46(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate46.errors : vErrors.concat(validate46.errors)).length)), validate212.errors = vErrors, 0 === errors;
}
var formats05 = formats.int32;
function validate026(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats05.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate026.errors = vErrors, 0 === errors;
}
function validate77(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate64(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate64.errors : vErrors.concat(validate64.errors)).length)), validate77.errors = vErrors, 0 === errors;
}
function validate1110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate48(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length)), validate1110.errors = vErrors, 0 === errors;
}
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate51(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate51.errors : vErrors.concat(validate51.errors)).length)), validate182.errors = vErrors, 0 === errors;
}
var formats2 = formats.int64;
function validate222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats2.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate222.errors = vErrors, 0 === errors;
}
function validate135(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.exec && (validate212(data.exec, { instancePath: instancePath + "/exec", parentData: data, parentDataProperty: "exec", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.failureThreshold && (validate026(data.failureThreshold, { instancePath: instancePath + "/failureThreshold", parentData: data, parentDataProperty: "failureThreshold", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length)), void 0 !== data.grpc && (validate77(data.grpc, { instancePath: instancePath + "/grpc", parentData: data, parentDataProperty: "grpc", rootData }) || (errors = (vErrors = null === vErrors ? validate77.errors : vErrors.concat(validate77.errors)).length)), void 0 !== data.httpGet && (validate1110(data.httpGet, { instancePath: instancePath + "/httpGet", parentData: data, parentDataProperty: "httpGet", rootData }) || (errors = (vErrors = null === vErrors ? validate1110.errors : vErrors.concat(validate1110.errors)).length)), void 0 !== data.initialDelaySeconds && (validate026(data.initialDelaySeconds, { instancePath: instancePath + "/initialDelaySeconds", parentData: data, parentDataProperty: "initialDelaySeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length)), void 0 !== data.periodSeconds && (validate026(data.periodSeconds, { instancePath: instancePath + "/periodSeconds", parentData: data, parentDataProperty: "periodSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length)), void 0 !== data.successThreshold && (validate026(data.successThreshold, { instancePath: instancePath + "/successThreshold", parentData: data, parentDataProperty: "successThreshold", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length)), void 0 !== data.tcpSocket && (validate182(data.tcpSocket, { instancePath: instancePath + "/tcpSocket", parentData: data, parentDataProperty: "tcpSocket", rootData }) || (errors = (vErrors = null === vErrors ? validate182.errors : vErrors.concat(validate182.errors)).length)), void 0 !== data.terminationGracePeriodSeconds && (validate222(data.terminationGracePeriodSeconds, { instancePath: instancePath + "/terminationGracePeriodSeconds", parentData: data, parentDataProperty: "terminationGracePeriodSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate222.errors : vErrors.concat(validate222.errors)).length)), void 0 !== data.timeoutSeconds && (validate026(data.timeoutSeconds, { instancePath: instancePath + "/timeoutSeconds", parentData: data, parentDataProperty: "timeoutSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate026.errors : vErrors.concat(validate026.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate135.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerPort.js
var validate66 = validate136;
var formats06 = formats.int32;
function validate213(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats06.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate213.errors = vErrors, 0 === errors;
}
function validate027(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate027.errors = vErrors, 0 === errors;
}
function validate511(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats06.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate511.errors = vErrors, 0 === errors;
}
var schema4_enum = ["SCTP", "TCP", "UDP"];
function validate84(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("SCTP" !== data && "TCP" !== data && "UDP" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate84.errors = vErrors, 0 === errors;
}
function validate136(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.containerPort) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "containerPort" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.containerPort && (validate213(data.containerPort, { instancePath: instancePath + "/containerPort", parentData: data, parentDataProperty: "containerPort", rootData }) || (errors = (vErrors = null === vErrors ? validate213.errors : vErrors.concat(validate213.errors)).length)), void 0 !== data.hostIP && (validate027(data.hostIP, { instancePath: instancePath + "/hostIP", parentData: data, parentDataProperty: "hostIP", rootData }) || (errors = (vErrors = null === vErrors ? validate027.errors : vErrors.concat(validate027.errors)).length)), void 0 !== data.hostPort && (validate511(data.hostPort, { instancePath: instancePath + "/hostPort", parentData: data, parentDataProperty: "hostPort", rootData }) || (errors = (vErrors = null === vErrors ? validate511.errors : vErrors.concat(validate511.errors)).length)), void 0 !== data.name && (validate027(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate027.errors : vErrors.concat(validate027.errors)).length)), void 0 !== data.protocol && (validate84(data.protocol, { instancePath: instancePath + "/protocol", parentData: data, parentDataProperty: "protocol", rootData }) || (errors = (vErrors = null === vErrors ? validate84.errors : vErrors.concat(validate84.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate136.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerResizePolicy.js
var validate67 = validate137;
function validate028(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate028.errors = vErrors, 0 === errors;
}
function validate137(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.resourceName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "resourceName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.restartPolicy) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "restartPolicy" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.resourceName && (validate028(data.resourceName, { instancePath: instancePath + "/resourceName", parentData: data, parentDataProperty: "resourceName", rootData }) || (errors = (vErrors = null === vErrors ? validate028.errors : vErrors.concat(validate028.errors)).length)), void 0 !== data.restartPolicy && (validate028(data.restartPolicy, { instancePath: instancePath + "/restartPolicy", parentData: data, parentDataProperty: "restartPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate028.errors : vErrors.concat(validate028.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate137.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ResourceClaim.js
var validate68 = validate029;
function validate138(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate138.errors = vErrors, 0 === errors;
}
function validate318(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate318.errors = vErrors, 0 === errors;
}
function validate029(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate138(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate138.errors : vErrors.concat(validate138.errors)).length)), void 0 !== data.request && (validate318(data.request, { instancePath: instancePath + "/request", parentData: data, parentDataProperty: "request", rootData }) || (errors = (vErrors = null === vErrors ? validate318.errors : vErrors.concat(validate318.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate029.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ResourceRequirements.js
var validate69 = validate512;
function validate78(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate68(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate68.errors : vErrors.concat(validate68.errors)).length), validate78.errors = vErrors, 0 === errors;
}
function validate610(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate78(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate78.errors : vErrors.concat(validate78.errors)).length);
  }
  return validate610.errors = vErrors, 0 === errors;
}
function validate139(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate139.errors = vErrors, 0 === errors;
}
function validate030(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate139(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate139.errors : vErrors.concat(validate139.errors)).length);
  return validate030.errors = vErrors, 0 === errors;
}
function validate512(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.claims && (validate610(data.claims, { instancePath: instancePath + "/claims", parentData: data, parentDataProperty: "claims", rootData }) || (errors = (vErrors = null === vErrors ? validate610.errors : vErrors.concat(validate610.errors)).length)), void 0 !== data.limits && (validate030(data.limits, { instancePath: instancePath + "/limits", parentData: data, parentDataProperty: "limits", rootData }) || (errors = (vErrors = null === vErrors ? validate030.errors : vErrors.concat(validate030.errors)).length)), void 0 !== data.requests && (validate030(data.requests, { instancePath: instancePath + "/requests", parentData: data, parentDataProperty: "requests", rootData }) || (errors = (vErrors = null === vErrors ? validate030.errors : vErrors.concat(validate030.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate512.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerRestartRuleOnExitCodes.js
var validate70 = validate031;
function validate140(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate140.errors = vErrors, 0 === errors;
}
var formats07 = formats.int32;
function validate410(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats07.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate410.errors = vErrors, 0 === errors;
}
function validate319(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate410(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate410.errors : vErrors.concat(validate410.errors)).length);
  }
  return validate319.errors = vErrors, 0 === errors;
}
function validate031(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.operator) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "operator" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.operator && (validate140(data.operator, { instancePath: instancePath + "/operator", parentData: data, parentDataProperty: "operator", rootData }) || (errors = (vErrors = null === vErrors ? validate140.errors : vErrors.concat(validate140.errors)).length)), void 0 !== data.values && (validate319(data.values, { instancePath: instancePath + "/values", parentData: data, parentDataProperty: "values", rootData }) || (errors = (vErrors = null === vErrors ? validate319.errors : vErrors.concat(validate319.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate031.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ContainerRestartRule.js
var validate71 = validate032;
function validate141(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate141.errors = vErrors, 0 === errors;
}
function validate320(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate70(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate70.errors : vErrors.concat(validate70.errors)).length)), validate320.errors = vErrors, 0 === errors;
}
function validate032(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.action) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.action && (validate141(data.action, { instancePath: instancePath + "/action", parentData: data, parentDataProperty: "action", rootData }) || (errors = (vErrors = null === vErrors ? validate141.errors : vErrors.concat(validate141.errors)).length)), void 0 !== data.exitCodes && (validate320(data.exitCodes, { instancePath: instancePath + "/exitCodes", parentData: data, parentDataProperty: "exitCodes", rootData }) || (errors = (vErrors = null === vErrors ? validate320.errors : vErrors.concat(validate320.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate032.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1AppArmorProfile.js
var validate79 = validate033;
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate143.errors = vErrors, 0 === errors;
}
var schema2_enum = ["Localhost", "RuntimeDefault", "Unconfined"];
function validate321(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Localhost" !== data && "RuntimeDefault" !== data && "Unconfined" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate321.errors = vErrors, 0 === errors;
}
function validate033(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.type) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.localhostProfile && (validate143(data.localhostProfile, { instancePath: instancePath + "/localhostProfile", parentData: data, parentDataProperty: "localhostProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate143.errors : vErrors.concat(validate143.errors)).length)), void 0 !== data.type && (validate321(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate321.errors : vErrors.concat(validate321.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate033.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Capabilities.js
var validate80 = validate322;
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate144.errors = vErrors, 0 === errors;
}
function validate034(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate144(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate144.errors : vErrors.concat(validate144.errors)).length);
  }
  return validate034.errors = vErrors, 0 === errors;
}
function validate322(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.add && (validate034(data.add, { instancePath: instancePath + "/add", parentData: data, parentDataProperty: "add", rootData }) || (errors = (vErrors = null === vErrors ? validate034.errors : vErrors.concat(validate034.errors)).length)), void 0 !== data.drop && (validate034(data.drop, { instancePath: instancePath + "/drop", parentData: data, parentDataProperty: "drop", rootData }) || (errors = (vErrors = null === vErrors ? validate034.errors : vErrors.concat(validate034.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate322.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SeccompProfile.js
var validate81 = validate035;
function validate145(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate145.errors = vErrors, 0 === errors;
}
var schema2_enum2 = ["Localhost", "RuntimeDefault", "Unconfined"];
function validate323(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Localhost" !== data && "RuntimeDefault" !== data && "Unconfined" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate323.errors = vErrors, 0 === errors;
}
function validate035(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.type) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.localhostProfile && (validate145(data.localhostProfile, { instancePath: instancePath + "/localhostProfile", parentData: data, parentDataProperty: "localhostProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate145.errors : vErrors.concat(validate145.errors)).length)), void 0 !== data.type && (validate323(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate323.errors : vErrors.concat(validate323.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate035.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1WindowsSecurityContextOptions.js
var validate85 = validate146;
function validate036(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate036.errors = vErrors, 0 === errors;
}
function validate411(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate411.errors = vErrors, 0 === errors;
}
function validate146(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.gmsaCredentialSpec && (validate036(data.gmsaCredentialSpec, { instancePath: instancePath + "/gmsaCredentialSpec", parentData: data, parentDataProperty: "gmsaCredentialSpec", rootData }) || (errors = (vErrors = null === vErrors ? validate036.errors : vErrors.concat(validate036.errors)).length)), void 0 !== data.gmsaCredentialSpecName && (validate036(data.gmsaCredentialSpecName, { instancePath: instancePath + "/gmsaCredentialSpecName", parentData: data, parentDataProperty: "gmsaCredentialSpecName", rootData }) || (errors = (vErrors = null === vErrors ? validate036.errors : vErrors.concat(validate036.errors)).length)), void 0 !== data.hostProcess && (validate411(data.hostProcess, { instancePath: instancePath + "/hostProcess", parentData: data, parentDataProperty: "hostProcess", rootData }) || (errors = (vErrors = null === vErrors ? validate411.errors : vErrors.concat(validate411.errors)).length)), void 0 !== data.runAsUserName && (validate036(data.runAsUserName, { instancePath: instancePath + "/runAsUserName", parentData: data, parentDataProperty: "runAsUserName", rootData }) || (errors = (vErrors = null === vErrors ? validate036.errors : vErrors.concat(validate036.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate146.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecurityContext.js
var validate86 = validate214;
function validate037(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate037.errors = vErrors, 0 === errors;
}
function validate412(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate79(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate79.errors : vErrors.concat(validate79.errors)).length)), validate412.errors = vErrors, 0 === errors;
}
function validate87(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate80(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate80.errors : vErrors.concat(validate80.errors)).length)), validate87.errors = vErrors, 0 === errors;
}
var schema7_enum2 = ["Default", "Unmasked"];
function validate1310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Default" !== data && "Unmasked" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema7_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1310.errors = vErrors, 0 === errors;
}
var formats08 = formats.int64;
function validate147(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats08.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate147.errors = vErrors, 0 === errors;
}
function validate192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), validate192.errors = vErrors, 0 === errors;
}
function validate232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate81(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate81.errors : vErrors.concat(validate81.errors)).length)), validate232.errors = vErrors, 0 === errors;
}
function validate272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate85(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate85.errors : vErrors.concat(validate85.errors)).length)), validate272.errors = vErrors, 0 === errors;
}
function validate214(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.allowPrivilegeEscalation && (validate037(data.allowPrivilegeEscalation, { instancePath: instancePath + "/allowPrivilegeEscalation", parentData: data, parentDataProperty: "allowPrivilegeEscalation", rootData }) || (errors = (vErrors = null === vErrors ? validate037.errors : vErrors.concat(validate037.errors)).length)), void 0 !== data.appArmorProfile && (validate412(data.appArmorProfile, { instancePath: instancePath + "/appArmorProfile", parentData: data, parentDataProperty: "appArmorProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate412.errors : vErrors.concat(validate412.errors)).length)), void 0 !== data.capabilities && (validate87(data.capabilities, { instancePath: instancePath + "/capabilities", parentData: data, parentDataProperty: "capabilities", rootData }) || (errors = (vErrors = null === vErrors ? validate87.errors : vErrors.concat(validate87.errors)).length)), void 0 !== data.privileged && (validate037(data.privileged, { instancePath: instancePath + "/privileged", parentData: data, parentDataProperty: "privileged", rootData }) || (errors = (vErrors = null === vErrors ? validate037.errors : vErrors.concat(validate037.errors)).length)), void 0 !== data.procMount && (validate1310(data.procMount, { instancePath: instancePath + "/procMount", parentData: data, parentDataProperty: "procMount", rootData }) || (errors = (vErrors = null === vErrors ? validate1310.errors : vErrors.concat(validate1310.errors)).length)), void 0 !== data.readOnlyRootFilesystem && (validate037(data.readOnlyRootFilesystem, { instancePath: instancePath + "/readOnlyRootFilesystem", parentData: data, parentDataProperty: "readOnlyRootFilesystem", rootData }) || (errors = (vErrors = null === vErrors ? validate037.errors : vErrors.concat(validate037.errors)).length)), void 0 !== data.runAsGroup && (validate147(data.runAsGroup, { instancePath: instancePath + "/runAsGroup", parentData: data, parentDataProperty: "runAsGroup", rootData }) || (errors = (vErrors = null === vErrors ? validate147.errors : vErrors.concat(validate147.errors)).length)), void 0 !== data.runAsNonRoot && (validate037(data.runAsNonRoot, { instancePath: instancePath + "/runAsNonRoot", parentData: data, parentDataProperty: "runAsNonRoot", rootData }) || (errors = (vErrors = null === vErrors ? validate037.errors : vErrors.concat(validate037.errors)).length)), void 0 !== data.runAsUser && (validate147(data.runAsUser, { instancePath: instancePath + "/runAsUser", parentData: data, parentDataProperty: "runAsUser", rootData }) || (errors = (vErrors = null === vErrors ? validate147.errors : vErrors.concat(validate147.errors)).length)), void 0 !== data.seLinuxOptions && (validate192(data.seLinuxOptions, { instancePath: instancePath + "/seLinuxOptions", parentData: data, parentDataProperty: "seLinuxOptions", rootData }) || (errors = (vErrors = null === vErrors ? validate192.errors : vErrors.concat(validate192.errors)).length)), void 0 !== data.seccompProfile && (validate232(data.seccompProfile, { instancePath: instancePath + "/seccompProfile", parentData: data, parentDataProperty: "seccompProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate232.errors : vErrors.concat(validate232.errors)).length)), void 0 !== data.windowsOptions && (validate272(data.windowsOptions, { instancePath: instancePath + "/windowsOptions", parentData: data, parentDataProperty: "windowsOptions", rootData }) || (errors = (vErrors = null === vErrors ? validate272.errors : vErrors.concat(validate272.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate214.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeDevice.js
var validate88 = validate148;
function validate038(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate038.errors = vErrors, 0 === errors;
}
function validate148(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.devicePath) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "devicePath" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.devicePath && (validate038(data.devicePath, { instancePath: instancePath + "/devicePath", parentData: data, parentDataProperty: "devicePath", rootData }) || (errors = (vErrors = null === vErrors ? validate038.errors : vErrors.concat(validate038.errors)).length)), void 0 !== data.name && (validate038(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate038.errors : vErrors.concat(validate038.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate148.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeMount.js
var validate89 = validate215;
function validate039(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate039.errors = vErrors, 0 === errors;
}
var schema3_enum2 = ["Bidirectional", "HostToContainer", "None"];
function validate413(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Bidirectional" !== data && "HostToContainer" !== data && "None" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema3_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate413.errors = vErrors, 0 === errors;
}
function validate710(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate710.errors = vErrors, 0 === errors;
}
function validate149(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate149.errors = vErrors, 0 === errors;
}
function validate215(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.mountPath && (validate039(data.mountPath, { instancePath: instancePath + "/mountPath", parentData: data, parentDataProperty: "mountPath", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.mountPropagation && (validate413(data.mountPropagation, { instancePath: instancePath + "/mountPropagation", parentData: data, parentDataProperty: "mountPropagation", rootData }) || (errors = (vErrors = null === vErrors ? validate413.errors : vErrors.concat(validate413.errors)).length)), void 0 !== data.name && (validate039(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate039.errors : vErrors.concat(validate039.errors)).length)), void 0 !== data.readOnly && (validate710(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate710.errors : vErrors.concat(validate710.errors)).length)), void 0 !== data.recursiveReadOnly && (validate149(data.recursiveReadOnly, { instancePath: instancePath + "/recursiveReadOnly", parentData: data, parentDataProperty: "recursiveReadOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate149.errors : vErrors.concat(validate149.errors)).length)), void 0 !== data.subPath && (validate149(data.subPath, { instancePath: instancePath + "/subPath", parentData: data, parentDataProperty: "subPath", rootData }) || (errors = (vErrors = null === vErrors ? validate149.errors : vErrors.concat(validate149.errors)).length)), void 0 !== data.subPathExpr && (validate149(data.subPathExpr, { instancePath: instancePath + "/subPathExpr", parentData: data, parentDataProperty: "subPathExpr", rootData }) || (errors = (vErrors = null === vErrors ? validate149.errors : vErrors.concat(validate149.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate215.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Container.js
var validate90 = validate810;
function validate150(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate150.errors = vErrors, 0 === errors;
}
function validate040(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate150(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate150.errors : vErrors.concat(validate150.errors)).length);
  }
  return validate040.errors = vErrors, 0 === errors;
}
function validate1210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate42(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length), validate1210.errors = vErrors, 0 === errors;
}
function validate1111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1210(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1210.errors : vErrors.concat(validate1210.errors)).length);
  }
  return validate1111.errors = vErrors, 0 === errors;
}
function validate183(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate45(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate45.errors : vErrors.concat(validate45.errors)).length), validate183.errors = vErrors, 0 === errors;
}
function validate173(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate183(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate183.errors : vErrors.concat(validate183.errors)).length);
  }
  return validate173.errors = vErrors, 0 === errors;
}
function validate611(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate611.errors = vErrors, 0 === errors;
}
var schema13_enum = ["Always", "IfNotPresent", "Never"];
function validate242(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Always" !== data && "IfNotPresent" !== data && "Never" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema13_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate242.errors = vErrors, 0 === errors;
}
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate61(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate61.errors : vErrors.concat(validate61.errors)).length)), validate262.errors = vErrors, 0 === errors;
}
function validate324(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate65(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate65.errors : vErrors.concat(validate65.errors)).length)), validate324.errors = vErrors, 0 === errors;
}
function validate332(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate66(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate66.errors : vErrors.concat(validate66.errors)).length), validate332.errors = vErrors, 0 === errors;
}
function validate325(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate332(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate332.errors : vErrors.concat(validate332.errors)).length);
  }
  return validate325.errors = vErrors, 0 === errors;
}
function validate402(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate67(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate67.errors : vErrors.concat(validate67.errors)).length), validate402.errors = vErrors, 0 === errors;
}
function validate392(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate402(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate402.errors : vErrors.concat(validate402.errors)).length);
  }
  return validate392.errors = vErrors, 0 === errors;
}
function validate452(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate69(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate69.errors : vErrors.concat(validate69.errors)).length)), validate452.errors = vErrors, 0 === errors;
}
function validate513(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate71(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate71.errors : vErrors.concat(validate71.errors)).length), validate513.errors = vErrors, 0 === errors;
}
function validate502(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate513(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate513.errors : vErrors.concat(validate513.errors)).length);
  }
  return validate502.errors = vErrors, 0 === errors;
}
function validate562(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate86(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate86.errors : vErrors.concat(validate86.errors)).length)), validate562.errors = vErrors, 0 === errors;
}
function validate711(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate711.errors = vErrors, 0 === errors;
}
var schema29_enum = ["FallbackToLogsOnError", "File"];
function validate642(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("FallbackToLogsOnError" !== data && "File" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema29_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate642.errors = vErrors, 0 === errors;
}
function validate682(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate88(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate88.errors : vErrors.concat(validate88.errors)).length), validate682.errors = vErrors, 0 === errors;
}
function validate672(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate682(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate682.errors : vErrors.concat(validate682.errors)).length);
  }
  return validate672.errors = vErrors, 0 === errors;
}
function validate742(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate89(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate89.errors : vErrors.concat(validate89.errors)).length), validate742.errors = vErrors, 0 === errors;
}
function validate732(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate742(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate742.errors : vErrors.concat(validate742.errors)).length);
  }
  return validate732.errors = vErrors, 0 === errors;
}
function validate810(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.args && (validate040(data.args, { instancePath: instancePath + "/args", parentData: data, parentDataProperty: "args", rootData }) || (errors = (vErrors = null === vErrors ? validate040.errors : vErrors.concat(validate040.errors)).length)), void 0 !== data.command && (validate040(data.command, { instancePath: instancePath + "/command", parentData: data, parentDataProperty: "command", rootData }) || (errors = (vErrors = null === vErrors ? validate040.errors : vErrors.concat(validate040.errors)).length)), void 0 !== data.env && (validate1111(data.env, { instancePath: instancePath + "/env", parentData: data, parentDataProperty: "env", rootData }) || (errors = (vErrors = null === vErrors ? validate1111.errors : vErrors.concat(validate1111.errors)).length)), void 0 !== data.envFrom && (validate173(data.envFrom, { instancePath: instancePath + "/envFrom", parentData: data, parentDataProperty: "envFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate173.errors : vErrors.concat(validate173.errors)).length)), void 0 !== data.image && (validate611(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate611.errors : vErrors.concat(validate611.errors)).length)), void 0 !== data.imagePullPolicy && (validate242(data.imagePullPolicy, { instancePath: instancePath + "/imagePullPolicy", parentData: data, parentDataProperty: "imagePullPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length)), void 0 !== data.lifecycle && (validate262(data.lifecycle, { instancePath: instancePath + "/lifecycle", parentData: data, parentDataProperty: "lifecycle", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length)), void 0 !== data.livenessProbe && (validate324(data.livenessProbe, { instancePath: instancePath + "/livenessProbe", parentData: data, parentDataProperty: "livenessProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate324.errors : vErrors.concat(validate324.errors)).length)), void 0 !== data.name && (validate150(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate150.errors : vErrors.concat(validate150.errors)).length)), void 0 !== data.ports && (validate325(data.ports, { instancePath: instancePath + "/ports", parentData: data, parentDataProperty: "ports", rootData }) || (errors = (vErrors = null === vErrors ? validate325.errors : vErrors.concat(validate325.errors)).length)), void 0 !== data.readinessProbe && (validate324(data.readinessProbe, { instancePath: instancePath + "/readinessProbe", parentData: data, parentDataProperty: "readinessProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate324.errors : vErrors.concat(validate324.errors)).length)), void 0 !== data.resizePolicy && (validate392(data.resizePolicy, { instancePath: instancePath + "/resizePolicy", parentData: data, parentDataProperty: "resizePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate392.errors : vErrors.concat(validate392.errors)).length)), void 0 !== data.resources && (validate452(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate452.errors : vErrors.concat(validate452.errors)).length)), void 0 !== data.restartPolicy && (validate611(data.restartPolicy, { instancePath: instancePath + "/restartPolicy", parentData: data, parentDataProperty: "restartPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate611.errors : vErrors.concat(validate611.errors)).length)), void 0 !== data.restartPolicyRules && (validate502(data.restartPolicyRules, { instancePath: instancePath + "/restartPolicyRules", parentData: data, parentDataProperty: "restartPolicyRules", rootData }) || (errors = (vErrors = null === vErrors ? validate502.errors : vErrors.concat(validate502.errors)).length)), void 0 !== data.securityContext && (validate562(data.securityContext, { instancePath: instancePath + "/securityContext", parentData: data, parentDataProperty: "securityContext", rootData }) || (errors = (vErrors = null === vErrors ? validate562.errors : vErrors.concat(validate562.errors)).length)), void 0 !== data.startupProbe && (validate324(data.startupProbe, { instancePath: instancePath + "/startupProbe", parentData: data, parentDataProperty: "startupProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate324.errors : vErrors.concat(validate324.errors)).length)), void 0 !== data.stdin && (validate711(data.stdin, { instancePath: instancePath + "/stdin", parentData: data, parentDataProperty: "stdin", rootData }) || (errors = (vErrors = null === vErrors ? validate711.errors : vErrors.concat(validate711.errors)).length)), void 0 !== data.stdinOnce && (validate711(data.stdinOnce, { instancePath: instancePath + "/stdinOnce", parentData: data, parentDataProperty: "stdinOnce", rootData }) || (errors = (vErrors = null === vErrors ? validate711.errors : vErrors.concat(validate711.errors)).length)), void 0 !== data.terminationMessagePath && (validate611(data.terminationMessagePath, { instancePath: instancePath + "/terminationMessagePath", parentData: data, parentDataProperty: "terminationMessagePath", rootData }) || (errors = (vErrors = null === vErrors ? validate611.errors : vErrors.concat(validate611.errors)).length)), void 0 !== data.terminationMessagePolicy && (validate642(data.terminationMessagePolicy, { instancePath: instancePath + "/terminationMessagePolicy", parentData: data, parentDataProperty: "terminationMessagePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate642.errors : vErrors.concat(validate642.errors)).length)), void 0 !== data.tty && (validate711(data.tty, { instancePath: instancePath + "/tty", parentData: data, parentDataProperty: "tty", rootData }) || (errors = (vErrors = null === vErrors ? validate711.errors : vErrors.concat(validate711.errors)).length)), void 0 !== data.volumeDevices && (validate672(data.volumeDevices, { instancePath: instancePath + "/volumeDevices", parentData: data, parentDataProperty: "volumeDevices", rootData }) || (errors = (vErrors = null === vErrors ? validate672.errors : vErrors.concat(validate672.errors)).length)), void 0 !== data.volumeMounts && (validate732(data.volumeMounts, { instancePath: instancePath + "/volumeMounts", parentData: data, parentDataProperty: "volumeMounts", rootData }) || (errors = (vErrors = null === vErrors ? validate732.errors : vErrors.concat(validate732.errors)).length)), void 0 !== data.workingDir && (validate611(data.workingDir, { instancePath: instancePath + "/workingDir", parentData: data, parentDataProperty: "workingDir", rootData }) || (errors = (vErrors = null === vErrors ? validate611.errors : vErrors.concat(validate611.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate810.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodDNSConfigOption.js
var validate91 = validate151;
function validate041(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate041.errors = vErrors, 0 === errors;
}
function validate151(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.name && (validate041(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate041.errors : vErrors.concat(validate041.errors)).length)), void 0 !== data.value && (validate041(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate041.errors : vErrors.concat(validate041.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate151.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodDNSConfig.js
var validate95 = validate326;
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate152.errors = vErrors, 0 === errors;
}
function validate042(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate152(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length);
  }
  return validate042.errors = vErrors, 0 === errors;
}
function validate612(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate91(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate91.errors : vErrors.concat(validate91.errors)).length), validate612.errors = vErrors, 0 === errors;
}
function validate514(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate612(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate612.errors : vErrors.concat(validate612.errors)).length);
  }
  return validate514.errors = vErrors, 0 === errors;
}
function validate326(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.nameservers && (validate042(data.nameservers, { instancePath: instancePath + "/nameservers", parentData: data, parentDataProperty: "nameservers", rootData }) || (errors = (vErrors = null === vErrors ? validate042.errors : vErrors.concat(validate042.errors)).length)), void 0 !== data.options && (validate514(data.options, { instancePath: instancePath + "/options", parentData: data, parentDataProperty: "options", rootData }) || (errors = (vErrors = null === vErrors ? validate514.errors : vErrors.concat(validate514.errors)).length)), void 0 !== data.searches && (validate042(data.searches, { instancePath: instancePath + "/searches", parentData: data, parentDataProperty: "searches", rootData }) || (errors = (vErrors = null === vErrors ? validate042.errors : vErrors.concat(validate042.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate326.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EphemeralContainer.js
var validate96 = validate811;
function validate153(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate153.errors = vErrors, 0 === errors;
}
function validate043(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate153(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate153.errors : vErrors.concat(validate153.errors)).length);
  }
  return validate043.errors = vErrors, 0 === errors;
}
function validate1211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate42(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate42.errors : vErrors.concat(validate42.errors)).length), validate1211.errors = vErrors, 0 === errors;
}
function validate1112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1211(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1211.errors : vErrors.concat(validate1211.errors)).length);
  }
  return validate1112.errors = vErrors, 0 === errors;
}
function validate184(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate45(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate45.errors : vErrors.concat(validate45.errors)).length), validate184.errors = vErrors, 0 === errors;
}
function validate174(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate184(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate184.errors : vErrors.concat(validate184.errors)).length);
  }
  return validate174.errors = vErrors, 0 === errors;
}
function validate613(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate613.errors = vErrors, 0 === errors;
}
var schema13_enum2 = ["Always", "IfNotPresent", "Never"];
function validate243(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Always" !== data && "IfNotPresent" !== data && "Never" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema13_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate243.errors = vErrors, 0 === errors;
}
function validate263(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate61(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate61.errors : vErrors.concat(validate61.errors)).length)), validate263.errors = vErrors, 0 === errors;
}
function validate327(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate65(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate65.errors : vErrors.concat(validate65.errors)).length)), validate327.errors = vErrors, 0 === errors;
}
function validate333(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate66(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate66.errors : vErrors.concat(validate66.errors)).length), validate333.errors = vErrors, 0 === errors;
}
function validate328(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate333(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate333.errors : vErrors.concat(validate333.errors)).length);
  }
  return validate328.errors = vErrors, 0 === errors;
}
function validate403(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate67(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate67.errors : vErrors.concat(validate67.errors)).length), validate403.errors = vErrors, 0 === errors;
}
function validate393(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate403(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate403.errors : vErrors.concat(validate403.errors)).length);
  }
  return validate393.errors = vErrors, 0 === errors;
}
function validate453(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate69(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate69.errors : vErrors.concat(validate69.errors)).length)), validate453.errors = vErrors, 0 === errors;
}
function validate515(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate71(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate71.errors : vErrors.concat(validate71.errors)).length), validate515.errors = vErrors, 0 === errors;
}
function validate503(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate515(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate515.errors : vErrors.concat(validate515.errors)).length);
  }
  return validate503.errors = vErrors, 0 === errors;
}
function validate563(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate86(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate86.errors : vErrors.concat(validate86.errors)).length)), validate563.errors = vErrors, 0 === errors;
}
function validate712(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate712.errors = vErrors, 0 === errors;
}
var schema29_enum2 = ["FallbackToLogsOnError", "File"];
function validate652(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("FallbackToLogsOnError" !== data && "File" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema29_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate652.errors = vErrors, 0 === errors;
}
function validate692(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate88(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate88.errors : vErrors.concat(validate88.errors)).length), validate692.errors = vErrors, 0 === errors;
}
function validate683(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate692(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate692.errors : vErrors.concat(validate692.errors)).length);
  }
  return validate683.errors = vErrors, 0 === errors;
}
function validate752(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate89(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate89.errors : vErrors.concat(validate89.errors)).length), validate752.errors = vErrors, 0 === errors;
}
function validate743(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate752(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate752.errors : vErrors.concat(validate752.errors)).length);
  }
  return validate743.errors = vErrors, 0 === errors;
}
function validate811(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.args && (validate043(data.args, { instancePath: instancePath + "/args", parentData: data, parentDataProperty: "args", rootData }) || (errors = (vErrors = null === vErrors ? validate043.errors : vErrors.concat(validate043.errors)).length)), void 0 !== data.command && (validate043(data.command, { instancePath: instancePath + "/command", parentData: data, parentDataProperty: "command", rootData }) || (errors = (vErrors = null === vErrors ? validate043.errors : vErrors.concat(validate043.errors)).length)), void 0 !== data.env && (validate1112(data.env, { instancePath: instancePath + "/env", parentData: data, parentDataProperty: "env", rootData }) || (errors = (vErrors = null === vErrors ? validate1112.errors : vErrors.concat(validate1112.errors)).length)), void 0 !== data.envFrom && (validate174(data.envFrom, { instancePath: instancePath + "/envFrom", parentData: data, parentDataProperty: "envFrom", rootData }) || (errors = (vErrors = null === vErrors ? validate174.errors : vErrors.concat(validate174.errors)).length)), void 0 !== data.image && (validate613(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length)), void 0 !== data.imagePullPolicy && (validate243(data.imagePullPolicy, { instancePath: instancePath + "/imagePullPolicy", parentData: data, parentDataProperty: "imagePullPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate243.errors : vErrors.concat(validate243.errors)).length)), void 0 !== data.lifecycle && (validate263(data.lifecycle, { instancePath: instancePath + "/lifecycle", parentData: data, parentDataProperty: "lifecycle", rootData }) || (errors = (vErrors = null === vErrors ? validate263.errors : vErrors.concat(validate263.errors)).length)), void 0 !== data.livenessProbe && (validate327(data.livenessProbe, { instancePath: instancePath + "/livenessProbe", parentData: data, parentDataProperty: "livenessProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate327.errors : vErrors.concat(validate327.errors)).length)), void 0 !== data.name && (validate153(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate153.errors : vErrors.concat(validate153.errors)).length)), void 0 !== data.ports && (validate328(data.ports, { instancePath: instancePath + "/ports", parentData: data, parentDataProperty: "ports", rootData }) || (errors = (vErrors = null === vErrors ? validate328.errors : vErrors.concat(validate328.errors)).length)), void 0 !== data.readinessProbe && (validate327(data.readinessProbe, { instancePath: instancePath + "/readinessProbe", parentData: data, parentDataProperty: "readinessProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate327.errors : vErrors.concat(validate327.errors)).length)), void 0 !== data.resizePolicy && (validate393(data.resizePolicy, { instancePath: instancePath + "/resizePolicy", parentData: data, parentDataProperty: "resizePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate393.errors : vErrors.concat(validate393.errors)).length)), void 0 !== data.resources && (validate453(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate453.errors : vErrors.concat(validate453.errors)).length)), void 0 !== data.restartPolicy && (validate613(data.restartPolicy, { instancePath: instancePath + "/restartPolicy", parentData: data, parentDataProperty: "restartPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length)), void 0 !== data.restartPolicyRules && (validate503(data.restartPolicyRules, { instancePath: instancePath + "/restartPolicyRules", parentData: data, parentDataProperty: "restartPolicyRules", rootData }) || (errors = (vErrors = null === vErrors ? validate503.errors : vErrors.concat(validate503.errors)).length)), void 0 !== data.securityContext && (validate563(data.securityContext, { instancePath: instancePath + "/securityContext", parentData: data, parentDataProperty: "securityContext", rootData }) || (errors = (vErrors = null === vErrors ? validate563.errors : vErrors.concat(validate563.errors)).length)), void 0 !== data.startupProbe && (validate327(data.startupProbe, { instancePath: instancePath + "/startupProbe", parentData: data, parentDataProperty: "startupProbe", rootData }) || (errors = (vErrors = null === vErrors ? validate327.errors : vErrors.concat(validate327.errors)).length)), void 0 !== data.stdin && (validate712(data.stdin, { instancePath: instancePath + "/stdin", parentData: data, parentDataProperty: "stdin", rootData }) || (errors = (vErrors = null === vErrors ? validate712.errors : vErrors.concat(validate712.errors)).length)), void 0 !== data.stdinOnce && (validate712(data.stdinOnce, { instancePath: instancePath + "/stdinOnce", parentData: data, parentDataProperty: "stdinOnce", rootData }) || (errors = (vErrors = null === vErrors ? validate712.errors : vErrors.concat(validate712.errors)).length)), void 0 !== data.targetContainerName && (validate613(data.targetContainerName, { instancePath: instancePath + "/targetContainerName", parentData: data, parentDataProperty: "targetContainerName", rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length)), void 0 !== data.terminationMessagePath && (validate613(data.terminationMessagePath, { instancePath: instancePath + "/terminationMessagePath", parentData: data, parentDataProperty: "terminationMessagePath", rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length)), void 0 !== data.terminationMessagePolicy && (validate652(data.terminationMessagePolicy, { instancePath: instancePath + "/terminationMessagePolicy", parentData: data, parentDataProperty: "terminationMessagePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate652.errors : vErrors.concat(validate652.errors)).length)), void 0 !== data.tty && (validate712(data.tty, { instancePath: instancePath + "/tty", parentData: data, parentDataProperty: "tty", rootData }) || (errors = (vErrors = null === vErrors ? validate712.errors : vErrors.concat(validate712.errors)).length)), void 0 !== data.volumeDevices && (validate683(data.volumeDevices, { instancePath: instancePath + "/volumeDevices", parentData: data, parentDataProperty: "volumeDevices", rootData }) || (errors = (vErrors = null === vErrors ? validate683.errors : vErrors.concat(validate683.errors)).length)), void 0 !== data.volumeMounts && (validate743(data.volumeMounts, { instancePath: instancePath + "/volumeMounts", parentData: data, parentDataProperty: "volumeMounts", rootData }) || (errors = (vErrors = null === vErrors ? validate743.errors : vErrors.concat(validate743.errors)).length)), void 0 !== data.workingDir && (validate613(data.workingDir, { instancePath: instancePath + "/workingDir", parentData: data, parentDataProperty: "workingDir", rootData }) || (errors = (vErrors = null === vErrors ? validate613.errors : vErrors.concat(validate613.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate811.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1HostAlias.js
var validate97 = validate154;
function validate044(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate044.errors = vErrors, 0 === errors;
}
function validate216(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate044(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate044.errors : vErrors.concat(validate044.errors)).length);
  }
  return validate216.errors = vErrors, 0 === errors;
}
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.ip) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ip" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.hostnames && (validate216(data.hostnames, { instancePath: instancePath + "/hostnames", parentData: data, parentDataProperty: "hostnames", rootData }) || (errors = (vErrors = null === vErrors ? validate216.errors : vErrors.concat(validate216.errors)).length)), void 0 !== data.ip && (validate044(data.ip, { instancePath: instancePath + "/ip", parentData: data, parentDataProperty: "ip", rootData }) || (errors = (vErrors = null === vErrors ? validate044.errors : vErrors.concat(validate044.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate154.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodOS.js
var validate98 = validate045;
function validate155(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate155.errors = vErrors, 0 === errors;
}
function validate045(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate155(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate155.errors : vErrors.concat(validate155.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate045.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodReadinessGate.js
var validate99 = validate046;
function validate156(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate156.errors = vErrors, 0 === errors;
}
function validate046(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.conditionType) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conditionType" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.conditionType && (validate156(data.conditionType, { instancePath: instancePath + "/conditionType", parentData: data, parentDataProperty: "conditionType", rootData }) || (errors = (vErrors = null === vErrors ? validate156.errors : vErrors.concat(validate156.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate046.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodResourceClaim.js
var validate100 = validate157;
function validate217(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate217.errors = vErrors, 0 === errors;
}
function validate047(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate047.errors = vErrors, 0 === errors;
}
function validate157(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate217(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate217.errors : vErrors.concat(validate217.errors)).length)), void 0 !== data.resourceClaimName && (validate047(data.resourceClaimName, { instancePath: instancePath + "/resourceClaimName", parentData: data, parentDataProperty: "resourceClaimName", rootData }) || (errors = (vErrors = null === vErrors ? validate047.errors : vErrors.concat(validate047.errors)).length)), void 0 !== data.resourceClaimTemplateName && (validate047(data.resourceClaimTemplateName, { instancePath: instancePath + "/resourceClaimTemplateName", parentData: data, parentDataProperty: "resourceClaimTemplateName", rootData }) || (errors = (vErrors = null === vErrors ? validate047.errors : vErrors.concat(validate047.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate157.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodSchedulingGate.js
var validate101 = validate048;
function validate158(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate158.errors = vErrors, 0 === errors;
}
function validate048(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.name && (validate158(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate158.errors : vErrors.concat(validate158.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate048.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodSchedulingGroup.js
var validate103 = validate049;
function validate159(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate159.errors = vErrors, 0 === errors;
}
function validate049(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.podGroupName && (validate159(data.podGroupName, { instancePath: instancePath + "/podGroupName", parentData: data, parentDataProperty: "podGroupName", rootData }) || (errors = (vErrors = null === vErrors ? validate159.errors : vErrors.concat(validate159.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate049.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Sysctl.js
var validate104 = validate160;
function validate050(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate050.errors = vErrors, 0 === errors;
}
function validate160(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.value) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.name && (validate050(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate050.errors : vErrors.concat(validate050.errors)).length)), void 0 !== data.value && (validate050(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (errors = (vErrors = null === vErrors ? validate050.errors : vErrors.concat(validate050.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate160.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodSecurityContext.js
var validate105 = validate161;
function validate218(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate79(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate79.errors : vErrors.concat(validate79.errors)).length)), validate218.errors = vErrors, 0 === errors;
}
var formats09 = formats.int64;
function validate051(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats09.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate051.errors = vErrors, 0 === errors;
}
var schema4_enum2 = ["Always", "OnRootMismatch"];
function validate713(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Always" !== data && "OnRootMismatch" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema4_enum2 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate713.errors = vErrors, 0 === errors;
}
function validate106(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate106.errors = vErrors, 0 === errors;
}
function validate1311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1311.errors = vErrors, 0 === errors;
}
function validate1510(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), validate1510.errors = vErrors, 0 === errors;
}
function validate193(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate81(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate81.errors : vErrors.concat(validate81.errors)).length)), validate193.errors = vErrors, 0 === errors;
}
function validate244(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats09.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate244.errors = vErrors, 0 === errors;
}
function validate233(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate244(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate244.errors : vErrors.concat(validate244.errors)).length);
  }
  return validate233.errors = vErrors, 0 === errors;
}
var schema13_enum3 = ["Merge", "Strict"];
function validate273(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Merge" !== data && "Strict" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema13_enum3 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate273.errors = vErrors, 0 === errors;
}
function validate302(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate104(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate104.errors : vErrors.concat(validate104.errors)).length), validate302.errors = vErrors, 0 === errors;
}
function validate292(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate302(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate302.errors : vErrors.concat(validate302.errors)).length);
  }
  return validate292.errors = vErrors, 0 === errors;
}
function validate352(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate85(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate85.errors : vErrors.concat(validate85.errors)).length)), validate352.errors = vErrors, 0 === errors;
}
function validate161(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.appArmorProfile && (validate218(data.appArmorProfile, { instancePath: instancePath + "/appArmorProfile", parentData: data, parentDataProperty: "appArmorProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate218.errors : vErrors.concat(validate218.errors)).length)), void 0 !== data.fsGroup && (validate051(data.fsGroup, { instancePath: instancePath + "/fsGroup", parentData: data, parentDataProperty: "fsGroup", rootData }) || (errors = (vErrors = null === vErrors ? validate051.errors : vErrors.concat(validate051.errors)).length)), void 0 !== data.fsGroupChangePolicy && (validate713(data.fsGroupChangePolicy, { instancePath: instancePath + "/fsGroupChangePolicy", parentData: data, parentDataProperty: "fsGroupChangePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate713.errors : vErrors.concat(validate713.errors)).length)), void 0 !== data.runAsGroup && (validate051(data.runAsGroup, { instancePath: instancePath + "/runAsGroup", parentData: data, parentDataProperty: "runAsGroup", rootData }) || (errors = (vErrors = null === vErrors ? validate051.errors : vErrors.concat(validate051.errors)).length)), void 0 !== data.runAsNonRoot && (validate106(data.runAsNonRoot, { instancePath: instancePath + "/runAsNonRoot", parentData: data, parentDataProperty: "runAsNonRoot", rootData }) || (errors = (vErrors = null === vErrors ? validate106.errors : vErrors.concat(validate106.errors)).length)), void 0 !== data.runAsUser && (validate051(data.runAsUser, { instancePath: instancePath + "/runAsUser", parentData: data, parentDataProperty: "runAsUser", rootData }) || (errors = (vErrors = null === vErrors ? validate051.errors : vErrors.concat(validate051.errors)).length)), void 0 !== data.seLinuxChangePolicy && (validate1311(data.seLinuxChangePolicy, { instancePath: instancePath + "/seLinuxChangePolicy", parentData: data, parentDataProperty: "seLinuxChangePolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate1311.errors : vErrors.concat(validate1311.errors)).length)), void 0 !== data.seLinuxOptions && (validate1510(data.seLinuxOptions, { instancePath: instancePath + "/seLinuxOptions", parentData: data, parentDataProperty: "seLinuxOptions", rootData }) || (errors = (vErrors = null === vErrors ? validate1510.errors : vErrors.concat(validate1510.errors)).length)), void 0 !== data.seccompProfile && (validate193(data.seccompProfile, { instancePath: instancePath + "/seccompProfile", parentData: data, parentDataProperty: "seccompProfile", rootData }) || (errors = (vErrors = null === vErrors ? validate193.errors : vErrors.concat(validate193.errors)).length)), void 0 !== data.supplementalGroups && (validate233(data.supplementalGroups, { instancePath: instancePath + "/supplementalGroups", parentData: data, parentDataProperty: "supplementalGroups", rootData }) || (errors = (vErrors = null === vErrors ? validate233.errors : vErrors.concat(validate233.errors)).length)), void 0 !== data.supplementalGroupsPolicy && (validate273(data.supplementalGroupsPolicy, { instancePath: instancePath + "/supplementalGroupsPolicy", parentData: data, parentDataProperty: "supplementalGroupsPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate273.errors : vErrors.concat(validate273.errors)).length)), void 0 !== data.sysctls && (validate292(data.sysctls, { instancePath: instancePath + "/sysctls", parentData: data, parentDataProperty: "sysctls", rootData }) || (errors = (vErrors = null === vErrors ? validate292.errors : vErrors.concat(validate292.errors)).length)), void 0 !== data.windowsOptions && (validate352(data.windowsOptions, { instancePath: instancePath + "/windowsOptions", parentData: data, parentDataProperty: "windowsOptions", rootData }) || (errors = (vErrors = null === vErrors ? validate352.errors : vErrors.concat(validate352.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate161.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1TopologySpreadConstraint.js
var validate107 = validate219;
function validate329(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate329.errors = vErrors, 0 === errors;
}
function validate162(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate162.errors = vErrors, 0 === errors;
}
function validate714(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate162(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate162.errors : vErrors.concat(validate162.errors)).length);
  }
  return validate714.errors = vErrors, 0 === errors;
}
var formats010 = formats.int32;
function validate108(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats010.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate108.errors = vErrors, 0 === errors;
}
function validate1212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats010.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1212.errors = vErrors, 0 === errors;
}
var schema0_enum = ["Honor", "Ignore"];
function validate052(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Honor" !== data && "Ignore" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema0_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate052.errors = vErrors, 0 === errors;
}
var schema8_enum = ["DoNotSchedule", "ScheduleAnyway"];
function validate175(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("DoNotSchedule" !== data && "ScheduleAnyway" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema8_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate175.errors = vErrors, 0 === errors;
}
function validate219(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.maxSkew) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "maxSkew" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.topologyKey) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "topologyKey" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.whenUnsatisfiable) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "whenUnsatisfiable" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.labelSelector && (validate329(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate329.errors : vErrors.concat(validate329.errors)).length)), void 0 !== data.matchLabelKeys && (validate714(data.matchLabelKeys, { instancePath: instancePath + "/matchLabelKeys", parentData: data, parentDataProperty: "matchLabelKeys", rootData }) || (errors = (vErrors = null === vErrors ? validate714.errors : vErrors.concat(validate714.errors)).length)), void 0 !== data.maxSkew && (validate108(data.maxSkew, { instancePath: instancePath + "/maxSkew", parentData: data, parentDataProperty: "maxSkew", rootData }) || (errors = (vErrors = null === vErrors ? validate108.errors : vErrors.concat(validate108.errors)).length)), void 0 !== data.minDomains && (validate1212(data.minDomains, { instancePath: instancePath + "/minDomains", parentData: data, parentDataProperty: "minDomains", rootData }) || (errors = (vErrors = null === vErrors ? validate1212.errors : vErrors.concat(validate1212.errors)).length)), void 0 !== data.nodeAffinityPolicy && (validate052(data.nodeAffinityPolicy, { instancePath: instancePath + "/nodeAffinityPolicy", parentData: data, parentDataProperty: "nodeAffinityPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate052.errors : vErrors.concat(validate052.errors)).length)), void 0 !== data.nodeTaintsPolicy && (validate052(data.nodeTaintsPolicy, { instancePath: instancePath + "/nodeTaintsPolicy", parentData: data, parentDataProperty: "nodeTaintsPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate052.errors : vErrors.concat(validate052.errors)).length)), void 0 !== data.topologyKey && (validate162(data.topologyKey, { instancePath: instancePath + "/topologyKey", parentData: data, parentDataProperty: "topologyKey", rootData }) || (errors = (vErrors = null === vErrors ? validate162.errors : vErrors.concat(validate162.errors)).length)), void 0 !== data.whenUnsatisfiable && (validate175(data.whenUnsatisfiable, { instancePath: instancePath + "/whenUnsatisfiable", parentData: data, parentDataProperty: "whenUnsatisfiable", rootData }) || (errors = (vErrors = null === vErrors ? validate175.errors : vErrors.concat(validate175.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate219.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1AzureFileVolumeSource.js
var validate109 = validate163;
function validate220(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate220.errors = vErrors, 0 === errors;
}
function validate053(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate053.errors = vErrors, 0 === errors;
}
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.secretName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.shareName) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shareName" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.readOnly && (validate220(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate220.errors : vErrors.concat(validate220.errors)).length)), void 0 !== data.secretName && (validate053(data.secretName, { instancePath: instancePath + "/secretName", parentData: data, parentDataProperty: "secretName", rootData }) || (errors = (vErrors = null === vErrors ? validate053.errors : vErrors.concat(validate053.errors)).length)), void 0 !== data.shareName && (validate053(data.shareName, { instancePath: instancePath + "/shareName", parentData: data, parentDataProperty: "shareName", rootData }) || (errors = (vErrors = null === vErrors ? validate053.errors : vErrors.concat(validate053.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate163.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CephFSVolumeSource.js
var validate164 = validate165;
function validate330(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate330.errors = vErrors, 0 === errors;
}
function validate221(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate330(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate330.errors : vErrors.concat(validate330.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate221.errors = vErrors, 0 === errors;
}
function validate054(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate054.errors = vErrors, 0 === errors;
}
function validate715(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate715.errors = vErrors, 0 === errors;
}
function validate1010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate1010.errors = vErrors, 0 === errors;
}
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.monitors) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "monitors" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.monitors && (validate221(data.monitors, { instancePath: instancePath + "/monitors", parentData: data, parentDataProperty: "monitors", rootData }) || (errors = (vErrors = null === vErrors ? validate221.errors : vErrors.concat(validate221.errors)).length)), void 0 !== data.path && (validate054(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate054.errors : vErrors.concat(validate054.errors)).length)), void 0 !== data.readOnly && (validate715(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate715.errors : vErrors.concat(validate715.errors)).length)), void 0 !== data.secretFile && (validate054(data.secretFile, { instancePath: instancePath + "/secretFile", parentData: data, parentDataProperty: "secretFile", rootData }) || (errors = (vErrors = null === vErrors ? validate054.errors : vErrors.concat(validate054.errors)).length)), void 0 !== data.secretRef && (validate1010(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate1010.errors : vErrors.concat(validate1010.errors)).length)), void 0 !== data.user && (validate054(data.user, { instancePath: instancePath + "/user", parentData: data, parentDataProperty: "user", rootData }) || (errors = (vErrors = null === vErrors ? validate054.errors : vErrors.concat(validate054.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate165.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CinderVolumeSource.js
var validate166 = validate055;
function validate167(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate167.errors = vErrors, 0 === errors;
}
function validate331(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate331.errors = vErrors, 0 === errors;
}
function validate516(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate516.errors = vErrors, 0 === errors;
}
function validate910(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate910.errors = vErrors, 0 === errors;
}
function validate055(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.volumeID) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "volumeID" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.fsType && (validate167(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate167.errors : vErrors.concat(validate167.errors)).length)), void 0 !== data.readOnly && (validate331(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate331.errors : vErrors.concat(validate331.errors)).length)), void 0 !== data.secretRef && (validate516(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate516.errors : vErrors.concat(validate516.errors)).length)), void 0 !== data.volumeID && (validate910(data.volumeID, { instancePath: instancePath + "/volumeID", parentData: data, parentDataProperty: "volumeID", rootData }) || (errors = (vErrors = null === vErrors ? validate910.errors : vErrors.concat(validate910.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate055.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1KeyToPath.js
var validate168 = validate169;
function validate056(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate056.errors = vErrors, 0 === errors;
}
var formats011 = formats.int32;
function validate334(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats011.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate334.errors = vErrors, 0 === errors;
}
function validate169(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.key) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.path) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.key && (validate056(data.key, { instancePath: instancePath + "/key", parentData: data, parentDataProperty: "key", rootData }) || (errors = (vErrors = null === vErrors ? validate056.errors : vErrors.concat(validate056.errors)).length)), void 0 !== data.mode && (validate334(data.mode, { instancePath: instancePath + "/mode", parentData: data, parentDataProperty: "mode", rootData }) || (errors = (vErrors = null === vErrors ? validate334.errors : vErrors.concat(validate334.errors)).length)), void 0 !== data.path && (validate056(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate056.errors : vErrors.concat(validate056.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate169.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMapVolumeSource.js
var validate170 = validate057;
var formats012 = formats.int32;
function validate171(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats012.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate171.errors = vErrors, 0 === errors;
}
function validate414(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate168(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length), validate414.errors = vErrors, 0 === errors;
}
function validate335(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate414(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate414.errors : vErrors.concat(validate414.errors)).length);
  }
  return validate335.errors = vErrors, 0 === errors;
}
function validate911(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate911.errors = vErrors, 0 === errors;
}
function validate1113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1113.errors = vErrors, 0 === errors;
}
function validate057(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.defaultMode && (validate171(data.defaultMode, { instancePath: instancePath + "/defaultMode", parentData: data, parentDataProperty: "defaultMode", rootData }) || (errors = (vErrors = null === vErrors ? validate171.errors : vErrors.concat(validate171.errors)).length)), void 0 !== data.items && (validate335(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate335.errors : vErrors.concat(validate335.errors)).length)), void 0 !== data.name && (validate911(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate911.errors : vErrors.concat(validate911.errors)).length)), void 0 !== data.optional && (validate1113(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate1113.errors : vErrors.concat(validate1113.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate057.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CSIVolumeSource.js
var validate176 = validate177;
function validate058(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate058.errors = vErrors, 0 === errors;
}
function validate336(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate336.errors = vErrors, 0 === errors;
}
function validate517(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate517.errors = vErrors, 0 === errors;
}
function validate912(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate912.errors = vErrors, 0 === errors;
}
function validate1114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate058(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate058.errors : vErrors.concat(validate058.errors)).length);
  return validate1114.errors = vErrors, 0 === errors;
}
function validate177(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.driver) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "driver" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.driver && (validate058(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData }) || (errors = (vErrors = null === vErrors ? validate058.errors : vErrors.concat(validate058.errors)).length)), void 0 !== data.fsType && (validate336(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate336.errors : vErrors.concat(validate336.errors)).length)), void 0 !== data.nodePublishSecretRef && (validate517(data.nodePublishSecretRef, { instancePath: instancePath + "/nodePublishSecretRef", parentData: data, parentDataProperty: "nodePublishSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate517.errors : vErrors.concat(validate517.errors)).length)), void 0 !== data.readOnly && (validate912(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate912.errors : vErrors.concat(validate912.errors)).length)), void 0 !== data.volumeAttributes && (validate1114(data.volumeAttributes, { instancePath: instancePath + "/volumeAttributes", parentData: data, parentDataProperty: "volumeAttributes", rootData }) || (errors = (vErrors = null === vErrors ? validate1114.errors : vErrors.concat(validate1114.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate177.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1DownwardAPIVolumeFile.js
var validate178 = validate059;
function validate179(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate34(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), validate179.errors = vErrors, 0 === errors;
}
var formats013 = formats.int32;
function validate518(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats013.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate518.errors = vErrors, 0 === errors;
}
function validate716(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate716.errors = vErrors, 0 === errors;
}
function validate913(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length)), validate913.errors = vErrors, 0 === errors;
}
function validate059(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.path) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.fieldRef && (validate179(data.fieldRef, { instancePath: instancePath + "/fieldRef", parentData: data, parentDataProperty: "fieldRef", rootData }) || (errors = (vErrors = null === vErrors ? validate179.errors : vErrors.concat(validate179.errors)).length)), void 0 !== data.mode && (validate518(data.mode, { instancePath: instancePath + "/mode", parentData: data, parentDataProperty: "mode", rootData }) || (errors = (vErrors = null === vErrors ? validate518.errors : vErrors.concat(validate518.errors)).length)), void 0 !== data.path && (validate716(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate716.errors : vErrors.concat(validate716.errors)).length)), void 0 !== data.resourceFieldRef && (validate913(data.resourceFieldRef, { instancePath: instancePath + "/resourceFieldRef", parentData: data, parentDataProperty: "resourceFieldRef", rootData }) || (errors = (vErrors = null === vErrors ? validate913.errors : vErrors.concat(validate913.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate059.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1DownwardAPIVolumeSource.js
var validate180 = validate060;
var formats014 = formats.int32;
function validate181(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats014.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate181.errors = vErrors, 0 === errors;
}
function validate415(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate178(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate178.errors : vErrors.concat(validate178.errors)).length), validate415.errors = vErrors, 0 === errors;
}
function validate337(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate415(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate415.errors : vErrors.concat(validate415.errors)).length);
  }
  return validate337.errors = vErrors, 0 === errors;
}
function validate060(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.defaultMode && (validate181(data.defaultMode, { instancePath: instancePath + "/defaultMode", parentData: data, parentDataProperty: "defaultMode", rootData }) || (errors = (vErrors = null === vErrors ? validate181.errors : vErrors.concat(validate181.errors)).length)), void 0 !== data.items && (validate337(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate337.errors : vErrors.concat(validate337.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate060.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EmptyDirVolumeSource.js
var validate185 = validate061;
function validate186(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate186.errors = vErrors, 0 === errors;
}
function validate338(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate338.errors = vErrors, 0 === errors;
}
function validate061(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.medium && (validate186(data.medium, { instancePath: instancePath + "/medium", parentData: data, parentDataProperty: "medium", rootData }) || (errors = (vErrors = null === vErrors ? validate186.errors : vErrors.concat(validate186.errors)).length)), void 0 !== data.sizeLimit && (validate338(data.sizeLimit, { instancePath: instancePath + "/sizeLimit", parentData: data, parentDataProperty: "sizeLimit", rootData }) || (errors = (vErrors = null === vErrors ? validate338.errors : vErrors.concat(validate338.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate061.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PersistentVolumeClaimTemplate.js
var validate187 = validate062;
function validate188(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate188.errors = vErrors, 0 === errors;
}
function validate519(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate12(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length), validate519.errors = vErrors, 0 === errors;
}
function validate062(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.spec) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.metadata && (validate188(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate188.errors : vErrors.concat(validate188.errors)).length)), void 0 !== data.spec && (validate519(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate519.errors : vErrors.concat(validate519.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate062.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1EphemeralVolumeSource.js
var validate189 = validate063;
function validate190(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate187(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate187.errors : vErrors.concat(validate187.errors)).length)), validate190.errors = vErrors, 0 === errors;
}
function validate063(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.volumeClaimTemplate && (validate190(data.volumeClaimTemplate, { instancePath: instancePath + "/volumeClaimTemplate", parentData: data, parentDataProperty: "volumeClaimTemplate", rootData }) || (errors = (vErrors = null === vErrors ? validate190.errors : vErrors.concat(validate190.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate063.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1FlexVolumeSource.js
var validate191 = validate194;
function validate064(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate064.errors = vErrors, 0 === errors;
}
function validate339(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate339.errors = vErrors, 0 === errors;
}
function validate520(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate064(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate064.errors : vErrors.concat(validate064.errors)).length);
  return validate520.errors = vErrors, 0 === errors;
}
function validate812(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate812.errors = vErrors, 0 === errors;
}
function validate1011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate1011.errors = vErrors, 0 === errors;
}
function validate194(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.driver) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "driver" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.driver && (validate064(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData }) || (errors = (vErrors = null === vErrors ? validate064.errors : vErrors.concat(validate064.errors)).length)), void 0 !== data.fsType && (validate339(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate339.errors : vErrors.concat(validate339.errors)).length)), void 0 !== data.options && (validate520(data.options, { instancePath: instancePath + "/options", parentData: data, parentDataProperty: "options", rootData }) || (errors = (vErrors = null === vErrors ? validate520.errors : vErrors.concat(validate520.errors)).length)), void 0 !== data.readOnly && (validate812(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate812.errors : vErrors.concat(validate812.errors)).length)), void 0 !== data.secretRef && (validate1011(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate1011.errors : vErrors.concat(validate1011.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate194.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1GitRepoVolumeSource.js
var validate195 = validate196;
function validate065(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate065.errors = vErrors, 0 === errors;
}
function validate340(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate340.errors = vErrors, 0 === errors;
}
function validate196(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.repository) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repository" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.directory && (validate065(data.directory, { instancePath: instancePath + "/directory", parentData: data, parentDataProperty: "directory", rootData }) || (errors = (vErrors = null === vErrors ? validate065.errors : vErrors.concat(validate065.errors)).length)), void 0 !== data.repository && (validate340(data.repository, { instancePath: instancePath + "/repository", parentData: data, parentDataProperty: "repository", rootData }) || (errors = (vErrors = null === vErrors ? validate340.errors : vErrors.concat(validate340.errors)).length)), void 0 !== data.revision && (validate065(data.revision, { instancePath: instancePath + "/revision", parentData: data, parentDataProperty: "revision", rootData }) || (errors = (vErrors = null === vErrors ? validate065.errors : vErrors.concat(validate065.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate196.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1GlusterfsVolumeSource.js
var validate197 = validate198;
function validate066(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate066.errors = vErrors, 0 === errors;
}
function validate416(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate416.errors = vErrors, 0 === errors;
}
function validate198(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.endpoints) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endpoints" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.path) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.endpoints && (validate066(data.endpoints, { instancePath: instancePath + "/endpoints", parentData: data, parentDataProperty: "endpoints", rootData }) || (errors = (vErrors = null === vErrors ? validate066.errors : vErrors.concat(validate066.errors)).length)), void 0 !== data.path && (validate066(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate066.errors : vErrors.concat(validate066.errors)).length)), void 0 !== data.readOnly && (validate416(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate416.errors : vErrors.concat(validate416.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate198.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ImageVolumeSource.js
var validate199 = validate067;
var schema1_enum = ["Always", "IfNotPresent", "Never"];
function validate1100(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Always" !== data && "IfNotPresent" !== data && "Never" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1100.errors = vErrors, 0 === errors;
}
function validate341(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate341.errors = vErrors, 0 === errors;
}
function validate067(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.pullPolicy && (validate1100(data.pullPolicy, { instancePath: instancePath + "/pullPolicy", parentData: data, parentDataProperty: "pullPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate1100.errors : vErrors.concat(validate1100.errors)).length)), void 0 !== data.reference && (validate341(data.reference, { instancePath: instancePath + "/reference", parentData: data, parentDataProperty: "reference", rootData }) || (errors = (vErrors = null === vErrors ? validate341.errors : vErrors.concat(validate341.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate067.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ISCSIVolumeSource.js
var validate200 = validate342;
function validate068(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate068.errors = vErrors, 0 === errors;
}
function validate1101(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1101.errors = vErrors, 0 === errors;
}
function validate223(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate223.errors = vErrors, 0 === errors;
}
var formats015 = formats.int32;
function validate1012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats015.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1012.errors = vErrors, 0 === errors;
}
function validate1213(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate223(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length);
  }
  return validate1213.errors = vErrors, 0 === errors;
}
function validate1610(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate1610.errors = vErrors, 0 === errors;
}
function validate342(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.targetPortal) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "targetPortal" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.iqn) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "iqn" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.lun) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "lun" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.chapAuthDiscovery && (validate068(data.chapAuthDiscovery, { instancePath: instancePath + "/chapAuthDiscovery", parentData: data, parentDataProperty: "chapAuthDiscovery", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.chapAuthSession && (validate068(data.chapAuthSession, { instancePath: instancePath + "/chapAuthSession", parentData: data, parentDataProperty: "chapAuthSession", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.fsType && (validate1101(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate1101.errors : vErrors.concat(validate1101.errors)).length)), void 0 !== data.initiatorName && (validate1101(data.initiatorName, { instancePath: instancePath + "/initiatorName", parentData: data, parentDataProperty: "initiatorName", rootData }) || (errors = (vErrors = null === vErrors ? validate1101.errors : vErrors.concat(validate1101.errors)).length)), void 0 !== data.iqn && (validate223(data.iqn, { instancePath: instancePath + "/iqn", parentData: data, parentDataProperty: "iqn", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length)), void 0 !== data.iscsiInterface && (validate1101(data.iscsiInterface, { instancePath: instancePath + "/iscsiInterface", parentData: data, parentDataProperty: "iscsiInterface", rootData }) || (errors = (vErrors = null === vErrors ? validate1101.errors : vErrors.concat(validate1101.errors)).length)), void 0 !== data.lun && (validate1012(data.lun, { instancePath: instancePath + "/lun", parentData: data, parentDataProperty: "lun", rootData }) || (errors = (vErrors = null === vErrors ? validate1012.errors : vErrors.concat(validate1012.errors)).length)), void 0 !== data.portals && (validate1213(data.portals, { instancePath: instancePath + "/portals", parentData: data, parentDataProperty: "portals", rootData }) || (errors = (vErrors = null === vErrors ? validate1213.errors : vErrors.concat(validate1213.errors)).length)), void 0 !== data.readOnly && (validate068(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate068.errors : vErrors.concat(validate068.errors)).length)), void 0 !== data.secretRef && (validate1610(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate1610.errors : vErrors.concat(validate1610.errors)).length)), void 0 !== data.targetPortal && (validate223(data.targetPortal, { instancePath: instancePath + "/targetPortal", parentData: data, parentDataProperty: "targetPortal", rootData }) || (errors = (vErrors = null === vErrors ? validate223.errors : vErrors.concat(validate223.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate342.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PersistentVolumeClaimVolumeSource.js
var validate201 = validate069;
function validate1102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1102.errors = vErrors, 0 === errors;
}
function validate343(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate343.errors = vErrors, 0 === errors;
}
function validate069(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.claimName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "claimName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.claimName && (validate1102(data.claimName, { instancePath: instancePath + "/claimName", parentData: data, parentDataProperty: "claimName", rootData }) || (errors = (vErrors = null === vErrors ? validate1102.errors : vErrors.concat(validate1102.errors)).length)), void 0 !== data.readOnly && (validate343(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate343.errors : vErrors.concat(validate343.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate069.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ClusterTrustBundleProjection.js
var validate202 = validate1103;
function validate224(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate224.errors = vErrors, 0 === errors;
}
function validate070(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate070.errors = vErrors, 0 === errors;
}
function validate717(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate717.errors = vErrors, 0 === errors;
}
function validate914(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate914.errors = vErrors, 0 === errors;
}
function validate1103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.path) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.labelSelector && (validate224(data.labelSelector, { instancePath: instancePath + "/labelSelector", parentData: data, parentDataProperty: "labelSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate224.errors : vErrors.concat(validate224.errors)).length)), void 0 !== data.name && (validate070(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate070.errors : vErrors.concat(validate070.errors)).length)), void 0 !== data.optional && (validate717(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate717.errors : vErrors.concat(validate717.errors)).length)), void 0 !== data.path && (validate914(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate914.errors : vErrors.concat(validate914.errors)).length)), void 0 !== data.signerName && (validate070(data.signerName, { instancePath: instancePath + "/signerName", parentData: data, parentDataProperty: "signerName", rootData }) || (errors = (vErrors = null === vErrors ? validate070.errors : vErrors.concat(validate070.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1103.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ConfigMapProjection.js
var validate203 = validate071;
function validate225(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate168(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length), validate225.errors = vErrors, 0 === errors;
}
function validate1104(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate225(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate225.errors : vErrors.concat(validate225.errors)).length);
  }
  return validate1104.errors = vErrors, 0 === errors;
}
function validate718(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate718.errors = vErrors, 0 === errors;
}
function validate915(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate915.errors = vErrors, 0 === errors;
}
function validate071(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.items && (validate1104(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate1104.errors : vErrors.concat(validate1104.errors)).length)), void 0 !== data.name && (validate718(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate718.errors : vErrors.concat(validate718.errors)).length)), void 0 !== data.optional && (validate915(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate915.errors : vErrors.concat(validate915.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate071.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1DownwardAPIProjection.js
var validate204 = validate072;
function validate226(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate178(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate178.errors : vErrors.concat(validate178.errors)).length), validate226.errors = vErrors, 0 === errors;
}
function validate1105(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate226(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate226.errors : vErrors.concat(validate226.errors)).length);
  }
  return validate1105.errors = vErrors, 0 === errors;
}
function validate072(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.items && (validate1105(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate1105.errors : vErrors.concat(validate1105.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate072.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodCertificateProjection.js
var validate205 = validate227;
function validate073(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate073.errors = vErrors, 0 === errors;
}
function validate1106(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1106.errors = vErrors, 0 === errors;
}
var formats016 = formats.int32;
function validate719(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats016.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate719.errors = vErrors, 0 === errors;
}
function validate1013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate1106(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate1106.errors : vErrors.concat(validate1106.errors)).length);
  return validate1013.errors = vErrors, 0 === errors;
}
function validate227(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.signerName) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signerName" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.keyType) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "keyType" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.certificateChainPath && (validate073(data.certificateChainPath, { instancePath: instancePath + "/certificateChainPath", parentData: data, parentDataProperty: "certificateChainPath", rootData }) || (errors = (vErrors = null === vErrors ? validate073.errors : vErrors.concat(validate073.errors)).length)), void 0 !== data.credentialBundlePath && (validate073(data.credentialBundlePath, { instancePath: instancePath + "/credentialBundlePath", parentData: data, parentDataProperty: "credentialBundlePath", rootData }) || (errors = (vErrors = null === vErrors ? validate073.errors : vErrors.concat(validate073.errors)).length)), void 0 !== data.keyPath && (validate073(data.keyPath, { instancePath: instancePath + "/keyPath", parentData: data, parentDataProperty: "keyPath", rootData }) || (errors = (vErrors = null === vErrors ? validate073.errors : vErrors.concat(validate073.errors)).length)), void 0 !== data.keyType && (validate1106(data.keyType, { instancePath: instancePath + "/keyType", parentData: data, parentDataProperty: "keyType", rootData }) || (errors = (vErrors = null === vErrors ? validate1106.errors : vErrors.concat(validate1106.errors)).length)), void 0 !== data.maxExpirationSeconds && (validate719(data.maxExpirationSeconds, { instancePath: instancePath + "/maxExpirationSeconds", parentData: data, parentDataProperty: "maxExpirationSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate719.errors : vErrors.concat(validate719.errors)).length)), void 0 !== data.signerName && (validate1106(data.signerName, { instancePath: instancePath + "/signerName", parentData: data, parentDataProperty: "signerName", rootData }) || (errors = (vErrors = null === vErrors ? validate1106.errors : vErrors.concat(validate1106.errors)).length)), void 0 !== data.userAnnotations && (validate1013(data.userAnnotations, { instancePath: instancePath + "/userAnnotations", parentData: data, parentDataProperty: "userAnnotations", rootData }) || (errors = (vErrors = null === vErrors ? validate1013.errors : vErrors.concat(validate1013.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate227.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecretProjection.js
var validate206 = validate074;
function validate228(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate168(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length), validate228.errors = vErrors, 0 === errors;
}
function validate1107(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate228(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate228.errors : vErrors.concat(validate228.errors)).length);
  }
  return validate1107.errors = vErrors, 0 === errors;
}
function validate720(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate720.errors = vErrors, 0 === errors;
}
function validate916(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate916.errors = vErrors, 0 === errors;
}
function validate074(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.items && (validate1107(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate1107.errors : vErrors.concat(validate1107.errors)).length)), void 0 !== data.name && (validate720(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate720.errors : vErrors.concat(validate720.errors)).length)), void 0 !== data.optional && (validate916(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate916.errors : vErrors.concat(validate916.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate074.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ServiceAccountTokenProjection.js
var validate207 = validate075;
function validate1108(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1108.errors = vErrors, 0 === errors;
}
var formats017 = formats.int64;
function validate344(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats017.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate344.errors = vErrors, 0 === errors;
}
function validate521(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate521.errors = vErrors, 0 === errors;
}
function validate075(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.path) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.audience && (validate1108(data.audience, { instancePath: instancePath + "/audience", parentData: data, parentDataProperty: "audience", rootData }) || (errors = (vErrors = null === vErrors ? validate1108.errors : vErrors.concat(validate1108.errors)).length)), void 0 !== data.expirationSeconds && (validate344(data.expirationSeconds, { instancePath: instancePath + "/expirationSeconds", parentData: data, parentDataProperty: "expirationSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate344.errors : vErrors.concat(validate344.errors)).length)), void 0 !== data.path && (validate521(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate521.errors : vErrors.concat(validate521.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate075.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeProjection.js
var validate208 = validate076;
function validate1109(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate202(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate202.errors : vErrors.concat(validate202.errors)).length)), validate1109.errors = vErrors, 0 === errors;
}
function validate522(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate203(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate203.errors : vErrors.concat(validate203.errors)).length)), validate522.errors = vErrors, 0 === errors;
}
function validate917(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate204(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate204.errors : vErrors.concat(validate204.errors)).length)), validate917.errors = vErrors, 0 === errors;
}
function validate1312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate205(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate205.errors : vErrors.concat(validate205.errors)).length)), validate1312.errors = vErrors, 0 === errors;
}
function validate1710(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate206(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate206.errors : vErrors.concat(validate206.errors)).length)), validate1710.errors = vErrors, 0 === errors;
}
function validate2110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate207(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate207.errors : vErrors.concat(validate207.errors)).length)), validate2110.errors = vErrors, 0 === errors;
}
function validate076(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.clusterTrustBundle && (validate1109(data.clusterTrustBundle, { instancePath: instancePath + "/clusterTrustBundle", parentData: data, parentDataProperty: "clusterTrustBundle", rootData }) || (errors = (vErrors = null === vErrors ? validate1109.errors : vErrors.concat(validate1109.errors)).length)), void 0 !== data.configMap && (validate522(data.configMap, { instancePath: instancePath + "/configMap", parentData: data, parentDataProperty: "configMap", rootData }) || (errors = (vErrors = null === vErrors ? validate522.errors : vErrors.concat(validate522.errors)).length)), void 0 !== data.downwardAPI && (validate917(data.downwardAPI, { instancePath: instancePath + "/downwardAPI", parentData: data, parentDataProperty: "downwardAPI", rootData }) || (errors = (vErrors = null === vErrors ? validate917.errors : vErrors.concat(validate917.errors)).length)), void 0 !== data.podCertificate && (validate1312(data.podCertificate, { instancePath: instancePath + "/podCertificate", parentData: data, parentDataProperty: "podCertificate", rootData }) || (errors = (vErrors = null === vErrors ? validate1312.errors : vErrors.concat(validate1312.errors)).length)), void 0 !== data.secret && (validate1710(data.secret, { instancePath: instancePath + "/secret", parentData: data, parentDataProperty: "secret", rootData }) || (errors = (vErrors = null === vErrors ? validate1710.errors : vErrors.concat(validate1710.errors)).length)), void 0 !== data.serviceAccountToken && (validate2110(data.serviceAccountToken, { instancePath: instancePath + "/serviceAccountToken", parentData: data, parentDataProperty: "serviceAccountToken", rootData }) || (errors = (vErrors = null === vErrors ? validate2110.errors : vErrors.concat(validate2110.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate076.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ProjectedVolumeSource.js
var validate209 = validate077;
var formats018 = formats.int32;
function validate1115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats018.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1115.errors = vErrors, 0 === errors;
}
function validate417(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate208(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate208.errors : vErrors.concat(validate208.errors)).length), validate417.errors = vErrors, 0 === errors;
}
function validate345(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate417(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate417.errors : vErrors.concat(validate417.errors)).length);
  }
  return validate345.errors = vErrors, 0 === errors;
}
function validate077(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.defaultMode && (validate1115(data.defaultMode, { instancePath: instancePath + "/defaultMode", parentData: data, parentDataProperty: "defaultMode", rootData }) || (errors = (vErrors = null === vErrors ? validate1115.errors : vErrors.concat(validate1115.errors)).length)), void 0 !== data.sources && (validate345(data.sources, { instancePath: instancePath + "/sources", parentData: data, parentDataProperty: "sources", rootData }) || (errors = (vErrors = null === vErrors ? validate345.errors : vErrors.concat(validate345.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate077.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1RBDVolumeSource.js
var validate229 = validate230;
function validate078(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate078.errors = vErrors, 0 === errors;
}
function validate1116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1116.errors = vErrors, 0 === errors;
}
function validate614(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1116(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1116.errors : vErrors.concat(validate1116.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate614.errors = vErrors, 0 === errors;
}
function validate1014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1014.errors = vErrors, 0 === errors;
}
function validate1214(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate1214.errors = vErrors, 0 === errors;
}
function validate230(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.monitors) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "monitors" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.image) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "image" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.fsType && (validate078(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate078.errors : vErrors.concat(validate078.errors)).length)), void 0 !== data.image && (validate1116(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate1116.errors : vErrors.concat(validate1116.errors)).length)), void 0 !== data.keyring && (validate078(data.keyring, { instancePath: instancePath + "/keyring", parentData: data, parentDataProperty: "keyring", rootData }) || (errors = (vErrors = null === vErrors ? validate078.errors : vErrors.concat(validate078.errors)).length)), void 0 !== data.monitors && (validate614(data.monitors, { instancePath: instancePath + "/monitors", parentData: data, parentDataProperty: "monitors", rootData }) || (errors = (vErrors = null === vErrors ? validate614.errors : vErrors.concat(validate614.errors)).length)), void 0 !== data.pool && (validate078(data.pool, { instancePath: instancePath + "/pool", parentData: data, parentDataProperty: "pool", rootData }) || (errors = (vErrors = null === vErrors ? validate078.errors : vErrors.concat(validate078.errors)).length)), void 0 !== data.readOnly && (validate1014(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate1014.errors : vErrors.concat(validate1014.errors)).length)), void 0 !== data.secretRef && (validate1214(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate1214.errors : vErrors.concat(validate1214.errors)).length)), void 0 !== data.user && (validate078(data.user, { instancePath: instancePath + "/user", parentData: data, parentDataProperty: "user", rootData }) || (errors = (vErrors = null === vErrors ? validate078.errors : vErrors.concat(validate078.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate230.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ScaleIOVolumeSource.js
var validate231 = validate346;
function validate079(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate079.errors = vErrors, 0 === errors;
}
function validate234(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate234.errors = vErrors, 0 === errors;
}
function validate1117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1117.errors = vErrors, 0 === errors;
}
function validate813(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length), validate813.errors = vErrors, 0 === errors;
}
function validate346(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.gateway) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gateway" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.system) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "system" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.secretRef) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretRef" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.fsType && (validate079(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.gateway && (validate234(data.gateway, { instancePath: instancePath + "/gateway", parentData: data, parentDataProperty: "gateway", rootData }) || (errors = (vErrors = null === vErrors ? validate234.errors : vErrors.concat(validate234.errors)).length)), void 0 !== data.protectionDomain && (validate079(data.protectionDomain, { instancePath: instancePath + "/protectionDomain", parentData: data, parentDataProperty: "protectionDomain", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.readOnly && (validate1117(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate1117.errors : vErrors.concat(validate1117.errors)).length)), void 0 !== data.secretRef && (validate813(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate813.errors : vErrors.concat(validate813.errors)).length)), void 0 !== data.sslEnabled && (validate1117(data.sslEnabled, { instancePath: instancePath + "/sslEnabled", parentData: data, parentDataProperty: "sslEnabled", rootData }) || (errors = (vErrors = null === vErrors ? validate1117.errors : vErrors.concat(validate1117.errors)).length)), void 0 !== data.storageMode && (validate079(data.storageMode, { instancePath: instancePath + "/storageMode", parentData: data, parentDataProperty: "storageMode", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.storagePool && (validate079(data.storagePool, { instancePath: instancePath + "/storagePool", parentData: data, parentDataProperty: "storagePool", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length)), void 0 !== data.system && (validate234(data.system, { instancePath: instancePath + "/system", parentData: data, parentDataProperty: "system", rootData }) || (errors = (vErrors = null === vErrors ? validate234.errors : vErrors.concat(validate234.errors)).length)), void 0 !== data.volumeName && (validate079(data.volumeName, { instancePath: instancePath + "/volumeName", parentData: data, parentDataProperty: "volumeName", rootData }) || (errors = (vErrors = null === vErrors ? validate079.errors : vErrors.concat(validate079.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate346.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecretVolumeSource.js
var validate235 = validate080;
var formats019 = formats.int32;
function validate1118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats019.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1118.errors = vErrors, 0 === errors;
}
function validate418(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate168(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate168.errors : vErrors.concat(validate168.errors)).length), validate418.errors = vErrors, 0 === errors;
}
function validate347(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate418(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate418.errors : vErrors.concat(validate418.errors)).length);
  }
  return validate347.errors = vErrors, 0 === errors;
}
function validate918(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate918.errors = vErrors, 0 === errors;
}
function validate1119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1119.errors = vErrors, 0 === errors;
}
function validate080(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.defaultMode && (validate1118(data.defaultMode, { instancePath: instancePath + "/defaultMode", parentData: data, parentDataProperty: "defaultMode", rootData }) || (errors = (vErrors = null === vErrors ? validate1118.errors : vErrors.concat(validate1118.errors)).length)), void 0 !== data.items && (validate347(data.items, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate347.errors : vErrors.concat(validate347.errors)).length)), void 0 !== data.optional && (validate918(data.optional, { instancePath: instancePath + "/optional", parentData: data, parentDataProperty: "optional", rootData }) || (errors = (vErrors = null === vErrors ? validate918.errors : vErrors.concat(validate918.errors)).length)), void 0 !== data.secretName && (validate1119(data.secretName, { instancePath: instancePath + "/secretName", parentData: data, parentDataProperty: "secretName", rootData }) || (errors = (vErrors = null === vErrors ? validate1119.errors : vErrors.concat(validate1119.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate080.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1StorageOSVolumeSource.js
var validate236 = validate1120;
function validate081(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate081.errors = vErrors, 0 === errors;
}
function validate348(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate348.errors = vErrors, 0 === errors;
}
function validate523(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate523.errors = vErrors, 0 === errors;
}
function validate1120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.fsType && (validate081(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate081.errors : vErrors.concat(validate081.errors)).length)), void 0 !== data.readOnly && (validate348(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate348.errors : vErrors.concat(validate348.errors)).length)), void 0 !== data.secretRef && (validate523(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate523.errors : vErrors.concat(validate523.errors)).length)), void 0 !== data.volumeName && (validate081(data.volumeName, { instancePath: instancePath + "/volumeName", parentData: data, parentDataProperty: "volumeName", rootData }) || (errors = (vErrors = null === vErrors ? validate081.errors : vErrors.concat(validate081.errors)).length)), void 0 !== data.volumeNamespace && (validate081(data.volumeNamespace, { instancePath: instancePath + "/volumeNamespace", parentData: data, parentDataProperty: "volumeNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate081.errors : vErrors.concat(validate081.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1120.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1Volume.js
var validate237 = validate082;
function validate1121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate1121.errors = vErrors, 0 === errors;
}
function validate524(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), validate524.errors = vErrors, 0 === errors;
}
function validate919(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate109(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate109.errors : vErrors.concat(validate109.errors)).length)), validate919.errors = vErrors, 0 === errors;
}
function validate1313(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate164(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate164.errors : vErrors.concat(validate164.errors)).length)), validate1313.errors = vErrors, 0 === errors;
}
function validate1711(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate166(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate166.errors : vErrors.concat(validate166.errors)).length)), validate1711.errors = vErrors, 0 === errors;
}
function validate2111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate170(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate170.errors : vErrors.concat(validate170.errors)).length)), validate2111.errors = vErrors, 0 === errors;
}
function validate252(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate176(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate176.errors : vErrors.concat(validate176.errors)).length)), validate252.errors = vErrors, 0 === errors;
}
function validate293(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate180(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate180.errors : vErrors.concat(validate180.errors)).length)), validate293.errors = vErrors, 0 === errors;
}
function validate3310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate185(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate185.errors : vErrors.concat(validate185.errors)).length)), validate3310.errors = vErrors, 0 === errors;
}
function validate372(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate189(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate189.errors : vErrors.concat(validate189.errors)).length)), validate372.errors = vErrors, 0 === errors;
}
function validate419(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate13(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), validate419.errors = vErrors, 0 === errors;
}
function validate454(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate191(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate191.errors : vErrors.concat(validate191.errors)).length)), validate454.errors = vErrors, 0 === errors;
}
function validate492(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate14(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), validate492.errors = vErrors, 0 === errors;
}
function validate532(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate15(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), validate532.errors = vErrors, 0 === errors;
}
function validate572(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate195(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate195.errors : vErrors.concat(validate195.errors)).length)), validate572.errors = vErrors, 0 === errors;
}
function validate615(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate197(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate197.errors : vErrors.concat(validate197.errors)).length)), validate615.errors = vErrors, 0 === errors;
}
function validate653(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate653.errors = vErrors, 0 === errors;
}
function validate693(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate199(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate199.errors : vErrors.concat(validate199.errors)).length)), validate693.errors = vErrors, 0 === errors;
}
function validate733(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate200(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate200.errors : vErrors.concat(validate200.errors)).length)), validate733.errors = vErrors, 0 === errors;
}
function validate772(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate772.errors = vErrors, 0 === errors;
}
function validate792(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate17(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate17.errors : vErrors.concat(validate17.errors)).length)), validate792.errors = vErrors, 0 === errors;
}
function validate832(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate201(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate201.errors : vErrors.concat(validate201.errors)).length)), validate832.errors = vErrors, 0 === errors;
}
function validate872(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate18(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), validate872.errors = vErrors, 0 === errors;
}
function validate9110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate19(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length)), validate9110.errors = vErrors, 0 === errors;
}
function validate952(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate209(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate209.errors : vErrors.concat(validate209.errors)).length)), validate952.errors = vErrors, 0 === errors;
}
function validate992(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate20(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length)), validate992.errors = vErrors, 0 === errors;
}
function validate1032(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate229(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate229.errors : vErrors.concat(validate229.errors)).length)), validate1032.errors = vErrors, 0 === errors;
}
function validate1072(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate231(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate231.errors : vErrors.concat(validate231.errors)).length)), validate1072.errors = vErrors, 0 === errors;
}
function validate11110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate235(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate235.errors : vErrors.concat(validate235.errors)).length)), validate11110.errors = vErrors, 0 === errors;
}
function validate1152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate236(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate236.errors : vErrors.concat(validate236.errors)).length)), validate1152.errors = vErrors, 0 === errors;
}
function validate1192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate21(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length)), validate1192.errors = vErrors, 0 === errors;
}
function validate082(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.awsElasticBlockStore && (validate1121(data.awsElasticBlockStore, { instancePath: instancePath + "/awsElasticBlockStore", parentData: data, parentDataProperty: "awsElasticBlockStore", rootData }) || (errors = (vErrors = null === vErrors ? validate1121.errors : vErrors.concat(validate1121.errors)).length)), void 0 !== data.azureDisk && (validate524(data.azureDisk, { instancePath: instancePath + "/azureDisk", parentData: data, parentDataProperty: "azureDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate524.errors : vErrors.concat(validate524.errors)).length)), void 0 !== data.azureFile && (validate919(data.azureFile, { instancePath: instancePath + "/azureFile", parentData: data, parentDataProperty: "azureFile", rootData }) || (errors = (vErrors = null === vErrors ? validate919.errors : vErrors.concat(validate919.errors)).length)), void 0 !== data.cephfs && (validate1313(data.cephfs, { instancePath: instancePath + "/cephfs", parentData: data, parentDataProperty: "cephfs", rootData }) || (errors = (vErrors = null === vErrors ? validate1313.errors : vErrors.concat(validate1313.errors)).length)), void 0 !== data.cinder && (validate1711(data.cinder, { instancePath: instancePath + "/cinder", parentData: data, parentDataProperty: "cinder", rootData }) || (errors = (vErrors = null === vErrors ? validate1711.errors : vErrors.concat(validate1711.errors)).length)), void 0 !== data.configMap && (validate2111(data.configMap, { instancePath: instancePath + "/configMap", parentData: data, parentDataProperty: "configMap", rootData }) || (errors = (vErrors = null === vErrors ? validate2111.errors : vErrors.concat(validate2111.errors)).length)), void 0 !== data.csi && (validate252(data.csi, { instancePath: instancePath + "/csi", parentData: data, parentDataProperty: "csi", rootData }) || (errors = (vErrors = null === vErrors ? validate252.errors : vErrors.concat(validate252.errors)).length)), void 0 !== data.downwardAPI && (validate293(data.downwardAPI, { instancePath: instancePath + "/downwardAPI", parentData: data, parentDataProperty: "downwardAPI", rootData }) || (errors = (vErrors = null === vErrors ? validate293.errors : vErrors.concat(validate293.errors)).length)), void 0 !== data.emptyDir && (validate3310(data.emptyDir, { instancePath: instancePath + "/emptyDir", parentData: data, parentDataProperty: "emptyDir", rootData }) || (errors = (vErrors = null === vErrors ? validate3310.errors : vErrors.concat(validate3310.errors)).length)), void 0 !== data.ephemeral && (validate372(data.ephemeral, { instancePath: instancePath + "/ephemeral", parentData: data, parentDataProperty: "ephemeral", rootData }) || (errors = (vErrors = null === vErrors ? validate372.errors : vErrors.concat(validate372.errors)).length)), void 0 !== data.fc && (validate419(data.fc, { instancePath: instancePath + "/fc", parentData: data, parentDataProperty: "fc", rootData }) || (errors = (vErrors = null === vErrors ? validate419.errors : vErrors.concat(validate419.errors)).length)), void 0 !== data.flexVolume && (validate454(data.flexVolume, { instancePath: instancePath + "/flexVolume", parentData: data, parentDataProperty: "flexVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate454.errors : vErrors.concat(validate454.errors)).length)), void 0 !== data.flocker && (validate492(data.flocker, { instancePath: instancePath + "/flocker", parentData: data, parentDataProperty: "flocker", rootData }) || (errors = (vErrors = null === vErrors ? validate492.errors : vErrors.concat(validate492.errors)).length)), void 0 !== data.gcePersistentDisk && (validate532(data.gcePersistentDisk, { instancePath: instancePath + "/gcePersistentDisk", parentData: data, parentDataProperty: "gcePersistentDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate532.errors : vErrors.concat(validate532.errors)).length)), void 0 !== data.gitRepo && (validate572(data.gitRepo, { instancePath: instancePath + "/gitRepo", parentData: data, parentDataProperty: "gitRepo", rootData }) || (errors = (vErrors = null === vErrors ? validate572.errors : vErrors.concat(validate572.errors)).length)), void 0 !== data.glusterfs && (validate615(data.glusterfs, { instancePath: instancePath + "/glusterfs", parentData: data, parentDataProperty: "glusterfs", rootData }) || (errors = (vErrors = null === vErrors ? validate615.errors : vErrors.concat(validate615.errors)).length)), void 0 !== data.hostPath && (validate653(data.hostPath, { instancePath: instancePath + "/hostPath", parentData: data, parentDataProperty: "hostPath", rootData }) || (errors = (vErrors = null === vErrors ? validate653.errors : vErrors.concat(validate653.errors)).length)), void 0 !== data.image && (validate693(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate693.errors : vErrors.concat(validate693.errors)).length)), void 0 !== data.iscsi && (validate733(data.iscsi, { instancePath: instancePath + "/iscsi", parentData: data, parentDataProperty: "iscsi", rootData }) || (errors = (vErrors = null === vErrors ? validate733.errors : vErrors.concat(validate733.errors)).length)), void 0 !== data.name && (validate772(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate772.errors : vErrors.concat(validate772.errors)).length)), void 0 !== data.nfs && (validate792(data.nfs, { instancePath: instancePath + "/nfs", parentData: data, parentDataProperty: "nfs", rootData }) || (errors = (vErrors = null === vErrors ? validate792.errors : vErrors.concat(validate792.errors)).length)), void 0 !== data.persistentVolumeClaim && (validate832(data.persistentVolumeClaim, { instancePath: instancePath + "/persistentVolumeClaim", parentData: data, parentDataProperty: "persistentVolumeClaim", rootData }) || (errors = (vErrors = null === vErrors ? validate832.errors : vErrors.concat(validate832.errors)).length)), void 0 !== data.photonPersistentDisk && (validate872(data.photonPersistentDisk, { instancePath: instancePath + "/photonPersistentDisk", parentData: data, parentDataProperty: "photonPersistentDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate872.errors : vErrors.concat(validate872.errors)).length)), void 0 !== data.portworxVolume && (validate9110(data.portworxVolume, { instancePath: instancePath + "/portworxVolume", parentData: data, parentDataProperty: "portworxVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate9110.errors : vErrors.concat(validate9110.errors)).length)), void 0 !== data.projected && (validate952(data.projected, { instancePath: instancePath + "/projected", parentData: data, parentDataProperty: "projected", rootData }) || (errors = (vErrors = null === vErrors ? validate952.errors : vErrors.concat(validate952.errors)).length)), void 0 !== data.quobyte && (validate992(data.quobyte, { instancePath: instancePath + "/quobyte", parentData: data, parentDataProperty: "quobyte", rootData }) || (errors = (vErrors = null === vErrors ? validate992.errors : vErrors.concat(validate992.errors)).length)), void 0 !== data.rbd && (validate1032(data.rbd, { instancePath: instancePath + "/rbd", parentData: data, parentDataProperty: "rbd", rootData }) || (errors = (vErrors = null === vErrors ? validate1032.errors : vErrors.concat(validate1032.errors)).length)), void 0 !== data.scaleIO && (validate1072(data.scaleIO, { instancePath: instancePath + "/scaleIO", parentData: data, parentDataProperty: "scaleIO", rootData }) || (errors = (vErrors = null === vErrors ? validate1072.errors : vErrors.concat(validate1072.errors)).length)), void 0 !== data.secret && (validate11110(data.secret, { instancePath: instancePath + "/secret", parentData: data, parentDataProperty: "secret", rootData }) || (errors = (vErrors = null === vErrors ? validate11110.errors : vErrors.concat(validate11110.errors)).length)), void 0 !== data.storageos && (validate1152(data.storageos, { instancePath: instancePath + "/storageos", parentData: data, parentDataProperty: "storageos", rootData }) || (errors = (vErrors = null === vErrors ? validate1152.errors : vErrors.concat(validate1152.errors)).length)), void 0 !== data.vsphereVolume && (validate1192(data.vsphereVolume, { instancePath: instancePath + "/vsphereVolume", parentData: data, parentDataProperty: "vsphereVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate1192.errors : vErrors.concat(validate1192.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate082.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodSpec.js
var validate238 = validate616;
var formats020 = formats.int64;
function validate525(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats020.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate525.errors = vErrors, 0 === errors;
}
function validate814(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length)), validate814.errors = vErrors, 0 === errors;
}
function validate083(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate083.errors = vErrors, 0 === errors;
}
function validate239(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate90(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate90.errors : vErrors.concat(validate90.errors)).length), validate239.errors = vErrors, 0 === errors;
}
function validate1314(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate239(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate239.errors : vErrors.concat(validate239.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1314.errors = vErrors, 0 === errors;
}
function validate1611(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate95(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate95.errors : vErrors.concat(validate95.errors)).length)), validate1611.errors = vErrors, 0 === errors;
}
var schema11_enum = ["ClusterFirst", "ClusterFirstWithHostNet", "Default", "None"];
function validate2010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("ClusterFirst" !== data && "ClusterFirstWithHostNet" !== data && "Default" !== data && "None" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema11_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate2010.errors = vErrors, 0 === errors;
}
function validate245(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate96(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate96.errors : vErrors.concat(validate96.errors)).length), validate245.errors = vErrors, 0 === errors;
}
function validate2310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate245(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate245.errors : vErrors.concat(validate245.errors)).length);
  }
  return validate2310.errors = vErrors, 0 === errors;
}
function validate303(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate97(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate97.errors : vErrors.concat(validate97.errors)).length), validate303.errors = vErrors, 0 === errors;
}
function validate294(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate303(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate303.errors : vErrors.concat(validate303.errors)).length);
  }
  return validate294.errors = vErrors, 0 === errors;
}
function validate1122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate1122.errors = vErrors, 0 === errors;
}
function validate422(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length), validate422.errors = vErrors, 0 === errors;
}
function validate4110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate422(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate422.errors : vErrors.concat(validate422.errors)).length);
  }
  return validate4110.errors = vErrors, 0 === errors;
}
function validate472(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate239(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate239.errors : vErrors.concat(validate239.errors)).length);
  }
  return validate472.errors = vErrors, 0 === errors;
}
function validate526(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate526.errors = vErrors, 0 === errors;
}
function validate5110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate526(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate526.errors : vErrors.concat(validate526.errors)).length);
  return validate5110.errors = vErrors, 0 === errors;
}
function validate552(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate98(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate98.errors : vErrors.concat(validate98.errors)).length)), validate552.errors = vErrors, 0 === errors;
}
function validate602(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length), validate602.errors = vErrors, 0 === errors;
}
function validate592(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate602(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate602.errors : vErrors.concat(validate602.errors)).length);
  return validate592.errors = vErrors, 0 === errors;
}
var schema29_enum3 = ["Never", "PreemptLowerPriority"];
function validate654(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Never" !== data && "PreemptLowerPriority" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema29_enum3 } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate654.errors = vErrors, 0 === errors;
}
var formats22 = formats.int32;
function validate673(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats22.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate673.errors = vErrors, 0 === errors;
}
function validate7110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate99(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate99.errors : vErrors.concat(validate99.errors)).length), validate7110.errors = vErrors, 0 === errors;
}
function validate702(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate7110(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate7110.errors : vErrors.concat(validate7110.errors)).length);
  }
  return validate702.errors = vErrors, 0 === errors;
}
function validate773(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate100(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate100.errors : vErrors.concat(validate100.errors)).length), validate773.errors = vErrors, 0 === errors;
}
function validate762(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate773(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate773.errors : vErrors.concat(validate773.errors)).length);
  }
  return validate762.errors = vErrors, 0 === errors;
}
function validate822(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate69(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate69.errors : vErrors.concat(validate69.errors)).length)), validate822.errors = vErrors, 0 === errors;
}
var schema39_enum = ["Always", "Never", "OnFailure"];
function validate862(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Always" !== data && "Never" !== data && "OnFailure" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema39_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate862.errors = vErrors, 0 === errors;
}
function validate9111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate101(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate101.errors : vErrors.concat(validate101.errors)).length), validate9111.errors = vErrors, 0 === errors;
}
function validate902(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate9111(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate9111.errors : vErrors.concat(validate9111.errors)).length);
  }
  return validate902.errors = vErrors, 0 === errors;
}
function validate962(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate103(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate103.errors : vErrors.concat(validate103.errors)).length)), validate962.errors = vErrors, 0 === errors;
}
function validate1002(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate105(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate105.errors : vErrors.concat(validate105.errors)).length)), validate1002.errors = vErrors, 0 === errors;
}
function validate11111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length), validate11111.errors = vErrors, 0 === errors;
}
function validate11010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate11111(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate11111.errors : vErrors.concat(validate11111.errors)).length);
  }
  return validate11010.errors = vErrors, 0 === errors;
}
function validate1172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate107(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate107.errors : vErrors.concat(validate107.errors)).length), validate1172.errors = vErrors, 0 === errors;
}
function validate1162(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1172(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1172.errors : vErrors.concat(validate1172.errors)).length);
  }
  return validate1162.errors = vErrors, 0 === errors;
}
function validate1232(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate237(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate237.errors : vErrors.concat(validate237.errors)).length), validate1232.errors = vErrors, 0 === errors;
}
function validate1222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate1232(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate1232.errors : vErrors.concat(validate1232.errors)).length);
  }
  return validate1222.errors = vErrors, 0 === errors;
}
function validate616(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.containers) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "containers" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.activeDeadlineSeconds && (validate525(data.activeDeadlineSeconds, { instancePath: instancePath + "/activeDeadlineSeconds", parentData: data, parentDataProperty: "activeDeadlineSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate525.errors : vErrors.concat(validate525.errors)).length)), void 0 !== data.affinity && (validate814(data.affinity, { instancePath: instancePath + "/affinity", parentData: data, parentDataProperty: "affinity", rootData }) || (errors = (vErrors = null === vErrors ? validate814.errors : vErrors.concat(validate814.errors)).length)), void 0 !== data.automountServiceAccountToken && (validate083(data.automountServiceAccountToken, { instancePath: instancePath + "/automountServiceAccountToken", parentData: data, parentDataProperty: "automountServiceAccountToken", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.containers && (validate1314(data.containers, { instancePath: instancePath + "/containers", parentData: data, parentDataProperty: "containers", rootData }) || (errors = (vErrors = null === vErrors ? validate1314.errors : vErrors.concat(validate1314.errors)).length)), void 0 !== data.dnsConfig && (validate1611(data.dnsConfig, { instancePath: instancePath + "/dnsConfig", parentData: data, parentDataProperty: "dnsConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate1611.errors : vErrors.concat(validate1611.errors)).length)), void 0 !== data.dnsPolicy && (validate2010(data.dnsPolicy, { instancePath: instancePath + "/dnsPolicy", parentData: data, parentDataProperty: "dnsPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate2010.errors : vErrors.concat(validate2010.errors)).length)), void 0 !== data.enableServiceLinks && (validate083(data.enableServiceLinks, { instancePath: instancePath + "/enableServiceLinks", parentData: data, parentDataProperty: "enableServiceLinks", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.ephemeralContainers && (validate2310(data.ephemeralContainers, { instancePath: instancePath + "/ephemeralContainers", parentData: data, parentDataProperty: "ephemeralContainers", rootData }) || (errors = (vErrors = null === vErrors ? validate2310.errors : vErrors.concat(validate2310.errors)).length)), void 0 !== data.hostAliases && (validate294(data.hostAliases, { instancePath: instancePath + "/hostAliases", parentData: data, parentDataProperty: "hostAliases", rootData }) || (errors = (vErrors = null === vErrors ? validate294.errors : vErrors.concat(validate294.errors)).length)), void 0 !== data.hostIPC && (validate083(data.hostIPC, { instancePath: instancePath + "/hostIPC", parentData: data, parentDataProperty: "hostIPC", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.hostNetwork && (validate083(data.hostNetwork, { instancePath: instancePath + "/hostNetwork", parentData: data, parentDataProperty: "hostNetwork", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.hostPID && (validate083(data.hostPID, { instancePath: instancePath + "/hostPID", parentData: data, parentDataProperty: "hostPID", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.hostUsers && (validate083(data.hostUsers, { instancePath: instancePath + "/hostUsers", parentData: data, parentDataProperty: "hostUsers", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.hostname && (validate1122(data.hostname, { instancePath: instancePath + "/hostname", parentData: data, parentDataProperty: "hostname", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.hostnameOverride && (validate1122(data.hostnameOverride, { instancePath: instancePath + "/hostnameOverride", parentData: data, parentDataProperty: "hostnameOverride", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.imagePullSecrets && (validate4110(data.imagePullSecrets, { instancePath: instancePath + "/imagePullSecrets", parentData: data, parentDataProperty: "imagePullSecrets", rootData }) || (errors = (vErrors = null === vErrors ? validate4110.errors : vErrors.concat(validate4110.errors)).length)), void 0 !== data.initContainers && (validate472(data.initContainers, { instancePath: instancePath + "/initContainers", parentData: data, parentDataProperty: "initContainers", rootData }) || (errors = (vErrors = null === vErrors ? validate472.errors : vErrors.concat(validate472.errors)).length)), void 0 !== data.nodeName && (validate1122(data.nodeName, { instancePath: instancePath + "/nodeName", parentData: data, parentDataProperty: "nodeName", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.nodeSelector && (validate5110(data.nodeSelector, { instancePath: instancePath + "/nodeSelector", parentData: data, parentDataProperty: "nodeSelector", rootData }) || (errors = (vErrors = null === vErrors ? validate5110.errors : vErrors.concat(validate5110.errors)).length)), void 0 !== data.os && (validate552(data.os, { instancePath: instancePath + "/os", parentData: data, parentDataProperty: "os", rootData }) || (errors = (vErrors = null === vErrors ? validate552.errors : vErrors.concat(validate552.errors)).length)), void 0 !== data.overhead && (validate592(data.overhead, { instancePath: instancePath + "/overhead", parentData: data, parentDataProperty: "overhead", rootData }) || (errors = (vErrors = null === vErrors ? validate592.errors : vErrors.concat(validate592.errors)).length)), void 0 !== data.preemptionPolicy && (validate654(data.preemptionPolicy, { instancePath: instancePath + "/preemptionPolicy", parentData: data, parentDataProperty: "preemptionPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate654.errors : vErrors.concat(validate654.errors)).length)), void 0 !== data.priority && (validate673(data.priority, { instancePath: instancePath + "/priority", parentData: data, parentDataProperty: "priority", rootData }) || (errors = (vErrors = null === vErrors ? validate673.errors : vErrors.concat(validate673.errors)).length)), void 0 !== data.priorityClassName && (validate1122(data.priorityClassName, { instancePath: instancePath + "/priorityClassName", parentData: data, parentDataProperty: "priorityClassName", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.readinessGates && (validate702(data.readinessGates, { instancePath: instancePath + "/readinessGates", parentData: data, parentDataProperty: "readinessGates", rootData }) || (errors = (vErrors = null === vErrors ? validate702.errors : vErrors.concat(validate702.errors)).length)), void 0 !== data.resourceClaims && (validate762(data.resourceClaims, { instancePath: instancePath + "/resourceClaims", parentData: data, parentDataProperty: "resourceClaims", rootData }) || (errors = (vErrors = null === vErrors ? validate762.errors : vErrors.concat(validate762.errors)).length)), void 0 !== data.resources && (validate822(data.resources, { instancePath: instancePath + "/resources", parentData: data, parentDataProperty: "resources", rootData }) || (errors = (vErrors = null === vErrors ? validate822.errors : vErrors.concat(validate822.errors)).length)), void 0 !== data.restartPolicy && (validate862(data.restartPolicy, { instancePath: instancePath + "/restartPolicy", parentData: data, parentDataProperty: "restartPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate862.errors : vErrors.concat(validate862.errors)).length)), void 0 !== data.runtimeClassName && (validate1122(data.runtimeClassName, { instancePath: instancePath + "/runtimeClassName", parentData: data, parentDataProperty: "runtimeClassName", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.schedulerName && (validate1122(data.schedulerName, { instancePath: instancePath + "/schedulerName", parentData: data, parentDataProperty: "schedulerName", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.schedulingGates && (validate902(data.schedulingGates, { instancePath: instancePath + "/schedulingGates", parentData: data, parentDataProperty: "schedulingGates", rootData }) || (errors = (vErrors = null === vErrors ? validate902.errors : vErrors.concat(validate902.errors)).length)), void 0 !== data.schedulingGroup && (validate962(data.schedulingGroup, { instancePath: instancePath + "/schedulingGroup", parentData: data, parentDataProperty: "schedulingGroup", rootData }) || (errors = (vErrors = null === vErrors ? validate962.errors : vErrors.concat(validate962.errors)).length)), void 0 !== data.securityContext && (validate1002(data.securityContext, { instancePath: instancePath + "/securityContext", parentData: data, parentDataProperty: "securityContext", rootData }) || (errors = (vErrors = null === vErrors ? validate1002.errors : vErrors.concat(validate1002.errors)).length)), void 0 !== data.serviceAccount && (validate1122(data.serviceAccount, { instancePath: instancePath + "/serviceAccount", parentData: data, parentDataProperty: "serviceAccount", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.serviceAccountName && (validate1122(data.serviceAccountName, { instancePath: instancePath + "/serviceAccountName", parentData: data, parentDataProperty: "serviceAccountName", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.setHostnameAsFQDN && (validate083(data.setHostnameAsFQDN, { instancePath: instancePath + "/setHostnameAsFQDN", parentData: data, parentDataProperty: "setHostnameAsFQDN", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.shareProcessNamespace && (validate083(data.shareProcessNamespace, { instancePath: instancePath + "/shareProcessNamespace", parentData: data, parentDataProperty: "shareProcessNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate083.errors : vErrors.concat(validate083.errors)).length)), void 0 !== data.subdomain && (validate1122(data.subdomain, { instancePath: instancePath + "/subdomain", parentData: data, parentDataProperty: "subdomain", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.terminationGracePeriodSeconds && (validate525(data.terminationGracePeriodSeconds, { instancePath: instancePath + "/terminationGracePeriodSeconds", parentData: data, parentDataProperty: "terminationGracePeriodSeconds", rootData }) || (errors = (vErrors = null === vErrors ? validate525.errors : vErrors.concat(validate525.errors)).length)), void 0 !== data.tolerations && (validate11010(data.tolerations, { instancePath: instancePath + "/tolerations", parentData: data, parentDataProperty: "tolerations", rootData }) || (errors = (vErrors = null === vErrors ? validate11010.errors : vErrors.concat(validate11010.errors)).length)), void 0 !== data.topologySpreadConstraints && (validate1162(data.topologySpreadConstraints, { instancePath: instancePath + "/topologySpreadConstraints", parentData: data, parentDataProperty: "topologySpreadConstraints", rootData }) || (errors = (vErrors = null === vErrors ? validate1162.errors : vErrors.concat(validate1162.errors)).length)), void 0 !== data.volumes && (validate1222(data.volumes, { instancePath: instancePath + "/volumes", parentData: data, parentDataProperty: "volumes", rootData }) || (errors = (vErrors = null === vErrors ? validate1222.errors : vErrors.concat(validate1222.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate616.errors = vErrors, 0 === errors;
}

export {
  validate69 as validate,
  validate238 as validate2
};
