import { PHONE_LIMITS } from "@pipeline/contract";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { FormTextField } from "../../../primitives/Form";
import { FormPhoneField } from "../../../primitives/Form/FormPhoneField";
import { IconButton } from "../../../primitives/IconButton";
import type { MemberDraft } from "../types";
import { labelsOf } from "../utils/options";
import { FormIdMultiSelect, FormNameField } from "../../../primitives/Form";
import { StyledFieldGrid, StyledWide } from "../../../blocks/form-layout";
import { personName } from "../../../format";

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledDone = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A phone number as people read it ("+91 98450 12345"); left as it is when it is not one. */
function readablePhone(value: string | null | undefined): string {
  if (!value) return "";
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/** What a member row is called: the member's name as typed so far. */
export function memberName(member: MemberDraft): string {
  return personName(member) || "New member";
}

export type MemberRowProps = {
  /** The member's place in the form's member list. */
  index: number;
  member: MemberDraft;
  /** Whether its fields are shown for editing. */
  open: boolean;
  /** The designations offered. */
  designations: ComboboxOption[];
  /** Shown while the designations load. */
  designationsLoading: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
};

/** One member of the company form: a summary with Edit and Delete, or its fields while edited. */
export function MemberRow({
  index,
  member,
  open,
  designations,
  designationsLoading,
  onEdit,
  onDone,
  onDelete,
}: MemberRowProps) {
  const nameId = useId();
  const name = memberName(member);
  const path = (field: string) => `company_members.${index}.${field}`;
  const contact = [member.email ?? "", readablePhone(member.mobile)]
    .filter((part) => part !== "")
    .join(" · ");
  const roles = labelsOf(member.cmd, designations).join(", ");

  return (
    <StyledRow data-member-key={member.key}>
      <StyledHeader>
        <StyledIdentity>
          <StyledName id={nameId}>{name}</StyledName>
          {!open && contact !== "" ? <StyledDetail>{contact}</StyledDetail> : null}
          {!open && roles !== "" ? <StyledDetail>{roles}</StyledDetail> : null}
        </StyledIdentity>
        <StyledActions>
          {open ? null : (
            <IconButton
              label={`Edit ${name}`}
              icon={<Pencil aria-hidden="true" />}
              variant="ghost"
              size="sm"
              data-member-action="edit"
              onClick={onEdit}
            />
          )}
          <IconButton
            label={`Delete ${name}`}
            icon={<Trash2 aria-hidden="true" />}
            variant="ghost"
            size="sm"
            onClick={onDelete}
          />
        </StyledActions>
      </StyledHeader>
      {open ? (
        <StyledFieldGrid role="group" aria-labelledby={nameId}>
          <FormNameField name={path("first_name")} label="First Name" required autoComplete="off" />
          <FormNameField name={path("middle_name")} label="Middle Name" autoComplete="off" />
          <FormNameField name={path("last_name")} label="Last Name" required autoComplete="off" />
          <FormTextField name={path("email")} label="Email" type="email" required autoComplete="off" />
          <FormPhoneField
            name={path("mobile")}
            label="Mobile"
            countryLabel="Mobile country code"
            defaultCountry={PHONE_LIMITS.defaultCountry}
            autoComplete="off"
          />
          <FormTextField
            name={path("linkedin_profile")}
            label="LinkedIn Profile"
            type="url"
            required
            autoComplete="off"
          />
          <StyledWide>
            <FormIdMultiSelect
              name={path("cmd")}
              label="Designation"
              options={designations}
              noResultsText={designationsLoading ? "Loading…" : "No results"}
            />
          </StyledWide>
          <StyledWide>
            <StyledDone>
              <Button variant="secondary" size="sm" onClick={onDone}>
                Done
              </Button>
            </StyledDone>
          </StyledWide>
        </StyledFieldGrid>
      ) : null}
    </StyledRow>
  );
}
