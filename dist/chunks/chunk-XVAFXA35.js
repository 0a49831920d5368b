import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/cache/secret.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var CACHE_SECRET_ENV = "DEPLOY_GATE_CACHE_SECRET";
var MIN_SECRET_LENGTH = 16;
var memo;
var CI_MARKERS = [
  "CI",
  "JENKINS_URL",
  "TF_BUILD",
  "CODEBUILD_BUILD_ID",
  "TEAMCITY_VERSION",
  "BUILDKITE",
  "BAMBOO_BUILDKEY"
];
function onCi(env = process.env) {
  return env.GITHUB_ACTIONS === "true" || CI_MARKERS.some((name) => Boolean(env[name]));
}
function keyFile() {
  const base = process.env.XDG_CONFIG_HOME && path.isAbsolute(process.env.XDG_CONFIG_HOME) ? process.env.XDG_CONFIG_HOME : path.join(os.homedir(), ".config");
  return path.join(base, "deploy-gate", "cache.key");
}
function userKey() {
  const file = keyFile();
  try {
    const existing = readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch {
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 448 });
    writeFileSync(tmp, randomBytes(32), { mode: 384 });
    renameSync(tmp, file);
    return readFileSync(file);
  } catch {
    rmSync(tmp, { force: true });
    return void 0;
  }
}
function cacheSecret() {
  if (memo) return memo;
  const fromEnv = process.env[CACHE_SECRET_ENV];
  if (fromEnv && fromEnv.length >= MIN_SECRET_LENGTH) memo = Buffer.from(fromEnv, "utf8");
  else memo = !onCi() && userKey() || randomBytes(32);
  return memo;
}

// src/cache/signature.ts
import { createHmac, timingSafeEqual } from "node:crypto";
function signatureOf(parts, secret = cacheSecret()) {
  const mac = createHmac("sha256", secret);
  parts.forEach((part, i) => {
    if (i > 0) mac.update("\0");
    mac.update(part);
  });
  return mac.digest();
}
function signatureMatches(given, want) {
  const got = typeof given === "string" && /^[0-9a-f]*$/.test(given) ? Buffer.from(given, "hex") : given instanceof Uint8Array ? given : void 0;
  return got !== void 0 && got.length === want.length && timingSafeEqual(got, want);
}

export {
  cacheSecret,
  signatureOf,
  signatureMatches
};
