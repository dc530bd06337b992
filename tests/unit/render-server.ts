import { setImmediate } from 'node:timers';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

// React's streaming renderer schedules with setImmediate, which jsdom lacks.
globalThis.setImmediate ??= setImmediate as typeof globalThis.setImmediate;

/**
 * Server components (async ones included, such as Link) rendered to HTML as the export renders
 * them. The client renderer cannot await a component; this one can.
 */
export function renderToHtml(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

/** Renders server components into the document, for Testing Library's queries. */
export async function renderServer(node: React.ReactNode): Promise<HTMLElement> {
  document.body.innerHTML = await renderToHtml(node);
  return document.body;
}
