// What widgets need of the adapter, as types. Each hook of hooks/ exports the slice it reads or
// writes (`useCompany` -> `CompanySlice`, derived from its read where it has one), a widget's
// slice (`<Widget>Adapter`) is the sum (&) of its hooks' and parts' slices, and PipelineProvider
// checks an app's adapter against the slice it names.
import type { DataAdapter, PortName } from "@pipeline/contract";

/** Some methods of some ports of a DataAdapter: what a widget needs, or what an app gives. */
export type AdapterSlice = { [P in PortName]?: Partial<DataAdapter[P]> };

/** The method names of one port. */
export type MethodOf<P extends PortName> = keyof DataAdapter[P] & string;

/** The methods `M` of the port `P` as a slice, e.g. `PortSlice<"companies", "list" | "get">`. */
export type PortSlice<P extends PortName, M extends MethodOf<P>> = { [K in P]: Pick<DataAdapter[P], M> };
