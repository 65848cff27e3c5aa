import {
  canReadCompanyHistory,
  canShareJourneyItem,
  type CompanyDocument,
  type Id,
  type JourneyItem,
} from "@pipeline/contract";
import { ArrowDownToLine, ArrowUpToLine, FolderOpen, Pencil, Plus, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useCompany } from "../data/hooks/companies";
import { useCurrentUser } from "../data/hooks/users";
import { useTimeline } from "../data/hooks/journey";
import { UpdateCompanyDrawer, type UpdateCompanyDrawerAdapter } from "../features/company-form";
import { CompanyHeader, useTimelineMode } from "../features/company-header";
import { type CompanyHistoryAdapter, CompanyHistoryButton } from "../features/company-history";
import {
  canReview,
  JourneyPermissionGuard,
  type JourneyPermissionGuardAdapter,
  ReopenDecision,
  type ReopenDecisionAdapter,
  SubmitApproval,
  type SubmitApprovalAdapter,
  SubmitComment,
  type SubmitCommentAdapter,
  UserAccessManagement,
  type UserAccessManagementAdapter,
} from "../features/journey-actions";
import {
  AddJourneyItem,
  type AddJourneyItemAdapter,
  CallNotesForm,
  type CallNotesFormAdapter,
  SummaryForm,
  type SummaryFormAdapter,
} from "../features/journey-item";
import {
  DocumentsList,
  type DocumentsListAdapter,
  UploadDocument,
  type UploadDocumentAdapter,
} from "../features/journey-documents";
import { OfflineExport, type OfflineExportAdapter } from "../features/journey-export";
import {
  JourneyTimeline,
  type JourneyTimelineAdapter,
  type JourneyTimelineHandle,
} from "../features/journey-timeline";
import { MediaViewer, type MediaViewerAdapter } from "../features/media-viewer";
import { MeetingItemActions, type MeetingItemActionsAdapter } from "../features/meetings";
import { Button } from "../primitives/Button";
import { Dialog } from "../primitives/Dialog";
import { IconButton } from "../primitives/IconButton";
import { Menu } from "../primitives/Menu";
import type { CompanyPageHeaderAdapter } from "./CompanyPageHeader";

/** What CompanyJourneyPage reads and writes through the adapter: every part's slice. */
export type CompanyJourneyPageAdapter = CompanyPageHeaderAdapter &
  UpdateCompanyDrawerAdapter &
  JourneyTimelineAdapter &
  AddJourneyItemAdapter &
  SummaryFormAdapter &
  CallNotesFormAdapter &
  SubmitApprovalAdapter &
  ReopenDecisionAdapter &
  SubmitCommentAdapter &
  UserAccessManagementAdapter &
  JourneyPermissionGuardAdapter &
  MeetingItemActionsAdapter &
  UploadDocumentAdapter &
  DocumentsListAdapter &
  MediaViewerAdapter &
  OfflineExportAdapter &
  CompanyHistoryAdapter;

/** Roles that open a company's journey; the user must also hold can_view_journey. */
const JOURNEY_ROLES = ["USER", "SUPER_ADMIN", "FSD_Admin"] as const;
const JOURNEY_PERMISSIONS = ["can_view_journey"] as const;

/** What a dialog of the page is about; one is open at a time. */
type OpenDialog =
  | { kind: "add" }
  | { kind: "comment" }
  | { kind: "update" }
  | { kind: "upload" }
  | { kind: "files" }
  | { kind: "approve"; item: JourneyItem }
  | { kind: "share"; item: JourneyItem }
  | { kind: "record"; item: JourneyItem };

export type CompanyJourneyPageProps = {
  /** The company the page is about. */
  companyId: Id;
  /** The companies list the back link and the website warning's links lead to. Default: "/companies". */
  companiesPath?: string;
  /** An item of the journey to bring into view and highlight, e.g. a review opened from My Reviews. Default: none. */
  focusItemId?: Id | null;
};

// The page fills the height it scrolls in, so the action bar, last in it, starts at the bottom.
const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100%;
`;

const StyledBody = styled.div<{ $withRail: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withRail }) => ($withRail ? "auto minmax(0, 1fr)" : "minmax(0, 1fr)")};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const StyledRail = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// The action bar is a band across the page, kept at the bottom of the view while the page scrolls
// and at the end of the page once scrolled there. Opaque, as wide as the page and down to the view's
// edge, it is where the view ends: the page shows above it, never beside, below or through it, and
// at the end it holds its own place, so nothing of the page lies under it.
const StyledFloating = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.color.background};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};

  /* A scrolling box keeps a sticky bar inside its padding: the bar hides what would show there. */
  &::after {
    content: "";
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    height: ${({ theme }) => theme.space.xl};
    background: inherit;
  }
`;

