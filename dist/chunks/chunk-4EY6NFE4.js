import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/kube/image-ref.ts
var ImageRefError = class extends Error {
  name = "ImageRefError";
};
var DOCKER_HUB = "docker.io";
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var DOMAIN_RE = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?$`);
var PATH_COMPONENT_RE = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
var TAG_RE = /^[\w][\w.-]{0,127}$/;
var DIGEST_RE = /^([a-z0-9]+(?:[.+_-][a-z0-9]+)*):([a-zA-Z0-9=_-]{32,})$/;
var MAX_NAME_LENGTH = 255;
var HEX_LENGTH = { sha256: 64, sha384: 96, sha512: 128 };
function fail(ref, why) {
  throw new ImageRefError(`invalid image reference ${JSON.stringify(ref)}: ${why}`);
}
function splitReference(ref) {
  const at = ref.indexOf("@");
  const digest = at >= 0 ? ref.slice(at + 1) : void 0;
  const rest = at >= 0 ? ref.slice(0, at) : ref;
  const colon = rest.lastIndexOf(":");
  const hasTag = colon > rest.lastIndexOf("/") && !rest.endsWith("]");
  const name = hasTag ? rest.slice(0, colon) : rest;
  const tag = hasTag ? rest.slice(colon + 1) : void 0;
  return { name, ...tag !== void 0 ? { tag } : {}, ...digest !== void 0 ? { digest } : {} };
}
function splitDomain(name) {
  const slash = name.indexOf("/");
  const first = slash < 0 ? "" : name.slice(0, slash);
  const isHost = slash >= 0 && (/[.:]/.test(first) || first === "localhost" || first.toLowerCase() !== first);
  if (!isHost) return { registry: DOCKER_HUB, path: name };
  return { registry: first, path: name.slice(slash + 1) };
}
function checkDigest(ref, digest) {
  const m = DIGEST_RE.exec(digest);
  if (!m) fail(ref, `digest ${JSON.stringify(digest)} is not of the form algorithm:hex`);
  const [, algo = "", hex = ""] = m;
  const want = HEX_LENGTH[algo];
  if (want !== void 0 && (hex.length !== want || !/^[a-f0-9]+$/.test(hex))) {
    fail(ref, `a ${algo} digest has ${want} lowercase hex characters, got ${hex.length}`);
  }
}
function checkPath(ref, path) {
  if (path === "") fail(ref, "the repository name is empty");
  for (const component of path.split("/")) {
    if (!PATH_COMPONENT_RE.test(component)) {
      const why = component === "" ? "an empty path component (double or trailing slash)" : /[A-Z]/.test(component) ? `repository names must be lowercase (${JSON.stringify(component)})` : `${JSON.stringify(component)} is not a valid path component`;
      fail(ref, why);
    }
  }
}
var DOCKER_HUB_ALIASES = /* @__PURE__ */ new Set(["index.docker.io", "registry-1.docker.io", "registry.hub.docker.com"]);
function normalizeRegistry(host) {
  const lower = host.toLowerCase().replace(/:(443|80)$/, "");
  return DOCKER_HUB_ALIASES.has(lower) ? DOCKER_HUB : lower;
}
function normalizeImageGlob(glob) {
  const slash = glob.indexOf("/");
  if (slash < 0) return glob;
  const first = glob.slice(0, slash);
  const isHost = /[.:]/.test(first) || first.toLowerCase() === "localhost" || first.toLowerCase() !== first;
  if (!isHost) return glob;
  const registry = normalizeRegistry(first);
  const rest = glob.slice(slash + 1);
  const path = registry === DOCKER_HUB && !rest.includes("/") && !/[*?[\]{}]/.test(rest) ? `library/${rest}` : rest;
  return `${registry}/${path}`;
}
function parseImageRef(ref) {
  if (typeof ref !== "string" || ref.trim() === "") fail(String(ref), "it is empty");
  if (ref !== ref.trim() || /\s/.test(ref)) fail(ref, "it contains whitespace");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) fail(ref, "an image reference has no URL scheme");
  const parts = splitReference(ref);
  if (parts.digest !== void 0) checkDigest(ref, parts.digest);
  if (parts.tag !== void 0 && !TAG_RE.test(parts.tag)) {
    fail(ref, parts.tag === "" ? 'the tag after ":" is empty' : `tag ${JSON.stringify(parts.tag)} is not valid`);
  }
  if (parts.name.length > MAX_NAME_LENGTH) fail(ref, `the name is longer than ${MAX_NAME_LENGTH} characters`);
  const split = splitDomain(parts.name);
  if (!DOMAIN_RE.test(split.registry))
    fail(ref, `registry ${JSON.stringify(split.registry)} is not a valid host[:port]`);
  checkPath(ref, split.path);
  const registry = normalizeRegistry(split.registry);
  let repository = split.path;
  if (registry === DOCKER_HUB && !repository.includes("/")) repository = `library/${repository}`;
  return {
    original: ref,
    registry,
    repository,
    name: `${registry}/${repository}`,
    ...parts.tag !== void 0 ? { tag: parts.tag } : {},
    ...parts.digest !== void 0 ? { digest: parts.digest } : {}
  };
}
function tryParseImageRef(ref) {
  try {
    return parseImageRef(ref);
  } catch {
    return void 0;
  }
}
function formatImageRef(ref) {
  return `${ref.name}${ref.tag !== void 0 ? `:${ref.tag}` : ""}${ref.digest !== void 0 ? `@${ref.digest}` : ""}`;
}

export {
  ImageRefError,
  normalizeImageGlob,
  parseImageRef,
  tryParseImageRef,
  formatImageRef
};
