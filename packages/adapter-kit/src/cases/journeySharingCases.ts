import { ADAPTER_STATUS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError, expectFieldError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import {
  journeyWorld,
  linkedinInput,
  present,
  signInAs,
  suiteUser,
  timelineItems,
} from "../support/journeyWorld";
import { pdfFile } from "../support/files";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTENT_TYPE = "journeyitem";

export function describeCommentCases(makeAdapter: MakeAdapter): void {
  describe("comments", () => {
    it("adds a comment to a company and lets its author change it", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const me = await adapter.users.current();
      const saved = await adapter.comments.create({
        company_id: world.company.id,
        comment_text: "First look: promising.",
      });
      expect(saved.data).toMatchObject({
        comment_text: "First look: promising.",
        company_id: world.company.id,
        modified_by: { first_name: me.first_name, last_name: me.last_name },
      });
      const updated = await adapter.comments.update(saved.data.id, {
        company_id: world.company.id,
        comment_text: "Second look: very promising.",
      });
      expect(updated.data).toMatchObject({ id: saved.data.id, comment_text: "Second look: very promising." });
    });

    it("refuses a change to a comment by anyone but its author (403)", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const colleague = await suiteUser(adapter, { company: [world.company.id] });
      const saved = await adapter.comments.create({ company_id: world.company.id, comment_text: "Mine." });
      await signInAs(adapter, colleague);
      await expectRefused(
        adapter.comments.update(saved.data.id, { company_id: world.company.id, comment_text: "Not mine." }),
        ADAPTER_STATUS.forbidden,
      );
    });

    it("shows standalone comments and uploaded files in the company's activity, with who and when", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const me = await adapter.users.current();
      await adapter.comments.create({ company_id: world.company.id, comment_text: "Met them at the fair." });
      await adapter.linkedin.create(linkedinInput(world));
      await adapter.documents.upload({
        company_id: world.company.id,
        files: [pdfFile(`Board pack ${world.token}.pdf`)],
        type: "OTHER",
        description: "Board pack",
        uploaded_on: "Round 2",
      });
      const activity = await adapter.journey.activity(world.company.id);
      expect(activity.comments).toEqual([
        expect.objectContaining({
          comment_text: "Met them at the fair.",
          company_id: world.company.id,
          modified_by: { first_name: me.first_name, last_name: me.last_name },
          created: expect.any(String),
        }),
      ]);
      expect(activity.uploads).toEqual([
        expect.objectContaining({
          file_name: `Board pack ${world.token}.pdf`,
          uploaded_on: "Round 2",
          journey_item: null,
          uploaded_by: { first_name: me.first_name, last_name: me.last_name },
          created: expect.any(String),
        }),
      ]);
    });

    it("asks for the comment with the form's message", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      await expectFieldError(
        adapter.comments.create({ company_id: world.company.id, comment_text: "  " }),
        ADAPTER_STATUS.invalid,
        "comment_text",
        "Comment required",
      );
    });
  });
}

export function describeEmailTemplateCases(makeAdapter: MakeAdapter): void {
  describe("task templates", () => {
    it("answers a LinkedIn task's template filled for the company and the member", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const { task } = world.task("LINKEDIN");
      const template = await adapter.emailTemplates.get({
        key: task.name,
        company_id: world.company.id,
        company_member_id: world.memberIds[1],
      });
      expect(template.key).toBe(task.name);
      expect(template.body).not.toContain("{{");
      expect(template.body).toContain(world.company.company_name);
      expect(template.body).toContain(`Sita${world.token}`);
      expect(template.body).toContain(world.company.pitch_line ?? "");
    });

    it("answers the template as written for a key alone", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const { task } = world.task("LINKEDIN");
      const template = await adapter.emailTemplates.get(task.name);
      expect(template.key).toBe(task.name);
      expect(template.body).toContain("{{company_name}}");
    });

    it("answers 404 for a key with no template", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.emailTemplates.get(`no_such_template_${uniqueToken()}`), {
        status: ADAPTER_STATUS.notFound,
      });
    });
  });
}

