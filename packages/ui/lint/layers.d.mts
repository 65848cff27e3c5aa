import type { ESLint, Rule } from "eslint";

/** The widget library's layer rule, `pipeline/layers`. */
export declare const layersPlugin: ESLint.Plugin & { rules: { layers: Rule.RuleModule } };
