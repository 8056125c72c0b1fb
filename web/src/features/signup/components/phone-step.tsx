import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { OTP_LENGTH, onlyDigits, type SignupForm } from '../signup-form';
import type { StepError } from './step-error';

interface PhoneStepProps {
  form: SignupForm;
  onChange: (patch: Partial<SignupForm>) => void;
  otpSent: boolean;
  /** Seconds until Resend OTP; 0 when it may be pressed. */
  resendIn: number;
  busy: boolean;
  error: StepError;
  onSendOtp: () => void;
  onVerify: () => void;
}

/** Step 1: mobile number, Send OTP, then the OTP with a 30 s resend countdown (spec §4, §5). */
export function PhoneStep({ form, onChange, otpSent, resendIn, busy, error, onSendOtp, onVerify }: PhoneStepProps) {
  const { t } = useTranslation();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (otpSent) onVerify();
        else onSendOtp();
      }}
    >
      <TextField
        id="signup-phone"
        label={t('signup.phone')}
        {...PHONE_INPUT}
        placeholder={t('login.phonePlaceholder')}
        value={form.phone}
        error={errorFor('phone')}
        disabled={busy}
        // A changed number needs a new OTP (spec §4); the same number (re-typed or pasted) keeps it.
        onChange={(event) => {
          const phone = phoneFieldValue(event.target.value);
          onChange(phone === form.phone ? { phone } : { phone, otp: '' });
        }}
      />
      {otpSent ? (
        <>
          <TextField
            id="signup-otp"
            label={t('signup.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder={t('signup.otpPlaceholder')}
            value={form.otp}
            error={errorFor('otp')}
            disabled={busy}
            onChange={(event) => onChange({ otp: onlyDigits(event.target.value, OTP_LENGTH) })}
          />
          <p className="signup__resend" aria-live="polite">
            {resendIn > 0 ? (
              <span className="muted">{t('signup.resendIn', { seconds: resendIn })}</span>
            ) : (
              <button type="button" className="link-button" onClick={onSendOtp} disabled={busy}>
                {t('signup.resendOtp')}
              </button>
            )}
          </p>
          <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
            {busy ? t('common.loading') : t('signup.verifyOtp')}
          </button>
        </>
      ) : (
        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {busy ? t('common.loading') : t('signup.sendOtp')}
        </button>
      )}
    </form>
  );
}
