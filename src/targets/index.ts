export { discoverTargets, fromConfig, sortTargets, type Discovery } from './discover.js';
export { affectedTargets, targetInputs, touches } from './affected.js';
export { nameFromPath, splitEnvironmentAffix, COMMON_ENVIRONMENTS, DEFAULT_ENVIRONMENT } from './naming.js';
