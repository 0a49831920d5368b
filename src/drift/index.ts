export { envDrift, type EnvDriftInput } from './env-drift.js';
export {
  promotionIndex,
  unpromotedImages,
  type PromotionIndex,
  type PromotionTarget,
  type UnpromotedInput,
} from './promotion.js';
export { envNeutral, pairResources } from './pairing.js';
