import fc from "fast-check";
import type { TObject, TSchema } from "typebox";
import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import type { AnyObjectSchema, SchemaDescription } from "yup";
import {
  adminCompanyMemberSchema,
  addJourneyItemSchema,
  approvalSchema,
  callNotesWriteSchema,
  campaignSchema,
  commentSchema,
  companyMemberSchema,
  companySchema,
  emailLoginSchema,
  journeyAccessSchema,
  LOOKUP_KINDS,
  LOOKUP_SCHEMAS,
  loginSchema,
  meetingCommentSchema,
  senderSchema,
  summaryWriteSchema,
  userAccountSchema,
} from "../../src";
import {
  CallNotesBody,
  CampaignCreateBody,
  CommentBody,
  CompanyMemberBody,
  CompanyMemberInputSchema,
  CompanyUpdateBody,
  EmailLoginBody,
  EmailSendBody,
  EvaluationCreateBody,
  ErpLoginBody,
  EvaluationReviewBody,
  LinkedinBody,
  LookupBody,
  MeetingCommentBody,
  MeetingScheduleBody,
  SenderBody,
  SummaryBody,
  UserBody,
  UserJourneyAccessBody,
  UserJourneyAccessUpdateBody,
} from "../../src/wire";

// Each form schema (the rules and the spec's words, which the server validates a body with) beside
// the wire schema its call documents (what /api/docs tells a client): both must take and refuse the
// same bodies. The bodies are JSON of the documented types, a valid one with fields turned to the
// values at every boundary either schema names, to nothing, to null and to random text or numbers.
// A rule JSON Schema cannot state (an e-mail address's form, a phone number, a date not in the
// past) is named per field; there the wire must still never refuse what the form takes.
//
// Beyond the documented types, the server reads a number or flag written as text the way a form's
// input sends it ("12", "true"); the hostile-body tests of the server hold that.

type Body = Record<string, unknown>;

/** What the test reads of a form schema: its fields, and whether it takes a body. */
type FormSchema = Pick<AnyObjectSchema, "isValid"> & {
  readonly fields: Readonly<Record<string, { describe(): unknown }>>;
};

type Pair = {
  readonly form: FormSchema;
  /** An object, or a union of objects. */
  readonly wire: TSchema;
  /** A body both take. */
  readonly valid: Body;
  /** Fields the server sets itself before it validates (a task's type, from the call). */
  readonly serverSets?: Body;
  /** Fields whose form rule JSON Schema cannot state, with that rule. */
  readonly beyondTheWire?: Readonly<Record<string, string>>;
};

const EMAIL_FORM = "a valid e-mail address";
const MAX_ID = 2_147_483_647;

/** Characters that test a rule on text: letters, marks, spaces, a zero-width space, digits, signs. */
const CHARACTERS = ["a", "Z", "é", "\u0301", " ", "\u00A0", "\u200B", "\n", "1", "-", "@", "."];

const member = {
  first_name: "Asha",
  middle_name: null,
  last_name: "Rao",
  email: "asha@example.com",
  mobile: "+919876543210",
  linkedin_profile: "https://www.linkedin.com/in/asha",
  cmd: [1],
  is_active: true,
};

const formMember = { ...member, is_active: undefined };

/** A company with what the form requires; every other field is left out, then tried at its edges. */
const company = {
  company_name: "Acme Robotics",
  website: "https://acme.example",
  location: [1],
  company_members: [formMember],
};

/** The Add Item form's fields that a task type's call takes, as the server picks them, with the type. */
function addItemForm(wire: TObject): FormSchema {
  const fields = Object.keys(addJourneyItemSchema.fields) as (keyof typeof addJourneyItemSchema.fields)[];
  return addJourneyItemSchema.pick([...fields.filter((name) => name in wire.properties), "task_type"]);
}

const journeyTarget = { company_id: 1, stage_id: 2, task_id: 3 };

const grant = { user_id: 2, valid_days: 3, company_id: 1, content_type: "journeyitem", object_id: 4 };

