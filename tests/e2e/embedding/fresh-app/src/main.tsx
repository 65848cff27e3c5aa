import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@pipeline/ui/font.css";
import { App } from "./App";
import { createWidgetsAdapter } from "./appAdapter";
import { connect } from "./pipelineClient";

// Which server, as whom and which company's journey: `#api=…&username=…&password=…&company=…`.
const settings = new URLSearchParams(window.location.hash.slice(1));
const setting = (name: string) => {
  const value = settings.get(name);
  if (!value) throw new Error(`The page's address names no ${name}.`);
  return value;
};

async function start() {
  const server = await connect(setting("api"));
  const client = await server.signIn(setting("username"), setting("password"));
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root.");
  createRoot(root).render(
    <StrictMode>
      <App adapter={createWidgetsAdapter(client)} companyId={Number(setting("company"))} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => console.error("The app could not start:", error));
