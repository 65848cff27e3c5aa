/** The text cut to `max` characters (whole characters, never half an emoji) with an ellipsis, or as it is. */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join("").trimEnd()}…`;
}
