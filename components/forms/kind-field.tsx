import { type FieldKind, KIND_INPUTS } from '@/lib/leads/rules/limits';
import { Field } from './field';
import styles from './form.module.css';

/** A field as a page shows it: its kind and name, and its words in the page's language. */
export type ShownField = {
  name: string;
  kind: FieldKind;
  required?: boolean;
  label: string;
  hint?: string;
  /** A select's options, in the order shown. */
  options?: readonly { value: string; label: string }[];
  /** A select's empty first option ("Choose a service"): the value of an optional one left alone. */
  placeholder?: string;
};

type Props = {
  id: string;
  field: ShownField;
  error?: string;
  /** The word for an optional field, in the form's language: `(optional)`. */
  optional: string;
  defaultValue?: string;
  /** The rich phone input a client form puts in place of the plain one (components/forms/phone-field.tsx). */
  phone?: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
};

/**
 * One field of any kind: its label, hint and error tied to the control, and the control as its kind
 * says (`type`, autofill, the limit its rule holds it to). No state of its own, so the same markup is
 * drawn by a client form, a plain HTML one and the web editor's preview.
 */
export function KindField({ id, field, error, optional, defaultValue, phone }: Props) {
  const input = KIND_INPUTS[field.kind];
  const required = field.required ?? false;
  if (field.kind === 'checkbox') return <CheckboxField id={id} field={field} error={error} />;
  return (
    <Field id={id} label={field.label} hint={field.hint} error={error} optional={required ? undefined : optional}>
      {(aria) => {
        if (field.kind === 'phone' && phone) return phone(aria);
        if (input.element === 'textarea')
          return (
            <textarea
              {...aria}
              name={field.name}
              className={styles.textarea}
              rows={5}
              maxLength={input.maxLength}
              required={required}
              defaultValue={defaultValue}
            />
          );
        if (input.element === 'select')
          return (
            <select
              {...aria}
              key={defaultValue}
              name={field.name}
              className={styles.input}
              required={required}
              defaultValue={defaultValue ?? ''}
            >
              <option value="">{field.placeholder ?? ''}</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        return (
          <input
            {...aria}
            name={field.name}
            type={input.type}
            className={styles.input}
            autoComplete={input.autoComplete}
            maxLength={input.maxLength}
            required={required}
            defaultValue={defaultValue}
          />
        );
      }}
    </Field>
  );
}

/** A box to tick, its label beside it; a required one says so by its rule's message when left empty. */
function CheckboxField({ id, field, error }: { id: string; field: ShownField; error?: string }) {
  const described = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value="on"
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <label htmlFor={id}>{field.label}</label>
      </div>
      {field.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
