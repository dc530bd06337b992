const config = {
  // postcss-import first: app/widget.css builds app/globals.css with its own Tailwind config.
  plugins: { 'postcss-import': {}, tailwindcss: {}, autoprefixer: {} },
};

export default config;
