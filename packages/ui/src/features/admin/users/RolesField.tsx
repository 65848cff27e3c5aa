import { type Role, roleDescriptions } from "@pipeline/contract";
import { useMemo } from "react";
import styled from "styled-components";
import { type RolesSlice, useRoles } from "../../../data";
import { FormMultiSelect, useFormField } from "../../../primitives/Form";
import { roleOptions } from "./roleOptions";

/** What RolesField reads of the adapter. */
export type RolesFieldAdapter = RolesSlice;

const StyledRoles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

// Each role's name beside what it allows.
const StyledGrants = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  dt {
    grid-column: 1;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text};
  }

  dd {
    grid-column: 2;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NO_GRANTS = "Nothing beyond the role's own screens.";

/**
 * The user's roles, in the order picked (the first is their default), and under them what each
 * chosen role allows, so whoever grants a role sees what it opens.
 */
export function RolesField() {
  const roles = useRoles();
  const field = useFormField<readonly string[] | null>("roles");
  const chosen = field.value;
  // A role the user holds stays a chip while the roles load, and if the installation no longer has it.
  const options = useMemo(() => roleOptions(roles.data ?? [], chosen ?? []), [roles.data, chosen]);
  const grants = (chosen ?? []).flatMap((name) => roles.data?.find((role) => role.name === name) ?? []);

  return (
    <StyledRoles>
      <FormMultiSelect
        name="roles"
        label="Roles"
        required
        options={options}
        noResultsText={roles.isPending ? "Loading…" : "No results"}
        description="The first role is the user's default."
      />
      {grants.length > 0 && (
        <StyledGrants>
          {grants.map((role) => (
            <RoleGrants key={role.name} role={role} isDefault={role.name === chosen?.[0]} />
          ))}
        </StyledGrants>
      )}
    </StyledRoles>
  );
}

function RoleGrants({ role, isDefault }: { role: Role; isDefault: boolean }) {
  const descriptions = roleDescriptions(role);
  return (
    <>
      <dt>{isDefault ? `${role.name} (default)` : role.name}</dt>
      {(descriptions.length > 0 ? descriptions : [NO_GRANTS]).map((text) => (
        <dd key={text}>{text}</dd>
      ))}
    </>
  );
}
