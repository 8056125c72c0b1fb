// What the rest of the server uses from the deposits module (imported only through this file).
export {
  depositAccount,
  forfeitForLot,
  holdForLot,
  holdOf,
  ledgerEntriesOf,
  LedgerError,
  lockDepositAccount,
  lotReference,
  paymentReference,
  postTxn,
  recordAdjustment,
  recordDeposit,
  recordRefund,
  refundReference,
  releaseHold,
  reverseRefund,
  type DepositAccount,
  type LedgerAccount,
  type LedgerErrorCode,
  type LedgerKind,
  type Movement,
} from './ledger.js';
export { HOLDING_STAGES, holdForWonLots, settleDealHolds } from './holds.js';
export { agentExposureOf, exposureOf, recordExposureOfBids, type Exposure } from './exposure.js';
export { depositsModule } from './plugin.js';
export type { DepositService } from './service.js';
