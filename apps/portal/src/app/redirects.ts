/**
 * Navigation for code outside the React tree (the adapter's 401 and 403 handlers). The router's
 * navigate function is handed over by the root route once it renders; before that, a page load.
 */
type Go = (to: string, options?: { replace?: boolean }) => void;

let routerGo: Go | null = null;

export function setRouterNavigate(go: Go | null): void {
  routerGo = go;
}

export function redirect(to: string, options: { replace?: boolean } = {}): void {
  if (routerGo) routerGo(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
