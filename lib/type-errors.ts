/*
 * The content check's words for tsc's errors in content/ (scripts/check-content.mjs). Apart from
 * lib/content-check.ts and free of imports, so that the type errors are reported even when a
 * content module is too broken to load.
 */

/** `content/plans.ts:46:5: …` from tsc's `content/plans.ts(46,5): error TS2322: …` lines. */
export function typeErrors(tscOutput: string): string[] {
  const problems: string[] = [];
  const HEADLINE = /^(\S[^(]*)\((\d+),(\d+)\): error TS(\d+): (.*)$/;
  // After the first syntax error (TS1xxx) of a file, the parser's next ones follow from it.
  const unparsed = new Set<string>();
  const seen = new Set<string>();
  let current: { at: string; message: string; deepest?: string } | undefined;
  const flush = () => {
    if (!current) return;
    // A long error nests the reason under the type it names: the innermost line is the reason.
    const reason = shorten(current.deepest ?? current.message).replace(/\.$/, '');
    // One mistake often fails twice in a file (the value, then the list it sits in): once is enough.
    const key = `${current.at.split(':')[0]}: ${reason}`;
    if (!seen.has(key)) problems.push(`${current.at}: ${reason}${hintFor(reason)}`);
    seen.add(key);
    current = undefined;
  };
  for (const line of tscOutput.split(/\r?\n/)) {
    const headline = HEADLINE.exec(line);
    if (headline) {
      flush();
      const [, file, row, column, code, message] = headline;
      if (code!.length === 4 && code!.startsWith('1')) {
        if (unparsed.has(file!)) continue;
        unparsed.add(file!);
      }
      current = { at: `${file}:${row}:${column}`, message: message! };
    } else if (current && /^\s+\S/.test(line)) current.deepest = line.trim();
  }
  flush();
  // content/dictionary.ts gathers every module: a mistake in a twin is named there too.
  const elsewhere = (problem: string) =>
    problems.some(
      (other) => !other.startsWith(DICTIONARY) && other.endsWith(problem.replace(/^[^ ]+ /, ' ')),
    );
  return problems.filter((problem) => !(problem.startsWith(DICTIONARY) && elsewhere(problem)));
}

const DICTIONARY = 'content/dictionary.ts:';

/** A type written out in full (`'{ readonly id: …; … }'`) is noise to an editor: cut it. */
function shorten(message: string): string {
  return message.replace(/'([^']{60,})'/g, (_, type: string) => `'${type.slice(0, 40)}…'`);
}

function hintFor(message: string): string {
  if (
    /Type '(?:"[^"]*"|string)' is not assignable to type '(?:number|number \| null)'/.test(message)
  )
    return ', so write the number without quotes or commas (3500, not "3,500")';
  if (/Property '[^']+' is missing in type/.test(message))
    return ', so add it (a Kiswahili module has every key of its English twin)';
  return '';
}
