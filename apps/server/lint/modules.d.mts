import type { ESLint, Rule } from "eslint";

/** The server's layer rule, `server/modules`. */
export declare const modulesPlugin: ESLint.Plugin & { rules: { modules: Rule.RuleModule } };