const PAIRS: Readonly<Record<string, Pair>> = {
  "ERP sign-in": { form: loginSchema, wire: ErpLoginBody, valid: { username: "asha", password: "secret" } },
  "e-mail sign-in": {
    form: emailLoginSchema,
    wire: EmailLoginBody,
    valid: { email: "asha@example.com", password: "secret" },
  },
  user: {
    form: userAccountSchema,
    wire: UserBody,
    valid: {
      first_name: "Asha",
      middle_name: null,
      last_name: "Rao",
      email: "asha@example.com",
      username: "asha.rao",
      country: [1],
      practice: [],
      company: [2],
      is_active: true,
      password: "",
    },
    beyondTheWire: { email: `${EMAIL_FORM}, in lower case` },
  },
  ...Object.fromEntries(
    LOOKUP_KINDS.map((kind) => [
      `${kind} entry`,
      {
        form: LOOKUP_SCHEMAS[kind],
        wire: LookupBody,
        valid: {
          label: "Pune",
          order: 1,
          is_active: true,
          ...(kind === "confidence-level" ? { name: "80" } : {}),
        },
        beyondTheWire:
          kind === "confidence-level" ? { name: "required for confidence levels, named by the path" } : {},
      } satisfies Pair,
    ]),
  ),
  sender: {
    form: senderSchema,
    wire: SenderBody,
    valid: {
      email: "deals@example.com",
      sender_name: "Deals desk",
      address: "1 Main Street",
      city: "Pune",
      country: "India",
      is_active: true,
    },
    beyondTheWire: { email: EMAIL_FORM },
  },
  "company member": {
    form: adminCompanyMemberSchema,
    wire: CompanyMemberBody,
    valid: member,
    beyondTheWire: { email: EMAIL_FORM, mobile: "a valid phone number", linkedin_profile: "an http(s) link" },
  },
  company: {
    form: companySchema,
    wire: CompanyUpdateBody,
    valid: company,
    beyondTheWire: {
      website: "a website address",
      email: EMAIL_FORM,
      contact_number: "a valid phone number",
      revenue: "a currency beside it",
      currency: "required beside a revenue",
      company_members: "one at least not marked DELETED",
    },
  },
  "company form's member": {
    form: companyMemberSchema,
    wire: CompanyMemberInputSchema,
    valid: formMember,
    beyondTheWire: { email: EMAIL_FORM, mobile: "a valid phone number", linkedin_profile: "an http(s) link" },
  },
  comment: { form: commentSchema, wire: CommentBody, valid: { company_id: 1, comment_text: "Strong team" } },
  "meeting comment": {
    form: meetingCommentSchema,
    wire: MeetingCommentBody,
    valid: { company_id: 1, stage_id: 2, task_id: 3, comment_text: "Went well", status: "COMPLETED" },
  },
  approval: {
    form: approvalSchema,
    wire: EvaluationReviewBody,
    valid: { company_id: 1, journey_item_id: 5, comment: "Go ahead", status: "APPROVED" },
  },
  summary: {
    form: summaryWriteSchema,
    wire: SummaryBody,
    valid: {
      ...journeyTarget,
      country: "India",
      fte: null,
      priority: [{ prio: "Grow exports" }],
      additional_fields: [{ id: 4, field_name: "Sector", field_value: "Robotics", status: "EDITED" }],
      message: "First call",
    },
  },
  "call notes": {
    form: callNotesWriteSchema,
    wire: CallNotesBody,
    valid: { ...journeyTarget, ebidta: "12%", stage: null, funding_projection_done: true },
  },
  "Add Item LinkedIn": {
    form: addItemForm(LinkedinBody),
    wire: LinkedinBody,
    valid: {
      ...journeyTarget,
      company_member_ids: [4],
      message: "Sent the deck",
      date: "2026-05-04T10:00:00.000Z",
    },
    serverSets: { task_type: "LINKEDIN" },
    beyondTheWire: { date: "an instant" },
  },
  "Add Item meeting": {
    form: addItemForm(MeetingScheduleBody),
    wire: MeetingScheduleBody,
    valid: {
      ...journeyTarget,
      attendees: [4],
      moderators: [2],
      isGatewayMeetScheduled: true,
      start_date: "2026-05-04T10:00:00.000Z",
      duration: 45,
      description: null,
      sender_id: null,
      status: "CONFIRMED",
    },
    serverSets: { task_type: "MEETING" },
    beyondTheWire: {
      start_date: "an instant, required on the product's own links",
      isGatewayMeetScheduled: "the start date it requires",
    },
  },
  "Add Item e-mail": {
    form: addItemForm(EmailSendBody),
    wire: EmailSendBody,
    valid: {
      ...journeyTarget,
      sender_id: 1,
      receivers: [4],
      cc_email: ["asha@example.com"],
      bcc_email: [],
      subject: "Next steps",
      body: "<p>Hello</p>",
      font: "Arial",
      date: null,
    },
    serverSets: { task_type: "EMAIL" },
    beyondTheWire: { cc_email: EMAIL_FORM, bcc_email: EMAIL_FORM, date: "an instant not in the past" },
  },
  "Add Item evaluation": {
    form: addItemForm(EvaluationCreateBody),
    wire: EvaluationCreateBody,
    valid: { ...journeyTarget, reviewer_ids: [2, 3], status: "PENDING" },
    serverSets: { task_type: "EVALUATION" },
  },
  "access grant": { form: journeyAccessSchema, wire: UserJourneyAccessBody, valid: grant },
  campaign: {
    form: campaignSchema,
    wire: CampaignCreateBody,
    valid: {
      company_ids: [1, 2],
      journey_item_id: 2,
      email_type: "initial",
      campaign_name: "Spring outreach",
      subject: "Hello {{first_name}}",
      body: "<p>Hi</p>",
      datetime: null,
      sender_id: 1,
    },
    beyondTheWire: { datetime: "an instant not in the past" },
  },
};

