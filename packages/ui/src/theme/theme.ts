import { darkColors, lightColors, type ColorTokens } from "./tokens/color";
import { font } from "./tokens/font";
import { radius } from "./tokens/radius";
import { shadow } from "./tokens/shadow";
import { motion, size } from "./tokens/size";
import { space } from "./tokens/space";
import { zIndex } from "./tokens/zIndex";

export type PipelineTheme = {
  name: "light" | "dark";
  color: ColorTokens;
  space: typeof space;
  radius: typeof radius;
  font: typeof font;
  shadow: typeof shadow;
  zIndex: typeof zIndex;
  size: typeof size;
  motion: typeof motion;
};

const shared = { space, radius, font, shadow, zIndex, size, motion };

export const lightTheme: PipelineTheme = { name: "light", color: lightColors, ...shared };
export const darkTheme: PipelineTheme = { name: "dark", color: darkColors, ...shared };
