/** First, middle (when given) and last name, as the admin tables show a person. */
export function fullName(person: {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
}): string {
  return [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(" ");
}
