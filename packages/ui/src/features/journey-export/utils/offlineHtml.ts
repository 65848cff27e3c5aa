import { type JourneyItem, type JourneyTimeline, type PersonRef } from "@pipeline/contract";
import { formatIstDateTime } from "../../../format";

/** Text made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function person(ref: PersonRef | null | undefined): string {
  return ref ? `${ref.first_name} ${ref.last_name}`.trim() : "";
}

/** An e-mail body's words without its markup: the copy must open safely as a local file. */
function plainText(html: string): string {
  if (typeof DOMParser === "undefined") return html.replace(/<[^>]*>/g, " ");
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

function row(label: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "";
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
}

function linkRow(label: string, href: string | null | undefined): string {
  if (!href) return "";
  return `<dt>${escapeHtml(label)}</dt><dd><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></dd>`;
}

function itemHtml(item: JourneyItem, paths: ReadonlyMap<string, string>): string {
  const { task } = item.journey_item;
  const documents = [...item.files, ...item.attachments, ...(item.meeting?.documents ?? [])];
  const fields = [
    row("Type", task.type),
    row("Created", formatIstDateTime(item.created)),
    row("Created by", person(item.created_by)),
    row("Modified", item.modified !== item.created ? formatIstDateTime(item.modified) : ""),
    row("Status", item.evaluation?.status ?? item.meeting?.status ?? item.status),
    row("Reviewers", item.reviewers.map(person).join(", ")),
    row("Moderators", item.moderators.map(person).join(", ")),
    row("Attendees", item.attendees.map(person).join(", ")),
    row("Company members", item.company_members.map(person).join(", ")),
    row("Start", formatIstDateTime(item.start_date)),
    linkRow("Meeting link", item.meeting_attendee_link),
    row("To", item.receiver_emails.join(", ")),
    row("Cc", item.cc.join(", ")),
    row("Bcc", item.bcc.join(", ")),
    row("Subject", item.subject),
    row("Message", item.message),
    row("Body", item.body ? plainText(item.body) : null),
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
        `<li><p>${escapeHtml(comment.comment_text)}</p><p class="muted">${escapeHtml(person(comment.created_by))}, ${escapeHtml(formatIstDateTime(comment.created))}</p></li>`,
    )
    .join("");
  return `<article class="item">
<h3>${escapeHtml(task.label)}</h3>
<dl>${fields}</dl>
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
 * The expanded timeline as one self-contained page: the stages in order, each item with its fields,
 * files (linked to their copies under files/) and comments, times in IST.
 */
export function offlineHtml(
  companyName: string,
  timeline: JourneyTimeline,
  paths: ReadonlyMap<string, string>,
  exportedAt: Date,
): string {
  const stages = timeline
    .map(
      ({ stage, items }) => `<section class="stage">
<h2>${escapeHtml(stage.label)}</h2>
${items.length === 0 ? '<p class="muted">No items.</p>' : items.map((item) => itemHtml(item, paths)).join("\n")}
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
