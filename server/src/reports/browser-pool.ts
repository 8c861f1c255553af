import fs from 'node:fs';
import type { Logger } from 'pino';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

/** The flags of a headless, sandbox-less Chromium in a container, talking to nobody. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** No usable Chromium: the API answers 503 naming PUPPETEER_EXECUTABLE_PATH. */
export class BrowserUnavailableError extends Error {
  static readonly marker = 'BROWSER_UNAVAILABLE';
  constructor(detail: string) {
    // The marker survives BullMQ, which hands the API only the failed job's message.
    super(`${BrowserUnavailableError.marker}: ${detail}`);
    this.name = 'BrowserUnavailableError';
  }
  static matches(error: unknown): boolean {
    return error instanceof Error && error.message.includes(BrowserUnavailableError.marker);
  }
}

export type PdfOptions = { footerTemplate: string };

export type BrowserPool = {
  /** Prints the HTML to an A4 PDF on one of at most `size` pages. */
  printPdf(html: string, options: PdfOptions): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * The page the report HTML is set into is the document itself (about:blank); inline SVG,
 * CSS and data: URLs are all a report uses. Anything else would be text of a user (a name,
 * a title) escaping the template, so it is refused rather than fetched.
 */
function isTemplateOwn(request: HTTPRequest): boolean {
  return /^(?:data|about):/i.test(request.url());
}

/**
 * Defence in depth behind the template's escaping: no JavaScript runs (charts are SVG drawn
 * on the server) and no request leaves the page, so markup smuggled into a name can neither
 * execute nor reach the network (the server's internal addresses included).
 */
async function lockDown(page: Page, logger: Pick<Logger, 'warn'>): Promise<Page> {
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    // Settling a request of a page that just closed rejects; there is nothing left to do.
    if (isTemplateOwn(request)) {
      request.continue().catch(() => undefined);
      return;
    }
    logger.warn({ url: request.url().slice(0, 200) }, 'report page request refused');
    // An aborted navigation (a meta refresh) would swap the report for an error page; a
    // 204 answer is the one a browser treats as "stay where you are".
    const refusal = request.isNavigationRequest()
      ? request.respond({ status: 204, body: '' })
      : request.abort('blockedbyclient');
    refusal.catch(() => undefined);
  });
  return page;
}

/**
 * One long-lived Chromium, launched on first use and relaunched if it dies, with at most
 * `size` pages printing at once (the others wait their turn). Pages are reused: opening a
 * tab costs more than resetting its content.
 */
export function createBrowserPool(options: {
  executablePath: string;
  size: number;
  logger: Pick<Logger, 'warn' | 'info'>;
}): BrowserPool {
  let browser: Promise<Browser> | null = null;
  const idle: Page[] = [];
  let busy = 0;
  const queue: Array<() => void> = [];
  let closed = false;

  async function launch(): Promise<Browser> {
    if (!fs.existsSync(options.executablePath))
      throw new BrowserUnavailableError(`no browser at ${options.executablePath}`);
    try {
      const launched = await puppeteer.launch({
        executablePath: options.executablePath,
        args: CHROMIUM_ARGS,
        headless: true,
        // DevTools over a pipe instead of a WebSocket: when this process dies, even by
        // SIGKILL, the kernel closes the pipe and Chromium (zygotes, renderers and all)
        // exits within seconds. Over a WebSocket it lived on, orphaned, after every crash.
        pipe: true,
      });
      launched.on('disconnected', () => {
        browser = null;
        idle.length = 0;
        if (!closed) options.logger.warn('report browser disconnected; relaunching on next use');
      });
      return launched;
    } catch (error) {
      throw new BrowserUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  function getBrowser(): Promise<Browser> {
    if (!browser) {
      browser = launch();
      browser.catch(() => {
        browser = null;
      });
    }
    return browser;
  }

  async function acquire(): Promise<Page> {
    if (busy >= options.size) await new Promise<void>((resolve) => queue.push(resolve));
    busy++;
    try {
      const page = idle.pop();
      if (page && !page.isClosed()) return page;
      return await lockDown(await (await getBrowser()).newPage(), options.logger);
    } catch (error) {
      release(null);
      throw error;
    }
  }

  function release(page: Page | null): void {
    busy--;
    if (page && !page.isClosed() && !closed) idle.push(page);
    queue.shift()?.();
  }

  return {
    async printPdf(html, pdfOptions) {
      if (closed) throw new Error('the browser pool is closed');
      const page = await acquire();
      let reusable: Page | null = page;
      try {
        // Everything is inline (CSS, SVG): nothing to wait for once the DOM is parsed.
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          // Untagged and without outline the file is half the size and prints faster.
          tagged: false,
          outline: false,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: pdfOptions.footerTemplate,
          margin: { top: '14mm', bottom: '18mm', left: '14mm', right: '14mm' },
        });
      } catch (error) {
        reusable = null;
        await page.close().catch(() => undefined);
        throw error;
      } finally {
        release(reusable);
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
    },
  };
}
