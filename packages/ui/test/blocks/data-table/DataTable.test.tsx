import { composeStories } from "@storybook/react-vite";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import * as stories from "../../../../../stories/features/DataTable.stories";
import { renderWithViewport } from "../../support/renderWithViewport";

const { Default, Empty, Error: Failing, Loading } = composeStories(stories);

beforeEach(() => {
  localStorage.clear();
});

describe("DataTable", () => {
  it("shows skeleton rows while the first page loads", () => {
    renderWithViewport(<Loading />);
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next page" })).not.toBeInTheDocument();
  });

  it("lists the first page with its position in the whole", async () => {
    renderWithViewport(<Default />);
    expect(await screen.findByText(/1–10 of 52 · Page 1 of 6/)).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox", { name: /^Select (?!all)/ })).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
  });

  it("pages forward and keeps what was selected", async () => {
    renderWithViewport(<Default />);
    await screen.findByText(/1–10 of 52/);
    const [first] = screen.getAllByRole("checkbox", { name: /^Select (?!all)/ });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText(/11–20 of 52/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 selected.");
  });

  it("goes back to page 1 when the page size changes", async () => {
    renderWithViewport(<Default />);
    await screen.findByText(/1–10 of 52/);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText(/11–20 of 52/);
    await userEvent.click(screen.getByRole("combobox", { name: "Rows per page" }));
    await userEvent.click(await screen.findByRole("option", { name: "50" }));
    expect(await screen.findByText(/1–50 of 52 · Page 1 of 2/)).toBeInTheDocument();
  });

  it("says when there is nothing, and offers the caller's action", async () => {
    renderWithViewport(<Empty />);
    expect(await screen.findByText("No companies yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import Excel" })).toBeInTheDocument();
  });

  it("shows a failed load with a way to retry", async () => {
    renderWithViewport(<Failing />);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByRole("alert")).toBeInTheDocument());
  });
});
