import type { Id } from "@pipeline/contract";
import { useMemo } from "react";
import { type CompanySlice, useCompany, useUsersShort, type UsersShortSlice } from "../../../data";
import { type SendersSlice, useSenders } from "../../../data/hooks/senders";
import { personName } from "../../../format";

// The choices the task types' fields offer: the company's members, the active users, the senders.

export type FieldOption = { value: string; label: string; disabled?: boolean };

/** The company's members still listed (not DELETED), by id. */
export function useMemberOptions(companyId: Id): FieldOption[] {
  const company = useCompany(companyId);
  return useMemo(
    () =>
      (company.data?.company_members ?? [])
        .filter((member) => member.status !== "DELETED")
        .map((member) => ({ value: String(member.id), label: personName(member) })),
    [company.data],
  );
}

export type MemberOptionsSlice = CompanySlice;

/** The active users (the short list without a scope holds only those), by pk or by e-mail address. */
export function useUserOptions(by: "pk" | "email" = "pk"): FieldOption[] {
  const users = useUsersShort();
  return useMemo(
    () =>
      (users.data ?? []).flatMap((user) => {
        const value = by === "pk" ? String(user.pk) : user.email;
        return value ? [{ value, label: personName(user) }] : [];
      }),
    [users.data, by],
  );
}

export type UserOptionsSlice = UsersShortSlice;

/** The senders, the unverified ones shown but not selectable, and whether there are such. */
export function useSenderOptions(): { options: FieldOption[]; someUnverified: boolean } {
  const senders = useSenders();
  return useMemo(
    () => ({
      options: (senders.data ?? []).map((sender) => ({
        value: String(sender.id),
        label: sender.is_verified ? sender.email : `${sender.email} (not verified)`,
        disabled: !sender.is_verified,
      })),
      someUnverified: (senders.data ?? []).some((sender) => !sender.is_verified),
    }),
    [senders.data],
  );
}

export type SenderOptionsSlice = SendersSlice;
