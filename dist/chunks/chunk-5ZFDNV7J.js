import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  formats
} from "./chunk-ILRBNPOW.js";

// node_modules/@kubernetes-models/apimachinery/_schemas/IoK8sApimachineryPkgApisMetaV1MicroTime.js
var validate = validate0;
var formats0 = formats["date-time"];
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("number" == typeof data && isFinite(data), "string" == typeof data) {
    if (!formats0.validate(data)) {
      let err0 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "date-time" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}

export {
  validate
};
