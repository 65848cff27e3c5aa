import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { lazyAdapter } from "./app/lazyAdapter";
import { loginPathFor } from "./app/nextPath";
import { redirect } from "./app/redirects";
import { appRoutes } from "./app/router";
import { createServerCache } from "./app/serverCache";
import { readRuntimeConfig } from "./runtimeConfig";
import { SessionProvider } from "./session/SessionContext";
import { createSessionStore } from "./session/sessionStore";
import { loadLoginPage, opensSignIn } from "./signInRoutes";

const config = readRuntimeConfig(window.__PIPELINE_CONFIG__);
const session = createSessionStore(config.envelopeKey);
const cache = createServerCache();

const adapter = lazyAdapter(async () => {
  // The session store's code loads beside the adapter's, so a sign-in through it is kept at once.
  const [{ createHttpAdapter }] = await Promise.all([import("./app/httpAdapter"), session.preload()]);
  return createHttpAdapter({
    baseUrl: config.apiBase,
    envelopeKey: config.envelopeKey,
    session,
    // The session ended on the server (expired, signed out elsewhere): sign in again, then come back.
    // Several calls refused at once: the first one leads to the sign-in, the others leave it be.
    onUnauthorized: () => {
      cache.clear();
      const { pathname, search, hash } = window.location;
      if (pathname !== "/login") redirect(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
});
const routes = appRoutes({ adapter, cache, envelopeKey: config.envelopeKey });

function App() {
  return useRoutes(routes);
}

function render() {
  // A signed-in visit reads through the adapter at once: its code loads beside the page's.
  if (session.snapshot()) adapter.preload();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element.");
  createRoot(container).render(
    <StrictMode>
      <SessionProvider store={session}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SessionProvider>
    </StrictMode>,
  );
}

// A remembered session is read before the first page shows, so a signed-in visit opens signed in;
// without one the page shows at once. Should the session's code not load, the page shows signed out.
// The sign-in page's code loads meanwhile, when it is the page opened (should it not load, the page
// tries again as it shows).
void Promise.all([
  session.restored(),
  opensSignIn(window.location.pathname) ? loadLoginPage().catch(() => null) : null,
]).then(render, render);
