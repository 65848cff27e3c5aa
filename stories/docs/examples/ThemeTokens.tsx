import { darkTheme, lightTheme } from "@pipeline/ui";

/** Every leaf of a token group as `group.path`, with its light and dark values. */
function leaves(light: unknown, dark: unknown, path: string): Array<[string, string, string]> {
  if (light !== null && typeof light === "object") {
    return Object.entries(light).flatMap(([key, value]) =>
      leaves(value, (dark as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
    );
  }
  return [[path, String(light), String(dark)]];
}

/** The tokens of `lightTheme` and `darkTheme`, read off the themes themselves. */
export function ThemeTokens() {
  const groups = Object.keys(lightTheme).filter((key) => key !== "name") as Array<
    Exclude<keyof typeof lightTheme, "name">
  >;
  return (
    <table aria-label="Theme tokens">
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">lightTheme</th>
          <th scope="col">darkTheme</th>
        </tr>
      </thead>
      <tbody>
        {groups
          .flatMap((group) => leaves(lightTheme[group], darkTheme[group], group))
          .map(([token, light, dark]) => (
            <tr key={token}>
              <td>
                <code>{token}</code>
              </td>
              <td>
                <code>{light}</code>
              </td>
              <td>
                <code>{dark}</code>
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
