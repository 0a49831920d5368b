export { envDrift } from './env-drift.js';
export { promotionIndex, unpromotedImages, type PromotionTarget } from './promotion.js';
export { envNeutral } from './pairing.js';
