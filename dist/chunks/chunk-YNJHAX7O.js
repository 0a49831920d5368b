import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  resourceKey
} from "./chunk-XY7PLT3O.js";

// src/findings/fingerprint.ts
import { createHash } from "node:crypto";
function fingerprint(input) {
  const parts = [
    input.ruleId,
    `${input.app}/${input.environment}`,
    input.resource ? input.resourceIdentity ?? resourceKey(input.resource) : "",
    input.path ?? "",
    input.key ?? ""
  ];
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
}

export {
  fingerprint
};
