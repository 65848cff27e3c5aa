export { createHttpAdapter, type HttpAdapterOptions } from "./createHttpAdapter";
export type { SessionStore } from "./session/SessionStore";
export { createMemorySessionStore } from "./session/createMemorySessionStore";
export {
  createBrowserSessionStore,
  SESSION_STORAGE_KEY,
  type BrowserSessionStore,
  type SessionStorageArea,
  type StoredSession,
} from "./session/createBrowserSessionStore";
export { isAbortError } from "./client/abortError";
