// The HTTP adapter in a module of its own, loaded by lazyAdapter with the first call to the API:
// the sign-in page shows without its ports and request path.
export { createHttpAdapter } from "@pipeline/adapter-http";
