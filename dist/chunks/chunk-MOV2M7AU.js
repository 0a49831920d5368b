import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/local/tree-files.ts
import {
  accessSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync
} from "node:fs";
async function readFile(file, encoding) {
  return encoding === void 0 ? readFileSync(file) : readFileSync(file, encoding);
}
async function stat(file) {
  return statSync(file);
}
async function lstat(file) {
  return lstatSync(file);
}
async function realpath(file) {
  return realpathSync.native(file);
}
async function readlink(file) {
  return readlinkSync(file);
}
async function access(file, mode) {
  accessSync(file, mode);
}
async function readdir(dir, options) {
  return options ? readdirSync(dir, options) : readdirSync(dir);
}

export {
  readFile,
  stat,
  lstat,
  realpath,
  readlink,
  access,
  readdir
};
