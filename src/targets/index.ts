export { declaresTargetsOnly, discoverTargets, fromConfig, sortTargets } from './discover.js';
export { affectedTargets, isAttributesFile, targetInputs, touches } from './affected.js';
export { nameFromPath, splitEnvironmentAffix } from './naming.js';
