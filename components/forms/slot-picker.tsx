'use client';

import styles from './form.module.css';

/** Free starts by day, as GET /api/bookings/slots answers them. */
export type Slots = Record<string, string[]>;

type Props = {
  slots: Slots;
  zone: string;
  /** The page's language tag. */
  tag: string;
  legend: string;
  hint: string;
  value: string | undefined;
  onChange: (slot: string) => void;
  error?: string;
};

/**
 * The free times as radio buttons grouped by day: one group for the keyboard (arrows move between
 * times, across days), each named by its day and time in the page's language and the visitor's zone.
 */
export function SlotPicker({ slots, zone, tag, legend, hint, value, onChange, error }: Props) {
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone });
  const hour = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: zone });
  const days = Object.entries(slots).filter(([, starts]) => starts.length > 0);
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? 'call-slot-hint call-slot-error' : 'call-slot-hint'}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      <p id="call-slot-hint" className={styles.hint}>
        {hint}
      </p>
      <div className={styles.days}>
        {days.map(([date, starts]) => {
          const dayName = day.format(new Date(starts[0]!));
          return (
            <fieldset key={date} className={styles.day}>
              <legend className={styles.dayName}>{dayName}</legend>
              <div className={styles.times}>
                {starts.map((start) => {
                  const time = hour.format(new Date(start));
                  return (
                    <label key={start} className={styles.time}>
                      <input
                        type="radio"
                        name="slot"
                        value={start}
                        checked={value === start}
                        onChange={() => onChange(start)}
                        aria-label={`${dayName}, ${time}`}
                      />
                      <span>{time}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id="call-slot-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
