import type { Browser } from "playwright-core";

/** The browser: Debian's, unless CHROMIUM_PATH names another. */
export declare const CHROMIUM_PATH: string;
/** Quiet and repeatable on a shared machine; headless mode is the launcher's to set. */
export declare const CHROMIUM_ARGS: string[];
/** A headless Chromium through playwright-core. */
export declare function launchChromium(): Promise<Browser>;
