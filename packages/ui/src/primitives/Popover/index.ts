export { Popover, type PopoverProps, type PopoverRenderProps } from "./Popover";