type Described = SchemaDescription & { innerType?: Described; oneOf?: unknown[] };

/** The numbers a form rule names (lengths, least and greatest values) for one field. */
function formBounds(description: Described): number[] {
  const bounds: number[] = [];
  for (const test of description.tests) {
    for (const value of Object.values(test.params ?? {})) if (typeof value === "number") bounds.push(value);
  }
  return bounds;
}

/** The alternatives of a wire property: itself, or the members of its union. */
function alternatives(schema: TSchema): Record<string, unknown>[] {
  const record = schema as Record<string, unknown>;
  return Array.isArray(record.anyOf) ? (record.anyOf as Record<string, unknown>[]) : [record];
}

/** The numbers the wire names for one property: lengths, counts, least and greatest values. */
function wireBounds(schema: Record<string, unknown>): number[] {
  return ["minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems"]
    .map((key) => schema[key])
    .filter((value): value is number => typeof value === "number");
}

const around = (bounds: number[]) => [...new Set(bounds.flatMap((bound) => [bound - 1, bound, bound + 1]))];

/** Values of a property's documented types: at each boundary either schema names, and the usual edges. */
function valuesFor(wire: TSchema, form: Described, valid: unknown): unknown[] {
  const values: unknown[] = [undefined, null, valid];
  const bounds = around([...formBounds(form), ...alternatives(wire).flatMap(wireBounds)]);
  for (const alternative of alternatives(wire)) {
    if ("const" in alternative) values.push(alternative.const, `${String(alternative.const)}X`, "");
    if (Array.isArray(alternative.enum)) values.push(...alternative.enum, "NOT_ONE_OF_THEM", "");
    switch (alternative.type) {
      case "string":
        values.push(
          "",
          " ",
          "\t",
          "\u200B",
          "a\u200B",
          "a",
          "Ab",
          "ab cd",
          "Zoë",
          "O'Neil",
          "UPPER",
          "x1",
          " padded ",
        );
        for (const length of bounds.filter((bound) => bound >= 0 && bound <= 60_000)) {
          values.push(
            "x".repeat(length),
            ` ${"x".repeat(length)}`,
            `${"x".repeat(Math.max(length - 1, 0))} `,
          );
        }
        break;
      case "integer":
      case "number":
        values.push(
          0,
          1,
          -1,
          1.5,
          2,
          MAX_ID,
          MAX_ID + 1,
          1e21,
          ...bounds,
          ...bounds.map((bound) => bound + 0.5),
        );
        break;
      case "boolean":
        values.push(true, false);
        break;
      case "array": {
        const item: unknown = Array.isArray(valid) && valid.length > 0 ? valid[0] : 1;
        values.push([], [item], [item, item], [0], [-1], [1.5], [MAX_ID + 1], [null]);
        // Entries of a saved list: one marked DELETED is not checked, one EDITED is; and an entry
        // with one field at each of its edges.
        if (typeof item === "object" && item !== null) {
          values.push(...entryVariants(alternative.items as TSchema, form.innerType, item as Body));
          values.push(
            [{ id: 7, status: "DELETED" }],
            [item, { status: "DELETED" }],
            [{ ...item, status: "EDITED" }],
          );
        }
        for (const count of bounds.filter((bound) => bound > 2 && bound <= 20_000)) {
          values.push(Array.from({ length: count }, (_, index) => index + 1));
        }
        break;
      }
    }
  }
  return values;
}

/** An entry of a list with one field at each of its edges, each as a list of that one entry. */
function entryVariants(wire: TSchema, form: Described | undefined, entry: Body): unknown[][] {
  const fields = (form as { fields?: Record<string, Described> } | undefined)?.fields ?? {};
  return Object.entries(fields).flatMap(([name, field]) => {
    const property = wireProperty(wire, name);
    if (!property) throw new Error(`${name} is a field of an entry that the wire does not document`);
    return valuesFor(property, field, entry[name]).map((value) => [withChanges(entry, { [name]: value })]);
  });
}

