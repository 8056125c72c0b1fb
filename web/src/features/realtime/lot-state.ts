/**
 * The lot reducer and the wire format are the server's own files (pure TypeScript, no Node APIs):
 * the browser applies events by the very code the server's tests pin down, so the two cannot drift.
 */
export { applyLotEvent, headOutcome } from '../../../../server/src/realtime/lot-state';
export type { ApplyOutcome, ApplyResult, LotView } from '../../../../server/src/realtime/lot-state';
export type {
  ClientMessage,
  ClosedMessage,
  ExtendedMessage,
  HeadMessage,
  LotMessage,
  QuoteMessage,
  ServerMessage,
  SnapshotMessage,
} from '../../../../server/src/realtime/protocol';
