/** The path of the system Chromium ($CHROME_PATH or the usual Debian paths), or null. */
export declare function findChrome(): string | null;
