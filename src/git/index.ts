export { RevisionError } from './run-git.js';
export {
  changedFiles,
  checkoutRevision,
  readFileAt,
  resolveRevision,
  MAX_READ_BYTES,
  type ResolvedRevision,
  type RevisionTree,
} from './revisions.js';
export { branchOf, remoteUrls } from './remotes.js';
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
