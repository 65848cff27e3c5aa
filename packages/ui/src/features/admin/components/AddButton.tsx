import { Plus } from "lucide-react";
import { useNavigate } from "../../../navigation";
import { Button } from "../../../primitives/Button";

export type AddButtonProps = {
  /** The add form's path. */
  to: string;
  /** The button text, e.g. "Add User". */
  children: string;
};

/** The primary action of an admin table: opens the add form. */
export function AddButton({ to, children }: AddButtonProps) {
  const navigate = useNavigate();
  return (
    <Button variant="primary" icon={<Plus aria-hidden="true" />} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
