import { useState } from "react";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { CompaniesTable, lightTheme, PipelineProvider, type PipelineTheme } from "@pipeline/ui";

const adapter = createMemoryAdapter();

/** The app's brand over the library's light theme: every other token stays as it is. */
function brandTheme(primary: string, rowHover: string): PipelineTheme {
  return {
    ...lightTheme,
    color: { ...lightTheme.color, primary, primaryHover: primary, focusRing: primary, rowHover },
  };
}

export function ThemedTable() {
  const [primary, setPrimary] = useState("#7c3aed");
  const [rowHover, setRowHover] = useState("#f3e8ff");
  return (
    <>
      <p>
        <label>
          <code>color.primary</code>{" "}
          <input type="color" value={primary} onChange={(event) => setPrimary(event.target.value)} />
        </label>{" "}
        <label>
          <code>color.rowHover</code>{" "}
          <input type="color" value={rowHover} onChange={(event) => setRowHover(event.target.value)} />
        </label>
      </p>
      <PipelineProvider adapter={adapter} theme={brandTheme(primary, rowHover)} navigate={() => undefined}>
        <CompaniesTable search="" />
      </PipelineProvider>
    </>
  );
}
