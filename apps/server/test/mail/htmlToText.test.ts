import { describe, expect, it } from "vitest";
import { htmlToText } from "../../src/mail";

describe("the plain-text alternative", () => {
  it("keeps paragraphs, line breaks, list items and link addresses", () => {
    const html =
      '<p>Dear Ravi,</p><p>Thanks for the call.<br>Next:</p><ul><li>the deck</li><li>the <a href="https://fund.example/q">questions</a></li></ul>' +
      '<p>Write to <a href="mailto:asha@fund.example">asha@fund.example</a> &amp; me&nbsp;&#8377;</p>';
    expect(htmlToText(html)).toBe(
      "Dear Ravi,\n\nThanks for the call.\nNext:\n\n- the deck\n- the questions (https://fund.example/q)\n\nWrite to asha@fund.example & me\u00a0₹",
    );
  });

  it("leaves out styles, scripts and comments", () => {
    expect(htmlToText("<style>p{color:red}</style><!-- note --><p>Hello</p><script>x()</script>")).toBe(
      "Hello",
    );
  });
});
