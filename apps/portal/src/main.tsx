import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { createQueryClient } from "@pipeline/ui";
import { lazyAdapter } from "./app/lazyAdapter";
import { loginPathFor } from "./app/nextPath";
import { redirect } from "./app/redirects";
import { appRoutes } from "./app/router";
import { readRuntimeConfig } from "./runtimeConfig";
import { SessionProvider } from "./session/SessionContext";
import { createSessionStore } from "./session/sessionStore";

const config = readRuntimeConfig(window.__PIPELINE_CONFIG__);
const session = createSessionStore(config.envelopeKey);
const queryClient = createQueryClient();

const adapter = lazyAdapter(async () => {
  const { createHttpAdapter } = await import("./app/httpAdapter");
  return createHttpAdapter({
    baseUrl: config.apiBase,
    envelopeKey: config.envelopeKey,
    session,
    // The session ended on the server (expired, signed out elsewhere): sign in again, then come back.
    // Several calls refused at once: the first one leads to the sign-in, the others leave it be.
    onUnauthorized: () => {
      queryClient.clear();
      const { pathname, search, hash } = window.location;
      if (pathname !== "/login") redirect(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
});
// A signed-in visit reads through the adapter at once: its code loads beside the page's.
if (session.snapshot()) adapter.preload();
const routes = appRoutes({ adapter, queryClient, envelopeKey: config.envelopeKey });

function App() {
  return useRoutes(routes);
}

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