const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** "Sourcing" reads as "SO", "Due Diligence" as "DD": short enough for the rail's buttons. */
export function stageShortLabel(label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((word) => word[0] ?? "")
      .join("")
      .slice(0, 3)
      .toUpperCase();
  return (words[0] ?? "").slice(0, 2).toUpperCase();
}

/** The element that scrolls the page: the nearest ancestor that scrolls, else the document. */
function scrollingAncestor(node: HTMLElement | null): HTMLElement | null {
  for (let element = node?.parentElement ?? null; element; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY === "auto" || overflowY === "scroll") return element;
  }
  return (document.scrollingElement as HTMLElement | null) ?? null;
}

/**
 * The company detail page: the header with Company Details and the timeline view toggle (the
 * choice remembered, collapsed at first), a rail of stage buttons, the journey timeline behind
 * the permission guard, each item's actions (a reviewer's decision, a moderator's comment,
 * cancelling a meeting, reopening a decided gate (SUPER_ADMIN), sharing, opening a summary or call notes), its files opening in the media
 * viewer, and a floating bar of Action, Upload, Files, History (who changed what), Update Company and scroll buttons (with the offline copy of
 * the expanded timeline for the accounts offered it). Adding, uploading and sharing are offered
 * only to a user with the whole journey; a reader of items shared with them only reads. Every save
 * refreshes what it changed, so the page shows what a reload would.
 */
