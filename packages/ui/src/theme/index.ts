export { lightTheme, darkTheme, type PipelineTheme } from "./theme";
export type { ColorTokens } from "./tokens/color";
export type { SpaceToken } from "./tokens/space";
export type { RadiusToken } from "./tokens/radius";
export type { FontSizeToken } from "./tokens/font";
export { GlobalStyle } from "./GlobalStyle";
export { focusRing } from "./focusRing";
