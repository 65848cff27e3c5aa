import slices from "virtual:pipeline/adapter-slices";
import { SliceTable } from "../../../.storybook/SliceTable";

/** The DataAdapter interface, port by port, as `@pipeline/contract` declares it. */
export function AdapterContract() {
  const contract = slices.DataAdapter;
  if (!contract) throw new Error("@pipeline/ui exports no DataAdapter type.");
  return <SliceTable slice={contract} />;
}
