/** @type {import('prettier').Config} */
const config = {
  singleQuote: true,
  printWidth: 100,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindConfig: './tailwind.config.ts',
  tailwindFunctions: ['clsx'],
  // Blog articles keep their frontmatter in double quotes, as the article format specifies.
  overrides: [{ files: 'content/blog/**/*.mdx', options: { singleQuote: false } }],
};

export default config;
