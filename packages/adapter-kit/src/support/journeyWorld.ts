import type {
  Company,
  DataAdapter,
  Id,
  JourneyItem,
  JourneyTarget,
  JourneyTimeline,
  StageRef,
  TaskDefinition,
  TaskType,
  User,
} from "@pipeline/contract";
import { expect } from "vitest";
import { companyInput, lookupInput, memberOfCompany, SUITE_PASSWORD, userInput } from "./inputs";
import { uniqueToken } from "./uniqueToken";

/** A task of the journey definition with its stage. */
export type StageTask = { stage: StageRef; task: TaskDefinition };

/** A new company of the run, with two members, and the journey's tasks to add to it. */
export type JourneyWorld = {
  token: string;
  company: Company;
  /** Ids of the company's two members. */
  memberIds: [Id, Id];
  designation: Id;
  location: Id;
  /** The first task of the type in journey order that allows (or not) several items. */
  task(type: TaskType, allowMultiple?: boolean): StageTask;
  /** Where an item of the task goes on this company. */
  target(entry: StageTask): JourneyTarget;
};

/** Makes a company whose journey the case owns, signed in as the adapter's user. */
export async function journeyWorld(adapter: DataAdapter): Promise<JourneyWorld> {
  const token = uniqueToken();
  const [location, designation, stages] = await Promise.all([
    adapter.lookups.create("location", lookupInput("location", `Zq ${token} Land`)),
    adapter.lookups.create(
      "company-member-designation",
      lookupInput("company-member-designation", `Zq ${token} Founder`),
    ),
    adapter.journey.definitions(),
  ]);
  const refs = { location: location.data.id, designation: designation.data.id };
  const saved = await adapter.companies.create(
    companyInput(token, refs, {
      pitch_line: `Zq ${token} inspection robots for power plants`,
      company_members: [
        memberOfCompany(token, [refs.designation]),
        memberOfCompany(token, [refs.designation], {
          first_name: `Sita${token}`,
          email: `sita.${token}@example.com`,
          linkedin_profile: `https://www.linkedin.com/in/sita-${token}`,
        }),
      ],
    }),
  );
  const company = saved.data;
  const members = company.company_members.map((member) => member.id);
  expect(members).toHaveLength(2);
  const entries = stages.flatMap(({ stage, tasks }) => tasks.map((task) => ({ stage, task })));
  return {
    token,
    company,
    memberIds: [present(members[0], "a first member"), present(members[1], "a second member")],
    designation: refs.designation,
    location: refs.location,
    task(type, allowMultiple) {
      const found = entries.find(
        ({ task }) =>
          task.type === type && (allowMultiple === undefined || task.allow_multiple === allowMultiple),
      );
      if (!found)
        throw new Error(`the journey has no ${type} task (allow_multiple ${String(allowMultiple)})`);
      return found;
    },
    target: ({ stage, task }) => ({ company_id: company.id, stage_id: stage.id, task_id: task.id }),
  };
}

/** A user of the run who signs in with the suite's password; `company` assigns companies to see. */
export async function suiteUser(
  adapter: DataAdapter,
  overrides: Partial<Parameters<typeof userInput>[1]> = {},
): Promise<User> {
  return (await adapter.users.create(userInput(uniqueToken(), overrides))).data;
}

/** Signs the adapter in as the user (suite password); later calls act as them. */
export async function signInAs(adapter: DataAdapter, user: User): Promise<void> {
  await adapter.auth.erpLogin({ username: user.username, password: SUITE_PASSWORD });
}

/** Every item of a timeline, in its order. */
export function timelineItems(timeline: JourneyTimeline): JourneyItem[] {
  return timeline.flatMap((entry) => entry.items);
}

/** A valid LinkedIn item for the world's company. */
export function linkedinInput(world: JourneyWorld, entry: StageTask = world.task("LINKEDIN", true)) {
  return {
    ...world.target(entry),
    company_member_ids: [world.memberIds[0]],
    message: `Hello from ${world.token}`,
    date: "2024-05-02T09:30:00.000Z",
  };
}

/** The value, which the case needs present (a saved record's id, the one item of a timeline). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
