import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError, type ApiResponse } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCountdown } from '../../lib/use-countdown';
import { useLatest } from '../../lib/use-latest';
import { login } from '../auth/api/login';
import { userFromLoginCheck } from '../session/api/login-check';
import { sessionAtom } from '../session/atoms';
import { createAccount, getSignupStates, sendSignupOtp, verifySignupOtp, type CreatedAccount, type StateOption } from './api/signup';
import {
  EMPTY_SIGNUP_FORM,
  OTP_RESEND_SECONDS,
  signupPayload,
  type DocumentsStepValues,
  type PersonalStepValues,
  type SignupForm,
} from './signup-form';

export type SignupStep = 1 | 2 | 3;

/** Called once the account exists; loggedIn says whether the automatic login worked. */
export type OnAccountCreated = (account: CreatedAccount, loggedIn: boolean) => void;

/**
 * The sign-up modal's answers and transitions (spec §4 'Sign-up steps'). Each step's form checks
 * its own fields (signup-form.ts) and hands its values over only when they pass.
 */
export function useSignup(onCreated: OnAccountCreated) {
  const { t } = useTranslation();
  const dispatch = useSetAtom(sessionAtom);
  const [form, setForm] = useState<SignupForm>(EMPTY_SIGNUP_FORM);
  const [step, setStep] = useState<SignupStep>(1);
  // The number the last OTP went to: its OTP field stays while that same number is in the field.
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [states, setStates] = useState<StateOption[] | null>(null);
  const [resendIn, startCountdown] = useCountdown(OTP_RESEND_SECONDS);

  const translate = useLatest(t);
  // Fetched while the buyer reads the OTP: step 2 then opens with its list ready.
  useEffect(() => {
    const t = translate.current;
    const controller = new AbortController();
    getSignupStates({ signal: controller.signal })
      .then((body) => {
        if (body.status !== 200) toast.error(body.msg || t('common.somethingWentWrong'));
        setStates(body.states);
      })
      .catch((failure: unknown) => {
        if (isAbortError(failure)) return;
        console.error('loading sign-up states failed', failure);
        setStates([]);
      });
    return () => controller.abort();
  }, [translate]);

  const update = (patch: Partial<SignupForm>) => setForm((current) => ({ ...current, ...patch }));

  /** One request with the busy state; a non-200 answer shows its msg (spec §8). */
  const run = async (request: () => Promise<ApiResponse>): Promise<ApiResponse | null> => {
    setBusy(true);
    try {
      const body = await request();
      if (body.status === 200) return body;
      toast.error(body.msg || t('common.somethingWentWrong'));
    } catch (failure) {
      console.error('sign-up request failed', failure);
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
    return null;
  };

  /** Sends the OTP to a checked 10-digit number; true when it went. */
  const sendOtp = async (phone: string): Promise<boolean> => {
    if (!(await run(() => sendSignupOtp(phone)))) return false;
    setForm((current) => ({ ...current, phone, otp: '' }));
    setOtpSentTo(phone);
    startCountdown();
    toast.success(t('signup.otpSent'));
    return true;
  };

  const verifyOtp = async (phone: string, otp: string) => {
    if (await run(() => verifySignupOtp(phone, otp))) {
      setForm((current) => ({ ...current, phone, otp }));
      setStep(2);
    }
  };

  const personal = ({ state, ...values }: PersonalStepValues): Partial<SignupForm> => ({
    ...values,
    state: states?.find((option) => String(option.id) === state) ?? null,
  });

  const next = (values: PersonalStepValues) => {
    update(personal(values));
    setStep(3);
  };

  /** Back to step 2, the numbers typed so far kept. */
  const back = (values: DocumentsStepValues) => {
    update(values);
    setStep(2);
  };

  const submit = async (values: DocumentsStepValues) => {
    update(values);
    const answers = { ...form, ...values };
    const body = await run(() => createAccount(signupPayload(answers)));
    if (!body) return;
    const created = body.data as Partial<CreatedAccount> | undefined;
    const account: CreatedAccount = {
      name: created?.name ?? `${answers.firstname} ${answers.lastname}`.trim(),
      phone: created?.phone ?? answers.phone,
      password: created?.password ?? '',
    };
    setBusy(true);
    const loggedIn = await autoLogin(account);
    setBusy(false);
    toast.success(t('signup.created'));
    onCreated(account, loggedIn);
  };

  const autoLogin = async (account: CreatedAccount): Promise<boolean> => {
    try {
      const reply = await login({ phone: account.phone, password: account.password });
      if (reply.status !== 200) return false;
      dispatch({ type: 'LOGIN', user: userFromLoginCheck(reply) });
      return true;
    } catch (failure) {
      console.error('login after sign-up failed', failure);
      return false;
    }
  };

  return { form, update, step, otpSentTo, busy, states, resendIn, sendOtp, verifyOtp, next, back, submit };
}
