import {
  COMPANY_LIST_TEXTS,
  CREATED_BY_PORTAL,
  DASHBOARD_NONE_LABELS,
  DASHBOARD_TEXTS,
  EMAIL_STATUS_FILTER,
  emailStatusText,
  LIST_LIMITS,
  NONE_FILTER_VALUE,
  OPENED_FILTER,
  type CompanyListFilter,
  type EmailStatus,
} from "@pipeline/contract";
import { useMemo } from "react";
import { useLastStageTaskNames, useLookupOptions, useLookupsInUse, useStageNames } from "../../../data";
import {
  type DataTableFilter,
  type DataTableFilterOption,
  useCreatedByFilter,
} from "../../../blocks/data-table";
import { dayCount } from "../../../blocks/stage-age";

/** Statuses other than the sent family, each named as the column shows it ("Bounced"). */
const OTHER_STATUSES: EmailStatus[] = ["bounced", "dropped", "deferred", "failed"];

const YES_NO: DataTableFilterOption[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

type Labelled = { id: number; label: string };
const toOptions = (rows: readonly Labelled[] | undefined): DataTableFilterOption[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.label }));

/** "In stage more than N days": a whole number typed, counted by the server's clock. */
const DAYS_IN_STAGE: DataTableFilter<CompanyListFilter> = {
  id: "days_in_stage_gt",
  label: "In Stage More Than (Days)",
  kind: "number",
  max: LIST_LIMITS.daysInStageMax,
  options: [],
  chipText: (days) => `In stage more than ${dayCount(Number(days))}`,
};

/** Companies that came from outside the portal, first in the Created By filter. */
const PORTAL: DataTableFilterOption[] = [{ value: CREATED_BY_PORTAL, label: COMPANY_LIST_TEXTS.portal }];

/** "None of these", first in a filter: the dashboard's Not started, No level and No country link here. */
const noneOption = (label: string): DataTableFilterOption => ({ value: NONE_FILTER_VALUE, label });

/**
 * Every filter of the companies table (admin-portal section 2.4) with its options: lookups some
 * company uses, the users who created companies plus PORTAL, the journey's stages and tasks, and
 * the e-mail states as the columns show them. A lookup that fails leaves its filter without options.
 */
export function useCompanyFilters(): DataTableFilter<CompanyListFilter>[] {
  const countries = useLookupsInUse("location").data;
  const confidenceLevels = useLookupsInUse("confidence-level").data;
  const industries = useLookupsInUse("industry").data;
  // The spec reads company types from the plain list, active ones only.
  const companyTypes = useLookupOptions("company-type").data;
  const createdBy = useCreatedByFilter({ scope: { companyAdded: true }, first: PORTAL });
  const stages = useStageNames().data;
  const steps = useLastStageTaskNames().data;

  return useMemo(
    () => [
      {
        id: "country",
        label: "Country",
        options: [noneOption(DASHBOARD_TEXTS.noCountry), ...toOptions(countries)],
      },
      {
        id: "confidence_level",
        label: "Confidence Level",
        options: [noneOption(DASHBOARD_NONE_LABELS.confidence_level), ...toOptions(confidenceLevels)],
      },
      { id: "industry", label: "Industry", options: toOptions(industries) },
      { id: "company_type", label: "Company Type", options: toOptions(companyTypes) },
      createdBy,
      {
        id: "initial_email_status",
        label: "Email Status",
        options: [
          { value: EMAIL_STATUS_FILTER.sent, label: COMPANY_LIST_TEXTS.sent },
          { value: EMAIL_STATUS_FILTER.none, label: COMPANY_LIST_TEXTS.notSent },
          ...OTHER_STATUSES.map((status) => ({ value: status, label: emailStatusText(status) })),
        ],
      },
      {
        id: "opened_initial_email_status",
        label: "Opened",
        single: true,
        options: [
          { value: OPENED_FILTER.opened, label: COMPANY_LIST_TEXTS.opened },
          { value: OPENED_FILTER.notOpened, label: COMPANY_LIST_TEXTS.notOpened },
        ],
      },
      { id: "follow_up_email", label: "Follow-up Email", single: true, options: YES_NO },
      { id: "has_scheduled_meeting", label: "Scheduled Meeting", single: true, options: YES_NO },
      {
        id: "last_stage_task",
        label: "Last Stage & Task",
        options: (steps ?? []).map((step) => ({
          value: String(step.last_stage_task_id),
          label: step.last_stage_task_name,
        })),
      },
      {
        id: "stage",
        label: "Stage",
        options: [
          noneOption(DASHBOARD_NONE_LABELS.stage),
          ...(stages ?? []).map((stage) => ({ value: String(stage.stage_id), label: stage.stage_name })),
        ],
      },
      DAYS_IN_STAGE,
    ],
    [countries, confidenceLevels, industries, companyTypes, createdBy, stages, steps],
  );
}
