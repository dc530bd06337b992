/**
 * A QR code's modules (`true` for dark, row by row, quiet zone included) as SVG: one path of
 * unit squares on a white square, so it scales to any print size without blurring.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  return modules
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
}

/** The whole drawing as a file, for the download link: `name` is its title. */
export function qrSvgFile(modules: readonly (readonly boolean[])[], name: string): string {
  const size = modules.length;
  const title = name.replace(/[<>&"]/g, (sign) => `&#${sign.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges"><title>${title}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrPath(modules)}"/></svg>`;
}
