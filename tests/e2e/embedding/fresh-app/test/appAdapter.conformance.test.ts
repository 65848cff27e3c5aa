import { CONFORMANCE_AREAS, type ConformanceArea, describeAdapter } from "@pipeline/adapter-kit";
import type { DataAdapter } from "@pipeline/contract";
import { createConformanceAdapter } from "../src/appAdapter";
import { connect, type PipelineClient } from "../src/pipelineClient";

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}.`);
  return value;
};

// The areas whose calls the app's adapter makes; the others call ports it does not have.
const implemented: ConformanceArea[] = ["companies", "lookups"];

// One sign-in for the run: every case gets a fresh adapter on the same session.
let signedIn: Promise<PipelineClient> | undefined;
const client = () => {
  signedIn ??= connect(setting("PIPELINE_API")).then((server) =>
    server.signIn(setting("PIPELINE_USERNAME"), setting("PIPELINE_PASSWORD")),
  );
  return signedIn;
};

describeAdapter(
  "the app's own adapter",
  // The skipped areas are the only ones that reach the ports this adapter leaves out.
  async () => createConformanceAdapter(await client()) as unknown as DataAdapter,
  { skip: CONFORMANCE_AREAS.filter((area) => !implemented.includes(area)), timeoutMs: 30_000 },
);
