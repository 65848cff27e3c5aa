// The modules .storybook/adapterSlices.ts serves.
declare module "virtual:pipeline/adapter-slices" {
  /** One method of a port in a slice. */
  export type SliceMethodDoc = { name: string; signature: string; doc: string };
  /** An exported `...Adapter` type of @pipeline/ui: its JSDoc and what it holds, port by port. */
  export type AdapterSliceDoc = {
    name: string;
    doc: string;
    ports: Array<{ port: string; methods: SliceMethodDoc[] }>;
  };
  const slices: Record<string, AdapterSliceDoc>;
  export default slices;
}
