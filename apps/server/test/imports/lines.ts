import { uniqueLetters } from "../db/fixtures";
import type { importWorld, SheetLine } from "./importWorld";

// Rows of a sheet as a person fills them in: a company on its first row, its members below.

export function company(name: string, extra: SheetLine = {}): SheetLine {
  return {
    "Company Name": name,
    Website: `https://www.${name.toLowerCase().replace(/[^a-z]/g, "")}.example/about`,
    Locations: "Imp Land",
    ...extra,
  };
}

export function member(first: string, extra: SheetLine = {}): SheetLine {
  return {
    "Member First Name": first,
    "Member Last Name": "Rao",
    "Member Email": emailOf(first),
    "Member LinkedIn Profile": `https://www.linkedin.com/in/${first.toLowerCase()}`,
    "Member Designations": "Imp Chief",
    ...extra,
  };
}

export const emailOf = (first: string) => `${first.toLowerCase()}@people.example`;

/** A name no other test uses: `prefix` and letters. */
export const named = (prefix: string) => `${prefix}${uniqueLetters()}`;

/** The reference entries the lines name. */
export async function refs(world: ReturnType<typeof importWorld>) {
  return {
    land: await world.lookup("location", "Imp Land"),
    isle: await world.lookup("location", "Imp Isle"),
    chief: await world.lookup("company-member-designation", "Imp Chief"),
    lead: await world.lookup("company-member-designation", "Imp Lead"),
    software: await world.lookup("industry", "Imp Software"),
    startup: await world.lookup("company-type", "Imp Startup"),
  };
}
