import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate,
  validate2
} from "./chunk-NS7M25VJ.js";
import {
  formats
} from "./chunk-ILRBNPOW.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1ServiceReference.js
var validate3 = validate1;
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate0.errors = vErrors, 0 === errors;
}
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate4.errors = vErrors, 0 === errors;
}
var formats0 = formats.int32;
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats0.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate6.errors = vErrors, 0 === errors;
}
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.namespace) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "namespace" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.name) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.name && (validate0(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.namespace && (validate0(data.namespace, { instancePath: instancePath + "/namespace", parentData: data, parentDataProperty: "namespace", rootData }) || (errors = (vErrors = null === vErrors ? validate0.errors : vErrors.concat(validate0.errors)).length)), void 0 !== data.path && (validate4(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (errors = (vErrors = null === vErrors ? validate4.errors : vErrors.concat(validate4.errors)).length)), void 0 !== data.port && (validate6(data.port, { instancePath: instancePath + "/port", parentData: data, parentDataProperty: "port", rootData }) || (errors = (vErrors = null === vErrors ? validate6.errors : vErrors.concat(validate6.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate1.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1WebhookClientConfig.js
var validate5 = validate02;
var formats02 = formats.byte;
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data), "string" == typeof data && !formats02.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "byte" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate12.errors = vErrors, 0 === errors;
}
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate3(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate3.errors : vErrors.concat(validate3.errors)).length)), validate32.errors = vErrors, 0 === errors;
}
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate7.errors = vErrors, 0 === errors;
}
function validate02(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.caBundle && (validate12(data.caBundle, { instancePath: instancePath + "/caBundle", parentData: data, parentDataProperty: "caBundle", rootData }) || (errors = (vErrors = null === vErrors ? validate12.errors : vErrors.concat(validate12.errors)).length)), void 0 !== data.service && (validate32(data.service, { instancePath: instancePath + "/service", parentData: data, parentDataProperty: "service", rootData }) || (errors = (vErrors = null === vErrors ? validate32.errors : vErrors.concat(validate32.errors)).length)), void 0 !== data.url && (validate7(data.url, { instancePath: instancePath + "/url", parentData: data, parentDataProperty: "url", rootData }) || (errors = (vErrors = null === vErrors ? validate7.errors : vErrors.concat(validate7.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate02.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1WebhookConversion.js
var validate8 = validate03;
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate5(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate5.errors : vErrors.concat(validate5.errors)).length)), validate13.errors = vErrors, 0 === errors;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate62.errors = vErrors, 0 === errors;
}
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate62(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate62.errors : vErrors.concat(validate62.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate52.errors = vErrors, 0 === errors;
}
function validate03(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.conversionReviewVersions) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "conversionReviewVersions" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.clientConfig && (validate13(data.clientConfig, { instancePath: instancePath + "/clientConfig", parentData: data, parentDataProperty: "clientConfig", rootData }) || (errors = (vErrors = null === vErrors ? validate13.errors : vErrors.concat(validate13.errors)).length)), void 0 !== data.conversionReviewVersions && (validate52(data.conversionReviewVersions, { instancePath: instancePath + "/conversionReviewVersions", parentData: data, parentDataProperty: "conversionReviewVersions", rootData }) || (errors = (vErrors = null === vErrors ? validate52.errors : vErrors.concat(validate52.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate03.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceConversion.js
var validate9 = validate04;
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate14.errors = vErrors, 0 === errors;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate8(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate8.errors : vErrors.concat(validate8.errors)).length)), validate33.errors = vErrors, 0 === errors;
}
function validate04(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.strategy) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "strategy" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.strategy && (validate14(data.strategy, { instancePath: instancePath + "/strategy", parentData: data, parentDataProperty: "strategy", rootData }) || (errors = (vErrors = null === vErrors ? validate14.errors : vErrors.concat(validate14.errors)).length)), void 0 !== data.webhook && (validate33(data.webhook, { instancePath: instancePath + "/webhook", parentData: data, parentDataProperty: "webhook", rootData }) || (errors = (vErrors = null === vErrors ? validate33.errors : vErrors.concat(validate33.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate04.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinitionNames.js
var validate10 = validate42;
function validate05(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate05.errors = vErrors, 0 === errors;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate05(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length);
  }
  return validate15.errors = vErrors, 0 === errors;
}
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate34.errors = vErrors, 0 === errors;
}
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.plural) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "plural" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.kind) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.categories && (validate15(data.categories, { instancePath: instancePath + "/categories", parentData: data, parentDataProperty: "categories", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.kind && (validate05(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.listKind && (validate34(data.listKind, { instancePath: instancePath + "/listKind", parentData: data, parentDataProperty: "listKind", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length)), void 0 !== data.plural && (validate05(data.plural, { instancePath: instancePath + "/plural", parentData: data, parentDataProperty: "plural", rootData }) || (errors = (vErrors = null === vErrors ? validate05.errors : vErrors.concat(validate05.errors)).length)), void 0 !== data.shortNames && (validate15(data.shortNames, { instancePath: instancePath + "/shortNames", parentData: data, parentDataProperty: "shortNames", rootData }) || (errors = (vErrors = null === vErrors ? validate15.errors : vErrors.concat(validate15.errors)).length)), void 0 !== data.singular && (validate34(data.singular, { instancePath: instancePath + "/singular", parentData: data, parentDataProperty: "singular", rootData }) || (errors = (vErrors = null === vErrors ? validate34.errors : vErrors.concat(validate34.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate42.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceColumnDefinition.js
var validate11 = validate16;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate22.errors = vErrors, 0 === errors;
}
function validate06(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate06.errors = vErrors, 0 === errors;
}
var formats03 = formats.int32;
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats03.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int32" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate63.errors = vErrors, 0 === errors;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.type) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.jsonPath) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jsonPath" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.format && (validate22(data.format, { instancePath: instancePath + "/format", parentData: data, parentDataProperty: "format", rootData }) || (errors = (vErrors = null === vErrors ? validate22.errors : vErrors.concat(validate22.errors)).length)), void 0 !== data.jsonPath && (validate06(data.jsonPath, { instancePath: instancePath + "/jsonPath", parentData: data, parentDataProperty: "jsonPath", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.name && (validate06(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length)), void 0 !== data.priority && (validate63(data.priority, { instancePath: instancePath + "/priority", parentData: data, parentDataProperty: "priority", rootData }) || (errors = (vErrors = null === vErrors ? validate63.errors : vErrors.concat(validate63.errors)).length)), void 0 !== data.type && (validate06(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate06.errors : vErrors.concat(validate06.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate16.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSONSchemaPropsOrBool.js
var validate17 = validate07;
function validate07(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate07.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSON.js
var validate18 = validate08;
function validate08(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  return validate08.errors = null, true;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSONSchemaPropsOrStringArray.js
var validate19 = validate09;
function validate09(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate09.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1ExternalDocumentation.js
var validate20 = validate010;
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate110.errors = vErrors, 0 === errors;
}
function validate010(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.url && (validate110(data.url, { instancePath: instancePath + "/url", parentData: data, parentDataProperty: "url", rootData }) || (errors = (vErrors = null === vErrors ? validate110.errors : vErrors.concat(validate110.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate010.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSONSchemaPropsOrArray.js
var validate21 = validate011;
function validate011(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate011.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1JSONSchemaProps.js
var validate23 = validate64;
function validate012(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate012.errors = vErrors, 0 === errors;
}
function validate111(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate17(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate17.errors : vErrors.concat(validate17.errors)).length)), validate111.errors = vErrors, 0 === errors;
}
var wrapper0_validate = validate43;
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate64(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate64.errors : vErrors.concat(validate64.errors)).length), validate53.errors = vErrors, 0 === errors;
}
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate53(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate53.errors : vErrors.concat(validate53.errors)).length);
  }
  return validate43.errors = vErrors, 0 === errors;
}
var wrapper1_validate = validate64;
var formats04 = formats.int64;
var formats6 = formats.double;
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 !== data.$ref && (validate012(data.$ref, { instancePath: instancePath + "/$ref", parentData: data, parentDataProperty: "$ref", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.$schema && (validate012(data.$schema, { instancePath: instancePath + "/$schema", parentData: data, parentDataProperty: "$schema", rootData }) || (errors = (vErrors = null === vErrors ? validate012.errors : vErrors.concat(validate012.errors)).length)), void 0 !== data.additionalItems && (validate111(data.additionalItems, { instancePath: instancePath + "/additionalItems", parentData: data, parentDataProperty: "additionalItems", rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length)), void 0 !== data.additionalProperties && (validate111(data.additionalProperties, { instancePath: instancePath + "/additionalProperties", parentData: data, parentDataProperty: "additionalProperties", rootData }) || (errors = (vErrors = null === vErrors ? validate111.errors : vErrors.concat(validate111.errors)).length)), void 0 !== data.allOf && (wrapper0_validate(data.allOf, { instancePath: instancePath + "/allOf", parentData: data, parentDataProperty: "allOf", rootData }) || (errors = (vErrors = null === vErrors ? wrapper0_validate.errors : vErrors.concat(wrapper0_validate.errors)).length)), void 0 !== data.anyOf) {
      let data5 = data.anyOf;
      if (!Array.isArray(data5) && null !== data5) {
        let err0 = { instancePath: instancePath + "/anyOf", schemaPath: "#/properties/anyOf/type", keyword: "type", params: { type: "array" } };
        null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
      }
      if (Array.isArray(data5)) {
        let len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) wrapper1_validate(data5[i0], { instancePath: instancePath + "/anyOf/" + i0, parentData: data5, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length);
      }
    }
    if (void 0 !== data.default) {
      let data7 = data.default;
      null !== data7 && (validate18(data7, { instancePath: instancePath + "/default", parentData: data, parentDataProperty: "default", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length));
    }
    if (void 0 !== data.definitions) {
      let data8 = data.definitions;
      if (!(data8 && "object" == typeof data8 && !Array.isArray(data8)) && null !== data8) {
        let err1 = { instancePath: instancePath + "/definitions", schemaPath: "#/properties/definitions/type", keyword: "type", params: { type: "object" } };
        null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
      }
      if (data8 && "object" == typeof data8 && !Array.isArray(data8)) for (let key0 in data8) wrapper1_validate(data8[key0], { instancePath: instancePath + "/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data8, parentDataProperty: key0, rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length);
    }
    if (void 0 !== data.dependencies) {
      let data10 = data.dependencies;
      if (!(data10 && "object" == typeof data10 && !Array.isArray(data10)) && null !== data10) {
        let err2 = { instancePath: instancePath + "/dependencies", schemaPath: "#/properties/dependencies/type", keyword: "type", params: { type: "object" } };
        null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
      }
      if (data10 && "object" == typeof data10 && !Array.isArray(data10)) for (let key1 in data10) validate19(data10[key1], { instancePath: instancePath + "/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data10, parentDataProperty: key1, rootData }) || (errors = (vErrors = null === vErrors ? validate19.errors : vErrors.concat(validate19.errors)).length);
    }
    if (void 0 !== data.enum) {
      let data12 = data.enum;
      if (!Array.isArray(data12) && null !== data12) {
        let err3 = { instancePath: instancePath + "/enum", schemaPath: "#/properties/enum/type", keyword: "type", params: { type: "array" } };
        null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
      }
      if (Array.isArray(data12)) {
        let len1 = data12.length;
        for (let i1 = 0; i1 < len1; i1++) validate18(data12[i1], { instancePath: instancePath + "/enum/" + i1, parentData: data12, parentDataProperty: i1, rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length);
      }
    }
    if (void 0 !== data.example) {
      let data14 = data.example;
      null !== data14 && (validate18(data14, { instancePath: instancePath + "/example", parentData: data, parentDataProperty: "example", rootData }) || (errors = (vErrors = null === vErrors ? validate18.errors : vErrors.concat(validate18.errors)).length));
    }
    if (void 0 !== data.exclusiveMaximum) {
      let data15 = data.exclusiveMaximum;
      if ("boolean" != typeof data15 && null !== data15) {
        let err4 = { instancePath: instancePath + "/exclusiveMaximum", schemaPath: "#/properties/exclusiveMaximum/type", keyword: "type", params: { type: "boolean" } };
        null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
      }
    }
    if (void 0 !== data.exclusiveMinimum) {
      let data16 = data.exclusiveMinimum;
      if ("boolean" != typeof data16 && null !== data16) {
        let err5 = { instancePath: instancePath + "/exclusiveMinimum", schemaPath: "#/properties/exclusiveMinimum/type", keyword: "type", params: { type: "boolean" } };
        null === vErrors ? vErrors = [err5] : vErrors.push(err5), errors++;
      }
    }
    if (void 0 !== data.externalDocs) {
      let data17 = data.externalDocs;
      null !== data17 && (validate20(data17, { instancePath: instancePath + "/externalDocs", parentData: data, parentDataProperty: "externalDocs", rootData }) || (errors = (vErrors = null === vErrors ? validate20.errors : vErrors.concat(validate20.errors)).length));
    }
    if (void 0 !== data.format) {
      let data18 = data.format;
      if ("string" != typeof data18 && null !== data18) {
        let err6 = { instancePath: instancePath + "/format", schemaPath: "#/properties/format/type", keyword: "type", params: { type: "string" } };
        null === vErrors ? vErrors = [err6] : vErrors.push(err6), errors++;
      }
    }
    if (void 0 !== data.id) {
      let data19 = data.id;
      if ("string" != typeof data19 && null !== data19) {
        let err7 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" } };
        null === vErrors ? vErrors = [err7] : vErrors.push(err7), errors++;
      }
    }
    if (void 0 !== data.items) {
      let data20 = data.items;
      null !== data20 && (validate21(data20, { instancePath: instancePath + "/items", parentData: data, parentDataProperty: "items", rootData }) || (errors = (vErrors = null === vErrors ? validate21.errors : vErrors.concat(validate21.errors)).length));
    }
    if (void 0 !== data.maxItems) {
      let data21 = data.maxItems;
      if (!("number" == typeof data21 && !(data21 % 1) && !isNaN(data21) && isFinite(data21)) && null !== data21) {
        let err8 = { instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err8] : vErrors.push(err8), errors++;
      }
      if ("number" == typeof data21 && isFinite(data21) && !formats04.validate(data21)) {
        let err9 = { instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err9] : vErrors.push(err9), errors++;
      }
    }
    if (void 0 !== data.maxLength) {
      let data22 = data.maxLength;
      if (!("number" == typeof data22 && !(data22 % 1) && !isNaN(data22) && isFinite(data22)) && null !== data22) {
        let err10 = { instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err10] : vErrors.push(err10), errors++;
      }
      if ("number" == typeof data22 && isFinite(data22) && !formats04.validate(data22)) {
        let err11 = { instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err11] : vErrors.push(err11), errors++;
      }
    }
    if (void 0 !== data.maxProperties) {
      let data23 = data.maxProperties;
      if (!("number" == typeof data23 && !(data23 % 1) && !isNaN(data23) && isFinite(data23)) && null !== data23) {
        let err12 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/properties/maxProperties/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err12] : vErrors.push(err12), errors++;
      }
      if ("number" == typeof data23 && isFinite(data23) && !formats04.validate(data23)) {
        let err13 = { instancePath: instancePath + "/maxProperties", schemaPath: "#/properties/maxProperties/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err13] : vErrors.push(err13), errors++;
      }
    }
    if (void 0 !== data.maximum) {
      let data24 = data.maximum;
      if (!("number" == typeof data24 && isFinite(data24)) && null !== data24) {
        let err14 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/type", keyword: "type", params: { type: "number" } };
        null === vErrors ? vErrors = [err14] : vErrors.push(err14), errors++;
      }
      if ("number" == typeof data24 && isFinite(data24) && !formats6.validate(data24)) {
        let err15 = { instancePath: instancePath + "/maximum", schemaPath: "#/properties/maximum/format", keyword: "format", params: { format: "double" } };
        null === vErrors ? vErrors = [err15] : vErrors.push(err15), errors++;
      }
    }
    if (void 0 !== data.minItems) {
      let data25 = data.minItems;
      if (!("number" == typeof data25 && !(data25 % 1) && !isNaN(data25) && isFinite(data25)) && null !== data25) {
        let err16 = { instancePath: instancePath + "/minItems", schemaPath: "#/properties/minItems/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
      if ("number" == typeof data25 && isFinite(data25) && !formats04.validate(data25)) {
        let err17 = { instancePath: instancePath + "/minItems", schemaPath: "#/properties/minItems/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err17] : vErrors.push(err17), errors++;
      }
    }
    if (void 0 !== data.minLength) {
      let data26 = data.minLength;
      if (!("number" == typeof data26 && !(data26 % 1) && !isNaN(data26) && isFinite(data26)) && null !== data26) {
        let err18 = { instancePath: instancePath + "/minLength", schemaPath: "#/properties/minLength/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err18] : vErrors.push(err18), errors++;
      }
      if ("number" == typeof data26 && isFinite(data26) && !formats04.validate(data26)) {
        let err19 = { instancePath: instancePath + "/minLength", schemaPath: "#/properties/minLength/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err19] : vErrors.push(err19), errors++;
      }
    }
    if (void 0 !== data.minProperties) {
      let data27 = data.minProperties;
      if (!("number" == typeof data27 && !(data27 % 1) && !isNaN(data27) && isFinite(data27)) && null !== data27) {
        let err20 = { instancePath: instancePath + "/minProperties", schemaPath: "#/properties/minProperties/type", keyword: "type", params: { type: "integer" } };
        null === vErrors ? vErrors = [err20] : vErrors.push(err20), errors++;
      }
      if ("number" == typeof data27 && isFinite(data27) && !formats04.validate(data27)) {
        let err21 = { instancePath: instancePath + "/minProperties", schemaPath: "#/properties/minProperties/format", keyword: "format", params: { format: "int64" } };
        null === vErrors ? vErrors = [err21] : vErrors.push(err21), errors++;
      }
    }
    if (void 0 !== data.minimum) {
      let data28 = data.minimum;
      if (!("number" == typeof data28 && isFinite(data28)) && null !== data28) {
        let err22 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/type", keyword: "type", params: { type: "number" } };
        null === vErrors ? vErrors = [err22] : vErrors.push(err22), errors++;
      }
      if ("number" == typeof data28 && isFinite(data28) && !formats6.validate(data28)) {
        let err23 = { instancePath: instancePath + "/minimum", schemaPath: "#/properties/minimum/format", keyword: "format", params: { format: "double" } };
        null === vErrors ? vErrors = [err23] : vErrors.push(err23), errors++;
      }
    }
    if (void 0 !== data.multipleOf) {
      let data29 = data.multipleOf;
      if (!("number" == typeof data29 && isFinite(data29)) && null !== data29) {
        let err24 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/type", keyword: "type", params: { type: "number" } };
        null === vErrors ? vErrors = [err24] : vErrors.push(err24), errors++;
      }
      if ("number" == typeof data29 && isFinite(data29) && !formats6.validate(data29)) {
        let err25 = { instancePath: instancePath + "/multipleOf", schemaPath: "#/properties/multipleOf/format", keyword: "format", params: { format: "double" } };
        null === vErrors ? vErrors = [err25] : vErrors.push(err25), errors++;
      }
    }
    if (void 0 !== data.not) {
      let data30 = data.not;
      null !== data30 && (wrapper1_validate(data30, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length));
    }
    if (void 0 !== data.nullable) {
      let data31 = data.nullable;
      if ("boolean" != typeof data31 && null !== data31) {
        let err26 = { instancePath: instancePath + "/nullable", schemaPath: "#/properties/nullable/type", keyword: "type", params: { type: "boolean" } };
        null === vErrors ? vErrors = [err26] : vErrors.push(err26), errors++;
      }
    }
    if (void 0 !== data.oneOf) {
      let data32 = data.oneOf;
      if (!Array.isArray(data32) && null !== data32) {
        let err27 = { instancePath: instancePath + "/oneOf", schemaPath: "#/properties/oneOf/type", keyword: "type", params: { type: "array" } };
        null === vErrors ? vErrors = [err27] : vErrors.push(err27), errors++;
      }
      if (Array.isArray(data32)) {
        let len2 = data32.length;
        for (let i2 = 0; i2 < len2; i2++) wrapper1_validate(data32[i2], { instancePath: instancePath + "/oneOf/" + i2, parentData: data32, parentDataProperty: i2, rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length);
      }
    }
    if (void 0 !== data.pattern) {
      let data34 = data.pattern;
      if ("string" != typeof data34 && null !== data34) {
        let err28 = { instancePath: instancePath + "/pattern", schemaPath: "#/properties/pattern/type", keyword: "type", params: { type: "string" } };
        null === vErrors ? vErrors = [err28] : vErrors.push(err28), errors++;
      }
    }
    if (void 0 !== data.patternProperties) {
      let data35 = data.patternProperties;
      if (!(data35 && "object" == typeof data35 && !Array.isArray(data35)) && null !== data35) {
        let err29 = { instancePath: instancePath + "/patternProperties", schemaPath: "#/properties/patternProperties/type", keyword: "type", params: { type: "object" } };
        null === vErrors ? vErrors = [err29] : vErrors.push(err29), errors++;
      }
      if (data35 && "object" == typeof data35 && !Array.isArray(data35)) for (let key2 in data35) wrapper1_validate(data35[key2], { instancePath: instancePath + "/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data35, parentDataProperty: key2, rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length);
    }
    if (void 0 !== data.properties) {
      let data37 = data.properties;
      if (!(data37 && "object" == typeof data37 && !Array.isArray(data37)) && null !== data37) {
        let err30 = { instancePath: instancePath + "/properties", schemaPath: "#/properties/properties/type", keyword: "type", params: { type: "object" } };
        null === vErrors ? vErrors = [err30] : vErrors.push(err30), errors++;
      }
      if (data37 && "object" == typeof data37 && !Array.isArray(data37)) for (let key3 in data37) wrapper1_validate(data37[key3], { instancePath: instancePath + "/properties/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data37, parentDataProperty: key3, rootData }) || (errors = (vErrors = null === vErrors ? wrapper1_validate.errors : vErrors.concat(wrapper1_validate.errors)).length);
    }
    if (void 0 !== data.required) {
      let data39 = data.required;
      if (!Array.isArray(data39) && null !== data39) {
        let err31 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/type", keyword: "type", params: { type: "array" } };
        null === vErrors ? vErrors = [err31] : vErrors.push(err31), errors++;
      }
      if (Array.isArray(data39)) {
        let len3 = data39.length;
        for (let i3 = 0; i3 < len3; i3++) if ("string" != typeof data39[i3]) {
          let err32 = { instancePath: instancePath + "/required/" + i3, schemaPath: "#/properties/required/items/type", keyword: "type", params: { type: "string" } };
          null === vErrors ? vErrors = [err32] : vErrors.push(err32), errors++;
        }
      }
    }
    if (void 0 !== data.title) {
      let data41 = data.title;
      if ("string" != typeof data41 && null !== data41) {
        let err33 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" } };
        null === vErrors ? vErrors = [err33] : vErrors.push(err33), errors++;
      }
    }
    if (void 0 !== data.type) {
      let data42 = data.type;
      if ("string" != typeof data42 && null !== data42) {
        let err34 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" } };
        null === vErrors ? vErrors = [err34] : vErrors.push(err34), errors++;
      }
    }
    if (void 0 !== data.uniqueItems) {
      let data43 = data.uniqueItems;
      if ("boolean" != typeof data43 && null !== data43) {
        let err35 = { instancePath: instancePath + "/uniqueItems", schemaPath: "#/properties/uniqueItems/type", keyword: "type", params: { type: "boolean" } };
        null === vErrors ? vErrors = [err35] : vErrors.push(err35), errors++;
      }
    }
  } else {
    let err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err36] : vErrors.push(err36), errors++;
  }
  return validate64.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceValidation.js
var validate24 = validate013;
function validate112(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate23(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate23.errors : vErrors.concat(validate23.errors)).length)), validate112.errors = vErrors, 0 === errors;
}
function validate013(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.openAPIV3Schema && (validate112(data.openAPIV3Schema, { instancePath: instancePath + "/openAPIV3Schema", parentData: data, parentDataProperty: "openAPIV3Schema", rootData }) || (errors = (vErrors = null === vErrors ? validate112.errors : vErrors.concat(validate112.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate013.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1SelectableField.js
var validate25 = validate014;
function validate113(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate113.errors = vErrors, 0 === errors;
}
function validate014(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.jsonPath) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jsonPath" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    void 0 !== data.jsonPath && (validate113(data.jsonPath, { instancePath: instancePath + "/jsonPath", parentData: data, parentDataProperty: "jsonPath", rootData }) || (errors = (vErrors = null === vErrors ? validate113.errors : vErrors.concat(validate113.errors)).length));
  } else {
    let err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate014.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceSubresourceScale.js
var validate26 = validate114;
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate27.errors = vErrors, 0 === errors;
}
function validate015(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate015.errors = vErrors, 0 === errors;
}
function validate114(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.specReplicasPath) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "specReplicasPath" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.statusReplicasPath) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "statusReplicasPath" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    void 0 !== data.labelSelectorPath && (validate27(data.labelSelectorPath, { instancePath: instancePath + "/labelSelectorPath", parentData: data, parentDataProperty: "labelSelectorPath", rootData }) || (errors = (vErrors = null === vErrors ? validate27.errors : vErrors.concat(validate27.errors)).length)), void 0 !== data.specReplicasPath && (validate015(data.specReplicasPath, { instancePath: instancePath + "/specReplicasPath", parentData: data, parentDataProperty: "specReplicasPath", rootData }) || (errors = (vErrors = null === vErrors ? validate015.errors : vErrors.concat(validate015.errors)).length)), void 0 !== data.statusReplicasPath && (validate015(data.statusReplicasPath, { instancePath: instancePath + "/statusReplicasPath", parentData: data, parentDataProperty: "statusReplicasPath", rootData }) || (errors = (vErrors = null === vErrors ? validate015.errors : vErrors.concat(validate015.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate114.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceSubresourceStatus.js
var validate28 = validate016;
function validate016(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!(data && "object" == typeof data && !Array.isArray(data))) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate016.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceSubresources.js
var validate29 = validate017;
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate26(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate26.errors : vErrors.concat(validate26.errors)).length)), validate115.errors = vErrors, 0 === errors;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate28(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate28.errors : vErrors.concat(validate28.errors)).length)), validate54.errors = vErrors, 0 === errors;
}
function validate017(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.scale && (validate115(data.scale, { instancePath: instancePath + "/scale", parentData: data, parentDataProperty: "scale", rootData }) || (errors = (vErrors = null === vErrors ? validate115.errors : vErrors.concat(validate115.errors)).length)), void 0 !== data.status && (validate54(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate54.errors : vErrors.concat(validate54.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate017.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinitionVersion.js
var validate30 = validate116;
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate11(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate11.errors : vErrors.concat(validate11.errors)).length), validate35.errors = vErrors, 0 === errors;
}
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate35(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate35.errors : vErrors.concat(validate35.errors)).length);
  }
  return validate210.errors = vErrors, 0 === errors;
}
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate82.errors = vErrors, 0 === errors;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate102.errors = vErrors, 0 === errors;
}
function validate122(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate122.errors = vErrors, 0 === errors;
}
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate24(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate24.errors : vErrors.concat(validate24.errors)).length)), validate142.errors = vErrors, 0 === errors;
}
function validate192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate25(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate25.errors : vErrors.concat(validate25.errors)).length), validate192.errors = vErrors, 0 === errors;
}
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate192(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate192.errors : vErrors.concat(validate192.errors)).length);
  }
  return validate182.errors = vErrors, 0 === errors;
}
function validate018(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate018.errors = vErrors, 0 === errors;
}
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate29(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate29.errors : vErrors.concat(validate29.errors)).length)), validate262.errors = vErrors, 0 === errors;
}
function validate116(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.name) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.served) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "served" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.storage) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "storage" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    void 0 !== data.additionalPrinterColumns && (validate210(data.additionalPrinterColumns, { instancePath: instancePath + "/additionalPrinterColumns", parentData: data, parentDataProperty: "additionalPrinterColumns", rootData }) || (errors = (vErrors = null === vErrors ? validate210.errors : vErrors.concat(validate210.errors)).length)), void 0 !== data.deprecated && (validate82(data.deprecated, { instancePath: instancePath + "/deprecated", parentData: data, parentDataProperty: "deprecated", rootData }) || (errors = (vErrors = null === vErrors ? validate82.errors : vErrors.concat(validate82.errors)).length)), void 0 !== data.deprecationWarning && (validate102(data.deprecationWarning, { instancePath: instancePath + "/deprecationWarning", parentData: data, parentDataProperty: "deprecationWarning", rootData }) || (errors = (vErrors = null === vErrors ? validate102.errors : vErrors.concat(validate102.errors)).length)), void 0 !== data.name && (validate122(data.name, { instancePath: instancePath + "/name", parentData: data, parentDataProperty: "name", rootData }) || (errors = (vErrors = null === vErrors ? validate122.errors : vErrors.concat(validate122.errors)).length)), void 0 !== data.schema && (validate142(data.schema, { instancePath: instancePath + "/schema", parentData: data, parentDataProperty: "schema", rootData }) || (errors = (vErrors = null === vErrors ? validate142.errors : vErrors.concat(validate142.errors)).length)), void 0 !== data.selectableFields && (validate182(data.selectableFields, { instancePath: instancePath + "/selectableFields", parentData: data, parentDataProperty: "selectableFields", rootData }) || (errors = (vErrors = null === vErrors ? validate182.errors : vErrors.concat(validate182.errors)).length)), void 0 !== data.served && (validate018(data.served, { instancePath: instancePath + "/served", parentData: data, parentDataProperty: "served", rootData }) || (errors = (vErrors = null === vErrors ? validate018.errors : vErrors.concat(validate018.errors)).length)), void 0 !== data.storage && (validate018(data.storage, { instancePath: instancePath + "/storage", parentData: data, parentDataProperty: "storage", rootData }) || (errors = (vErrors = null === vErrors ? validate018.errors : vErrors.concat(validate018.errors)).length)), void 0 !== data.subresources && (validate262(data.subresources, { instancePath: instancePath + "/subresources", parentData: data, parentDataProperty: "subresources", rootData }) || (errors = (vErrors = null === vErrors ? validate262.errors : vErrors.concat(validate262.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate116.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinitionSpec.js
var validate31 = validate118;
function validate211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate9(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate9.errors : vErrors.concat(validate9.errors)).length)), validate211.errors = vErrors, 0 === errors;
}
function validate019(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate019.errors = vErrors, 0 === errors;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length), validate72.errors = vErrors, 0 === errors;
}
function validate117(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("boolean" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "boolean" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate117.errors = vErrors, 0 === errors;
}
function validate152(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate30(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate30.errors : vErrors.concat(validate30.errors)).length), validate152.errors = vErrors, 0 === errors;
}
function validate143(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate152(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate152.errors : vErrors.concat(validate152.errors)).length);
  } else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate143.errors = vErrors, 0 === errors;
}
function validate118(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) {
    if (void 0 === data.group) {
      let err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "group" } };
      null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
    }
    if (void 0 === data.names) {
      let err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "names" } };
      null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
    }
    if (void 0 === data.scope) {
      let err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" } };
      null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
    }
    if (void 0 === data.versions) {
      let err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "versions" } };
      null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
    }
    void 0 !== data.conversion && (validate211(data.conversion, { instancePath: instancePath + "/conversion", parentData: data, parentDataProperty: "conversion", rootData }) || (errors = (vErrors = null === vErrors ? validate211.errors : vErrors.concat(validate211.errors)).length)), void 0 !== data.group && (validate019(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (errors = (vErrors = null === vErrors ? validate019.errors : vErrors.concat(validate019.errors)).length)), void 0 !== data.names && (validate72(data.names, { instancePath: instancePath + "/names", parentData: data, parentDataProperty: "names", rootData }) || (errors = (vErrors = null === vErrors ? validate72.errors : vErrors.concat(validate72.errors)).length)), void 0 !== data.preserveUnknownFields && (validate117(data.preserveUnknownFields, { instancePath: instancePath + "/preserveUnknownFields", parentData: data, parentDataProperty: "preserveUnknownFields", rootData }) || (errors = (vErrors = null === vErrors ? validate117.errors : vErrors.concat(validate117.errors)).length)), void 0 !== data.scope && (validate019(data.scope, { instancePath: instancePath + "/scope", parentData: data, parentDataProperty: "scope", rootData }) || (errors = (vErrors = null === vErrors ? validate019.errors : vErrors.concat(validate019.errors)).length)), void 0 !== data.versions && (validate143(data.versions, { instancePath: instancePath + "/versions", parentData: data, parentDataProperty: "versions", rootData }) || (errors = (vErrors = null === vErrors ? validate143.errors : vErrors.concat(validate143.errors)).length));
  } else {
    let err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err4] : vErrors.push(err4), errors++;
  }
  return validate118.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinitionCondition.js
var validate36 = validate212;
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate.errors : vErrors.concat(validate.errors)).length)), validate37.errors = vErrors, 0 === errors;
}
function validate020(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate020.errors = vErrors, 0 === errors;
}
var formats05 = formats.int64;
function validate83(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats05.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate83.errors = vErrors, 0 === errors;
}
function validate119(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate119.errors = vErrors, 0 === errors;
}
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.lastTransitionTime && (validate37(data.lastTransitionTime, { instancePath: instancePath + "/lastTransitionTime", parentData: data, parentDataProperty: "lastTransitionTime", rootData }) || (errors = (vErrors = null === vErrors ? validate37.errors : vErrors.concat(validate37.errors)).length)), void 0 !== data.message && (validate020(data.message, { instancePath: instancePath + "/message", parentData: data, parentDataProperty: "message", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.observedGeneration && (validate83(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate83.errors : vErrors.concat(validate83.errors)).length)), void 0 !== data.reason && (validate020(data.reason, { instancePath: instancePath + "/reason", parentData: data, parentDataProperty: "reason", rootData }) || (errors = (vErrors = null === vErrors ? validate020.errors : vErrors.concat(validate020.errors)).length)), void 0 !== data.status && (validate119(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate119.errors : vErrors.concat(validate119.errors)).length)), void 0 !== data.type && (validate119(data.type, { instancePath: instancePath + "/type", parentData: data, parentDataProperty: "type", rootData }) || (errors = (vErrors = null === vErrors ? validate119.errors : vErrors.concat(validate119.errors)).length));
  } else {
    let err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err2] : vErrors.push(err2), errors++;
  }
  return validate212.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinitionStatus.js
var validate38 = validate021;
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate10(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate10.errors : vErrors.concat(validate10.errors)).length)), validate120.errors = vErrors, 0 === errors;
}
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate36(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate36.errors : vErrors.concat(validate36.errors)).length), validate65.errors = vErrors, 0 === errors;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate65(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate65.errors : vErrors.concat(validate65.errors)).length);
  }
  return validate55.errors = vErrors, 0 === errors;
}
var formats06 = formats.int64;
function validate1110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!("number" == typeof data && !(data % 1) && !isNaN(data) && isFinite(data)) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("number" == typeof data && isFinite(data) && !formats06.validate(data)) {
    let err1 = { instancePath, schemaPath: "#/format", keyword: "format", params: { format: "int64" } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate1110.errors = vErrors, 0 === errors;
}
function validate144(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate144.errors = vErrors, 0 === errors;
}
function validate132(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (!Array.isArray(data) && null !== data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if (Array.isArray(data)) {
    let len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) validate144(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData }) || (errors = (vErrors = null === vErrors ? validate144.errors : vErrors.concat(validate144.errors)).length);
  }
  return validate132.errors = vErrors, 0 === errors;
}
function validate021(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (data && "object" == typeof data && !Array.isArray(data)) void 0 !== data.acceptedNames && (validate120(data.acceptedNames, { instancePath: instancePath + "/acceptedNames", parentData: data, parentDataProperty: "acceptedNames", rootData }) || (errors = (vErrors = null === vErrors ? validate120.errors : vErrors.concat(validate120.errors)).length)), void 0 !== data.conditions && (validate55(data.conditions, { instancePath: instancePath + "/conditions", parentData: data, parentDataProperty: "conditions", rootData }) || (errors = (vErrors = null === vErrors ? validate55.errors : vErrors.concat(validate55.errors)).length)), void 0 !== data.observedGeneration && (validate1110(data.observedGeneration, { instancePath: instancePath + "/observedGeneration", parentData: data, parentDataProperty: "observedGeneration", rootData }) || (errors = (vErrors = null === vErrors ? validate1110.errors : vErrors.concat(validate1110.errors)).length)), void 0 !== data.storedVersions && (validate132(data.storedVersions, { instancePath: instancePath + "/storedVersions", parentData: data, parentDataProperty: "storedVersions", rootData }) || (errors = (vErrors = null === vErrors ? validate132.errors : vErrors.concat(validate132.errors)).length));
  else {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  return validate021.errors = vErrors, 0 === errors;
}

// node_modules/kubernetes-models/_schemas/IoK8sApiextensionsApiserverPkgApisApiextensionsV1CustomResourceDefinition.js
var validate39 = validate022;
var schema1_enum = ["apiextensions.k8s.io/v1"];
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("apiextensions.k8s.io/v1" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema1_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate121.errors = vErrors, 0 === errors;
}
var schema2_enum = ["CustomResourceDefinition"];
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if ("string" != typeof data) {
    let err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    null === vErrors ? vErrors = [err0] : vErrors.push(err0), errors++;
  }
  if ("CustomResourceDefinition" !== data) {
    let err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema2_enum } };
    null === vErrors ? vErrors = [err1] : vErrors.push(err1), errors++;
  }
  return validate310.errors = vErrors, 0 === errors;
}
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate2(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate2.errors : vErrors.concat(validate2.errors)).length)), validate56.errors = vErrors, 0 === errors;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return validate31(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate31.errors : vErrors.concat(validate31.errors)).length), validate92.errors = vErrors, 0 === errors;
}
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return null !== data && (validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (errors = (vErrors = null === vErrors ? validate38.errors : vErrors.concat(validate38.errors)).length)), validate133.errors = vErrors, 0 === errors;
}
function validate022(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
    void 0 !== data.apiVersion && (validate121(data.apiVersion, { instancePath: instancePath + "/apiVersion", parentData: data, parentDataProperty: "apiVersion", rootData }) || (errors = (vErrors = null === vErrors ? validate121.errors : vErrors.concat(validate121.errors)).length)), void 0 !== data.kind && (validate310(data.kind, { instancePath: instancePath + "/kind", parentData: data, parentDataProperty: "kind", rootData }) || (errors = (vErrors = null === vErrors ? validate310.errors : vErrors.concat(validate310.errors)).length)), void 0 !== data.metadata && (validate56(data.metadata, { instancePath: instancePath + "/metadata", parentData: data, parentDataProperty: "metadata", rootData }) || (errors = (vErrors = null === vErrors ? validate56.errors : vErrors.concat(validate56.errors)).length)), void 0 !== data.spec && (validate92(data.spec, { instancePath: instancePath + "/spec", parentData: data, parentDataProperty: "spec", rootData }) || (errors = (vErrors = null === vErrors ? validate92.errors : vErrors.concat(validate92.errors)).length)), void 0 !== data.status && (validate133(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData }) || (errors = (vErrors = null === vErrors ? validate133.errors : vErrors.concat(validate133.errors)).length));
  } else {
    let err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    null === vErrors ? vErrors = [err3] : vErrors.push(err3), errors++;
  }
  return validate022.errors = vErrors, 0 === errors;
}
export {
  validate39 as validate
};
