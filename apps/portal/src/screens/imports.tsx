/*
 * Import History: the widget of @pipeline/ui on /excel-import. Loaded on first use.
 */
import { ImportHistory } from "@pipeline/ui";

export const ImportHistoryScreen = () => <ImportHistory />;
