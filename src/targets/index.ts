export {
  declaresTargetsOnly,
  discoverTargets,
  fromConfig,
  sortTargets,
  type Discovery,
  type DiscoveryTools,
} from './discover.js';
export { affectedTargets, isAttributesFile, targetInputs, touches } from './affected.js';
export { nameFromPath, splitEnvironmentAffix, COMMON_ENVIRONMENTS, DEFAULT_ENVIRONMENT } from './naming.js';
