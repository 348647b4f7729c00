// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { wordsOf } from '@/lib/i18n/words';
import { CONSENT_ASK_ATTRIBUTE, CONSENT_COOKIE, ENABLED_COOKIE } from '@/lib/shared/consent';
import { ConsentManager } from './consent-manager';
import { CookieSettings } from './cookie-settings';

// The banner as the server writes it, run by ConsentManager, and the preferences dialog it loads: what a
// visitor's choice stores, and where the keyboard goes.

const cookies = () => Object.fromEntries(document.cookie.split('; ').map((pair) => pair.split('=')));

function page(locale: 'en' | 'pl' = 'en') {
  return render(
    <>
      <ConsentBanner locale={locale} policy="/privacy-policy" />
      <ConsentManager locale={locale} loading="…" />
      <CookieSettings />
      <button type="button" data-cookie-settings="">
        Cookie settings
      </button>
    </>,
  );
}

beforeEach(() => {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; max-age=0; path=/`;
  // What the head script sets while no choice is stored.
  document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
});
afterEach(cleanup);

describe('the consent banner', () => {
  it('ships its buttons disabled, and enables them once it can act on them', () => {
    const html = document.createElement('div');
    render(<ConsentBanner locale="en" policy="/privacy-policy" />, { container: html });
    for (const button of html.querySelectorAll('button')) expect(button.disabled).toBe(true);
    cleanup();
    page();
    const t = wordsOf('en', 'consent');
    for (const name of [t.acceptAll, t.rejectAll, t.preferences])
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false);
  });

  it('stores "reject" as necessary cookies only, and stops asking', () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: wordsOf('en', 'consent').rejectAll }));
    expect(cookies()[CONSENT_COOKIE]).toBeDefined();
    expect(cookies()[ENABLED_COOKIE]).not.toMatch(/analytics/);
    expect(document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)).toBe(false);
  });

  it('stores "accept" with analytics on, in Polish', () => {
    page('pl');
    fireEvent.click(screen.getByRole('button', { name: wordsOf('pl', 'consent').acceptAll }));
    expect(cookies()[ENABLED_COOKIE]).toMatch(/analytics/);
    expect(document.documentElement.hasAttribute(CONSENT_ASK_ATTRIBUTE)).toBe(false);
  });
});

describe('the preferences dialog', () => {
  it('opens from the banner with the current choice, keeps Tab inside, saves, and gives focus back', async () => {
    page();
    const opener = screen.getByRole('button', { name: wordsOf('en', 'consent').preferences });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: /cookie/i });
    const analytics = screen.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled)!;
    expect((analytics as HTMLInputElement).checked).toBe(false);
    // Tab on the last control comes back to the first, and Shift+Tab on the first goes to the last.
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button, input:not([disabled]), a[href]')];
    expect(focusable.length).toBeGreaterThan(2);
    focusable.at(-1)!.focus();
    fireEvent.keyDown(focusable.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(focusable[0]);
    fireEvent.keyDown(focusable[0]!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(focusable.at(-1));
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: wordsOf('en', 'consent').save }));
    expect(cookies()[ENABLED_COOKIE]).toMatch(/analytics/);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens from the footer link showing the stored choice, and a withdrawal turns analytics off', async () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: wordsOf('en', 'consent').acceptAll }));
    const footer = screen.getByRole('button', { name: 'Cookie settings' });
    fireEvent.click(footer);
    await screen.findByRole('dialog');
    const analytics = screen.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled)!;
    expect((analytics as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: wordsOf('en', 'consent').rejectAll }).at(-1)!);
    expect(cookies()[ENABLED_COOKIE]).not.toMatch(/analytics/);
    await waitFor(() => expect(document.activeElement).toBe(footer));
  });
});
