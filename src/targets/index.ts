export { discoverTargets, fromConfig, sortTargets } from './discover.js';
export { targetInputs, touches } from './affected.js';
export { nameFromPath, splitEnvironmentAffix } from './naming.js';
