const config = {
  // postcss-import first: app/site.css and app/widget.css each build app/globals.css with
  // the Tailwind config they name.
  plugins: { 'postcss-import': {}, tailwindcss: {}, autoprefixer: {} },
};

export default config;
