import { describe, expect, it } from "vitest";
import { websiteDomain } from "../src";

describe("websiteDomain", () => {
  it.each([
    ["https://www.Example.com/about", "example.com"],
    ["example.com", "example.com"],
    ["http://example.com", "example.com"],
    ["HTTPS://WWW.EXAMPLE.COM", "example.com"],
    ["  www.example.com  ", "example.com"],
    ["\u200bexample.com\ufeff", "example.com"],
    ["example.com:8080/pricing?plan=a#top", "example.com"],
    ["https://user:secret@www.example.com/", "example.com"],
    ["example.com?ref=www.other.com", "example.com"],
    ["example.com/mail@other.com", "example.com"],
    ["https://shop.example.com", "shop.example.com"],
    ["https://www2.example.com", "www2.example.com"],
    ["https://wwwexample.com", "wwwexample.com"],
    ["http://1.2.3.4/status", "1.2.3.4"],
    ["münchen.de", "münchen.de"],
  ])("reads %j as %j", (website, domain) => {
    expect(websiteDomain(website)).toBe(domain);
  });

  it.each([
    "",
    "   ",
    "not a website",
    "localhost",
    "ftp://example.com",
    "exa\u0000mple.com",
    `${"a".repeat(5000)}.com`,
    "http://[::1]/",
  ])("names no domain in %j", (website) => {
    expect(websiteDomain(website)).toBeNull();
  });
});
