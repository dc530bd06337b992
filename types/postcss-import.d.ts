/** postcss-import ships no types; tests/unit/stylesheets.test.ts runs it as the build does. */
declare module 'postcss-import' {
  import type { PluginCreator } from 'postcss';
  const postcssImport: PluginCreator<Record<string, unknown>>;
  export default postcssImport;
}
