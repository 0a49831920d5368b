import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  REPORT_FORMATS,
  formatReport,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderSarif,
  renderText
} from "./chunk-5N5AJWYI.js";
import "./chunk-YRFEQ6IT.js";
import {
  sarifDocsAt
} from "./chunk-2CZHBKKJ.js";
import "./chunk-CQW5JIIJ.js";
import {
  MIN_SECRET_LENGTH,
  createSanitizer,
  sanitize,
  sanitizeDeep,
  stripUserinfo,
  unmaskableSecrets
} from "./chunk-BRSATP5O.js";
import "./chunk-7ZCOOZ7V.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  MIN_SECRET_LENGTH,
  REPORT_FORMATS,
  createSanitizer,
  formatReport,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderSarif,
  renderText,
  sanitize,
  sanitizeDeep,
  sarifDocsAt,
  stripUserinfo,
  unmaskableSecrets
};
