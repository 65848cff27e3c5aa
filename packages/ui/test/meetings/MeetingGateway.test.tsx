import { act, render, screen } from "@testing-library/react";
import { fn } from "storybook/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminStoryFrame } from "../../../../stories/features/admin/adminStorySupport";
import { gatewayAdapter, unknownToken } from "../../../../stories/features/meetings/meetingStorySupport";
import { MeetingGateway } from "../../src/features/meetings";

const ROOM = {
  url: "https://meet.pipeline.test/kavach-intro-7f3a",
  title: "Kavach Robotics: Intro Call",
  description: "",
};

function renderGateway(link: Parameters<typeof gatewayAdapter>[0]) {
  const redirect = vi.fn();
  const adapter = gatewayAdapter(link);
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <MeetingGateway token="att-4f9c2b7e1d" redirect={redirect} />
    </AdminStoryFrame>,
  );
  return { adapter, redirect };
}

describe("MeetingGateway", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows Verifying, then takes the visitor to the meeting 2 s after the link is verified", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { adapter, redirect } = renderGateway(async () => ROOM);
    expect(screen.getByRole("heading", { name: "Verifying" })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(adapter.meetings.link).toHaveBeenCalledWith("att-4f9c2b7e1d", expect.anything());
    expect(screen.getByText(ROOM.title)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(redirect).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(redirect).toHaveBeenCalledExactlyOnceWith(ROOM.url);
  });

  it("says Sorry! with the spec's text for a link the server does not know", async () => {
    const { redirect } = renderGateway(unknownToken);
    expect(await screen.findByRole("heading", { name: "Sorry!" })).toBeInTheDocument();
    expect(screen.getByText("There was an error processing the meeting link.")).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("never follows an address that is not a web address", async () => {
    const { redirect } = renderGateway(async () => ({ ...ROOM, url: "javascript:alert(1)" }));
    expect(await screen.findByRole("heading", { name: "Sorry!" })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});
