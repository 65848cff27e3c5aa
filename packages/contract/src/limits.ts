// Business constants and limits of the product, shared by the portal, the server and the adapters so
// that a limit changed here changes everywhere at once.

import type { CALL_NOTES_TEXT_FIELDS, SUMMARY_TEXT_FIELDS } from "./entities/journey";

/** How long toasts stay on screen, in milliseconds. */
export const TOAST_DURATION_MS = {
  /** Every toast unless stated otherwise. */
  default: 2000,
  /** Campaign send and update-stats results (success and error) need longer to be read. */
  campaign: 5000,
} as const;

const MEGABYTE = 1024 * 1024;

/** Upload limits in bytes; whether a file of exactly the limit passes is decided per rule in files.ts. */
export const FILE_SIZE_LIMITS = {
  /** Add-item document (about 50 MB, although its message says 500 MB). */
  document: 52428800,
  /** Meeting recording attached to a MEETING task (1.5 GB). */
  meetingRecording: 1610612736,
  /** Each file of the Upload Document dialog (1.5 GB). */
  uploadDialog: 1610612736,
  /** Each e-mail attachment (50 MB). */
  emailAttachment: 50 * MEGABYTE,
  /** Re-upload of a video whose compression failed (1 GB). */
  videoReupload: 1073741824,
  /** Excel import of companies (about 50 MB, although its message says 500 MB). */
  excelImport: 52428800,
} as const;

/** Timings of the company journey page, in milliseconds. */
export const JOURNEY_TIMINGS_MS = {
  /** Pending recordings are asked for again at this interval until they leave PENDING. */
  recordingPollInterval: 45000,
  /** The meeting gateway waits this long before asking for the interview link. */
  interviewLinkDelay: 2000,
  /** The offline timeline download waits this long for the timeline to render before zipping it. */
  offlineDownloadWait: 3000,
} as const;

/** Meeting defaults. */
export const MEETING_DEFAULTS = {
  /** Pre-filled duration of a scheduled meeting, in minutes. */
  durationMinutes: 60,
  /** Longest meeting, in minutes: a week; a longer one is a typing slip. */
  maxDurationMinutes: 10_080,
} as const;

/** User journey access (time-limited sharing of a journey item). */
export const ACCESS_LIMITS = {
  /** Days left at or below which the validity badge warns (0 or fewer is expired). */
  warningDays: 3,
  /** Fewest days an access can be granted for. */
  minValidDays: 1,
} as const;

/** The investment committee: gates, reopenings, reminders and the journey's settings. */
export const COMMITTEE_LIMITS = {
  /** The most approvals a gate may need. */
  quorumMax: 50,
  reopenReasonMax: 1000,
  /** A stage's or task's label. */
  labelMax: 255,
  /** The longest stage SLA, in days. */
  slaDaysMax: 3650,
  /** Days a review waits before its reviewer is reminded, and again every as many (REVIEW_REMINDER_DAYS). */
  reviewReminderDays: 3,
} as const;

/** Speeds offered by the audio and video players. */
export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;

/** Fonts offered by the e-mail body editor. */
export const EDITOR_FONTS = ["Calibri", "Arial", "Times New Roman"] as const;

/** One of the e-mail body editor fonts. */
export type EditorFont = (typeof EDITOR_FONTS)[number];

/** Free-text limits, in characters. */
export const TEXT_LIMITS = {
  /** Comments and LinkedIn messages. */
  comment: 4000,
  /** E-mail and campaign subject. */
  emailSubject: 200,
  /** E-mail and campaign body (HTML included). */
  emailBody: 50000,
  /** Descriptions: documents, business description, pitch line. */
  description: 1000,
} as const;

/** Whole numbers stored in the database's integer columns (ids and orders). */
export const INTEGER_LIMITS = {
  /** Largest value of a PostgreSQL integer. */
  max: 2147483647,
  /** Smallest record id. */
  minId: 1,
  /** Smallest list order. */
  minOrder: 0,
} as const;

/** Lengths, in characters, of texts the spec gives no limit for. */
export const FIELD_LENGTH_LIMITS = {
  /** Labels and values of the master-data lists. */
  label: 255,
  /** ERP usernames. */
  username: 150,
  /** E-mail addresses (the longest an address can be). */
  email: 254,
  /** Websites and profile links. */
  url: 2048,
  /** Names of people and records. */
  name: 150,
} as const;

/** Person-name lengths, in characters. */
export const NAME_LIMITS = {
  /** First names everywhere. */
  firstName: { min: 2, max: 50 },
  /** Last name of a member in the company form (journey side). */
  memberLastName: { min: 2, max: 50 },
  /** Last name on the admin side: company-members screen and users. */
  lastName: { min: 1, max: 50 },
  /** Middle names have no minimum. */
  middleNameMax: 50,
} as const;

