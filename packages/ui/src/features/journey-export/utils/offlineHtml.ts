import {
  type CallNotes,
  CALL_NOTES_TEXT_FIELDS,
  type CompanyDocument,
  type JourneyItem,
  type JourneyTimeline,
  journeyFieldLabel,
  type Summary,
  SUMMARY_TEXT_FIELDS,
} from "@pipeline/contract";
import { formatIstDateTime, personName } from "../../../format";
import type { OfflineRecords } from "./offlineRecords";

/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const PARAGRAPHS = "p, div, h1, h2, h3, h4, h5, h6, blockquote, pre, ul, ol, table";

/**
 * An e-mail body's words without its markup, its paragraphs, line breaks and list items kept as
 * lines (each item after a bullet): the copy must open safely as a local file, and read as sent.
 */
export function bodyText(html: string): string {
  if (typeof DOMParser === "undefined") {
    return html
      .replace(/<br\s*\/?>|<\/(p|div|li)>/gi, "\n")
      .replace(/<[^>]*>/g, "")
      .trim();
  }
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const document = body.ownerDocument;
  // The source's own line breaks are spaces in a message; only its markup makes lines.
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    node.textContent = (node.textContent ?? "").replace(/\s+/g, " ");
  }
  for (const br of body.querySelectorAll("br")) br.replaceWith("\n");
  for (const item of body.querySelectorAll("li")) {
    item.prepend("• ");
    item.append("\n");
  }
  for (const block of body.querySelectorAll(PARAGRAPHS)) block.append("\n\n");
  return (body.textContent ?? "")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A summary's filled fields, priorities and additional fields, as label and value. */
function summaryRows(summary: Summary): string {
  const live = <T extends { status?: string | null }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.status !== "DELETED");
  return [
    ...SUMMARY_TEXT_FIELDS.map((name) => row(journeyFieldLabel(name), summary[name])),
    row(
      "Priorities",
      live(summary.priority)
        .map((entry) => entry.prio)
        .join("\n"),
    ),
    ...live(summary.additional_fields).map((entry) => row(entry.field_name, entry.field_value)),
  ].join("");
}

/** Call notes' filled fields and whether the funding projection was done, as label and value. */
function callNotesRows(notes: CallNotes): string {
  return [
    ...CALL_NOTES_TEXT_FIELDS.map((name) => row(journeyFieldLabel(name), notes[name])),
    row("Funding Projection Done", notes.funding_projection_done ? "Yes" : "No"),
  ].join("");
}

/** An item's files, attachments and meeting documents, each once (a recording may be in two). */
function distinctDocuments(item: JourneyItem): CompanyDocument[] {
  const seen = new Set<string>();
  return [...item.files, ...item.attachments, ...(item.meeting?.documents ?? [])].filter((document) => {
    const key = document.file || `id:${document.id}`;
    if (seen.has(key) || seen.has(`id:${document.id}`)) return false;
    seen.add(key);
    seen.add(`id:${document.id}`);
    return true;
  });
}

function row(label: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "";
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
}

function linkRow(label: string, href: string | null | undefined): string {
  if (!href) return "";
  return `<dt>${escapeHtml(label)}</dt><dd><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></dd>`;
}

function recordHtml(item: JourneyItem, records: OfflineRecords): string {
  const summary = item.summary_id === null ? undefined : records.summaries.get(item.summary_id);
  const notes = item.call_notes_id === null ? undefined : records.callNotes.get(item.call_notes_id);
  if (summary) return `<h4>Summary</h4><dl class="record">${summaryRows(summary)}</dl>`;
  if (notes) return `<h4>Call notes</h4><dl class="record">${callNotesRows(notes)}</dl>`;
  if (item.summary_id !== null || item.call_notes_id !== null) {
    return '<p class="muted">(contents not included: they could not be read)</p>';
  }
  return "";
}

