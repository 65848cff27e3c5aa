import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createHttpAdapter } from "@pipeline/adapter-http";
import { createQueryClient } from "@pipeline/ui";
import { appRoutes } from "./app/router";
import { readRuntimeConfig } from "./runtimeConfig";
import { SessionProvider } from "./session/SessionContext";
import { createSessionStore } from "./session/sessionStore";

const config = readRuntimeConfig(window.__PIPELINE_CONFIG__);
const session = createSessionStore(config.envelopeKey);
const queryClient = createQueryClient();

// The router is made after the adapter, which sends a 401 to /login and a 403 to /403 through it.
let router: ReturnType<typeof createBrowserRouter> | null = null;
const adapter = createHttpAdapter({
  baseUrl: config.apiBase,
  envelopeKey: config.envelopeKey,
  session,
  onUnauthorized: () => {
    queryClient.clear();
    void router?.navigate("/login", { replace: true });
  },
  onForbidden: () => void router?.navigate("/403"),
});
router = createBrowserRouter(appRoutes({ adapter, queryClient, envelopeKey: config.envelopeKey }));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element.");
createRoot(container).render(
  <StrictMode>
    <SessionProvider store={session}>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