/** Phone numbers: digits are counted, formatting characters are not. */
export const PHONE_LIMITS = {
  minDigits: 10,
  maxDigits: 15,
  /** ISO 3166-1 code the phone input starts on (India). */
  defaultCountry: "IN",
} as const;

/** Company form limits. */
export const COMPANY_LIMITS = {
  /** Characters in company_name. */
  nameMax: 50,
  /** Largest foundation_year (four digits). */
  foundationYearMax: 9999,
  /** Largest fte (seven digits). */
  fteMax: 9999999,
  /** Largest revenue (seven digits). */
  revenueMax: 9999999,
  /** Characters in promoter_holding. */
  promoterHoldingMax: 50,
  /** Characters in each of street, city and state. */
  addressPartMax: 100,
  /** Characters in business_description and pitch_line. */
  descriptionMax: 1000,
} as const;

/** Company summary limits, in characters. */
export const SUMMARY_LIMITS = {
  /** country and meeting. */
  shortTextMax: 100,
  /** Most narrative fields. */
  textMax: 1000,
  /** Operating-profit and net-profit cells of the three-year table. */
  profitMax: 10,
  /** A priority entry's prio. */
  priority: { min: 2, max: 100 },
  /** An additional field's name. */
  additionalFieldName: { min: 2, max: 20 },
  /** An additional field's value. */
  additionalFieldValue: { min: 2, max: 800 },
} as const;

/** Call-notes limits, in characters; which field gets which: CALL_NOTES_FIELD_MAX. */
export const CALL_NOTES_LIMITS = {
  /** Figures, counts, percentages. */
  figureMax: 100,
  /** Descriptive fields. */
  textMax: 1000,
  /** Long narratives: challenges, projections, finance comments. */
  narrativeMax: 5000,
  /** The stage field. */
  stageMax: 255,
} as const;

/**
 * Each call-notes text field's limit. The product gives 100, 1000, 5000 or 255 "depending on the
 * field"; chosen by what it holds:
 *   100  figures, counts and percentages (money amounts, team counts, founder_equity, dilution,
 *        valuations, fund ask, current sales);
 *   1000 descriptions of a structure or an arrangement (team, cap table, loans, board, rights,
 *        earlier rounds, fund utilisation);
 *   5000 long narratives (cash-flow projection notes, the three kinds of challenges, finance team
 *        comments);
 *   255  stage.
 */
export const CALL_NOTES_FIELD_MAX = {
  revenue_cash_flow_based: CALL_NOTES_LIMITS.figureMax,
  ebidta: CALL_NOTES_LIMITS.figureMax,
  personnel_cost_expense: CALL_NOTES_LIMITS.figureMax,
  net_burn: CALL_NOTES_LIMITS.figureMax,
  current_team_size: CALL_NOTES_LIMITS.figureMax,
  tech_team_count: CALL_NOTES_LIMITS.figureMax,
  sales_team_count: CALL_NOTES_LIMITS.figureMax,
  other_team_count: CALL_NOTES_LIMITS.figureMax,
  cxo_team_composition: CALL_NOTES_LIMITS.textMax,
  team_structure: CALL_NOTES_LIMITS.textMax,
  cap_table: CALL_NOTES_LIMITS.textMax,
  founder_equity: CALL_NOTES_LIMITS.figureMax,
  dilution: CALL_NOTES_LIMITS.figureMax,
  convertible_loans: CALL_NOTES_LIMITS.textMax,
  board_composition: CALL_NOTES_LIMITS.textMax,
  decision_rights: CALL_NOTES_LIMITS.textMax,
  institutional_loans: CALL_NOTES_LIMITS.textMax,
  total_fund_ask: CALL_NOTES_LIMITS.figureMax,
  current_valuation: CALL_NOTES_LIMITS.figureMax,
  earlier_funding_round: CALL_NOTES_LIMITS.textMax,
  earlier_valuation: CALL_NOTES_LIMITS.figureMax,
  fund_utilization: CALL_NOTES_LIMITS.textMax,
  cashflow_projection_notes: CALL_NOTES_LIMITS.narrativeMax,
  current_sales_cash_basis: CALL_NOTES_LIMITS.figureMax,
  business_expansion_challenges: CALL_NOTES_LIMITS.narrativeMax,
  tech_expansion_challenges: CALL_NOTES_LIMITS.narrativeMax,
  fundraising_challenges: CALL_NOTES_LIMITS.narrativeMax,
  stage: CALL_NOTES_LIMITS.stageMax,
  finance_team_comments: CALL_NOTES_LIMITS.narrativeMax,
} as const satisfies Record<(typeof CALL_NOTES_TEXT_FIELDS)[number], number>;

