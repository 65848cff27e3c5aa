// What the Add Item, summary and call-notes stories share: the seeded adapter with the journey's
// calls given here (the configured stages, a journey already under way, templates, and the
// writes recorded), and the steps a user takes in the dialog.
import {
  AdapterError,
  type CallNotes,
  type DataAdapter,
  type EmailTemplateRequest,
  type EvaluationStatus,
  type Id,
  type JourneyItem,
  type JourneyItemDefinition,
  type JourneyTimeline,
  type Summary,
  type TaskType,
} from "@pipeline/contract";
import { expect, fn, userEvent, within } from "storybook/test";
import { storyAdapter, withPort } from "../admin/adminStorySupport";
import { journeyItem } from "../journey-timeline/journeyTimelineStorySupport";
import { findDialog } from "../../support/findDialog";

export type Canvas = ReturnType<typeof within>;

/** The company the stories add items to: Kavach Robotics, with Arjun and Neha Kapoor as members. */
export const COMPANY_ID = 1;

/** The present day of the stories: the summary's table shows 2022, 2023 and 2024. */
export const STORY_TODAY = new Date("2024-04-01T05:30:00.000Z");

/** Where the summary and call-notes stories' records belong. */
export const TARGET = { company_id: COMPANY_ID, stage_id: 2, task_id: 6 } as const;

function task(id: Id, label: string, type: TaskType, allowMultiple = false) {
  return {
    id,
    label,
    name: label.toLowerCase().replace(/[^a-z]+/g, "_"),
    type,
    allow_multiple: allowMultiple,
  };
}

/** The configured journey, listed out of order: the dialog sorts the stages by their order. */
export const DEFINITIONS: JourneyItemDefinition[] = [
  {
    stage: { id: 3, label: "Evaluation", order: 3 },
    tasks: [task(7, "Pitch Deck", "DOCUMENT", true), task(9, "Investment Committee Review", "EVALUATION")],
  },
  {
    stage: { id: 1, label: "Sourcing", order: 1 },
    tasks: [
      task(1, "LinkedIn Connect", "LINKEDIN", true),
      task(2, "Initial Outreach", "EMAIL"),
      task(3, "Follow-up Email", "EMAIL", true),
    ],
  },
  {
    stage: { id: 2, label: "Screening", order: 2 },
    tasks: [
      task(4, "Intro Call", "MEETING", true),
      task(5, "Call Notes", "CALL NOTES"),
      task(6, "Company Summary", "SUMMARY"),
    ],
  },
  {
    stage: { id: 5, label: "Decision", order: 5 },
    tasks: [task(14, "Final Approval", "EVALUATION")],
  },
];

function stageOf(stageId: Id) {
  const definition = DEFINITIONS.find(({ stage }) => stage.id === stageId);
  if (!definition) throw new Error(`No stage ${stageId}`);
  return definition.stage;
}

function item(id: Id, stageId: Id, taskId: Id): JourneyItem {
  const definition = DEFINITIONS.find(({ stage }) => stage.id === stageId);
  const defined = definition?.tasks.find(({ id: candidate }) => candidate === taskId);
  if (!definition || !defined) throw new Error(`No task ${taskId} in stage ${stageId}`);
  const asha = { pk: 1, first_name: "Asha", last_name: "Rao" };
  return journeyItem({
    id,
    stage: definition.stage,
    task: { id: taskId, label: defined.label, type: defined.type },
    created: "2024-03-20T06:00:00.000Z",
    created_by: asha,
    modified_by: asha,
  });
}

/**
 * The company's journey so far: LinkedIn Connect (allows multiple, so still offered), Initial
 * Outreach (not offered again) and Final Approval (the Decision stage is then left without tasks,
 * so it is hidden).
 */
export const TIMELINE: JourneyTimeline = [
  { stage: stageOf(1), items: [item(101, 1, 1), item(102, 1, 2)] },
  { stage: stageOf(5), items: [item(103, 5, 14)] },
];

