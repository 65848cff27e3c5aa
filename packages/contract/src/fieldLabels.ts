// How people read the field names of a summary and of call notes (the offline export, the
// decision record's page and its PDF say them the same way).

/** Field names as people read them, where the words of the name do not say it. */
const LABELS: Record<string, string> = {
  fte: "FTE",
  ebidta: "EBITDA",
  protit_loss_breakeve: "Profit / Loss / Break-even",
  opportunity_for_gw: "Opportunity for GW",
  cxo_team_composition: "CXO Team Composition",
  last_third_year_op_profit: "Operating Profit (two years before last)",
  last_second_year_op_profit: "Operating Profit (year before last)",
  last_year_op_profit: "Operating Profit (last year)",
  last_third_year_net_profit: "Net Profit (two years before last)",
  last_second_year_net_profit: "Net Profit (year before last)",
  last_year_net_profit: "Net Profit (last year)",
};

/** "key_team_members" reads "Key Team Members"; "ebidta" reads "EBITDA". */
export function journeyFieldLabel(name: string): string {
  return (
    LABELS[name] ??
    name
      .split("_")
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ")
  );
}
