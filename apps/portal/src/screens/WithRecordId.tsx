import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router-dom";

/** Renders with the route's `:id` (null on an add route); an id that is no record id is a 404. */
export function WithRecordId({ children }: { children: (id: number | null) => ReactNode }) {
  const { id } = useParams();
  if (id === undefined) return children(null);
  return /^[1-9]\d{0,9}$/.test(id) ? children(Number(id)) : <Navigate to="/404" replace />;
}
