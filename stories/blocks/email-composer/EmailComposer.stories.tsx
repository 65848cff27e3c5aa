import type { Meta, StoryObj } from "@storybook/react-vite";
import type { EmailFont } from "@pipeline/contract";
import { EmailComposer, EmailComposerSkeleton } from "@pipeline/ui";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { findDialog } from "../../support/findDialog";

type ComposerStoryArgs = {
  /** The body the composer starts from, as HTML. */
  initialHtml: string;
  onChange: (html: string) => void;
  onFontChange: (font: EmailFont) => void;
};

/** The composer holding its value and font, as a form does. */
function ComposerStory({ initialHtml, onChange, onFontChange }: ComposerStoryArgs) {
  const [value, setValue] = useState(initialHtml);
  const [font, setFont] = useState<EmailFont>("Calibri");
  return (
    <EmailComposer
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      font={font}
      onFontChange={(next) => {
        setFont(next);
        onFontChange(next);
      }}
      required
    />
  );
}

const meta = {
  title: "Blocks/EmailComposer",
  component: ComposerStory,
  tags: ["autodocs"],
  parameters: { docs: { widget: EmailComposer } },
  args: { initialHtml: "", onChange: fn(), onFontChange: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof ComposerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A written body: a greeting, marks, both lists and a link. */
const FORMATTED =
  "<p>Hi Arjun,</p><p>Thank you for the <strong>call</strong>, it was <em>very</em> useful. " +
  "Before we <u>meet</u> again:</p><ul><li>Share the pitch deck</li><li>Share last year's accounts</li></ul>" +
  "<ol><li>Intro call</li><li>Site visit</li></ol>" +
  '<p>Our notes are on <a href="https://pipeline.test/kavach">the deal page</a>.</p>';

async function editor(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole("textbox", { name: "Body" }, { timeout: 4000 });
}

/** Selects `text` inside `element` as a user dragging over it would. */
function selectText(element: HTMLElement, text: string) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at >= 0) {
      window.getSelection()?.setBaseAndExtent(node, at, node, at + text.length);
      return;
    }
  }
  throw new Error(`No "${text}" to select`);
}

/**
 * Selects marked words in the body, then waits until the editor has taken the selection in: the
 * toolbar shows their mark (`mark`) as pressed.
 */
async function selectInBody(
  canvas: ReturnType<typeof within>,
  body: HTMLElement,
  text: string,
  mark: string,
) {
  await userEvent.click(body);
  selectText(body, text);
  await waitFor(() =>
    expect(canvas.getByRole("button", { name: mark })).toHaveAttribute("aria-pressed", "true"),
  );
}

/** Nothing written yet: the font, the toolbar, and the body's placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await waitFor(() => expect(body).toHaveTextContent("Write the e-mail"));
    const toolbar = within(canvasElement).getByRole("toolbar", { name: "Formatting" });
    await expect(within(toolbar).getAllByRole("button")).toHaveLength(6);
  },
};

/** While the editor's code loads, placeholders stand in for the font, the toolbar and the body. */
export const Loading: Story = {
  render: () => <EmailComposerSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the e-mail editor")).toBeInTheDocument();
  },
};

/** Ctrl+B and Ctrl+U on selected words: they turn bold and underlined, and the body's HTML says so. */
export const Shortcuts: Story = {
  args: { initialHtml: "<p>Hello <em>team</em>, welcome.</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await editor(canvasElement);
    await selectInBody(canvas, body, "team", "Italic");
    await userEvent.keyboard("{Control>}b{/Control}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("<p>Hello <strong><em>team</em></strong>, welcome.</p>"),
    );
    await userEvent.keyboard("{Control>}u{/Control}");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        "<p>Hello <strong><em><u>team</u></em></strong>, welcome.</p>",
      ),
    );
    for (const mark of ["Bold", "Italic", "Underline"]) {
      await expect(canvas.getByRole("button", { name: mark })).toHaveAttribute("aria-pressed", "true");
    }
  },
};

/**
 * A formatted body with the caret in its link: Link is pressed, and its popover offers the link's
 * address to change, or to take the link off.
 */
export const LinkPopover: Story = {
  args: { initialHtml: FORMATTED },
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await userEvent.click(within(body).getByText("the deal page"));
    const link = within(canvasElement).getByRole("button", { name: "Link" });
    await waitFor(() => expect(link).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(link);
    const popover = within(await findDialog({ name: "Link" }));
    await expect(popover.getByRole("textbox", { name: /Link address/ })).toHaveValue(
      "https://pipeline.test/kavach",
    );
    await waitFor(() => expect(popover.getByRole("button", { name: "Update link" })).toBeVisible());
    await expect(popover.getByRole("button", { name: "Remove link" })).toBeVisible();
  },
};

/** A link that is neither web nor mail is refused with a message; the text stays unlinked. */
export const LinkRefused: Story = {
  args: { initialHtml: FORMATTED },
  play: async ({ args, canvasElement }) => {
    const body = await editor(canvasElement);
    await selectInBody(within(canvasElement), body, "call", "Bold");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Link" }));
    const popover = within(await findDialog({ name: "Link" }));
    await userEvent.type(popover.getByRole("textbox", { name: /Link address/ }), "javascript:alert(1)");
    await userEvent.click(popover.getByRole("button", { name: "Add link" }));
    await expect(
      await popover.findByText("Enter a link that starts with http://, https:// or mailto:"),
    ).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A web address (Enter applies it) on the selected word makes it a link in the body's HTML. */
export const LinkAdded: Story = {
  args: { initialHtml: FORMATTED },
  play: async ({ args, canvasElement }) => {
    const body = await editor(canvasElement);
    await selectInBody(within(canvasElement), body, "call", "Bold");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Link" }));
    const popover = within(await findDialog({ name: "Link" }));
    await userEvent.type(
      popover.getByRole("textbox", { name: /Link address/ }),
      "https://pipeline.test/deck{Enter}",
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('the <a href="https://pipeline.test/deck"><strong>call</strong></a>, it was'),
      ),
    );
    await expect(within(body).getByText("call").closest("a")).toHaveAttribute(
      "href",
      "https://pipeline.test/deck",
    );
  },
};

/** Bulleted list from the toolbar, and the body in Times New Roman. */
export const ListAndFont: Story = {
  args: { initialHtml: "<p>Deck</p><p>Accounts</p>" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await editor(canvasElement);
    await userEvent.click(within(body).getByText("Deck"));
    await userEvent.click(canvas.getByRole("button", { name: "Numbered list" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith("<ol><li>Deck</li></ol><p>Accounts</p>"),
    );
    await userEvent.click(canvas.getByRole("combobox", { name: "Font" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Times New Roman" }));
    await expect(args.onFontChange).toHaveBeenLastCalledWith("Times New Roman");
    await expect(body.style.fontFamily).toContain("Times New Roman");
  },
};

/** Near the 50000-character limit the body counts its characters, and it scrolls past half the window. */
export const NearLimit: Story = {
  args: {
    initialHtml: Array.from(
      { length: 510 },
      (_, index) =>
        `<p>Line ${String(index + 1).padStart(3, "0")} of the long e-mail body, ${"x".repeat(50)}</p>`,
    ).join(""),
  },
  play: async ({ canvasElement }) => {
    const body = await editor(canvasElement);
    await expect(await within(canvasElement).findByText(/^4\d,\d{3} \/ 50,000$/)).toBeVisible();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body.clientHeight).toBeLessThanOrEqual(window.innerHeight / 2 + 1);
  },
};
