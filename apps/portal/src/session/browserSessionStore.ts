// The browser session store and the envelope it seals the record with, in a module of their own:
// the sign-in page opens without them, and they load with the first sign-in (or a stored session).
export { createBrowserSessionStore } from "@pipeline/adapter-http";
