import { Markdown } from "@storybook/addon-docs/blocks";
import type { AdapterSliceDoc } from "virtual:pipeline/adapter-slices";

/** A slice of the DataAdapter (or the whole of it), method by method, as the contract declares each. */
export function SliceTable({ slice }: { slice: AdapterSliceDoc }) {
  return (
    <table aria-label={`${slice.name}: its methods`}>
      <thead>
        <tr>
          <th scope="col">Port</th>
          <th scope="col">Method</th>
          <th scope="col">Signature</th>
        </tr>
      </thead>
      <tbody>
        {slice.ports.flatMap(({ port, methods }) =>
          methods.map((method) => (
            <tr key={`${port}.${method.name}`}>
              <td>
                <code>{port}</code>
              </td>
              <td>
                <code>{`${port}.${method.name}`}</code>
                {method.doc ? <Markdown>{method.doc}</Markdown> : null}
              </td>
              <td>
                <code>{method.signature}</code>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
