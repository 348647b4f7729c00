import type { FieldKind } from '@/lib/shared/field-kinds';
import { Field } from './field';
import { KindInput } from './kind-input';
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
  const required = field.required ?? false;
  const kind = field.kind;
  if (kind === 'checkbox') return <CheckboxField id={id} field={field} error={error} />;
  return (
    <Field id={id} label={field.label} hint={field.hint} error={error} optional={required ? undefined : optional}>
      {(aria) => {
        if (kind === 'phone' && phone) return phone(aria);
        if (kind === 'select')
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
        return <KindInput {...aria} kind={kind} name={field.name} required={required} defaultValue={defaultValue} />;
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

/** Kinds short enough to sit two in a row on a wide screen. */
const SHORT: ReadonlySet<FieldKind> = new Set(['name', 'email', 'company', 'phone']);

/** A form's fields in rows: two short ones side by side, every other field on a row of its own. */
export function FieldRows<F extends ShownField>({
  fields,
  field,
}: {
  fields: readonly F[];
  field: (field: F) => React.ReactNode;
}) {
  const rows: F[][] = [];
  for (const next of fields) {
    const last = rows.at(-1);
    if (last?.length === 1 && SHORT.has(next.kind) && SHORT.has(last[0]!.kind)) last.push(next);
    else rows.push([next]);
  }
  return rows.map((row) =>
    row.length === 2 ? (
      <div key={row[0]!.name} className={styles.row}>
        {row.map(field)}
      </div>
    ) : (
      field(row[0]!)
    ),
  );
}
