import type {
  CallOptions,
  DataAnswer,
  Endpoint,
  ListResult,
  MessageAnswer,
  PagedAnswer,
  ProgressOptions,
  Saved,
  WireQuery,
  WriteAnswer,
} from "@pipeline/contract";
import type { AnswerReader } from "./answerReaders";

/** Values for the `:name` parameters of an endpoint's path. */
export type PathParams = Readonly<Record<string, string | number>>;

/** One call's arguments. `input` is the endpoint's request, placed by the endpoint's kind. */
export type CallInput<R> = ProgressOptions & {
  params?: PathParams;
  /** A GET's query; a multipart call's `{ fields, files }`; any other call's JSON body. */
  input?: R;
  /** Query parameters of a call that also sends a body. */
  query?: WireQuery;
};

/** The request core the ports are written on: one method per answer shape. */
export type HttpClient = {
  read<R, T>(
    endpoint: Endpoint<R, unknown>,
    call: CallInput<NoInfer<R>>,
    reader: AnswerReader<T>,
  ): Promise<T>;
  page<R, T>(endpoint: Endpoint<R, PagedAnswer<T>>, call?: CallInput<NoInfer<R>>): Promise<ListResult<T>>;
  data<R, T>(endpoint: Endpoint<R, DataAnswer<T>>, call?: CallInput<NoInfer<R>>): Promise<T>;
  saved<R, T>(endpoint: Endpoint<R, WriteAnswer<T>>, call?: CallInput<NoInfer<R>>): Promise<Saved<T>>;
  message<R>(endpoint: Endpoint<R, MessageAnswer>, call?: CallInput<NoInfer<R>>): Promise<MessageAnswer>;
  /** A file by the path an answer gave (absolute, from the site root, or under the API base). */
  download(path: string, options?: CallOptions): Promise<Blob>;
};
