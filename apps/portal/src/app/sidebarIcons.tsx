import type { ReactNode } from "react";
import {
  Briefcase,
  Building,
  Coins,
  Factory,
  FileSpreadsheet,
  Gauge,
  History,
  IdCard,
  Inbox,
  LayoutDashboard,
  Mail,
  MailCheck,
  MapPin,
  Send,
  Shapes,
  Users,
  Workflow,
} from "lucide-react";

// The sidebar's icons, drawn only behind sign-in: the sign-in page loads without them.
export const SIDEBAR_ICONS = {
  briefcase: <Briefcase />,
  building: <Building />,
  coins: <Coins />,
  factory: <Factory />,
  "file-spreadsheet": <FileSpreadsheet />,
  gauge: <Gauge />,
  history: <History />,
  "id-card": <IdCard />,
  inbox: <Inbox />,
  "layout-dashboard": <LayoutDashboard />,
  mail: <Mail />,
  "mail-check": <MailCheck />,
  "map-pin": <MapPin />,
  send: <Send />,
  shapes: <Shapes />,
  users: <Users />,
  workflow: <Workflow />,
} satisfies Record<string, ReactNode>;

export type SidebarIconName = keyof typeof SIDEBAR_ICONS;
