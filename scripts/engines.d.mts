/** Types of scripts/engines.mjs for the TypeScript scripts (tests/e2e). */

/** An engine name. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Every engine the suite knows, with the binary it needs and the Debian packages that bring it. */
export declare const ENGINES: Record<EngineName, { binary: string | null; install: string }>;

/** Whether this machine has what `engine` needs (its binary). */
export declare function engineAvailable(
  engine: EngineName,
  findChrome: () => string | null,
): boolean;

/** Starts Xvfb and WebKitWebDriver; webdriverio `remote()` options for MiniBrowser, and `stop()`. */
export declare function startWebKitDriver(): Promise<{
  options: {
    hostname: string;
    port: number;
    path: string;
    logLevel: 'error';
    capabilities: Record<string, unknown>;
  };
  stop: () => Promise<void>;
}>;
