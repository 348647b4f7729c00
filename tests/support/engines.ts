// Our own WebDriver client (classic, over fetch) for WebKit: the `webdriver` package brings driver
// downloaders (geckodriver, edgedriver, @puppeteer/browsers) for the eight commands used here.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

/** One tab of Firefox or WebKit, driven the same way: elements by XPath, scripts as expressions. */
export type EnginePage = {
  engine: string;
  version: string;
  goto: (url: string) => Promise<void>;
  click: (xpath: string) => Promise<void>;
  type: (xpath: string, text: string) => Promise<void>;
  evaluate: <T>(expression: string) => Promise<T>;
  close: () => Promise<void>;
};

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const VIEWPORT = { width: 1280, height: 900 };

/** Firefox over WebDriver BiDi (puppeteer-core with the system Firefox; nothing is downloaded). */
export async function openFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const page = await browser.newPage();
  const locate = (xpath: string) => page.locator(`::-p-xpath(${xpath})`).setTimeout(15_000);
  return {
    engine: 'Firefox',
    version: await browser.version(),
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    click: (xpath) => locate(xpath).click(),
    type: (xpath, text) => locate(xpath).fill(text),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    close: () => browser.close(),
  };
}

/** A free display for WebKitGTK, which has no headless mode: Xvfb, unless one is set. */
async function display(): Promise<{ name: string; server?: ChildProcess }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY };
  const number = 90 + Math.floor(Math.random() * 400);
  const server = spawn('Xvfb', [`:${number}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const socket = `/tmp/.X11-unix/X${number}`;
  for (let waited = 0; !fs.existsSync(socket); waited += 100) {
    if (waited > 10_000) throw new Error(`Xvfb :${number} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name: `:${number}`, server };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The MiniBrowser that WebKitWebDriver drives, beside Debian's WebKitGTK libraries. */
function miniBrowser(): string {
  const lib = '/usr/lib';
  for (const arch of fs.readdirSync(lib)) {
    for (const version of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const binary = path.join(lib, arch, version, 'MiniBrowser');
      if (fs.existsSync(binary)) return binary;
    }
  }
  throw new Error('MiniBrowser not found: install webkit2gtk-driver');
}

/** WebKitGTK's MiniBrowser over WebDriver classic (WebKitWebDriver), under Xvfb. */
export async function openWebKit(): Promise<EnginePage> {
  const screen = await display();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: screen.name },
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${value.error} ${value.message}`);
    return value;
  };
  let session: { sessionId: string; capabilities: { browserVersion: string } } | undefined;
  for (let waited = 0; !session; waited += 200) {
    try {
      session = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] } },
        },
      });
    } catch (error) {
      if (waited > 15_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const id = session.sessionId;
  await call('POST', `/session/${id}/window/rect`, VIEWPORT);
  /** The first element the XPath finds, retried while the page is still rendering or hydrating. */
  const act = async (xpath: string, action: string, body: unknown) => {
    for (let waited = 0; ; waited += 250) {
      try {
        const element = await call<Record<string, string>>('POST', `/session/${id}/element`, {
          using: 'xpath',
          value: xpath,
        });
        await call('POST', `/session/${id}/element/${Object.values(element)[0]}/${action}`, body);
        return;
      } catch (error) {
        if (waited > 15_000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  return {
    engine: 'WebKit',
    version: session.capabilities.browserVersion,
    goto: async (url) => void (await call('POST', `/session/${id}/url`, { url })),
    click: (xpath) => act(xpath, 'click', {}),
    type: (xpath, text) => act(xpath, 'value', { text }),
    evaluate: <T>(expression: string) =>
      call<T>('POST', `/session/${id}/execute/sync`, { script: `return (${expression});`, args: [] }),
    close: async () => {
      await call('DELETE', `/session/${id}`).catch(() => undefined);
      driver.kill();
      screen.server?.kill();
    },
  };
}

/** Polls `expression` in the page until it is truthy. */
export async function waitFor(page: EnginePage, expression: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`${page.engine}: still false after ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