/** Each summary text field's limit. */
export const SUMMARY_FIELD_MAX = {
  country: SUMMARY_LIMITS.shortTextMax,
  meeting: SUMMARY_LIMITS.shortTextMax,
  business: SUMMARY_LIMITS.textMax,
  founders: SUMMARY_LIMITS.textMax,
  key_team_members: SUMMARY_LIMITS.textMax,
  founded_in: SUMMARY_LIMITS.textMax,
  revenue_streams: SUMMARY_LIMITS.textMax,
  business_model: SUMMARY_LIMITS.textMax,
  product_and_services: SUMMARY_LIMITS.textMax,
  fte: SUMMARY_LIMITS.textMax,
  capital_raised: SUMMARY_LIMITS.textMax,
  last_third_year_op_profit: SUMMARY_LIMITS.profitMax,
  last_second_year_op_profit: SUMMARY_LIMITS.profitMax,
  last_year_op_profit: SUMMARY_LIMITS.profitMax,
  last_third_year_net_profit: SUMMARY_LIMITS.profitMax,
  last_second_year_net_profit: SUMMARY_LIMITS.profitMax,
  last_year_net_profit: SUMMARY_LIMITS.profitMax,
  revenue: SUMMARY_LIMITS.textMax,
  protit_loss_breakeve: SUMMARY_LIMITS.textMax,
  cap_table: SUMMARY_LIMITS.textMax,
  ask_of_funds: SUMMARY_LIMITS.textMax,
  utilization_of_funds: SUMMARY_LIMITS.textMax,
  present_sales: SUMMARY_LIMITS.textMax,
  challenges: SUMMARY_LIMITS.textMax,
  next_steps: SUMMARY_LIMITS.textMax,
  opportunity_for_gw: SUMMARY_LIMITS.textMax,
  comments: SUMMARY_LIMITS.textMax,
} as const satisfies Record<(typeof SUMMARY_TEXT_FIELDS)[number], number>;

/** Server-paged lists. */
export const LIST_LIMITS = {
  /** Rows per page when the user has not chosen. */
  defaultPageSize: 10,
  /** Page sizes offered by the companies, users and master-data tables. */
  pageSizeOptions: [10, 20, 30, 50, 100, 200, 300, 400, 500],
  /** Search boxes wait this long after the last keystroke, in milliseconds. */
  searchDebounceMs: 1000,
  /** The largest `days_in_stage_gt` of the companies list: a hundred years. */
  daysInStageMax: 36500,
} as const;

/** Bulk outreach through the bulk e-mail provider. */
export const BULK_OUTREACH_LIMITS = {
  /** Outreach is disabled when contacts_count is over this. */
  maxContacts: 10000,
  /** Outreach is disabled when resumex_sent plus growthx_sent is over this for the month. */
  maxSentPerMonth: 30000,
  /** journey_item_id sent with initial outreach campaigns (the initial outreach EMAIL task). */
  initialOutreachJourneyItemId: 2,
} as const;

/** The company picker of the user form. */
export const COMPANY_PICKER_LIMITS = {
  /** Searching starts at this many typed characters. */
  minSearchChars: 1,
  /** Searching stops beyond this many typed characters. */
  maxSearchChars: 20,
  /** Companies returned per search. */
  resultsPerSearch: 5,
  /** Wait after the last keystroke, in milliseconds. */
  debounceMs: 1000,
} as const;

/** The stage dashboard. */
export const DASHBOARD_LIMITS = {
  /** Companies fetched per kanban column. */
  companiesPerColumn: 100,
  /** The loading skeleton stays at least this long so it does not flicker, in milliseconds. */
  skeletonMinMs: 500,
  /** Characters of a card's last update before it is cut (the tooltip shows the rest). */
  lastUpdateMaxChars: 30,
  /** Companies listed in a summary-table cell before "+N more companies". */
  companiesPerSummaryCell: 3,
} as const;

/** Shared layout. */
export const LAYOUT = {
  /** Sidebar width in CSS pixels. */
  sidebarWidthPx: 260,
} as const;

/** Time zone every journey and import time is shown in (IST); meeting end times are computed in it too. */
export const IST_TIME_ZONE = "Asia/Kolkata" as const;

/** The Excel import of companies and members. */
export const IMPORT_LIMITS = {
  /** Excel's own last row: a sheet holds at most this many rows, the header included. */
  maxRows: 1048576,
  /** Matches and failing rows listed by a preview; the rest are counted only. */
  previewListMax: 100,
  /** Failed company names and errors listed by a result; the error log holds every one. */
  resultListMax: 200,
  /** How long Undo is offered by default, in days (the server's IMPORT_UNDO_DAYS changes it). */
  undoDays: 7,
  /** The import dialog and Import History ask for a running import's progress this often. */
  progressPollMs: 1000,
} as const;
