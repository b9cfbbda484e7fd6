/** The path of the system Chromium ($CHROME_PATH or the usual Debian paths), or null. */
export declare function findChrome(): string | null;
/** The flags every headless Chromium of ours starts with. */
export declare const CHROMIUM_ARGS: string[];
