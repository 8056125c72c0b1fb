import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { PHONE_INPUT, phoneFieldValue } from '../../../lib/phone';
import { toast } from '../../../lib/toast';
import { PIN_LENGTH, createLead, leadErrorText, type PincodeArea } from '../api/leads';
import { usePincodeLookup } from '../use-pincode-lookup';

interface LeadFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The request was stored: the caller shows the success dialog. */
  onSubmitted: () => void;
}

type Field = 'name' | 'phone' | 'pincode';
const REQUIRED: Record<Field, string> = {
  name: 'leads.nameRequired',
  phone: 'leads.phoneRequired',
  pincode: 'leads.pincodeRequired',
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** 'Enter Your Details...': the call-back request of spec §2–§5. */
export function LeadFormModal({ open, onClose, onSubmitted }: LeadFormModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [pincode, setPincode] = useState('');
  const [state, setState] = useState('');
  const [district, setDistrict] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  /** A field's error goes as soon as the field is filled in again. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field] && value.trim()) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const fillArea = (area: PincodeArea | null) => {
    setState(area?.state ?? '');
    setDistrict(area?.district ?? '');
  };
  const lookup = usePincodeLookup(pincode, fillArea);
  // State and district are typed in only when the lookup could not fill them (spec §5).
  const areaEditable = lookup.status === 'failed';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values: Record<Field, string> = { name: name.trim(), phone, pincode };
    const missing = (Object.keys(REQUIRED) as Field[]).filter((field) => !values[field]);
    setErrors(Object.fromEntries(missing.map((field) => [field, t(REQUIRED[field])])));
    if (missing.length > 0) return;

    setSubmitting(true);
    try {
      const body = await createLead({ name: values.name, phone, state, district });
      if (body.status === 200) {
        onSubmitted();
        return;
      }
      toast.error(leadErrorText(body, t('common.somethingWentWrong')));
    } catch (error) {
      console.error('lead request failed', error);
      toast.error(t('common.somethingWentWrong'));
    } finally {
      setSubmitting(false);
    }
  };

  const errorProps = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `lead-${field}-error` } : {};
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`lead-${field}-error`} className="field__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Modal open={open} title={t('leads.title')} onClose={onClose} closeHidden={submitting} size="sm">
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="lead-name" className="field__label">
            {t('leads.name')}
          </label>
          <input id="lead-name" className="field__input" autoComplete="name" value={name} onChange={(e) => edit('name', setName)(e.target.value)} {...errorProps('name')} />
          {errorText('name')}
        </div>
        <div className="field">
          <label htmlFor="lead-phone" className="field__label">
            {t('leads.phone')}
          </label>
          <input
            id="lead-phone"
            className="field__input"
            {...PHONE_INPUT}
            value={phone}
            onChange={(e) => edit('phone', setPhone)(phoneFieldValue(e.target.value))}
            {...errorProps('phone')}
          />
          {errorText('phone')}
        </div>
        <div className="field">
          <label htmlFor="lead-pincode" className="field__label">
            {t('leads.pincode')}
          </label>
          <div className="field__with-action">
            <input
              id="lead-pincode"
              className="field__input"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PIN_LENGTH}
              value={pincode}
              onChange={(e) => {
                edit('pincode', setPincode)(digits(e.target.value, PIN_LENGTH));
                fillArea(null);
              }}
              {...errorProps('pincode')}
            />
            {lookup.status === 'loading' ? (
              <span className="field__action">
                <Spinner size="sm" tone="brand" />
              </span>
            ) : null}
          </div>
          {errorText('pincode')}
          {lookup.status === 'failed' ? (
            <p className="field__error" role="alert">
              {lookup.message}
            </p>
          ) : null}
        </div>
        <div className="form__row">
          <div className="field">
            <label htmlFor="lead-state" className="field__label">
              {t('leads.state')}
            </label>
            <input id="lead-state" className="field__input" value={state} disabled={!areaEditable} onChange={(e) => setState(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="lead-district" className="field__label">
              {t('leads.district')}
            </label>
            <input id="lead-district" className="field__input" value={district} disabled={!areaEditable} onChange={(e) => setDistrict(e.target.value)} />
          </div>
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
          {submitting ? t('common.loading') : t('leads.submit')}
        </button>
      </form>
    </Modal>
  );
}
