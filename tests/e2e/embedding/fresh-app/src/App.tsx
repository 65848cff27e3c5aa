import { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import styled from "styled-components";
import { CompaniesTable, JourneyTimeline, KanbanBoard, PipelineProvider } from "@pipeline/ui";
import type { WidgetsAdapter } from "./appAdapter";

// The app's own styled-components reads the theme PipelineProvider gives: one copy of the library
// (a peer of @pipeline/ui), so one theme context.
const StyledPage = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
`;

export type AppProps = { adapter: WidgetsAdapter; companyId: number };

export function App({ adapter, companyId }: AppProps) {
  // The app's own cache, shared with the widgets: one copy of @tanstack/react-query.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <PipelineProvider<WidgetsAdapter> adapter={adapter} queryClient={queryClient}>
      <StyledPage>
        <h1>Deals</h1>
        <section aria-labelledby="board-title">
          <h2 id="board-title">Board</h2>
          <KanbanBoard companiesPath="/deals" />
        </section>
        <section aria-labelledby="journey-title">
          <h2 id="journey-title">Journey</h2>
          <JourneyTimeline companyId={companyId} view="expanded" />
        </section>
        <section aria-labelledby="companies-title">
          <h2 id="companies-title">Companies</h2>
          <CompaniesTable basePath="/deals" search="" />
        </section>
      </StyledPage>
    </PipelineProvider>
  );
}
