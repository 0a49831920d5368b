import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate2
} from "./chunk-CN5RZGWD.js";
import {
  validate2 as validate
} from "./chunk-NS7M25VJ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiCoreV1PodTemplateSpec.js
var validate3 = validate0;
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate1.errors = vErrors, 0 === errors;
}
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate5.errors = vErrors, 0 === errors;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.metadata && (validate1(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate1.errors : vErrors.concat(validate1.errors)).length)), void 0 !== data.spec && (validate5(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

export {
  validate3 as validate
};
