export { Drawer, type DrawerProps, type DrawerSide, type DrawerSize } from "./Drawer";
