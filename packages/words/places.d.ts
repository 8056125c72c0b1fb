export type { Language } from './index.js';
export { stateName, segmentName, financierName, KNOWN_STATES } from './index.js';
