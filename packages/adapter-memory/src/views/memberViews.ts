import type { CompanyMember, CompanyMemberRecord, Id } from "@pipeline/contract";
import type { SeedMember } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { lookupLabels, refsIn } from "./lookupRefs";

export function toMemberRecord(state: MemoryState, member: SeedMember): CompanyMemberRecord {
  return {
    ...toCompanyMember(member),
    middle_name: member.middle_name,
    designation: refsIn(lookupLabels(state, "company-member-designation"), member.cmd),
    is_active: member.is_active,
    created: member.created,
    company_id: member.company_id,
  };
}

/** A member as the company form reads it. */
export function toCompanyMember(member: SeedMember): CompanyMember & { id: Id } {
  return {
    id: member.id,
    first_name: member.first_name,
    middle_name: member.middle_name,
    last_name: member.last_name,
    email: member.email,
    mobile: member.mobile,
    linkedin_profile: member.linkedin_profile,
    cmd: [...member.cmd],
  };
}
