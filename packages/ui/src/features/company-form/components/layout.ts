// The company form's layout is the one every form shares.
export {
  StyledFieldGrid,
  StyledFormFrame,
  StyledFormStatus,
  StyledSection,
  StyledSectionTitle,
  StyledWide,
} from "../../../blocks/form-layout";
