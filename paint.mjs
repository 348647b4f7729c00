import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
for (const url of process.argv.slice(2)) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    times.push(await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const nav = performance.getEntriesByType('navigation')[0];
      const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script').map((r) => r.responseEnd);
      return `fcp ${fcp?.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} lastScript ${Math.max(...scripts).toFixed(0)}`;
    }));
    await page.close();
  }
  console.log(url, times.join(' | '));
}
await browser.close();
