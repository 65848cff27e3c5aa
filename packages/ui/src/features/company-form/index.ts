export { CompanyForm, type CompanyFormAdapter, type CompanyFormProps } from "./CompanyForm";
export {
  AddCompanyScreen,
  type AddCompanyScreenAdapter,
  type AddCompanyScreenProps,
} from "./AddCompanyScreen";
export {
  UpdateCompanyDrawer,
  type UpdateCompanyDrawerAdapter,
  type UpdateCompanyDrawerProps,
} from "./UpdateCompanyDrawer";
