import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { VirtuosoMockContext } from "react-virtuoso";

/** Renders a virtualized widget, telling its list how tall the viewport and rows are: jsdom has no layout. */
export function renderWithViewport(node: ReactNode) {
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 40 }}>
      {node}
    </VirtuosoMockContext.Provider>,
  );
}
