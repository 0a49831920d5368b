import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  REPORT_FORMATS,
  formatReport,
  renderJson,
  renderJunit,
  renderMarkdown,
  renderSarif,
  renderText
} from "./chunk-W626HGKP.js";
import "./chunk-YRFEQ6IT.js";
import {
  sarifDocsAt
} from "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import {
  MIN_SECRET_LENGTH,
  createSanitizer,
  sanitize,
  sanitizeDeep,
  stripUserinfo,
  unmaskableSecrets
} from "./chunk-ACVC7CJR.js";
import "./chunk-E4M4FSKL.js";
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
