export { RevisionError } from './run-git.js';
export {
  changedFiles,
  checkoutRevision,
  commitName,
  readFileAt,
  resolveRevision,
  MAX_READ_BYTES,
  type RevisionTree,
} from './revisions.js';
export { branchOf, branchRefs, remoteUrls } from './remotes.js';
export { lookUpNames, type NameAnswers } from './names.js';
