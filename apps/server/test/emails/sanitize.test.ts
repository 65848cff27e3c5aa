import { describe, expect, it } from "vitest";
import { emailFont, emailHtml, sanitizeEmailHtml } from "../../src/mail/sanitize";

// The body as the editor writes it passes unchanged; whatever else a client sends loses its markup.

describe("the e-mail body's sanitiser", () => {
  it("keeps the editor's markup as it is", () => {
    const editor =
      '<p>Dear <strong>founder</strong>, <em>thanks</em> and <u>welcome</u>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><p><a href="https://fund.example.com">site</a> <a href="mailto:deals@fund.example.com">mail</a><br></p>';
    // Only a line break is written the XHTML way.
    expect(sanitizeEmailHtml(editor)).toBe(editor.replace("<br>", "<br />"));
  });

  it("removes scripts, handlers, other tags and styles, and links that are not http, https or mailto", () => {
    const clean = sanitizeEmailHtml(
      '<p onclick="steal()" style="color: red">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
        '<iframe src="https://evil.example.com"></iframe><a href="javascript:alert(1)">x</a><a href="//evil.example.com">y</a>',
    );
    expect(clean).toBe("<p>Hi</p><a>x</a><a>y</a>");
  });

  it("keeps a font of the three and drops any other", () => {
    expect(sanitizeEmailHtml("<span style=\"font-family: 'Times New Roman', serif\">a</span>")).toBe(
      "<span style=\"font-family:'Times New Roman', serif\">a</span>",
    );
    expect(sanitizeEmailHtml('<span style="font-family: Comic Sans MS">a</span>')).toBe("<span>a</span>");
    expect(sanitizeEmailHtml('<span style="font-family: Arial; background: url(x)">a</span>')).toBe(
      '<span style="font-family:Arial">a</span>',
    );
  });

  it("keeps a link's new window from reaching back to the page", () => {
    expect(sanitizeEmailHtml('<a href="https://fund.example.com" target="_blank">x</a>')).toBe(
      '<a href="https://fund.example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("wraps the body in the chosen font, the first one for a name it does not know", () => {
    expect(emailHtml("<p>x</p>", emailFont("Arial"))).toBe(
      '<div style="font-family: Arial, sans-serif;"><p>x</p></div>',
    );
    expect(emailFont("Wingdings")).toBe("Calibri");
  });
});
