import type { Role } from "@pipeline/contract";
import type { ComboboxOption } from "../../../primitives/Combobox";

/**
 * Role names as choices: the installation's roles in its order, then any of `held` it does not
 * list, so a role a user holds still shows (while the roles load, or one since removed).
 */
export function roleOptions(offered: readonly Role[], held: readonly string[] = []): ComboboxOption[] {
  const names = offered.map((role) => role.name);
  for (const name of held) if (!names.includes(name)) names.push(name);
  return names.map((name) => ({ value: name, label: name }));
}
