/** The realtime protocol (wire.ts), the bus events behind it (bus.ts) and the client's lot rule (lot-state.ts). */
export * from './realtime/common.js';
export * from './realtime/constants.js';
export * from './realtime/wire.js';
export * from './realtime/bus.js';
export * from './realtime/lot-state.js';
