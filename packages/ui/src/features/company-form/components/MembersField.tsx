import { FieldArray, getIn, useFormikContext } from "formik";
import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { FieldError } from "../../../primitives/Field";
import type { CompanyDraft, CompanyFormMode, MemberDraft } from "../types";
import { newMemberDraft, visibleMembers } from "../utils/companyValues";
import { StyledSection, StyledSectionTitle } from "../../../blocks/form-layout";
import { MemberRow } from "./MemberRow";

const MEMBER_FIELDS = [
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "mobile",
  "linkedin_profile",
  "cmd",
] as const satisfies ReadonlyArray<keyof MemberDraft>;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

type FocusRequest = { key: string; target: "first" | "edit" } | { target: "add" };

export type MembersFieldProps = {
  /** Create removes a deleted member; update marks a saved one DELETED and hides it. */
  mode: CompanyFormMode;
  /** The designations offered. */
  designations: ComboboxOption[];
  /** Shown while the designations load. */
  designationsLoading: boolean;
};

/**
 * The company's members: a row per member with Edit and Delete, and Add Member. A row being
 * edited shows its fields; Done checks them and folds the row again. Rows whose fields fail a
 * save are opened so their messages show.
 */
export function MembersField({ mode, designations, designationsLoading }: MembersFieldProps) {
  const form = useFormikContext<CompanyDraft>();
  const { values, errors, isSubmitting, submitCount } = form;
  const members = values.company_members;
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(
    () => new Set(members.filter((member) => member.id === undefined).map((member) => member.key)),
  );
  const listError =
    submitCount > 0 && typeof errors.company_members === "string" ? errors.company_members : null;
  const errorId = useId();
  const sectionRef = useRef<HTMLFieldSetElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  // When a save ends (refused by the schema or by the server), the rows with messages open.
  const [wasSubmitting, setWasSubmitting] = useState(isSubmitting);
  if (wasSubmitting !== isSubmitting) {
    setWasSubmitting(isSubmitting);
    const invalid = members.filter((_, index) => isObject(getIn(errors, `company_members.${index}`)));
    if (!isSubmitting && invalid.some((member) => !openKeys.has(member.key))) {
      setOpenKeys(new Set([...openKeys, ...invalid.map((member) => member.key)]));
    }
  }

  // Focus follows the row the user acted on, once it has rendered.
  useEffect(() => {
    const request = focusRequest.current;
    const section = sectionRef.current;
    if (!request || !section) return;
    focusRequest.current = null;
    if (request.target === "add") {
      section.querySelector<HTMLElement>("[data-member-action='add']")?.focus();
      return;
    }
    const row = section.querySelector(`[data-member-key="${request.key}"]`);
    const selector = request.target === "edit" ? "[data-member-action='edit']" : "input";
    row?.querySelector<HTMLElement>(selector)?.focus();
  });

  function open(key: string) {
    setOpenKeys((keys) => new Set([...keys, key]));
  }

  function close(key: string) {
    setOpenKeys((keys) => new Set([...keys].filter((entry) => entry !== key)));
  }

  async function handleDone(member: MemberDraft, index: number) {
    const found = await form.validateForm();
    if (isObject(getIn(found, `company_members.${index}`))) {
      for (const field of MEMBER_FIELDS) {
        void form.setFieldTouched(`company_members.${index}.${field}`, true, false);
      }
      return;
    }
    close(member.key);
    focusRequest.current = { key: member.key, target: "edit" };
  }

  const visible = visibleMembers(members);

  return (
    <FieldArray name="company_members">
      {(rows) => (
        <StyledSection ref={sectionRef} aria-describedby={listError ? errorId : undefined}>
          <StyledSectionTitle>Company Members</StyledSectionTitle>
          {visible.length === 0 ? (
            <StyledEmpty>No company members yet.</StyledEmpty>
          ) : (
            <StyledList aria-label="Company members">
              {visible.map(({ member, index }) => (
                <MemberRow
                  key={member.key}
                  index={index}
                  member={member}
                  open={openKeys.has(member.key)}
                  designations={designations}
                  designationsLoading={designationsLoading}
                  onEdit={() => {
                    open(member.key);
                    focusRequest.current = { key: member.key, target: "first" };
                  }}
                  onDone={() => void handleDone(member, index)}
                  onDelete={() => {
                    close(member.key);
                    focusRequest.current = { target: "add" };
                    if (mode === "update" && member.id !== undefined) {
                      void form.setFieldValue(`company_members.${index}.status`, "DELETED");
                    } else {
                      rows.remove(index);
                    }
                  }}
                />
              ))}
            </StyledList>
          )}
          <StyledFooter>
            <FieldError id={errorId} live>
              {listError}
            </FieldError>
            <Button
              variant="secondary"
              icon={<Plus aria-hidden="true" />}
              data-member-action="add"
              onClick={() => {
                const member = newMemberDraft();
                rows.push(member);
                open(member.key);
                focusRequest.current = { key: member.key, target: "first" };
              }}
            >
              Add Member
            </Button>
          </StyledFooter>
        </StyledSection>
      )}
    </FieldArray>
  );
}

function isObject(value: unknown): boolean {
  return typeof value === "object" && value !== null;
}
