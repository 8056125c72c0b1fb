import { badRequest } from '../../errors.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { AUCTION_BUYER } from './account-service.js';
import { OTP_RULES } from './otp-service.js';
import * as repo from './repo.js';
import type { Executor } from '../../db/client.js';

export interface InvitedAccount {
  phone: string;
  firstName: string;
  lastName: string;
  stateId: number | null;
  address: string;
  pincode: string | null;
  language: string | null;
  /** Who asked for the account (kept in users.user_added_by, as self sign-ups keep their phone). */
  addedBy: string;
}

/** A password for an account made from an invitation, and its hash (hashing is slow: outside the transaction). */
export async function invitedPassword() {
  const password = generatePassword();
  return { password, passwordHash: await hashPassword(password) };
}

/**
 * An account made through someone's invitation (a dealer's agent): the phone's sign-up OTP must
 * have been verified and is used up here, in the caller's transaction, as a self sign-up uses it.
 * The account is a plain Auction Buyer in the inviter's state; no documents are asked for, since
 * whatever it quotes is quoted in the inviter's name.
 */
export async function createInvitedAccount(tx: Executor, a: InvitedAccount, passwordHash: string): Promise<number> {
  if (!(await repo.consumeVerifiedSignup(tx, a.phone, OTP_RULES.verifiedGraceSeconds))) throw badRequest('otp.verify_first');
  const userId = await repo.insertUser(tx, {
    phone: a.phone,
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    pincode: a.pincode,
    stateId: a.stateId,
    passwordHash,
    designation: AUCTION_BUYER.code,
    userAddedBy: a.addedBy,
    remarks: 'Dealer agent invitation',
    language: a.language,
  });
  if (a.stateId !== null) await repo.grantState(tx, userId, a.stateId, AUCTION_BUYER.name);
  return userId;
}
