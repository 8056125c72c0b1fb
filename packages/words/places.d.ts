export type { Language } from './index.js';
export { stateName, segmentName, financierName, statesSpelled, segmentsSpelled, KNOWN_STATES } from './index.js';
