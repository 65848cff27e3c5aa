import { Link } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import type { BaseRange } from "slate";
import { ReactEditor, useSlate } from "slate-react";
import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { Popover } from "../../primitives/Popover";
import { TextField } from "../../primitives/TextField";
import { activeLink, removeLink, setLink } from "./commands";
import { isAllowedLink, LINK_REFUSED } from "./links";
import { StyledToolButton } from "./ToolButton";

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.size.dialogSm};
  max-width: 100%;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The Link button and its popover: add a link to the selected text, change its address or take it off. */
export function LinkButton({ disabled }: { disabled: boolean }) {
  const editor = useSlate();
  const [open, setOpen] = useState(false);
  // Where the link goes: the selection as it was when the popover opened, since focus leaves the body.
  const [at, setAt] = useState<BaseRange | null>(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const current = activeLink(editor);

  function handleOpenChange(next: boolean) {
    if (next) {
      setAt(editor.selection);
      setUrl(current?.[0].url ?? "");
      setError(null);
    }
    setOpen(next);
  }

  function finish() {
    setOpen(false);
    ReactEditor.focus(editor);
  }

  function apply() {
    const address = url.trim();
    if (!isAllowedLink(address)) {
      setError(LINK_REFUSED);
      return;
    }
    setLink(editor, address, at);
    finish();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  }

  const editing = activeLink(editor, at) !== undefined;
  return (
    <Popover
      open={open}
      onOpenChange={handleOpenChange}
      label="Link"
      trigger={
        <StyledToolButton
          size="sm"
          label="Link"
          icon={<Link />}
          aria-pressed={current !== undefined}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
        />
      }
    >
      <StyledPanel>
        <TextField
          label="Link address"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={handleKeyDown}
          placeholder="https://"
          description="A web address (http:// or https://) or mailto:"
          error={error}
          autoFocus
        />
        <StyledActions>
          {editing ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                removeLink(editor, at);
                finish();
              }}
            >
              Remove link
            </Button>
          ) : null}
          <Button size="sm" onClick={apply}>
            {editing ? "Update link" : "Add link"}
          </Button>
        </StyledActions>
      </StyledPanel>
    </Popover>
  );
}
