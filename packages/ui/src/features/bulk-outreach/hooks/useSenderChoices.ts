import { useMemo } from "react";
import { type SendersSlice, useSenders } from "../../../data/hooks/senders";

export type SenderChoicesSlice = SendersSlice;

export type SenderChoice = { value: string; label: string; disabled: boolean };

/** The active senders by address, the unverified ones shown but not selectable, and whether there are such. */
export function useSenderChoices() {
  const senders = useSenders();
  const choices = useMemo(() => {
    const list = senders.data ?? [];
    return {
      options: list.map((sender): SenderChoice => ({
        value: String(sender.id),
        label: sender.is_verified ? sender.email : `${sender.email} (not verified)`,
        disabled: !sender.is_verified,
      })),
      someUnverified: list.some((sender) => !sender.is_verified),
    };
  }, [senders.data]);
  return { ...choices, isPending: senders.isPending };
}
