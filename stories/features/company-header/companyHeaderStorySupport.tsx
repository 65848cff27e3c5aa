// What the company header stories and tests share: the header on a page that holds its timeline
// view, adapters with a removed member or a minimal company, and the steps a user takes.
import type { Company, DataAdapter } from "@pipeline/contract";
import { CompanyPageHeader, type TimelineMode, useTimelineMode } from "@pipeline/ui";
import { expect, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { AdminStoryFrame, type AdminStoryArgs, storyAdapter, withPort } from "../admin/adminStorySupport";

/** Where the stories' page remembers its timeline view; cleared before each story. */
export const STORY_TIMELINE_KEY = "pipeline.stories.companyHeader.timeline";

const StyledPage = styled.div<{ $narrow: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.size.dialogSm : "none")};
`;

export type CompanyHeaderStoryArgs = AdminStoryArgs & {
  companyId: number;
  onTimelineModeChange: (mode: TimelineMode) => void;
  /** The header in a column as narrow as a phone. Default: false. */
  narrow?: boolean;
};

/** The company page's part: it holds the timeline view, remembered as the page remembers it. */
export function CompanyHeaderStory({
  companyId,
  onTimelineModeChange,
  narrow = false,
  ...frame
}: CompanyHeaderStoryArgs) {
  const [mode, setMode] = useTimelineMode(STORY_TIMELINE_KEY);
  return (
    <AdminStoryFrame {...frame}>
      <StyledPage $narrow={narrow}>
        <CompanyPageHeader
          companyId={companyId}
          timelineMode={mode}
          onTimelineModeChange={(next) => {
            setMode(next);
            onTimelineModeChange(next);
          }}
        />
      </StyledPage>
    </AdminStoryFrame>
  );
}

/** The seeded adapter, with a member removed in an earlier update still on the record as DELETED. */
export function withDeletedMember(base: DataAdapter = storyAdapter()): DataAdapter {
  return withPort(base, "companies", {
    get: async (id, options) => {
      const company = await base.companies.get(id, options);
      return {
        ...company,
        company_members: [
          ...company.company_members,
          {
            id: 90,
            first_name: "Ravi",
            middle_name: null,
            last_name: "Menon",
            email: "ravi.menon@example.com",
            mobile: "+91 98450 12399",
            linkedin_profile: "https://www.linkedin.com/in/ravi-menon",
            cmd: [4],
            status: "DELETED",
          },
        ],
      };
    },
  });
}

/** A company saved with only what the form requires: name, website, a location and one member. */
export const MINIMAL_COMPANY: Company = {
  id: 40,
  company_name: "Orbit Labs",
  website: "orbitlabs.example.com",
  email: null,
  contact_number: null,
  location: [{ id: 1, label: "India" }],
  foundation_year: null,
  fte: null,
  revenue: null,
  currency: null,
  promoter_holding: null,
  industry: null,
  street: null,
  city: null,
  state: null,
  country: null,
  practice: null,
  company_type: [],
  confidence_level: null,
  business_description: null,
  pitch_line: null,
  created_by: null,
  created: "2024-03-01T05:30:00.000Z",
  modified: "2024-03-01T05:30:00.000Z",
  company_members: [
    {
      id: 91,
      first_name: "Meera",
      middle_name: null,
      last_name: "Shah",
      email: "meera.shah@example.com",
      mobile: "",
      linkedin_profile: "https://www.linkedin.com/in/meera-shah",
      cmd: [1],
    },
  ],
  approved: false,
  journey_access: "whole",
};

type Canvas = ReturnType<typeof within>;

/** The header once the company has loaded: its heading. */
export async function loaded(canvas: Canvas, name = "Kavach Robotics"): Promise<HTMLElement> {
  return canvas.findByRole("heading", { level: 1, name }, { timeout: 4000 });
}

/** Opens Company Details and waits for the members' designations, the last thing it loads. */
export async function expandDetails(canvas: Canvas): Promise<HTMLElement> {
  const toggle = canvas.getByRole("button", { name: "Company Details" });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = canvas.getByRole("region", { name: "Company Details" });
  await waitFor(() => expect(within(panel).queryByText("Loading…")).not.toBeInTheDocument());
  return panel;
}

/** The value shown under a field name of the details panel. */
export function valueOf(panel: HTMLElement, term: string): string {
  const name = within(panel).getByText(term, { selector: "dt" });
  return name.nextElementSibling?.textContent ?? "";
}
