import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-LDZCURK6.js";

// src/commands/cli-args.ts
import { statSync } from "node:fs";
var FORMATS = ["text", "json", "sarif", "markdown", "junit"];
var EXIT_USAGE = 2;
var MARKDOWN_SIZES = ["comment", "summary"];
function checkRepoDir(repo) {
  const stat = statSync(repo, { throwIfNoEntry: false });
  if (!stat)
    throw new UsageError(
      `--repo ${repo}: no such directory (give the path of a git checkout of the deploy repository)`
    );
  if (!stat.isDirectory())
    throw new UsageError(`--repo ${repo}: not a directory (give the path of a git checkout of the deploy repository)`);
}

export {
  FORMATS,
  EXIT_USAGE,
  MARKDOWN_SIZES,
  checkRepoDir
};
