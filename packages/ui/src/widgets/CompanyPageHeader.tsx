import {
  CompanyHeader,
  type CompanyHeaderAdapter,
  type CompanyHeaderProps,
} from "../features/company-header";
import { UpdateCompanyDrawer, type UpdateCompanyDrawerAdapter } from "../features/company-form";

/** What CompanyPageHeader reads and writes through the adapter: the header's and the drawer's. */
export type CompanyPageHeaderAdapter = CompanyHeaderAdapter & UpdateCompanyDrawerAdapter;

export type CompanyPageHeaderProps = Omit<CompanyHeaderProps, "updateDrawer">;

/** The company page's header with Update Company opening the company form in a side drawer. */
export function CompanyPageHeader(props: CompanyPageHeaderProps) {
  return <CompanyHeader {...props} updateDrawer={(drawer) => <UpdateCompanyDrawer {...drawer} />} />;
}
