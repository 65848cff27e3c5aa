import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Button.stories";

const { Default, Disabled, Loading, WithIcon, Catalog } = composeStories(stories);

describe("Button", () => {
  it("is a plain button named by its text that answers click, Enter and Space", async () => {
    const onClick = fn();
    render(<Default onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Save company" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("ignores presses when disabled", async () => {
    const onClick = fn();
    render(<Disabled onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Save company" });
    expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is busy and disabled while loading, keeping its name", () => {
    render(<Loading />);
    const button = screen.getByRole("button", { name: "Saving", busy: true });
    expect(button).toBeDisabled();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the icon out of the accessible name", () => {
    render(<WithIcon />);
    expect(screen.getByRole("button", { name: "Send e-mail" })).toBeInTheDocument();
  });

  it("can submit a form when asked to", async () => {
    const onSubmit = fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Default type="submit">Send</Default>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("renders every variant and size in the catalog", () => {
    render(<Catalog />);
    expect(screen.getAllByRole("button", { name: "Save" })).toHaveLength(4 * 3 + 4 * 2);
    expect(screen.getAllByRole("button", { name: "Save", busy: true })).toHaveLength(4);
  });
});