/** The LinkedIn Connect template as the server fills it for Kavach Robotics and a member's first name. */
export function linkedinTemplate(firstName = "{{first_name}}"): string {
  return `Hi ${firstName}, I came across Kavach Robotics and would love to connect and hear more about your work.`;
}

/** The template before a member is chosen: {{first_name}} stays as written. */
export const LINKEDIN_TEMPLATE = linkedinTemplate();

/** The first names of Kavach Robotics's members, by id. */
const FIRST_NAMES: Record<number, string> = { 1: "Arjun", 2: "Neha" };

/** A saved summary with two priorities and two additional fields. */
export const SAVED_SUMMARY: Summary = {
  id: 41,
  country: "India",
  meeting: "Intro call, 12 March",
  priority: [
    { id: 1, prio: "Close the seed round" },
    { id: 2, prio: "Hire a sales lead" },
  ],
  business: "Autonomous inspection robots for pipelines.",
  founders: "Arjun Kapoor, Neha Kapoor",
  key_team_members: "Ravi Menon (CTO)",
  founded_in: "2019",
  revenue_streams: "Hardware sales and yearly service contracts.",
  business_model: "B2B",
  product_and_services: "Crawler robots, inspection reports.",
  fte: "42",
  capital_raised: "GBP 1.2m",
  last_third_year_op_profit: "-120k",
  last_second_year_op_profit: "-40k",
  last_year_op_profit: "85k",
  last_third_year_net_profit: "-150k",
  last_second_year_net_profit: "-60k",
  last_year_net_profit: "55k",
  revenue: "GBP 850k",
  protit_loss_breakeve: "Profit",
  cap_table: "Founders 70%, angels 30%",
  ask_of_funds: "GBP 3m",
  utilization_of_funds: "Sales team, second plant.",
  present_sales: "GBP 70k a month",
  challenges: "Long sales cycles.",
  next_steps: "Meet the management.",
  opportunity_for_gw: "Lead the round.",
  comments: "Strong team.",
  additional_fields: [
    { id: 7, field_name: "Patents", field_value: "Two granted" },
    { id: 8, field_name: "Export share", field_value: "About a third" },
  ],
};

export const SAVED_CALL_NOTES: CallNotes = {
  id: 52,
  revenue_cash_flow_based: "GBP 800k",
  ebidta: "12%",
  personnel_cost_expense: "GBP 300k",
  net_burn: "GBP 20k a month",
  current_team_size: "42",
  tech_team_count: "18",
  sales_team_count: "9",
  other_team_count: "15",
  cxo_team_composition: "CEO, CTO, CFO",
  team_structure: "Three product squads.",
  cap_table: "Founders 70%, angels 30%",
  founder_equity: "70%",
  dilution: "20%",
  convertible_loans: "None",
  board_composition: "Two founders, one angel.",
  decision_rights: "Founders hold a veto on hires.",
  institutional_loans: "A working-capital line.",
  total_fund_ask: "GBP 3m",
  current_valuation: "GBP 12m",
  earlier_funding_round: "Angel round, 2021",
  earlier_valuation: "GBP 4m",
  fund_utilization: "Sales and a second plant.",
  funding_projection_done: true,
  cashflow_projection_notes: "Break-even in 18 months.",
  current_sales_cash_basis: "GBP 70k a month",
  business_expansion_challenges: "Long sales cycles.",
  tech_expansion_challenges: "Battery life.",
  fundraising_challenges: "Hardware is out of favour.",
  stage: "Seed",
  finance_team_comments: "Books are clean.",
};

