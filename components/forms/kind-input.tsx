import type { FieldKind } from '@/lib/shared/field-kinds';
import { KIND_INPUTS } from '@/lib/leads/rules/limits';
import { Field } from './field';
import styles from './form.module.css';

/** The kinds written into a box of text: one line, or several. */
type TextKind = Exclude<FieldKind, 'select' | 'checkbox'>;

type InputProps = {
  kind: TextKind;
  name: string;
  required?: boolean;
  defaultValue?: string;
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The control of a kind written as text, as its kind says (`type`, autofill, the limit its rule holds it to).
 * Apart from the choices and boxes (./kind-field.tsx), so a fixed form carries only what it draws.
 */
export function KindInput({ kind, name, required, defaultValue, ...aria }: InputProps) {
  const input = KIND_INPUTS[kind];
  if (input.element === 'textarea')
    return (
      <textarea
        {...aria}
        name={name}
        className={styles.textarea}
        rows={5}
        maxLength={input.maxLength}
        required={required}
        defaultValue={defaultValue}
      />
    );
  return (
    <input
      {...aria}
      name={name}
      type={input.type}
      className={styles.input}
      autoComplete={input.autoComplete}
      maxLength={input.maxLength}
      required={required}
      defaultValue={defaultValue}
    />
  );
}

/** A fixed form's field of a text kind: its label, hint and error tied to the control. */
export function TextField({
  id,
  kind,
  name = kind,
  label,
  hint,
  required,
  optional,
  error,
  defaultValue,
}: {
  id: string;
  kind: TextKind;
  name?: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The word for an optional field, in the form's language: `(optional)`. */
  optional: string;
  error?: string;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={required ? undefined : optional}>
      {(aria) => <KindInput {...aria} kind={kind} name={name} required={required} defaultValue={defaultValue} />}
    </Field>
  );
}
