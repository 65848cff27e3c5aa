import { expect, waitFor } from "storybook/test";

/**
 * Waits until no animation that ends is still running (a skeleton's shimmer or a spinner never ends).
 * As an afterEach for stories that open panels: the screenshot never catches one mid-fade.
 */
export async function waitForAnimations(): Promise<void> {
  // A document that runs no animations (jsdom, where unit tests reuse the stories' helpers).
  if (typeof document.getAnimations !== "function") return;
  await waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    ).toHaveLength(0),
  );
}
