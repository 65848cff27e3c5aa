import type { Session } from "@pipeline/contract";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { PipelineProvider, PipelineShellProvider } from "../../src/data";
import { LoginScreen, type LoginScreenAdapter } from "../../src/features/shell";

/** A sign-in port that answers `answer` to the ERP sign-in, as a server might. */
function answering(answer: unknown): LoginScreenAdapter {
  const { auth } = createMemoryAdapter({ signedInAs: null });
  return { auth: { ...auth, erpLogin: async () => answer as Session | null } };
}

/** The login screen on `adapter`, a user at the keyboard, and the spy the app's hand-over is. */
function renderLogin(adapter: LoginScreenAdapter) {
  const user = userEvent.setup();
  const onSignedIn = fn();
  render(
    <PipelineProvider<LoginScreenAdapter> adapter={adapter} navigate={fn()}>
      <LoginScreen onSignedIn={onSignedIn} />
    </PipelineProvider>,
  );
  return { user, onSignedIn };
}

async function signInWith(adapter: LoginScreenAdapter) {
  const { user, onSignedIn } = renderLogin(adapter);
  await user.type(screen.getByRole("textbox", { name: "Username" }), "priya.nair");
  await user.type(screen.getByLabelText(/^Password/), "User@123");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return { onSignedIn };
}

describe("LoginScreen, when the server finds no user", { timeout: 30_000 }, () => {
  it.each([
    ["no session at all", null],
    ["a key but no user", { key: "d6f1c2" }],
    ["a user but no key", { user: { pk: 2, role: [] } }],
    ["an empty answer", {}],
  ])("warns 'No user found !!' and stays on the form for %s", async (_case, answer) => {
    const { onSignedIn } = await signInWith(answering(answer));
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent("No user found !!");
    expect(within(document.body).queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("hands a user with a key to the app", async () => {
    const { onSignedIn } = await signInWith(createMemoryAdapter({ signedInAs: null }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ user: { username: "priya.nair" } });
  });
});

describe("LoginScreen's checks, with the schema loaded at the first validation", { timeout: 30_000 }, () => {
  it("shows the contract's messages for empty fields and calls nothing", async () => {
    const adapter = createMemoryAdapter({ signedInAs: null });
    const erpLogin = vi.spyOn(adapter.auth, "erpLogin");
    const { user } = renderLogin(adapter);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Username is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(erpLogin).not.toHaveBeenCalled();
  });

  it("signs in with the username as the schema casts it, its blank ends removed", async () => {
    const adapter = createMemoryAdapter({ signedInAs: null });
    const erpLogin = vi.spyOn(adapter.auth, "erpLogin");
    const { user, onSignedIn } = renderLogin(adapter);
    await user.type(screen.getByRole("textbox", { name: "Username" }), "  priya.nair\u200b ");
    await user.type(screen.getByLabelText(/^Password/), "User@123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(erpLogin).toHaveBeenCalledWith({ username: "priya.nair", password: "User@123" });
  });
});

describe("LoginScreen's providers", { timeout: 30_000 }, () => {
  it("signs in under a provider without the server-state cache", async () => {
    const user = userEvent.setup();
    const onSignedIn = fn();
    render(
      <PipelineShellProvider<LoginScreenAdapter>
        adapter={createMemoryAdapter({ signedInAs: null })}
        navigate={fn()}
      >
        <LoginScreen onSignedIn={onSignedIn} />
      </PipelineShellProvider>,
    );
    await user.type(screen.getByRole("textbox", { name: "Username" }), "priya.nair");
    await user.type(screen.getByLabelText(/^Password/), "User@123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ user: { username: "priya.nair" } });
  });

  it("starts the new session with an empty cache when there is one", async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient();
    queryClient.setQueryData(["users", "current"], { username: "the previous user" });
    const onSignedIn = fn();
    render(
      <PipelineProvider<LoginScreenAdapter>
        adapter={createMemoryAdapter({ signedInAs: null })}
        queryClient={queryClient}
        navigate={fn()}
      >
        <LoginScreen onSignedIn={onSignedIn} />
      </PipelineProvider>,
    );
    await user.type(screen.getByRole("textbox", { name: "Username" }), "priya.nair");
    await user.type(screen.getByLabelText(/^Password/), "User@123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData(["users", "current"])).toBeUndefined();
  });
});
