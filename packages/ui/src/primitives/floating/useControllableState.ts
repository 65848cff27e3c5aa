import { useCallback, useState } from "react";

type ControllableStateOptions<T> = {
  /** The controlled value; `undefined` leaves the state to the component. */
  value: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Told of every change, controlled or not. */
  onChange: ((next: T) => void) | undefined;
};

/** State that follows `value` when the owner passes one and keeps its own copy otherwise. */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : uncontrolled, setValue];
}
