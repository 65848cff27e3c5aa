// @vitest-environment node
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { layersPlugin } from "../../lint/layers.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const file = (relative: string) => `packages/ui/src/${relative}`;

tester.run("pipeline/layers", layersPlugin.rules.layers, {
  valid: [
    {
      filename: file("features/kanban/KanbanBoard.tsx"),
      code: 'import { DataTable } from "../../blocks/data-table";',
    },
    {
      filename: file("features/kanban/components/KanbanCard.tsx"),
      code: 'import { x } from "../hooks/useBoardFilters";',
    },
    {
      filename: file("features/admin/users/UserList.tsx"),
      code: 'import { AddButton } from "../components/AddButton";',
    },
    {
      filename: file("widgets/CompanyPageHeader.tsx"),
      code: 'import { CompanyHeader } from "../features/company-header";',
    },
    {
      filename: file("widgets/CompanyPageHeader.tsx"),
      code: 'import { UpdateCompanyDrawer } from "../features/company-form/index";',
    },
    {
      filename: "apps/portal/src/main.tsx",
      code: 'import { x } from "../../packages/ui/src/features/kanban/KanbanBoard";',
    },
  ],
  invalid: [
    {
      filename: file("features/company-header/CompanyHeader.tsx"),
      code: 'import { UpdateCompanyDrawer } from "../company-form";',
      errors: [{ messageId: "featureToFeature" }],
    },
    {
      filename: file("features/kanban/components/KanbanCard.tsx"),
      code: 'export { lastStageTaskText } from "../../companies-table/columns";',
      errors: [{ messageId: "featureToFeature" }],
    },
    {
      filename: file("blocks/data-table/DataTable.tsx"),
      code: 'import { CompaniesTable } from "../../features/companies-table";',
      errors: [{ messageId: "blockToFeature" }],
    },
    {
      filename: file("widgets/CompanyPageHeader.tsx"),
      code: 'import { CompanyFields } from "../features/company-form/components/CompanyFields";',
      errors: [{ messageId: "widgetToInternals" }],
    },
  ],
});
