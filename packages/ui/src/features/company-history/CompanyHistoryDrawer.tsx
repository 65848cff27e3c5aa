import type { Id } from "@pipeline/contract";
import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "../../primitives/Button";
import { Drawer } from "../../primitives/Drawer";
import { CompanyHistory } from "./CompanyHistory";

export type CompanyHistoryDrawerProps = {
  companyId: Id;
  /** The company's name, under the title. Default: none. */
  companyName?: string;
  open: boolean;
  onClose: () => void;
};

/** The company's history in a side drawer, read when it opens. */
export function CompanyHistoryDrawer({ companyId, companyName, open, onClose }: CompanyHistoryDrawerProps) {
  return (
    <Drawer
      title="History"
      description={companyName || undefined}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? <CompanyHistory companyId={companyId} /> : null}
    </Drawer>
  );
}

export type CompanyHistoryButtonProps = Omit<CompanyHistoryDrawerProps, "open" | "onClose">;

/** A History button that opens the company's history in a drawer; closing it returns to the button. */
export function CompanyHistoryButton({ companyId, companyName }: CompanyHistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      title="History"
      description={companyName || undefined}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" icon={<History />}>
          History
        </Button>
      }
    >
      {open ? <CompanyHistory companyId={companyId} /> : null}
    </Drawer>
  );
}
