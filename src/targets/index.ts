export { discoverTargets, fromConfig, sortTargets } from './discover.js';
export { targetInputs, touches, untouchedBy } from './affected.js';
export { nameFromPath, splitEnvironmentAffix } from './naming.js';
