import { z } from 'zod';
import { zodText } from './codes.js';
import { decimal, idField, rupeeAmount } from './common.js';
import { DEPOSIT_LIMITS, REASON_MAX } from './limits.js';

/*
 * Deposits: a buyer's deposit account (balance, held, buying limit, what is in use), top-ups
 * through the gateway, refunds and the statement; the admins' accounts, journals, adjustments and
 * refunds. Whole rupees throughout.
 */

/** The most one top-up or refund may move: ₹10 crore. */
export const MAX_DEPOSIT_AMOUNT = DEPOSIT_LIMITS.amount;
/** The most an admin's adjustment moves either way: ₹1 crore. */
export const MAX_ADJUSTMENT = DEPOSIT_LIMITS.adjustment;

export const REFUND_STATUSES = ['requested', 'processing', 'processed', 'failed'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);

export const refundOut = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: refundStatus,
  gateway_refund_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const accountOut = z.object({
  balance: z.number().int().describe('The deposit held for the buyer, whole rupees'),
  held: z.number().int().describe('The part tied to won lots not yet paid'),
  available: z.number().int(),
  multiple: z.number().int().describe('The buying-limit multiple that applies (of auction_id when given, else the platform default)'),
  platform_multiple: z.number().int(),
  requires_deposit: z.boolean().nullable().describe('Whether auction_id requires deposits; null without auction_id'),
  limit: z.number().int().describe('balance × multiple'),
  in_use: z.number().int().describe('Exposure: leads, live autobid maxima and won lots not yet paid, on auctions that require deposits'),
  in_use_open: z.number().int(),
  in_use_unpaid: z.number().int(),
  headroom: z.number().int(),
  refundable: z.number().int().describe('What a refund may take now (0 with anything in use, held or a refund on its way)'),
  topup_min: z.number().int(),
  topup_max: z.number().int(),
  refunds: z.array(refundOut),
});

export const accountQuery = z.object({ auction_id: idField('auction_id').optional() });

export const amountBody = z.object({ amount: rupeeAmount('amount', MAX_DEPOSIT_AMOUNT) });

export const topUpOut = z.object({
  payment_id: z.number().int(),
  order_id: z.string(),
  amount: z.number().int(),
  gateway: z.enum(['simulated', 'razorpay']),
  key: z.string(),
  checkout_url: z.string().nullable(),
});

const gatewayId = (name: string) =>
  z
    .string({ error: zodText('field.required', { field: name }) })
    .trim()
    .min(1, { error: zodText('field.required', { field: name }) })
    .max(256, { error: zodText('field.too_long', { field: name }) });

export const verifyTopUpBody = z.object({
  order_id: gatewayId('order_id'),
  payment_id: gatewayId('payment_id'),
  signature: gatewayId('signature'),
});

/** A credit or an adjustment: the amount moved and the balance after it. */
export const movedOut = z.object({ amount: z.number().int(), balance: z.number().int() });

export const statementQuery = z.object({
  format: z.enum(['pdf', 'csv'], { error: zodText('field.required', { field: 'format' }) }).default('pdf'),
});

// ---- the admins' side ----

const page = {
  page_no: z.preprocess(decimal, z.number().int().min(1).max(10_000)).optional(),
  page_size: z.preprocess(decimal, z.number().int().min(1).max(100)).optional(),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const adminAccountsQuery = z.object({ q: z.string().trim().max(100).optional(), ...page });
export const adminAccountRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  balance: z.number().int(),
  held: z.number().int(),
  in_use: z.number().int(),
  updated_at: z.string(),
});
export const adminAccounts = paged(adminAccountRow);

export const userParams = z.object({ userId: idField('userId') });
export const ledgerEntry = z.object({
  id: z.number().int(),
  txn_id: z.number().int(),
  account: z.string(),
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  created_by: z.number().int().nullable().describe('the admin who adjusted it; null for the system'),
  created_at: z.string(),
});
export const adminLedger = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }),
  balance: z.number().int(),
  held: z.number().int(),
  in_use: z.number().int(),
  refunds: z.array(refundOut),
  entries: z.array(ledgerEntry).describe('newest first'),
});

/**
 * An admin's adjustment: signed whole rupees other than 0, at most MAX_ADJUSTMENT either way, and
 * a reason of at least DEPOSIT_LIMITS.reason_min characters (the console's form, forms/deposits.ts,
 * refuses the same).
 */
export const adjustBody = z.object({
  amount: z.preprocess(
    decimal,
    z
      .number({ error: zodText('field.must_be_number', { field: 'amount' }) })
      .int({ error: zodText('field.must_be_whole', { field: 'amount' }) })
      .refine((n) => n !== 0 && Math.abs(n) <= MAX_ADJUSTMENT, {
        error: zodText('deposits.adjust_amount', { max: MAX_ADJUSTMENT }),
      }),
  ),
  reason: z
    .string({ error: zodText('field.required', { field: 'reason' }) })
    .max(REASON_MAX, { error: zodText('field.too_long', { field: 'reason' }) })
    .trim()
    .min(DEPOSIT_LIMITS.reason_min, { error: zodText('deposits.reason_required') }),
});

export const adminRefundsQuery = z.object({ status: refundStatus.optional(), ...page });
export const adminRefundRow = refundOut.extend({ user_id: z.number().int(), name: z.string(), phone: z.string() });
export const adminRefunds = paged(adminRefundRow);

export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type DepositRefund = z.infer<typeof refundOut>;
export type DepositAccount = z.infer<typeof accountOut>;
export type AmountBody = z.infer<typeof amountBody>;
export type TopUpOrder = z.infer<typeof topUpOut>;
export type VerifyTopUpBody = z.infer<typeof verifyTopUpBody>;
export type Moved = z.infer<typeof movedOut>;
export type AdminAccountRow = z.infer<typeof adminAccountRow>;
export type AdminAccounts = z.infer<typeof adminAccounts>;
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export type AdminLedger = z.infer<typeof adminLedger>;
/** The adjustment as a form sends it: the amount as typed (signed whole rupees, read as a number). */
export type AdjustBody = Omit<z.infer<typeof adjustBody>, 'amount'> & { amount: number | string };
export type AdminRefundRow = z.infer<typeof adminRefundRow>;
export type AdminRefunds = z.infer<typeof adminRefunds>;
