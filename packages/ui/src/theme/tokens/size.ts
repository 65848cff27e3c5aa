/** Fixed dimensions the layout and controls share. */
export const size = {
  controlSm: "28px",
  controlMd: "36px",
  controlLg: "44px",
  icon: "16px",
  iconLg: "20px",
  sidebar: "260px",
  /** Below this width the app layout tucks its sidebar behind a menu button. */
  sidebarCollapse: "720px",
  drawer: "560px",
  dialogSm: "400px",
  dialogMd: "560px",
  dialogLg: "800px",
  /** The app's top bar: a large control and the padding around it. */
  topBar: "60px",
  tableRow: "44px",
  /** The narrowest a data table's column shrinks to (a shorter content keeps its own width) before the table scrolls sideways. */
  tableColumnMin: "7.5rem",
  /** The widest a data table's column grows to fit its content; longer content ends in an ellipsis. */
  tableColumnMax: "20rem",
  /** The scrolling body of a data table; rows beyond it are virtualized. */
  tableViewport: "min(70vh, 720px)",
  /** A select or search box in a toolbar. */
  toolbarControl: "220px",
  /** A date or short select in a toolbar line that also holds search and buttons. */
  toolbarControlSm: "160px",
  border: "1px",
  focusOffset: "2px",
  /** A tap target never smaller than this. */
  minTarget: "24px",
} as const;

export const motion = {
  fast: "120ms",
  normal: "200ms",
  easing: "cubic-bezier(0.2, 0, 0, 1)",
} as const;
