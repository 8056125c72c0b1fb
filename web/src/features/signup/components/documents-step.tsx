import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { AADHAR_LENGTH, PAN_LENGTH, onlyDigits, panInput, type SignupForm } from '../signup-form';
import { DocumentUpload } from './document-upload';
import type { StepError } from './step-error';

interface DocumentsStepProps {
  form: SignupForm;
  onChange: (patch: Partial<SignupForm>) => void;
  busy: boolean;
  error: StepError;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: optional Aadhar and PAN with their pictures, then Create Account. */
export function DocumentsStep({ form, onChange, busy, error, onBack, onSubmit }: DocumentsStepProps) {
  const { t } = useTranslation();
  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="muted signup__note">{t('signup.documentsNote')}</p>
      <fieldset className="signup__group" disabled={busy}>
        <legend className="signup__legend">{t('signup.aadhar')}</legend>
        <TextField
          id="signup-aadhar"
          label={t('signup.aadharNumber')}
          inputMode="numeric"
          maxLength={AADHAR_LENGTH}
          value={form.aadharNumber}
          error={errorFor('aadharNumber')}
          onChange={(e) => onChange({ aadharNumber: onlyDigits(e.target.value, AADHAR_LENGTH) })}
        />
        <div className="upload-pair">
          <DocumentUpload id="signup-aadhar-front" label={t('signup.aadharFront')} file={form.aadharFront} onChange={(file) => onChange({ aadharFront: file })} disabled={busy} />
          <DocumentUpload id="signup-aadhar-back" label={t('signup.aadharBack')} file={form.aadharBack} onChange={(file) => onChange({ aadharBack: file })} disabled={busy} />
        </div>
      </fieldset>
      <fieldset className="signup__group" disabled={busy}>
        <legend className="signup__legend">{t('signup.pan')}</legend>
        <TextField
          id="signup-pan"
          label={t('signup.panNumber')}
          autoCapitalize="characters"
          maxLength={PAN_LENGTH}
          value={form.panNumber}
          error={errorFor('panNumber')}
          onChange={(e) => onChange({ panNumber: panInput(e.target.value) })}
        />
        <div className="upload-pair">
          <DocumentUpload id="signup-pan-front" label={t('signup.panFront')} file={form.panFront} onChange={(file) => onChange({ panFront: file })} disabled={busy} />
        </div>
      </fieldset>
      <div className="signup__actions">
        <button type="button" className="button button--outline" onClick={onBack} disabled={busy}>
          {t('signup.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.loading') : t('signup.createAccount')}
        </button>
      </div>
    </form>
  );
}
