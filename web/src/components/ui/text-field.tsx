import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | null;
  /** Optional marker next to the label, such as '(optional)'. */
  hint?: ReactNode;
  /** The input element (react-hook-form's register focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message wired up for screen readers. */
export function TextField({ id, label, error, hint, className = 'field__input', ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {hint ? <span className="field__hint"> {hint}</span> : null}
      </label>
      <input
        id={id}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
