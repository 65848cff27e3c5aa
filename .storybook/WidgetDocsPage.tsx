// The autodocs page of a widget. The stories of a widget render it through a story component of
// their own (seeded adapter, a frame, a button that opens it), so their meta names the exported
// widget itself as `parameters.docs.widget`: the page shows that component's description and props
// (its JSDoc, read by react-docgen), the adapter slice it needs (its `<Widget>Adapter` type, read
// by the TypeScript compiler: .storybook/adapterSlices.ts) and the stories as its states.
import type { ComponentType } from "react";
import {
  ArgTypes,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from "@storybook/addon-docs/blocks";
import slices from "virtual:pipeline/adapter-slices";
import { SliceTable } from "./SliceTable";

/** What react-docgen attaches to a component it has read. */
type Documented = ComponentType<never> & {
  __docgenInfo?: { displayName?: string; description?: string; props?: Record<string, unknown> };
};

/** The docs fields a widget's meta sets under `parameters.docs`. */
export type WidgetDocsParameters = {
  /** The exported component the stories show. */
  widget?: Documented;
  /** The slice type, when it is not named `<Widget>Adapter`. */
  adapter?: string;
};

function AdapterSection({ widgetName, adapter }: { widgetName: string; adapter: string | undefined }) {
  const name = adapter ?? `${widgetName}Adapter`;
  const slice = slices[name];
  if (!slice) {
    if (adapter) throw new Error(`@pipeline/ui exports no adapter slice named ${adapter}.`);
    return (
      <>
        <Heading>Adapter slice</Heading>
        <p>
          {widgetName} reads nothing through the adapter: what it shows comes in its props, so it needs no{" "}
          <code>PipelineProvider</code> adapter of its own.
        </p>
      </>
    );
  }
  const ports = slice.ports.map(({ port, methods }) => `${port}.{${methods.map((m) => m.name).join(", ")}}`);
  return (
    <>
      <Heading>Adapter slice</Heading>
      <p>
        <code>{slice.name}</code> (from <code>@pipeline/ui</code>): {ports.join(", ")}. An app that embeds{" "}
        {widgetName} alone implements just these methods and names the type on its provider:{" "}
        <code>{`<PipelineProvider<${slice.name}> adapter={...}>`}</code>.
      </p>
      {slice.doc ? <Markdown>{slice.doc}</Markdown> : null}
      <SliceTable slice={slice} />
    </>
  );
}

/** The page every autodocs entry renders (preview.tsx). */
export default function WidgetDocsPage() {
  const resolved = useOf("meta", ["meta"]);
  const docs = (resolved.preparedMeta.parameters.docs ?? {}) as WidgetDocsParameters;
  const { widget, adapter } = docs;
  if (!widget) {
    // Not a widget (a primitive, a catalogue): the meta's own component.
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <Primary />
        <Heading>Props</Heading>
        <ArgTypes />
        <Stories title="States" />
      </>
    );
  }
  const info = widget.__docgenInfo;
  if (!info?.displayName) throw new Error("The widget of this page has not been read by react-docgen.");
  return (
    <>
      <Title />
      <Subtitle />
      {info.description ? <Markdown>{info.description}</Markdown> : null}
      <Heading>Props</Heading>
      <p>
        <code>{`<${info.displayName}>`}</code> from <code>@pipeline/ui</code>, below a{" "}
        <code>PipelineProvider</code>.
      </p>
      {Object.keys(info.props ?? {}).length > 0 ? (
        <ArgTypes of={widget} />
      ) : (
        <p>{info.displayName} takes no props.</p>
      )}
      <AdapterSection widgetName={info.displayName} adapter={adapter} />
      <Heading>States</Heading>
      <Primary />
      <Stories title="Other states" />
    </>
  );
}
