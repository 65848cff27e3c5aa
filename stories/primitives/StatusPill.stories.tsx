import type { Meta, StoryObj } from "@storybook/react-vite";
import { IMPORT_STATUSES } from "@pipeline/contract";
import { Fragment } from "react";
import { expect, within } from "storybook/test";
import styled from "styled-components";
import {
  STATUS_TONES,
  StatusPill,
  accessValidity,
  accessValidityTone,
  campaignTone,
  evaluationTone,
  importTone,
  meetingTone,
  recordingTone,
  type StatusTone,
} from "@pipeline/ui/primitives";

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

const StyledName = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.size.minTarget};
`;

const StyledPills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNarrow = styled.div`
  width: ${({ theme }) => theme.size.sidebar};
`;

// Every value each mapping receives, shown as the product labels it.
const MAPPINGS: Array<{ name: string; pills: Array<{ label: string; tone: StatusTone }> }> = [
  {
    name: "evaluationTone",
    pills: ["PENDING", "APPROVED", "REJECTED", "HOLD"].map((status) => ({
      label: status,
      tone: evaluationTone(status),
    })),
  },
  {
    name: "importTone",
    pills: IMPORT_STATUSES.map((status) => ({ label: status, tone: importTone(status) })),
  },
  {
    name: "campaignTone",
    pills: (["triggered", "scheduled", "draft"] as const).map((status) => ({
      label: status,
      tone: campaignTone(status),
    })),
  },
  {
    name: "recordingTone",
    pills: (["PENDING", "UPLOADED", "FAILED"] as const).map((state) => ({
      label: state,
      tone: recordingTone(state),
    })),
  },
  {
    name: "meetingTone",
    pills: (["CONFIRMED", "COMPLETED", "CANCELLED"] as const).map((status) => ({
      label: status,
      tone: meetingTone(status),
    })),
  },
  {
    name: "accessValidityTone",
    pills: [-2, 0, 1, 3, 4, 30].map((daysLeft) => ({
      label: daysLeft <= 0 ? `Expired (${daysLeft} days left)` : `${daysLeft} days left`,
      tone: accessValidityTone(accessValidity(daysLeft)),
    })),
  },
];

const meta = {
  title: "Primitives/StatusPill",
  component: StatusPill,
  args: { tone: "success", children: "Completed" },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Completed")).toBeInTheDocument();
  },
};

/** A long status wraps inside a narrow cell. */
export const LongContent: Story = {
  args: {
    tone: "caution",
    children: "Completed With Errors: 14 companies and 32 members could not be imported",
  },
  render: (args) => (
    <StyledNarrow>
      <StatusPill {...args} />
    </StyledNarrow>
  ),
};

/** Every tone, by name. */
export const Tones: Story = {
  render: () => (
    <StyledPills>
      {STATUS_TONES.map((tone) => (
        <StatusPill key={tone} tone={tone}>
          {tone}
        </StatusPill>
      ))}
    </StyledPills>
  ),
};

/** Every status of every mapping, in the tone its helper picks. */
export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      {MAPPINGS.map(({ name, pills }) => (
        <Fragment key={name}>
          <StyledName>{name}</StyledName>
          <StyledPills>
            {pills.map(({ label, tone }) => (
              <StatusPill key={label} tone={tone}>
                {label}
              </StatusPill>
            ))}
          </StyledPills>
        </Fragment>
      ))}
    </StyledGrid>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
