import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { modulesPlugin } from "./apps/server/lint/modules.mjs";
import { layersPlugin } from "./packages/ui/lint/layers.mjs";

export default defineConfig(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.tsbuild/**",
      "data/**",
      "storybook-static/**",
      ".test-results/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports." },
      ],
    },
  },
  {
    // One wrapper each: the primitives own floating panels and downshift; views compose them.
    files: ["packages/ui/src/**/*.{ts,tsx}"],
    ignores: ["packages/ui/src/primitives/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@floating-ui/react",
              message: "Use the Popover, Tooltip, Menu, Dialog or Drawer primitive.",
            },
            { name: "downshift", message: "Use the Select, MultiSelect or Combobox primitive." },
            { name: "axios", message: "Widgets reach data only through the DataAdapter." },
            { name: "crypto-js", message: "Widgets reach data only through the DataAdapter." },
          ],
        },
      ],
    },
  },
  {
    // Features never import one another; blocks sit below them, widgets compose them.
    files: ["packages/ui/src/**/*.{ts,tsx}"],
    plugins: { pipeline: layersPlugin },
    rules: { "pipeline/layers": "error" },
  },
  {
    // The server's modules meet only through their index; the shared layers below import none.
    files: ["apps/server/src/**/*.ts"],
    plugins: { server: modulesPlugin },
    rules: { "server/modules": "error" },
  },
  {
    // Tool configs and story files (their meta) are read through a default export.
    files: [
      "**/*.config.{ts,mjs,js}",
      "rollup.config.mjs",
      "eslint.config.mjs",
      ".storybook/**",
      "stories/**/*.stories.tsx",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
);
