/*
 * Sender Details: the widgets of @pipeline/ui on /sender-details and its add and edit routes.
 * Loaded on first use.
 */
import { SenderForm, SenderList } from "@pipeline/ui";
import { WithRecordId } from "./WithRecordId";

export const SendersScreen = () => <SenderList />;

export const SenderFormScreen = () => (
  <WithRecordId>{(id) => <SenderForm key={id ?? "new"} id={id} />}</WithRecordId>
);
