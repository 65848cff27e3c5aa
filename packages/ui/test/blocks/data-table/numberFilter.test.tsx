import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createTestAdapter, PipelineProvider } from "../../../src";
import { activeFilters } from "../../../src/blocks/data-table/components/activeFilters";
import { FilterControl } from "../../../src/blocks/data-table/components/FilterControl";
import type { DataTableFilter } from "../../../src/blocks/data-table";

// A "number" filter of a table: a whole number typed into a box, applied as the one value.

const DAYS: DataTableFilter = {
  id: "days",
  label: "More Than (Days)",
  kind: "number",
  max: 500,
  options: [],
  chipText: (value) => `More than ${value} days`,
};

function Harness({ applied }: { applied: string[][] }) {
  const [values, setValues] = useState<string[]>([]);
  return (
    <FilterControl
      filter={DAYS}
      values={values}
      onChange={(next) => {
        applied.push(next);
        setValues(next);
      }}
    />
  );
}

function renderFilter() {
  const applied: string[][] = [];
  render(
    <PipelineProvider adapter={createTestAdapter({})}>
      <Harness applied={applied} />
    </PipelineProvider>,
  );
  return { applied, box: screen.getByRole("textbox", { name: "More Than (Days)" }) };
}

describe("a number filter", () => {
  it("keeps only the digits typed, as one whole number, and applies it on Enter", async () => {
    const { applied, box } = renderFilter();
    await userEvent.type(box, "-0 1x2.5");
    expect(box).toHaveValue("125");
    await userEvent.keyboard("{Enter}");
    expect(applied).toEqual([["125"]]);
  });

  it("takes no more than its largest number", async () => {
    const { applied, box } = renderFilter();
    await userEvent.type(box, "9999{Enter}");
    expect(box).toHaveValue("500");
    expect(applied.at(-1)).toEqual(["500"]);
  });

  it("takes 0, and clears when emptied", async () => {
    const { applied, box } = renderFilter();
    await userEvent.type(box, "00{Enter}");
    expect(applied.at(-1)).toEqual(["0"]);
    await userEvent.clear(box);
    await userEvent.keyboard("{Enter}");
    expect(applied.at(-1)).toEqual([]);
  });

  it("names its chip in its own words", () => {
    expect(activeFilters([DAYS], { days: ["30"] })).toEqual([{ id: "days", text: "More than 30 days" }]);
    expect(activeFilters([{ ...DAYS, chipText: undefined }], { days: ["30"] })).toEqual([
      { id: "days", text: "More Than (Days): 30" },
    ]);
  });
});
