import { describe, expect, it } from "vitest";
import { personName } from "../../src/format";

describe("personName", () => {
  it("writes first and last name, with the middle name between them when there is one", () => {
    expect(personName({ first_name: "Asha", last_name: "Raman" })).toBe("Asha Raman");
    expect(personName({ first_name: "Sara", middle_name: "Noor", last_name: "Khan" })).toBe("Sara Noor Khan");
    expect(personName({ first_name: "Sara", middle_name: null, last_name: "Khan" })).toBe("Sara Khan");
  });

  it("leaves out the parts not typed yet, and is empty for nobody", () => {
    expect(personName({ first_name: " Meena ", middle_name: "", last_name: undefined })).toBe("Meena");
    expect(personName({ first_name: "", last_name: "" })).toBe("");
    expect(personName(null)).toBe("");
    expect(personName(undefined)).toBe("");
  });
});
