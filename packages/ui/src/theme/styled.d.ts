import "styled-components";
import type { PipelineTheme } from "./theme";

declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends PipelineTheme {}
}
