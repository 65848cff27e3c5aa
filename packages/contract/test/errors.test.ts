import { describe, expect, it } from "vitest";
import {
  AdapterError,
  errorText,
  FALLBACK_ERROR_MESSAGE,
  fieldErrorsOf,
  GENERIC_ERROR_MESSAGE,
  isAdapterError,
  NO_RESPONSE_STATUS,
  NO_TOKEN_MESSAGE,
  toAdapterError,
  type ErrorBody,
} from "../src/errors";

describe("the messages", () => {
  it("are the spec's words", () => {
    expect(GENERIC_ERROR_MESSAGE).toBe("Something went wrong!");
    expect(FALLBACK_ERROR_MESSAGE).toBe("Something went wrong. Please try after sometime.");
    expect(NO_TOKEN_MESSAGE).toBe("No token available");
    expect(NO_RESPONSE_STATUS).toBe(0);
  });
});

describe("errorText priority", () => {
  const body: ErrorBody = { message: "Server says no.", errors: { name: ["Name is required."] } };

  it("1. a custom message wins over everything", () => {
    expect(errorText({ custom: "Custom.", body, fallback: "Fallback." })).toBe("Custom.");
  });

  it("2. else the body's message field", () => {
    expect(errorText({ body, fallback: "Fallback." })).toBe("Server says no.");
  });

  it("3. else the value of the body's first key", () => {
    expect(errorText({ body: { detail: "Not allowed.", other: "Later." }, fallback: "Fallback." })).toBe(
      "Not allowed.",
    );
  });

  it("4. else the given fallback", () => {
    expect(errorText({ body: {}, fallback: "Fallback." })).toBe("Fallback.");
    expect(errorText({ fallback: FALLBACK_ERROR_MESSAGE })).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it("5. else Something went wrong!", () => {
    expect(errorText({})).toBe("Something went wrong!");
    expect(errorText()).toBe("Something went wrong!");
    expect(errorText({ body: null })).toBe("Something went wrong!");
  });

  it("skips empty and blank values at every level", () => {
    expect(errorText({ custom: "", body: { message: "From body." } })).toBe("From body.");
    expect(errorText({ custom: "   ", body: { message: "", detail: "First key." } })).toBe("First key.");
    expect(errorText({ body: { message: "", errors: { name: ["", "Second string."] } } })).toBe(
      "Second string.",
    );
    expect(errorText({ body: { a: "", b: [], c: {}, d: "Fourth." } })).toBe("Fourth.");
    expect(errorText({ body: { a: "" }, fallback: "" })).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorText({ custom: null, body: undefined, fallback: null })).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("takes the first string of an array", () => {
    expect(errorText({ body: { email: ["Enter a valid email.", "Too long."] } })).toBe(
      "Enter a valid email.",
    );
    expect(errorText({ body: ["Top-level list."] })).toBe("Top-level list.");
    expect(errorText({ body: { list: [1, null, "After non-text."] } })).toBe("After non-text.");
  });

  it("applies the rule to nested objects", () => {
    expect(errorText({ body: { errors: { name: ["Name is required."] } } })).toBe("Name is required.");
    expect(errorText({ body: { error: { message: "Nested message.", code: "x" } } })).toBe("Nested message.");
    expect(errorText({ body: { error: { code: "", detail: { reason: ["Deep."] } } } })).toBe("Deep.");
    expect(errorText({ body: { members: [{}, { email: ["In a list item."] }] } })).toBe("In a list item.");
  });

  it("prefers a nested message over the keys before it", () => {
    expect(errorText({ body: { error: { code: "E1", message: "The message." } } })).toBe("The message.");
  });

  it("ignores values that are not text", () => {
    expect(errorText({ body: { status: 400, ok: false, detail: "Readable." } })).toBe("Readable.");
    expect(errorText({ body: { status: 500 }, fallback: "Fallback." })).toBe("Fallback.");
  });

  it("ignores a body that is bare text, such as a proxy's error page", () => {
    expect(errorText({ body: "<html>502 Bad Gateway</html>", fallback: "Fallback." })).toBe("Fallback.");
  });

  it("survives a cyclic body", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorText({ body: cyclic })).toBe(GENERIC_ERROR_MESSAGE);
    cyclic.later = "Found after the cycle.";
    expect(errorText({ body: cyclic })).toBe("Found after the cycle.");
  });

  it("puts the server first when the custom text is passed as fallback", () => {
    const usage = (body: unknown) => errorText({ body, fallback: "Could not check usage." });
    expect(usage({ message: "Limit reached." })).toBe("Limit reached.");
    expect(usage({ errors: { sender: ["Unknown sender."] } })).toBe("Unknown sender.");
    expect(usage({})).toBe("Could not check usage.");
  });
});

describe("fieldErrorsOf", () => {
  it("maps the server's error body", () => {
    expect(
      fieldErrorsOf({
        message: "Invalid input.",
        errors: { email: ["Enter a valid email."], name: ["Required.", "Too short."] },
      }),
    ).toEqual({ email: ["Enter a valid email."], name: ["Required.", "Too short."] });
  });

  it("accepts a string instead of an array", () => {
    expect(fieldErrorsOf({ errors: { email: "Enter a valid email." } })).toEqual({
      email: ["Enter a valid email."],
    });
  });

  it("drops empty messages, empty lists and values that are not text", () => {
    expect(
      fieldErrorsOf({ errors: { a: "", b: [], c: ["", "Kept."], d: 3, e: null, f: [true, "Also."] } }),
    ).toEqual({ c: ["Kept."], f: ["Also."] });
  });

  it("gives nested fields dotted paths", () => {
    expect(
      fieldErrorsOf({
        errors: {
          location: { city: ["City is required."] },
          members: [{}, { email: ["Enter a valid email."], mobile: "Too long." }],
        },
      }),
    ).toEqual({
      "location.city": ["City is required."],
      "members.1.email": ["Enter a valid email."],
      "members.1.mobile": ["Too long."],
    });
  });

  it("is empty for anything without an errors object", () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf("text")).toEqual({});
    expect(fieldErrorsOf({ message: "No fields." })).toEqual({});
    expect(fieldErrorsOf({ errors: ["not", "a", "map"] })).toEqual({});
    expect(fieldErrorsOf({ errors: "text" })).toEqual({});
  });
});

