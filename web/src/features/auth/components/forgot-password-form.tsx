import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../lib/routes';
import { PHONE_INPUT } from '../../../lib/phone';
import { toast } from '../../../lib/toast';
import { sanitizePhone } from '../api/login';
import { MIN_PASSWORD_LENGTH, OTP_RESEND_SECONDS, resetPassword, sendResetOtp } from '../api/forgot-password';
import { useCountdown } from '../../../lib/use-countdown';

/** Phone → OTP sent → OTP + new password; on success back to /login. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [otpSent, setOtpSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [resendIn, startCountdown] = useCountdown(OTP_RESEND_SECONDS);

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

  const sendOtp = () => {
    if (phone.length !== 10) return setError(t('forgot.phoneInvalid'));
    setError('');
    void run(
      () => sendResetOtp(phone),
      () => {
        setOtpSent(true);
        startCountdown();
        toast.success(t('forgot.otpSent'));
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSent) return sendOtp();
    if (!/^\d{4}$/.test(otp)) return setError(t('forgot.otpInvalid'));
    if (password.length < MIN_PASSWORD_LENGTH) return setError(t('forgot.passwordShort', { min: MIN_PASSWORD_LENGTH }));
    if (password !== confirm) return setError(t('forgot.passwordMismatch'));
    setError('');
    void run(
      () => resetPassword({ phone, otp, password, confirm }),
      () => {
        toast.success(t('forgot.changed'));
        navigate(ROUTES.login);
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="forgot-phone" className="field__label">
          {t('login.phone')}
        </label>
        <input
          id="forgot-phone"
          className="field__input"
          {...PHONE_INPUT}
          value={phone}
          placeholder={t('login.phonePlaceholder')}
          onChange={(event) => {
            const next = sanitizePhone(event.target.value);
            // The same number re-typed or pasted in another shape keeps the OTP already sent.
            if (next !== phone) setOtpSent(false);
            setPhone(next);
          }}
        />
      </div>
      {otpSent ? (
        <>
          <div className="field">
            <label htmlFor="forgot-otp" className="field__label">
              {t('forgot.otp')}
            </label>
            <input
              id="forgot-otp"
              className="field__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 4))}
            />
            <button type="button" className="link-button" disabled={busy || resendIn > 0} onClick={sendOtp}>
              {resendIn > 0 ? t('forgot.resendIn', { seconds: resendIn }) : t('forgot.resend')}
            </button>
          </div>
          <div className="field">
            <label htmlFor="forgot-password" className="field__label">
              {t('forgot.newPassword')}
            </label>
            <input
              id="forgot-password"
              className="field__input"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="forgot-confirm" className="field__label">
              {t('forgot.confirmPassword')}
            </label>
            <input
              id="forgot-confirm"
              className="field__input"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </div>
        </>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
        {busy ? t('common.loading') : otpSent ? t('forgot.changePassword') : t('forgot.sendOtp')}
      </button>
    </form>
  );
}
