import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountInWords } from '../../../lib/amount-words';
import { formatRupees } from '../../../lib/format';
import type { AmountProblem, ParsedAmount } from '../quote-rules';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Set once the buyer has tried to submit, so errors do not shout while typing. */
  checked: ParsedAmount | null;
  /** The floor the error message names. */
  floor: number;
  currentMax?: number | null;
  disabled?: boolean;
  hint: string;
}

function problemText(
  t: (key: string, options?: Record<string, unknown>) => string,
  problem: AmountProblem,
  floor: number,
  currentMax?: number | null,
) {
  return t(`bid.problem.${problem}`, { amount: formatRupees(problem === 'notARaise' ? (currentMax ?? 0) : floor) });
}

/** A rupee amount: numeric keypad, the hint with the exact next valid amount, the words as typed. */
export function AmountField({ label, value, onChange, checked, floor, currentMax, disabled, hint }: AmountFieldProps) {
  const { t } = useTranslation();
  const inWords = useAmountInWords();
  const id = useId();
  const digits = Number(value.replace(/[^\d]/g, ''));
  const words = value && digits > 0 ? inWords(digits) : '';
  const problem = checked?.problem;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="amount-input">
        <span className="amount-input__symbol" aria-hidden="true">
          ₹
        </span>
        <input
          id={id}
          className="field__input amount-input__field"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d,]/g, ''))}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {words ? <p className="amount-words">{words}</p> : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problemText(t, problem, floor, currentMax)}
        </p>
      ) : null}
    </div>
  );
}
