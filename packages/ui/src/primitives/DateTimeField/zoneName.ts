/** The zone's short name at an instant, such as "IST", in the product's English. */
export function zoneAbbreviation(timeZone: string, time: number): string {
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" }).formatToParts(time);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
