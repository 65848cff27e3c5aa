import { describe, expect, it } from "vitest";
import {
  buildPath,
  calls,
  CALL_COVERAGE,
  listCalls,
  PORT_METHODS_WITHOUT_OWN_CALL,
  pathParams,
} from "../src";

const allCalls = listCalls().map(({ name, endpoint }) => [name, endpoint] as const);

describe("the call table", () => {
  it("lists the calls of both specs", () => {
    const lines = allCalls.map(([, call]) => `${call.method} ${call.path}`);
    for (const line of [
      "POST erp-login/",
      "POST user/login/",
      "POST user/logout/",
      "GET users-viewset",
      "PUT users-viewset/:id/",
      "GET journey-item",
      "PUT summary/:id/",
      "POST call-notes/",
      "POST email-template/",
      "PUT evaluation/:id/",
      "POST linkedin/",
      "POST meeting/cancel/",
      "PUT company-documents/update-document/",
      "GET company-documents/get_documents_by_ids/",
      "POST email/",
      "PUT comment/:id/",
      "GET generate-signed-url",
      "POST interview-recording/",
      "PUT user-journey-access/:id/",
      "GET company/:id/journey",
      "GET interview-link/:token/",
      "GET email-logs",
      "GET company-member-designation/:id",
      "POST confidence-level/",
      "GET excel-import",
      "GET company/dashboard-view",
      "GET company/get_last_stage_task_names",
      "POST company/import_company_data_from_excel/",
      "GET campaigns/sendgrid-usage/",
      "GET sender-details/check-sender-verification",
      "POST sender-details/resend-verification/",
      "POST campaigns/",
      "PUT campaigns-stats/:id/update-stats/",
    ]) {
      expect(lines).toContain(line);
    }
  });

  it("asks for a token on every call but sign-in, a set-password link's page and the meeting gateway", () => {
    const open = allCalls.filter(([, call]) => !call.auth).map(([name]) => name);
    expect(open.sort()).toEqual(["auth.emailLogin", "auth.erpLogin", "auth.setPassword", "meetings.link"]);
  });

  it("sends files as multipart only where the spec uploads them", () => {
    const multipart = allCalls.filter(([, call]) => call.multipart).map(([name]) => name);
    expect(multipart.sort()).toEqual([
      "companies.importExcel",
      "companies.previewImport",
      "documents.create",
      "documents.reupload",
      "emails.send",
      "meetings.schedule",
    ]);
  });

  it("maps every call to an adapter method", () => {
    // The compiler checks the other direction (EVERY_PORT_METHOD_REACHED).
    expect(Object.keys(CALL_COVERAGE).sort()).toEqual(allCalls.map(([name]) => name).sort());
    expect(PORT_METHODS_WITHOUT_OWN_CALL).toEqual(["documents.attach", "excelImports.downloadErrorLog"]);
  });

  it("tells readings of a shared path apart by a fixed query", () => {
    expect(calls.users.current.fixedQuery).toEqual({ show_details: "true", current_user: "true" });
    expect(calls.users.short.fixedQuery).toEqual({ short_details: "true" });
    expect(calls.lookups.industry.inUse.fixedQuery).toEqual({ company_added: "true" });
  });
});

describe("buildPath", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath(calls.companies.get.path, { id: 42 })).toBe("company/42");
    expect(buildPath(calls.meetings.link.path, { token: "a b/c" })).toBe("interview-link/a%20b%2Fc/");
    expect(pathParams(calls.campaigns.refreshStats.path)).toEqual(["id"]);
  });

  it("refuses to build a path with a parameter missing", () => {
    expect(() => buildPath("company/:id/", {})).toThrow('Missing path parameter "id" for company/:id/');
  });
});
