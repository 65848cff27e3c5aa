import {
  calls,
  type CampaignsPort,
  type EmailLogsPort,
  type ExcelImportsPort,
  listParamsToQuery,
  type SendersPort,
} from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

export function createSendersPort(client: HttpClient): SendersPort {
  return {
    list: (params, options) =>
      client.page(calls.senders.list, { ...options, input: listParamsToQuery(params) }),
    get: (id, options) => client.data(calls.senders.get, { ...options, params: { id } }),
    create: (input, options) => client.saved(calls.senders.create, { ...options, input }),
    update: (id, input, options) => client.saved(calls.senders.update, { ...options, params: { id }, input }),
    checkVerification: async (id, options) => {
      const { verified } = await client.data(calls.senders.checkVerification, {
        ...options,
        input: { sender_id: String(id) },
      });
      // The provider's word is what counts; the sender is then stored as verified.
      if (verified) {
        await client.saved(calls.senders.markVerified, {
          ...options,
          params: { id },
          input: { is_verified: true },
        });
      }
      return { verified };
    },
    resendVerification: (id, options) =>
      client.message(calls.senders.resendVerification, { ...options, input: { sender_id: id } }),
  };
}

export function createCampaignsPort(client: HttpClient): CampaignsPort {
  return {
    create: (input, options) => client.message(calls.campaigns.create, { ...options, input }),
    usage: (options) => client.data(calls.campaigns.usage, { ...options }),
    audience: (input, options) => client.data(calls.campaigns.audience, { ...options, input }),
    activity: (id, options) => client.data(calls.campaigns.activity, { ...options, params: { id } }),
    stats: (params, options) =>
      client.page(calls.campaigns.stats, { ...options, input: listParamsToQuery(params) }),
    refreshStats: (id, options) =>
      client.message(calls.campaigns.refreshStats, { ...options, params: { id }, input: {} }),
  };
}

export function createEmailLogsPort(client: HttpClient): EmailLogsPort {
  return {
    list: (params, options) =>
      client.page(calls.emailLogs.list, { ...options, input: listParamsToQuery(params) }),
  };
}

export function createExcelImportsPort(client: HttpClient): ExcelImportsPort {
  return {
    list: (params, options) =>
      client.page(calls.excelImports.list, { ...options, input: listParamsToQuery(params) }),
    get: (id, options) => client.data(calls.excelImports.get, { ...options, params: { id } }),
    upload: (file, { preview, ...options } = {}) =>
      client.saved(preview ? calls.companies.previewImport : calls.companies.importExcel, {
        ...options,
        input: { fields: {}, files: { file: [file] } },
      }),
    confirm: (id, options) =>
      client.saved(calls.excelImports.confirm, { ...options, params: { id }, input: {} }),
    cancel: (id, options) =>
      client.message(calls.excelImports.cancel, { ...options, params: { id }, input: {} }),
    undo: (id, options) => client.saved(calls.excelImports.undo, { ...options, params: { id }, input: {} }),
    template: (options) => client.download(calls.excelImports.template.path, options),
    downloadErrorLog: (path, options) => client.download(path, options),
  };
}