export function describeJourneyAccessCases(makeAdapter: MakeAdapter): void {
  describe("journey access", () => {
    /** A company with one LinkedIn item, and a user who does not see the company. */
    async function accessWorld() {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const item = (await adapter.linkedin.create(linkedinInput(world))).data;
      const guest = await suiteUser(adapter);
      const grantOn = (userId: number, days: number) => ({
        user_id: userId,
        valid_days: days,
        company_id: world.company.id,
        content_type: CONTENT_TYPE,
        object_id: item.id,
      });
      const query = { company: world.company.id, content_type: CONTENT_TYPE, object_id: item.id };
      return { adapter, world, item, guest, grantOn, query };
    }

    it("grants a user access to an item for some days, and lists the grant", async () => {
      const { adapter, guest, grantOn, query } = await accessWorld();
      const before = Date.now();
      const saved = await adapter.journeyAccess.create(grantOn(guest.pk, 3));
      const after = Date.now();
      expect(saved.data).toMatchObject({
        user_id: guest.pk,
        user: { pk: guest.pk, first_name: guest.first_name, last_name: guest.last_name },
        valid_days: 3,
        company_id: query.company,
        content_type: CONTENT_TYPE,
        object_id: query.object_id,
      });
      const until = Date.parse(saved.data.valid_until);
      expect(until).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 60_000);
      expect(until).toBeLessThanOrEqual(after + 3 * DAY_MS + 60_000);
      const listed = await adapter.journeyAccess.list(query);
      expect(listed.map((grant) => grant.id)).toEqual([saved.data.id]);
    });

    it("lets the grantee read the item through the grant, and logs every read for the grantor", async () => {
      const { adapter, item, guest, grantOn, query, world } = await accessWorld();
      const grantor = await suiteUser(adapter, { company: [world.company.id] });
      await signInAs(adapter, grantor);
      const grant = (await adapter.journeyAccess.create(grantOn(guest.pk, 1))).data;
      expect(grant.access_log ?? []).toEqual([]);
      expect(grant.created_by).toMatchObject({ pk: grantor.pk });

      await signInAs(adapter, guest);
      const items = timelineItems(await adapter.journey.timeline(world.company.id));
      expect(items.map((entry) => entry.id)).toEqual([item.id]);

      await signInAs(adapter, grantor);
      const logged = present((await adapter.journeyAccess.list(query))[0], "the grant");
      expect(logged.access_log).toEqual([
        {
          user: { pk: guest.pk, first_name: guest.first_name, last_name: guest.last_name },
          accessed_at: expect.any(String),
        },
      ]);
    });

    it("gives the grantee the company and the item without anyone's contact data, and none of its activity", async () => {
      const { adapter, guest, grantOn, world } = await accessWorld();
      await adapter.comments.create({ company_id: world.company.id, comment_text: "Internal note." });
      await adapter.journeyAccess.create(grantOn(guest.pk, 2));
      const full = await adapter.companies.get(world.company.id);
      expect(full.company_members.length).toBeGreaterThan(0);

      await signInAs(adapter, guest);
      const shared = await adapter.companies.get(world.company.id);
      expect(shared).toMatchObject({
        id: world.company.id,
        company_name: full.company_name,
        journey_access: "shared",
        email: null,
        contact_number: null,
        company_members: [],
      });
      const [item] = timelineItems(await adapter.journey.timeline(world.company.id));
      expect(item?.company_members.length).toBeGreaterThan(0);
      for (const member of item?.company_members ?? []) {
        expect(member.first_name).not.toBe("");
        expect(member).toMatchObject({ email: "", mobile: "" });
      }
      expect(await adapter.journey.activity(world.company.id)).toEqual({ comments: [], uploads: [] });
    });

    it("refuses the grantee once the grant is revoked (0 days), at once, as if the company were unknown", async () => {
      const { adapter, guest, grantOn, world } = await accessWorld();
      const grant = (await adapter.journeyAccess.create(grantOn(guest.pk, 5))).data;
      const revoked = await adapter.journeyAccess.update(grant.id, grantOn(guest.pk, 0));
      expect(Date.parse(revoked.data.valid_until)).toBeLessThanOrEqual(Date.now() + 1000);

      await signInAs(adapter, guest);
      await expectAdapterError(adapter.journey.timeline(world.company.id), {
        status: ADAPTER_STATUS.notFound,
      });
    });

    it("lets only the user who granted it, or a SUPER_ADMIN, change or revoke a grant (403)", async () => {
      const { adapter, world, guest, grantOn } = await accessWorld();
      const [grantor, colleague] = await Promise.all([
        suiteUser(adapter, { company: [world.company.id] }),
        suiteUser(adapter, { company: [world.company.id] }),
      ]);
      await signInAs(adapter, grantor);
      const grant = (await adapter.journeyAccess.create(grantOn(guest.pk, 2))).data;

      await signInAs(adapter, colleague);
      await expectRefused(
        adapter.journeyAccess.update(grant.id, grantOn(guest.pk, 0)),
        ADAPTER_STATUS.forbidden,
      );

      await signInAs(adapter, grantor);
      const renewed = await adapter.journeyAccess.update(grant.id, grantOn(guest.pk, 10));
      expect(renewed.data.valid_days).toBe(10);
    });

    it("shows a grantee only their own grant on the item", async () => {
      const { adapter, guest, grantOn, query } = await accessWorld();
      const other = await suiteUser(adapter);
      const own = (await adapter.journeyAccess.create(grantOn(guest.pk, 2))).data;
      await adapter.journeyAccess.create(grantOn(other.pk, 2));
      expect(await adapter.journeyAccess.list(query)).toHaveLength(2);

      await signInAs(adapter, guest);
      const listed = await adapter.journeyAccess.list(query);
      expect(listed.map((grant) => grant.id)).toEqual([own.id]);
    });

    it("checks a grant with the access form's messages", async () => {
      const { adapter, grantOn } = await accessWorld();
      await expectAdapterError(
        adapter.journeyAccess.create({ ...grantOn(0, 0), user_id: null as unknown as number }),
        {
          status: ADAPTER_STATUS.invalid,
          fieldErrors: { user_id: ["User is required"], valid_days: ["Minimum 1 day is required"] },
        },
      );
    });

    it("refuses access given to oneself, on the user, and stores no grant", async () => {
      const { adapter, grantOn, query } = await accessWorld();
      const me = await adapter.users.current();
      await expectAdapterError(adapter.journeyAccess.create(grantOn(me.pk, 2)), {
        status: ADAPTER_STATUS.invalid,
        fieldErrors: { user_id: ["You cannot give access to yourself."] },
      });
      expect(await adapter.journeyAccess.list(query)).toEqual([]);
    });

    it("grants access only to an item of that company", async () => {
      const { adapter, guest, grantOn } = await accessWorld();
      const other = await journeyWorld(adapter);
      const otherItem = (await adapter.linkedin.create(linkedinInput(other))).data;
      await expectRefused(
        adapter.journeyAccess.create({ ...grantOn(guest.pk, 1), object_id: otherItem.id }),
        ADAPTER_STATUS.invalid,
        ["object_id"],
      );
    });
  });
}
