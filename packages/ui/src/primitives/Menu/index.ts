export {
  Menu,
  type MenuActionItem,
  type MenuCheckboxItem,
  type MenuItem,
  type MenuLabel,
  type MenuProps,
  type MenuSeparator,
} from "./Menu";
