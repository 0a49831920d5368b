import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate as validate14
} from "./chunk-3VJ3IQQA.js";
import {
  validate as validate3,
  validate10 as validate12,
  validate11 as validate13,
  validate2 as validate4,
  validate3 as validate5,
  validate4 as validate6,
  validate5 as validate7,
  validate6 as validate8,
  validate7 as validate9,
  validate8 as validate10,
  validate9 as validate11
} from "./chunk-6QO4QVZT.js";
import {
  validate2 as validate
} from "./chunk-TZAZXZFK.js";
import {
  validate as validate2
} from "./chunk-Y2V4CYXR.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1AzureFilePersistentVolumeSource.js
var validate15 = validate1;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.readOnly && (validate22(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.secretName && (validate0(data.secretName, { instancePath: instancePath + "/secretName", parentData: data, parentDataProperty: "secretName", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.secretNamespace && (validate52(data.secretNamespace, { instancePath: instancePath + "/secretNamespace", parentData: data, parentDataProperty: "secretNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length)), void 0 !== data.shareName && (validate0(data.shareName, { instancePath: instancePath + "/shareName", parentData: data, parentDataProperty: "shareName", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1SecretReference.js
var validate16 = validate17;
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.name && (validate02(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length)), void 0 !== data.namespace && (validate02(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate02.errors : vErrors.concat(validate02.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate17.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CephFSPersistentVolumeSource.js
var validate18 = validate19;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate32(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate23.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate72.errors = vErrors, 0 === errors;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate102.errors = vErrors, 0 === errors;
}
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.monitors) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "monitors" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.monitors && (validate23(data.monitors, { instancePath: instancePath + "/monitors", parentData: data, parentDataProperty: "monitors", rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length)), void 0 !== data.path && (validate03(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.readOnly && (validate72(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length)), void 0 !== data.secretFile && (validate03(data.secretFile, { instancePath: instancePath + "/secretFile", parentData: data, parentDataProperty: "secretFile", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length)), void 0 !== data.secretRef && (validate102(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length)), void 0 !== data.user && (validate03(data.user, { instancePath: instancePath + "/user", parentData: data, parentDataProperty: "user", rootData }) || (errors = (vErrors = null === vErrors ? validate03.errors : vErrors.concat(validate03.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate19.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CinderPersistentVolumeSource.js
var validate20 = validate04;
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate110.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate33.errors = vErrors, 0 === errors;
}
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate53.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate92.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.volumeID) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "volumeID" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.fsType && (validate110(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate110.errors : vErrors.concat(validate110.errors)).length)), void 0 !== data.readOnly && (validate33(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length)), void 0 !== data.secretRef && (validate53(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length)), void 0 !== data.volumeID && (validate92(data.volumeID, { instancePath: instancePath + "/volumeID", parentData: data, parentDataProperty: "volumeID", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1CSIPersistentVolumeSource.js
var validate21 = validate42;
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate05.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate34.errors = vErrors, 0 === errors;
}
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate82.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate132.errors = vErrors, 0 === errors;
}
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate34(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length);
  return validate152.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.driver) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "driver" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.volumeHandle) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "volumeHandle" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.controllerExpandSecretRef && (validate05(data.controllerExpandSecretRef, { instancePath: instancePath + "/controllerExpandSecretRef", parentData: data, parentDataProperty: "controllerExpandSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.controllerPublishSecretRef && (validate05(data.controllerPublishSecretRef, { instancePath: instancePath + "/controllerPublishSecretRef", parentData: data, parentDataProperty: "controllerPublishSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.driver && (validate34(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.fsType && (validate82(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate82.errors : vErrors.concat(validate82.errors)).length)), void 0 !== data.nodeExpandSecretRef && (validate05(data.nodeExpandSecretRef, { instancePath: instancePath + "/nodeExpandSecretRef", parentData: data, parentDataProperty: "nodeExpandSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.nodePublishSecretRef && (validate05(data.nodePublishSecretRef, { instancePath: instancePath + "/nodePublishSecretRef", parentData: data, parentDataProperty: "nodePublishSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.nodeStageSecretRef && (validate05(data.nodeStageSecretRef, { instancePath: instancePath + "/nodeStageSecretRef", parentData: data, parentDataProperty: "nodeStageSecretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.readOnly && (validate132(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length)), void 0 !== data.volumeAttributes && (validate152(data.volumeAttributes, { instancePath: instancePath + "/volumeAttributes", parentData: data, parentDataProperty: "volumeAttributes", rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length)), void 0 !== data.volumeHandle && (validate34(data.volumeHandle, { instancePath: instancePath + "/volumeHandle", parentData: data, parentDataProperty: "volumeHandle", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate42.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1FlexPersistentVolumeSource.js
var validate24 = validate111;
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate35.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate06(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length);
  return validate54.errors = vErrors, 0 === errors;
}
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate83.errors = vErrors, 0 === errors;
}
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate103.errors = vErrors, 0 === errors;
}
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.driver) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "driver" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.driver && (validate06(data.driver, { instancePath: instancePath + "/driver", parentData: data, parentDataProperty: "driver", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.fsType && (validate35(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length)), void 0 !== data.options && (validate54(data.options, { instancePath: instancePath + "/options", parentData: data, parentDataProperty: "options", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length)), void 0 !== data.readOnly && (validate83(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length)), void 0 !== data.secretRef && (validate103(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate103.errors : vErrors.concat(validate103.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate111.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1GlusterfsPersistentVolumeSource.js
var validate25 = validate112;
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate36.errors = vErrors, 0 === errors;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate62.errors = vErrors, 0 === errors;
}
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.endpoints && (validate07(data.endpoints, { instancePath: instancePath + "/endpoints", parentData: data, parentDataProperty: "endpoints", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.endpointsNamespace && (validate36(data.endpointsNamespace, { instancePath: instancePath + "/endpointsNamespace", parentData: data, parentDataProperty: "endpointsNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length)), void 0 !== data.path && (validate07(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate07.errors : vErrors.concat(validate07.errors)).length)), void 0 !== data.readOnly && (validate62(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate112.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ISCSIPersistentVolumeSource.js
var validate26 = validate37;
function validate08(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate08.errors = vErrors, 0 === errors;
}
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate27.errors = vErrors, 0 === errors;
}
var formats0 = formats.int32;
function validate104(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate104.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate27(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length);
  }
  return validate122.errors = vErrors, 0 === errors;
}
function validate162(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate162.errors = vErrors, 0 === errors;
}
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.chapAuthDiscovery && (validate08(data.chapAuthDiscovery, { instancePath: instancePath + "/chapAuthDiscovery", parentData: data, parentDataProperty: "chapAuthDiscovery", rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length)), void 0 !== data.chapAuthSession && (validate08(data.chapAuthSession, { instancePath: instancePath + "/chapAuthSession", parentData: data, parentDataProperty: "chapAuthSession", rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length)), void 0 !== data.fsType && (validate113(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), void 0 !== data.initiatorName && (validate113(data.initiatorName, { instancePath: instancePath + "/initiatorName", parentData: data, parentDataProperty: "initiatorName", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), void 0 !== data.iqn && (validate27(data.iqn, { instancePath: instancePath + "/iqn", parentData: data, parentDataProperty: "iqn", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length)), void 0 !== data.iscsiInterface && (validate113(data.iscsiInterface, { instancePath: instancePath + "/iscsiInterface", parentData: data, parentDataProperty: "iscsiInterface", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length)), void 0 !== data.lun && (validate104(data.lun, { instancePath: instancePath + "/lun", parentData: data, parentDataProperty: "lun", rootData }) || (errors = (vErrors = null === vErrors ? validate104.errors : vErrors.concat(validate104.errors)).length)), void 0 !== data.portals && (validate122(data.portals, { instancePath: instancePath + "/portals", parentData: data, parentDataProperty: "portals", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length)), void 0 !== data.readOnly && (validate08(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate08.errors : vErrors.concat(validate08.errors)).length)), void 0 !== data.secretRef && (validate162(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate162.errors : vErrors.concat(validate162.errors)).length)), void 0 !== data.targetPortal && (validate27(data.targetPortal, { instancePath: instancePath + "/targetPortal", parentData: data, parentDataProperty: "targetPortal", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate37.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1LocalVolumeSource.js
var validate28 = validate09;
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate114.errors = vErrors, 0 === errors;
}
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate38.errors = vErrors, 0 === errors;
}
function validate09(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.path) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.fsType && (validate114(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate114.errors : vErrors.concat(validate114.errors)).length)), void 0 !== data.path && (validate38(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate09.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1VolumeNodeAffinity.js
var validate29 = validate010;
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate115.errors = vErrors, 0 === errors;
}
function validate010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.required && (validate115(data.required, { instancePath: instancePath + "/required", parentData: data, parentDataProperty: "required", rootData }) || (errors = (vErrors = null === vErrors ? validate115.errors : vErrors.concat(validate115.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate010.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1RBDPersistentVolumeSource.js
var validate30 = validate210;
function validate011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate011.errors = vErrors, 0 === errors;
}
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate116.errors = vErrors, 0 === errors;
}
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate116(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate63.errors = vErrors, 0 === errors;
}
function validate105(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate105.errors = vErrors, 0 === errors;
}
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length)), validate123.errors = vErrors, 0 === errors;
}
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.fsType && (validate011(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length)), void 0 !== data.image && (validate116(data.image, { instancePath: instancePath + "/image", parentData: data, parentDataProperty: "image", rootData }) || (errors = (vErrors = null === vErrors ? validate116.errors : vErrors.concat(validate116.errors)).length)), void 0 !== data.keyring && (validate011(data.keyring, { instancePath: instancePath + "/keyring", parentData: data, parentDataProperty: "keyring", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length)), void 0 !== data.monitors && (validate63(data.monitors, { instancePath: instancePath + "/monitors", parentData: data, parentDataProperty: "monitors", rootData }) || (errors = (vErrors = null === vErrors ? validate63.errors : vErrors.concat(validate63.errors)).length)), void 0 !== data.pool && (validate011(data.pool, { instancePath: instancePath + "/pool", parentData: data, parentDataProperty: "pool", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length)), void 0 !== data.readOnly && (validate105(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate105.errors : vErrors.concat(validate105.errors)).length)), void 0 !== data.secretRef && (validate123(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate123.errors : vErrors.concat(validate123.errors)).length)), void 0 !== data.user && (validate011(data.user, { instancePath: instancePath + "/user", parentData: data, parentDataProperty: "user", rootData }) || (errors = (vErrors = null === vErrors ? validate011.errors : vErrors.concat(validate011.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate210.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1ScaleIOPersistentVolumeSource.js
var validate31 = validate39;
function validate012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate012.errors = vErrors, 0 === errors;
}
function validate211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate211.errors = vErrors, 0 === errors;
}
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate117.errors = vErrors, 0 === errors;
}
function validate84(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate16(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate16.errors : vErrors.concat(validate16.errors)).length), validate84.errors = vErrors, 0 === errors;
}
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.fsType && (validate012(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.gateway && (validate211(data.gateway, { instancePath: instancePath + "/gateway", parentData: data, parentDataProperty: "gateway", rootData }) || (errors = (vErrors = null === vErrors ? validate211.errors : vErrors.concat(validate211.errors)).length)), void 0 !== data.protectionDomain && (validate012(data.protectionDomain, { instancePath: instancePath + "/protectionDomain", parentData: data, parentDataProperty: "protectionDomain", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.readOnly && (validate117(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.secretRef && (validate84(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate84.errors : vErrors.concat(validate84.errors)).length)), void 0 !== data.sslEnabled && (validate117(data.sslEnabled, { instancePath: instancePath + "/sslEnabled", parentData: data, parentDataProperty: "sslEnabled", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.storageMode && (validate012(data.storageMode, { instancePath: instancePath + "/storageMode", parentData: data, parentDataProperty: "storageMode", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.storagePool && (validate012(data.storagePool, { instancePath: instancePath + "/storagePool", parentData: data, parentDataProperty: "storagePool", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.system && (validate211(data.system, { instancePath: instancePath + "/system", parentData: data, parentDataProperty: "system", rootData }) || (errors = (vErrors = null === vErrors ? validate211.errors : vErrors.concat(validate211.errors)).length)), void 0 !== data.volumeName && (validate012(data.volumeName, { instancePath: instancePath + "/volumeName", parentData: data, parentDataProperty: "volumeName", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate39.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1StorageOSPersistentVolumeSource.js
var validate40 = validate118;
function validate013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate013.errors = vErrors, 0 === errors;
}
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate310.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate14(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), validate55.errors = vErrors, 0 === errors;
}
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.fsType && (validate013(data.fsType, { instancePath: instancePath + "/fsType", parentData: data, parentDataProperty: "fsType", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.readOnly && (validate310(data.readOnly, { instancePath: instancePath + "/readOnly", parentData: data, parentDataProperty: "readOnly", rootData }) || (errors = (vErrors = null === vErrors ? validate310.errors : vErrors.concat(validate310.errors)).length)), void 0 !== data.secretRef && (validate55(data.secretRef, { instancePath: instancePath + "/secretRef", parentData: data, parentDataProperty: "secretRef", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.volumeName && (validate013(data.volumeName, { instancePath: instancePath + "/volumeName", parentData: data, parentDataProperty: "volumeName", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length)), void 0 !== data.volumeNamespace && (validate013(data.volumeNamespace, { instancePath: instancePath + "/volumeNamespace", parentData: data, parentDataProperty: "volumeNamespace", rootData }) || (errors = (vErrors = null === vErrors ? validate013.errors : vErrors.concat(validate013.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate118.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PersistentVolumeSpec.js
var validate41 = validate119;
var schema3_enum = ["ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod"];
function validate311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("ReadOnlyMany" !== data && "ReadWriteMany" !== data && "ReadWriteOnce" !== data && "ReadWriteOncePod" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema3_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate311.errors = vErrors, 0 === errors;
}
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate311(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate311.errors : vErrors.concat(validate311.errors)).length);
  }
  return validate212.errors = vErrors, 0 === errors;
}
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate64.errors = vErrors, 0 === errors;
}
function validate106(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate4(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), validate106.errors = vErrors, 0 === errors;
}
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate15(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), validate142.errors = vErrors, 0 === errors;
}
function validate192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate192.errors = vErrors, 0 === errors;
}
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (data && "object" == typeof data && !Array.isArray(data)) for (let key0 in data) validate192(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? validate192.errors : vErrors.concat(validate192.errors)).length);
  return validate182.errors = vErrors, 0 === errors;
}
function validate242(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate18(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length)), validate242.errors = vErrors, 0 === errors;
}
function validate282(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate20(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length)), validate282.errors = vErrors, 0 === errors;
}
function validate322(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate14(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), validate322.errors = vErrors, 0 === errors;
}
function validate362(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate21(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length)), validate362.errors = vErrors, 0 === errors;
}
function validate402(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate402.errors = vErrors, 0 === errors;
}
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate24(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length)), validate44.errors = vErrors, 0 === errors;
}
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate6(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length)), validate48.errors = vErrors, 0 === errors;
}
function validate522(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate7(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length)), validate522.errors = vErrors, 0 === errors;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length)), validate56.errors = vErrors, 0 === errors;
}
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate60.errors = vErrors, 0 === errors;
}
function validate642(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length)), validate642.errors = vErrors, 0 === errors;
}
function validate68(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate28(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length)), validate68.errors = vErrors, 0 === errors;
}
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate73.errors = vErrors, 0 === errors;
}
function validate722(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate73(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate73.errors : vErrors.concat(validate73.errors)).length);
  }
  return validate722.errors = vErrors, 0 === errors;
}
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), validate76.errors = vErrors, 0 === errors;
}
function validate80(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length)), validate80.errors = vErrors, 0 === errors;
}
var schema43_enum = ["Delete", "Recycle", "Retain"];
function validate842(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Delete" !== data && "Recycle" !== data && "Retain" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema43_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate842.errors = vErrors, 0 === errors;
}
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate86.errors = vErrors, 0 === errors;
}
function validate90(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length)), validate90.errors = vErrors, 0 === errors;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate12(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), validate94.errors = vErrors, 0 === errors;
}
function validate98(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length)), validate98.errors = vErrors, 0 === errors;
}
function validate1022(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate31(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length)), validate1022.errors = vErrors, 0 === errors;
}
function validate014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate014.errors = vErrors, 0 === errors;
}
function validate107(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate40(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate40.errors : vErrors.concat(validate40.errors)).length)), validate107.errors = vErrors, 0 === errors;
}
var schema56_enum = ["Block", "Filesystem"];
function validate1122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("Block" !== data && "Filesystem" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema56_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1122.errors = vErrors, 0 === errors;
}
function validate1142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate13(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), validate1142.errors = vErrors, 0 === errors;
}
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.accessModes && (validate212(data.accessModes, { instancePath: instancePath + "/accessModes", parentData: data, parentDataProperty: "accessModes", rootData }) || (errors = (vErrors = null === vErrors ? validate212.errors : vErrors.concat(validate212.errors)).length)), void 0 !== data.awsElasticBlockStore && (validate64(data.awsElasticBlockStore, { instancePath: instancePath + "/awsElasticBlockStore", parentData: data, parentDataProperty: "awsElasticBlockStore", rootData }) || (errors = (vErrors = null === vErrors ? validate64.errors : vErrors.concat(validate64.errors)).length)), void 0 !== data.azureDisk && (validate106(data.azureDisk, { instancePath: instancePath + "/azureDisk", parentData: data, parentDataProperty: "azureDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate106.errors : vErrors.concat(validate106.errors)).length)), void 0 !== data.azureFile && (validate142(data.azureFile, { instancePath: instancePath + "/azureFile", parentData: data, parentDataProperty: "azureFile", rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length)), void 0 !== data.capacity && (validate182(data.capacity, { instancePath: instancePath + "/capacity", parentData: data, parentDataProperty: "capacity", rootData }) || (errors = (vErrors = null === vErrors ? validate182.errors : vErrors.concat(validate182.errors)).length)), void 0 !== data.cephfs && (validate242(data.cephfs, { instancePath: instancePath + "/cephfs", parentData: data, parentDataProperty: "cephfs", rootData }) || (errors = (vErrors = null === vErrors ? validate242.errors : vErrors.concat(validate242.errors)).length)), void 0 !== data.cinder && (validate282(data.cinder, { instancePath: instancePath + "/cinder", parentData: data, parentDataProperty: "cinder", rootData }) || (errors = (vErrors = null === vErrors ? validate282.errors : vErrors.concat(validate282.errors)).length)), void 0 !== data.claimRef && (validate322(data.claimRef, { instancePath: instancePath + "/claimRef", parentData: data, parentDataProperty: "claimRef", rootData }) || (errors = (vErrors = null === vErrors ? validate322.errors : vErrors.concat(validate322.errors)).length)), void 0 !== data.csi && (validate362(data.csi, { instancePath: instancePath + "/csi", parentData: data, parentDataProperty: "csi", rootData }) || (errors = (vErrors = null === vErrors ? validate362.errors : vErrors.concat(validate362.errors)).length)), void 0 !== data.fc && (validate402(data.fc, { instancePath: instancePath + "/fc", parentData: data, parentDataProperty: "fc", rootData }) || (errors = (vErrors = null === vErrors ? validate402.errors : vErrors.concat(validate402.errors)).length)), void 0 !== data.flexVolume && (validate44(data.flexVolume, { instancePath: instancePath + "/flexVolume", parentData: data, parentDataProperty: "flexVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate44.errors : vErrors.concat(validate44.errors)).length)), void 0 !== data.flocker && (validate48(data.flocker, { instancePath: instancePath + "/flocker", parentData: data, parentDataProperty: "flocker", rootData }) || (errors = (vErrors = null === vErrors ? validate48.errors : vErrors.concat(validate48.errors)).length)), void 0 !== data.gcePersistentDisk && (validate522(data.gcePersistentDisk, { instancePath: instancePath + "/gcePersistentDisk", parentData: data, parentDataProperty: "gcePersistentDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate522.errors : vErrors.concat(validate522.errors)).length)), void 0 !== data.glusterfs && (validate56(data.glusterfs, { instancePath: instancePath + "/glusterfs", parentData: data, parentDataProperty: "glusterfs", rootData }) || (errors = (vErrors = null === vErrors ? validate56.errors : vErrors.concat(validate56.errors)).length)), void 0 !== data.hostPath && (validate60(data.hostPath, { instancePath: instancePath + "/hostPath", parentData: data, parentDataProperty: "hostPath", rootData }) || (errors = (vErrors = null === vErrors ? validate60.errors : vErrors.concat(validate60.errors)).length)), void 0 !== data.iscsi && (validate642(data.iscsi, { instancePath: instancePath + "/iscsi", parentData: data, parentDataProperty: "iscsi", rootData }) || (errors = (vErrors = null === vErrors ? validate642.errors : vErrors.concat(validate642.errors)).length)), void 0 !== data.local && (validate68(data.local, { instancePath: instancePath + "/local", parentData: data, parentDataProperty: "local", rootData }) || (errors = (vErrors = null === vErrors ? validate68.errors : vErrors.concat(validate68.errors)).length)), void 0 !== data.mountOptions && (validate722(data.mountOptions, { instancePath: instancePath + "/mountOptions", parentData: data, parentDataProperty: "mountOptions", rootData }) || (errors = (vErrors = null === vErrors ? validate722.errors : vErrors.concat(validate722.errors)).length)), void 0 !== data.nfs && (validate76(data.nfs, { instancePath: instancePath + "/nfs", parentData: data, parentDataProperty: "nfs", rootData }) || (errors = (vErrors = null === vErrors ? validate76.errors : vErrors.concat(validate76.errors)).length)), void 0 !== data.nodeAffinity && (validate80(data.nodeAffinity, { instancePath: instancePath + "/nodeAffinity", parentData: data, parentDataProperty: "nodeAffinity", rootData }) || (errors = (vErrors = null === vErrors ? validate80.errors : vErrors.concat(validate80.errors)).length)), void 0 !== data.persistentVolumeReclaimPolicy && (validate842(data.persistentVolumeReclaimPolicy, { instancePath: instancePath + "/persistentVolumeReclaimPolicy", parentData: data, parentDataProperty: "persistentVolumeReclaimPolicy", rootData }) || (errors = (vErrors = null === vErrors ? validate842.errors : vErrors.concat(validate842.errors)).length)), void 0 !== data.photonPersistentDisk && (validate86(data.photonPersistentDisk, { instancePath: instancePath + "/photonPersistentDisk", parentData: data, parentDataProperty: "photonPersistentDisk", rootData }) || (errors = (vErrors = null === vErrors ? validate86.errors : vErrors.concat(validate86.errors)).length)), void 0 !== data.portworxVolume && (validate90(data.portworxVolume, { instancePath: instancePath + "/portworxVolume", parentData: data, parentDataProperty: "portworxVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate90.errors : vErrors.concat(validate90.errors)).length)), void 0 !== data.quobyte && (validate94(data.quobyte, { instancePath: instancePath + "/quobyte", parentData: data, parentDataProperty: "quobyte", rootData }) || (errors = (vErrors = null === vErrors ? validate94.errors : vErrors.concat(validate94.errors)).length)), void 0 !== data.rbd && (validate98(data.rbd, { instancePath: instancePath + "/rbd", parentData: data, parentDataProperty: "rbd", rootData }) || (errors = (vErrors = null === vErrors ? validate98.errors : vErrors.concat(validate98.errors)).length)), void 0 !== data.scaleIO && (validate1022(data.scaleIO, { instancePath: instancePath + "/scaleIO", parentData: data, parentDataProperty: "scaleIO", rootData }) || (errors = (vErrors = null === vErrors ? validate1022.errors : vErrors.concat(validate1022.errors)).length)), void 0 !== data.storageClassName && (validate014(data.storageClassName, { instancePath: instancePath + "/storageClassName", parentData: data, parentDataProperty: "storageClassName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.storageos && (validate107(data.storageos, { instancePath: instancePath + "/storageos", parentData: data, parentDataProperty: "storageos", rootData }) || (errors = (vErrors = null === vErrors ? validate107.errors : vErrors.concat(validate107.errors)).length)), void 0 !== data.volumeAttributesClassName && (validate014(data.volumeAttributesClassName, { instancePath: instancePath + "/volumeAttributesClassName", parentData: data, parentDataProperty: "volumeAttributesClassName", rootData }) || (errors = (vErrors = null === vErrors ? validate014.errors : vErrors.concat(validate014.errors)).length)), void 0 !== data.volumeMode && (validate1122(data.volumeMode, { instancePath: instancePath + "/volumeMode", parentData: data, parentDataProperty: "volumeMode", rootData }) || (errors = (vErrors = null === vErrors ? validate1122.errors : vErrors.concat(validate1122.errors)).length)), void 0 !== data.vsphereVolume && (validate1142(data.vsphereVolume, { instancePath: instancePath + "/vsphereVolume", parentData: data, parentDataProperty: "vsphereVolume", rootData }) || (errors = (vErrors = null === vErrors ? validate1142.errors : vErrors.concat(validate1142.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate119.errors = vErrors, 0 === errors;
}

export {
  validate41 as validate
};
