export {
  Menu,
  type MenuActionItem,
  type MenuCheckboxItem,
  type MenuItem,
  type MenuProps,
  type MenuSeparator,
} from "./Menu";
