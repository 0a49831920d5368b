import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate2
} from "./chunk-EZC7I3HY.js";
import "./chunk-B42VFIYL.js";
import "./chunk-Y2V4CYXR.js";
import "./chunk-6UPKBL3P.js";
import {
  validate2 as validate
} from "./chunk-NS7M25VJ.js";
import "./chunk-ILRBNPOW.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiResourceV1ResourceClaimTemplateSpec.js
var validate3 = validate0;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate1.errors = vErrors, 0 === errors;
}
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length), validate5.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.spec) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.metadata && (validate1(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.spec && (validate5(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiResourceV1ResourceClaimTemplate.js
var validate4 = validate02;
var schema1_enum = ["resource.k8s.io/v1"];
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("resource.k8s.io/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
var schema2_enum = ["ResourceClaimTemplate"];
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("ResourceClaimTemplate" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate32.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate52.errors = vErrors, 0 === errors;
}
function validate9(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length), validate9.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.spec) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.apiVersion) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.kind) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.apiVersion && (validate12(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.kind && (validate32(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.metadata && (validate52(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length)), void 0 !== data.spec && (validate9(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}
export {
  validate4 as validate
};
