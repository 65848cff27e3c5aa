import { expect, waitFor } from "storybook/test";

/** An afterEach for stories that open panels: the screenshot never catches one mid-fade. */
export async function waitForAnimations(): Promise<void> {
  await waitFor(() =>
    expect(document.getAnimations().filter((animation) => animation.playState === "running")).toHaveLength(0),
  );
}
