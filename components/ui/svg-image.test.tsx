import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SvgImage } from './svg-image';

const html = (priority?: 'high' | 'low') =>
  renderToStaticMarkup(
    <SvgImage src="/images/blog/monolith-first.svg" alt="" width={40} height={40} priority={priority} />,
  );

describe('SvgImage', () => {
  it('loads a high-priority image at once, and early', () => {
    expect(html('high')).toMatch(/loading="eager"/);
    expect(html('high')).toMatch(/fetchPriority="high"/);
  });

  // Chrome raises an image in view to high priority; the largest paint of a page would then wait for it.
  it('keeps a low-priority image lazy and low', () => {
    expect(html('low')).toMatch(/loading="lazy"/);
    expect(html('low')).toMatch(/fetchPriority="low"/);
  });

  it('leaves any other image lazy, at the browser’s priority', () => {
    expect(html()).toMatch(/loading="lazy"/);
    expect(html()).not.toMatch(/fetchPriority/i);
  });
});
