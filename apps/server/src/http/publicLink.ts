/** A link to this server at the address people reach it at: `publicUrl` with or without a trailing slash. */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** The link this server hands out for a meeting token: its meeting gateway page. */
export function gatewayLink(publicUrl: string, token: string): string {
  return publicLink(publicUrl, `meeting/${token}`);
}
