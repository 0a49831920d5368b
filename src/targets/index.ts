export { declaresTargetsOnly, discoverTargets, fromConfig, sortTargets } from './discover.js';
export { isAttributesFile, targetInputs, touches } from './affected.js';
export { nameFromPath, splitEnvironmentAffix } from './naming.js';
