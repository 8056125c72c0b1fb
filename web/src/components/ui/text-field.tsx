import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control and announced (its id is `${id}-error`). */
  error?: string | null | undefined;
  /** Optional marker next to the label, such as '(optional)'. */
  hint?: ReactNode;
  /** The control, labelled by `label` through `id`. */
  children: ReactNode;
}

/** A form field: the label (with its hint), the control, and the control's error line. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {hint ? <span className="field__hint"> {hint}</span> : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * An error line, announced: a control's (`id`: the control's, whose `aria-describedby` names the
 * line) or, without one, a whole form's.
 */
export function FieldError({ id, error }: { id?: string; error?: ReactNode }) {
  return error ? (
    <p id={id === undefined ? undefined : `${id}-error`} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The control's side of an error: invalid, and described by its error line. */
export const invalidProps = (id: string, error: string | null | undefined) =>
  ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }) as const;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | null;
  /** Optional marker next to the label, such as '(optional)'. */
  hint?: ReactNode;
  /** The input element (react-hook-form's register focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
  /** Shown under the input (what it takes). */
  note?: ReactNode;
}

/** A labelled input with its error message wired up for screen readers. */
export function TextField({ id, label, error, hint, note, className = 'field__input', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} className={className} {...invalidProps(id, error)} {...input} />
      {note}
    </Field>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown under the text area (what it still needs). */
  note?: ReactNode;
}

/** A labelled text area (a reason, a note) with its error message wired up for screen readers. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  note,
  className = 'field__input field__textarea',
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea id={id} className={className} {...invalidProps(id, error)} {...textarea} />
      {note}
    </Field>
  );
}
