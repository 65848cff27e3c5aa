// The words of the journey benchmarks' items, shared by the server's seed and the timeline's
// harness page so both measure the same journey.

export const SENTENCES = [
  "Founders walked us through FY25: revenue up 38% year on year and EBITDA positive since Q3.",
  "The CFO will share the monthly MIS and the working-capital cycle before the next call.",
  "Two anchor customers renewed for three years; churn in the SME book is still above plan.",
  "They are raising a Series B of USD 18-22m, with about a third already soft-committed.",
  "Legal flagged two pending IP assignments from early contractors; the founders will close them.",
  "Unit economics hold in the metro cities; tier-2 expansion needs a second warehouse first.",
  "Strong fit for the growth fund; the partners asked for a cohort analysis and the cap table.",
  "Management is thin below the founders: a head of finance joins in January.",
  "Next step: site visit at the Pune plant and reference calls with three distributors.",
  "Valuation expectations came down after the last round's markdown; terms look workable now.",
];

export const SUBJECTS = [
  "Follow-up on our conversation",
  "Data room access and next steps",
  "Request for audited financials FY23-FY25",
  "Scheduling the management meeting",
  "Term sheet comments from our side",
];

export const EMAIL_STATUSES = ["sent", "delivered", "opened", "clicked", "opened", "delivered", "bounced"];

/** Realistic prose of `length` characters at most, cut at a word, starting at sentence `from`. */
export function prose(from: number, length: number): string {
  let text = "";
  for (let index = from; text.length < length; index += 1) {
    text += (text ? " " : "") + SENTENCES[index % SENTENCES.length];
  }
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > 0 ? cut : length)}.`;
}
