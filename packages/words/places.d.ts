export type { Language } from './index.js';
export { stateName, segmentName, KNOWN_STATES } from './index.js';
