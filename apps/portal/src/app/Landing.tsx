import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * /gwx: where a sign-in or a role change lands, sent on to the companies list. It sends the user on
 * at every arrival (each has its own location key): a second arrival while the page is still shown,
 * as when the role is changed twice in a row, must not leave the user at /gwx.
 */
export function Landing() {
  const navigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    void navigate("/companies", { replace: true });
  }, [key, navigate]);

  return null;
}
