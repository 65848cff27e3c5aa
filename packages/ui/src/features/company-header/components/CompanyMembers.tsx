import type { Company, Id, LookupOption } from "@pipeline/contract";
import styled from "styled-components";
import { useLookupOptions } from "../../../data";
import { formatPhone, personName } from "../../../format";
import { Fact } from "./Fact";
import { ExternalLink, StyledExternalAnchor } from "../../../navigation";

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @container company-header (min-width: ${({ theme }) => theme.size.dialogMd}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @container company-header (min-width: ${({ theme }) => theme.size.dialogLg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledMember = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMemberFacts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const StyledNone = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The labels of a member's designations; ids the list no longer offers (inactive) are left out. */
function designationText(ids: readonly Id[], options: readonly LookupOption[]): string {
  const labels = new Map(options.map((option) => [option.id, option.label]));
  return ids.flatMap((id) => labels.get(id) ?? []).join(", ");
}

export type CompanyMembersProps = {
  /** The company's members as read; the DELETED ones are left out. */
  members: Company["company_members"];
};

/** The company's current members, one card each: name, designations, e-mail, mobile, LinkedIn. */
export function CompanyMembers({ members }: CompanyMembersProps) {
  const designations = useLookupOptions("company-member-designation");
  // A member removed in the Update Company form stays on the record, marked DELETED, but is gone.
  const current = members.filter((member) => member.status !== "DELETED");
  if (current.length === 0) return <StyledNone>No members.</StyledNone>;
  return (
    <StyledList aria-label="Company members">
      {current.map((member) => (
        <StyledMember key={member.id}>
          <StyledName>{personName(member)}</StyledName>
          <StyledMemberFacts>
            <Fact term="Designation">
              {designations.isPending ? "Loading…" : designationText(member.cmd, designations.data ?? [])}
            </Fact>
            <Fact term="Email">
              {member.email ? (
                <StyledExternalAnchor href={`mailto:${member.email}`}>{member.email}</StyledExternalAnchor>
              ) : null}
            </Fact>
            <Fact term="Mobile">{formatPhone(member.mobile)}</Fact>
            <Fact term="LinkedIn">
              {member.linkedin_profile ? <ExternalLink address={member.linkedin_profile} /> : null}
            </Fact>
          </StyledMemberFacts>
        </StyledMember>
      ))}
    </StyledList>
  );
}
