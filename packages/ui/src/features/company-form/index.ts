export { CompanyForm, type CompanyFormProps } from "./CompanyForm";
export { AddCompanyScreen, type AddCompanyScreenProps } from "./AddCompanyScreen";
export { UpdateCompanyDrawer, type UpdateCompanyDrawerProps } from "./UpdateCompanyDrawer";
