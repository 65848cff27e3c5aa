// What the campaign dialog stories and tests share: the dialog over the seeded memory adapter (its
// senders, with one awaiting verification, and its initial outreach template), whom the campaign
// reaches as the server counts it, and a create that is recorded.
import {
  AdapterError,
  type CampaignAudience,
  type CampaignAudienceInput,
  type CampaignCreateInput,
  type DataAdapter,
} from "@pipeline/contract";
import { CampaignDialog, type OutreachCompanies } from "@pipeline/ui";
import { useState } from "react";
import { fn, userEvent, within } from "storybook/test";
import { AdminStoryFrame, type AdminStoryArgs, storyAdapter, withPort } from "../admin/adminStorySupport";
import { findDialog } from "../../support/findDialog";

export type Canvas = ReturnType<typeof within>;

/** Tidewater Analytics, Lumen Health Labs and Patchwork Learning, picked in the companies table. */
export const PICKED: OutreachCompanies = { kind: "ids", ids: [2, 3, 4] };

/** The answer of a campaign that starts now. */
export const CAMPAIGN_CREATED = "Campaign created successfully.";

/** Whom a campaign for PICKED reaches: every member with an address, Tidewater's Oliver first. */
export const REACHED: CampaignAudience = {
  companies: 3,
  recipients: 4,
  suppressed: 0,
  without_email: 0,
  already_contacted: 0,
  gate_not_passed: 0,
  sample: {
    email: "oliver.grant@example.com",
    first_name: "Oliver",
    company_name: "Tidewater Analytics",
    pitch_line: "port analytics that cut vessel waiting times by a third",
  },
};

/** A wider selection some of whose addresses and companies the campaign leaves out. */
export const PARTLY_REACHED: CampaignAudience = {
  ...REACHED,
  companies: 48,
  recipients: 112,
  suppressed: 3,
  without_email: 2,
  already_contacted: 5,
  gate_not_passed: 4,
};

type Create = (input: CampaignCreateInput) => Promise<{ message: string }>;

/**
 * The seeded adapter whose campaigns answer `audience` for any companies and create with `create`
 * (by default: recorded, and answered as the server answers a campaign that starts now).
 */
export function campaignAdapter(
  audience: CampaignAudience = REACHED,
  create: Create = async () => ({ message: CAMPAIGN_CREATED }),
): DataAdapter {
  return withPort(storyAdapter(), "campaigns", {
    audience: fn(async (_input: CampaignAudienceInput) => audience),
    create: fn(create),
  });
}

/** A create the server refuses: the sender was unverified in the meantime. */
export async function refusedCreate(): Promise<never> {
  throw new AdapterError("This sender is not verified yet.", {
    status: 400,
    fieldErrors: { sender_id: ["This sender is not verified yet."] },
  });
}

export type CampaignDialogStoryArgs = AdminStoryArgs & {
  companies: OutreachCompanies;
  onClose: () => void;
  onCreated: (message: string) => void;
};

/** The dialog, open, as the companies screen opens it for a selection. */
export function CampaignDialogStory({ companies, onClose, onCreated, ...frame }: CampaignDialogStoryArgs) {
  const [open, setOpen] = useState(true);
  return (
    <AdminStoryFrame {...frame}>
      <CampaignDialog
        open={open}
        companies={companies}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        onCreated={onCreated}
      />
    </AdminStoryFrame>
  );
}

/** The open dialog once its form shows, the recipients counted and the body editor loaded. */
export async function campaignDialog(): Promise<Canvas> {
  const dialog = await findDialog({ name: "Bulk Initial Outreach" });
  const canvas = within(dialog);
  await canvas.findByRole("textbox", { name: /^Campaign name/ }, { timeout: 4000 });
  await canvas.findByRole("textbox", { name: "Body" }, { timeout: 4000 });
  await canvas.findByRole("heading", { name: / at \d+ compan/ }, { timeout: 4000 });
  return canvas;
}

/** Names the campaign and picks the verified sender. */
export async function fillCampaign(dialog: Canvas, name = "Spring introductions"): Promise<void> {
  await userEvent.type(dialog.getByRole("textbox", { name: /^Campaign name/ }), name);
  await userEvent.click(dialog.getByRole("combobox", { name: "Sender" }));
  await userEvent.click(await within(document.body).findByRole("option", { name: "deals@pipeline.test" }));
}
