import { useState } from "react";
import { createMemoryAdapter } from "@pipeline/adapter-memory";
import { CompaniesTable, lightTheme, PipelineProvider, type PipelineTheme } from "@pipeline/ui";

const adapter = createMemoryAdapter();

/** The app's brand over the library's light theme: every other token stays as it is. */
function brandTheme(primary: string, radius: string): PipelineTheme {
  return {
    ...lightTheme,
    color: { ...lightTheme.color, primary, primaryHover: primary, focusRing: primary },
    radius: { ...lightTheme.radius, md: radius, sm: radius },
  };
}

export function ThemedTable() {
  const [primary, setPrimary] = useState("#7c3aed");
  const [radius, setRadius] = useState("0px");
  return (
    <>
      <p>
        <label>
          <code>color.primary</code>{" "}
          <input type="color" value={primary} onChange={(event) => setPrimary(event.target.value)} />
        </label>{" "}
        <label>
          <code>radius.md</code>{" "}
          <select value={radius} onChange={(event) => setRadius(event.target.value)}>
            <option value="0px">0px</option>
            <option value={lightTheme.radius.md}>{lightTheme.radius.md} (the library&apos;s)</option>
            <option value="16px">16px</option>
          </select>
        </label>
      </p>
      <PipelineProvider adapter={adapter} theme={brandTheme(primary, radius)} navigate={() => undefined}>
        <CompaniesTable search="" />
      </PipelineProvider>
    </>
  );
}
