// The sandbox checks, in one place for callers: every refusal happens here before a tool runs.
export { forgetScan, inputClosure, problemsUnder, scanTree, scannedDir } from './tree-scan.js';
export { oncePerTree, oncePerTwins, pairTrees } from './tree-scan.js';
export { confinePath } from './paths.js';
export { helmInputs } from './helm-inputs.js';
export { walkCheckedOut, walkKustomization } from './kustomize-walk.js';
