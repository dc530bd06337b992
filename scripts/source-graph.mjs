// The site's own source files a module reaches through its imports, followed the way the
// TypeScript compiler resolves them (tsconfig.json's paths, so `@/components/…` too). Packages
// in node_modules are not followed. tailwind.widget.config.ts scans exactly these files, so the
// widget's stylesheet holds the classes of every component the widget renders, whatever folder
// it sits in, and no others.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The project's folder, whatever the working directory. */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function compilerOptions() {
  const file = join(projectRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, projectRoot).options;
}

/**
 * Every .ts/.tsx file of the project reached from `entries` (paths from the project's root),
 * the entries included, as paths from the root, sorted.
 */
export function sourcesReachedFrom(entries) {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const reached = new Set();
  const pending = entries.map((entry) => resolve(projectRoot, entry));
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      if (/\.tsx?$/.test(resolved.resolvedFileName) && !resolved.resolvedFileName.endsWith('.d.ts'))
        pending.push(resolved.resolvedFileName);
    }
  }
  return [...reached].map((file) => relative(projectRoot, file)).sort();
}
