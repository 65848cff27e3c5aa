import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/features/shell/AppLayout.stories";

const { User } = composeStories(stories);

describe("profile menu", () => {
  it("names the user, skips that text with the keyboard and logs out", async () => {
    const user = userEvent.setup();
    const onLoggedOut = fn();
    render(<User onLoggedOut={onLoggedOut} />);
    const trigger = screen.getByRole("button", { name: "Profile menu for Priya Nair" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Profile menu for Priya Nair" });
    expect(menu).toHaveTextContent("priya.nair@pipeline.test");
    const change = within(menu).getByRole("menuitem", { name: "Change password" });
    const logout = within(menu).getByRole("menuitem", { name: "Logout" });
    await waitFor(() => expect(change).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(logout).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledTimes(1));
  });
});
