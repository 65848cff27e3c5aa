import { CompanyHeader, type CompanyHeaderProps } from "../features/company-header";
import { UpdateCompanyDrawer } from "../features/company-form";

export type CompanyPageHeaderProps = Omit<CompanyHeaderProps, "updateDrawer">;

/** The company page's header with Update Company opening the company form in a side drawer. */
export function CompanyPageHeader(props: CompanyPageHeaderProps) {
  return <CompanyHeader {...props} updateDrawer={(drawer) => <UpdateCompanyDrawer {...drawer} />} />;
}
