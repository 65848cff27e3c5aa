/** Semantic colours: components name a role, never a hue. */
export type ColorTokens = {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  overlay: string;
  text: string;
  textMuted: string;
  textInverse: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  primarySoft: string;
  onPrimary: string;
  focusRing: string;
  danger: string;
  dangerSoft: string;
  onDanger: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  caution: string;
  cautionSoft: string;
  info: string;
  infoSoft: string;
  olive: string;
  oliveSoft: string;
  /** The knob of a switch: light on any track, in either theme. */
  thumb: string;
  skeleton: string;
  skeletonHighlight: string;
  rowHover: string;
  rowSelected: string;
};

export const lightColors: ColorTokens = {
  background: "#f5f6f8",
  surface: "#ffffff",
  surfaceRaised: "#ffffff",
  surfaceSunken: "#eef0f3",
  overlay: "rgba(16, 24, 40, 0.48)",
  text: "#101828",
  textMuted: "#4b5565",
  textInverse: "#ffffff",
  border: "#d0d5dd",
  borderStrong: "#98a2b3",
  primary: "#1d4ed8",
  primaryHover: "#1e40af",
  primarySoft: "#e0e9ff",
  onPrimary: "#ffffff",
  focusRing: "#2563eb",
  danger: "#b42318",
  dangerSoft: "#fee4e2",
  onDanger: "#ffffff",
  success: "#067647",
  successSoft: "#dcfae6",
  warning: "#b54708",
  warningSoft: "#fef0c7",
  caution: "#c4320a",
  cautionSoft: "#ffe6d5",
  info: "#175cd3",
  infoSoft: "#d1e9ff",
  olive: "#5c6b0f",
  oliveSoft: "#f1f5d6",
  thumb: "#ffffff",
  skeleton: "#e4e7ec",
  skeletonHighlight: "#f2f4f7",
  rowHover: "#f2f5fb",
  rowSelected: "#e8efff",
};

export const darkColors: ColorTokens = {
  background: "#0c111d",
  surface: "#161b26",
  surfaceRaised: "#1f242f",
  surfaceSunken: "#0c111d",
  overlay: "rgba(0, 0, 0, 0.64)",
  text: "#f5f5f6",
  textMuted: "#aeb4bf",
  textInverse: "#101828",
  border: "#333741",
  borderStrong: "#61646c",
  primary: "#84adff",
  primaryHover: "#a4c2ff",
  primarySoft: "#1b2a4d",
  onPrimary: "#0c111d",
  focusRing: "#84adff",
  danger: "#f97066",
  dangerSoft: "#3e1c1a",
  onDanger: "#0c111d",
  success: "#47cd89",
  successSoft: "#133527",
  warning: "#fdb022",
  warningSoft: "#3b2a0b",
  caution: "#f38744",
  cautionSoft: "#3d1f0e",
  info: "#53b1fd",
  infoSoft: "#102a44",
  olive: "#c2d14a",
  oliveSoft: "#2a2f0c",
  thumb: "#f5f5f6",
  skeleton: "#262b36",
  skeletonHighlight: "#323844",
  rowHover: "#1c2230",
  rowSelected: "#1b2a4d",
};
