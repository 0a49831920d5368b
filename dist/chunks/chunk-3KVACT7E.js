import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/local/tree-files.ts
import * as promises from "node:fs/promises";
import {
  accessSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync
} from "node:fs";
var PLAIN = process.env.DEPLOY_GATE_PLAIN_FS === "1";
async function readFile2(file, encoding) {
  if (PLAIN) return encoding === void 0 ? promises.readFile(file) : promises.readFile(file, encoding);
  return encoding === void 0 ? readFileSync(file) : readFileSync(file, encoding);
}
async function stat2(file) {
  return PLAIN ? promises.stat(file) : statSync(file);
}
async function lstat2(file) {
  return PLAIN ? promises.lstat(file) : lstatSync(file);
}
async function realpath2(file) {
  return PLAIN ? promises.realpath(file) : realpathSync.native(file);
}
async function readlink2(file) {
  return PLAIN ? promises.readlink(file) : readlinkSync(file);
}
async function readdir2(dir, options) {
  if (PLAIN) return options ? promises.readdir(dir, options) : promises.readdir(dir);
  return options ? readdirSync(dir, options) : readdirSync(dir);
}

export {
  readFile2 as readFile,
  stat2 as stat,
  lstat2 as lstat,
  realpath2 as realpath,
  readlink2 as readlink,
  readdir2 as readdir
};
