// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClosedNotice } from './closed-notice';

// The careers listing's notice of a closed position: none in the HTML, then read from the address once the
// page runs, and again after a navigation inside the site (the router moves the address, then popstate).

const WORDS = { named: 'The position “{title}” is closed.', unnamed: 'That position is closed.', after: 'See below.' };
const TITLES = { 'qa-automation-engineer': 'QA Automation Engineer' };

const at = (search: string) => window.history.replaceState(null, '', `/career${search}`);

afterEach(() => {
  cleanup();
  at('');
});

describe('ClosedNotice', () => {
  it('names the closed position the address gives, as a status', () => {
    at('?closed=qa-automation-engineer');
    render(<ClosedNotice titles={TITLES} words={WORDS} />);
    expect(screen.getByRole('status').textContent).toBe('The position “QA Automation Engineer” is closed. See below.');
  });

  it('says a position closed without naming one it does not know', () => {
    at('?closed=no-such-job');
    render(<ClosedNotice titles={TITLES} words={WORDS} />);
    expect(screen.getByRole('status').textContent).toBe('That position is closed. See below.');
  });

  it('shows nothing without one, and appears when a navigation brings one', () => {
    render(<ClosedNotice titles={TITLES} words={WORDS} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      at('?closed=qa-automation-engineer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('status').textContent).toContain('QA Automation Engineer');
  });
});
