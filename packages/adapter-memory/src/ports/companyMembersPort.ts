import {
  adminCompanyMemberSchema,
  type CompanyMemberInput,
  type CompanyMembersPort,
  type Id,
} from "@pipeline/contract";
import { flagFilter, idFilter, listItems, type ListSpec } from "../list";
import { createdMessage, RECORD_TITLES, updatedMessage } from "@pipeline/contract";
import { checkReferences, idsOf } from "../runtime/checkReferences";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import { auditMember } from "../state/auditRows";
import type { SeedMember } from "../state/MemorySeed";
import { nextId } from "../state/MemoryState";
import { toMemberRecord } from "../views/memberViews";

const MEMBER_LIST: ListSpec<SeedMember, "is_active" | "cmd"> = {
  sort: {
    id: (member) => member.id,
    first_name: (member) => member.first_name,
    last_name: (member) => member.last_name,
    email: (member) => member.email,
    mobile: (member) => member.mobile,
    is_active: (member) => member.is_active,
    created: (member) => member.created,
  },
  defaultSort: { field: "id", direction: "desc" },
  filters: {
    is_active: flagFilter((member) => member.is_active),
    cmd: idFilter((member) => member.cmd),
  },
  search: (member) => [
    member.first_name,
    member.middle_name,
    member.last_name,
    `${member.first_name} ${member.last_name}`,
    member.email,
    member.mobile,
  ],
  dates: { created: (member) => member.created, modified: (member) => member.created },
  id: (member) => member.id,
};

export function createCompanyMembersPort({ state, call, now }: MemoryRuntime): CompanyMembersPort {
  // Members removed through the company form are kept for the record but exist nowhere else.
  const visible = () => state.members.filter((member) => !member.deleted);

  function find(id: Id): SeedMember {
    const member = state.members.find((entry) => entry.id === id && !entry.deleted);
    if (!member) throw notFound();
    return member;
  }

  async function fields(input: CompanyMemberInput, ownId: Id | null) {
    const values = await validateInput(adminCompanyMemberSchema, input);
    if (ownId !== null) find(ownId);
    checkReferences([
      { field: "cmd", ids: values.cmd, known: idsOf(state.lookups["company-member-designation"]) },
    ]);
    return {
      first_name: values.first_name,
      middle_name: values.middle_name || null,
      last_name: values.last_name,
      email: values.email,
      mobile: values.mobile ?? "",
      linkedin_profile: values.linkedin_profile,
      cmd: values.cmd,
      is_active: values.is_active,
    };
  }

  return {
    list: (params, options) =>
      call(options, () => {
        const page = listItems(visible(), params, MEMBER_LIST);
        return { rows: page.rows.map((member) => toMemberRecord(state, member)), count: page.count };
      }),
    get: (id, options) => call(options, () => toMemberRecord(state, find(id))),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await fields(input, null);
        const stamp = now();
        const member: SeedMember = {
          id: nextId(state.members),
          company_id: null,
          ...values,
          deleted: false,
          created: stamp,
        };
        state.members.push(member);
        auditMember({ state, at: stamp, actor: user }, null, member);
        return { message: createdMessage(RECORD_TITLES.companyMember), data: toMemberRecord(state, member) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await fields(input, id);
        const member = find(id);
        const before = structuredClone(member);
        Object.assign(member, values);
        auditMember({ state, at: now(), actor: user }, before, member);
        return { message: updatedMessage(RECORD_TITLES.companyMember), data: toMemberRecord(state, member) };
      }),
  };
}