describe("AdapterError", () => {
  it("carries status, message and field errors", () => {
    const error = toAdapterError(400, {
      message: "Invalid input.",
      errors: { email: ["Enter a valid email."], name: "Required." },
    });
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AdapterError");
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid input.");
    expect(error.fieldErrors).toEqual({ email: ["Enter a valid email."], name: ["Required."] });
  });

  it("chooses its message by the rule", () => {
    expect(toAdapterError(409, { message: "Taken." }, { custom: "Custom." }).message).toBe("Custom.");
    expect(toAdapterError(400, { errors: { email: ["Bad email."] } }).message).toBe("Bad email.");
    expect(toAdapterError(500, undefined, { fallback: FALLBACK_ERROR_MESSAGE }).message).toBe(
      FALLBACK_ERROR_MESSAGE,
    );
    expect(toAdapterError(500, "<html>oops</html>").message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("uses status 0 when there was no response", () => {
    const cause = new Error("socket hang up");
    const error = toAdapterError(NO_RESPONSE_STATUS, undefined, { cause });
    expect(error.status).toBe(0);
    expect(error.cause).toBe(cause);
    expect(error.fieldErrors).toEqual({});
    expect(new AdapterError(NO_TOKEN_MESSAGE).status).toBe(0);
    expect(new AdapterError("x", { status: Number.NaN }).status).toBe(0);
    expect(new AdapterError("x", { status: -1 }).status).toBe(0);
  });

  it("is recognised by isAdapterError, also from another copy of the package", () => {
    expect(isAdapterError(new AdapterError("x", { status: 403 }))).toBe(true);
    const foreign = Object.assign(new Error("x"), { name: "AdapterError", status: 404, fieldErrors: {} });
    expect(isAdapterError(foreign)).toBe(true);
    expect(isAdapterError(new Error("x"))).toBe(false);
    expect(isAdapterError(Object.assign(new Error("x"), { name: "AdapterError" }))).toBe(false);
    expect(isAdapterError({ name: "AdapterError", status: 400, fieldErrors: {}, message: "x" })).toBe(false);
    expect(isAdapterError(null)).toBe(false);
  });
});