export function CompanyJourneyPage({
  companyId,
  companiesPath = "/companies",
  focusItemId = null,
}: CompanyJourneyPageProps) {
  const [mode, setMode] = useTimelineMode();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const timelineRef = useRef<JourneyTimelineHandle>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const user = useCurrentUser();
  const canViewJourney = user.data?.permissions.includes("can_view_journey") ?? false;
  const timeline = useTimeline(companyId, canViewJourney);
  const stages = timeline.data ?? [];
  // A reader of items shared with them reads; adding, sharing and editing are for the journey's own.
  const company = useCompany(companyId);
  const access = company.data?.journey_access;
  const canWrite = access === "whole";
  // A company that cannot be read: the header alone says so, and offers the way back or Retry.
  const unreadable = company.isError && company.data === undefined;
  const close = () => setDialog(null);
  // The viewer opens over whatever is open (the files drawer), so it is state of its own.
  const [viewed, setViewed] = useState<CompanyDocument | null>(null);

  useEffect(() => setScroller(scrollingAncestor(pageRef.current)), []);

  const scrollTo = (where: "top" | "bottom") => {
    const target = scroller ?? scrollingAncestor(pageRef.current);
    target?.scrollTo({ top: where === "top" ? 0 : target.scrollHeight, behavior: "smooth" });
  };

  const renderItemActions = (item: JourneyItem) => {
    const review = canReview(item.evaluation, user.data?.pk);
    return (
      <StyledItemActions>
        <MeetingItemActions companyId={companyId} item={item} />
        {review ? (
          <Button size="sm" variant="primary" onClick={() => setDialog({ kind: "approve", item })}>
            Comment
          </Button>
        ) : null}
        <ReopenDecision item={item} />
        {canShareJourneyItem(access) ? (
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: "share", item })}>
            Share
          </Button>
        ) : null}
      </StyledItemActions>
    );
  };

  const record = dialog?.kind === "record" ? dialog.item : null;
  const recordTarget = record && {
    company_id: companyId,
    stage_id: record.journey_item.stage.id,
    task_id: record.journey_item.task.id,
  };

  return (
    <StyledPage ref={pageRef}>
      {/* Update Company is the action bar's: the header offers no second one. */}
      <CompanyHeader
        companyId={companyId}
        companiesPath={companiesPath}
        timelineMode={mode}
        onTimelineModeChange={setMode}
      />
      {unreadable ? null : (
        <JourneyPermissionGuard roles={JOURNEY_ROLES} permissions={JOURNEY_PERMISSIONS}>
          <StyledBody $withRail={stages.length > 0}>
            {stages.length > 0 ? (
              <StyledRail aria-label="Stages">
                {stages.map(({ stage }) => {
                  const short = stageShortLabel(stage.label);
                  return (
                    <Button
                      key={stage.id}
                      size="sm"
                      variant="secondary"
                      title={stage.label}
                      // The visible letters begin the name, as assistive technology expects.
                      aria-label={`${short}: go to ${stage.label}`}
                      onClick={() => timelineRef.current?.scrollToStage(stage.id)}
                    >
                      {short}
                    </Button>
                  );
                })}
              </StyledRail>
            ) : null}
            <JourneyTimeline
              ref={timelineRef}
              companyId={companyId}
              view={mode}
              enabled={canViewJourney}
              scrollParent={scroller}
              renderItemActions={renderItemActions}
              onOpenItem={(item) => setDialog({ kind: "record", item })}
              onOpenFile={setViewed}
              viewer={user.data?.pk ?? null}
              decisionRecordPath={(decisionId) => `${companiesPath}/${companyId}/decisions/${decisionId}`}
              focusItemId={focusItemId}
              emptyAction={
                canWrite ? (
                  <Button variant="primary" icon={<Plus />} onClick={() => setDialog({ kind: "add" })}>
                    Add Item
                  </Button>
                ) : undefined
              }
            />
          </StyledBody>
        </JourneyPermissionGuard>
      )}

      {unreadable ? null : (
        <StyledFloating role="toolbar" aria-label="Page actions">
          {canWrite ? (
            <Menu
              placement="top-end"
              trigger={
                <Button variant="primary" icon={<Plus />}>
                  Action
                </Button>
              }
              items={[
                { kind: "action", id: "add", label: "Add Item", onSelect: () => setDialog({ kind: "add" }) },
                {
                  kind: "action",
                  id: "comment",
                  label: "Add Comment",
                  onSelect: () => setDialog({ kind: "comment" }),
                },
              ]}
            />
          ) : null}
          {canWrite ? (
            <Button icon={<Upload />} onClick={() => setDialog({ kind: "upload" })}>
              Upload
            </Button>
          ) : null}
          {canWrite ? (
            <Button variant="ghost" icon={<FolderOpen />} onClick={() => setDialog({ kind: "files" })}>
              Files
            </Button>
          ) : null}
          {canReadCompanyHistory(access) ? (
            <CompanyHistoryButton companyId={companyId} companyName={company.data?.company_name} />
          ) : null}
          {mode === "expanded" && stages.length > 0 ? (
            <OfflineExport
              enabled={user.data?.offline_export === true}
              companyName={company.data?.company_name ?? ""}
              timeline={stages}
            />
          ) : null}
          {access !== undefined && access !== "shared" ? (
            <Button icon={<Pencil />} onClick={() => setDialog({ kind: "update" })}>
              Update Company
            </Button>
          ) : null}
          <IconButton label="Scroll to top" icon={<ArrowUpToLine />} onClick={() => scrollTo("top")} />
          <IconButton
            label="Scroll to bottom"
            icon={<ArrowDownToLine />}
            onClick={() => scrollTo("bottom")}
          />
        </StyledFloating>
      )}

      <AddJourneyItem companyId={companyId} open={dialog?.kind === "add"} onClose={close} />
      <SubmitComment companyId={companyId} open={dialog?.kind === "comment"} onClose={close} />
      <UploadDocument
        companyId={companyId}
        open={dialog?.kind === "upload"}
        // A finished upload has moved on to the list already: closing leaves that open.
        onClose={() => setDialog((open) => (open?.kind === "upload" ? null : open))}
        // The list shows what the upload became: a recording in compression, or the files.
        onSaved={() => setDialog({ kind: "files" })}
      />
      {dialog?.kind === "files" ? (
        <Dialog
          title="Recordings and documents"
          size="lg"
          open
          onOpenChange={(open) => (open ? undefined : close())}
        >
          <DocumentsList companyId={companyId} onOpen={setViewed} title={null} />
        </Dialog>
      ) : null}
      <MediaViewer file={viewed} onClose={() => setViewed(null)} />
      <UpdateCompanyDrawer
        companyId={companyId}
        companiesPath={companiesPath}
        open={dialog?.kind === "update"}
        onClose={close}
      />
      {dialog?.kind === "approve" && dialog.item.evaluation ? (
        <SubmitApproval companyId={companyId} evaluation={dialog.item.evaluation} open onClose={close} />
      ) : null}
      {dialog?.kind === "share" ? (
        <UserAccessManagement
          companyId={companyId}
          journeyItemId={dialog.item.id}
          item={{ task: dialog.item.journey_item.task.label, stage: dialog.item.journey_item.stage.label }}
          open
          onClose={close}
        />
      ) : null}
      {record && recordTarget ? (
        <Dialog
          title={record.journey_item.task.label}
          size="lg"
          open
          onOpenChange={(open) => (open ? undefined : close())}
        >
          {record.journey_item.task.type === "SUMMARY" ? (
            <SummaryForm target={recordTarget} id={record.summary_id} onSaved={close} onCancel={close} />
          ) : (
            <CallNotesForm target={recordTarget} id={record.call_notes_id} onSaved={close} onCancel={close} />
          )}
        </Dialog>
      ) : null}
    </StyledPage>
  );
}
