export { RevisionError } from './run-git.js';
export {
  changedFiles,
  checkoutRevision,
  commitName,
  readFileAt,
  resolveRevision,
  MAX_READ_BYTES,
  type ResolvedRevision,
  type RevisionTree,
} from './revisions.js';
export { branchOf, branchRefs, remoteUrls } from './remotes.js';
export { lookUpNames, type NameAnswers } from './names.js';
export {
  checkoutFiles,
  filesContaining,
  listTree,
  oddEntry,
  type OddEntry,
  readBlobs,
  type TreeEntry,
  type TreeListing,
} from './tree-listing.js';
export { ABSENT_MODE, changedPaths, diffTrees, type DiffRecord } from './tree-diff.js';
export { baseListing } from './base-listing.js';
