import type { EmailFont } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { EmailComposer, PipelineProvider } from "../../../src";
import { createTestAdapter } from "../../../src/data";

type Spy = { onChange: (html: string) => void; onFontChange: (font: EmailFont) => void };

function Composer({ initial, spy }: { initial: string; spy: Spy }) {
  const [value, setValue] = useState(initial);
  const [font, setFont] = useState<EmailFont>("Calibri");
  return (
    <EmailComposer
      value={value}
      onChange={(html) => {
        setValue(html);
        spy.onChange(html);
      }}
      font={font}
      onFontChange={(next) => {
        setFont(next);
        spy.onFontChange(next);
      }}
      required
    />
  );
}

function renderComposer(initial = "") {
  const spy = { onChange: vi.fn(), onFontChange: vi.fn() };
  render(
    <PipelineProvider adapter={createTestAdapter()}>
      <Composer initial={initial} spy={spy} />
    </PipelineProvider>,
  );
  return spy;
}

describe("EmailComposer", { timeout: 20_000 }, () => {
  it("shows a placeholder while the editor loads, then the editor with its toolbar", async () => {
    renderComposer();
    expect(screen.getByText("Loading the e-mail editor")).toBeInTheDocument();
    const body = await screen.findByRole("textbox", { name: "Body" });
    expect(body).toHaveAttribute("contenteditable", "true");
    expect(screen.queryByText("Loading the e-mail editor")).not.toBeInTheDocument();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of ["Bold", "Italic", "Underline", "Bulleted list", "Numbered list", "Link"]) {
      expect(within(toolbar).getByRole("button", { name })).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("shows the template's HTML formatted: bold, italic, underline, lists and links", async () => {
    renderComposer(
      "<p>Hi <strong>Arjun</strong>, <em>thanks</em> for <u>the call</u>.</p><ol><li>Deck</li></ol>" +
        '<ul><li>Numbers</li></ul><p>See <a href="https://pipeline.test/kavach">the notes</a>.</p>',
    );
    const body = await screen.findByRole("textbox", { name: "Body" });
    expect(within(body).getByText("Arjun").closest("strong")).not.toBeNull();
    expect(within(body).getByText("thanks").closest("em")).not.toBeNull();
    expect(within(body).getByText("the call").closest("u")).not.toBeNull();
    expect(within(body).getByText("Deck").closest("ol")).not.toBeNull();
    expect(within(body).getByText("Numbers").closest("ul")).not.toBeNull();
    expect(within(body).getByText("the notes").closest("a")).toHaveAttribute(
      "href",
      "https://pipeline.test/kavach",
    );
  });

  it("writes the body in the chosen font", async () => {
    const user = userEvent.setup();
    const spy = renderComposer("<p>Hello</p>");
    const body = await screen.findByRole("textbox", { name: "Body" });
    expect(body.style.fontFamily).toContain("Calibri");
    await user.click(screen.getByRole("combobox", { name: "Font" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Calibri", "Arial", "Times New Roman"]);
    await user.click(screen.getByRole("option", { name: "Times New Roman" }));
    expect(spy.onFontChange).toHaveBeenLastCalledWith("Times New Roman");
    await waitFor(() => expect(body.style.fontFamily).toContain("Times New Roman"));
  });

  it("shows no counter while the body is well under its limit", async () => {
    renderComposer(`<p>${"a".repeat(40_000)}</p>`);
    await screen.findByRole("textbox", { name: "Body" });
    expect(screen.queryByText(/\/ 50,000/)).not.toBeInTheDocument();
  });

  it("counts the body's characters once it nears its limit of 50000", async () => {
    renderComposer(`<p>${"a".repeat(46_000)}</p>`);
    const body = await screen.findByRole("textbox", { name: "Body" });
    // The HTML is counted, as the limit applies to it: 46000 letters and the paragraph's tags.
    expect(await screen.findByText("46,007 / 50,000")).toBeInTheDocument();
    expect(body).toHaveAccessibleDescription("46,007 / 50,000");
  });
});