function itemHtml(item: JourneyItem, paths: ReadonlyMap<string, string>, records: OfflineRecords): string {
  const { task } = item.journey_item;
  const documents = distinctDocuments(item);
  const fields = [
    row("Type", task.type),
    row("Created", formatIstDateTime(item.created)),
    row("Created by", personName(item.created_by)),
    row("Modified", item.modified !== item.created ? formatIstDateTime(item.modified) : ""),
    row("Status", item.evaluation?.status ?? item.meeting?.status ?? item.status),
    row("Reviewers", item.reviewers.map(personName).join(", ")),
    row("Moderators", item.moderators.map(personName).join(", ")),
    row("Attendees", item.attendees.map(personName).join(", ")),
    row("Company members", item.company_members.map(personName).join(", ")),
    row("Start", formatIstDateTime(item.start_date)),
    linkRow("Meeting link", item.meeting_attendee_link),
    row("To", item.receiver_emails.join(", ")),
    row("Cc", item.cc.join(", ")),
    row("Bcc", item.bcc.join(", ")),
    row("Subject", item.subject),
    row("Message", item.message),
    row("Body", item.body ? bodyText(item.body) : null),
  ].join("");
  const files = documents
    .map((document) => {
      const path = paths.get(document.file);
      const name = escapeHtml(document.file_name);
      const description = document.description
        ? ` <span class="muted">${escapeHtml(document.description)}</span>`
        : "";
      return path
        ? `<li><a href="${escapeHtml(path)}">${name}</a>${description}</li>`
        : `<li>${name} <span class="muted">(not included: it could not be downloaded)</span>${description}</li>`;
    })
    .join("");
  const comments = item.comments
    .map(
      (comment) =>
        `<li><p>${escapeHtml(comment.comment_text)}</p><p class="muted">${escapeHtml(personName(comment.created_by))}, ${escapeHtml(formatIstDateTime(comment.created))}</p></li>`,
    )
    .join("");
  return `<article class="item">
<h3>${escapeHtml(task.label)}</h3>
<dl>${fields}</dl>
${recordHtml(item, records)}
${files ? `<h4>Files</h4><ul class="files">${files}</ul>` : ""}
${comments ? `<h4>Comments</h4><ul class="comments">${comments}</ul>` : ""}
</article>`;
}

const STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f3f4f6; line-height: 1.5; }
main { max-width: 960px; margin: 0 auto; padding: 32px 24px; }
h1 { margin: 0 0 4px; font-size: 28px; }
.muted { color: #6b7280; }
section.stage { margin-top: 32px; }
section.stage > h2 { margin: 0 0 12px; font-size: 20px; border-bottom: 2px solid #2563eb; padding-bottom: 4px; }
article.item { background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px 20px; margin-bottom: 12px; }
article.item h3 { margin: 0 0 8px; font-size: 16px; }
article.item h4 { margin: 12px 0 4px; font-size: 14px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; font-size: 14px; }
dt { color: #6b7280; }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
ul { margin: 0; padding-left: 20px; font-size: 14px; }
ul.comments li p { margin: 0; white-space: pre-wrap; }
a { color: #2563eb; }
`;

/**
 * The expanded timeline as one self-contained page: the stages in order, each item with its fields
 * (an e-mail's body with its lines), its summary or call notes in full, its files once each (linked
 * to their copies under files/) and comments, times in IST.
 */
export function offlineHtml(
  companyName: string,
  timeline: JourneyTimeline,
  paths: ReadonlyMap<string, string>,
  exportedAt: Date,
  records: OfflineRecords = { summaries: new Map(), callNotes: new Map() },
): string {
  const stages = timeline
    .map(
      ({ stage, items }) => `<section class="stage">
<h2>${escapeHtml(stage.label)}</h2>
${items.length === 0 ? '<p class="muted">No items.</p>' : items.map((item) => itemHtml(item, paths, records)).join("\n")}
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(companyName)}: journey</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(companyName)}</h1>
<p class="muted">Journey as of ${escapeHtml(formatIstDateTime(exportedAt.toISOString()))} IST</p>
${timeline.length === 0 ? '<p class="muted">The journey has no stages yet.</p>' : stages}
</main>
</body>
</html>
`;
}
