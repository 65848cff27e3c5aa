export { JourneySettings, type JourneySettingsAdapter } from "./JourneySettings";
