import { isAdapterError, type Id } from "@pipeline/contract";
import { ArrowLeft, MapPin, Pencil, SearchX } from "lucide-react";
import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { useCompany, type CompanySlice, type LookupOptionsSlice } from "../../data";
import { ExternalLink, Link } from "../../navigation";
import { Accordion, AccordionItem } from "../../primitives/Accordion";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { Chip } from "../../primitives/Chip";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { toastErrorText } from "../../primitives/Toast";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { CompanyDetails } from "./components/CompanyDetails";
import { CompanyHeaderSkeleton } from "./components/CompanyHeaderSkeleton";
import { TimelineToggle } from "./components/TimelineToggle";
import type { TimelineMode } from "./types";
import { BackLink, PageHeading, PageTopRow } from "../../blocks/page-layout";

// The details grid and the member cards take more columns as the header, not the window, widens.
const StyledHeader = styled.div`
  container: company-header / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledCountry = styled.span`
  display: inline-flex;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** What the header hands the drawer that updates its company. */
export type CompanyUpdateDrawerSlot = (drawer: {
  companyId: Id;
  open: boolean;
  onClose: () => void;
}) => ReactNode;

/**
 * What CompanyHeader reads of the adapter: the company, and the designation names its members'
 * cards show (CompanyMembers). The drawer given as `updateDrawer` brings its own.
 */
export type CompanyHeaderAdapter = CompanySlice & LookupOptionsSlice;

export type CompanyHeaderProps = {
  /** The company the page is about. */
  companyId: Id;
  /**
   * The view of the page's timeline, which the page holds (see useTimelineMode). The toggle shows
   * only with it and `onTimelineModeChange`. Default: none (a page without a timeline).
   */
  timelineMode?: TimelineMode;
  /** Called with the view the user picks on the toggle. Default: none. */
  onTimelineModeChange?: (mode: TimelineMode) => void;
  /** The companies list the back link leads to. Default: "/companies". */
  companiesPath?: string;
  /**
   * The drawer Update Company opens (CompanyPageHeader gives the company form's). Default: none,
   * and no Update Company button.
   */
  updateDrawer?: CompanyUpdateDrawerSlot;
};

/**
 * The company page's header: the company's name, website and country, Approved once an evaluation
 * of its journey is, the timeline view toggle (when the page has a timeline), Update Company (the
 * drawer the page gives; not for a reader of items shared with them, who sees "Shared with you")
 * and the expandable Company Details panel with the members.
 * While the company loads it shows placeholders; a failed read offers Retry, an unknown id says so.
 */
export function CompanyHeader({
  companyId,
  timelineMode,
  onTimelineModeChange,
  companiesPath = "/companies",
  updateDrawer,
}: CompanyHeaderProps) {
  const record = useCompany(companyId);
  const [updating, setUpdating] = useState(false);
  const company = record.data;

  const back = (
    <nav aria-label="Breadcrumb">
      <BackLink to={companiesPath}>
        <ArrowLeft aria-hidden="true" />
        Companies
      </BackLink>
    </nav>
  );

  if (company === undefined) {
    return (
      <StyledHeader>
        {back}
        {!record.isError ? (
          <CompanyHeaderSkeleton />
        ) : isAdapterError(record.error) && record.error.status === 404 ? (
          <EmptyState
            icon={<SearchX />}
            title="Company not found"
            description="No company has this id. It may have been removed, or the link may be wrong."
            action={<Link to={companiesPath}>Back to Companies</Link>}
          />
        ) : (
          <ErrorState
            title="Could not load company"
            message={toastErrorText(record.error)}
            onRetry={() => void record.refetch()}
            retrying={record.isFetching}
          />
        )}
      </StyledHeader>
    );
  }

  return (
    <StyledHeader>
      {back}
      <PageTopRow>
        <StyledIdentity>
          <PageHeading>{company.company_name}</PageHeading>
          <StyledMeta>
            {company.website ? <ExternalLink address={company.website} /> : null}
            {company.country ? (
              <StyledCountry>
                <VisuallyHidden>Country: </VisuallyHidden>
                <Chip label={company.country.label} icon={<MapPin aria-hidden="true" />} />
              </StyledCountry>
            ) : null}
            {company.approved ? <Badge tone="success">Approved</Badge> : null}
            {company.journey_access === "shared" ? <Badge tone="info">Shared with you</Badge> : null}
          </StyledMeta>
        </StyledIdentity>
        <StyledActions>
          {timelineMode && onTimelineModeChange ? (
            <TimelineToggle value={timelineMode} onChange={onTimelineModeChange} />
          ) : null}
          {updateDrawer && company.journey_access !== "shared" ? (
            <Button variant="primary" icon={<Pencil />} onClick={() => setUpdating(true)}>
              Update Company
            </Button>
          ) : null}
        </StyledActions>
      </PageTopRow>
      <Accordion headingLevel={2}>
        <AccordionItem value="details" title="Company Details">
          <CompanyDetails company={company} />
        </AccordionItem>
      </Accordion>
      {updateDrawer?.({ companyId: company.id, open: updating, onClose: () => setUpdating(false) })}
    </StyledHeader>
  );
}
