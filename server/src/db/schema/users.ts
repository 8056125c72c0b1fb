import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { states } from './catalog.js';
import { createdAt, id, tstz, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: id(),
  phone: char({ length: 10 }).notNull().unique(),
  firstName: text().notNull(),
  middleName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  email: text().notNull().default(''),
  address: text().notNull().default(''),
  pincode: char({ length: 6 }),
  stateId: integer().references(() => states.id),
  passwordHash: text().notNull(),
  isAdmin: boolean().notNull().default(false),
  isAuctionAdmin: boolean().notNull().default(false),
  designation: integer().notNull().default(49),
  isActive: boolean().notNull().default(true),
  isBlocked: boolean().notNull().default(false),
  blockDescription: text().notNull().default(''),
  isSubscribed: boolean().notNull().default(false),
  neverSubscribed: boolean().notNull().default(true),
  subscriptionDate: tstz(),
  subscriptionEndDate: tstz(),
  /** Segment codes the active plan covers; null means PAN India (every segment). */
  subscriptionSegments: text().array(),
  docsUploaded: boolean().notNull().default(false),
  /**
   * Every document a buyer is asked for (Aadhaar both sides, PAN) is current and verified by an
   * admin. Kept by the KYC review and by uploads, so the quote gate reads one column.
   */
  kycVerified: boolean().notNull().default(false),
  /** Last four digits only: the full Aadhaar number is never stored. */
  aadharLast4: char({ length: 4 }),
  panNumber: char({ length: 10 }),
  userAddedBy: text().notNull().default(''),
  remarks: text().notNull().default(''),
  isChannelFinanced: boolean().notNull().default(false),
  /** A dealer account: may invite agents who quote in its name (modules/dealers). */
  isDealer: boolean().notNull().default(false),
  /** A one-time password (admin:create) must be replaced before anything else is allowed. */
  mustChangePassword: boolean().notNull().default(false),
  /** Consecutive failed sign-ins; reset by a successful one (accounts/login-throttle.ts). */
  failedLogins: integer().notNull().default(0),
  /**
   * The language the user last chose on the site (en, hi, mr, gu, kn, te, ta); null until they
   * choose. The one source of truth for their PDFs, notifications and the server's messages when a
   * request names no language (docs/server-messages.md).
   */
  language: text(),
  lastFailedLoginAt: tstz(),
  loginLockedUntil: tstz(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** assigned_states_designations of the sign-up payload: which states a user may quote in, as what. */
export const userStatePermissions = pgTable(
  'user_state_permissions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    designation: text().notNull().default('Auction Buyer'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stateId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table cannot be replayed as cookies. */
    tokenHash: char({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: tstz().notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const otpPurpose = pgEnum('otp_purpose', ['signup', 'reset_password']);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    phone: char({ length: 10 }).notNull(),
    purpose: otpPurpose().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: tstz().notNull(),
    verifiedAt: tstz(),
    consumedAt: tstz(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.purpose, sql`${t.createdAt} desc`)],
);

export const documentKind = pgEnum('document_kind', ['aadhar_front', 'aadhar_back', 'pan_front']);
export const documentStatus = pgEnum('document_status', ['pending', 'verified', 'rejected']);
/** Why an admin rejected a document: the buyer sees the reason's text in their language. */
export const documentRejectReason = pgEnum('document_reject_reason', [
  'unreadable',
  'cut_off',
  'wrong_document',
  'details_mismatch',
  'other',
]);

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: documentKind().notNull(),
    storageKey: text().notNull(),
    mime: text().notNull(),
    sizeBytes: integer().notNull(),
    status: documentStatus().notNull().default('pending'),
    createdAt: createdAt(),
    replacedAt: tstz(),
    /** The review decision, written once (pending → verified | rejected). */
    reviewedAt: tstz(),
    reviewedBy: integer().references(() => users.id),
    rejectReason: documentRejectReason(),
    rejectNote: text(),
  },
  (t) => [
    uniqueIndex('identity_documents_current_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.replacedAt} is null`),
    // The review queue: current documents by status, oldest first.
    index('identity_documents_queue_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.replacedAt} is null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    url: text(),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, sql`${t.createdAt} desc`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer().references(() => users.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().notNull().default({}),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(sql`${t.createdAt} desc`)],
);

/** Secrets made once per installation (the simulated gateway's key when APP_SECRET is not set). */
export const installationSecrets = pgTable('installation_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
