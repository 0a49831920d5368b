export { createTagResolver, MANIFEST_ACCEPT } from './resolver.js';
export type { TagResolver } from './types.js';