/** Random values of a property's documented types. */
function randomFor(wire: TSchema): fc.Arbitrary<unknown> {
  const arbitraries = alternatives(wire).flatMap((alternative): fc.Arbitrary<unknown>[] => {
    if (Array.isArray(alternative.enum)) return [fc.constantFrom(...(alternative.enum as unknown[]))];
    switch (alternative.type) {
      case "string":
        return [
          fc.string({ maxLength: 12 }),
          fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 6 }),
        ];
      case "integer":
        return [fc.integer()];
      case "number":
        return [fc.double({ noNaN: true, noDefaultInfinity: true })];
      case "boolean":
        return [fc.boolean()];
      case "array":
        return [fc.array(fc.integer({ min: -2, max: MAX_ID + 1 }), { maxLength: 3 })];
      default:
        return [];
    }
  });
  return arbitraries.length > 0 ? fc.oneof(...arbitraries) : fc.constant(null);
}

/** A property of the wire body: of its object, or, of a union of objects, any alternative's. */
function wireProperty(wire: TSchema, name: string): TSchema | undefined {
  const objects = alternatives(wire);
  const found = objects
    .map((object) => (object.properties as Record<string, TSchema> | undefined)?.[name])
    .filter((property): property is TSchema => property !== undefined);
  return found.length > 1 ? ({ anyOf: found.flatMap(alternatives) } as TSchema) : found[0];
}

/** The fields the form checks, each with its wire property, the values to try and random ones. */
function fieldsOf(pair: Pair) {
  const own = Object.keys(pair.form.fields).filter((name) => !(name in (pair.serverSets ?? {})));
  return own.map((name) => {
    const wire = wireProperty(pair.wire, name);
    if (!wire) throw new Error(`${name} is a field of the form that the wire does not document`);
    const form = pair.form.fields[name]?.describe() as Described;
    return { name, values: valuesFor(wire, form, pair.valid[name]), random: randomFor(wire) };
  });
}

function withChanges(valid: Body, changes: Body): Body {
  // A field changed to undefined is left out of the body.
  return Object.fromEntries(
    Object.entries({ ...valid, ...changes }).filter(([, value]) => value !== undefined),
  );
}

async function verdicts(pair: Pair, body: Body) {
  const form = await pair.form.isValid(
    { ...structuredClone(body), ...pair.serverSets },
    { stripUnknown: true, abortEarly: false },
  );
  return { form, wire: Value.Check(pair.wire, body) };
}

/** The form and the wire agree on the body; where a changed field's rule is the form's alone, the wire takes at least what the form takes. */
async function expectAgreement(pair: Pair, body: Body, changed: string[]) {
  const { form, wire } = await verdicts(pair, body);
  const context = `${JSON.stringify(body).slice(0, 300)}: form ${form ? "takes" : "refuses"} it, wire ${wire ? "takes" : "refuses"} it`;
  if (changed.some((name) => pair.beyondTheWire?.[name])) {
    if (form) expect(wire, context).toBe(true);
  } else {
    expect(wire, context).toBe(form);
  }
}

describe.each(Object.entries(PAIRS))("the %s form and its wire body", (_name, pair) => {
  const fields = fieldsOf(pair);

  it("both take the valid body", async () => {
    expect(await verdicts(pair, pair.valid)).toEqual({ form: true, wire: true });
  });

  it("agree on the body with any one field at each of its edges", async () => {
    for (const field of fields) {
      for (const value of field.values) {
        await expectAgreement(pair, withChanges(pair.valid, { [field.name]: value }), [field.name]);
      }
    }
  });

  it("agree on bodies with several fields changed at once, to edges or random values", async () => {
    const change = fc
      .constantFrom(...fields)
      .chain((field) =>
        fc.tuple(fc.constant(field.name), fc.oneof(fc.constantFrom(...field.values), field.random)),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 2, maxLength: 4 }), async (changes) => {
        const body = withChanges(pair.valid, Object.fromEntries(changes));
        await expectAgreement(pair, body, [...new Set(changes.map(([name]) => name))]);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the access grant's update", () => {
  it("documents 0 days, which revokes, where a new grant needs at least one", () => {
    expect(Value.Check(UserJourneyAccessUpdateBody, { ...grant, valid_days: 0 })).toBe(true);
    expect(Value.Check(UserJourneyAccessBody, { ...grant, valid_days: 0 })).toBe(false);
  });
});
