import { createHmac, timingSafeEqual } from "node:crypto";
import sanitizeHtml from "sanitize-html";
import { publicLink } from "../../http/publicLink";

// The links of a campaign message sent by the product itself (the smtp provider): an open pixel, a
// redirect per link that counts the click, and a one-click unsubscribe (RFC 8058). Each names the
// recipient by its random token; a click link also carries an HMAC of token and target, so the
// redirect cannot be pointed anywhere else (no open redirect).

export const TRACKING_PREFIX = "/api/v1/campaigns/t/";

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("pipeline campaign links").digest();
}

export function clickSignature(secret: string, token: string, url: string): string {
  return createHmac("sha256", keyOf(secret)).update(`${token}\n${url}`).digest("base64url");
}

export function checkClickSignature(secret: string, token: string, url: string, given: string): boolean {
  const expected = Buffer.from(clickSignature(secret, token, url));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type TrackingLinks = {
  open: string;
  unsubscribe: string;
  click: (url: string) => string;
};

export function trackingLinks(publicUrl: string, secret: string, token: string): TrackingLinks {
  const base = publicLink(publicUrl, `${TRACKING_PREFIX}${encodeURIComponent(token)}`);
  return {
    open: `${base}/open.gif`,
    unsubscribe: `${base}/unsubscribe`,
    click: (url) => `${base}/click?u=${encodeURIComponent(url)}&s=${clickSignature(secret, token, url)}`,
  };
}

/**
 * The message as it goes out: every http(s) link through the click redirect, the open pixel and
 * an unsubscribe line at its end. The body is already cleaned; only links are rewritten here.
 */
export function trackedHtml(html: string, links: TrackingLinks): string {
  const rewritten = sanitizeHtml(html, {
    // Everything is kept: the body was cleaned when the campaign was stored.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        if (!href || !/^https?:\/\//i.test(href)) return { tagName, attribs };
        return { tagName, attribs: { ...attribs, href: links.click(href) } };
      },
    },
  });
  return (
    `${rewritten}` +
    `<p style="font-size: 12px; color: #6b7280;">You received this e-mail because of your company's ` +
    `business contact details. <a href="${links.unsubscribe}">Unsubscribe</a></p>` +
    `<img src="${links.open}" width="1" height="1" alt="" style="display: block; border: 0;">`
  );
}
