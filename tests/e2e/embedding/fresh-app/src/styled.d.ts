import "styled-components";
import type { PipelineTheme } from "@pipeline/ui/theme";

// The app's own styled components are typed with the widgets' theme, which they read.
declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends PipelineTheme {}
}
