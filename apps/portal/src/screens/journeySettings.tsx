/*
 * Journey Settings: the widget of @pipeline/ui on /journey-settings (SUPER_ADMIN). Loaded on first use.
 */
import { JourneySettings } from "@pipeline/ui";

export const JourneySettingsScreen = () => <JourneySettings />;
