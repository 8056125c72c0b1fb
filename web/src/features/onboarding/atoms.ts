import { atom } from 'jotai';
import type { CreatedAccount } from '../signup/api/signup';
import type { VerifiedSubscription } from '../subscription/api/subscription';

/**
 * Spec §4 sign-up flow: sign-up, the account-created dialog, the plan modal (marked as sign-up),
 * then the payment confirmation. One step at a time; 'closed' when none is open.
 */
export type OnboardingState =
  | { step: 'closed' }
  | { step: 'signup' }
  | { step: 'account-created'; account: CreatedAccount; loggedIn: boolean }
  | { step: 'plans'; phone: string; name?: string; fromSignup: boolean }
  | { step: 'confirmation'; result: VerifiedSubscription };

export const onboardingAtom = atom<OnboardingState>({ step: 'closed' });

/** While the flow is open the login form and promotional pop-ups stay out of the way (spec §2). */
export const onboardingOpenAtom = atom((get) => get(onboardingAtom).step !== 'closed');
