/**
 * The one redaction module (security cases E1–E5). Every output path uses it:
 * - `redactObject` masks Secret values, credential keys and PEM bodies on the parsed object before a diff is made;
 * - `collectMaskValues` gathers every Secret value and credential value a render produced, so they are masked by value anywhere;
 * - `createSanitizer` masks those values, the secrets the action holds (and their encoded forms), URL userinfo, runner paths
 *   and `name=value` credentials in free text, for every string of the report before any reporter sees it;
 * - `sanitizeToolError` does the same to helm/kustomize stderr before it becomes a finding.
 */
export { redactObject, isSecretKind, isCredentialPath, secretValues } from './object.js';
export { isCredentialKey, isCredentialName } from './names.js';
export {
  sanitize,
  createSanitizer,
  sanitizeDeep,
  stripUserinfo,
  secretForms,
  unmaskableSecrets,
  locationFolders,
  escapeRegExp,
  type SanitizeOptions,
  type Sanitizer,
} from './outbound.js';
export { collectMaskValues, collectLeafValues, MIN_MASK_VALUE_LENGTH } from './values.js';
export { sanitizeToolError } from './tool-error.js';
export { findTokens, redactTokens, tokenMarker } from './token-patterns.js';