/** The seeded adapter with the journey's calls answered here and every write recorded. */
export function journeyItemAdapter(base: DataAdapter = storyAdapter()): DataAdapter {
  let adapter = withPort(base, "journey", {
    definitions: async () => DEFINITIONS,
    timeline: async () => TIMELINE,
  });
  adapter = withPort(adapter, "emailTemplates", {
    get: fn(async (request: string | EmailTemplateRequest) => {
      const { key, company_member_id: member } = typeof request === "string" ? { key: request } : request;
      return { key, body: linkedinTemplate(member === undefined ? undefined : FIRST_NAMES[member]) };
    }),
  });
  adapter = withPort(adapter, "evaluations", {
    create: fn(async (input) => ({
      message: "Evaluation created successfully.",
      data: {
        id: 301,
        reviewer_ids: input.reviewer_ids,
        answered_by: [],
        status: input.status,
        comment: null,
        journey_item: 201,
      },
    })),
  });
  adapter = withPort(adapter, "linkedin", {
    create: fn(async (input) => ({
      message: "LinkedIn message saved successfully.",
      data: { ...item(202, input.stage_id, input.task_id), message: input.message },
    })),
  });
  adapter = withPort(adapter, "summaries", {
    get: fn(async () => SAVED_SUMMARY),
    create: fn(async (input) => ({ message: "Summary created successfully.", data: { ...input, id: 41 } })),
    update: fn(async (id: Id, input) => ({
      message: "Summary updated successfully.",
      data: { ...input, id },
    })),
  });
  adapter = withPort(adapter, "callNotes", {
    get: fn(async () => SAVED_CALL_NOTES),
    create: fn(async (input) => ({
      message: "Call notes created successfully.",
      data: { ...input, id: 52 },
    })),
    update: fn(async (id: Id, input) => ({
      message: "Call notes updated successfully.",
      data: { ...input, id },
    })),
  });
  return adapter;
}

/** A refusal as the server answers a body it will not take, naming the field. */
export function refusal(message: string, fieldErrors: Record<string, string[]>): () => Promise<never> {
  return async () => {
    throw new AdapterError(message, { status: 400, fieldErrors });
  };
}

/** Puts text into a field as a paste does, in one change. */
export async function enter(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** Opens a select by its label and picks these options (a multi-select's list is closed after). */
export async function pick(canvas: Canvas, label: string, options: readonly string[]): Promise<void> {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  for (const option of options) {
    await userEvent.click(await within(document.body).findByRole("option", { name: option }));
  }
}

/** The open Add Item dialog once its stages have loaded. */
export async function addItemDialog(): Promise<Canvas> {
  const dialog = await findDialog({ name: "Add Item" });
  const canvas = within(dialog);
  await canvas.findByRole("combobox", { name: "Stage" });
  return canvas;
}

/** Chooses a stage, then a task. */
export async function chooseTask(canvas: Canvas, stage: string, taskLabel: string): Promise<void> {
  await pick(canvas, "Stage", [stage]);
  await pick(canvas, "Task", [taskLabel]);
  await expect(canvas.getByRole("combobox", { name: "Task" })).toHaveTextContent(taskLabel);
}

/** The journey with Investment Committee Review a blind gate of quorum 2 on the Evaluation stage. */
export const GATED_DEFINITIONS: JourneyItemDefinition[] = DEFINITIONS.map(({ stage, tasks }) => ({
  stage,
  tasks: tasks.map((defined) =>
    defined.id === 9 ? { ...defined, gate: { quorum: 2, blind: true } } : defined,
  ),
}));

/** The company's journey with its committee's evaluations, oldest first, in these statuses. */
export function gatedTimeline(statuses: readonly EvaluationStatus[]): JourneyTimeline {
  const evaluations = statuses.map((status, index) => ({
    ...item(110 + index, 3, 9),
    created: new Date(Date.UTC(2024, 2, 21 + index, 6)).toISOString(),
    status,
    evaluation: {
      id: 310 + index,
      reviewer_ids: [1, 2],
      answered_by: [],
      status,
      comment: null,
      journey_item: 110 + index,
      quorum: 2,
      blind: true,
    },
  }));
  return [
    { stage: stageOf(1), items: [item(101, 1, 1)] },
    { stage: stageOf(3), items: evaluations },
  ];
}

/** The Add Item adapter on the gated journey, its committee's evaluations in these statuses. */
export function gatedAdapter(statuses: readonly EvaluationStatus[]): DataAdapter {
  return withPort(journeyItemAdapter(), "journey", {
    definitions: async () => GATED_DEFINITIONS,
    timeline: async () => gatedTimeline(statuses),
  });
}
