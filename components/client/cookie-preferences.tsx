'use client';

import { useEffect, useRef, useState } from 'react';
import type { OptionalId } from '@/lib/shared/consent';
import type { ConsentWords } from '@/lib/i18n/chunks';
import styles from './consent.module.css';

type Props = {
  t: ConsentWords;
  /** Changes every time the visitor asks for the dialog. */
  request: number;
  analyticsOn: boolean;
  onChoose: (optional: OptionalId[]) => void;
  onClose: () => void;
};

/** A modal dialog lets Tab leave for the browser's own controls; keep it cycling inside instead. */
function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input:not([disabled]), a[href]')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The cookie preferences dialog, loaded the first time someone opens it. */
export default function CookiePreferences({ t, request, analyticsOn, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [analytics, setAnalytics] = useState(analyticsOn);
  // Each new request starts from the current choice (state adjusted while rendering, as React advises).
  const [shownFor, setShownFor] = useState(request);
  if (shownFor !== request) {
    setShownFor(request);
    setAnalytics(analyticsOn);
  }

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    // Only a new request reopens the dialog; a consent change while open must not.
  }, [request]);

  const choose = (optional: OptionalId[]) => {
    onChoose(optional);
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="cookie-preferences-title"
      onClose={onClose}
      onKeyDown={trapFocus}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          choose(analytics ? ['analytics'] : []);
        }}
      >
        <h2 id="cookie-preferences-title">{t.dialogTitle}</h2>
        <p>{t.dialogIntro}</p>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t.categories}</legend>
          <label className={styles.option}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t.necessary}</strong>
              {t.necessaryText}
            </span>
          </label>
          <label className={styles.option}>
            <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
            <span>
              <strong>{t.analytics}</strong>
              {t.analyticsText}
            </span>
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.choice}>
            {t.save}
          </button>
          <button type="button" className={styles.choice} onClick={() => choose(['analytics'])}>
            {t.acceptAll}
          </button>
          <button type="button" className={styles.choice} onClick={() => choose([])}>
            {t.rejectAll}
          </button>
        </div>
        <button type="button" className={styles.close} aria-label={t.close} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </form>
    </dialog>
  );
}
