/**
 * The lot reducer and the wire format come from the contract package (packages/contract), which
 * the server builds its messages against: the browser applies events by the very code the
 * server's tests pin down, so the two cannot drift. Values come from zod-free subpaths; the
 * message types are types only, so no schema reaches the bundle.
 */
export { applyLotEvent, headOutcome } from '@vahanhaat/contract/realtime/lot-state';
export type { ApplyOutcome, ApplyResult, LotView } from '@vahanhaat/contract/realtime/lot-state';
export type {
  ClientMessage,
  ClosedMessage,
  ExtendedMessage,
  HeadMessage,
  LotMessage,
  QuoteMessage,
  ServerMessage,
  SnapshotMessage,
} from '@vahanhaat/contract/realtime/wire';
