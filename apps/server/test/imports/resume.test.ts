import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JobLeaseLostError } from "../../src/jobs";
import { found, importWorld } from "./importWorld";
import { company, emailOf, member, named, refs } from "./lines";

const world = importWorld();

/** Six companies of two members each: twelve rows. */
function sheet(prefix: string) {
  const names = Array.from({ length: 6 }, () => named(prefix));
  const people = names.flatMap(() => [named("Pat"), named("Pen")]);
  const lines = names.flatMap((name, index) => [
    { ...company(name), ...member(found(people[index * 2])) },
    member(found(people[index * 2 + 1])),
  ]);
  return { names, people, lines };
}

const COUNTS = {
  totalCompanies: 6,
  companiesCreated: 6,
  companiesFailed: 0,
  membersCreated: 12,
  membersFailed: 0,
  rowsTotal: 12,
  rowsDone: 12,
  status: "Completed",
  phase: "ended",
};

describe("a run cut short", () => {
  it("goes on after its last committed batch: every row written once, none lost", async () => {
    await refs(world);
    const user = await world.user(["USER"]);
    const clean = sheet("Clean");
    const cleanRun = await world.run(await world.record(await world.xlsx(clean.lines), user), {
      batchRows: 4,
    });
    expect(cleanRun).toMatchObject(COUNTS);

    const { names, people, lines } = sheet("Cut");
    const id = await world.record(await world.xlsx(lines), user);
    // Lease extensions: after the count, then before each batch; the third is refused.
    await expect(world.runCutShort(id, 3, { batchRows: 4 })).rejects.toThrow(JobLeaseLostError);
    const stopped = await world.read(id);
    expect(stopped).toMatchObject({
      phase: "running",
      status: "Processing",
      rowsTotal: 12,
      rowsDone: 4,
      resumeAfterRow: 5,
      companiesCreated: 2,
    });
    expect(await world.companiesNamed(names)).toHaveLength(2);

    const resumed = await world.run(id, { batchRows: 4 });

    expect(resumed).toMatchObject(COUNTS);
    expect(resumed.tally).toEqual(cleanRun.tally);
    const made = await world.companiesNamed(names);
    expect(made.map((row) => row.companyName).sort()).toEqual([...names].sort());
    const members = await world.membersWith(people.map(emailOf));
    expect(members.map((row) => row.email).sort()).toEqual(people.map(emailOf).sort());
  });

  it("ends as Failed, writing nothing, when the stored file is no workbook", async () => {
    const user = await world.user();
    const before = await world.counts();
    const file = path.join(tmpdir(), `${named("notes")}.xlsx`);
    await writeFile(file, "just some text");
    const ended = await world.run(await world.record(file, user));
    expect(ended).toMatchObject({ phase: "ended", status: "Failed", undoUntil: null, errorLogKey: null });
    expect(ended.failure).toBe("The file is not a readable Excel workbook.");
    expect(await world.counts()).toEqual(before);
  });
});
