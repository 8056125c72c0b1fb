import { resetForm, resetPhoneForm, type ResetValues } from '@vahanhaat/contract/forms/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/forms/message-text';
import { tidied, useSubmit, useZodForm } from '../../../lib/forms/use-zod-form';
import { PHONE_INPUT } from '../../../lib/phone';
import { ROUTES } from '../../../lib/routes';
import { toast } from '../../../lib/toast';
import { useCountdown } from '../../../lib/use-countdown';
import { OTP_RESEND_SECONDS, resetPassword, sendResetOtp } from '../api/forgot-password';
import { sanitizePhone } from '../api/login';
import { NewPasswordFields } from './new-password-fields';

/** Phone → OTP sent → OTP + new password; on success back to /login. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  // The number the OTP went to: the OTP and password fields show while it is in the field.
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, startCountdown] = useCountdown(OTP_RESEND_SECONDS);
  const form = useZodForm<ResetValues>(otpSentTo === null ? resetPhoneForm : resetForm, {
    defaultValues: { phone: '', otp: '', password: '', confirm: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const phone = watch('phone');
  const otpSent = otpSentTo !== null && otpSentTo === phone;

  const run = async (request: () => Promise<{ status: number; msg?: string }>, onSuccess: () => void) => {
    setBusy(true);
    try {
      const body = await request();
      if (body.status === 200) onSuccess();
      else toast.error(body.msg || t('common.somethingWentWrong'));
    } catch (failure) {
      console.error('password reset request failed', failure);
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  const sendOtp = (to: string) =>
    run(
      () => sendResetOtp(to),
      () => {
        setOtpSentTo(to);
        startCountdown();
        toast.success(t('forgot.otpSent'));
      },
    );

  const submit = useSubmit(form, (values) =>
    otpSent
      ? run(
          () => resetPassword(values),
          () => {
            toast.success(t('forgot.changed'));
            navigate(ROUTES.login);
          },
        )
      : sendOtp(values.phone),
  );

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="forgot-phone"
        label={t('login.phone')}
        {...PHONE_INPUT}
        placeholder={t('login.phonePlaceholder')}
        error={errorText(errors.phone)}
        // The same number re-typed or pasted in another shape keeps the OTP already sent.
        {...tidied(register('phone'), sanitizePhone)}
      />
      {otpSent ? (
        <>
          <div className="field">
            <TextField
              id="forgot-otp"
              label={t('forgot.otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errorText(errors.otp)}
              {...tidied(register('otp'), (value) => value.replace(/\D/g, '').slice(0, 4))}
            />
            <button type="button" className="link-button" disabled={busy || resendIn > 0} onClick={() => void sendOtp(phone)}>
              {resendIn > 0 ? t('forgot.resendIn', { seconds: resendIn }) : t('forgot.resend')}
            </button>
          </div>
          <NewPasswordFields
            ids={['forgot-password', 'forgot-confirm']}
            password={register('password')}
            confirm={register('confirm')}
            errors={errors}
          />
        </>
      ) : null}
      <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
        {busy ? t('common.loading') : otpSent ? t('forgot.changePassword') : t('forgot.sendOtp')}
      </button>
    </form>
  );
}
